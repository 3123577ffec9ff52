import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_CATALOGUE_HASH,
  SALE_LISTINGS,
  SALE_LISTING_SOURCE_HASH,
  discountBadgeText,
  inSaleListing,
  lowestPriorPrice,
  priceReduction,
  saleListingOf,
  taxonomyHash,
  type PricePeriod,
} from '../../src/domain';

const DAY = 86_400_000;
const today = Date.UTC(2026, 10, 23, 9);
const ago = (days: number) => new Date(today - days * DAY);
const period = (priceWithTax: number, from: number, to: number | null): PricePeriod => ({
  price: Math.round(priceWithTax / 1.21),
  priceWithTax,
  validFrom: ago(from),
  validTo: to === null ? null : ago(to),
});

describe('lowestPriorPrice (§ 12a, 30 days before the reduction)', () => {
  it('is the price before a reduction that began 10 days ago', () => {
    expect(lowestPriorPrice([period(10_000, 100, 10), period(7_000, 10, null)])?.priceWithTax).toBe(10_000);
  });

  it('takes the lowest of the 30 days before the reduction, counted from the reduction, not from today', () => {
    // The list price, a first cut 20 days before the sale, then the sale (which began 40 days ago).
    const history = [period(10_000, 200, 60), period(8_000, 60, 40), period(6_000, 40, null)];
    expect(lowestPriorPrice(history)?.priceWithTax).toBe(8_000);
  });

  it('ignores prices that ended more than 30 days before the reduction', () => {
    const history = [period(5_000, 200, 50), period(10_000, 50, 10), period(8_000, 10, null)];
    expect(lowestPriorPrice(history)?.priceWithTax).toBe(10_000);
    // Ending 29 days before it, the low price counts.
    expect(lowestPriorPrice([period(5_000, 200, 39), period(10_000, 39, 10), period(8_000, 10, null)])?.priceWithTax).toBe(5_000);
  });

  it('ignores a period that ended the moment it began (two changes in one transaction)', () => {
    expect(lowestPriorPrice([period(10_000, 100, 10), period(1, 10, 10), period(7_000, 10, null)])?.priceWithTax).toBe(10_000);
  });

  it('is null without a prior price or without a current one', () => {
    expect(lowestPriorPrice([period(7_000, 10, null)])).toBeNull();
    expect(lowestPriorPrice([period(10_000, 100, 10)])).toBeNull();
    expect(lowestPriorPrice([])).toBeNull();
  });
});

describe('priceReduction: the badge only where the history supports it', () => {
  it('measures the discount from the lowest prior price', () => {
    expect(priceReduction(7_000, { price: 8_264, priceWithTax: 10_000 })).toEqual({ percent: 30, reference: { price: 8_264, priceWithTax: 10_000 } });
  });

  it('announces nothing when the price was as low or lower within the 30 days (a price raised before a "sale")', () => {
    const history = [period(7_000, 120, 16), period(10_000, 16, 10), period(7_000, 10, null)];
    expect(priceReduction(7_000, lowestPriorPrice(history))).toBeNull();
    expect(priceReduction(7_000, null)).toBeNull();
    expect(priceReduction(9_990, { price: 0, priceWithTax: 10_000 })).toBeNull(); // 0.1 %
  });

  it('stays within rounding of what the reference supports (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }), (current, reference) => {
        const reduction = priceReduction(current, { price: reference, priceWithTax: reference });
        if (reduction === null) return;
        expect(reference).toBeGreaterThan(current);
        expect(Math.abs(reduction.percent - ((reference - current) * 100) / reference)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('writes the badge the Czech way', () => {
    expect(discountBadgeText(30)).toBe('−30\u00a0%');
  });
});

describe('sale listings (Výprodej, Akce) by the announced discount', () => {
  it('addresses Výprodej and Akce by their hashes, and no other taxonomy', () => {
    expect(saleListingOf(taxonomyHash('/preview/vyprodej'))).toMatchObject({ minPercent: 25, maxPercent: null });
    expect(saleListingOf(taxonomyHash('/preview/akce'))).toMatchObject({ minPercent: 1, maxPercent: 24 });
    expect(saleListingOf(taxonomyHash('/preview/novinky'))).toBeNull();
    expect(SALE_LISTING_SOURCE_HASH).toBe(DEFAULT_CATALOGUE_HASH);
  });

  it('puts every announced discount into exactly one of them, and no discount into none', () => {
    for (let percent = 0; percent <= 100; percent += 1) {
      const member = SALE_LISTINGS.filter((l) => inSaleListing(l, percent)).map((l) => l.path);
      expect(member).toEqual(percent === 0 ? [] : percent >= 25 ? ['/preview/vyprodej'] : ['/preview/akce']);
    }
  });

  it('matches the integer rounding of announced_discount_percent() in migration 0017 (property)', () => {
    // SQL: ((lowest - current) * 200 + lowest) / (2 * lowest) in bigint, when lowest > current.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 100_000_000 }), (current, lowest) => {
        const sql = lowest > current ? Number(((BigInt(lowest - current) * 200n + BigInt(lowest)) / (2n * BigInt(lowest)))) : 0;
        expect(sql).toBe(priceReduction(current, { price: lowest, priceWithTax: lowest })?.percent ?? 0);
      }),
    );
  });
});
