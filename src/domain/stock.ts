// Stock availability display (spec section 4). The texts here are the only copy in the repo.

import { STOCK_BANDS } from './constants.js';
import { shopDate } from './czech.js';
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

// --- Expected dates ----------------------------------------------------------------------------

/** A calendar day as "yyyy-mm-dd", which orders as text. */
type DayKey = string;

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The day an on-way timing names: "20. 11. 2026" (how the shop writes it) or "2026-11-20".
 * Null when the timing is free text ("do 14 dnů") or not a real date.
 */
export function expectedDay(timing: string | null | undefined): DayKey | null {
  const text = timing?.trim() ?? '';
  const czech = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = czech ? [czech[3], czech[2], czech[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${pad(Number(m))}-${pad(Number(d))}`;
}

/**
 * The stock record as the shopper may see it on `now`: an on-way product whose expected date
 * has passed (the delivery is late) is shown as ordered — "Brzy bude naskladněno" — instead of
 * promising a day that is already gone. Every other
 * record, and an on-way timing that is not a date, is returned unchanged; stockAvailability
 * keeps its contract and is simply given the record this rule returns.
 */
export function stockAsOf<T extends StockInfo>(stock: T, now: Date): T {
  if (stock.state !== 'on-way') return stock;
  const day = expectedDay(stock.timing);
  if (day === null || day >= shopDate(now)) return stock;
  return { ...stock, state: 'ordered', timing: null };
}

/**
 * The availability of whole cartons, or null when it would say nothing beyond the piece
 * availability shown next to it: outside the in-stock state both texts are the same ("Očekáváme
 * …" twice), and below one whole carton a band would claim "Skladem 1 karton" that is not there.
 */
export function cartonAvailability(
  product: { onSale: boolean; stock?: StockInfo | null },
  piecesPerCarton: number | null | undefined,
): StockAvailability | null {
  const stock = product.stock;
  if (!piecesPerCarton || piecesPerCarton <= 0 || !stock || !product.onSale || stock.state !== 'stock') return null;
  const cartons = Math.floor(sane(stock.quantity) / piecesPerCarton);
  if (cartons < 1) return null;
  return stockAvailability({ onSale: product.onSale, stock: { ...stock, quantity: cartons } }, 'carton');
}
