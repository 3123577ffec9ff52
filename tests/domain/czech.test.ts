import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PRODUCT_FORMS, czechPlural, formatCount, formatDate, formatDateTime, formatNumber, productCountText } from '../../src/domain';

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
});
