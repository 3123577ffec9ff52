import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCzechNumber, type CzechNumberOptions } from '../../src/domain/czech-number';
import { formatCzk, formatDate, formatDateTime, formatNumber, formatPointsChange, formatUnitPrice, MAX_MONEY, onFirstUse, shopDate } from '../../src/domain';
import { shopClock } from '../../src/domain/shop-clock';

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
    // Beyond 10^15 haléře a double cannot hold koruny to the haléř; written as Intl writes the double.
    expect(formatCzk(-7_076_188_717_020_213)).toBe(cents.format(-7_076_188_717_020_213 / 100));
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

describe('the shop\'s clock without Intl', () => {
  const date = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Prague' });
  const dateTime = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Prague' });
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Prague' });
  const agrees = (instant: Date) => formatDate(instant) === date.format(instant) && formatDateTime(instant) === dateTime.format(instant) && shopDate(instant) === day.format(instant);

  it('writes what Intl writes for Europe/Prague, every hour from 1996 to 2040 and every minute around each change of time', () => {
    const HOUR = 3_600_000;
    const disagreements: string[] = [];
    for (let t = Date.UTC(1996, 0, 1); t < Date.UTC(2041, 0, 1); t += HOUR) {
      const instant = new Date(t);
      if (!agrees(instant)) disagreements.push(instant.toISOString());
      // The changes happen at 01:00 UTC on Sundays: look at the minutes either side of every 01:00 UTC.
      if (instant.getUTCHours() === 1 && instant.getUTCDay() === 0) {
        for (const minutes of [-61, -60, -1, 0, 1, 59, 60]) if (!agrees(new Date(t + minutes * 60_000))) disagreements.push(new Date(t + minutes * 60_000).toISOString());
      }
    }
    expect(disagreements).toEqual([]);
    // About 400 000 instants formatted twice: 2–3 s on a quiet machine, more on a busy CI core.
  }, 60_000);

  it('agrees at arbitrary instants and asks Intl outside 1996–2099', () => {
    fc.assert(fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }), agrees), { numRuns: 5000 });
    expect(shopClock(new Date('1995-12-31T22:59:59Z'))).toBe(null);
    expect(shopClock(new Date('2099-12-31T22:59:59Z'))).toEqual({ year: 2099, month: 12, day: 31, hour: 23, minute: 59 });
    expect(shopClock(new Date('2099-12-31T23:00:00Z'))).toBe(null);
    expect(formatDate('not a date')).toBe('');
  });
});
