// Complaints (/reklamace): stored, and in the same transaction e-mailed to the shop and confirmed
// to the customer through the mail outbox. An e-mail that cannot be queued never loses the
// complaint: it is undone alone (savepoint) and logged.
//
// Not a mail relay (issue 11): the order number must have the shop's format (complaintSchema),
// the subject holds only fixed text and that validated number, the visitor's text is defanged
// (UserText), and the confirmation goes to the given e-mail only when an order with that number
// was placed with that e-mail. Otherwise only the shop gets the complaint (marked unmatched) —
// the answer is the same either way, so the form does not tell which orders exist.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ComplaintData } from '../../domain/validation.js';
import type { Db } from '../db/client.js';
import { complaints, orders } from '../db/schema.js';
import { queueMail, type MailOutbox } from './mail-outbox.js';

export type ComplaintResult = { ok: true; complaintNumber: string };

/** "R2026-000042": year and the row id, unique and short enough to read out on the phone. */
export function complaintNumber(id: number, at: Date): string {
  return `R${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

export async function createComplaint(
  db: Db,
  outbox: MailOutbox,
  input: ComplaintData,
  shop: { email: string; noReplyEmail: string },
  log: { warn(obj: object, msg: string): void },
  now: Date = new Date(),
): Promise<ComplaintResult> {
  const number = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complaints)
      .values({
        // Placeholder until the id is known; replaced in the same transaction.
        number: `pending-${randomUUID()}`,
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        orderNumber: input.orderNumber,
        productSku: input.productSku,
        description: input.description,
        agreedAt: now,
        createdAt: now,
      })
      .returning({ id: complaints.id });
    if (!row) throw new Error('complaint insert returned no row');
    const value = complaintNumber(row.id, now);
    await tx.update(complaints).set({ number: value }).where(eq(complaints.id, row.id));

    const email = input.email.toLowerCase();
    const [order] = await tx
      .select({ email: orders.email })
      .from(orders)
      .where(and(eq(orders.number, input.orderNumber), eq(sql`lower(${orders.email})`, email)))
      .limit(1);
    const props = {
      orderNumber: input.orderNumber,
      product: input.productSku || '—',
      description: input.description,
      contactName: input.name,
    };
    const recipients = [
      // To the address the order was placed with (the one just matched), not to what was typed.
      ...(order ? [{ to: order.email, replyTo: shop.email || undefined, props }] : []),
      {
        to: shop.email,
        replyTo: input.email,
        props: order ? props : { ...props, contactName: `${input.name} (objednávka s tímto e-mailem nenalezena, potvrzení zákazníkovi neodesláno)` },
      },
    ].filter((r) => r.to);
    for (const r of recipients) {
      const queued = await queueMail(tx, outbox, { to: r.to, from: shop.noReplyEmail, replyTo: r.replyTo, type: 'complaint', props: r.props });
      if (!queued.ok) log.warn({ err: queued.error, complaint: value }, 'complaint e-mail could not be queued');
    }
    return value;
  });
  outbox.wake();
  return { ok: true, complaintNumber: number };
}
