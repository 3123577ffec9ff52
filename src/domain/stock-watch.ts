// Stock watchdog "Hlídat dostupnost" (issue 16, item 5): which products may be watched, when a
// watch is fulfilled, how long it lives and what its states are called. The server (subscribe,
// sweep) and the client (the control, the profile list) ask these rules; nobody else decides.
// No zod here: the client's first chunk imports this module (src/client/domain.ts).

import { QUANTITY_DEFAULTS, isPurchasable, type PurchasableFacts } from './product.js';
import { stockAsOf, stockAvailability, type StockInfo } from './stock.js';

/** A watch nobody's wish came true for ends after this many days (about six months). */
export const STOCK_WATCH_LIFETIME_DAYS = 183;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a watch made at `createdAt` expires. */
export function stockWatchExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + STOCK_WATCH_LIFETIME_DAYS * DAY_MS);
}

/** What the watchdog reads of a product: its purchasability facts and its stock record. */
export type StockWatchProduct = PurchasableFacts & { stock: StockInfo | null };

/**
 * Whether "Hlídat dostupnost" is offered: the shopper sees no "Skladem" — the availability
 * (stockAvailability as of now) is sold-out, to-order, on-way or ordered. An in-stock product is
 * not watched: it can be bought now.
 */
export function canWatchStock(availabilityState: string): boolean {
  return availabilityState !== 'stock';
}

/** canWatchStock for a product record (the server's check of a subscription). */
export function isWatchable(product: { onSale: boolean; stock: StockInfo | null }, now: Date): boolean {
  const stock = product.stock ? stockAsOf(product.stock, now) : null;
  return canWatchStock(stockAvailability({ onSale: product.onSale, stock }).state);
}

/**
 * Whether a watch is fulfilled: the product can be bought (isPurchasable), the shopper would see
 * "Skladem" (stockAvailability), and the stock holds the quantity asked for (1 without one).
 */
export function stockReturned(product: StockWatchProduct, quantity: number | null, now: Date): boolean {
  if (!isPurchasable(product)) return false;
  const stock = product.stock ? stockAsOf(product.stock, now) : null;
  const availability = stockAvailability({ onSale: product.onSale, stock });
  return availability.state === 'stock' && (stock?.quantity ?? 0) >= (quantity ?? 1);
}

/** The largest quantity a watch may ask for: the shop's quantity maximum. */
export const STOCK_WATCH_MAX_QUANTITY = QUANTITY_DEFAULTS.max;

export const STOCK_WATCH_STATES = ['active', 'notified', 'cancelled', 'expired'] as const;
export type StockWatchState = (typeof STOCK_WATCH_STATES)[number];

/** A watch's state from its timestamps: notified or cancelled wins over the expiry. */
export function stockWatchState(watch: { notifiedAt: Date | null; cancelledAt: Date | null; expiresAt: Date }, now: Date): StockWatchState {
  if (watch.notifiedAt) return 'notified';
  if (watch.cancelledAt) return 'cancelled';
  if (watch.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Every Czech text of the watchdog: the control, its refusals, the profile list, the cancel page. */
export const STOCK_WATCH_TEXTS = {
  action: 'Hlídat dostupnost',
  intro: 'Jakmile bude produkt znovu skladem, pošleme vám jeden e-mail.',
  email: 'E-mail',
  quantity: 'Množství (nepovinné)',
  quantityHint: 'Upozorníme vás, až bude skladem alespoň tolik kusů.',
  lifetime: `Hlídání platí ${STOCK_WATCH_LIFETIME_DAYS} dní (přibližně půl roku), pak samo skončí.`,
  submit: 'Hlídat',
  subscribed: 'Hotovo. Až bude produkt skladem, dáme vám vědět e-mailem.',
  failed: 'Hlídání se nepodařilo nastavit. Zkuste to prosím znovu.',
  inStock: 'Produkt je skladem, můžete ho koupit hned.',
  unknownProduct: 'Produkt neexistuje.',
  notFound: 'Hlídání nebylo nalezeno.',
  invalidLink: 'Odkaz pro zrušení hlídání je neplatný nebo vypršel.',
  profileTitle: 'Hlídání dostupnosti',
  profileIntro: `Upozorníme vás jedním e-mailem, až bude produkt znovu skladem. Hlídání platí ${STOCK_WATCH_LIFETIME_DAYS} dní.`,
  empty: 'Nehlídáte žádný produkt. Hlídání nastavíte na stránce produktu, který není skladem.',
  product: 'Produkt',
  since: 'Od',
  until: 'Platí do',
  quantityColumn: 'Množství',
  anyQuantity: 'jakékoli',
  state: 'Stav',
  cancel: 'Zrušit hlídání',
  cancelled: 'Hlídání jsme zrušili.',
  cancelFailed: 'Hlídání se nepodařilo zrušit. Zkuste to prosím znovu.',
  cancelPageTitle: 'Zrušení hlídání dostupnosti',
  cancelPageQuestion: 'Chcete zrušit všechna hlídání dostupnosti pro adresu, na kterou přišel e-mail?',
  cancelAll: 'Zrušit všechna hlídání',
  cancelPageDone: 'Hlídání dostupnosti pro adresu {email} jsme zrušili.',
  cancelPageNone: 'Pro adresu {email} už žádné hlídání neběží.',
  mailCancelLink: 'Nechcete už dostávat upozornění? Zrušit všechna hlídání dostupnosti pro tuto adresu',
  states: {
    active: 'Hlídá se',
    notified: 'Odesláno upozornění',
    cancelled: 'Zrušeno',
    expired: 'Vypršelo',
  } satisfies Record<StockWatchState, string>,
} as const;

/** Where a visitor's e-mail link cancels their watches. */
export const STOCK_WATCH_CANCEL_PATH = '/hlidani-dostupnosti/zrusit';
