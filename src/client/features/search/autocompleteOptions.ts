// The autocomplete answer as the popup shows it: groups in the spec's order (top queries 3,
// brands 4, categories 4, articles 3, products 7, cut by the domain's limitAutocomplete) and one
// flat list of options for the keyboard.
import type { SearchAutocompleteQuery } from '../../../generated/graphql';
import { autocompleteNotice, limitAutocomplete } from '../../domain';
import { messages } from '../../messages';

type Answer = NonNullable<SearchAutocompleteQuery['searchAutocomplete']>;
export type AutocompleteProduct = Answer['products'][number];

export type GroupKey = 'topQueries' | 'brands' | 'categories' | 'articles' | 'products';

export interface AutocompleteOption {
  id: string;
  group: GroupKey;
  label: string;
  href: string;
  product?: AutocompleteProduct;
}

export interface AutocompleteGroup {
  key: GroupKey;
  title: string;
  options: AutocompleteOption[];
}

export interface AutocompleteView {
  groups: AutocompleteGroup[];
  options: AutocompleteOption[];
  notice: string | null;
}

export const GROUP_ORDER: readonly GroupKey[] = ['topQueries', 'brands', 'categories', 'articles', 'products'];

const TITLES: Readonly<Record<GroupKey, string>> = {
  topQueries: messages.search.topQueries,
  brands: messages.search.brands,
  categories: messages.search.categories,
  articles: messages.search.articles,
  products: messages.search.products,
};

export function searchPageUrl(q: string): string {
  return `/vyhledavani?${new URLSearchParams({ q }).toString()}`;
}

export function autocompleteView(phrase: string, answer: Answer | null | undefined, idPrefix: string): AutocompleteView {
  if (!answer) return { groups: [], options: [], notice: null };
  // One call per group: limitAutocomplete types every group alike, these differ.
  const cut = {
    topQueries: limitAutocomplete({ topQueries: answer.topQueries }).topQueries,
    brands: limitAutocomplete({ brands: answer.brands }).brands,
    categories: limitAutocomplete({ categories: answer.categories }).categories,
    articles: limitAutocomplete({ articles: answer.articles }).articles,
    products: limitAutocomplete({ products: answer.products }).products,
  };
  const byGroup: Record<GroupKey, AutocompleteOption[]> = {
    topQueries: cut.topQueries.map((t, i) => ({ id: `${idPrefix}-topQueries-${i}`, group: 'topQueries', label: t.query, href: searchPageUrl(t.query) })),
    brands: cut.brands.map((b, i) => ({ id: `${idPrefix}-brands-${i}`, group: 'brands', label: b.name, href: b.url })),
    categories: cut.categories.map((c, i) => ({ id: `${idPrefix}-categories-${i}`, group: 'categories', label: c.name, href: c.url })),
    articles: cut.articles.map((a, i) => ({ id: `${idPrefix}-articles-${i}`, group: 'articles', label: a.title, href: a.url })),
    products: cut.products.map((p, i) => ({ id: `${idPrefix}-products-${i}`, group: 'products', label: p.name, href: p.url, product: p })),
  };
  const groups = GROUP_ORDER.map((key) => ({ key, title: TITLES[key], options: byGroup[key] })).filter((g) => g.options.length > 0);
  const notice = autocompleteNotice(phrase, {
    topQueries: cut.topQueries.length,
    brands: cut.brands.length,
    categories: cut.categories.length,
    articles: cut.articles.length,
    products: cut.products.length,
  });
  return { groups, options: groups.flatMap((g) => g.options), notice };
}
