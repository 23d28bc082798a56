/** Turns a name into its URL form: every space becomes a hyphen ('Kids Fashion' -> 'Kids-Fashion'). */
export function toSlug(name: string): string {
  return name.trim().replace(/\s/g, '-');
}

/** Reads a URL name back: hyphens become spaces ('Kids-Fashion' -> 'Kids Fashion'). */
export function fromSlug(slug: string): string {
  return slug.replace(/-/g, ' ');
}

function segment(name: string): string {
  return encodeURIComponent(toSlug(name));
}

/** '/product/{Name-with-hyphens}/{id}'. */
export function productPath(name: string, id: string): string {
  return `/product/${segment(name)}/${encodeURIComponent(id)}`;
}

/** '/{category-name-with-hyphens}/{itemsCategoryId}'. */
export function categoryPath(name: string, id: string): string {
  return `/${segment(name)}/${encodeURIComponent(id)}`;
}

/** '/store/{name-with-hyphens}/{shopId}'. */
export function storePath(name: string, id: string): string {
  return `/store/${segment(name)}/${encodeURIComponent(id)}`;
}

/** The search results page and the name of its text in the address: '/search?query={text}'. */
export const searchPage = { path: '/search', param: 'query' } as const;

/** '/search?query={text}'. */
export function searchPath(query: string): string {
  return `${searchPage.path}?${searchPage.param}=${encodeURIComponent(query.trim())}`;
}
