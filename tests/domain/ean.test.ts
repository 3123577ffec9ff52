// EAN/GTIN check digits (GS1 mod 10, weights 3-1 from the right), the codes the seed gives its
// products, and the feeds' availability, price and delivery rules.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CZECH_GS1_PREFIX,
  FEED_DELIVERY_DAYS,
  categoryText,
  ean13,
  feedAvailability,
  feedDeliveries,
  feedPrice,
  googlePrice,
  gtinCheckDigit,
  isValidEan13,
  isValidGtin,
  normalizeGtin,
} from '../../src/domain';

/** The GS1 rule written out the other way: from the left, with the length's parity deciding the first weight. */
function referenceCheckDigit(body: string): number {
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * ((body.length - i) % 2 === 1 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('GTIN check digits', () => {
  it.each([
    // Published codes: an EAN-13 from Heureka's and Zboží.cz's feed examples, GS1's own examples.
    ['6417182041488', true],
    ['8594061743744', true],
    ['4006381333931', true],
    ['96385074', true], // GTIN-8
    ['036000291452', true], // GTIN-12 (UPC-A)
    ['10012345678902', true], // GTIN-14
    ['6417182041487', false],
    ['8594061743745', false],
    ['859406174374', false], // 12 digits, wrong check digit
    ['12345', false],
    ['85940617437440', false],
    ['859406174374a', false],
    ['', false],
  ])('%s valid: %s', (code, valid) => {
    expect(isValidGtin(code)).toBe(valid);
  });

  it('the computed check digit matches the GS1 rule read from the left, for every length', () => {
    fc.assert(fc.property(digits(7, 17), (body) => {
      expect(gtinCheckDigit(body)).toBe(referenceCheckDigit(body));
    }));
  });

  it('ean13 appends the one digit that makes the code valid; any other last digit is invalid', () => {
    fc.assert(fc.property(digits(12, 12), fc.integer({ min: 1, max: 9 }), (body, shift) => {
      const code = ean13(body);
      expect(code).toHaveLength(13);
      expect(code.startsWith(body)).toBe(true);
      expect(isValidEan13(code)).toBe(true);
      const wrong = `${body}${(Number(code[12]) + shift) % 10}`;
      expect(isValidEan13(wrong)).toBe(false);
    }));
  });

  it('detects every single-digit error and every swap of two different neighbours but 0/5-type pairs', () => {
    fc.assert(fc.property(digits(12, 12), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 9 }), (body, at, shift) => {
      const code = ean13(body);
      const changed = `${code.slice(0, at)}${(Number(code[at]) + shift) % 10}${code.slice(at + 1)}`;
      expect(isValidEan13(changed)).toBe(false);
      const a = Number(code[at]);
      const b = Number(code[at + 1]);
      // Weights 3 and 1 next to each other: a swap goes unnoticed only when 2·(a − b) ≡ 0 (mod 10).
      const swapped = `${code.slice(0, at)}${code[at + 1]}${code[at]}${code.slice(at + 2)}`;
      if (a !== b && (2 * (a - b)) % 10 !== 0) expect(isValidEan13(swapped)).toBe(false);
    }));
  });

  it('refuses bodies that are not digits or of an impossible length', () => {
    expect(() => gtinCheckDigit('12345')).toThrow(RangeError);
    expect(() => ean13('85912345678')).toThrow(RangeError);
    expect(() => ean13('85912345678x')).toThrow(RangeError);
  });

  it('normalizes what people type: spaces and dashes go, invalid codes are null', () => {
    expect(normalizeGtin(' 859 4061 743744 ')).toBe('8594061743744');
    expect(normalizeGtin('8594061-743744')).toBe('8594061743744');
    expect(normalizeGtin('8594061743745')).toBeNull();
    expect(normalizeGtin('CI-000117')).toBeNull();
  });

  it('Czech codes start with the GS1 prefix 859', () => {
    expect(CZECH_GS1_PREFIX).toBe('859');
    expect(ean13('859000000117')).toBe('8590000001173');
  });
});

describe('feed availability', () => {
  const now = new Date('2026-03-10T10:00:00Z');
  it.each([
    ['in stock', { state: 'stock', quantity: 12 }, { deliveryDate: '0', google: 'in_stock', googleAvailabilityDate: null }],
    ['supplier stock', { state: 'to-order', quantity: 0 }, { deliveryDate: String(FEED_DELIVERY_DAYS.supplier), google: 'backorder', googleAvailabilityDate: '2026-03-17T12:00:00Z' }],
    ['ordered', { state: 'ordered', quantity: 0 }, { deliveryDate: String(FEED_DELIVERY_DAYS.ordered), google: 'backorder', googleAvailabilityDate: '2026-03-24T12:00:00Z' }],
    ['on the way with a date', { state: 'on-way', quantity: 0, timing: '20. 3. 2026' }, { deliveryDate: '2026-03-20', google: 'backorder', googleAvailabilityDate: '2026-03-20T12:00:00Z' }],
    ['on the way without a date', { state: 'on-way', quantity: 0, timing: 'do 14 dnů' }, { deliveryDate: String(FEED_DELIVERY_DAYS.ordered), google: 'backorder', googleAvailabilityDate: '2026-03-24T12:00:00Z' }],
    // A date that has passed is a late delivery (stockAsOf): "ordered", never a day in the past.
    ['on the way, date passed', { state: 'on-way', quantity: 0, timing: '1. 3. 2026' }, { deliveryDate: String(FEED_DELIVERY_DAYS.ordered), google: 'backorder', googleAvailabilityDate: '2026-03-24T12:00:00Z' }],
  ])('%s', (_label, stock, expected) => {
    expect(feedAvailability({ onSale: true, stock: { note: null, timing: null, ...stock } }, now)).toEqual(expected);
  });

  it('a product that cannot be sold has no feed availability', () => {
    expect(feedAvailability({ onSale: true, stock: { state: 'sold-out', quantity: 0 } }, now)).toBeNull();
    expect(feedAvailability({ onSale: false, stock: { state: 'stock', quantity: 5 } }, now)).toBeNull();
  });

  it('no stock record reads as supplier stock, as on the product page', () => {
    expect(feedAvailability({ onSale: true, stock: null }, now)?.deliveryDate).toBe(String(FEED_DELIVERY_DAYS.supplier));
  });
});

describe('feed prices and texts', () => {
  it('Google prices are koruny with two decimals and CZK', () => {
    expect(googlePrice(12345)).toBe('123.45 CZK');
    expect(googlePrice(9900)).toBe('99.00 CZK');
    expect(googlePrice(5)).toBe('0.05 CZK');
  });
  it('Heureka and Zboží prices drop ".00"', () => {
    expect(feedPrice(9900)).toBe('99');
    expect(feedPrice(12340)).toBe('123.40');
  });
  it('CATEGORYTEXT joins the path with " | "', () => {
    expect(categoryText(['Úklid', ' Mopy ', ''])).toBe('Úklid | Mopy');
  });
});

describe('feed deliveries', () => {
  const product = { sku: 'CI-1', weightG: 2000, volumeMl: 3000, maxDimensionMm: 400, priceWithTax: 100_000 };
  const method = (parcelService: string | null, priceWithTax: number, rule = {}, cod: number | null = 4719) => ({ parcelService, rule, priceWithTax, codSurchargeWithTax: cod });

  it('announces the known carriers a one-piece order may go with, the cheapest method per carrier', () => {
    const deliveries = feedDeliveries(product, [
      method('ppl', 15609, { priceTo: 249_999 }),
      method('ppl', 0, { priceFrom: 250_000 }),
      method('zasilkovna', 9559, { maxWeight: 15_000 }),
      method('dpd', 16819, {}, null),
      method(null, 0),
      method('paleta', 181379, { minWeight: 30_000 }),
    ]);
    expect(deliveries).toEqual([
      { id: 'PPL', price: 15609, priceCod: 15609 + 4719 },
      { id: 'ZASILKOVNA', price: 9559, priceCod: 9559 + 4719 },
      { id: 'DPD', price: 16819, priceCod: null },
    ]);
  });

  it('a product too heavy for a carrier is not offered with it; a dear one ships free', () => {
    const heavy = { ...product, weightG: 20_000, priceWithTax: 300_000 };
    const deliveries = feedDeliveries(heavy, [method('ppl', 15609, { priceTo: 249_999 }), method('ppl', 0, { priceFrom: 250_000 }), method('zasilkovna', 9559, { maxWeight: 15_000 })]);
    expect(deliveries).toEqual([{ id: 'PPL', price: 0, priceCod: 4719 }]);
  });
});
