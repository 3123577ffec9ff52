// Czech language helpers: plural forms, numbers and dates.

import { INTL_LOCALE, LOCALE } from './constants.js';
import { formatCzechNumber } from './czech-number.js';
import { onFirstUse } from './on-first-use.js';
import { shopClock } from './shop-clock.js';
import type { PackType } from './enums.js';

const PLURAL_RULES = onFirstUse(() => new Intl.PluralRules(LOCALE));

/**
 * Picks one of three forms: [one, few, many] — "1 produkt", "2 produkty", "5 produktů".
 * Intl gives 'one' for 1, 'few' for 2–4, 'other' for 0 and 5+, and 'many' for decimals
 * (1,5 produktu); the last two take the third form, so decimals read "1,5 produktů".
 */
export function czechPlural(count: number, forms: [string, string, string]): string {
  switch (PLURAL_RULES().select(count)) {
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
/** "1 karton, 2 kartony, 5 kartonů" — and after "od" (genitive): "od 1 kartonu, od 5 kartonů". */
export const CARTON_FORMS: [string, string, string] = ['karton', 'kartony', 'kartonů'];
export const CARTON_GENITIVE_FORMS: [string, string, string] = ['kartonu', 'kartonů', 'kartonů'];

/**
 * The unit word after a count of packs: pieces are always "ks"; cartons follow the count
 * ("2 kartony"), in the genitive after "od" ("od 5 kartonů"). The stock band "Skladem {band}
 * karton" is fixed by the spec and does not come through here.
 */
export function packUnit(pack: PackType, count: number, grammaticalCase: 'nominative' | 'genitive' = 'nominative'): string {
  if (pack === 'pcs') return 'ks';
  return czechPlural(count, grammaticalCase === 'genitive' ? CARTON_GENITIVE_FORMS : CARTON_FORMS);
}

/**
 * A line's quantity with its unit, as every document prints it (invoice, its PDF, the order
 * e-mail, the profile's order): "3 ks", "1 karton", "2 kartony", "5 kartonů".
 */
export function packQuantity(pack: PackType, count: number): string {
  return `${formatNumber(count)} ${packUnit(pack, count)}`;
}

/** The unit a document line stores: the undeclined base form, "ks" or "karton" (what the API's `unit` carries). */
export function packBaseUnit(pack: PackType): string {
  return packUnit(pack, 1);
}

/** The pack of a stored base unit ("karton" → carton; "ks" and anything else → pieces). */
export function packOfBaseUnit(unit: string): PackType {
  return unit === packBaseUnit('carton') ? 'carton' : 'pcs';
}

/**
 * The unit-price column header of a document's goods: "Cena/ks" when every line is in pieces,
 * "Cena/karton" when every line is in cartons, "Cena/j." (per unit) for a mix; `suffix` follows,
 * e.g. "s DPH".
 */
export function unitPriceHeader(packs: readonly PackType[], suffix = ''): string {
  const unit = packs.length > 0 && packs.every((p) => p === 'carton') ? packBaseUnit('carton') : packs.every((p) => p === 'pcs') ? 'ks' : 'j.';
  return suffix ? `Cena/${unit} ${suffix}` : `Cena/${unit}`;
}

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

// Intl's formatters only for instants before 1996 or after 2099 (shop-clock.ts says why).
const DATE_FORMAT = onFirstUse(() => new Intl.DateTimeFormat(INTL_LOCALE, { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: SHOP_TIME_ZONE }));
const DATE_TIME_FORMAT = onFirstUse(
  () => new Intl.DateTimeFormat(INTL_LOCALE, { day: 'numeric', month: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE }),
);
const SHOP_CALENDAR_DAY = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SHOP_TIME_ZONE }));

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The calendar date (YYYY-MM-DD) of an instant in the shop's time zone: days turn at midnight in Prague for every server. */
export function shopDate(instant: Date): string {
  const clock = shopClock(instant);
  return clock ? `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}` : SHOP_CALENDAR_DAY().format(instant);
}

function toDate(date: Date | string | number): Date | null {
  const d = date instanceof Date ? date : new Date(date);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "5. 3. 2024"; an invalid date gives '' rather than "Invalid Date" on the page. */
export function formatDate(date: Date | string | number): string {
  const d = toDate(date);
  if (!d) return '';
  const clock = shopClock(d);
  return clock ? `${clock.day}. ${clock.month}. ${clock.year}` : DATE_FORMAT().format(d);
}

/** "5. 3. 2024 14:05"; an invalid date gives ''. */
export function formatDateTime(date: Date | string | number): string {
  const d = toDate(date);
  if (!d) return '';
  const clock = shopClock(d);
  return clock ? `${clock.day}. ${clock.month}. ${clock.year} ${clock.hour}:${twoDigits(clock.minute)}` : DATE_TIME_FORMAT().format(d);
}

/** "1 234,5" (no-break space groups, decimal comma), at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return formatCzechNumber(value, { maximumFractionDigits });
}

/** A number written the JavaScript way ("0.5", "-2", "1000"): what a numeric parameter becomes as text. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A product parameter as shoppers read it: numbers in Czech ("0,5 l", "2,5", "1 000 ml"), text as
 * it is, the unit after a space. The one formatter for the product page, comparison and filters;
 * the API carries numeric values as plain numbers-as-text ("0.5").
 */
export function formatParameterValue(value: string | number, unit?: string | null): string {
  const text = typeof value === 'number' ? formatNumber(value) : PLAIN_NUMBER.test(value.trim()) ? formatNumber(Number(value)) : value;
  return unit ? `${text} ${unit}` : text;
}
