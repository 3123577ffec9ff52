import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { czechSortKey } from '../../src/domain';

// The reference: the order a Czech reader expects, as ICU implements it.
const collator = new Intl.Collator('cs', { numeric: true });
const RUNS = Math.max(1, Number.parseInt(process.env.FAST_CHECK_RUNS ?? '', 10) || 2000);

const byKey = (a: string, b: string) => {
  const ka = czechSortKey(a);
  const kb = czechSortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

// Czech-ish text: the Czech alphabet in both cases (with ch and the caron letters), other
// diacritics, digit runs (leading zeros included), spaces and the punctuation product names use.
const LETTERS = [...'aábcčdďeéěfghiíjklmnňoópqrřsštťuúůvwxyýzž'];
const czechChar = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...LETTERS, ...LETTERS.map((l) => l.toUpperCase())) },
  { weight: 3, arbitrary: fc.constantFrom('ch', 'Ch', 'CH', 'cH', 'c', 'h', 'C', 'H') },
  { weight: 3, arbitrary: fc.constantFrom(...'0123456789') },
  { weight: 2, arbitrary: fc.constantFrom(' ', '-', ',', '.', '%', '/', '(', ')', '×', '+', '&', '\u00a0') },
  { weight: 1, arbitrary: fc.constantFrom('ä', 'ö', 'ü', 'à', 'â', 'ô', 'ñ', 'ç') },
);
const czechText = fc.array(czechChar, { maxLength: 12 }).map((parts) => parts.join(''));
/** Pairs that often share a prefix, so the later levels (diacritics, case) are reached. */
const nearPair = fc.tuple(czechText, czechText, czechText).map(([prefix, a, b]) => [prefix + a, prefix + b] as const);

describe('czechSortKey', () => {
  it('orders the names from the issue as Czech does', () => {
    const names = ['WC gel', 'Ždímač', 'Čistič podlah', 'Šampon', 'Chlor', 'Cisticí pasta', 'zebra', 'Hadr', 'Pytle 120 l', 'Pytle 30 l', 'Čisticí pasta', 'čistič podlah'];
    expect([...names].sort(byKey)).toEqual([
      'Cisticí pasta',
      'Čisticí pasta',
      'čistič podlah',
      'Čistič podlah',
      'Hadr',
      'Chlor',
      'Pytle 30 l',
      'Pytle 120 l',
      'Šampon',
      'WC gel',
      'zebra',
      'Ždímač',
    ]);
  });

  it('gives names the collator holds equal the same key (leading zeros)', () => {
    expect(czechSortKey('Pytle 030 l')).toBe(czechSortKey('Pytle 30 l'));
    expect(czechSortKey('a00')).toBe(czechSortKey('a0'));
  });

  it('puts letters outside the Czech alphabet after it, and marks it does not list after those it does', () => {
    expect(byKey('žluť', 'αβ')).toBe(-1);
    expect(byKey('a\u0331', 'á')).toBe(1);
    expect(byKey('a\u0331', 'a')).toBe(1);
  });

  it('is written in printable ASCII, so any byte-order collation compares it the same', () => {
    fc.assert(fc.property(czechText, (s) => /^[\x20-\x7e]*$/.test(czechSortKey(s))), { numRuns: RUNS });
  });

  it('agrees in sign with Intl.Collator("cs", { numeric: true }) (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(czechText, czechText), nearPair), ([a, b]) => {
        expect(Math.sign(byKey(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: RUNS },
    );
  });
});
