// Answers that are the same for every visitor of a price group (a listing page, a product's detail,
// its related products, price tables and reviews) are computed once per data stamp and shared.
// The page stamp (migration 0018) moves with every change of the catalogue, prices, stock and
// content, and it is read afresh for every request (one cheap statement), so a change shows on the
// very next read, on every instance; the TTL only bounds the memory and the one gap the sequence
// leaves (a read between another transaction's change and its commit, see 0018_page_stamp.sql).
import type { Db } from '../db/client.js';
import { SHARED_PRICED_ANSWER_TTL_S } from '../../domain/index.js';
import { answerCaches } from './answer-cache.js';
import { pageStamp } from './page-stamp.js';

/** How long a shared answer is kept at most (its stamp usually ends it sooner). */
export const STAMPED_ANSWER_TTL_MS = SHARED_PRICED_ANSWER_TTL_S * 1000;

export type StampedAnswers<V> = {
  /** The answer under `key` for the data as it is now: shared, or computed once and kept. */
  get(key: readonly unknown[], compute: () => Promise<V>): Promise<V>;
};

/** A cache of such answers per database (see answer-cache.ts: concurrent misses share one computation). */
export function stampedAnswers<V extends object>(options: { max: number }): (db: Db) => StampedAnswers<V> {
  const caches = answerCaches<V>({ max: options.max, ttlMs: STAMPED_ANSWER_TTL_MS });
  return (db) => {
    const cache = caches(db);
    return {
      async get(key, compute) {
        const stamp = await pageStamp(db);
        return cache.get(JSON.stringify([stamp, ...key]), compute);
      },
    };
  };
}
