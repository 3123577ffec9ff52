import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  GIFT_PRICE,
  GIFT_PRICE_WITH_TAX,
  GIFT_QUANTITY,
  GIFT_UNIT,
  GIFT_VAT_RATE,
  VAT_RATES,
  cartTotals,
  formatCzk,
  fromKc,
  lineTotal,
  pettyCashAdjustment,
  priceWithTax,
  priceWithoutTax,
  roundHalfAwayFromZero,
  roundPettyCash,
  toKc,
  vatFromGross,
  vatFromNet,
  type PettyCash,
} from '../../src/domain';

const NBSP = '\u00a0';

describe('VAT math', () => {
  it.each([
    // net, rate, vat, gross
    [10_000, 21, 2100, 12_100],
    [10_000, 12, 1200, 11_200],
    [10_000, 0, 0, 10_000],
    [10, 21, 2, 12], // the gift: 0.10 Kč → 0.12 Kč
    [50, 21, 11, 61], // 10.5 rounds away from zero
    [1050, 21, 221, 1271], // 220.5 → 221
    [-50, 21, -11, -61], // refunds round symmetrically
    [99_999, 12, 12_000, 111_999],
  ])('net %i at %i %% → VAT %i, gross %i', (net, rate, vat, gross) => {
    expect(vatFromNet(net, rate)).toBe(vat);
    expect(priceWithTax(net, rate)).toBe(gross);
  });

  it.each([
    [12_100, 21, 10_000],
    [11_200, 12, 10_000],
    [10_000, 0, 10_000],
    [12, 21, 10],
    [100, 21, 83], // 82.64…
  ])('gross %i at %i %% → net %i', (gross, rate, net) => {
    expect(priceWithoutTax(gross, rate)).toBe(net);
    expect(vatFromGross(gross, rate)).toBe(gross - net);
  });

  it('supports fractional rates exactly', () => {
    expect(vatFromNet(1000, 10.5)).toBe(105);
  });

  it('rejects non-integer amounts and non-finite rates', () => {
    expect(() => vatFromNet(10.5, 21)).toThrow(RangeError);
    expect(() => priceWithTax(Number.NaN, 21)).toThrow(RangeError);
    expect(() => priceWithoutTax(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round trips within one haléř for every rate (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.constantFrom(...VAT_RATES), (amount, rate) => {
        const backFromGross = priceWithoutTax(priceWithTax(amount, rate), rate);
        const backFromNet = priceWithTax(priceWithoutTax(amount, rate), rate);
        return Math.abs(backFromGross - amount) <= 1 && Math.abs(backFromNet - amount) <= 1;
      }),
    );
  });

  it('VAT is never negative for non-negative amounts and is monotone (property)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.constantFrom(...VAT_RATES), (net, rate) => {
        const vat = vatFromNet(net, rate);
        return vat >= 0 && vatFromNet(net + 1, rate) >= vat;
      }),
    );
  });

  it('roundHalfAwayFromZero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4)).toBe(2);
  });
});

describe('line and cart totals', () => {
  it('multiplies unit prices by quantity', () => {
    expect(lineTotal({ unitNet: 8264, unitGross: 9999, quantity: 3 })).toEqual({
      amount: 24_792,
      amountWithTax: 29_997,
      vatAmount: 5205,
    });
  });

  it('rounds fractional quantities per amount', () => {
    expect(lineTotal({ unitNet: 3, unitGross: 5, quantity: 0.5 })).toEqual({ amount: 2, amountWithTax: 3, vatAmount: 1 });
  });

  it('sums per rate, highest rate first', () => {
    const totals = cartTotals([
      { unitNet: 10_000, unitGross: 12_100, quantity: 2, vatRate: 21 },
      { unitNet: 5000, unitGross: 5600, quantity: 1, vatRate: 12 },
      { unitNet: 1000, unitGross: 1210, quantity: 1, vatRate: 21 },
      { unitNet: GIFT_PRICE, unitGross: GIFT_PRICE_WITH_TAX, quantity: 1, vatRate: GIFT_VAT_RATE },
    ]);
    expect(totals).toEqual({
      amount: 26_010,
      amountWithTax: 31_022,
      vatAmount: 5012,
      byRate: [
        { rate: 21, base: 21_010, vat: 4412, total: 25_422 },
        { rate: 12, base: 5000, vat: 600, total: 5600 },
      ],
    });
  });

  it('an empty cart is all zeros', () => {
    expect(cartTotals([])).toEqual({ amount: 0, amountWithTax: 0, vatAmount: 0, byRate: [] });
  });

  it('totals equal the sum of the rate breakdown (property)', () => {
    const line = fc.record({
      unitNet: fc.nat(1_000_000),
      quantity: fc.integer({ min: 1, max: 1000 }),
      vatRate: fc.constantFrom(...VAT_RATES),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (raw) => {
        const lines = raw.map((l) => ({ ...l, unitGross: priceWithTax(l.unitNet, l.vatRate) }));
        const t = cartTotals(lines);
        const sum = (f: (b: (typeof t.byRate)[number]) => number) => t.byRate.reduce((s, b) => s + f(b), 0);
        return (
          sum((b) => b.base) === t.amount &&
          sum((b) => b.total) === t.amountWithTax &&
          sum((b) => b.vat) === t.vatAmount &&
          t.vatAmount === t.amountWithTax - t.amount
        );
      }),
    );
  });
});

describe('petty cash rounding', () => {
  it.each([
    [12_345, 'cent', 12_345],
    [12_345, 'dime', 12_350],
    [12_344, 'dime', 12_340],
    [12_345, 'fifty', 12_350],
    [12_324, 'fifty', 12_300],
    [12_325, 'fifty', 12_350],
    [12_349, 'one', 12_300],
    [12_350, 'one', 12_400],
    [12_345, 'none', 12_345],
    [-150, 'one', -200],
  ] as [number, PettyCash, number][])('%i with %s → %i', (amount, mode, expected) => {
    expect(roundPettyCash(amount, mode)).toBe(expected);
    expect(pettyCashAdjustment(amount, mode)).toBe(expected - amount);
  });

  it('an unknown mode leaves the amount', () => {
    expect(roundPettyCash(12_345, 'bogus' as PettyCash)).toBe(12_345);
  });

  it('lands on a multiple of the unit, at most half a unit away (property)', () => {
    const units: [PettyCash, number][] = [
      ['cent', 1],
      ['dime', 10],
      ['fifty', 50],
      ['one', 100],
    ];
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(...units), (amount, [mode, unit]) => {
        const r = roundPettyCash(amount, mode);
        return r % unit === 0 && Math.abs(r - amount) * 2 <= unit;
      }),
    );
  });
});

describe('gift constants', () => {
  it('are 0.10 / 0.12 Kč, 21 %, 1 pcs', () => {
    expect([GIFT_PRICE, GIFT_PRICE_WITH_TAX, GIFT_VAT_RATE, GIFT_QUANTITY, GIFT_UNIT]).toEqual([10, 12, 21, 1, 'pcs']);
    expect(priceWithTax(GIFT_PRICE, GIFT_VAT_RATE)).toBe(GIFT_PRICE_WITH_TAX);
  });
});

describe('koruny and formatting', () => {
  it('converts between haléře and koruny', () => {
    expect(toKc(12_345)).toBe(123.45);
    expect(fromKc(123.45)).toBe(12_345);
    expect(fromKc(0.1)).toBe(10);
    expect(fromKc(1.005)).toBe(101);
    expect(fromKc(-1.005)).toBe(-101);
    expect(() => fromKc(Number.NaN)).toThrow(RangeError);
  });

  it('fromKc ∘ toKc is identity (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (h) => fromKc(toKc(h)) === h));
  });

  it.each([
    [123_400, `1${NBSP}234${NBSP}Kč`],
    [123_450, `1${NBSP}234,50${NBSP}Kč`],
    [12, `0,12${NBSP}Kč`],
    [0, `0${NBSP}Kč`],
    [-1200, `-12${NBSP}Kč`],
  ])('formatCzk(%i) = %s', (haler, text) => {
    expect(formatCzk(haler)).toBe(text);
  });
});
