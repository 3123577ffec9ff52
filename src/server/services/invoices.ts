// Invoices: issued inside the order transaction from the priced cart, numbered from a gapless
// yearly series, with the tax point date and a VAT recapitulation per rate (domain
// vatRecapitulation, the same rows the summary showed). The lines carry the amounts the
// recapitulation settled on the cart (subjects, discounts, gifts, totals.shipping/payment), so
// per rate they add up to its row and all of them, with the rounding, to the total to pay.
// Read back for the order and the profile's invoice pages (HTML and PDF) as one model: the
// GraphQL Invoice, which is the domain's TaxDocument (src/domain/tax-document.ts) plus ids.

import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { invoiceLines, invoices, numberSeries, orders, settings, type PartyData, type VatRecapRow } from '../db/schema.js';
import type { Cart, Invoice, InvoiceParty } from '../../generated/server.js';
import { orderBankPayment } from './bank-payment.js';
import {
  DEFAULT_COUNTRY,
  contactName,
  formatInvoiceNumber,
  invoiceDates,
  packBaseUnit,
  packOfBaseUnit,
  packQuantity,
  parsePaymentType,
  shopYear,
  splitAddress,
  type Contact,
} from '../../domain/index.js';

/** Next number of a series; the row lock holds until the transaction ends, so numbers never repeat or skip. */
export async function nextInSeries(tx: Db, key: string): Promise<number> {
  const [row] = await tx
    .insert(numberSeries)
    .values({ key, last: 1 })
    .onConflictDoUpdate({ target: numberSeries.key, set: { last: sql`${numberSeries.last} + 1` } })
    .returning({ last: numberSeries.last });
  if (!row) throw new Error(`number series ${key} did not return a number`);
  return row.last;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The seller, from the 'shop' settings row (company name, address, IČO, DIČ). */
export async function supplierParty(db: Db): Promise<PartyData & { noReplyEmail: string }> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'shop'));
  const shop: Record<string, unknown> = row && typeof row.value === 'object' && row.value !== null ? { ...row.value } : {};
  const { line1, line2 } = splitAddress(text(shop.address));
  const postal = /^(\d{3} ?\d{2})\s+(.*)$/.exec(line2);
  return {
    name: text(shop.companyName) || text(shop.name),
    street: line1,
    city: postal?.[2] ?? line2,
    postalCode: postal?.[1] ?? '',
    country: DEFAULT_COUNTRY,
    companyRegNo: text(shop.companyRegNo),
    companyTaxNo: text(shop.companyTaxNo),
    noReplyEmail: text(shop.noReplyEmail) || text(shop.email),
  };
}

export function buyerParty(contact: Contact): PartyData {
  return {
    name: contactName(contact) || contact.personName,
    street: contact.street,
    city: contact.city,
    postalCode: contact.postalCode,
    country: contact.country,
    companyRegNo: contact.companyRegNo,
    companyTaxNo: contact.companyTaxNo,
  };
}

type LineDraft = Omit<typeof invoiceLines.$inferInsert, 'id' | 'invoiceId' | 'position'>;

/** Invoice lines from the priced cart: goods, coupon discounts per VAT rate, gifts, shipping, payment. */
export function invoiceLinesFor(cart: Cart): LineDraft[] {
  const lines: LineDraft[] = [];
  const discounts = new Map<string, { code: string; rate: number; net: number; gross: number }>();
  for (const subject of cart.subjects.flatMap((s) => [s, ...s.indirectSubjects])) {
    lines.push({
      sku: subject.sku,
      text: subject.text,
      quantity: subject.quantity,
      // The base form ("karton"); documents decline it for the quantity (packQuantity).
      unit: packBaseUnit(subject.packType),
      unitPrice: subject.price.amount,
      vatRate: subject.vatCode,
      amount: subject.subjectTotal.amount,
      vatAmount: subject.subjectTotal.amountWithTax - subject.subjectTotal.amount,
      amountWithTax: subject.subjectTotal.amountWithTax,
    });
    const d = subject.discounts;
    if (d && (d.totalDiscount.amount !== 0 || d.totalDiscount.amountWithTax !== 0)) {
      const code = d.discountCodes.join(', ');
      const key = `${code}|${subject.vatCode}`;
      const entry = discounts.get(key) ?? { code, rate: subject.vatCode, net: 0, gross: 0 };
      entry.net += d.totalDiscount.amount;
      entry.gross += d.totalDiscount.amountWithTax;
      discounts.set(key, entry);
    }
  }
  for (const d of discounts.values()) {
    lines.push({
      sku: null,
      text: `Sleva – kupón ${d.code} (DPH ${d.rate} %)`,
      quantity: 1,
      unit: 'ks',
      unitPrice: -d.net,
      vatRate: d.rate,
      amount: -d.net,
      vatAmount: -(d.gross - d.net),
      amountWithTax: -d.gross,
    });
  }
  for (const gift of cart.gifts) {
    lines.push({
      sku: gift.sku,
      text: `Dárek: ${gift.text}`,
      quantity: gift.quantity,
      unit: 'ks',
      unitPrice: gift.price.amount,
      vatRate: gift.vatCode,
      amount: gift.price.amount,
      vatAmount: gift.price.amountWithTax - gift.price.amount,
      amountWithTax: gift.price.amountWithTax,
    });
  }
  for (const [label, method, settled] of [
    ['Doprava', cart.shippingMethod, cart.totals.shipping],
    ['Platba', cart.paymentMethod, cart.totals.payment],
  ] as const) {
    if (!method) continue;
    lines.push({
      sku: method.sku,
      text: `${label}: ${method.name}`,
      quantity: 1,
      unit: 'ks',
      unitPrice: method.price.amount,
      vatRate: method.vatCode,
      amount: settled.amount,
      vatAmount: settled.amountWithTax - settled.amount,
      amountWithTax: settled.amountWithTax,
    });
  }
  return lines;
}

/** Issues the invoice of an order inside the order's transaction. */
export async function issueInvoice(
  tx: Db,
  input: { orderId: string; orderNumber: string; customerId: string | null; cart: Cart; buyer: Contact; issuedAt: Date },
): Promise<{ id: string; number: string }> {
  const { cart } = input;
  const year = shopYear(input.issuedAt);
  const number = formatInvoiceNumber(year, await nextInSeries(tx, `invoice-${year}`));
  const { noReplyEmail: _ignored, ...supplier } = await supplierParty(tx);
  const dates = invoiceDates(input.issuedAt, parsePaymentType(cart.paymentMethod?.paymentType));
  const id = randomUUID();
  const vatRecap: VatRecapRow[] = cart.totals.vatRecap.map((r) => ({ rate: r.rate, base: r.base, vat: r.vat, total: r.total }));
  const grossBeforeRounding = cart.totals.total.amountWithTax - cart.totals.rounding;
  await tx.insert(invoices).values({
    id,
    number,
    orderId: input.orderId,
    customerId: input.customerId,
    ...dates,
    variableSymbol: input.orderNumber,
    supplier,
    buyer: buyerParty(input.buyer),
    amount: cart.totals.total.amount,
    vatAmount: cart.totals.vatAmount,
    amountWithTax: grossBeforeRounding,
    rounding: cart.totals.rounding,
    totalToPay: cart.totals.total.amountWithTax,
    vatRecap,
  });
  const lines = invoiceLinesFor(cart);
  if (lines.length > 0) await tx.insert(invoiceLines).values(lines.map((l, position) => ({ ...l, invoiceId: id, position })));
  return { id, number };
}

function party(p: PartyData): InvoiceParty {
  return { __typename: 'InvoiceParty', ...p };
}

/** The invoice as the API serves it, by invoice id. */
export async function loadInvoice(db: Db, where: { orderId: string } | { number: string }): Promise<Invoice | null> {
  const [row] = await db
    .select({
      invoice: invoices,
      order: { number: orders.number, paymentType: orders.paymentType, paymentName: orders.paymentName, paymentStatus: orders.paymentStatus, data: orders.data, totalToPay: orders.totalToPay, destiny: orders.destiny },
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where('orderId' in where ? eq(invoices.orderId, where.orderId) : eq(invoices.number, where.number));
  if (!row) return null;
  const inv = row.invoice;
  const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, inv.id)).orderBy(asc(invoiceLines.position));
  const paid = row.order.paymentStatus === 'paid';
  return {
    __typename: 'Invoice',
    id: inv.id,
    kind: 'invoice',
    number: inv.number,
    orderNumber: row.order.number,
    correctedInvoiceNumber: null,
    correctionReason: null,
    issueDate: inv.issueDate,
    taxPointDate: inv.taxPointDate,
    dueDate: inv.dueDate,
    variableSymbol: inv.variableSymbol,
    paymentMethod: row.order.paymentName,
    paid,
    supplier: party(inv.supplier),
    buyer: party(inv.buyer),
    lines: lines.map((l) => ({
      __typename: 'InvoiceLine',
      sku: l.sku,
      text: l.text,
      quantity: l.quantity,
      unit: l.unit,
      packType: packOfBaseUnit(l.unit),
      quantityText: packQuantity(packOfBaseUnit(l.unit), l.quantity),
      unitPrice: l.unitPrice,
      vatRate: l.vatRate,
      amount: l.amount,
      vatAmount: l.vatAmount,
      amountWithTax: l.amountWithTax,
    })),
    vatRecap: inv.vatRecap.map((r) => ({ __typename: 'VatRecap', ...r })),
    amount: inv.amount,
    vatAmount: inv.vatAmount,
    amountWithTax: inv.amountWithTax,
    rounding: inv.rounding,
    totalToPay: inv.totalToPay,
    // A paid invoice asks for no money: no transfer instructions, no QR Platba code.
    bankPayment: paid ? null : orderBankPayment(row.order),
  };
}
