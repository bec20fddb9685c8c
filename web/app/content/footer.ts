/**
 * Texts of the footer (SPEC.md §2 "Footer"). Apart from the home page's texts: the footer is on every page,
 * so whatever module holds its text is loaded by every page.
 */
import { site } from "./site";

export const footerAbout = `${site.businessName} arranges Vedic pujas, homas and ancestral rites performed by ${site.priestName} in Gokarna for families everywhere. An online puja is meant for devotees who cannot attend in person because of distance or time: the ritual is performed in their name, and they are kept informed from start to finish.`;
