import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCzechNumber, type CzechNumberOptions } from '../../src/domain/czech-number';
import { formatCzk, formatNumber, formatPointsChange, formatUnitPrice, MAX_MONEY, onFirstUse, shopDate } from '../../src/domain';

// The formatter must write exactly what Intl writes for cs-CZ (the server and older pages did, and
// shoppers' eyes and the tests of every page rely on those characters): Node's full ICU is the judge.
function intl(value: number, options: CzechNumberOptions): string {
  return new Intl.NumberFormat('cs-CZ', options).format(value);
}

const SHAPES: CzechNumberOptions[] = [
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 3 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumFractionDigits: 0, signDisplay: 'exceptZero' },
  { maximumFractionDigits: 2, signDisplay: 'exceptZero' },
];

describe('Czech numbers without Intl', () => {
  it('writes what Intl.NumberFormat("cs-CZ") writes: groups, decimal comma, rounding of the shortest decimal, signs', () => {
    const cases = [0, -0, 1, -1, 999, 1000, 1234, 12_345.678, 1_000_000, 0.5, 0.05, 0.005, 0.125, 2.675, 1.0005, 9.995, 99.95, 999.5, 999_999.995, -0.001, -0.4, 0.0000001, 1e-7, 123e-10, 1e20, 9.999999e20, 1e21, 4.35, 1.005, 0.1 + 0.2];
    for (const shape of SHAPES) {
      for (const value of [...cases, ...cases.map((v) => -v)]) expect(formatCzechNumber(value, shape), `${value} ${JSON.stringify(shape)}`).toBe(intl(value, shape));
    }
  });

  it('agrees with Intl on arbitrary doubles and on prices in haléře', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.constantFrom(...SHAPES), (value, shape) => formatCzechNumber(value, shape) === intl(value, shape)),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MONEY, max: MAX_MONEY }), fc.constantFrom(...SHAPES), (haler, shape) => formatCzechNumber(haler / 100, shape) === intl(haler / 100, shape)),
      { numRuns: 5000 },
    );
  });

  it('leaves what is not a number to Intl ("NaN", "∞")', () => {
    expect(formatCzechNumber(Number.NaN, { maximumFractionDigits: 2 })).toBe(intl(Number.NaN, { maximumFractionDigits: 2 }));
    expect(formatCzechNumber(-Infinity, { maximumFractionDigits: 0 })).toBe(intl(-Infinity, { maximumFractionDigits: 0 }));
  });

  it('prices, unit prices, points and plain numbers read as Intl\'s cs-CZ currency and number formats', () => {
    const whole = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' });
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MONEY, max: MAX_MONEY }), (haler) => {
        const expected = (haler % 100 === 0 ? whole : cents).format(haler / 100);
        return formatCzk(haler) === expected && formatUnitPrice(haler, 'l') === `${cents.format(haler / 100)}/l`;
      }),
      { numRuns: 5000 },
    );
    expect(formatCzk(123_450)).toBe('1\u00a0234,50\u00a0Kč');
    expect(formatCzk(-100)).toBe('-1\u00a0Kč');
    expect(formatPointsChange(1250)).toBe('+1\u00a0250');
    expect(formatPointsChange(0)).toBe('0');
    expect(formatNumber(1234.5)).toBe('1\u00a0234,5');
    expect(formatNumber(2.5, 0)).toBe('3');
  });
});

describe('formatters made on first use', () => {
  it('builds once and keeps the value', () => {
    let built = 0;
    const value = onFirstUse(() => ({ n: (built += 1) }));
    expect(built).toBe(0);
    expect(value()).toBe(value());
    expect(built).toBe(1);
  });

  it('the shop\'s calendar day turns at midnight in Prague', () => {
    expect(shopDate(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(shopDate(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    // Summer time: midnight in Prague is 22:00 UTC.
    expect(shopDate(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(shopDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
