// Cart rules used by the server's cart service: unit prices with quantity tiers, the subject
// limit, and the Czech texts of refused cart changes.

import { CART_SUBJECTS_LIMIT, CART_UPDATE_BATCH_LIMIT } from './constants.js';
import { czechPlural } from './czech.js';
import type { PackType } from './enums.js';
import { priceWithTax } from './money.js';
import { NOT_PURCHASABLE_TEXTS, type NotPurchasableReason } from './product.js';

/** Refusal of a cart update with more changes than CART_UPDATE_BATCH_LIMIT (nothing is changed). */
export const CART_UPDATE_BATCH_TOO_LONG = `Najednou lze změnit nejvýše ${CART_UPDATE_BATCH_LIMIT} položek košíku.`;

/** A quantity price: from `minQuantity` units of `packType` on, one unit costs this. */
export interface PriceTier {
  packType: PackType;
  minQuantity: number;
  price: number;
  /** When missing, computed from `price` and the product's VAT rate. */
  priceWithTax?: number | null;
}

export interface UnitPrice {
  price: number;
  priceWithTax: number;
}

/** The tier `quantity` units of `packType` get: the same pack type's highest minQuantity not above quantity. */
export function applicableTier<T extends { packType: string; minQuantity: number }>(
  tiers: readonly T[] | null | undefined,
  packType: PackType,
  quantity: number,
): T | undefined {
  let best: T | undefined;
  for (const tier of tiers ?? []) {
    if (tier.packType !== packType || tier.minQuantity > quantity) continue;
    if (!best || tier.minQuantity > best.minQuantity) best = tier;
  }
  return best;
}

/**
 * The unit price of one unit of `packType` when `quantity` units are bought. The tier of the
 * same pack type with the highest minQuantity not above quantity wins. Without a tier a piece
 * costs the base price and a carton costs piecesPerCarton pieces (net and gross each
 * multiplied, so the carton price matches what the shopper can compute from the piece price).
 * Tiers never cross pack types: piece tiers do not apply to cartons.
 */
export function unitPriceFor(
  base: { price: number; priceWithTax?: number | null },
  vatRate: number,
  packType: PackType,
  quantity: number,
  tiers?: readonly PriceTier[] | null,
  piecesPerCarton?: number | null,
): UnitPrice {
  const gross = (net: number, given: number | null | undefined): number =>
    given === null || given === undefined ? priceWithTax(net, vatRate) : given;
  const best = applicableTier(tiers, packType, quantity);
  if (best) return { price: best.price, priceWithTax: gross(best.price, best.priceWithTax) };
  const unitGross = gross(base.price, base.priceWithTax);
  if (packType !== 'carton') return { price: base.price, priceWithTax: unitGross };
  const pieces = piecesPerCarton && piecesPerCarton > 0 ? piecesPerCarton : 1;
  return { price: base.price * pieces, priceWithTax: unitGross * pieces };
}

/** True when a cart with `subjectCount` primary subjects is over the limit of 100. */
export function exceedsCartLimit(subjectCount: number): boolean {
  return subjectCount > CART_SUBJECTS_LIMIT;
}

export const CART_ERROR_CODES = [
  'UNKNOWN_SKU',
  'INVALID_QUANTITY',
  'NOT_PURCHASABLE',
  'NO_CARTON',
  'OUT_OF_STOCK',
  'CART_LIMIT',
  'SERVICE_NOT_OFFERED',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

/** Texts for cart failures as a whole (spec section 8). */
export const CART_TOASTS = {
  updateFailed: 'Chyba při změně obsahu košíku',
  resetFailed: 'Chyba při resetování košíku',
} as const;

const ITEM_FORMS: [string, string, string] = ['položku', 'položky', 'položek'];

/** The Czech text for one refused change of the cart (the spec leaves these texts open). */
export function cartErrorMessage(
  code: CartErrorCode,
  sku: string,
  detail: { available?: number; /** Why NOT_PURCHASABLE (the first of notPurchasableReasons). */ reason?: NotPurchasableReason } = {},
): string {
  switch (code) {
    case 'UNKNOWN_SKU':
      return `Produkt ${sku} neexistuje.`;
    case 'INVALID_QUANTITY':
      return `Neplatné množství u produktu ${sku}.`;
    case 'NOT_PURCHASABLE':
      return detail.reason ? `Produkt ${sku} nelze koupit. ${NOT_PURCHASABLE_TEXTS[detail.reason]}` : `Produkt ${sku} nelze koupit.`;
    case 'NO_CARTON':
      return `Produkt ${sku} nelze koupit po kartonech.`;
    case 'OUT_OF_STOCK':
      return detail.available === undefined
        ? `Produkt ${sku} není skladem v požadovaném množství.`
        : `Produktu ${sku} je skladem pouze ${detail.available} ks.`;
    case 'SERVICE_NOT_OFFERED':
      return `Službu ${sku} k této položce košíku nelze přidat.`;
    default:
      return `Košík může obsahovat nejvýše ${CART_SUBJECTS_LIMIT} ${czechPlural(CART_SUBJECTS_LIMIT, ITEM_FORMS)}.`;
  }
}

/**
 * The reasons of a refused batch, each sentence once: refusals with the same message (the cart
 * limit says the same for every line over it) become one entry naming all their products; a
 * message that names its own product stays as it is. Order follows the first occurrence.
 */
export function groupRefusals(
  refusals: readonly { sku?: string | null; message: string }[],
  nameOf: (sku: string) => string = (sku) => sku,
): string[] {
  const groups = new Map<string, string[]>();
  for (const r of refusals) {
    const skus = groups.get(r.message) ?? [];
    if (r.sku && !skus.includes(r.sku)) skus.push(r.sku);
    groups.set(r.message, skus);
  }
  return [...groups.entries()].map(([message, skus]) =>
    skus.length === 0 || (skus.length === 1 && message.includes(skus[0] ?? '')) ? message : `${message} (${skus.map(nameOf).join(', ')})`,
  );
}
