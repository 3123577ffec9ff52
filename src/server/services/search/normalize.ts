// Query text handling shared by every search engine implementation.

/** Longest query the shop searches for (longer input is refused by the routes). */
export const MAX_QUERY_LENGTH = 100;

/** What a recorded top query looks like: trimmed, single spaces, lower case (diacritics kept). */
export function canonicalQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLocaleLowerCase('cs');
}

/** Lower case without diacritics, as PostgreSQL's immutable_unaccent(lower(…)) folds names. */
export function normalizeForMatch(query: string): string {
  return canonicalQuery(query)
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');
}

/**
 * "cistic na ok" → "cistic & ok:*": the words before the last are complete, the last one is
 * still being typed and matches as a prefix (expanding short prefixes of every word would make
 * "na:*" match half the catalogue). Only [a-z0-9] survive, so nothing a visitor types can break
 * the tsquery syntax; '' when no word is left.
 */
export function prefixTsQuery(folded: string): string {
  const words = folded.split(/[^a-z0-9]+/).filter((w) => w !== '');
  const last = words.length - 1;
  // Complete one- and two-letter words (na, do, s, v…) are prepositions whose posting lists span
  // the catalogue: they would cost more than they narrow. The word being typed always counts.
  return words
    .flatMap((w, i) => (i === last ? [`${w}:*`] : w.length > 2 ? [w] : []))
    .join(' & ');
}
