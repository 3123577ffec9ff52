// Withdrawal from the contract ("Odstoupit od smlouvy", issue 15): what an order offers
// (eligibility, lines, past withdrawals) and recording a withdrawal. The rules are the domain's
// (src/domain/withdrawal.ts); this reads the order, locks it, stores the withdrawal and its credit
// note in one transaction and sends the acknowledgement and the shop's notice after the commit
// (a failed e-mail is logged, the withdrawal stands: its date and time are on the order).
//
// Who may call is settled before (services/ownership.ts): the order's reader (readableOrderId)
// or a guest with the order number and its e-mail (guestOrderId).

import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { creditNotes, orderItems, orders, withdrawals, type CreditLineData } from '../db/schema.js';
import type { MutationError, OrderWithdrawal, Withdrawal } from '../../generated/server.js';
import {
  formatDateTime,
  isCompanyOrder,
  packQuantity,
  parsePackType,
  parsePricesType,
  settleWithdrawal,
  withdrawableLines,
  withdrawalEligibility,
  withdrawalMessage,
  withdrawalStateText,
  WITHDRAWAL_PATH,
  type WithdrawalOrderLine,
  type WithdrawalRefusal,
  type WithdrawnQuantity,
} from '../../domain/index.js';
import { queueMail } from './mail-outbox.js';
import { getMailSettings } from './content.js';
import { issueCreditNote } from './credit-notes.js';
import { supplierParty } from './invoices.js';
import type { Services } from './index.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export function withdrawalError(code: WithdrawalRefusal, detail?: Parameters<typeof withdrawalMessage>[1]): MutationError {
  return { __typename: 'MutationError', code, message: withdrawalMessage(code, detail), sku: null };
}

export function domainLines(items: readonly ItemRow[]): WithdrawalOrderLine[] {
  return items.map((i) => ({
    position: i.position,
    kind: i.kind,
    sku: i.sku,
    text: i.text,
    quantity: i.quantity,
    vatRate: i.vatRate,
    amount: i.amount,
    amountWithTax: i.amountWithTax,
    discountAmount: i.discountAmount,
    discountAmountWithTax: i.discountAmountWithTax,
  }));
}

/** Goods quantities already withdrawn, per item position. */
export function previouslyWithdrawn(rows: readonly (typeof withdrawals.$inferSelect)[]): WithdrawnQuantity[] {
  return rows.flatMap((w) => w.lines.filter((l) => l.kind === 'item').map((l) => ({ position: l.position, quantity: l.quantity })));
}

function toWithdrawal(row: typeof withdrawals.$inferSelect, creditNoteNumber: string | null): Withdrawal {
  return {
    __typename: 'Withdrawal',
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    stateText: withdrawalStateText(row.state),
    refundAmount: row.refundAmount,
    creditNoteNumber,
    lines: row.lines.map((l) => ({
      __typename: 'WithdrawalLine',
      kind: l.kind,
      sku: l.sku,
      text: l.text,
      quantity: l.quantity,
      quantityText: packQuantity(parsePackType(l.packType), l.quantity),
      amountWithTax: l.amountWithTax,
    })),
  };
}

async function readOrder(db: Db, orderId: string, lock: boolean) {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) return null;
  const [items, done, notes] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
    db.select().from(withdrawals).where(eq(withdrawals.orderId, orderId)).orderBy(asc(withdrawals.createdAt)),
    db.select({ withdrawalId: creditNotes.withdrawalId, number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.orderId, orderId)),
  ]);
  return { order, items, done, notes };
}

function view(order: OrderRow, items: readonly ItemRow[], done: readonly (typeof withdrawals.$inferSelect)[], notes: readonly { withdrawalId: string; number: string }[], now: Date): OrderWithdrawal {
  const lines = withdrawableLines(domainLines(items), previouslyWithdrawn(done));
  const eligibility = withdrawalEligibility({
    destiny: order.destiny,
    companyOrder: isCompanyOrder([order.data.invoiceContact, order.data.orderContact]),
    placedAt: order.createdAt,
    // The back office records deliveries (issue 16): the 14 days run from delivery, else from placement.
    deliveredAt: order.deliveredAt,
    lines,
    now,
    cancelled: order.state === 'cancelled',
  });
  return {
    __typename: 'OrderWithdrawal',
    orderNumber: order.number,
    orderCreatedAt: order.createdAt.toISOString(),
    eligible: eligibility.eligible,
    refusal: eligibility.eligible ? null : eligibility.refusal,
    message: eligibility.eligible ? null : withdrawalMessage(eligibility.refusal, { deadline: eligibility.deadline }),
    deadline: eligibility.deadline,
    lines: lines.map((l) => {
      const item = items.find((i) => i.position === l.position);
      return { __typename: 'WithdrawalOrderLine', ...l, packType: parsePackType(item?.packType) };
    }),
    withdrawals: done.map((w) => toWithdrawal(w, notes.find((n) => n.withdrawalId === w.id)?.number ?? null)),
  };
}

/** What the order offers for a withdrawal, for a caller the ownership guard let through. */
export async function orderWithdrawal(db: Db, orderId: string, now: Date = new Date()): Promise<OrderWithdrawal | null> {
  const read = await readOrder(db, orderId, false);
  return read ? view(read.order, read.items, read.done, read.notes, now) : null;
}

export type WithdrawOutcome = { ok: true; withdrawal: OrderWithdrawal; created: Withdrawal } | { ok: false; errors: MutationError[]; withdrawal: OrderWithdrawal | null };

class Refused extends Error {
  constructor(readonly error: MutationError) {
    super('refused');
  }
}

/**
 * Records a withdrawal of the chosen goods quantities: under the order's row lock it checks
 * eligibility and the quantities against what earlier withdrawals left, settles the refund and
 * the credit-note lines (domain settleWithdrawal), stores the withdrawal and, for an invoiced
 * order, its credit note, and queues (mail outbox, same transaction) the acknowledgement to the
 * order's e-mail and the shop's notice.
 */
export async function withdraw(
  services: Services,
  orderId: string,
  input: { chosen: readonly WithdrawnQuantity[]; actor: 'customer' | 'guest' },
  log: { warn(obj: object, msg: string): void },
  now: Date = new Date(),
): Promise<WithdrawOutcome> {
  const { db } = services.database;
  let createdId: string;
  try {
    createdId = await db.transaction(async (tx) => {
      const read = await readOrder(tx, orderId, true);
      if (!read) throw new Refused(withdrawalError('ORDER_NOT_FOUND'));
      const { order, items, done, notes } = read;
      const offer = view(order, items, done, notes, now);
      if (!offer.eligible) throw new Refused(withdrawalError(offer.refusal as WithdrawalRefusal, { deadline: offer.deadline }));
      const settled = settleWithdrawal({
        lines: domainLines(items),
        previously: previouslyWithdrawn(done),
        chosen: input.chosen,
        pricesType: parsePricesType(order.pricesType),
        orderRounding: order.rounding,
      });
      if (!settled.ok) throw new Refused(withdrawalError(settled.refusal, { text: settled.text, left: settled.left }));
      const lines: CreditLineData[] = settled.settlement.lines.map((l) => ({ ...l, packType: items.find((i) => i.position === l.position)?.packType ?? null }));
      const id = randomUUID();
      await tx.insert(withdrawals).values({ id, orderId, actor: input.actor, email: order.email, lines, refundAmount: settled.settlement.refund, createdAt: now });
      await issueCreditNote(tx, { withdrawalId: id, orderId, lines, settlement: settled.settlement, issuedAt: now });
      const recorded = (await orderWithdrawal(tx, orderId, now))?.withdrawals.find((w) => w.id === id);
      if (!recorded) throw new Error(`withdrawal ${id} not readable in its transaction`);
      await queueWithdrawalMails(services, tx, orderId, recorded, log);
      return id;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { ok: false, errors: [error.error], withdrawal: await orderWithdrawal(db, orderId, now) };
  }
  const after = await orderWithdrawal(db, orderId, now);
  const created = after?.withdrawals.find((w) => w.id === createdId);
  if (!after || !created) throw new Error(`withdrawal ${createdId} vanished`);
  services.outbox.wake();
  return { ok: true, withdrawal: after, created };
}

/** The acknowledgement and the shop's notice, queued through `tx`; one that cannot be queued is logged (the withdrawal stands). */
async function queueWithdrawalMails(services: Services, tx: Db, orderId: string, created: Withdrawal, log: { warn(obj: object, msg: string): void }): Promise<void> {
  const [order] = await tx.select({ number: orders.number, email: orders.email, data: orders.data }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  // One after the other: a transaction is one connection.
  const shop = await getMailSettings(tx);
  const supplier = await supplierParty(tx);
  const from = supplier.noReplyEmail || shop.noReplyEmail || `no-reply@${new URL(services.config.publicUrl).hostname}`;
  const props = {
    orderNumber: order.number,
    receivedAt: formatDateTime(created.createdAt),
    items: created.lines.filter((l) => l.kind === 'item' || l.kind === 'subjectIndirect').map((l) => ({ name: l.text, quantityText: l.quantityText })),
    refundAmount: created.refundAmount,
    creditNoteNumber: created.creditNoteNumber ?? null,
    customerName: order.data.orderContact.personName ?? '',
    customerEmail: order.email,
    formUrl: new URL(WITHDRAWAL_PATH, `${services.config.publicUrl}/`).toString(),
  };
  const mails = [
    { to: order.email, from, replyTo: shop.email || undefined, type: 'withdrawalReceived' as const, props },
    ...(shop.email ? [{ to: shop.email, from, replyTo: order.email, type: 'withdrawalNotice' as const, props }] : []),
  ];
  if (!shop.email) log.warn({ order: order.number }, 'withdrawal: the shop settings have no e-mail for the notice');
  for (const mail of mails) {
    const queued = await queueMail(tx, services.outbox, mail);
    if (!queued.ok) log.warn({ err: queued.error, order: order.number }, 'withdrawal e-mail could not be queued');
  }
}
