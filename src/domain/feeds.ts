// Product feeds for comparison sites (issue 15, item 6): how the shop's availability, delivery and
// prices read in Heureka's and Zboží.cz's SHOP/SHOPITEM feeds and in Google Merchant's RSS feed.
// Which products a feed lists is isPurchasable (src/domain/product.ts): no services, nothing sold out.

import { kcDecimal } from './money.js';
import { shopDate } from './czech.js';
import { expectedDay, stockAsOf, stockAvailability, type StockInfo } from './stock.js';
import { methodEligibility, type MethodRule } from './eligibility.js';

/**
 * Working days until dispatch the feeds announce where the shop gives no date: supplier stock
 * ("Skladem u dodavatele") and stock that is ordered but has no date ("Brzy bude naskladněno").
 */
export const FEED_DELIVERY_DAYS = { supplier: 7, ordered: 14 } as const;

/** Google Merchant's availability values. */
export type GoogleAvailability = 'in_stock' | 'out_of_stock' | 'preorder' | 'backorder';

export interface FeedAvailability {
  /**
   * Heureka's and Zboží.cz's DELIVERY_DATE: 0 in stock, otherwise the days until dispatch, or
   * the expected day "yyyy-mm-dd" when the shop knows it.
   */
  deliveryDate: string;
  /** Google's availability: in stock, or back-ordered (it can be ordered now and ships later). */
  google: GoogleAvailability;
  /** Google's availability_date (ISO 8601) for a back-ordered product, else null. */
  googleAvailabilityDate: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "yyyy-mm-dd" → Google's ISO 8601 date-time at noon UTC (the same calendar day in Prague). */
function googleDate(day: string): string {
  return `${day}T12:00:00Z`;
}

/**
 * A purchasable product's availability as the feeds say it, from the same stock states the
 * product page shows (stockAvailability, read as of `now` with stockAsOf). Null for a product
 * the shop cannot sell (not on sale, sold out): feeds leave it out.
 */
export function feedAvailability(product: { onSale: boolean; stock: StockInfo | null }, now: Date): FeedAvailability | null {
  const stock = product.stock ? stockAsOf(product.stock, now) : null;
  const shown = stockAvailability({ onSale: product.onSale, stock });
  const later = (days: number, day: string | null = null): FeedAvailability => {
    const date = day ?? shopDate(new Date(now.getTime() + days * DAY_MS));
    return { deliveryDate: day ?? String(days), google: 'backorder', googleAvailabilityDate: googleDate(date) };
  };
  switch (shown.state) {
    case 'stock':
      return { deliveryDate: '0', google: 'in_stock', googleAvailabilityDate: null };
    case 'on-way': {
      const day = expectedDay(stock?.timing);
      return day ? later(0, day) : later(FEED_DELIVERY_DAYS.ordered);
    }
    case 'ordered':
      return later(FEED_DELIVERY_DAYS.ordered);
    case 'to-order':
      return later(FEED_DELIVERY_DAYS.supplier);
    default:
      return null;
  }
}

/** Google's price: "123.45 CZK" (haléře as koruny with two decimals and the ISO currency). */
export function googlePrice(haler: number): string {
  return `${kcDecimal(haler)} CZK`;
}

/** Heureka's and Zboží.cz's PRICE_VAT and DELIVERY_PRICE: koruny with up to two decimals ("1234.5" → "1234.50", "99"). */
export function feedPrice(haler: number): string {
  const text = kcDecimal(haler);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/**
 * The carriers Heureka and Zboží.cz know (their DELIVERY_ID lists), by the shop's parcel service.
 * Methods without one (pickup in a showroom, own delivery for registered customers, pallets, the
 * technician) are not announced.
 */
export const FEED_CARRIERS: Readonly<Record<string, string>> = {
  ppl: 'PPL',
  dpd: 'DPD',
  zasilkovna: 'ZASILKOVNA',
  'ceska-posta': 'CESKA_POSTA',
};

export interface FeedShippingMethod {
  parcelService: string | null;
  rule: MethodRule;
  /** Price with VAT in haléře. */
  priceWithTax: number;
  /** Price with VAT of the cheapest cash-on-delivery payment with this method, null when none. */
  codSurchargeWithTax: number | null;
}

export interface FeedDelivery {
  id: string;
  /** With VAT, haléře. */
  price: number;
  /** With cash on delivery, haléře; null when the carrier takes no cash on delivery. */
  priceCod: number | null;
}

/**
 * The DELIVERY entries of one product: every carrier a one-piece order of it may go with (the
 * methods' rules as the checkout applies them, to a visitor who is not logged in), at the cheapest
 * eligible method of that carrier.
 */
export function feedDeliveries(
  product: { sku: string; weightG: number; volumeMl: number; maxDimensionMm: number; priceWithTax: number },
  methods: readonly FeedShippingMethod[],
): FeedDelivery[] {
  const cart = { weight: product.weightG, volume: product.volumeMl, maxProductDimension: product.maxDimensionMm, skus: [product.sku], total: product.priceWithTax };
  const best = new Map<string, FeedDelivery>();
  for (const method of methods) {
    const id = method.parcelService ? FEED_CARRIERS[method.parcelService] : undefined;
    if (!id || !methodEligibility(method.rule, cart, { loggedIn: false }).eligible) continue;
    const entry: FeedDelivery = {
      id,
      price: method.priceWithTax,
      priceCod: method.codSurchargeWithTax === null ? null : method.priceWithTax + method.codSurchargeWithTax,
    };
    const kept = best.get(id);
    if (!kept || entry.price < kept.price) best.set(id, entry);
  }
  return [...best.values()];
}

/** CATEGORYTEXT: the category path's names joined with " | " (Heureka's and Zboží.cz's separator). */
export function categoryText(names: readonly string[]): string {
  return names.map((n) => n.trim()).filter((n) => n !== '').join(' | ');
}
