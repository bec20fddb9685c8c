import { ApiError, NetworkError } from "@/lib/api";

/** A failed call as text for a person: each field's message by field name, and one line for the form. */
export function failureOf(error: unknown): { fields: Record<string, string>; message: string } {
  if (error instanceof ApiError) {
    const fields = Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]));
    // A 409 names its field in the message only (the username or email taken).
    if (error.status === 409 && Object.keys(fields).length === 0) {
      if (/email/i.test(error.message)) fields.email = error.message;
      else if (/username/i.test(error.message)) fields.username = error.message;
    }
    return { fields, message: error.message };
  }
  if (error instanceof NetworkError) return { fields: {}, message: error.message };
  return { fields: {}, message: error instanceof Error ? error.message : String(error) };
}
