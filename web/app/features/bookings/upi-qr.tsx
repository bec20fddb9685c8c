import { useEffect, useState } from "react";
import { useT } from "@/i18n/use-t";
import styles from "./bookings.module.css";

/**
 * A QR code of a `upi://pay` link, drawn as SVG by the `qrcode` package (the common, maintained QR encoder
 * for JavaScript). The encoder is loaded only when a payment is shown, so no other page carries it.
 */
export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const t = useT();
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((mod) => {
        // A CommonJS package: its functions are on `default` once bundled.
        const qr = (mod as unknown as { default?: typeof mod }).default ?? mod;
        return qr.toString(uri, {
          type: "svg",
          errorCorrectionLevel: "M",
          margin: 2,
          color: { dark: "#2b1a14", light: "#ffffff" },
        });
      })
      .then((markup) => {
        if (live) setSvg(markup);
      })
      .catch((error: unknown) => {
        console.error("The payment QR code could not be drawn", error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [uri]);

  if (failed) return <p className={styles.hint}>{t("booking.pay.qrFailed")}</p>;
  if (!svg) return <div className={styles.qr} aria-busy="true" />;
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
