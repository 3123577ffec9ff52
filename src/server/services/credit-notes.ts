// Credit notes (opravný daňový doklad, § 45 ZDPH): issued inside the withdrawal's transaction
// when the withdrawn order has an invoice. Their own gapless yearly series, a reference to the
// corrected invoice, the withdrawal's negative lines and its VAT recapitulation (the domain's
// settleWithdrawal, the shop's one rounding rule). Served in the Invoice shape, so the profile's
// invoice page and PDF show them as they show invoices (`correctedInvoiceNumber` set).

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { creditNotes, invoices, orders, type CreditLineData } from '../db/schema.js';
import type { Invoice } from '../../generated/server.js';
import { CREDIT_NOTE_REASON, formatCreditNoteNumber, packBaseUnit, packOfBaseUnit, packQuantity, parsePackType, shareOf, shopDate, shopYear, type WithdrawalSettlement } from '../../domain/index.js';
import { nextInSeries, supplierParty } from './invoices.js';

/** Issues the credit note of a withdrawal when its order has an invoice; null otherwise. */
export async function issueCreditNote(
  tx: Db,
  input: { withdrawalId: string; orderId: string; lines: CreditLineData[]; settlement: WithdrawalSettlement; issuedAt: Date },
): Promise<{ id: string; number: string } | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, input.orderId));
  if (!invoice) return null;
  const year = shopYear(input.issuedAt);
  const number = formatCreditNoteNumber(year, await nextInSeries(tx, `credit-note-${year}`));
  const { noReplyEmail: _ignored, ...supplier } = await supplierParty(tx);
  const date = shopDate(input.issuedAt);
  const s = input.settlement;
  const id = randomUUID();
  await tx.insert(creditNotes).values({
    id,
    number,
    withdrawalId: input.withdrawalId,
    orderId: input.orderId,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    customerId: invoice.customerId,
    issueDate: date,
    // The taxable supply is corrected on the day the withdrawal is received (§ 42 odst. 2 ZDPH).
    taxPointDate: date,
    supplier,
    buyer: invoice.buyer,
    lines: input.lines,
    amount: s.amount,
    vatAmount: s.vatAmount,
    amountWithTax: s.amountWithTax,
    rounding: s.rounding,
    totalToPay: s.amountWithTax + s.rounding,
    vatRecap: s.vatRecap.map((r) => ({ rate: r.rate, base: r.base, vat: r.vat, total: r.total })),
    createdAt: input.issuedAt,
  });
  return { id, number };
}

/** A credit note in the Invoice shape (correctedInvoiceNumber set, no payment instructions). */
export async function loadCreditNote(db: Db, where: { number: string; customerId?: string }): Promise<Invoice | null> {
  const [row] = await db
    .select({ note: creditNotes, orderNumber: orders.number, paymentMethod: orders.paymentName })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(where.customerId === undefined ? eq(creditNotes.number, where.number) : and(eq(creditNotes.number, where.number), eq(creditNotes.customerId, where.customerId)));
  if (!row) return null;
  const n = row.note;
  return {
    __typename: 'Invoice',
    id: n.id,
    kind: 'creditNote',
    number: n.number,
    orderNumber: row.orderNumber,
    correctedInvoiceNumber: n.invoiceNumber,
    correctionReason: CREDIT_NOTE_REASON,
    paymentMethod: row.paymentMethod,
    // The refund is the shop's to pay; nothing on the note asks the customer for money.
    paid: false,
    issueDate: n.issueDate,
    taxPointDate: n.taxPointDate,
    dueDate: n.issueDate,
    variableSymbol: row.orderNumber,
    supplier: { __typename: 'InvoiceParty', ...n.supplier },
    buyer: { __typename: 'InvoiceParty', ...n.buyer },
    lines: n.lines.map((l) => {
      const packType = parsePackType(l.packType);
      const unit = packBaseUnit(packType);
      return {
        __typename: 'InvoiceLine',
        sku: l.sku,
        text: l.text,
        quantity: -l.quantity,
        unit,
        packType: packOfBaseUnit(unit),
        quantityText: `−${packQuantity(packType, l.quantity)}`,
        // Net price of one unit, positive like the invoice's; the negative quantity makes the line negative.
        unitPrice: l.quantity > 0 ? shareOf(-l.amount, 1, l.quantity) : -l.amount,
        vatRate: l.vatRate,
        amount: l.amount,
        vatAmount: l.vatAmount,
        amountWithTax: l.amountWithTax,
      };
    }),
    vatRecap: n.vatRecap.map((r) => ({ __typename: 'VatRecap', ...r })),
    amount: n.amount,
    vatAmount: n.vatAmount,
    amountWithTax: n.amountWithTax,
    rounding: n.rounding,
    totalToPay: n.totalToPay,
    bankPayment: null,
  };
}
