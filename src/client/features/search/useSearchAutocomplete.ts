// The autocomplete answer for a (debounced) phrase, cached per phrase by Apollo; no request until
// the phrase is long enough. While the next phrase loads, the last answer stays (no flicker).
import { useSearchAutocompleteQuery, type SearchAutocompleteQuery } from '../../../generated/graphql';

export type AutocompleteAnswer = NonNullable<SearchAutocompleteQuery['searchAutocomplete']>;

export function useSearchAutocomplete(phrase: string, ready: boolean): { answer: AutocompleteAnswer | undefined; loading: boolean } {
  const { data, previousData, loading } = useSearchAutocompleteQuery({
    variables: { q: phrase },
    skip: !ready,
    fetchPolicy: 'cache-first',
  });
  return { answer: (data ?? previousData)?.searchAutocomplete ?? undefined, loading };
}
