/** The element id of a form field, from its JSON path: `devotees[2].name` → `sankalp-devotees-2-name`. */
export const fieldIdOf = (path: string) => `sankalp-${path.replace(/[[\].]+/g, "-").replace(/-$/, "")}`;
