import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  GIFT_PRICE,
  GIFT_PRICE_WITH_TAX,
  GIFT_QUANTITY,
  GIFT_UNIT,
  GIFT_VAT_RATE,
  MAX_MONEY,
  QUANTITY_DEFAULTS,
  VAT_RATES,
  allocateProportionally,
  assertMoney,
  cartTotals,
  commercialAmount,
  commercialSide,
  kcDecimal,
  originalAmountFor,
  parseKcInput,
  wholeKc,
  couponDiscounts,
  isMoney,
  percentOf,
  sumMoney,
  warrantyPrice,
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
  vatRecapitulation,
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
    const totals = cartTotals(
      [
        { unitNet: 10_000, unitGross: 12_100, quantity: 2, vatRate: 21 },
        { unitNet: 5000, unitGross: 5600, quantity: 1, vatRate: 12 },
        { unitNet: 1000, unitGross: 1210, quantity: 1, vatRate: 21 },
        { unitNet: GIFT_PRICE, unitGross: GIFT_PRICE_WITH_TAX, quantity: 1, vatRate: GIFT_VAT_RATE },
      ],
      'B2C',
    );
    expect(totals).toEqual({
      amount: 26_010,
      amountWithTax: 31_022,
      vatAmount: 5012,
      byRate: [
        { rate: 21, base: 21_010, vat: 4412, total: 25_422 },
        { rate: 12, base: 5000, vat: 600, total: 5600 },
      ],
      lines: [
        { amount: 20_000, amountWithTax: 24_200, vatAmount: 4200 },
        { amount: 5000, amountWithTax: 5600, vatAmount: 600 },
        { amount: 1000, amountWithTax: 1210, vatAmount: 210 },
        { amount: 10, amountWithTax: 12, vatAmount: 2 },
      ],
    });
  });

  it('an empty cart is all zeros', () => {
    expect(cartTotals([], 'B2C')).toEqual({ amount: 0, amountWithTax: 0, vatAmount: 0, byRate: [], lines: [] });
    expect(cartTotals([], 'B2B')).toEqual({ amount: 0, amountWithTax: 0, vatAmount: 0, byRate: [], lines: [] });
  });

  it('totals equal the sum of the rate breakdown (property)', () => {
    const line = fc.record({
      unitNet: fc.nat(1_000_000),
      quantity: fc.integer({ min: 1, max: 1000 }),
      vatRate: fc.constantFrom(...VAT_RATES),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.constantFrom('B2C' as const, 'B2B' as const), (raw, pricesType) => {
        const lines = raw.map((l) => ({ ...l, unitGross: priceWithTax(l.unitNet, l.vatRate) }));
        const t = cartTotals(lines, pricesType);
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

describe('VAT recapitulation: one rounding rule (issue 12, finding 8)', () => {
  /** Exact n / d (d > 0) rounded half away from zero. */
  const divRound = (n: bigint, d: bigint): bigint => {
    const q = ((n < 0n ? -n : n) * 2n + d) / (2n * d);
    return n < 0n ? -q : q;
  };
  const floorDiv = (n: bigint, d: bigint): bigint => (n % d < 0n ? n / d - 1n : n / d);

  it('B2B: VAT is rounded once on the base of the rate, not per line', () => {
    // Three lines of 10,50 Kč at 21 %: per line 2,205 → 2,21 Kč (6,63 Kč), on the base of 31,50 Kč it is 6,615 → 6,62 Kč.
    const t = vatRecapitulation(
      [1, 2, 3].map(() => ({ amount: 1050, amountWithTax: priceWithTax(1050, 21), vatRate: 21 })),
      'B2B',
    );
    expect(t.byRate).toEqual([{ rate: 21, base: 3150, vat: 662, total: 3812 }]);
    // The lines keep their 10,50 Kč and share the 6,62 Kč: the exact 2,205 Kč rounded down, the haléř left to the first line(s).
    expect(t.lines).toEqual([
      { amount: 1050, amountWithTax: 1271, vatAmount: 221 },
      { amount: 1050, amountWithTax: 1271, vatAmount: 221 },
      { amount: 1050, amountWithTax: 1270, vatAmount: 220 },
    ]);
    expect([t.amount, t.vatAmount, t.amountWithTax]).toEqual([3150, 662, 3812]);
  });

  it('B2C: VAT is computed from the gross total of the rate (§ 37 ZDPH), the gross amounts stay', () => {
    // Three lines of 12,71 Kč at 21 %: 38,13 Kč × 21/121 = 6,6176 → 6,62 Kč.
    const t = vatRecapitulation(
      [1, 2, 3].map(() => ({ amount: 1050, amountWithTax: 1271, vatRate: 21 })),
      'B2C',
    );
    expect(t.byRate).toEqual([{ rate: 21, base: 3151, vat: 662, total: 3813 }]);
    expect(t.lines.map((l) => l.amountWithTax)).toEqual([1271, 1271, 1271]);
    expect(t.lines.map((l) => l.vatAmount)).toEqual([221, 221, 220]);
  });

  it('the Česká pošta cash-on-delivery surcharge keeps its 48 Kč with VAT in a B2C recapitulation', () => {
    const net = 3967; // the seeded net price of 48 Kč at 21 %
    expect(priceWithTax(net, 21)).toBe(4800);
    const t = vatRecapitulation([{ amount: net, amountWithTax: 4800, vatRate: 21 }], 'B2C');
    expect(t.byRate).toEqual([{ rate: 21, base: 3967, vat: 833, total: 4800 }]);
  });

  it('vatFromGross is gross × rate / (100 + rate), rounded half away from zero, also on a tie', () => {
    expect(vatFromGross(14, 12)).toBe(2); // 1,5 haléře → 2
    expect(vatFromGross(-14, 12)).toBe(-2);
    expect(vatFromGross(12_100, 21)).toBe(2100);
  });

  it('the commercial side is the one the prices type quotes', () => {
    expect(commercialSide('B2B')).toBe('amount');
    expect(commercialSide('B2C')).toBe('amountWithTax');
  });

  const recapLine = fc
    .record({
      amount: fc.integer({ min: -5_000_000, max: 50_000_000 }),
      vatRate: fc.constantFrom(...VAT_RATES, 10.5),
      drift: fc.integer({ min: -3, max: 3 }),
    })
    .map(({ amount, vatRate, drift }) => ({ amount, amountWithTax: priceWithTax(amount, vatRate) + drift, vatRate }));

  it('every row follows the rule and its lines add up to it exactly, for B2B and B2C (property)', () => {
    fc.assert(
      fc.property(fc.array(recapLine, { maxLength: 25 }), fc.constantFrom('B2B' as const, 'B2C' as const), (lines, pricesType) => {
        const t = vatRecapitulation(lines, pricesType);
        expect(t.lines).toHaveLength(lines.length);
        expect(t.byRate.map((r) => r.rate)).toEqual([...new Set(lines.map((l) => l.vatRate))].sort((a, b) => b - a));
        for (const row of t.byRate) {
          const r = BigInt(Math.round(row.rate * 10_000));
          const indices = lines.flatMap((l, i) => (l.vatRate === row.rate ? [i] : []));
          if (pricesType === 'B2B') {
            // Base = Σ net; VAT = round(base × rate / 100).
            const base = indices.reduce((s, i) => s + BigInt(lines[i]!.amount), 0n);
            expect(BigInt(row.base)).toBe(base);
            expect(BigInt(row.vat)).toBe(divRound(base * r, 1_000_000n));
          } else {
            // Total = Σ gross; VAT = round(total × rate / (100 + rate)).
            const total = indices.reduce((s, i) => s + BigInt(lines[i]!.amountWithTax), 0n);
            expect(BigInt(row.total)).toBe(total);
            expect(BigInt(row.vat)).toBe(divRound(total * r, 1_000_000n + r));
          }
          expect(row.base + row.vat).toBe(row.total);
          // The row's lines: commercial amounts kept, together exactly the row, each VAT its exact VAT rounded down or up.
          const denominator = pricesType === 'B2B' ? 1_000_000n : 1_000_000n + r;
          for (const i of indices) {
            const line = t.lines[i]!;
            const input = lines[i]!;
            if (pricesType === 'B2B') expect(line.amount).toBe(input.amount);
            else expect(line.amountWithTax).toBe(input.amountWithTax);
            expect(line.amount + line.vatAmount).toBe(line.amountWithTax);
            const exact = BigInt(pricesType === 'B2B' ? input.amount : input.amountWithTax) * r;
            const floor = floorDiv(exact, denominator);
            expect([floor, floor + 1n]).toContain(BigInt(line.vatAmount));
          }
          const sum = (f: (l: { amount: number; amountWithTax: number; vatAmount: number }) => number) => indices.reduce((s, i) => s + f(t.lines[i]!), 0);
          expect([sum((l) => l.amount), sum((l) => l.vatAmount), sum((l) => l.amountWithTax)]).toEqual([row.base, row.vat, row.total]);
        }
        expect(t.amount).toBe(t.byRate.reduce((s, r) => s + r.base, 0));
        expect(t.vatAmount).toBe(t.byRate.reduce((s, r) => s + r.vat, 0));
        expect(t.amountWithTax).toBe(t.byRate.reduce((s, r) => s + r.total, 0));
      }),
      { numRuns: 500 },
    );
  });

  it('B2B rows: VAT === round(base × rate / 100) for line nets up to 10^12 haléřů (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: fc.integer({ min: 0, max: 10 ** 12 }), vatRate: fc.constantFrom(...VAT_RATES) }), { minLength: 1, maxLength: 8 }),
        (raw) => {
          const t = vatRecapitulation(raw.map((l) => ({ ...l, amountWithTax: priceWithTax(l.amount, l.vatRate) })), 'B2B');
          return t.byRate.every((row) => row.vat === vatFromNet(row.base, row.rate) && row.total === row.base + row.vat);
        },
      ),
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

describe('prices as the client shows them (issue 13: no rule re-done in a component)', () => {
  const price = { amount: 100_000, amountWithTax: 121_000 };

  it('shows the commercial amount: B2C with VAT, B2B without', () => {
    expect(commercialAmount(price, 'B2C')).toBe(121_000);
    expect(commercialAmount(price, 'B2B')).toBe(100_000);
  });

  it('strikes through a former price only above the current one, scaled to the B2B ratio exactly', () => {
    expect(originalAmountFor(151_250, price, 'B2C')).toBe(151_250);
    // 151 250 × 100 000 / 121 000 = 125 000 exactly.
    expect(originalAmountFor(151_250, price, 'B2B')).toBe(125_000);
    // 12 % VAT: 10 050 × 8 929 / 10 000 = 8 973.645 → 8 974; 10 010 × 8 929 / 10 000 = 8 937.929 → 8 938.
    expect(originalAmountFor(10_050, { amount: 8_929, amountWithTax: 10_000 }, 'B2B')).toBe(8_974);
    expect(originalAmountFor(10_010, { amount: 8_929, amountWithTax: 10_000 }, 'B2B')).toBe(8_938);
    expect(originalAmountFor(121_000, price, 'B2C')).toBeNull();
    expect(originalAmountFor(100_000, price, 'B2B')).toBeNull();
    expect(originalAmountFor(null, price, 'B2B')).toBeNull();
    expect(originalAmountFor(undefined, price, 'B2C')).toBeNull();
    // Nothing to scale by: the former price as stored.
    expect(originalAmountFor(500, { amount: 0, amountWithTax: 0 }, 'B2B')).toBe(500);
  });

  it('the B2B former price keeps the current price\'s VAT ratio (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.constantFrom(...VAT_RATES), fc.integer({ min: 1, max: 1e9 }), (net, rate, extra) => {
        const current = { amount: net, amountWithTax: priceWithTax(net, rate) };
        const original = originalAmountFor(current.amountWithTax + extra, current, 'B2B');
        const exact = ((current.amountWithTax + extra) * net) / current.amountWithTax;
        return original !== null && Math.abs(original - exact) <= 0.5 + 1e-6;
      }),
    );
  });

  it.each([
    ['99', 9_900],
    ['1 234,50', 123_450],
    [`1${NBSP}234`, 123_400],
    ['12.5', 1_250],
    ['1,005', 101],
    ['0', 0],
    ['', undefined],
    ['   ', undefined],
    ['abc', undefined],
    ['-5', undefined],
    ['1e300', undefined],
  ])('parseKcInput(%j) = %s haléřů', (text, haler) => {
    expect(parseKcInput(text)).toBe(haler);
  });

  it('rounds haléře to whole koruny down or up', () => {
    expect([wholeKc(12_345, 'down'), wholeKc(12_345, 'up')]).toEqual([123, 124]);
    expect([wholeKc(12_300, 'down'), wholeKc(12_300, 'up')]).toEqual([123, 123]);
    expect([wholeKc(-150, 'down'), wholeKc(-150, 'up')]).toEqual([-2, -1]);
    expect([wholeKc(0, 'down'), wholeKc(0, 'up')]).toEqual([0, 0]);
  });

  it.each([
    [12_345, '123.45'],
    [12_300, '123.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-1_250, '-12.50'],
    [MAX_MONEY, '90071992547409.91'],
  ])('kcDecimal(%i) = %s', (haler, text) => {
    expect(kcDecimal(haler)).toBe(text);
  });

  it('kcDecimal refuses what is not an amount of haléře', () => {
    expect(() => kcDecimal(1.5)).toThrow(RangeError);
  });
});

describe('64-bit money (issue 11, finding 5)', () => {
  const dearest = { unitNet: 8_495_281, unitGross: 10_279_290 };

  it('a line of 100,000 of a 100,000 Kč product is exact, far past 2^31', () => {
    const t = lineTotal({ ...dearest, quantity: QUANTITY_DEFAULTS.max });
    expect(t).toEqual({ amount: 849_528_100_000, amountWithTax: 1_027_929_000_000, vatAmount: 178_400_900_000 });
    expect(t.amountWithTax).toBeGreaterThan(2 ** 31);
  });

  it('line totals equal the exact BigInt product for any safe price and quantity up to 100,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), fc.integer({ min: 0, max: QUANTITY_DEFAULTS.max }), (unit, quantity) => {
        const t = lineTotal({ unitNet: unit, unitGross: unit, quantity });
        return BigInt(t.amount) === BigInt(unit) * BigInt(quantity);
      }),
    );
  });

  it('fractional quantities are rounded once, half away from zero, on the exact decimal', () => {
    expect(lineTotal({ unitNet: 1999, unitGross: 2419, quantity: 0.3 })).toEqual({ amount: 600, amountWithTax: 726, vatAmount: 126 });
    expect(lineTotal({ unitNet: 5, unitGross: 5, quantity: 0.1 }).amount).toBe(1); // 0.5 → 1
    expect(lineTotal({ unitNet: -5, unitGross: -5, quantity: 0.1 }).amount).toBe(-1);
    expect(lineTotal({ unitNet: 100, unitGross: 121, quantity: -2.5 })).toEqual({ amount: -250, amountWithTax: -303, vatAmount: -53 });
  });

  it('refuses amounts a double cannot hold exactly instead of rounding them', () => {
    expect(isMoney(MAX_MONEY)).toBe(true);
    expect(isMoney(MAX_MONEY + 1)).toBe(false);
    expect(isMoney(1.5)).toBe(false);
    expect(isMoney('1')).toBe(false);
    expect(assertMoney(-MAX_MONEY)).toBe(-MAX_MONEY);
    expect(() => assertMoney(2 ** 53, 'total')).toThrow(RangeError);
    expect(() => lineTotal({ unitNet: 10 ** 12, unitGross: 10 ** 12, quantity: 100_000 })).toThrow(/safe range/);
    expect(() => sumMoney([MAX_MONEY, 1])).toThrow(RangeError);
    expect(() => priceWithTax(MAX_MONEY, 21)).toThrow(RangeError);
    for (const pricesType of ['B2C', 'B2B'] as const) {
      expect(() =>
        cartTotals([{ unitNet: MAX_MONEY - 1, unitGross: MAX_MONEY - 1, quantity: 1, vatRate: 0 }, { unitNet: 5, unitGross: 5, quantity: 1, vatRate: 12 }], pricesType),
      ).toThrow(RangeError);
    }
    // B2B: the VAT on a base near the limit takes the row's total beyond it.
    expect(() => cartTotals([{ unitNet: MAX_MONEY - 1, unitGross: MAX_MONEY - 1, quantity: 1, vatRate: 21 }], 'B2B')).toThrow(RangeError);
  });

  it('sums exactly', () => {
    expect(sumMoney([])).toBe(0);
    expect(sumMoney([1_027_929_000_000, 1_027_929_000_000, -1])).toBe(2_055_857_999_999);
  });

  it('cartTotals of big lines: the recapitulation adds up per rate and overall', () => {
    const lines = [
      { ...dearest, quantity: 100_000, vatRate: 21 },
      { unitNet: 1_000_000, unitGross: 1_120_000, quantity: 99_999, vatRate: 12 },
    ];
    const t = cartTotals(lines, 'B2C');
    expect(t.amountWithTax).toBe(1_027_929_000_000 + 111_998_880_000);
    expect(t.byRate.reduce((s, r) => s + r.total, 0)).toBe(t.amountWithTax);
    expect(t.byRate.map((r) => r.base + r.vat - r.total)).toEqual([0, 0]);
    const b2b = cartTotals(lines, 'B2B');
    expect(b2b.amount).toBe(dearest.unitNet * 100_000 + 99_999_000_000);
    expect(b2b.byRate.map((r) => r.vat)).toEqual([vatFromNet(dearest.unitNet * 100_000, 21), vatFromNet(99_999_000_000, 12)]);
  });

  it('percentOf rounds half away from zero on the exact product', () => {
    expect(percentOf(1_027_929_000_000, 10)).toBe(102_792_900_000);
    expect(percentOf(5, 10)).toBe(1); // 0.5
    expect(percentOf(-5, 10)).toBe(-1);
    expect(percentOf(1999, 12.5)).toBe(250); // 249.875
    expect(warrantyPrice(10_279_290, 2.5)).toBe(256_982); // 256 982.25
  });

  it('allocateProportionally: shares add up to the amount exactly, also for 10^12 weights', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(0, [1, 2])).toEqual([0, 0]);
    expect(allocateProportionally(50, [0, 0])).toEqual([0, 0]);
    expect(allocateProportionally(10, [-5, 5])).toEqual([0, 10]);
    fc.assert(
      fc.property(fc.nat(1e12), fc.array(fc.nat(1e12), { minLength: 1, maxLength: 8 }), (amount, weights) => {
        const shares = allocateProportionally(amount, weights);
        const total = weights.reduce((a, b) => a + BigInt(b), 0n);
        if (total === 0n) return shares.every((x) => x === 0);
        // Sum exact, and each share within one haléř of its exact proportion.
        return (
          shares.reduce((a, b) => a + BigInt(b), 0n) === BigInt(amount) &&
          shares.every((x, i) => {
            const exactTimesTotal = BigInt(weights[i] ?? 0) * BigInt(amount);
            const diff = BigInt(x) * total - exactTimesTotal;
            return diff > -total && diff < total;
          })
        );
      }),
    );
  });

  it('a fixed coupon on 10^12 haléře of goods splits to the haléř', () => {
    const lines = [
      { amount: 849_528_100_000, amountWithTax: 1_027_929_000_000, vatRate: 21 },
      { amount: 99_999_000_000, amountWithTax: 111_998_880_000, vatRate: 12 },
    ];
    const shares = couponDiscounts({ percent: null, amount: 777_777_777_777 }, lines);
    expect(shares.reduce((s, d) => s + d.amountWithTax, 0)).toBe(777_777_777_777);
  });
});
