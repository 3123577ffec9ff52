// Product rules: purchasability, quantity settings, pack types, extended warranty.

import type { ExtendedWarrantyCode, PackConversion, PackType } from './enums.js';
import { percentOf } from './money.js';

/** Taxonomies under this prefix hold virtual products (services, gifts) that cannot be bought alone. */
export const VIRTUAL_TAXONOMY_PREFIX = '/virtual/';

/**
 * Whether a product is shown on its own: services and other /virtual/ products (zar01, mont01…)
 * are sold only with a product, so they have no product page and appear in no listing, search,
 * comparison or recently viewed list (a warranty priced as a percentage would read "0 Kč" there).
 */
export function isPublicProduct(product: { taxonomies: readonly string[] }): boolean {
  return !product.taxonomies.some(isVirtualTaxonomy);
}

/** A taxonomy path under /virtual/: it holds services and has no public listing. */
export function isVirtualTaxonomy(path: string): boolean {
  return path.startsWith(VIRTUAL_TAXONOMY_PREFIX);
}

/** What isPurchasable and notPurchasableReasons read of a product. */
export interface PurchasableFacts {
  taxonomies: readonly string[];
  price: number;
  priceWithTax: number;
  onSale: boolean;
  soldOut: boolean;
  /**
   * The stock state (StockInfo.state), null when the product has no stock record. Required, so
   * no caller can forget it: a product shown as "Prodej byl ukončen" or "Momentálně nedostupné"
   * (state sold-out) is not purchasable even when its soldOut flag is false.
   */
  stockState: string | null;
}

/**
 * Section 5: no /virtual/ taxonomy, both prices above 0, on sale, not sold out — where "sold
 * out" is the soldOut flag or the stock state sold-out (what the page shows as "Prodej byl
 * ukončen" / "Momentálně nedostupné", see stockAvailability). The product page, the listing's
 * add buttons and every server path that adds to a cart ask this one rule.
 */
export function isPurchasable(product: PurchasableFacts): boolean {
  return notPurchasableReasons(product).length === 0;
}

export type QuantityRounding = 'up' | 'down' | 'nearest';

export interface QuantitySettings {
  default: number;
  min: number;
  max: number;
  step: number;
  rounding: QuantityRounding;
}

export const QUANTITY_DEFAULTS: Readonly<QuantitySettings> = {
  default: 1,
  min: 1,
  max: 100_000,
  step: 1,
  rounding: 'up',
};

// Float steps (0.1, 0.25 …) produce values like 2.9999999999; results are snapped to this grid.
const EPSILON = 1e-9;
const DECIMALS = 10;

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * Completes partial or broken settings so normalisation always has a valid grid: a missing or
 * non-finite value takes the default, a step ≤ 0 becomes 1, a max below min becomes min, an
 * unknown rounding becomes 'up'.
 */
export function resolveQuantitySettings(settings: Partial<QuantitySettings> = {}): QuantitySettings {
  const min = finiteOr(settings.min, QUANTITY_DEFAULTS.min);
  const max = Math.max(min, finiteOr(settings.max, QUANTITY_DEFAULTS.max));
  const rawStep = finiteOr(settings.step, QUANTITY_DEFAULTS.step);
  const step = rawStep > 0 ? rawStep : QUANTITY_DEFAULTS.step;
  const rounding: QuantityRounding =
    settings.rounding === 'down' || settings.rounding === 'nearest' ? settings.rounding : 'up';
  return { default: finiteOr(settings.default, min), min, max, step, rounding };
}

function snap(value: number): number {
  return Number(value.toFixed(DECIMALS));
}

/**
 * Turns any typed quantity into a valid one: a non-number (or NaN/∞) gives the default; then
 * clamp to min/max; then round (up by default) to min + k·step, never above the largest such
 * value not above max. The default itself goes through clamp and rounding too.
 */
export function normalizeQuantity(
  value: number,
  settings?: Partial<{ default: number; min: number; max: number; step: number; rounding: 'up' | 'down' | 'nearest' }>,
): number {
  const s = resolveQuantitySettings(settings);
  const raw = typeof value === 'number' && Number.isFinite(value) ? value : s.default;
  const clamped = Math.min(Math.max(raw, s.min), s.max);
  const steps = (clamped - s.min) / s.step;
  const maxSteps = Math.floor((s.max - s.min) / s.step + EPSILON);
  let k: number;
  if (s.rounding === 'down') k = Math.floor(steps + EPSILON);
  else if (s.rounding === 'nearest') k = Math.floor(steps + 0.5 + EPSILON);
  else k = Math.ceil(steps - EPSILON);
  return snap(s.min + Math.min(k, maxSteps) * s.step);
}

/**
 * Parses what a shopper typed into a quantity box ("3", " 2,5 ") into a number for
 * normalizeQuantity; anything unreadable is NaN (which normalizes to the default).
 */
export function parseQuantityInput(text: string): number {
  const cleaned = text.replace(/\s+/g, '').replace(',', '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The quantity a quantity box commits on blur or Enter: what was typed, normalised; a box left
 * empty or unreadable keeps the previous quantity (a cleared field is not a silent "1").
 */
export function committedQuantity(text: string, previous: number, settings?: Parameters<typeof normalizeQuantity>[1]): number {
  const typed = parseQuantityInput(text);
  return Number.isNaN(typed) ? previous : normalizeQuantity(typed, settings);
}

export const CARTON_SUFFIX = '-carton';

/** The carton variant of a piece sku; a carton sku is returned unchanged. */
export function cartonSku(sku: string): string {
  return sku.endsWith(CARTON_SUFFIX) ? sku : `${sku}${CARTON_SUFFIX}`;
}

/** The piece sku behind a carton sku; any other sku is returned unchanged. */
export function parentSku(sku: string): string {
  return sku.endsWith(CARTON_SUFFIX) ? sku.slice(0, -CARTON_SUFFIX.length) : sku;
}

/**
 * Pack type of a sku. Without `productSku` the suffix decides. With it, the sku must be that
 * product's own sku (pcs) or its carton sku (carton); anything else is unknown ('na'). An empty
 * sku (or a bare "-carton") is always 'na'.
 */
export function packTypeOfSku(sku: string | null | undefined, productSku?: string): PackType | 'na' {
  if (typeof sku !== 'string' || sku.trim() === '' || parentSku(sku) === '') return 'na';
  if (productSku !== undefined) {
    if (sku === productSku) return 'pcs';
    if (sku === cartonSku(productSku)) return 'carton';
    return 'na';
  }
  return sku.endsWith(CARTON_SUFFIX) ? 'carton' : 'pcs';
}

/**
 * Converts a quantity between pieces and cartons. The result is exact (pcsToCarton may be a
 * fraction, e.g. stock of 120 pcs at 50 per carton is 2.4 cartons); callers floor it for stock
 * bands or pass it through normalizeQuantity for cart quantities.
 */
export function convertPack(quantity: number, direction: PackConversion, piecesPerCarton: number): number {
  if (!Number.isFinite(piecesPerCarton) || piecesPerCarton <= 0) {
    throw new RangeError(`piecesPerCarton must be a positive number, got ${piecesPerCarton}`);
  }
  return direction === 'cartonToPcs' ? quantity * piecesPerCarton : quantity / piecesPerCarton;
}

/** Price of a percentage-priced service (extended warranty), rounded to a whole haléř. */
export function warrantyPrice(productPriceHaler: number, percent: number): number {
  return percentOf(productPriceHaler, percent);
}

/**
 * The product parameter carrying the percentage for an extended warranty. Canonical code is
 * 'warranty_zar01_percent'; the bare service code ('zar01') is accepted too. Codes match
 * case-insensitively.
 */
export function warrantyParameterCodes(serviceCode: ExtendedWarrantyCode): string[] {
  return [`warranty_${serviceCode}_percent`, serviceCode];
}

/**
 * The warranty percentage from product parameters, or null when the parameter is missing or
 * not a non-negative number. Text values may use a decimal comma and a % sign ("7,5 %").
 */
export function extendedWarrantyPercent(
  parameters: { code: string; value: string | number }[],
  serviceCode: 'zar01' | 'zar02',
): number | null {
  const codes = warrantyParameterCodes(serviceCode);
  const parameter = parameters.find((p) => codes.includes(p.code.trim().toLowerCase()));
  if (!parameter) return null;
  const value =
    typeof parameter.value === 'number'
      ? parameter.value
      : parseQuantityInput(parameter.value.replace('%', ''));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** Extended warranty price from the product price and parameters, or null when not offered. */
export function extendedWarrantyPrice(
  productPriceHaler: number,
  parameters: { code: string; value: string | number }[],
  serviceCode: 'zar01' | 'zar02',
): number | null {
  const percent = extendedWarrantyPercent(parameters, serviceCode);
  return percent === null ? null : warrantyPrice(productPriceHaler, percent);
}

// --- Why a product cannot be bought -------------------------------------------------------

export type NotPurchasableReason = 'virtual' | 'not-on-sale' | 'sold-out' | 'no-price';

/** What the product page says instead of the add-to-cart button, one sentence per reason. */
export const NOT_PURCHASABLE_TEXTS: Readonly<Record<NotPurchasableReason, string>> = {
  virtual: 'Tento produkt nelze koupit samostatně.',
  'not-on-sale': 'Tento produkt už neprodáváme.',
  'sold-out': 'Produkt je vyprodaný, momentálně jej nelze objednat.',
  'no-price': 'Produkt zatím nemá cenu, zeptejte se nás na ni.',
};

/**
 * The reasons isPurchasable says no, most telling first (a virtual product need not also say it
 * has no price); empty exactly when isPurchasable is true.
 */
export function notPurchasableReasons(product: PurchasableFacts): NotPurchasableReason[] {
  const reasons: NotPurchasableReason[] = [];
  if (!isPublicProduct(product)) reasons.push('virtual');
  if (!product.onSale) reasons.push('not-on-sale');
  if (product.soldOut || product.stockState === 'sold-out') reasons.push('sold-out');
  if (!(product.price > 0 && product.priceWithTax > 0)) reasons.push('no-price');
  return reasons;
}

// --- Pack switch (pieces / cartons) ---------------------------------------------------------

/**
 * The quantity rules of a pack type: pieces follow the product's own settings; cartons are
 * whole cartons under the shop defaults (the product's step and minimum are piece counts).
 */
export function packQuantitySettings(pieceSettings: Partial<QuantitySettings> | undefined, packType: PackType): QuantitySettings {
  return packType === 'carton' ? { ...QUANTITY_DEFAULTS } : resolveQuantitySettings(pieceSettings);
}

/**
 * The quantity after the shopper switches pack type: converted with convertPack and normalized
 * for the new pack, rounding up (5 pcs at 10 per carton → 1 carton; 2 cartons → 20 pcs, then
 * up to the piece step). Without a valid carton size the quantity just normalizes.
 */
export function switchPackQuantity(
  quantity: number,
  from: PackType,
  to: PackType,
  pieceSettings: Partial<QuantitySettings> | undefined,
  piecesPerCarton: number | null | undefined,
): number {
  const target = packQuantitySettings(pieceSettings, to);
  if (from === to || !piecesPerCarton || !(piecesPerCarton > 0)) return normalizeQuantity(quantity, target);
  const converted = convertPack(quantity, from === 'pcs' ? 'pcsToCarton' : 'cartonToPcs', piecesPerCarton);
  return normalizeQuantity(converted, { ...target, rounding: 'up' });
}
