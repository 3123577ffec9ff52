import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  PRODUCT_FORMS,
  czechPlural,
  formatCount,
  formatDate,
  formatDateTime,
  formatNumber,
  formatParameterValue,
  packBaseUnit,
  packOfBaseUnit,
  packQuantity,
  packUnit,
  productCountText,
  unitPriceHeader,
} from '../../src/domain';

const NBSP = '\u00a0';

describe('czechPlural', () => {
  it.each([
    [0, 'produktů'],
    [1, 'produkt'],
    [2, 'produkty'],
    [3, 'produkty'],
    [4, 'produkty'],
    [5, 'produktů'],
    [11, 'produktů'],
    [21, 'produktů'],
    [22, 'produktů'],
    [1.5, 'produktů'],
    [-1, 'produkt'],
  ])('%d → %s', (count, form) => {
    expect(czechPlural(count, PRODUCT_FORMS)).toBe(form);
  });

  it('always picks one of the three forms (property)', () => {
    fc.assert(fc.property(fc.double({ noNaN: true }), (n) => PRODUCT_FORMS.includes(czechPlural(n, PRODUCT_FORMS))));
  });

  it('counts', () => {
    expect(productCountText(1)).toBe('1 produkt');
    expect(productCountText(3)).toBe('3 produkty');
    expect(productCountText(5)).toBe('5 produktů');
    expect(formatCount(1000, ['kus', 'kusy', 'kusů'])).toBe(`1${NBSP}000 kusů`);
  });
});

describe('formatting', () => {
  it('dates in the shop time zone', () => {
    expect(formatDate(new Date('2024-03-05T12:00:00Z'))).toBe('5. 3. 2024');
    // 23:30 UTC on 31 Dec is already 1 Jan in Prague.
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('1. 1. 2025');
    expect(formatDate(Date.UTC(2025, 5, 1))).toBe('1. 6. 2025');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('2024-03-05T13:05:00Z')).toBe('5. 3. 2024 14:05');
    expect(formatDateTime('x')).toBe('');
  });

  it('numbers', () => {
    expect(formatNumber(1234.5)).toBe(`1${NBSP}234,5`);
    expect(formatNumber(1.239)).toBe('1,24');
    expect(formatNumber(1.239, 0)).toBe('1');
  });

  it('parameter values: numbers in Czech with their unit, text as it is', () => {
    expect(formatParameterValue('0.5', 'l')).toBe('0,5 l');
    expect(formatParameterValue(2.5, null)).toBe('2,5');
    expect(formatParameterValue('1000', 'ml')).toBe(`1${NBSP}000 ml`);
    expect(formatParameterValue('-3', '°C')).toBe('-3 °C');
    expect(formatParameterValue('25 × 23 cm')).toBe('25 × 23 cm');
    expect(formatParameterValue('FFP2', undefined)).toBe('FFP2');
    expect(formatParameterValue('1.2.3', null)).toBe('1.2.3');
  });
});

describe('packUnit: carton plurals (issue 12, finding 3)', () => {
  it.each([
    [1, 'karton', 'kartonu'],
    [2, 'kartony', 'kartonů'],
    [4, 'kartony', 'kartonů'],
    [5, 'kartonů', 'kartonů'],
    [21, 'kartonů', 'kartonů'],
    [0, 'kartonů', 'kartonů'],
  ])('%d → "%s", "od %d …" → "%s"', (count, nominative, genitive) => {
    expect(packUnit('carton', count)).toBe(nominative);
    expect(packUnit('carton', count, 'genitive')).toBe(genitive);
  });

  it('keeps pieces as "ks" for every count', () => {
    for (const count of [1, 2, 5, 100]) expect(packUnit('pcs', count)).toBe('ks');
  });
});

describe('packQuantity: the quantity on documents (issue 12, shopper trust)', () => {
  it.each([
    ['carton', 1, '1 karton'],
    ['carton', 2, '2 kartony'],
    ['carton', 4, '4 kartony'],
    ['carton', 5, '5 kartonů'],
    ['carton', 21, '21 kartonů'],
    ['pcs', 3, '3 ks'],
    ['pcs', 1, '1 ks'],
  ] as const)('%s × %d → "%s"', (pack, count, text) => {
    expect(packQuantity(pack, count)).toBe(text);
  });

  it('groups thousands like every Czech number', () => {
    expect(packQuantity('carton', 1000)).toBe(`1${NBSP}000 kartonů`);
  });

  it('stores the undeclined base form and reads the pack back from it', () => {
    expect(packBaseUnit('carton')).toBe('karton');
    expect(packBaseUnit('pcs')).toBe('ks');
    expect(packOfBaseUnit('karton')).toBe('carton');
    expect(packOfBaseUnit('ks')).toBe('pcs');
    expect(packOfBaseUnit('')).toBe('pcs');
  });
});

describe('unitPriceHeader', () => {
  it('names the unit when all lines share it, "j." for a mix', () => {
    expect(unitPriceHeader(['pcs', 'pcs'], 's DPH')).toBe('Cena/ks s DPH');
    expect(unitPriceHeader([], 's DPH')).toBe('Cena/ks s DPH');
    expect(unitPriceHeader(['carton'], 's DPH')).toBe('Cena/karton s DPH');
    expect(unitPriceHeader(['carton', 'pcs'], 's DPH')).toBe('Cena/j. s DPH');
    expect(unitPriceHeader(['carton', 'pcs'])).toBe('Cena/j.');
  });
});
