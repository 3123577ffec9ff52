// Complaints (/reklamace): stored, then confirmed by e-mail to the customer and to the shop.
// A failed e-mail never loses the complaint: it is stored first and the failure is logged.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ComplaintData } from '../../domain/validation.js';
import type { Db } from '../db/client.js';
import { complaints } from '../db/schema.js';
import { sendTemplate, type Mailer } from '../mail/index.js';

export type ComplaintResult = { ok: true; complaintNumber: string };

/** "R2026-000042": year and the row id, unique and short enough to read out on the phone. */
export function complaintNumber(id: number, at: Date): string {
  return `R${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

export async function createComplaint(
  db: Db,
  mailer: Mailer,
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
    return value;
  });

  const props = {
    orderNumber: input.orderNumber,
    product: input.productSku || '—',
    description: input.description,
    contactName: input.name,
  };
  const recipients = [
    { to: input.email, replyTo: shop.email || undefined },
    { to: shop.email, replyTo: input.email },
  ].filter((r) => r.to);
  const results = await Promise.allSettled(
    recipients.map((r) => sendTemplate(mailer, { to: r.to, from: shop.noReplyEmail, replyTo: r.replyTo, type: 'complaint', props })),
  );
  for (const result of results) {
    if (result.status === 'rejected') log.warn({ err: result.reason, complaint: number }, 'complaint e-mail failed');
  }
  return { ok: true, complaintNumber: number };
}
