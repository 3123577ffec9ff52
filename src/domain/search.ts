// Search autocomplete notices (spec section 2). The two texts are the spec's, letter for letter.

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
