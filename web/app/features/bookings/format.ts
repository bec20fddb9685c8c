/** Rupees as people in India write them: "₹2,100". The API's amounts are whole rupees. The one formatter,
 * with no `Intl`, so that pages drawn by the server format the same way. */
export { formatRupees } from "@/i18n/format";

/** A file size for people: "3.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
