// Search autocomplete notices (spec section 2). The two texts are the spec's, letter for letter.

/** Longest phrase the shop searches for; anything longer is cut to it (trimSearchQuery). */
export const MAX_QUERY_LENGTH = 100;

/**
 * The phrase as searched: trimmed, cut to MAX_QUERY_LENGTH characters (whole code points, so a cut
 * never splits a letter) and trimmed again. A pasted paragraph is searched by its beginning instead
 * of failing every search call that carries it (results, filter options, autocomplete).
 */
export function trimSearchQuery(query: string): string {
  const trimmed = query.trim();
  const points = Array.from(trimmed);
  return points.length <= MAX_QUERY_LENGTH ? trimmed : points.slice(0, MAX_QUERY_LENGTH).join('').trim();
}

export const AUTOCOMPLETE_TEXTS = {
  nothing: (phrase: string) => `Na frázi "${phrase}" jsme nic nenašli.`,
  singleProduct: (phrase: string) => `Pro frázi "${phrase}" jsme našli pouze jediný produkt.`,
} as const;

export interface AutocompleteCounts {
  topQueries: number;
  brands: number;
  categories: number;
  articles: number;
  products: number;
}

/**
 * The notice above the autocomplete groups: nothing in any group → "nic nenašli"; exactly one
 * product → "pouze jediný produkt" (other groups may still show); otherwise none. A blank
 * phrase gets no notice (nothing was searched).
 */
export function autocompleteNotice(phrase: string, counts: AutocompleteCounts): string | null {
  const q = phrase.trim();
  if (q === '') return null;
  const total = counts.topQueries + counts.brands + counts.categories + counts.articles + counts.products;
  if (total === 0) return AUTOCOMPLETE_TEXTS.nothing(q);
  if (counts.products === 1) return AUTOCOMPLETE_TEXTS.singleProduct(q);
  return null;
}
