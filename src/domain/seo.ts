// Rules for search engines (issue 15, items 7 and 8): head titles and descriptions, the schema.org
// availability of an offer, opening hours as schema.org data, GTIN checks and which delivery
// rates apply to a product. Pure: the storefront's structured data and head tags call them.

import { DEFAULT_COUNTRY } from './constants.js';
import { formatParameterValue } from './czech.js';
import type { MethodRule } from './eligibility.js';
import { splitAddress } from './lists.js';
import { STOCK_TEXTS } from './stock.js';

// --- Titles and descriptions -------------------------------------------------------------------

/** Parameters whose value tells one variant from another, in the order the title prefers them. */
const TITLE_PARAMETERS = ['baleni', 'objem', 'hmotnost'] as const;

interface TitleParameter {
  code: string;
  value: string | number;
  unit?: string | null;
}

const folded = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

/**
 * The product part of a product page's title: the name and its key parameter (pack, volume or
 * weight), "Mycí prostředek Jar – 5 l", unless the name already says it ("… 5 l").
 */
export function productHeadTitle(name: string, parameters: readonly TitleParameter[]): string {
  for (const code of TITLE_PARAMETERS) {
    const parameter = parameters.find((p) => p.code === code);
    if (!parameter) continue;
    const value = formatParameterValue(parameter.value, parameter.unit).trim();
    if (!value) continue;
    return folded(name).includes(folded(value)) ? name : `${name} – ${value}`;
  }
  return name;
}

/** Longest meta description, in characters: search engines cut longer ones in results. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A meta description from free text: tags and repeated white space removed, cut at a word
 * boundary to at most META_DESCRIPTION_MAX characters (with "…" when cut). Empty text gives "".
 */
export function metaDescription(text: string | null | undefined): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= META_DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > META_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

// --- Offer availability --------------------------------------------------------------------------

export const SCHEMA_AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  backOrder: 'https://schema.org/BackOrder',
  outOfStock: 'https://schema.org/OutOfStock',
  discontinued: 'https://schema.org/Discontinued',
} as const;

export type SchemaAvailability = (typeof SCHEMA_AVAILABILITY)[keyof typeof SCHEMA_AVAILABILITY];

/**
 * The schema.org availability of what the product page shows (stockAvailability's state and
 * text). "Skladem" is InStock; "Skladem u dodavatele", "Očekáváme" and "Brzy bude naskladněno"
 * can be ordered now and are delivered later: BackOrder (never PreOrder, which is for goods not
 * yet released); "Momentálně nedostupné" is OutOfStock; "Prodej byl ukončen" (not on sale, the
 * soldOut flag) is Discontinued. A state this code does not know is supplier stock, as the page
 * shows it.
 */
export function schemaOrgAvailability(product: {
  onSale: boolean;
  soldOut: boolean;
  availability: { state: string; text: string };
}): SchemaAvailability {
  if (!product.onSale || product.soldOut) return SCHEMA_AVAILABILITY.discontinued;
  switch (product.availability.state) {
    case 'stock':
      return SCHEMA_AVAILABILITY.inStock;
    case 'sold-out':
      return product.availability.text === STOCK_TEXTS.unavailable ? SCHEMA_AVAILABILITY.outOfStock : SCHEMA_AVAILABILITY.discontinued;
    default:
      // 'to-order' (supplier stock), 'on-way', 'ordered' and unknown states.
      return SCHEMA_AVAILABILITY.backOrder;
  }
}

// --- Opening hours -------------------------------------------------------------------------------

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type SchemaDay = (typeof DAYS)[number];
/** Czech day abbreviations as the shop writes them, folded (no diacritics, lower case). */
const CZECH_DAYS = ['po', 'ut', 'st', 'ct', 'pa', 'so', 'ne'] as const;

export interface OpeningHoursSpecification {
  dayOfWeek: SchemaDay[];
  opens: string;
  closes: string;
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function dayIndex(text: string): number {
  return (CZECH_DAYS as readonly string[]).indexOf(fold(text).slice(0, 2));
}

function clock(hours: string, minutes: string | undefined): string | null {
  const h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  if (h > 24 || m > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const DAY = '(po|út|ut|st|čt|ct|pá|pa|so|ne)[a-zěščřžýáíéůú]*\\.?';
const TIME = '(\\d{1,2})(?:[:.](\\d{2}))?';
const DASH = '\\s*[-–—]\\s*';
const PART = new RegExp(`^${DAY}(?:${DASH}${DAY})?\\s*:?\\s*${TIME}${DASH}${TIME}$`, 'i');

/**
 * schema.org openingHoursSpecification of the shop's opening-hours text: "Po - Pá 8:00 - 16:30",
 * "Po–Pá 8.00–17.00, So 9–12" (parts separated by a comma or semicolon; a day range or one
 * day, then the hours). Null when any part is not in that form (the text stays shown as written).
 */
export function openingHoursSpecification(text: string): OpeningHoursSpecification[] | null {
  const parts = text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const result: OpeningHoursSpecification[] = [];
  for (const part of parts) {
    const m = PART.exec(part);
    if (!m) return null;
    const from = dayIndex(m[1] ?? '');
    const to = m[2] ? dayIndex(m[2]) : from;
    const opens = clock(m[3] ?? '', m[4]);
    const closes = clock(m[5] ?? '', m[6]);
    if (from < 0 || to < from || !opens || !closes || closes <= opens) return null;
    result.push({ dayOfWeek: DAYS.slice(from, to + 1), opens, closes });
  }
  return result;
}

// --- Addresses ---------------------------------------------------------------------------------

export interface SchemaPostalAddress {
  streetAddress: string;
  postalCode?: string;
  addressLocality?: string;
  addressCountry: string;
}

/**
 * A Czech address as the shop writes it, "Na Příkopě 12, 110 00 Praha 1", as schema.org
 * PostalAddress parts: the street before the first comma, then the postal code (3 + 2 digits) and
 * the town. Without a postal code the rest is the town.
 */
export function postalAddress(text: string): SchemaPostalAddress {
  const { line1, line2 } = splitAddress(text);
  const address: SchemaPostalAddress = { streetAddress: line1, addressCountry: DEFAULT_COUNTRY };
  const m = /^(\d{3})\s?(\d{2})\s+(.+)$/.exec(line2);
  if (m) {
    address.postalCode = `${m[1]} ${m[2]}`;
    address.addressLocality = (m[3] ?? '').trim();
  } else if (line2) {
    address.addressLocality = line2;
  }
  return address;
}

// --- GTIN ----------------------------------------------------------------------------------------

/** The EAN-13 (GTIN-13) when `value` is 13 digits with a valid check digit; otherwise null. */
export function gtin13(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{13}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(digits[12]) ? digits : null;
}

// --- Delivery rates ------------------------------------------------------------------------------

/** A delivery method anyone can choose (no pick-up, login or product restriction), with VAT. */
export interface PublicDeliveryRate {
  name: string;
  priceWithTax: number;
  /** Order value with VAT (haléře) from which / up to which the method is offered; null: no limit. */
  priceFrom: number | null;
  priceTo: number | null;
}

/**
 * Which shipping methods count as the shop's delivery rates for search engines: delivered (not a
 * personal pick-up), offered to anonymous shoppers, not limited to certain products and not only
 * for heavy orders. Weight and size limits stay out: one piece of any product fits them.
 */
export function isPublicDeliveryMethod(method: {
  personalPickup: boolean;
  rule: MethodRule;
}): boolean {
  const { rule } = method;
  return !method.personalPickup && !rule.registeredUsers && !(rule.productSkus && rule.productSkus.length > 0) && !rule.minWeight;
}

/** The delivery rates that apply to an order of one product at `priceWithTax` (haléře), cheapest first. */
export function deliveryRatesFor(rates: readonly PublicDeliveryRate[], priceWithTax: number): PublicDeliveryRate[] {
  return rates
    .filter((r) => (r.priceFrom === null || priceWithTax >= r.priceFrom) && (r.priceTo === null || priceWithTax <= r.priceTo))
    .sort((a, b) => a.priceWithTax - b.priceWithTax);
}
