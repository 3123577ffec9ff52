// Short-lived caches of computed answers that are the same for every visitor of a price group
// (autocomplete suggestions, filter options). In memory, per server instance: a change shows at
// most the cache's TTL late. Concurrent requests for one key share a single computation, so a
// burst of identical requests costs the database one query.

import { LRUCache } from 'lru-cache';

let enabled = true;
/** Turns every answer cache off or back on (the benchmark measures the uncached paths). */
export function setAnswerCachesEnabled(on: boolean): void {
  enabled = on;
}

export type AnswerCache<V> = {
  /** The cached answer for `key`, or the one `compute` gives (then kept for the TTL). */
  get(key: string, compute: () => Promise<V>): Promise<V>;
};

/** One cache per owner (a database, a search engine), created on first use. */
export function answerCaches<V extends object>(options: { max: number; ttlMs: number }): (owner: object) => AnswerCache<V> {
  const caches = new WeakMap<object, AnswerCache<V>>();
  const create = (): AnswerCache<V> => {
    const cache = new LRUCache<string, V, () => Promise<V>>({
      max: options.max,
      ttl: options.ttlMs,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    return {
      async get(key, compute) {
        if (!enabled) return compute();
        const value = await cache.fetch(key, { context: compute });
        if (value === undefined) throw new Error(`The answer cache computed nothing for ${key}.`);
        return value;
      },
    };
  };
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = create();
      caches.set(owner, cache);
    }
    return cache;
  };
}
