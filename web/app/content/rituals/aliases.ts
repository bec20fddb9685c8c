/**
 * Other names of rituals whose old addresses must keep working (DESIGN.md §4): the site this replaces
 * addressed a ritual by its longer display title (`/puja/Satyanarayan%20Puja`), where the specification
 * names it `Satyanarayan`. Each name here answers 301 to the ritual's slug, like its title does.
 *
 * The display titles are the names the ritual's own page uses (its benefits heading, "Benefits of
 * Satyanarayan Puja", and its description), by ritual id; spelling variants the content uses too
 * ("Durga Deepa Namaskara", "Pitru Paksha Shraddha") are included. Matching ignores case. A ritual renamed in
 * admin will add its old title here.
 */
export const RITUAL_ALIASES: Readonly<Record<number, readonly string[]>> = {
  1: ["Marriage Ceremony", "Vedic Marriage Ceremony"],
  3: ["GrihaPravesh Puja", "Griha Pravesh", "Griha Pravesh Puja"],
  4: ["Satyanarayan Puja"],
  5: ["Ganesh Puja"],
  7: ["New Office Opening Puja"],
  9: ["Mahalaxmi Puja"],
  11: ["Durga Deepa Namaskara"],
  13: ["Navaratri Puja"],
  14: ["New Vehicle Puja"],
  15: ["Bhoomi Puja"],
  18: ["Sudarshana Homa"],
  19: ["Navagraha Homa"],
  20: ["Maha Mrityunjaya Homa"],
  22: ["Laxmi Kubera Homa"],
  23: ["Lakshmi Narayana Homa"],
  24: ["Pavamana Homa"],
  25: ["Dhanvantari Homa"],
  27: ["Bhadrakali Homa"],
  28: ["Lakshmi Narasimha Homa"],
  29: ["Kala Bhairava Homa"],
  46: ["Pitru Paksha Shraddha"],
};
