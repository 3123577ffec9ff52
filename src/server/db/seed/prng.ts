// Deterministic randomness for the seed: the same input always yields the same shop, so tests,
// screenshots and benchmarks see identical data on every machine and engine.

/** FNV-1a 32-bit hash of a text: turns names and indices into PRNG seeds. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough statistical quality for fake data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weights: [[value, weight], …]. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** `count` distinct items (or all of them), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
};

export function createRng(seed: number | string): Rng {
  const next = mulberry32(typeof seed === 'string' ? hashText(seed) : seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of items) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted() from an empty list');
      return last[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      // Partial Fisher–Yates: only the first `count` positions need shuffling.
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i += 1) {
        const j = i + Math.floor(next() * (copy.length - i));
        const a = copy[i];
        const b = copy[j];
        if (a === undefined || b === undefined) break;
        copy[i] = b;
        copy[j] = a;
      }
      return copy.slice(0, n);
    },
  };
}
