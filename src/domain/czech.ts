// Czech language helpers: plural forms, numbers and dates.

import { INTL_LOCALE, LOCALE } from './constants.js';

const PLURAL_RULES = new Intl.PluralRules(LOCALE);

/**
 * Picks one of three forms: [one, few, many] — "1 produkt", "2 produkty", "5 produktů".
 * Intl gives 'one' for 1, 'few' for 2–4, 'other' for 0 and 5+, and 'many' for decimals
 * (1,5 produktu); the last two take the third form, so decimals read "1,5 produktů".
 */
export function czechPlural(count: number, forms: [string, string, string]): string {
  switch (PLURAL_RULES.select(count)) {
    case 'one':
      return forms[0];
    case 'few':
      return forms[1];
    default:
      return forms[2];
  }
}

export const PRODUCT_FORMS: [string, string, string] = ['produkt', 'produkty', 'produktů'];
export const CHARACTER_FORMS: [string, string, string] = ['znak', 'znaky', 'znaků'];

/** "3 produkty": the count followed by its plural form. */
export function formatCount(count: number, forms: [string, string, string]): string {
  return `${formatNumber(count)} ${czechPlural(count, forms)}`;
}

/** The comparison bar label: "1 produkt", "3 produkty", "5 produktů". */
export function productCountText(count: number): string {
  return formatCount(count, PRODUCT_FORMS);
}

/** Dates are shown in the shop's time zone, so server and browser render the same text. */
export const SHOP_TIME_ZONE = 'Europe/Prague';

const DATE_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const DATE_TIME_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

function toDate(date: Date | string | number): Date | null {
  const d = date instanceof Date ? date : new Date(date);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "5. 3. 2024"; an invalid date gives '' rather than "Invalid Date" on the page. */
export function formatDate(date: Date | string | number): string {
  const d = toDate(date);
  return d ? DATE_FORMAT.format(d) : '';
}

/** "5. 3. 2024 14:05"; an invalid date gives ''. */
export function formatDateTime(date: Date | string | number): string {
  const d = toDate(date);
  return d ? DATE_TIME_FORMAT.format(d) : '';
}

/** "1 234,5" (no-break space groups, decimal comma), at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(INTL_LOCALE, { maximumFractionDigits }).format(value);
}
