/**
 * The site settings as the form sees them: one table of fields (dotted paths exactly as the
 * API's JSON and its `errors[].field`), grouped as the page shows them, and the conversions between the
 * API's nested object and the form's flat values.
 */
import type { MessageKey } from "@/i18n/messages";
import type { Schemas } from "@/lib/api";
import { toE164 } from "@/lib/phone";

/** `GET/PUT /api/v1/site`: the whole object, as the API's OpenAPI document describes it. */
export type SiteSettings = Schemas["SiteSettings"];

/** How a value is checked: a phone number, an e-mail address, an https link, a UPI ID or plain text. */
export type FieldKind = "text" | "phone" | "email" | "url" | "upi" | "timezone";

export type GroupKey = "identity" | "contact" | "address" | "social" | "payments";

export interface FieldSpec {
  path: FieldPath;
  group: GroupKey;
  kind: FieldKind;
  /** The longest value the server accepts, in characters (after trimming). */
  max: number;
  /** Empty means "not set" only where the API says so (map, social links, UPI). */
  required: boolean;
  label: MessageKey;
  hint?: MessageKey;
  autoComplete?: string;
  /** Long values (links, the tagline, the street) take the whole row where two fields fit side by side. */
  wide?: boolean;
}

/** Every field, in the order of the page; the first error in this order gets the focus. */
export const FIELDS = [
  {
    path: "businessName",
    group: "identity",
    kind: "text",
    max: 80,
    required: true,
    label: "settings.field.businessName",
    autoComplete: "organization",
  },
  {
    path: "tagline",
    wide: true,
    group: "identity",
    kind: "text",
    max: 160,
    required: true,
    label: "settings.field.tagline",
  },
  {
    path: "priestName",
    group: "identity",
    kind: "text",
    max: 100,
    required: true,
    label: "settings.field.priestName",
    autoComplete: "name",
  },
  { path: "holySite", group: "identity", kind: "text", max: 100, required: true, label: "settings.field.holySite" },
  {
    path: "copyrightCompany",
    group: "identity",
    kind: "text",
    max: 120,
    required: true,
    label: "settings.field.copyrightCompany",
    hint: "settings.hint.copyrightCompany",
  },
  {
    path: "phoneDisplay",
    group: "contact",
    kind: "text",
    max: 30,
    required: true,
    label: "settings.field.phoneDisplay",
    hint: "settings.hint.phoneDisplay",
  },
  {
    path: "phone",
    group: "contact",
    kind: "phone",
    max: 30,
    required: true,
    label: "settings.field.phone",
    hint: "settings.hint.phone",
    autoComplete: "tel",
  },
  {
    path: "whatsapp",
    group: "contact",
    kind: "phone",
    max: 30,
    required: true,
    label: "settings.field.whatsapp",
    hint: "settings.hint.whatsapp",
    autoComplete: "tel",
  },
  {
    path: "timezone",
    group: "contact",
    kind: "timezone",
    max: 64,
    required: true,
    label: "settings.field.timezone",
    hint: "settings.hint.timezone",
  },
  {
    path: "email",
    group: "contact",
    kind: "email",
    max: 254,
    required: true,
    label: "settings.field.email",
    autoComplete: "email",
  },
  {
    path: "address.street",
    wide: true,
    group: "address",
    kind: "text",
    max: 200,
    required: true,
    label: "settings.field.street",
    autoComplete: "street-address",
  },
  {
    path: "address.locality",
    group: "address",
    kind: "text",
    max: 100,
    required: true,
    label: "settings.field.locality",
    autoComplete: "address-level2",
  },
  {
    path: "address.region",
    group: "address",
    kind: "text",
    max: 100,
    required: true,
    label: "settings.field.region",
    autoComplete: "address-level1",
  },
  {
    path: "address.postalCode",
    group: "address",
    kind: "text",
    max: 20,
    required: true,
    label: "settings.field.postalCode",
    autoComplete: "postal-code",
  },
  {
    path: "address.country",
    group: "address",
    kind: "text",
    max: 100,
    required: true,
    label: "settings.field.country",
    autoComplete: "country-name",
  },
  {
    path: "mapUrl",
    wide: true,
    group: "address",
    kind: "url",
    max: 500,
    required: false,
    label: "settings.field.mapUrl",
    hint: "settings.hint.mapUrl",
  },
  {
    path: "social.facebook",
    wide: true,
    group: "social",
    kind: "url",
    max: 500,
    required: false,
    label: "settings.field.facebook",
    hint: "settings.hint.social",
  },
  {
    path: "social.instagram",
    wide: true,
    group: "social",
    kind: "url",
    max: 500,
    required: false,
    label: "settings.field.instagram",
    hint: "settings.hint.social",
  },
  {
    path: "social.youtube",
    wide: true,
    group: "social",
    kind: "url",
    max: 500,
    required: false,
    label: "settings.field.youtube",
    hint: "settings.hint.social",
  },
  {
    path: "upiId",
    group: "payments",
    kind: "upi",
    max: 100,
    required: false,
    label: "settings.field.upiId",
    hint: "settings.hint.upiId",
  },
  {
    path: "upiPayee",
    group: "payments",
    kind: "text",
    max: 100,
    required: false,
    label: "settings.field.upiPayee",
    hint: "settings.hint.upiPayee",
  },
] as const satisfies ReadonlyArray<Omit<FieldSpec, "path"> & { path: string }>;

export type FieldPath = (typeof FIELDS)[number]["path"];

export const GROUPS: ReadonlyArray<{ key: GroupKey; legend: MessageKey; intro: MessageKey }> = [
  { key: "identity", legend: "settings.group.identity", intro: "settings.group.identityIntro" },
  { key: "contact", legend: "settings.group.contact", intro: "settings.group.contactIntro" },
  { key: "address", legend: "settings.group.address", intro: "settings.group.addressIntro" },
  { key: "social", legend: "settings.group.social", intro: "settings.group.socialIntro" },
  { key: "payments", legend: "settings.group.payments", intro: "settings.group.paymentsIntro" },
];

export const FIELD_PATHS: ReadonlySet<string> = new Set(FIELDS.map((f) => f.path));

export function isFieldPath(value: string): value is FieldPath {
  return FIELD_PATHS.has(value);
}

export type FormValues = Record<FieldPath, string>;

function read(site: SiteSettings, path: FieldPath): string {
  const [head, tail] = path.split(".") as [string, string | undefined];
  const value: unknown = (site as unknown as Record<string, unknown>)[head];
  if (tail === undefined) return typeof value === "string" ? value : "";
  const inner = value && typeof value === "object" ? (value as Record<string, unknown>)[tail] : undefined;
  return typeof inner === "string" ? inner : "";
}

/** The time zone of settings saved before they had one (the server reads them so too). */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** The API's object as the form's values; a missing or non-text value shows as an empty field. */
export function toFormValues(site: SiteSettings): FormValues {
  const values = Object.fromEntries(FIELDS.map((f) => [f.path, read(site, f.path)])) as FormValues;
  return { ...values, timezone: values.timezone || DEFAULT_TIME_ZONE };
}

/**
 * The form's values as the whole object `PUT /api/v1/site` takes: every value trimmed, the phone numbers
 * in E.164 however they were typed (`+91 98450-12345` is sent as `+919845012345`).
 */
export function toSiteSettings(values: FormValues): SiteSettings {
  const v = (path: FieldPath) => values[path].trim();
  return {
    businessName: v("businessName"),
    tagline: v("tagline"),
    priestName: v("priestName"),
    holySite: v("holySite"),
    phoneDisplay: v("phoneDisplay"),
    phone: toE164(values.phone) ?? v("phone"),
    whatsapp: toE164(values.whatsapp) ?? v("whatsapp"),
    email: v("email"),
    address: {
      street: v("address.street"),
      locality: v("address.locality"),
      region: v("address.region"),
      postalCode: v("address.postalCode"),
      country: v("address.country"),
    },
    mapUrl: v("mapUrl"),
    social: { facebook: v("social.facebook"), instagram: v("social.instagram"), youtube: v("social.youtube") },
    copyrightCompany: v("copyrightCompany"),
    upiId: v("upiId"),
    upiPayee: v("upiPayee"),
    timezone: v("timezone"),
  };
}
