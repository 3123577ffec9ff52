import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CART_ERROR_CODES,
  CART_SUBJECTS_LIMIT,
  cartErrorMessage,
  cartLoyaltyPoints,
  exceedsCartLimit,
  giftAvailable,
  giftLine,
  unitPriceFor,
  type PriceTier,
} from '../../src/domain';

describe('loyalty', () => {
  it.each([
    [[], 0],
    [[{ unitGross: 999, quantity: 1 }], 0],
    [[{ unitGross: 1000, quantity: 1 }], 1],
    [[{ unitGross: 12_100, quantity: 3 }], 36],
    [[{ unitGross: 500, quantity: 1 }, { unitGross: 500, quantity: 1 }], 1],
    [[{ unitGross: -5000, quantity: 1 }], 0],
  ])('%j → %i points', (lines, points) => {
    expect(cartLoyaltyPoints(lines)).toBe(points);
  });

  it('points never decrease when goods are added (property)', () => {
    const line = fc.record({ unitGross: fc.nat(100_000), quantity: fc.integer({ min: 1, max: 50 }) });
    fc.assert(fc.property(fc.array(line), line, (lines, extra) => cartLoyaltyPoints([...lines, extra]) >= cartLoyaltyPoints(lines)));
  });

  it('gift availability', () => {
    expect(giftAvailable(100, 100)).toBe(true);
    expect(giftAvailable(99, 100)).toBe(false);
    expect(giftAvailable(5, -1)).toBe(false);
  });

  it('a gift line has the fixed gift price', () => {
    expect(giftLine({ sku: 'G1', text: 'Hadřík', loyaltyPoints: 50 })).toEqual({
      sku: 'G1',
      text: 'Hadřík',
      loyaltyPoints: 50,
      quantity: 1,
      unit: 'pcs',
      price: 10,
      priceWithTax: 12,
      vatRate: 21,
    });
  });
});

describe('cart rules', () => {
  const base = { price: 1000, priceWithTax: 1210 };
  const tiers: PriceTier[] = [
    { packType: 'pcs', minQuantity: 10, price: 900, priceWithTax: 1089 },
    { packType: 'pcs', minQuantity: 50, price: 800 },
    { packType: 'carton', minQuantity: 5, price: 10_000, priceWithTax: 12_100 },
  ];

  it.each([
    ['pcs', 1, tiers, null, { price: 1000, priceWithTax: 1210 }],
    ['pcs', 10, tiers, null, { price: 900, priceWithTax: 1089 }],
    ['pcs', 60, tiers, null, { price: 800, priceWithTax: 968 }],
    ['carton', 1, tiers, 12, { price: 12_000, priceWithTax: 14_520 }],
    ['carton', 5, tiers, 12, { price: 10_000, priceWithTax: 12_100 }],
    ['carton', 1, undefined, null, { price: 1000, priceWithTax: 1210 }],
    ['carton', 1, null, 0, { price: 1000, priceWithTax: 1210 }],
  ] as const)('%s × %i', (pack, quantity, t, ppc, expected) => {
    expect(unitPriceFor(base, 21, pack, quantity, t, ppc)).toEqual(expected);
  });

  it('computes a missing base gross from the VAT rate', () => {
    expect(unitPriceFor({ price: 1000 }, 12, 'pcs', 1)).toEqual({ price: 1000, priceWithTax: 1120 });
  });

  it('cart limit', () => {
    expect(exceedsCartLimit(CART_SUBJECTS_LIMIT)).toBe(false);
    expect(exceedsCartLimit(CART_SUBJECTS_LIMIT + 1)).toBe(true);
  });

  it('has a Czech message for every refusal', () => {
    for (const code of CART_ERROR_CODES) expect(cartErrorMessage(code, 'SKU-1')).toMatch(/\S/);
    expect(cartErrorMessage('OUT_OF_STOCK', 'SKU-1', { available: 3 })).toBe('Produktu SKU-1 je skladem pouze 3 ks.');
    expect(cartErrorMessage('OUT_OF_STOCK', 'SKU-1')).toBe('Produkt SKU-1 není skladem v požadovaném množství.');
    expect(cartErrorMessage('CART_LIMIT', 'SKU-1')).toBe('Košík může obsahovat nejvýše 100 položek.');
  });
});
