/**
 * A fresh copy of what an `IslandTemplate` named `name` holds (its first element), for an island to put
 * into the page; null when the page has no such template.
 */
export function cloneTemplate<T extends HTMLElement = HTMLElement>(doc: Document, name: string): T | null {
  const first = doc.querySelector<HTMLTemplateElement>(`template[data-island-template="${name}"]`)?.content
    .firstElementChild;
  return first ? (doc.importNode(first, true) as T) : null;
}
