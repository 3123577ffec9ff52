// The order's way through the back office (issue 16): one state machine, used by the server
// (every transition is checked here) and the /admin client (which buttons it offers). Texts are
// what the customer's profile and the back office show.
//
//   new → processing → sent (carrier + tracking number) → delivered
//                    ↘ ready-for-pickup (personal pickup) → delivered
//   new / processing / ready-for-pickup → cancelled (with a reason)
// `new` may skip `processing`. delivered and cancelled are final.

import { shopDate } from './czech.js';

export const ORDER_STATES = ['new', 'processing', 'sent', 'ready-for-pickup', 'delivered', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_TEXTS: Readonly<Record<OrderState, string>> = {
  new: 'Přijatá',
  processing: 'Vyřizuje se',
  sent: 'Odeslaná',
  'ready-for-pickup': 'Připravená k vyzvednutí',
  delivered: 'Doručená',
  cancelled: 'Zrušená',
};

export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

/** A stored state; an unknown one reads as `new` (nothing done yet). */
export function parseOrderState(value: string): OrderState {
  return isOrderState(value) ? value : 'new';
}

export function orderStateText(value: string): string {
  return ORDER_STATE_TEXTS[parseOrderState(value)];
}

const NEXT: Readonly<Record<OrderState, readonly OrderState[]>> = {
  new: ['processing', 'sent', 'ready-for-pickup', 'cancelled'],
  processing: ['sent', 'ready-for-pickup', 'cancelled'],
  sent: ['delivered'],
  'ready-for-pickup': ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** The states an order may move to next; sent only for delivery, ready-for-pickup only for personal pickup. */
export function nextOrderStates(order: { state: string; personalPickup: boolean }): OrderState[] {
  return NEXT[parseOrderState(order.state)].filter((s) => (s === 'sent' ? !order.personalPickup : s === 'ready-for-pickup' ? order.personalPickup : true));
}

export type OrderTransitionInput = {
  to: OrderState;
  carrier?: string | null;
  trackingNumber?: string | null;
  reason?: string | null;
};

export const ORDER_TRANSITION_REFUSALS = ['NOT_ALLOWED', 'CARRIER_REQUIRED', 'TRACKING_REQUIRED', 'REASON_REQUIRED', 'TOO_LONG'] as const;
export type OrderTransitionRefusal = (typeof ORDER_TRANSITION_REFUSALS)[number];

export function orderTransitionMessage(code: OrderTransitionRefusal, detail: { from?: string; to?: string } = {}): string {
  switch (code) {
    case 'NOT_ALLOWED':
      return `Objednávku ve stavu „${orderStateText(detail.from ?? 'new')}“ nelze převést do stavu „${orderStateText(detail.to ?? 'new')}“.`;
    case 'CARRIER_REQUIRED':
      return 'Vyplňte dopravce.';
    case 'TRACKING_REQUIRED':
      return 'Vyplňte číslo zásilky.';
    case 'REASON_REQUIRED':
      return 'Uveďte důvod zrušení.';
    case 'TOO_LONG':
      return 'Text je příliš dlouhý (nejvýše 500 znaků).';
  }
}

export type OrderTransition =
  | { ok: true; to: OrderState; carrier: string | null; trackingNumber: string | null; reason: string | null }
  | { ok: false; refusal: OrderTransitionRefusal; field: 'to' | 'carrier' | 'trackingNumber' | 'reason' };

const MAX_TEXT = 500;

/** Checks one transition and its data (trimmed); the caller applies it under the order's row lock. */
export function checkOrderTransition(order: { state: string; personalPickup: boolean }, input: OrderTransitionInput): OrderTransition {
  if (!nextOrderStates(order).includes(input.to)) return { ok: false, refusal: 'NOT_ALLOWED', field: 'to' };
  const carrier = input.carrier?.trim() ?? '';
  const trackingNumber = input.trackingNumber?.replace(/\s+/g, '') ?? '';
  const reason = input.reason?.trim() ?? '';
  if (carrier.length > MAX_TEXT) return { ok: false, refusal: 'TOO_LONG', field: 'carrier' };
  if (trackingNumber.length > MAX_TEXT) return { ok: false, refusal: 'TOO_LONG', field: 'trackingNumber' };
  if (reason.length > MAX_TEXT) return { ok: false, refusal: 'TOO_LONG', field: 'reason' };
  if (input.to === 'sent') {
    if (!carrier) return { ok: false, refusal: 'CARRIER_REQUIRED', field: 'carrier' };
    if (!trackingNumber) return { ok: false, refusal: 'TRACKING_REQUIRED', field: 'trackingNumber' };
  }
  if (input.to === 'cancelled' && !reason) return { ok: false, refusal: 'REASON_REQUIRED', field: 'reason' };
  return {
    ok: true,
    to: input.to,
    carrier: input.to === 'sent' ? carrier : null,
    trackingNumber: input.to === 'sent' ? trackingNumber : null,
    reason: input.to === 'cancelled' ? reason : null,
  };
}

/** Carriers the back office offers, with their public tracking pages. */
export const CARRIERS: readonly { name: string; trackingUrl: (n: string) => string }[] = [
  { name: 'PPL', trackingUrl: (n) => `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${encodeURIComponent(n)}` },
  { name: 'Zásilkovna', trackingUrl: (n) => `https://tracking.packeta.com/cs/?id=${encodeURIComponent(n)}` },
  { name: 'Česká pošta', trackingUrl: (n) => `https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=${encodeURIComponent(n)}` },
  { name: 'DPD', trackingUrl: (n) => `https://tracking.dpd.de/status/cs_CZ/parcel/${encodeURIComponent(n)}` },
  { name: 'GLS', trackingUrl: (n) => `https://gls-group.com/CZ/cs/sledovani-zasilek?match=${encodeURIComponent(n)}` },
];

/** The carrier's tracking page for a number, when the carrier is one the shop knows. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  if (!carrier || !trackingNumber) return null;
  const known = CARRIERS.find((c) => c.name.localeCompare(carrier.trim(), 'cs', { sensitivity: 'base' }) === 0);
  return known ? known.trackingUrl(trackingNumber) : null;
}

// --- Legal deadlines of the queues ------------------------------------------------------------

/** A withdrawal's money goes back within 14 days of receiving it (§ 1829 OZ). */
export const WITHDRAWAL_REFUND_DAYS = 14;
/** A complaint is settled within 30 days of its claim (§ 19 ZOS). */
export const COMPLAINT_SETTLE_DAYS = 30;

/** The last day (YYYY-MM-DD, Prague) `days` calendar days after `from`. */
export function deadlineAfter(from: Date, days: number): string {
  const date = new Date(`${shopDate(from)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days left until a deadline (negative: overdue), counted in Prague days. */
export function daysLeft(deadline: string, now: Date): number {
  const today = Date.parse(`${shopDate(now)}T12:00:00Z`);
  return Math.round((Date.parse(`${deadline}T12:00:00Z`) - today) / 86_400_000);
}

/** The UTC instants where a Prague day starts and the next one starts (for "today" on the dashboard). */
export function pragueDayBounds(day: string): { start: Date; end: Date } {
  const startOf = (d: string): Date => {
    // Prague is UTC+1 or UTC+2: try both offsets and keep the one that lands on local midnight.
    for (const offset of [1, 2]) {
      const candidate = new Date(Date.parse(`${d}T00:00:00Z`) - offset * 3_600_000);
      if (shopDate(candidate) === d && shopDate(new Date(candidate.getTime() - 1)) !== d) return candidate;
    }
    return new Date(Date.parse(`${d}T00:00:00Z`) - 3_600_000);
  };
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { start: startOf(day), end: startOf(next.toISOString().slice(0, 10)) };
}
