/**
 * The private page's behaviour (the markup is `booking-page.tsx`, drawn by the server with the booking):
 * right after booking, the hand-over banner with the reference that opens the WhatsApp chat by itself
 * unless the devotee stays; copying the UPI ID and the page's link; withdrawing, after a confirmation in
 * the dialog of its template.
 */
import { activateDialog } from "@/components/dialog-behaviour";
import { cloneTemplate } from "@/components/island-template.island";
import { ApiError } from "@/lib/api";
import { eraseBooking } from "./api";
import { type JustBooked, readJustBooked, rememberJustBooked } from "./just-booked";

/** Long enough to read the reference before WhatsApp takes over. */
export const OPEN_CHAT_DELAY_MS = 2000;

/** Only WhatsApp's own chat address is followed, whatever the hand-over says. */
const isWhatsAppChat = (url: string) => url.startsWith("https://api.whatsapp.com/send?");

type Texts = Record<string, string>;

async function copy(text: string, status: Element | null, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    if (status) status.textContent = done;
  } catch {
    if (status) status.textContent = failed;
  }
}

export function bookingPage(
  doc: Document = document,
  follow: (url: string) => void = (url) => window.location.assign(url),
): void {
  const page = doc.querySelector<HTMLElement>("[data-booking-page]");
  if (!page) return;
  const texts = JSON.parse(page.dataset.texts ?? "{}") as Texts;
  const reference = page.dataset.reference ?? "";

  for (const button of page.querySelectorAll<HTMLButtonElement>("[data-copy]")) {
    button.addEventListener("click", () => {
      const status = button.closest("div")?.querySelector("[data-copy-status]") ?? null;
      void copy(button.dataset.copy!, status, button.dataset.copied ?? "", button.dataset.copyFailed ?? "");
    });
  }

  const handed = readJustBooked(reference);
  if (handed) justBooked(doc, page, handed, texts, follow);

  page.querySelector("[data-withdraw]")?.addEventListener("click", () => withdraw(doc, page, texts));
}

/** The banner of a booking just made, and the chat opened after a moment unless the devotee stays. */
function justBooked(
  doc: Document,
  page: HTMLElement,
  handed: JustBooked,
  texts: Texts,
  follow: (url: string) => void,
): void {
  const banner = cloneTemplate(doc, "just-booked");
  if (!banner) return;
  const chat = isWhatsAppChat(handed.whatsappUrl) ? handed.whatsappUrl : null;
  const status = banner.querySelector("[data-chat-status]");
  const open = banner.querySelector<HTMLAnchorElement>("[data-open-chat]");
  const stay = banner.querySelector<HTMLElement>("[data-stay]");
  banner.querySelector("[data-copy-link]")?.addEventListener("click", () => {
    void copy(
      window.location.href,
      banner.querySelector("[data-copy-status]"),
      texts["booking.pay.copied"] ?? "",
      texts["booking.justBooked.copyFailed"] ?? "",
    );
  });
  // Coming Back from WhatsApp, or reloading, never sends the devotee away again.
  const opened = () => rememberJustBooked({ ...handed, opened: true });
  const stayed = () => {
    if (status) status.textContent = texts["booking.justBooked.stayed"] ?? "";
    stay?.remove();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (!chat) {
    status?.remove();
    open?.closest("p")?.remove();
  } else {
    open!.href = chat;
    open!.addEventListener("click", () => {
      clearTimeout(timer);
      opened();
    });
    stay?.addEventListener("click", () => {
      clearTimeout(timer);
      opened();
      stayed();
    });
    if (handed.opened) stayed();
    else
      timer = setTimeout(() => {
        opened();
        follow(chat);
      }, OPEN_CHAT_DELAY_MS);
  }
  // Closing is staying, and the page is the devotee's again.
  banner.querySelector("[data-close-banner]")?.addEventListener("click", () => {
    clearTimeout(timer);
    opened();
    banner.remove();
  });
  page.append(banner);
}

/** The confirmation, then the erasure: the page then says the booking is gone. */
function withdraw(doc: Document, page: HTMLElement, texts: Texts): void {
  const root = cloneTemplate(doc, "erase-dialog");
  const panel = root?.querySelector<HTMLElement>("[role=dialog]");
  if (!root || !panel) return;
  const confirm = root.querySelector<HTMLButtonElement>("[data-erase-confirm]")!;
  const keep = root.querySelector<HTMLButtonElement>("[data-erase-keep]")!;
  const error = root.querySelector<HTMLElement>("[data-erase-error]")!;
  let busy = false;
  let release: (() => void) | null = null;
  const close = () => {
    if (busy || !release) return;
    root.remove();
    const undo = release;
    release = null;
    undo();
  };
  for (const closer of root.querySelectorAll("[data-modal-close], [data-modal-backdrop], [data-erase-keep]")) {
    closer.addEventListener("click", close);
  }
  confirm.addEventListener("click", async () => {
    busy = true;
    confirm.disabled = keep.disabled = true;
    confirm.textContent = texts["booking.withdraw.erasing"] ?? "";
    error.hidden = true;
    let status = 200;
    try {
      await eraseBooking(window.location.pathname.split("/").pop() ?? "");
    } catch (failure) {
      status = failure instanceof ApiError ? failure.status : 0;
    }
    busy = false;
    if (status >= 200 && status < 300) {
      const erased = cloneTemplate(doc, "erased");
      close();
      if (erased) page.replaceWith(erased);
      window.scrollTo({ top: 0 });
      return;
    }
    confirm.disabled = keep.disabled = false;
    confirm.textContent = texts["booking.withdraw.confirm"] ?? "";
    error.textContent = texts[status === 404 ? "booking.withdraw.gone" : "booking.withdraw.failed"] ?? "";
    error.hidden = false;
  });
  doc.body.append(root);
  release = activateDialog(panel, close);
}
