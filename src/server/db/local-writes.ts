// An embedded PGlite database has one client: this process. Every change of its data is a
// statement this process sends, so the process can tell, without asking the database, whether
// anything may have changed since it last read something. A read that is repeated far more often
// than the data changes (the stamp of a cart, the page stamp) is then kept until the next write
// (services/until-write.ts) instead of costing a statement each time: on PGlite one statement costs
// 0.25–1.3 ms of the event loop's time, more than the rest of a cart read.
//
// On PostgreSQL other instances write too; there a statement stays the only truth (no watch).
//
// What counts as a write, conservatively: every statement outside a transaction that does not
// start with SELECT, a SELECT that moves a sequence, and every transaction as a whole (at its start
// and again when it has ended, committed or not). A function that changes data must therefore be
// called inside a transaction, as catalogue-import.ts does.

import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Db } from './client.js';

export type LocalWrites = {
  /** Moves on with every write this process starts and every write it has finished. */
  readonly count: number;
};

const READ = /^\s*select\b/i;
const MOVES_A_SEQUENCE = /\b(?:nextval|setval)\s*\(/i;

/** Whether a statement sent outside a transaction only reads (see the rule above). */
export function isReadStatement(text: string): boolean {
  return READ.test(text) && !MOVES_A_SEQUENCE.test(text);
}

/** A PGlite client that counts the writes sent through it; everything else is the client's own. */
export function watchWrites(client: PGlite): { client: PGlite; writes: LocalWrites } {
  let count = 0;
  const writes: LocalWrites = {
    get count() {
      return count;
    },
  };
  const written = <T>(run: () => Promise<T>): Promise<T> => {
    count += 1;
    // Again once it has finished: a read that began while the write ran may have seen either side.
    return run().finally(() => {
      count += 1;
    });
  };
  const query: PGlite['query'] = (text, params, options) =>
    isReadStatement(text) ? client.query(text, params, options) : written(() => client.query(text, params, options));
  const exec: PGlite['exec'] = (text, options) => written(() => client.exec(text, options));
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => written(() => client.transaction(callback));
  const watched = new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'exec') return exec;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: watched, writes };
}

const watches = new WeakMap<Db, LocalWrites>();

/** Records that every write to the data behind `db` goes through `writes`. */
export function registerLocalWrites(db: Db, writes: LocalWrites): void {
  watches.set(db, writes);
}

/**
 * The writes of the database behind `db` when this process sends all of them (PGlite's `db`);
 * undefined on PostgreSQL and for a transaction's `db` (its own uncommitted changes are not data
 * another request may keep).
 */
export function localWritesOf(db: Db): LocalWrites | undefined {
  return watches.get(db);
}
