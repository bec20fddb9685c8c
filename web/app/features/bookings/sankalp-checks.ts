/**
 * What the sankalp form's island loads when the devotee first touches the form (a chunk of its own): the typed rules
 * and the phone numbers' metadata (libphonenumber-js, most of the chunk), and the country list.
 */
export { checkBooking, firstErrorField } from "./validate";
export { countryOptions } from "@/lib/phone";
