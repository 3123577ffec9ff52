// Reads kept until this process next writes to the database, where it sends every write
// (PGlite, db/local-writes.ts): repeated while the data stands, they cost no statement. Elsewhere
// (PostgreSQL, a transaction's `db`) and with the answer caches off, every call reads.

import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';
import { localWritesOf } from '../db/local-writes.js';
import { answerCachesEnabled } from './answer-cache.js';
import { keptIn } from './kept.js';

type Kept<V> = { writes: number; value: Promise<V> };

export type UntilWrite<V> = {
  /** What `read` gives for `key`, read again only when a write may have changed it. */
  get(key: string, read: () => Promise<V>): Promise<V>;
};

/** One such memo per database, at most `max` keys (the least recently read go first). */
export function keptUntilWrite<V extends object | string>(options: { max: number }): (db: Db) => UntilWrite<V> {
  const memos = new WeakMap<Db, LRUCache<string, Kept<V>>>();
  return (db) => ({
    get(key, read) {
      const writes = localWritesOf(db);
      if (!writes || !answerCachesEnabled()) return read();
      const memo = keptIn(memos, db, () => new LRUCache<string, Kept<V>>({ max: options.max }));
      // Counted before the read is sent: a write that starts or ends after this moment makes the
      // kept value one that is read again.
      const now = writes.count;
      const kept = memo.get(key);
      if (kept?.writes === now) return kept.value;
      const value = read();
      memo.set(key, { writes: now, value });
      // A failed read is not kept.
      value.catch(() => memo.get(key)?.value === value && memo.delete(key));
      return value;
    },
  });
}
