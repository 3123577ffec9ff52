// Price reductions under § 12a of the Czech Consumer Protection Act (the EU Omnibus rule): a
// discount is announced against the lowest price of the 30 days before the reduction, and that
// price is shown with it. The price history (a period per price) is the only evidence.

import { DEFAULT_CATALOGUE_HASH, taxonomyHash } from './urls.js';

export const LOWEST_PRICE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** One price of a product in one price group and the time it applied; validTo null: the current price. */
export interface PricePeriod {
  price: number;
  priceWithTax: number;
  validFrom: Date;
  validTo: Date | null;
}

export interface PricePoint {
  price: number;
  priceWithTax: number;
}

/**
 * The lowest price (by the price with VAT, the shelf price) that applied at any moment in the 30
 * days before the current price took effect; null when the history shows none there (a new
 * product, or a price older than its history). A period that ended the moment it began (two
 * changes in one transaction) was never shown and does not count.
 */
export function lowestPriorPrice(periods: readonly PricePeriod[]): PricePoint | null {
  const current = periods.find((p) => p.validTo === null);
  if (!current) return null;
  const since = current.validFrom.getTime();
  const windowStart = since - LOWEST_PRICE_WINDOW_DAYS * DAY_MS;
  let lowest: PricePoint | null = null;
  for (const p of periods) {
    if (p.validTo === null) continue;
    const from = p.validFrom.getTime();
    const to = Math.min(p.validTo.getTime(), since);
    if (to <= from || to <= windowStart) continue;
    if (!lowest || p.priceWithTax < lowest.priceWithTax) lowest = { price: p.price, priceWithTax: p.priceWithTax };
  }
  return lowest;
}

export interface PriceReduction {
  /** Whole percent, rounded half up (a 29.997 % cut reads −30 %; below 0.5 % there is no badge). */
  percent: number;
  /** The price the reduction is measured from (the lowest prior price), with and without VAT. */
  reference: PricePoint;
}

/**
 * The discount a product may announce ("−30 %", the struck-through price): only a reduction from
 * the lowest prior price, and only of at least 1 %. Null otherwise — no badge, no strike-through.
 */
export function priceReduction(currentWithTax: number, lowestPrior: PricePoint | null): PriceReduction | null {
  if (!lowestPrior || lowestPrior.priceWithTax <= 0 || lowestPrior.priceWithTax <= currentWithTax) return null;
  const percent = Math.round(((lowestPrior.priceWithTax - currentWithTax) * 100) / lowestPrior.priceWithTax);
  return percent >= 1 ? { percent, reference: lowestPrior } : null;
}

/** The badge text: "−30 %" (a real minus sign and a no-break space, as Czech typography has it). */
export function discountBadgeText(percent: number): string {
  return `−${percent}\u00a0%`;
}

/**
 * The preview listings made of the products that announce a discount: Výprodej from 25 %, Akce
 * from 1 to 24 %. A product belongs to one by the percent priceReduction gives its current price
 * in the visitor's price group (the badge's number, which also sorts SALE_ASC/SALE_DESC), never by
 * a stored link, so a price change moves it in or out at once (docs/api-catalogue.md).
 */
export interface SaleListing {
  path: string;
  minPercent: number;
  /** Inclusive; null: no upper bound. */
  maxPercent: number | null;
}

export const SALE_LISTINGS: readonly SaleListing[] = [
  { path: '/preview/vyprodej', minPercent: 25, maxPercent: null },
  { path: '/preview/akce', minPercent: 1, maxPercent: 24 },
];

const SALE_LISTING_BY_HASH = new Map(SALE_LISTINGS.map((l) => [taxonomyHash(l.path), l]));

/** The sale listing a taxonomy hash addresses, or null for a taxonomy listed by its own links. */
export function saleListingOf(hash: string): SaleListing | null {
  return SALE_LISTING_BY_HASH.get(hash) ?? null;
}

/** Sale listings draw from the whole catalogue (the root every catalogue product is linked to). */
export const SALE_LISTING_SOURCE_HASH = DEFAULT_CATALOGUE_HASH;

/** Whether an announced discount (0: none) puts a product into the listing. */
export function inSaleListing(listing: SaleListing, percent: number): boolean {
  return percent >= listing.minPercent && (listing.maxPercent === null || percent <= listing.maxPercent);
}
