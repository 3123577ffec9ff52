import { describe, expect, it } from 'vitest';
import {
  deliveryRatesFor,
  schemaOrgGtin,
  isPublicDeliveryMethod,
  metaDescription,
  openingHoursSpecification,
  postalAddress,
  productHeadTitle,
  schemaOrgAvailability,
  SCHEMA_AVAILABILITY,
  SHOP_OPENING_HOURS,
  stockAvailability,
  STOCK_TEXTS,
  withoutTrailingSlash,
  type PublicDeliveryRate,
} from '../../src/domain';

describe('schemaOrgAvailability', () => {
  const offer = (stock: { state: string; quantity?: number; note?: string | null } | null, flags: { onSale?: boolean; soldOut?: boolean } = {}) => {
    const onSale = flags.onSale ?? true;
    return schemaOrgAvailability({
      onSale,
      soldOut: flags.soldOut ?? false,
      availability: stockAvailability({ onSale, stock: stock ? { quantity: 0, ...stock } : null }),
    });
  };

  it('maps "Skladem" to InStock', () => {
    expect(offer({ state: 'stock', quantity: 12 })).toBe(SCHEMA_AVAILABILITY.inStock);
  });

  it('maps "Skladem u dodavatele" to BackOrder, not PreOrder', () => {
    expect(stockAvailability({ onSale: true, stock: { state: 'to-order', quantity: 0 } }).text).toBe(STOCK_TEXTS.supplier);
    expect(offer({ state: 'to-order' })).toBe('https://schema.org/BackOrder');
    expect(offer(null)).toBe('https://schema.org/BackOrder');
  });

  it('maps "Očekáváme" and "Brzy bude naskladněno" to BackOrder', () => {
    expect(offer({ state: 'on-way' })).toBe(SCHEMA_AVAILABILITY.backOrder);
    expect(offer({ state: 'ordered' })).toBe(SCHEMA_AVAILABILITY.backOrder);
  });

  it('maps "Momentálně nedostupné" to OutOfStock and "Prodej byl ukončen" to Discontinued', () => {
    expect(offer({ state: 'sold-out', note: STOCK_TEXTS.unavailable })).toBe(SCHEMA_AVAILABILITY.outOfStock);
    expect(offer({ state: 'sold-out' })).toBe(SCHEMA_AVAILABILITY.discontinued);
    expect(offer({ state: 'stock', quantity: 5 }, { onSale: false })).toBe(SCHEMA_AVAILABILITY.discontinued);
    expect(offer({ state: 'stock', quantity: 5 }, { soldOut: true })).toBe(SCHEMA_AVAILABILITY.discontinued);
  });

  it('treats an unknown state as supplier stock, as the page does', () => {
    expect(offer({ state: 'something-new' })).toBe(SCHEMA_AVAILABILITY.backOrder);
  });
});

describe('openingHoursSpecification', () => {
  it('reads the shop\'s own opening hours', () => {
    expect(openingHoursSpecification(SHOP_OPENING_HOURS)).toEqual([
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '16:30' },
    ]);
  });

  it('reads several parts, dots, en dashes and whole hours', () => {
    expect(openingHoursSpecification('Po–Pá 8.00–17.00, So 9–12; Ne: 10:00 - 11:30')).toEqual([
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
      { dayOfWeek: ['Saturday'], opens: '09:00', closes: '12:00' },
      { dayOfWeek: ['Sunday'], opens: '10:00', closes: '11:30' },
    ]);
    expect(openingHoursSpecification('Út - Čt 7:30 - 15:00')).toEqual([{ dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday'], opens: '07:30', closes: '15:00' }]);
  });

  it('gives null for text it cannot read rather than guess', () => {
    expect(openingHoursSpecification('')).toBeNull();
    expect(openingHoursSpecification('Nonstop')).toBeNull();
    expect(openingHoursSpecification('Pá - Po 8:00 - 16:00')).toBeNull();
    expect(openingHoursSpecification('Po - Pá 16:00 - 8:00')).toBeNull();
    expect(openingHoursSpecification('Po - Pá 8:00 - 16:30, po dohodě')).toBeNull();
    expect(openingHoursSpecification('Po 8:99 - 16:00')).toBeNull();
  });
});

describe('schemaOrgGtin', () => {
  it('names the property by the length of the code and keeps the digits only', () => {
    expect(schemaOrgGtin('4006381333931')).toEqual({ property: 'gtin13', value: '4006381333931' });
    expect(schemaOrgGtin('859 4001 001 002')).toEqual({ property: 'gtin13', value: '8594001001002' });
    expect(schemaOrgGtin('96385074')).toEqual({ property: 'gtin8', value: '96385074' });
  });

  it('gives nothing for a wrong check digit, a wrong length or no code', () => {
    expect(schemaOrgGtin('4006381333932')).toBeNull();
    expect(schemaOrgGtin('123')).toBeNull();
    expect(schemaOrgGtin(null)).toBeNull();
    expect(schemaOrgGtin(undefined)).toBeNull();
  });
});

describe('head titles and descriptions', () => {
  it('adds the key parameter to a product name unless the name says it', () => {
    expect(productHeadTitle('Mycí prostředek Jar', [{ code: 'barva', value: 'zelená' }, { code: 'objem', value: 5, unit: 'l' }])).toBe('Mycí prostředek Jar – 5 l');
    expect(productHeadTitle('Toaletní papír', [{ code: 'objem', value: 1, unit: 'l' }, { code: 'baleni', value: '8 rolí' }])).toBe('Toaletní papír – 8 rolí');
    expect(productHeadTitle('Jar 5 l', [{ code: 'objem', value: '5', unit: 'l' }])).toBe('Jar 5 l');
    expect(productHeadTitle('Mop', [{ code: 'sirka', value: 40, unit: 'cm' }])).toBe('Mop');
  });

  it('makes a description from text: no tags, one space, at most 160 characters, cut at a word', () => {
    expect(metaDescription('<p>Ceny  pro\nfirmy.</p>')).toBe('Ceny pro firmy.');
    expect(metaDescription(null)).toBe('');
    const long = 'slovo '.repeat(60);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('slovo…')).toBe(true);
    expect(metaDescription('x'.repeat(200))).toHaveLength(160);
  });
});

describe('delivery rates', () => {
  it('counts delivered methods anyone can choose for any product', () => {
    expect(isPublicDeliveryMethod({ personalPickup: false, rule: { maxWeight: 15_000 } })).toBe(true);
    expect(isPublicDeliveryMethod({ personalPickup: false, rule: { priceFrom: 250_000 } })).toBe(true);
    expect(isPublicDeliveryMethod({ personalPickup: true, rule: {} })).toBe(false);
    expect(isPublicDeliveryMethod({ personalPickup: false, rule: { registeredUsers: true } })).toBe(false);
    expect(isPublicDeliveryMethod({ personalPickup: false, rule: { productSkus: ['A'] } })).toBe(false);
    expect(isPublicDeliveryMethod({ personalPickup: false, rule: { productSkus: [] } })).toBe(true);
    expect(isPublicDeliveryMethod({ personalPickup: false, rule: { minWeight: 30_000 } })).toBe(false);
  });

  it('picks the rates whose order-value limits the product price meets (inclusive), cheapest first', () => {
    const rates: PublicDeliveryRate[] = [
      { name: 'PPL', priceWithTax: 12_900, priceFrom: null, priceTo: 249_999 },
      { name: 'PPL zdarma', priceWithTax: 0, priceFrom: 250_000, priceTo: null },
      { name: 'Zásilkovna', priceWithTax: 7_900, priceFrom: null, priceTo: null },
    ];
    expect(deliveryRatesFor(rates, 10_000).map((r) => r.name)).toEqual(['Zásilkovna', 'PPL']);
    expect(deliveryRatesFor(rates, 250_000).map((r) => r.name)).toEqual(['PPL zdarma', 'Zásilkovna']);
    expect(deliveryRatesFor(rates, 249_999).map((r) => r.name)).toEqual(['Zásilkovna', 'PPL']);
  });
});

describe('postalAddress', () => {
  it('splits a Czech address into street, postal code and town', () => {
    expect(postalAddress('Na Příkopě 12, 110 00 Praha 1')).toEqual({ streetAddress: 'Na Příkopě 12', postalCode: '110 00', addressLocality: 'Praha 1', addressCountry: 'CZ' });
    expect(postalAddress('Kounicova 24, 60200 Brno')).toEqual({ streetAddress: 'Kounicova 24', postalCode: '602 00', addressLocality: 'Brno', addressCountry: 'CZ' });
    expect(postalAddress('Nádražní 45, Ostrava')).toEqual({ streetAddress: 'Nádražní 45', addressLocality: 'Ostrava', addressCountry: 'CZ' });
    expect(postalAddress('Bez čárky')).toEqual({ streetAddress: 'Bez čárky', addressCountry: 'CZ' });
  });
});

describe('withoutTrailingSlash', () => {
  it('removes the trailing slash of a path and keeps the query', () => {
    expect(withoutTrailingSlash('/poradna/')).toBe('/poradna');
    expect(withoutTrailingSlash('/uklid/c/abc//?after=x&y=1')).toBe('/uklid/c/abc?after=x&y=1');
    expect(withoutTrailingSlash('/vyhledavani?q=a/')).toBeNull();
  });

  it('leaves the home page and paths without one alone, and never makes a protocol-relative address', () => {
    expect(withoutTrailingSlash('/')).toBeNull();
    expect(withoutTrailingSlash('/?x=1')).toBeNull();
    expect(withoutTrailingSlash('/kosik')).toBeNull();
    expect(withoutTrailingSlash('//evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('///')).toBe('/');
  });
});
