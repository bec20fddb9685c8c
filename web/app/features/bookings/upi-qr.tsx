import QRCode from "qrcode";
import styles from "./bookings.module.css";

/**
 * A QR code of a `upi://pay` link as SVG, drawn in the server with the page by the `qrcode` package (the
 * common, maintained QR encoder for JavaScript), so the private page sends no encoder at all. With a
 * callback the encoder answers at once; null when it could not encode the link.
 */
export function qrSvg(uri: string): string | null {
  let svg: string | null = null;
  QRCode.toString(
    uri,
    { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#2b1a14", light: "#ffffff" } },
    (error, markup) => {
      svg = error ? null : markup;
    },
  );
  return svg;
}

export function UpiQr({ uri, label, failed }: { uri: string; label: string; failed: string }) {
  const svg = qrSvg(uri);
  if (!svg) return <p className={styles.hint}>{failed}</p>;
  return (
    <div
      className={styles.qr}
      role="img"
      aria-label={label}
      data-testid="upi-qr"
      // The encoder's own output: an <svg> of <path>s built from the link, no markup of ours or the user's.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
