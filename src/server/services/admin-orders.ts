// Orders in the back office (issue 16): the filtered list (offset paging with a total, newest
// first with the id as tie-breaker), its CSV export, the detail, staff notes, and the state
// transitions of src/domain/order-state.ts. A transition runs under the order's row lock with its
// audit row; cancelling also returns stock, reverses the order's loyalty points through the
// ledger and, for an invoiced order, issues a credit note for what was not withdrawn yet. The
// customer's e-mail is queued in the transition's transaction (services/order-state-mail.ts, one call per transition).

import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/client.js';
import { auditLog, creditNotes, invoices, orderItems, orderNotes, orders, payments, products, withdrawals, type CreditLineData } from '../db/schema.js';
import {
  ORDER_STATE_TEXTS,
  checkOrderTransition,
  contactName,
  isOrderState,
  nextOrderStates,
  normalizeContact,
  orderStateText,
  orderTransitionMessage,
  parsePricesType,
  shopDate,
  pragueDayBounds,
  settleWithdrawal,
  trackingUrl,
  withdrawableLines,
  type OrderState,
  type OrderTransitionInput,
} from '../../domain/index.js';
import type { Services } from './index.js';
import { refundableAmount } from './admin-refund.js';
import { writeAudit, type StaffActor, type StaffError } from './staff.js';
import { issueCreditNote } from './credit-notes.js';
import { reverseOrderPoints } from './accounts-loyalty.js';
import { domainLines, previouslyWithdrawn } from './withdrawals.js';
import { queueOrderStateMail } from './order-state-mail.js';
import { containsPattern } from './like-pattern.js';

type OrderRow = typeof orders.$inferSelect;

export type AdminOrderFilter = { state?: string | null; paymentStatus?: string | null; from?: string | null; to?: string | null; text?: string | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const ORDERS_PAGE_SIZE_MAX = 100;
export const ORDERS_CSV_MAX_ROWS = 10_000;

/** The filter as SQL; invalid dates and unknown states are refused with a Czech message. */
export function orderFilterConditions(filter: AdminOrderFilter | null | undefined): { ok: true; where: SQL | undefined } | { ok: false; errors: StaffError[] } {
  const f = filter ?? {};
  const conditions: SQL[] = [];
  const errors: StaffError[] = [];
  if (f.state) {
    if (isOrderState(f.state)) conditions.push(eq(orders.state, f.state));
    else errors.push({ code: 'INVALID_STATE', field: 'state', message: 'Neznámý stav objednávky.' });
  }
  if (f.paymentStatus) conditions.push(eq(orders.paymentStatus, f.paymentStatus.slice(0, 50)));
  for (const [field, value] of [['from', f.from], ['to', f.to]] as const) {
    if (!value) continue;
    if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T12:00:00Z`))) {
      errors.push({ code: 'INVALID_DATE', field, message: 'Datum zadejte ve tvaru RRRR-MM-DD.' });
      continue;
    }
    const bounds = pragueDayBounds(value);
    conditions.push(field === 'from' ? gte(orders.createdAt, bounds.start) : lt(orders.createdAt, bounds.end));
  }
  const text = f.text?.trim().slice(0, 100);
  if (text) {
    const pattern = containsPattern(text);
    const found = or(
      ilike(orders.number, pattern),
      ilike(orders.email, pattern),
      sql`(${orders.data}->'orderContact'->>'personName') ilike ${pattern}`,
      sql`(${orders.data}->'orderContact'->>'companyName') ilike ${pattern}`,
      sql`(${orders.data}->'invoiceContact'->>'personName') ilike ${pattern}`,
    );
    if (found) conditions.push(found);
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, where: conditions.length > 0 ? and(...conditions) : undefined };
}

function orderName(row: Pick<OrderRow, 'data'>): string {
  const contact = normalizeContact(row.data.orderContact);
  return contactName(contact) || contact.personName;
}

export type AdminOrderListItem = {
  id: string;
  number: string;
  createdAt: string;
  state: string;
  stateText: string;
  paymentStatus: string;
  name: string;
  email: string;
  totalToPay: number;
};

function listItem(row: OrderRow): AdminOrderListItem {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    stateText: orderStateText(row.state),
    paymentStatus: row.paymentStatus,
    name: orderName(row),
    email: row.email,
    totalToPay: row.totalToPay,
  };
}

export async function listOrders(
  db: Db,
  filter: AdminOrderFilter | null | undefined,
  paging: { page?: number | null; pageSize?: number | null },
): Promise<{ ok: true; items: AdminOrderListItem[]; page: number; pageSize: number; totalCount: number } | { ok: false; errors: StaffError[] }> {
  const condition = orderFilterConditions(filter);
  if (!condition.ok) return condition;
  const pageSize = Math.min(Math.max(Number.isInteger(paging.pageSize) ? (paging.pageSize ?? 20) : 20, 1), ORDERS_PAGE_SIZE_MAX);
  const page = Math.max(Number.isInteger(paging.page) ? (paging.page ?? 1) : 1, 1);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(condition.where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(condition.where),
  ]);
  return { ok: true, items: rows.map(listItem), page, pageSize, totalCount: Number(total?.n ?? 0) };
}

const CSV_COLUMNS = [
  ['number', 'Číslo objednávky'],
  ['createdAt', 'Vytvořeno'],
  ['state', 'Stav'],
  ['paymentStatus', 'Stav platby'],
  ['name', 'Zákazník'],
  ['email', 'E-mail'],
  ['shipping', 'Doprava'],
  ['payment', 'Platba'],
  ['total', 'Celkem (Kč)'],
  ['carrier', 'Dopravce'],
  ['trackingNumber', 'Číslo zásilky'],
] as const;

const PRAGUE_TIME = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'short', timeStyle: 'short' });

/** The filtered orders as CSV for Excel: UTF-8 with BOM, semicolons, Czech headers and decimal commas. */
export async function ordersCsv(db: Db, filter: AdminOrderFilter | null | undefined): Promise<{ ok: true; csv: string } | { ok: false; errors: StaffError[] }> {
  const condition = orderFilterConditions(filter);
  if (!condition.ok) return condition;
  const rows = await db.select().from(orders).where(condition.where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(ORDERS_CSV_MAX_ROWS);
  const records = rows.map((row) => ({
    number: row.number,
    createdAt: PRAGUE_TIME.format(row.createdAt),
    state: orderStateText(row.state),
    paymentStatus: row.paymentStatus,
    name: orderName(row),
    email: row.email,
    shipping: row.shippingName,
    payment: row.paymentName,
    total: (row.totalToPay / 100).toFixed(2).replace('.', ','),
    carrier: row.carrier ?? '',
    trackingNumber: row.trackingNumber ?? '',
  }));
  const csv = stringify(records, {
    bom: true,
    delimiter: ';',
    header: true,
    record_delimiter: 'windows',
    columns: CSV_COLUMNS.map(([key, header]) => ({ key, header })),
  });
  return { ok: true, csv };
}

// --- Detail ------------------------------------------------------------------------------------

type ContactView = { name: string; lines: string[]; email: string; phone: string };

function contactView(record: Record<string, string> | null): ContactView | null {
  if (!record) return null;
  const c = normalizeContact(record);
  const lines = [c.contactType !== 'person' && c.personName ? c.personName : '', c.street, `${c.postalCode} ${c.city}`.trim(), c.country, c.companyRegNo ? `IČO: ${c.companyRegNo}` : '', c.companyTaxNo ? `DIČ: ${c.companyTaxNo}` : ''];
  return { name: contactName(c) || c.personName, lines: lines.filter((l) => l.trim() !== ''), email: c.emailAddress, phone: c.phoneNumber };
}

export type AdminOrderView = Awaited<ReturnType<typeof adminOrder>>;

export async function adminOrder(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const [items, paid, [invoice], notes, history, credit] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)),
    db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, id)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, id)).orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
    db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, id))).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(100),
    db.select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.orderId, id)).orderBy(asc(creditNotes.createdAt)),
  ]);
  const empty: ContactView = { name: '', lines: [], email: '', phone: '' };
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    stateText: orderStateText(row.state),
    nextStates: nextOrderStates({ state: row.state, personalPickup: row.data.personalPickup }),
    paymentStatus: row.paymentStatus,
    destiny: row.destiny,
    email: row.email,
    registeredCustomer: row.customerId !== null,
    personalPickup: row.data.personalPickup,
    shippingName: row.shippingName,
    paymentName: row.paymentName,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
    cancelReason: row.cancelReason,
    totalToPay: row.totalToPay,
    items: items.map((i) => ({ kind: i.kind, sku: i.sku, text: i.text, quantity: i.quantity, unitPriceWithTax: i.unitPriceWithTax, totalWithTax: i.amountWithTax - i.discountAmountWithTax })),
    orderContact: contactView(row.data.orderContact) ?? empty,
    invoiceContact: contactView(row.data.invoiceContact) ?? empty,
    deliveryContact: row.data.personalPickup ? null : contactView(row.data.deliveryContact),
    customerNotes: row.data.notes,
    payments: paid.map((p) => ({ id: p.id, provider: p.provider, amount: p.amount, status: p.status, createdAt: p.createdAt.toISOString(), refundable: refundableAmount(p) })),
    invoiceNumber: invoice?.number ?? null,
    creditNoteNumbers: credit.map((c) => c.number),
    notes: notes.map((n) => ({ id: String(n.id), staffName: n.staffName, text: n.text, createdAt: n.createdAt.toISOString() })),
    history: history.map((h) => ({
      id: String(h.id),
      at: h.at.toISOString(),
      staffEmail: h.staffEmail,
      action: h.action,
      entity: h.entity,
      entityId: h.entityId,
      before: h.before === null ? null : JSON.stringify(h.before),
      after: h.after === null ? null : JSON.stringify(h.after),
    })),
  };
}

// --- Transitions -------------------------------------------------------------------------------

/** What the audit log keeps of an order's state. */
function stateSnapshot(row: Pick<OrderRow, 'state' | 'carrier' | 'trackingNumber' | 'cancelReason'>) {
  return { state: row.state, carrier: row.carrier, trackingNumber: row.trackingNumber, cancelReason: row.cancelReason };
}

/** Puts the ordered pieces of goods not withdrawn back on stock (cartons as pieces), products in sku order. */
async function returnStock(tx: Db, items: readonly (typeof orderItems.$inferSelect)[], withdrawn: Map<number, number>): Promise<Record<string, number>> {
  const goods = items.filter((i) => i.kind === 'item' && i.productSku);
  const skus = [...new Set(goods.map((i) => i.productSku ?? ''))];
  if (skus.length === 0) return {};
  const rows = await tx.select({ sku: products.sku, piecesPerCarton: products.piecesPerCarton }).from(products).where(inArray(products.sku, skus));
  const pieces = new Map<string, number>();
  for (const item of goods) {
    const sku = item.productSku ?? '';
    const perUnit = item.packType === 'carton' ? (rows.find((r) => r.sku === sku)?.piecesPerCarton ?? 1) : 1;
    const left = Math.max(0, item.quantity - (withdrawn.get(item.position) ?? 0));
    pieces.set(sku, (pieces.get(sku) ?? 0) + left * perUnit);
  }
  const returned: Record<string, number> = {};
  for (const sku of [...pieces.keys()].sort()) {
    const quantity = pieces.get(sku) ?? 0;
    if (quantity <= 0) continue;
    await tx.update(products).set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}` }).where(eq(products.sku, sku));
    returned[sku] = quantity;
  }
  return returned;
}

/** The credit note of a cancelled invoiced order: every line not yet withdrawn. */
async function creditCancelledOrder(tx: Db, order: OrderRow, items: readonly (typeof orderItems.$inferSelect)[], done: readonly (typeof withdrawals.$inferSelect)[], at: Date) {
  const lines = domainLines(items);
  const previously = previouslyWithdrawn(done);
  const chosen = withdrawableLines(lines, previously).filter((l) => l.left > 0).map((l) => ({ position: l.position, quantity: l.left }));
  if (chosen.length === 0) return null;
  const settled = settleWithdrawal({ lines, previously, chosen, pricesType: parsePricesType(order.pricesType), orderRounding: order.rounding });
  if (!settled.ok) return null;
  const creditLines: CreditLineData[] = settled.settlement.lines.map((l) => ({ ...l, packType: items.find((i) => i.position === l.position)?.packType ?? null }));
  return issueCreditNote(tx, { withdrawalId: `cancel:${order.id}`, orderId: order.id, lines: creditLines, settlement: settled.settlement, issuedAt: at });
}

export type TransitionOutcome = { ok: true; warnings: string[] } | { ok: false; errors: StaffError[] };

export async function transitionOrder(services: Services, actor: StaffActor, orderId: string, input: OrderTransitionInput, now: Date = new Date()): Promise<TransitionOutcome> {
  const { db } = services.database;
  const result = await db.transaction(async (tx): Promise<{ ok: false; errors: StaffError[] } | { ok: true; before: OrderRow; after: OrderRow; warnings: string[] }> => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) return { ok: false, errors: [{ code: 'ORDER_NOT_FOUND', field: 'orderId', message: 'Objednávka nebyla nalezena.' }] };
    const checked = checkOrderTransition({ state: row.state, personalPickup: row.data.personalPickup }, input);
    if (!checked.ok) return { ok: false, errors: [{ code: checked.refusal, field: checked.field, message: orderTransitionMessage(checked.refusal, { from: row.state, to: input.to }) }] };
    const extra: Record<string, unknown> = {};
    if (checked.to === 'cancelled') {
      const [items, done] = await Promise.all([
        tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
        tx.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)),
      ]);
      const withdrawn = new Map<number, number>();
      for (const w of previouslyWithdrawn(done)) withdrawn.set(w.position, (withdrawn.get(w.position) ?? 0) + w.quantity);
      extra.stockReturned = await returnStock(tx, items, withdrawn);
      extra.pointsReversed = await reverseOrderPoints(tx, { orderId, eventKey: `order:${orderId}:cancelled`, note: 'objednávka zrušena' });
      extra.creditNote = (await creditCancelledOrder(tx, row, items, done, now))?.number ?? null;
    }
    const [after] = await tx
      .update(orders)
      .set({
        state: checked.to,
        stateChangedAt: now,
        ...(checked.to === 'sent' ? { carrier: checked.carrier, trackingNumber: checked.trackingNumber } : {}),
        ...(checked.to === 'delivered' ? { deliveredAt: now } : {}),
        ...(checked.to === 'cancelled' ? { cancelReason: checked.reason } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning();
    if (!after) throw new Error('unreachable: the order row is locked');
    await writeAudit(tx, actor, { action: `order.${checked.to}`, entity: 'order', entityId: orderId, before: stateSnapshot(row), after: { ...stateSnapshot(after), ...extra } }, now);
    const warnings = await queueOrderStateMail(services, tx, after, checked.to);
    return { ok: true, before: row, after, warnings };
  });
  if (!result.ok) return result;
  services.outbox.wake();
  return { ok: true, warnings: result.warnings };
}

export const ORDER_NOTE_MAX = 2000;

export async function addOrderNote(db: Db, actor: StaffActor, orderId: string, text: string): Promise<StaffError[]> {
  const note = text.trim();
  if (note === '') return [{ code: 'NOTE_EMPTY', field: 'text', message: 'Napište text poznámky.' }];
  if (note.length > ORDER_NOTE_MAX) return [{ code: 'NOTE_TOO_LONG', field: 'text', message: `Poznámka je příliš dlouhá (nejvýše ${ORDER_NOTE_MAX} znaků).` }];
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!row) return [{ code: 'ORDER_NOT_FOUND', field: 'orderId', message: 'Objednávka nebyla nalezena.' }];
    const [inserted] = await tx.insert(orderNotes).values({ orderId, staffId: actor.id, staffName: actor.name, text: note }).returning({ id: orderNotes.id });
    await writeAudit(tx, actor, { action: 'order.note', entity: 'order', entityId: orderId, before: null, after: { noteId: inserted?.id ?? null, text: note } });
    return [];
  });
}

// --- Dashboard ---------------------------------------------------------------------------------

export const LOW_STOCK_THRESHOLD = 5;
const WAITING: readonly OrderState[] = ['new', 'processing', 'ready-for-pickup'];

export async function dashboard(db: Db, now: Date = new Date()) {
  const today = shopDate(now);
  const { start, end } = pragueDayBounds(today);
  const [[todays], waiting, [openWithdrawals], low] = await Promise.all([
    db
      .select({ n: count(), revenue: sql<string | null>`coalesce(sum(${orders.totalToPay}), 0)` })
      .from(orders)
      .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end), sql`${orders.state} <> 'cancelled'`)),
    db.select({ state: orders.state, n: count() }).from(orders).where(inArray(orders.state, [...WAITING])).groupBy(orders.state),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.state, 'received')),
    db
      .select({ sku: products.sku, name: products.name, quantity: products.stockQuantity, state: products.stockState })
      .from(products)
      .where(and(sql`${products.stockQuantity} <= ${LOW_STOCK_THRESHOLD}`, or(eq(products.stockOnly, true), eq(products.stockState, 'stock'))))
      .orderBy(asc(products.stockQuantity), asc(products.sku))
      .limit(20),
  ]);
  return {
    today,
    ordersToday: Number(todays?.n ?? 0),
    revenueToday: Number(todays?.revenue ?? 0),
    waiting: WAITING.map((state) => ({ state, stateText: ORDER_STATE_TEXTS[state], count: Number(waiting.find((w) => w.state === state)?.n ?? 0) })),
    openWithdrawals: Number(openWithdrawals?.n ?? 0),
    low: low.map((p) => ({ sku: p.sku, name: p.name, quantity: p.quantity, state: p.state ?? '' })),
  };
}

