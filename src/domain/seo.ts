// Rules for search engines (issue 15, items 7 and 8): head titles and descriptions, the schema.org
// availability of an offer, GTIN checks and which delivery rates apply to a product (places:
// seo-places.ts). Pure: the storefront's structured data and head tags call them.

import { formatParameterValue } from './czech.js';
import { normalizeGtin } from './ean.js';
import type { MethodRule } from './eligibility.js';
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

// --- GTIN ----------------------------------------------------------------------------------------

/**
 * The schema.org property and value of a product's GTIN ("gtin8", "gtin12", "gtin13" or "gtin14",
 * by its length): null without a code or when its check digit is wrong (ean.ts is the rule).
 */
export function schemaOrgGtin(code: string | null | undefined): { property: `gtin${8 | 12 | 13 | 14}`; value: string } | null {
  const value = code ? normalizeGtin(code) : null;
  if (!value) return null;
  return { property: `gtin${value.length as 8 | 12 | 13 | 14}`, value };
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
