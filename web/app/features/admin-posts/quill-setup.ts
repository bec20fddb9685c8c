/**
 * Quill with the snow theme, loaded only by the create form's effect (a dynamic import), so neither the
 * editor nor its stylesheet reaches the public pages.
 */
import Quill from "quill";
import Link from "quill/formats/link";
import "quill/dist/quill.snow.css";
import { safeLinkUrl } from "./link-policy";

/** Links limited to http, https, mailto and tel; anything else becomes a blank address. */
class SafeLink extends Link {
  static override sanitize(url: string): string {
    return safeLinkUrl(url);
  }
}
Quill.register("formats/link", SafeLink, true);

/** The specification's toolbar: headers 1–3, bold, italic, underline, link, lists, clean, indent. */
export const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ["bold", "italic", "underline", "link"],
  [{ list: "ordered" }, { list: "bullet" }],
  [{ indent: "-1" }, { indent: "+1" }],
  ["clean"],
];

/** Only what the toolbar makes and the server keeps (ARCHITECTURE.md §7); pasted colours, images and the like go. */
const FORMATS = ["header", "bold", "italic", "underline", "link", "list", "indent"];

export function createEditor(container: HTMLElement, placeholder: string): Quill {
  return new Quill(container, {
    theme: "snow",
    placeholder,
    formats: FORMATS,
    modules: { toolbar: TOOLBAR },
  });
}
