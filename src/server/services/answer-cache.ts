// Short-lived caches of computed answers that are the same for every visitor of a price group
// (autocomplete suggestions, filter options, listing counts). In memory, per server instance: a
// change shows at most the cache's TTL late. Concurrent requests for one key share a single
// computation, so a burst of identical requests costs the database one query. A key asked for in
// the last fifth of its TTL is computed again in the background (refresh ahead), so answers that
// keep being asked for never make a visitor wait for the computation again.

import { LRUCache } from 'lru-cache';
import { keptIn } from './kept.js';

let enabled = true;
/** Turns every answer cache off or back on (the benchmark measures the uncached paths). */
export function setAnswerCachesEnabled(on: boolean): void {
  enabled = on;
}

/** Whether caches of computed answers are on (also read by the priced-cart cache, services/cart.ts). */
export function answerCachesEnabled(): boolean {
  return enabled;
}

let generation = 0;
/**
 * Drops every answer of this instance's caches (each cache notices on its next read): a catalogue
 * change in the back office shows at once here; other instances still wait for their TTL.
 */
export function clearAnswerCaches(): void {
  generation += 1;
}

export type AnswerCache<V> = {
  /** The cached answer for `key`, or the one `compute` gives (then kept for the TTL). */
  get(key: string, compute: () => Promise<V>): Promise<V>;
};

/** Share of the TTL at its end in which a request triggers the refresh ahead. */
const REFRESH_AHEAD_SHARE = 0.2;

/** One cache per owner (a database, a search engine), created on first use. */
export function answerCaches<V extends object>(options: { max: number; ttlMs: number }): (owner: object) => AnswerCache<V> {
  const caches = new WeakMap<object, AnswerCache<V>>();
  const create = (): AnswerCache<V> => {
    const cache = new LRUCache<string, V, () => Promise<V>>({
      max: options.max,
      ttl: options.ttlMs,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    const refreshing = new Set<string>();
    let seenGeneration = generation;
    const refreshAhead = (key: string, compute: () => Promise<V>): void => {
      refreshing.add(key);
      compute()
        .then((fresh) => void cache.set(key, fresh))
        // A failed refresh leaves the answer to expire as usual; the next request computes it.
        .catch(() => undefined)
        .finally(() => refreshing.delete(key));
    };
    return {
      async get(key, compute) {
        if (!enabled) return compute();
        if (seenGeneration !== generation) {
          seenGeneration = generation;
          cache.clear();
        }
        const remaining = cache.getRemainingTTL(key);
        if (remaining > 0 && remaining <= options.ttlMs * REFRESH_AHEAD_SHARE && !refreshing.has(key)) refreshAhead(key, compute);
        const value = await cache.fetch(key, { context: compute });
        if (value === undefined) throw new Error(`The answer cache computed nothing for ${key}.`);
        return value;
      },
    };
  };
  return (owner) => keptIn(caches, owner, create);
}
