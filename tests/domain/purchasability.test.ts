import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isPurchasable,
  NOT_PURCHASABLE_TEXTS,
  notPurchasableReasons,
  packQuantitySettings,
  QUANTITY_DEFAULTS,
  switchPackQuantity,
  type NotPurchasableReason,
  type PackType,
} from '../../src/domain';

const base = { taxonomies: ['/catalogue/mopy'], price: 10_000, priceWithTax: 12_100, onSale: true, soldOut: false, stockState: 'stock' as string | null };

describe('notPurchasableReasons', () => {
  const cases: [string, Partial<typeof base>, NotPurchasableReason[]][] = [
    ['purchasable', {}, []],
    ['virtual taxonomy', { taxonomies: ['/catalogue/x', '/virtual/services'] }, ['virtual']],
    ['not on sale', { onSale: false }, ['not-on-sale']],
    ['sold out', { soldOut: true }, ['sold-out']],
    ['stock state sold-out ("Prodej byl ukončen" / "Momentálně nedostupné")', { stockState: 'sold-out' }, ['sold-out']],
    ['no stock record', { stockState: null }, []],
    ['supplier stock', { stockState: 'to-order' }, []],
    ['flag and state both sold out: one reason', { soldOut: true, stockState: 'sold-out' }, ['sold-out']],
    ['zero price', { price: 0 }, ['no-price']],
    ['zero price with tax', { priceWithTax: 0 }, ['no-price']],
    ['negative price', { price: -1, priceWithTax: -1 }, ['no-price']],
    ['everything wrong, in order', { taxonomies: ['/virtual/'], onSale: false, soldOut: true, price: 0 }, ['virtual', 'not-on-sale', 'sold-out', 'no-price']],
  ];
  it.each(cases)('%s', (_name, patch, expected) => {
    expect(notPurchasableReasons({ ...base, ...patch })).toEqual(expected);
  });

  it('is empty exactly when isPurchasable is true', () => {
    fc.assert(
      fc.property(
        fc.record({
          taxonomies: fc.array(fc.constantFrom('/catalogue/a', '/virtual/b', '/virtualx', 'virtual/')),
          price: fc.integer({ min: -5, max: 5 }),
          priceWithTax: fc.integer({ min: -5, max: 5 }),
          onSale: fc.boolean(),
          soldOut: fc.boolean(),
          stockState: fc.constantFrom(null, 'stock', 'on-way', 'ordered', 'sold-out', 'to-order', 'unknown'),
        }),
        (p) => (notPurchasableReasons(p).length === 0) === isPurchasable(p),
      ),
    );
  });

  it('has a Czech sentence for every reason', () => {
    for (const text of Object.values(NOT_PURCHASABLE_TEXTS)) expect(text).toMatch(/^[A-ZŽŠČŘ].+\.$/);
  });
});

describe('pack switch', () => {
  const pcs = { default: 2, min: 2, max: 500, step: 2, rounding: 'up' as const };
  it('pieces follow the product settings, cartons the shop defaults', () => {
    expect(packQuantitySettings(pcs, 'pcs')).toEqual(pcs);
    expect(packQuantitySettings(pcs, 'carton')).toEqual(QUANTITY_DEFAULTS);
    expect(packQuantitySettings(undefined, 'pcs')).toEqual(QUANTITY_DEFAULTS);
  });

  const cases: [string, number, PackType, PackType, number | null, number][] = [
    ['5 pcs → 1 carton (up)', 5, 'pcs', 'carton', 10, 1],
    ['20 pcs → 2 cartons', 20, 'pcs', 'carton', 10, 2],
    ['21 pcs → 3 cartons', 21, 'pcs', 'carton', 10, 3],
    ['2 cartons → 20 pcs', 2, 'carton', 'pcs', 10, 20],
    ['1 carton of 3 → 4 pcs on a step of 2', 1, 'carton', 'pcs', 3, 4],
    ['same pack normalizes', 3, 'pcs', 'pcs', 10, 4],
    ['no carton size just normalizes', 3, 'pcs', 'carton', null, 3],
    ['zero carton size just normalizes', 7, 'carton', 'pcs', 0, 8],
    ['more than the piece max is capped', 60, 'carton', 'pcs', 10, 500],
  ];
  it.each(cases)('%s', (_name, quantity, from, to, perCarton, expected) => {
    expect(switchPackQuantity(quantity, from, to, pcs, perCarton)).toBe(expected);
  });
});
