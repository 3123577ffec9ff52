// Withdrawal from a distance contract ("Odstoupení od smlouvy", § 1829 OZ; the withdrawal
// function of EU Directive 2023/2673): who may withdraw, until when, what is left to withdraw,
// and the refund and credit-note lines of the chosen quantities. Pure: the server decides with
// it, the storefront explains with it.
//
// - Consumers only: an order whose invoice or order contact carries an IČO is a company order.
// - 14 calendar days (Europe/Prague) from the delivery date, or from the day the order was
//   placed while no delivery date is known; the last day counts whole.
// - Goods lines ('item') are chosen with a quantity up to what earlier withdrawals left; their
//   additional services ('subjectIndirect', the lines right after an item) follow their item.
// - The money of a line is its commercial amount after the coupon discount (with VAT for B2C
//   prices, without for B2B), shared by units so that successive partial withdrawals add up to
//   the line exactly: k units of n carry round(total × k / n), and a withdrawal of q after p
//   already withdrawn is share(p + q) − share(p).
// - The withdrawal that leaves no goods also returns shipping, payment, gifts and the petty-cash
//   rounding: withdrawing everything refunds exactly what was paid.
// - The credit note's VAT is the shop's one rounding rule (vatRecapitulation) over negative lines.

import { WITHDRAWAL_DAYS } from './constants.js';
import { shopDate } from './czech.js';
import type { PricesType } from './enums.js';
import { shareOf, sumMoney, vatRecapitulation, type VatBreakdown } from './money.js';


/** The public withdrawal page (footer, order e-mail, order detail). */
export const WITHDRAWAL_PATH = '/odstoupeni-od-smlouvy';

export const WITHDRAWAL_REFUSALS = [
  'ORDER_NOT_FOUND',
  'COMPANY_ORDER',
  'NOT_A_PURCHASE',
  'PERIOD_OVER',
  'NOTHING_LEFT',
  'ORDER_CANCELLED',
  'NOTHING_CHOSEN',
  'UNKNOWN_LINE',
  'QUANTITY_TOO_HIGH',
] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

/** The Czech refusals. ORDER_NOT_FOUND is the same for an unknown number and a wrong e-mail. */
export function withdrawalMessage(code: WithdrawalRefusal, detail: { deadline?: string; text?: string; left?: number } = {}): string {
  switch (code) {
    case 'ORDER_NOT_FOUND':
      return 'Objednávku s tímto číslem a e-mailem jsme nenašli. Zkontrolujte prosím číslo objednávky a e-mail, se kterým jste objednávali.';
    case 'COMPANY_ORDER':
      return 'Od objednávky na firmu (s IČO) nelze odstoupit tímto formulářem; právo odstoupit do 14 dnů mají spotřebitelé. Napište nám prosím.';
    case 'NOT_A_PURCHASE':
      return 'Poptávka není kupní smlouva, není od čeho odstoupit.';
    case 'PERIOD_OVER':
      return `Lhůta 14 dnů pro odstoupení od smlouvy uplynula${detail.deadline ? ` (${czechDate(detail.deadline)})` : ''}. Pro reklamaci použijte formulář Reklamace.`;
    case 'NOTHING_LEFT':
      return 'Od všech položek této objednávky jste už odstoupili.';
    case 'ORDER_CANCELLED':
      return 'Objednávka byla zrušena, není od čeho odstoupit. Pokud jste ji zaplatili, peníze vám vrátíme.';
    case 'NOTHING_CHOSEN':
      return 'Vyberte prosím alespoň jednu položku a její množství.';
    case 'UNKNOWN_LINE':
      return 'Vybraná položka v objednávce není nebo od ní odstoupit nelze.';
    case 'QUANTITY_TOO_HIGH':
      return `U položky „${detail.text ?? ''}“ lze odstoupit nejvýše od ${detail.left ?? 0} jednotek (kolik ještě zbývá).`;
  }
}

/** "2026-07-03" → "3. 7. 2026". */
export function czechDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
}

/** The last day (YYYY-MM-DD, Prague) a withdrawal is accepted: 14 calendar days after delivery, else after placement. */
export function withdrawalDeadline(placedAt: Date, deliveredAt: Date | null): string {
  const start = shopDate(deliveredAt ?? placedAt);
  const date = new Date(`${start}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + WITHDRAWAL_DAYS);
  return date.toISOString().slice(0, 10);
}

/** True while `now` falls on or before the deadline in Prague. */
export function withinWithdrawalPeriod(deadline: string, now: Date): boolean {
  return shopDate(now) <= deadline;
}

/** A company order: the invoice or order contact carries an IČO. */
export function isCompanyOrder(contacts: readonly ({ companyRegNo?: string | null } | null | undefined)[]): boolean {
  return contacts.some((c) => (c?.companyRegNo ?? '').trim() !== '');
}

/** One stored order line, as order_items keep it (amounts before the coupon discount, haléře). */
export interface WithdrawalOrderLine {
  position: number;
  /** item, subjectIndirect, gift, shipping or payment. */
  kind: string;
  sku: string;
  text: string;
  quantity: number;
  vatRate: number;
  amount: number;
  amountWithTax: number;
  discountAmount: number;
  discountAmountWithTax: number;
}

/** A chosen or recorded quantity of an item line (by its position in the order). */
export interface WithdrawnQuantity {
  position: number;
  quantity: number;
}

export interface WithdrawableLine {
  position: number;
  sku: string;
  text: string;
  quantity: number;
  withdrawn: number;
  left: number;
}

/** Goods lines with what earlier withdrawals took and what is left. */
export function withdrawableLines(lines: readonly WithdrawalOrderLine[], previously: readonly WithdrawnQuantity[]): WithdrawableLine[] {
  return lines
    .filter((l) => l.kind === 'item')
    .map((l) => {
      const withdrawn = previously.filter((p) => p.position === l.position).reduce((s, p) => s + p.quantity, 0);
      return { position: l.position, sku: l.sku, text: l.text, quantity: l.quantity, withdrawn, left: Math.max(0, l.quantity - withdrawn) };
    });
}

export type WithdrawalEligibility =
  | { eligible: true; deadline: string }
  | { eligible: false; deadline: string; refusal: 'COMPANY_ORDER' | 'NOT_A_PURCHASE' | 'ORDER_CANCELLED' | 'PERIOD_OVER' | 'NOTHING_LEFT' };

/** Whether the order may be withdrawn from now (the first refusal that applies otherwise). */
export function withdrawalEligibility(order: {
  destiny: string;
  companyOrder: boolean;
  placedAt: Date;
  deliveredAt: Date | null;
  lines: readonly WithdrawableLine[];
  now: Date;
  /** Cancelled by the shop (issue 16): its credit note already took back every line. */
  cancelled?: boolean;
}): WithdrawalEligibility {
  const deadline = withdrawalDeadline(order.placedAt, order.deliveredAt);
  if (order.companyOrder) return { eligible: false, deadline, refusal: 'COMPANY_ORDER' };
  if (order.destiny === 'inquiry') return { eligible: false, deadline, refusal: 'NOT_A_PURCHASE' };
  if (order.cancelled) return { eligible: false, deadline, refusal: 'ORDER_CANCELLED' };
  if (!withinWithdrawalPeriod(deadline, order.now)) return { eligible: false, deadline, refusal: 'PERIOD_OVER' };
  if (!order.lines.some((l) => l.left > 0)) return { eligible: false, deadline, refusal: 'NOTHING_LEFT' };
  return { eligible: true, deadline };
}

/** A line of the withdrawal (and of its credit note): amounts negative, settled by the VAT recapitulation. */
export interface CreditLine {
  position: number;
  kind: string;
  sku: string;
  text: string;
  quantity: number;
  vatRate: number;
  amount: number;
  vatAmount: number;
  amountWithTax: number;
}

export interface WithdrawalSettlement {
  /** Goods with their services; with `completes`, also gifts, shipping and payment. */
  lines: CreditLine[];
  /** Per VAT rate, negative (highest rate first). */
  vatRecap: VatBreakdown[];
  amount: number;
  vatAmount: number;
  amountWithTax: number;
  /** The order's petty-cash rounding given back with the last goods (negated), else 0. */
  rounding: number;
  /** What the shop pays back (positive): −(amountWithTax + rounding). */
  refund: number;
  /** True when no goods are left after this withdrawal. */
  completes: boolean;
}

export type WithdrawalChoiceResult = { ok: true; settlement: WithdrawalSettlement } | { ok: false; refusal: 'NOTHING_CHOSEN' | 'UNKNOWN_LINE' | 'QUANTITY_TOO_HIGH'; text?: string; left?: number };

/**
 * The settlement of the chosen quantities (see the header): refused when nothing is chosen, a
 * position is not a goods line of the order, or a quantity is more than is left.
 */
export function settleWithdrawal(input: {
  lines: readonly WithdrawalOrderLine[];
  previously: readonly WithdrawnQuantity[];
  chosen: readonly WithdrawnQuantity[];
  pricesType: PricesType;
  orderRounding: number;
}): WithdrawalChoiceResult {
  const sorted = [...input.lines].sort((a, b) => a.position - b.position);
  const available = withdrawableLines(sorted, input.previously);
  const chosen = new Map<number, number>();
  for (const c of input.chosen) {
    if (!Number.isSafeInteger(c.quantity) || c.quantity < 0) return { ok: false, refusal: 'NOTHING_CHOSEN' };
    if (c.quantity === 0) continue;
    const line = available.find((l) => l.position === c.position);
    if (!line) return { ok: false, refusal: 'UNKNOWN_LINE' };
    const total = (chosen.get(c.position) ?? 0) + c.quantity;
    if (total > line.left) return { ok: false, refusal: 'QUANTITY_TOO_HIGH', text: line.text, left: line.left };
    chosen.set(c.position, total);
  }
  if (chosen.size === 0) return { ok: false, refusal: 'NOTHING_CHOSEN' };

  const net = (l: WithdrawalOrderLine) => l.amount - l.discountAmount;
  const gross = (l: WithdrawalOrderLine) => l.amountWithTax - l.discountAmountWithTax;
  const credited: { line: WithdrawalOrderLine; quantity: number; amount: number; amountWithTax: number }[] = [];
  const completes = available.every((l) => l.left === (chosen.get(l.position) ?? 0));
  let parent: { before: number; now: number; of: number } | null = null;
  for (const line of sorted) {
    if (line.kind === 'item') {
      const q = chosen.get(line.position) ?? 0;
      const item = available.find((l) => l.position === line.position);
      parent = item && q > 0 ? { before: item.withdrawn, now: q, of: line.quantity } : null;
    } else if (line.kind !== 'subjectIndirect') {
      parent = null;
    }
    const share = (value: number) => (parent ? shareOf(value, parent.before + parent.now, parent.of) - shareOf(value, parent.before, parent.of) : 0);
    if ((line.kind === 'item' || line.kind === 'subjectIndirect') && parent) {
      const quantity = line.quantity === parent.of ? parent.now : Math.max(1, Math.round((line.quantity * parent.now) / parent.of));
      credited.push({ line, quantity, amount: share(net(line)), amountWithTax: share(gross(line)) });
    } else if (completes && (line.kind === 'gift' || line.kind === 'shipping' || line.kind === 'payment')) {
      credited.push({ line, quantity: line.quantity, amount: net(line), amountWithTax: gross(line) });
    }
  }
  const recap = vatRecapitulation(
    credited.map((c) => ({ amount: -c.amount, amountWithTax: -c.amountWithTax, vatRate: c.line.vatRate })),
    input.pricesType,
  );
  const lines: CreditLine[] = credited.map((c, i) => {
    const settled = recap.lines[i] ?? { amount: 0, amountWithTax: 0, vatAmount: 0 };
    return {
      position: c.line.position,
      kind: c.line.kind,
      sku: c.line.sku,
      text: c.line.text,
      quantity: c.quantity,
      vatRate: c.line.vatRate,
      amount: settled.amount,
      vatAmount: settled.vatAmount,
      amountWithTax: settled.amountWithTax,
    };
  });
  const rounding = completes ? -input.orderRounding : 0;
  return {
    ok: true,
    settlement: {
      lines,
      vatRecap: recap.byRate,
      amount: recap.amount,
      vatAmount: recap.vatAmount,
      amountWithTax: recap.amountWithTax,
      rounding,
      refund: -sumMoney([recap.amountWithTax, rounding]),
      completes,
    },
  };
}

/** Credit note numbers: their own gapless yearly series, e.g. OD2026000007 (opravný daňový doklad). */
export function formatCreditNoteNumber(year: number, sequence: number): string {
  return `OD${year}${String(sequence).padStart(6, '0')}`;
}

/** The state a recorded withdrawal is in; the back office moves it on (goods received, refunded). */
export const WITHDRAWAL_STATES = { received: 'Přijato – čekáme na vrácení zboží', refunded: 'Peníze vráceny' } as const;
export type WithdrawalState = keyof typeof WITHDRAWAL_STATES;

export function withdrawalStateText(state: string): string {
  return state === 'received' || state === 'refunded' ? WITHDRAWAL_STATES[state] : state;
}
