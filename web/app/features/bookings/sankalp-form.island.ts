/**
 * The sankalp form's behaviour (the markup is `sankalp-form.tsx`, drawn by the server): people added from
 * the row template and removed, the typed rules checked on submit with each error beside its field (the
 * server's field errors land the same way), the booking sent, and the private page opened with the
 * hand-over that shows the reference and the chat. The rules and libphonenumber's metadata are one chunk
 * (`sankalp-checks.ts`), fetched when the devotee first touches the form (or sends it), so they never hold
 * up the first paint nor keep the phone busy while the page loads.
 */
import { cloneTemplate } from "@/components/island-template.island";
import { groupIndian } from "@/i18n/format";
import { type Locale, isLocale, localisedPath } from "@/i18n/locales";
import { ApiError, NetworkError } from "@/lib/api";
import { RateLimitedError, createBooking } from "./api";
import { ownTimeZone, todayInIndia, yearAfter } from "./dates";
import { fieldIdOf } from "./field-id";
import { rememberJustBooked } from "./just-booked";
import type { IslandMessage } from "./sankalp-form";
import type { BookingDraft, DevoteeDraft } from "./validate";
import { LIMITS, MAX_DEVOTEES, type Service } from "./vocab";

type Checks = typeof import("./sankalp-checks");

let checks: Promise<Checks> | null = null;
/** The rules and phone metadata, fetched once. A failed fetch is tried again at the next need. */
function loadChecks(): Promise<Checks> {
  checks ??= import("./sankalp-checks").catch((error: unknown) => {
    checks = null;
    throw error;
  });
  return checks;
}

const ROW_FIELDS = ["name", "gotra", "nakshatra", "rashi", "relation"] as const;

/** `devotees-98-` (the template's, or a row's old index) → the row's index now, in ids and references. */
const REINDEXED = ["id", "for", "aria-describedby", "data-testid", "data-field"] as const;

/** `go`: how the private page is opened (replacing this entry: Back never lands on a sent form). */
export function sankalpForm(
  doc: Document = document,
  go: (url: string) => void = (url) => window.location.replace(url),
): void {
  const form = doc.querySelector<HTMLFormElement>("form[data-sankalp-form]");
  if (!form) return;
  const messages = JSON.parse(form.dataset.messages ?? "{}") as Record<IslandMessage, string>;
  const say = (key: IslandMessage, params: Record<string, string | number> = {}) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  const locale: Locale = isLocale(form.dataset.locale) ? form.dataset.locale : "en";
  const service = form.dataset.service as Service;
  const slug = form.dataset.slug || undefined;
  const list = form.querySelector<HTMLOListElement>("[data-devotees]")!;
  const add = form.querySelector<HTMLButtonElement>("[data-add-devotee]")!;
  const count = form.querySelector<HTMLElement>("[data-devotee-count]")!;
  const problem = form.querySelector<HTMLElement>('[data-testid="sankalp-problem"]')!;
  const submit = form.querySelector<HTMLButtonElement>('[data-testid="sankalp-submit"]')!;
  const field = <T extends HTMLElement>(path: string) => doc.getElementById(fieldIdOf(path)) as T | null;
  const rows = () => [...list.querySelectorAll<HTMLLIElement>("[data-devotee]")];
  let busy = false;

  // India's today by the reader's clock: the page may have been drawn yesterday.
  const date = field<HTMLInputElement>("preferredDate");
  if (date) {
    date.min = todayInIndia();
    date.max = yearAfter(date.min);
  }

  function renumber() {
    rows().forEach((row, index) => {
      for (const element of [row, ...row.querySelectorAll<HTMLElement>("*")]) {
        for (const name of REINDEXED) {
          const value = element.getAttribute(name);
          if (value) element.setAttribute(name, value.replace(/devotees-\d+-/g, `devotees-${index}-`));
        }
      }
      const legend = row.querySelector<HTMLElement>("legend[data-pattern]");
      if (legend) legend.textContent = legend.dataset.pattern!.replace("{number}", String(index + 1));
      const remove = row.querySelector<HTMLElement>("[data-remove-devotee]");
      remove?.setAttribute("aria-label", remove.dataset.pattern!.replace("{number}", String(index + 1)));
    });
    const people = rows().length;
    count.textContent = say("sankalp.devotees.count", { count: people, max: MAX_DEVOTEES });
    add.disabled = busy || people >= MAX_DEVOTEES;
  }

  /** Removes every error shown, or those whose path starts with `prefix`. */
  function clearErrors(prefix = "") {
    for (const shown of form!.querySelectorAll<HTMLElement>("[data-error-for]")) {
      const path = shown.dataset.errorFor!;
      if (!path.startsWith(prefix)) continue;
      const control = field(path);
      control?.removeAttribute("aria-invalid");
      const rest = control?.getAttribute("aria-describedby")?.replace(shown.id, "").trim();
      if (rest) control!.setAttribute("aria-describedby", rest);
      else control?.removeAttribute("aria-describedby");
      shown.remove();
    }
  }

  /** Shows `message` beside the field at `path`; false when the form has no such field. */
  function showError(path: string, message: string): boolean {
    const control = field(path);
    const box = control?.closest<HTMLElement>("[data-field]");
    const made = cloneTemplate(doc, "sankalp-error");
    if (!control || !box || !made) return false;
    const id = `${fieldIdOf(path)}-error`;
    made.id = id;
    made.dataset.testid = id;
    made.dataset.errorFor = path;
    made.textContent = message;
    const hint = doc.getElementById(`${fieldIdOf(path)}-hint`);
    if (hint && box.contains(hint)) hint.before(made);
    else box.append(made);
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", [id, control.getAttribute("aria-describedby")].filter(Boolean).join(" "));
    return true;
  }

  /** Shows field errors (by path), the rest in the form's problem line; focuses the first field at fault. */
  function showErrors(found: Record<string, string>, summary: string) {
    clearErrors();
    const elsewhere = Object.entries(found)
      .filter(([path, message]) => !showError(path, message))
      .map(([, message]) => message);
    setProblem(elsewhere.length > 0 ? elsewhere.join(" ") : summary);
    void loadChecks().then(({ firstErrorField }) => {
      const first = firstErrorField(found, rows().length);
      if (first) field(first)?.focus();
    });
  }

  function setProblem(text: string | null) {
    problem.textContent = text ?? "";
    problem.hidden = !text;
  }

  function setBusy(value: boolean) {
    busy = value;
    submit.disabled = value;
    submit.textContent = say(value ? "sankalp.sending" : "sankalp.submit");
    add.disabled = value || rows().length >= MAX_DEVOTEES;
  }

  function draft(): BookingDraft {
    const value = (name: string) => form!.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? "";
    const devotees = rows().map((row, key) => {
      const read = (name: string) => row.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? "";
      return { key, ...Object.fromEntries(ROW_FIELDS.map((name) => [name, read(name)])) } as DevoteeDraft;
    });
    return {
      devotees,
      preferredDate: value("preferredDate"),
      intention: value("intention"),
      contactName: value("contactName"),
      phoneCountry: value("phoneCountry") as BookingDraft["phoneCountry"],
      phone: value("phone"),
      email: value("email"),
      website: value("website"),
    };
  }

  /** A failed send, in words; the server's field errors go beside their fields. */
  function describe(error: unknown): string | null {
    if (error instanceof RateLimitedError) {
      const minutes = error.retryAfter ? Math.max(1, Math.ceil(error.retryAfter / 60)) : null;
      return minutes ? say("sankalp.error.tooManyWait", { minutes }) : say("sankalp.error.tooMany");
    }
    if (error instanceof ApiError) {
      if (error.status === 400 && error.fieldErrors.length > 0) {
        showErrors(
          Object.fromEntries(error.fieldErrors.map(({ field: path, message }) => [path, message])),
          say("sankalp.error.summary"),
        );
        return null;
      }
      if (error.status === 404) return say("sankalp.error.unknownSubject");
      if (error.status === 413) return say("sankalp.error.tooLarge");
      if (error.status >= 500) return say("sankalp.error.server");
      return error.message || say("sankalp.error.server");
    }
    return say(error instanceof NetworkError ? "sankalp.error.network" : "sankalp.error.server");
  }

  async function send(event: SubmitEvent) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    setBusy(true);
    let rules: Checks;
    try {
      rules = await loadChecks();
    } catch {
      setBusy(false);
      setProblem(say("sankalp.error.network"));
      return;
    }
    const { errors, body } = rules.checkBooking(draft(), { service, slug }, todayInIndia(), ownTimeZone());
    if (!body) {
      setBusy(false);
      showErrors(
        Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, say(key as IslandMessage)])),
        say("sankalp.error.summary"),
      );
      return;
    }
    clearErrors();
    try {
      // The booking's emails and chat message follow the language of the form.
      const created = await createBooking({ ...body, language: locale });
      rememberJustBooked({ reference: created.reference, whatsappUrl: created.whatsappUrl });
      const url = created.url.startsWith("/booking/") ? created.url : `/booking/${created.token}`;
      go(localisedPath(url, locale));
    } catch (error) {
      setBusy(false);
      const text = describe(error);
      if (text) setProblem(text);
    }
  }

  add.addEventListener("click", () => {
    const made = cloneTemplate(doc, "sankalp-devotee");
    if (!made || rows().length >= MAX_DEVOTEES) return;
    list.append(made);
    clearErrors("devotees");
    renumber();
    // The new row's name field takes focus: the next thing to type.
    field(`devotees[${rows().length - 1}].name`)?.focus();
  });
  list.addEventListener("click", (event) => {
    const remove = (event.target as Element).closest("[data-remove-devotee]");
    if (!remove) return;
    // Errors of later rows would point at the wrong people: checked again on the next submit.
    clearErrors("devotees");
    remove.closest("[data-devotee]")?.remove();
    renumber();
    add.focus();
  });
  // An error describes what was there before: editing the field clears it.
  const edited = (event: Event) => {
    const control = event.target as HTMLElement;
    // The country belongs to the phone number.
    const id = control.getAttribute("name") === "phoneCountry" ? fieldIdOf("contact.phone") : control.id;
    const shown = id ? doc.getElementById(`${id}-error`) : null;
    if (shown?.dataset.errorFor) clearErrors(shown.dataset.errorFor);
  };
  form.addEventListener("input", edited);
  form.addEventListener("change", edited);

  const intention = field<HTMLTextAreaElement>("intention");
  const intentionHint = doc.getElementById(`${fieldIdOf("intention")}-hint`);
  intention?.addEventListener("input", () => {
    if (!intentionHint) return;
    intentionHint.textContent = say("sankalp.intentionHint", {
      count: groupIndian([...intention.value].length),
      max: groupIndian(LIMITS.intention),
    });
  });

  form.addEventListener("submit", (event) => void send(event));
  submit.disabled = false;

  // Every country, named in the page's language, once the devotee starts on the form (the chunk is not
  // fetched for a visitor who only reads the page); the choice made so far stays.
  const start = () => {
    form.removeEventListener("focusin", start);
    form.removeEventListener("pointerdown", start);
    loadChecks()
      .then(({ countryOptions }) => {
        const select = form.querySelector<HTMLSelectElement>('select[name="phoneCountry"]');
        if (!select) return;
        const chosen = select.value;
        select.replaceChildren(
          ...countryOptions(locale).map(({ code, label }) => {
            const option = doc.createElement("option");
            option.value = code;
            option.textContent = label;
            return option;
          }),
        );
        select.value = chosen;
      })
      .catch(() => {
        // Offline: India stays the one choice; a number typed with + and its code works anyway.
      });
  };
  form.addEventListener("focusin", start);
  form.addEventListener("pointerdown", start);
}
