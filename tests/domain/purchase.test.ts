import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BATCH_LINE_STATUSES,
  CHECKOUT_ERROR_CODES,
  COUPON_PROBLEMS,
  addDays,
  advanceFurthestStep,
  allowedDestinies,
  batchLineMessage,
  checkoutErrorMessage,
  couponDiscounts,
  couponMessage,
  couponProblem,
  effectiveFurthestStep,
  formatInvoiceNumber,
  formatOrderNumber,
  giftFits,
  giftsWithinPoints,
  invoiceDates,
  maxReachableStep,
  normalizeCouponCode,
  percentOf,
  priceWithTax,
  parseProductBatch,
  shareCartSentMessage,
  shopDate,
  shopYear,
  stepNotReachableMessage,
  unknownGiftMessage,
  type CouponRule,
} from '../../src/domain';

const NOW = new Date('2026-03-10T10:00:00Z');
const percent10: CouponRule = { code: 'SLEVA10', percent: 10, amount: null, minTotal: null, validUntil: new Date('2027-12-31T00:00:00Z') };
const fixed200: CouponRule = { code: 'JARO200', percent: null, amount: 20_000, minTotal: 150_000, validUntil: null };
const expired: CouponRule = { ...percent10, code: 'ZIMA', validUntil: new Date('2024-03-31T00:00:00Z') };

describe('coupons', () => {
  it.each([
    [null, 100_000, [], 'unknown'],
    [percent10, 100_000, ['SLEVA10'], 'already-applied'],
    [percent10, 100_000, ['JARO200'], 'one-coupon-only'],
    [expired, 100_000, [], 'expired'],
    [percent10, 0, [], 'empty-cart'],
    [fixed200, 149_999, [], 'min-total'],
    [fixed200, 150_000, [], null],
    [percent10, 1, [], null],
  ] as const)('problem of %o at total %i with %o → %s', (coupon, total, applied, expected) => {
    expect(couponProblem(coupon, { goodsTotalWithTax: total, applied, now: NOW })).toBe(expected);
  });

  it('normalizes codes', () => {
    expect(normalizeCouponCode('  sleva10 ')).toBe('SLEVA10');
  });

  it('has a Czech message for every problem', () => {
    for (const problem of COUPON_PROBLEMS) expect(couponMessage(problem, 'X', fixed200)).toMatch(/[a-zá-ž]/);
    expect(couponMessage('min-total', 'JARO200', fixed200)).toBe('Kupón JARO200 lze uplatnit při nákupu od 1\u00a0500\u00a0Kč s DPH.');
    expect(couponMessage('min-total', 'JARO200')).toContain('0\u00a0Kč');
  });

  it('takes a percentage of the goods, net and gross separately', () => {
    expect(couponDiscounts(percent10, [{ amount: 1005, amountWithTax: 1216, vatRate: 21 }])).toEqual([{ amount: 101, amountWithTax: 122 }]);
    expect(couponDiscounts({ percent: 150, amount: null }, [{ amount: 100, amountWithTax: 121, vatRate: 21 }])).toEqual([{ amount: 100, amountWithTax: 121 }]);
  });

  it('rounds a percentage once on the total and splits it by largest remainder, so the lines add up to it', () => {
    // Per line 10 % of 10,05 Kč is 1,005 → 1,01 Kč each, 3,03 Kč; 10 % of 30,15 Kč is 3,02 Kč.
    const line = { amount: 1005, amountWithTax: 1005, vatRate: 0 };
    const shares = couponDiscounts(percent10, [line, line, line]);
    expect(shares.map((s) => s.amountWithTax)).toEqual([101, 101, 100]);
    expect(shares.reduce((s, d) => s + d.amountWithTax, 0)).toBe(302);
  });

  it('the line discounts of a percentage add up to that percentage of the goods (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ net: fc.integer({ min: 0, max: 10_000_000 }), rate: fc.constantFrom(21, 12, 0) }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 100 }),
        (raw, percent) => {
          const lines = raw.map(({ net, rate }) => ({ amount: net, amountWithTax: priceWithTax(net, rate), vatRate: rate }));
          const shares = couponDiscounts({ percent, amount: null }, lines);
          expect(shares.reduce((s, d) => s + d.amount, 0)).toBe(percentOf(lines.reduce((s, l) => s + l.amount, 0), percent));
          expect(shares.reduce((s, d) => s + d.amountWithTax, 0)).toBe(percentOf(lines.reduce((s, l) => s + l.amountWithTax, 0), percent));
          shares.forEach((s, i) => expect(s.amountWithTax).toBeLessThanOrEqual(lines[i]!.amountWithTax));
        },
      ),
    );
  });

  it('splits a fixed amount by gross share, to the haléř', () => {
    const lines = [
      { amount: 10_000, amountWithTax: 12_100, vatRate: 21 },
      { amount: 10_000, amountWithTax: 11_200, vatRate: 12 },
      { amount: 1, amountWithTax: 1, vatRate: 0 },
    ];
    const shares = couponDiscounts(fixed200, lines);
    expect(shares.reduce((s, d) => s + d.amountWithTax, 0)).toBe(20_000);
    expect(shares[0]!.amount).toBe(Math.round(shares[0]!.amountWithTax / 1.21));
  });

  it('caps a fixed amount at the goods total and ignores empty carts', () => {
    expect(couponDiscounts(fixed200, [{ amount: 826, amountWithTax: 1000, vatRate: 21 }])).toEqual([{ amount: 826, amountWithTax: 1000 }]);
    expect(couponDiscounts(fixed200, [{ amount: 0, amountWithTax: 0, vatRate: 21 }])).toEqual([{ amount: 0, amountWithTax: 0 }]);
    expect(couponDiscounts({ percent: null, amount: null }, [{ amount: 5, amountWithTax: 6, vatRate: 21 }])).toEqual([{ amount: 0, amountWithTax: 0 }]);
  });

  it('never discounts more than the lines (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 50_000_000 }), (grosses, amount) => {
        const lines = grosses.map((g) => ({ amount: Math.round(g / 1.21), amountWithTax: g, vatRate: 21 }));
        const shares = couponDiscounts({ percent: null, amount }, lines);
        const total = grosses.reduce((a, b) => a + b, 0);
        expect(shares.reduce((s, d) => s + d.amountWithTax, 0)).toBe(Math.min(amount, total));
        shares.forEach((s, i) => expect(s.amountWithTax).toBeLessThanOrEqual(grosses[i]!));
      }),
    );
  });
});

describe('gifts', () => {
  it.each([
    [100, [], 100, true],
    [100, [50], 60, false],
    [100, [50], 50, true],
    [0, [], 0, true],
    [10, [], -1, false],
  ] as const)('points %i, chosen %o, gift %i → %s', (points, chosen, gift, expected) => {
    expect(giftFits(points, chosen, gift)).toBe(expected);
  });

  it('checks the chosen gifts against the points', () => {
    expect(giftsWithinPoints(100, [50, 50])).toBe(true);
    expect(giftsWithinPoints(99, [50, 50])).toBe(false);
    expect(unknownGiftMessage('X')).toBe('Dárek X neexistuje.');
  });
});

describe('destinies', () => {
  it.each([
    [{ hasItems: false, personalPickup: true, allInStock: true }, []],
    [{ hasItems: true, personalPickup: false, allInStock: true }, ['purchase', 'inquiry']],
    [{ hasItems: true, personalPickup: true, allInStock: false }, ['purchase', 'inquiry']],
    [{ hasItems: true, personalPickup: true, allInStock: true }, ['purchase', 'inquiry', 'reservation']],
  ])('%o → %o', (cart, expected) => {
    expect(allowedDestinies(cart)).toEqual(expected);
  });
});

describe('step guard data', () => {
  const empty = { hasItems: false, methodsReady: false, contactsReady: false };
  const items = { hasItems: true, methodsReady: false, contactsReady: false };
  const methods = { hasItems: true, methodsReady: true, contactsReady: false };
  const all = { hasItems: true, methodsReady: true, contactsReady: true };

  it.each([
    [empty, 'cart'],
    [items, 'delivery'],
    [methods, 'address'],
    [all, 'summary'],
  ] as const)('max reachable of %o is %s', (progress, expected) => {
    expect(maxReachableStep(progress)).toBe(expected);
  });

  it.each([
    ['summary', empty, 'cart'],
    ['summary', methods, 'address'],
    ['gift', all, 'gift'],
    ['nonsense', all, 'cart'],
  ] as const)('stored %s with %o → %s', (stored, progress, expected) => {
    expect(effectiveFurthestStep(stored, progress)).toBe(expected);
  });

  it.each([
    ['cart', 'delivery', items, { ok: true, furthest: 'delivery' }],
    ['delivery', 'gift', items, { ok: true, furthest: 'delivery' }],
    ['cart', 'address', items, { ok: false, furthest: 'cart' }],
    ['bogus', 'summary', all, { ok: true, furthest: 'summary' }],
  ] as const)('advance from %s to %s', (stored, step, progress, expected) => {
    expect(advanceFurthestStep(stored, step, progress)).toEqual(expected);
  });

  it('explains an unreachable step', () => {
    expect(stepNotReachableMessage('summary')).toContain('kontaktní');
    expect(stepNotReachableMessage('address')).toContain('dopravu');
    expect(stepNotReachableMessage('gift')).toBe('Košík je prázdný.');
  });
});

describe('numbers and dates', () => {
  it('formats order and invoice numbers', () => {
    expect(formatOrderNumber(2026, 42)).toBe('2026000042');
    expect(formatInvoiceNumber(2026, 7)).toBe('FV2026000007');
  });

  it('uses the Prague calendar', () => {
    expect(shopDate(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(shopYear(new Date('2025-12-31T23:30:00Z'))).toBe(2026);
    expect(addDays('2026-02-20', 14)).toBe('2026-03-06');
  });

  it.each([
    ['inAdvance', '2026-03-24'],
    ['online', '2026-03-10'],
    [null, '2026-03-10'],
  ] as const)('due date for %s', (paymentType, due) => {
    expect(invoiceDates(NOW, paymentType)).toEqual({ issueDate: '2026-03-10', taxPointDate: '2026-03-10', dueDate: due });
  });
});

describe('refusal texts', () => {
  it('has a Czech text for every code', () => {
    for (const code of CHECKOUT_ERROR_CODES) expect(checkoutErrorMessage(code, { subject: 'X' }).length).toBeGreaterThan(10);
  });

  it('names stock and reasons', () => {
    expect(checkoutErrorMessage('OUT_OF_STOCK', { subject: 'Mop', available: 3 })).toBe('Produktu Mop je skladem pouze 3 ks. Upravte prosím množství v košíku.');
    expect(checkoutErrorMessage('OUT_OF_STOCK', { subject: 'Mop', available: 0 })).toContain('vyprodaný');
    expect(checkoutErrorMessage('OUT_OF_STOCK')).toContain('vyprodaný');
    expect(checkoutErrorMessage('SHIPPING_INELIGIBLE', { subject: 'PPL', reasons: ['A.', 'B.'] })).toBe('Doprava PPL není pro tento košík dostupná. A. B.');
    expect(shareCartSentMessage('a@b.cz')).toContain('a@b.cz');
  });
});

describe('bulk add parsing', () => {
  it('reads sku-quantity lines and CSV', () => {
    const text = ['sku;množství', 'A-1 3', '', '"B-2";"4"', 'C-3,5', 'D-4\t2', 'E-5', 'F-6 2,5', 'G-7 x'].join('\r\n');
    expect(parseProductBatch(text).map(({ line, sku, quantity }) => [line, sku, quantity])).toEqual([
      [2, 'A-1', 3],
      [4, 'B-2', 4],
      [5, 'C-3', 5],
      [6, 'D-4', 2],
      [7, 'E-5', 1],
      [8, 'F-6', 2.5],
      [9, 'G-7', Number.NaN],
    ]);
  });

  it('keeps a first line that is not a header', () => {
    expect(parseProductBatch('A 1')).toEqual([{ line: 1, raw: 'A 1', sku: 'A', quantity: 1 }]);
    expect(parseProductBatch('')).toEqual([]);
  });

  it('has a text for every status', () => {
    for (const status of BATCH_LINE_STATUSES) expect(batchLineMessage(status, 'X').length).toBeGreaterThan(3);
    expect(batchLineMessage('adjusted', 'X', { quantity: 6 })).toContain('6');
    expect(batchLineMessage('out-of-stock', 'X', { available: 2 })).toContain('pouze 2 ks');
  });
});
