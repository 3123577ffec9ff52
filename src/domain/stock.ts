// Stock availability display (spec section 4). The texts here are the only copy in the repo.

import { STOCK_BANDS } from './constants.js';
import type { PackType, StockState } from './enums.js';

export const STOCK_TEXTS = {
  soldOut: 'Prodej byl ukončen',
  unavailable: 'Momentálně nedostupné',
  supplier: 'Skladem u dodavatele',
  ordered: 'Brzy bude naskladněno',
  expected: 'Očekáváme',
  inStock: 'Skladem',
  unitPcs: 'ks',
  unitCarton: 'karton',
} as const;

export type StockColor = 'green' | 'red';

export interface StockInfo {
  state: string;
  quantity: number;
  note?: string | null;
  timing?: string | null;
}

export interface StockAvailability {
  state: StockState;
  text: string;
  color: StockColor;
  note: string | null;
}

const [LOW, MID, HIGH, TOP] = STOCK_BANDS;

/** Quantities that are not a number, or negative, count as nothing in stock. */
function sane(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
}

/**
 * The band shown for a quantity: below 3 the floored value (at least 1), 3–5 "3-5",
 * above 5 up to 10 "5-10", above 10 below 50 "10+", 50 and more "50+".
 */
export function stockBand(quantity: number): string {
  const q = sane(quantity);
  if (q < LOW) return String(Math.max(1, Math.floor(q)));
  if (q <= MID) return `${LOW}-${MID}`;
  if (q <= HIGH) return `${MID}-${HIGH}`;
  if (q < TOP) return `${HIGH}+`;
  return `${TOP}+`;
}

function supplier(note: string | null | undefined): StockAvailability {
  const trimmed = note?.trim();
  return {
    state: 'to-order',
    text: trimmed ? `${STOCK_TEXTS.supplier} (${trimmed})` : STOCK_TEXTS.supplier,
    color: 'green',
    note: null,
  };
}

/**
 * What the shopper sees about availability. `quantity` is already in the pack unit.
 *
 * Choices where the spec is open: the "Skladem N" note (N floored) belongs to the in-stock
 * state only — on other states a stock count would contradict the text; an on-way product
 * without timing shows just "Očekáváme"; a state this function does not know is shown as
 * supplier stock (section 4), unlike parseStockState which makes it sold-out (section 3).
 */
export function stockAvailability(
  product: {
    onSale: boolean;
    stock?: { state: string; quantity: number; note?: string | null; timing?: string | null } | null;
  },
  packType: PackType = 'pcs',
): StockAvailability {
  if (!product.onSale) {
    return { state: 'sold-out', text: STOCK_TEXTS.soldOut, color: 'red', note: null };
  }
  const stock = product.stock;
  if (!stock) return supplier(null);
  switch (stock.state) {
    case 'stock': {
      const unit = packType === 'carton' ? STOCK_TEXTS.unitCarton : STOCK_TEXTS.unitPcs;
      const q = sane(stock.quantity);
      return {
        state: 'stock',
        text: `${STOCK_TEXTS.inStock} ${stockBand(q)} ${unit}`,
        color: 'green',
        note: q >= LOW ? `${STOCK_TEXTS.inStock} ${Math.floor(q)}` : null,
      };
    }
    case 'on-way': {
      const timing = stock.timing?.trim();
      return {
        state: 'on-way',
        text: timing ? `${STOCK_TEXTS.expected} ${timing}` : STOCK_TEXTS.expected,
        color: 'red',
        note: null,
      };
    }
    case 'ordered':
      return { state: 'ordered', text: STOCK_TEXTS.ordered, color: 'green', note: null };
    case 'sold-out':
      return {
        state: 'sold-out',
        text: stock.note?.trim() === STOCK_TEXTS.unavailable ? STOCK_TEXTS.unavailable : STOCK_TEXTS.soldOut,
        color: 'red',
        note: null,
      };
    default:
      // 'to-order' and any state this code does not know: supplier stock.
      return supplier(stock.note);
  }
}
