// Query text handling shared by every search engine implementation.

export { MAX_QUERY_LENGTH } from '../../../domain/index.js';

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

/** The folded query's words ([a-z0-9] runs), in order. */
export function queryWords(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter((w) => w !== '');
}

/** Edits (insert, delete, substitute, swap two neighbours) between two words: "okan" → "okna" is 1. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Most edits a typed word of this length may be away from the word it is corrected to. */
export function maxEdits(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/**
 * The known word a typed one most likely meant, or null when none is close enough: fewest edits,
 * then the closer whole word, then the word more products use. A word still being typed (`prefix`) may also be a typo of the
 * beginning of a longer word ("dezinfk" → "dezinfekce").
 */
export function pickCorrection(word: string, candidates: { term: string; docCount: number }[], prefix: boolean): string | null {
  let best: { term: string; distance: number; whole: number; docCount: number } | null = null;
  for (const c of candidates) {
    const whole = editDistance(word, c.term);
    let distance = whole;
    if (prefix) {
      for (let len = word.length - 1; len <= word.length + 1; len++) {
        if (len > 0 && len < c.term.length) distance = Math.min(distance, editDistance(word, c.term.slice(0, len)));
      }
    }
    if (distance > maxEdits(word)) continue;
    // Fewest edits; then the whole word closer ("okan": "okna" before "okno"); then the commoner word.
    const better = !best || distance < best.distance || (distance === best.distance && (whole < best.whole || (whole === best.whole && c.docCount > best.docCount)));
    if (better) best = { term: c.term, distance, whole, docCount: c.docCount };
  }
  return best?.term ?? null;
}
