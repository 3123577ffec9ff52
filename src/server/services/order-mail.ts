// The e-mails about an order's money: the confirmation (a complete order document: items,
// shipping and payment, discounts, VAT recap, addresses, seller, payment instructions) and
// "platba přijata" once a gateway payment is paid. Both are queued in the mail outbox inside the
// transaction that places the order or makes it paid (mail-outbox.ts); a template or queue
// failure is a warning (confirmation) or a log line (payment), never a lost order.

import type { Contact as GqlContact, Order } from '../../generated/server.js';
import { WITHDRAWAL_PATH, contactName, isCompanyOrder, normalizeContact, type PurchaseWarning } from '../../domain/index.js';
import { QR_PAYMENT_CID, type InlineImage, type MailParty, type PurchaseCreatedProps } from '../mail/index.js';
import type { Db } from '../db/client.js';
import { queueMail } from './mail-outbox.js';
import { qrPng } from './qr-payment.js';
import type { Services } from './index.js';
import { supplierParty } from './invoices.js';

const COUNTRY_NAMES: Readonly<Record<string, string>> = { CZ: 'Česká republika', SK: 'Slovensko' };

function contactParty(contact: GqlContact): MailParty {
  const c = normalizeContact(contact);
  const lines = [
    c.contactType !== 'person' && c.personName ? c.personName : '',
    c.street,
    `${c.postalCode} ${c.city}`.trim(),
    COUNTRY_NAMES[c.country] ?? c.country,
    c.companyRegNo ? `IČO: ${c.companyRegNo}` : '',
    c.companyTaxNo ? `DIČ: ${c.companyTaxNo}` : '',
    c.emailAddress,
    c.phoneNumber,
  ];
  return { name: contactName(c) || c.personName, lines: lines.filter((line) => line.trim() !== '') };
}

const GOODS = new Set(['item', 'subjectIndirect', 'gift']);

/** The confirmation's data from the stored order: the same amounts the invoice and the page show. */
export function orderDocument(
  order: Order,
  seller: MailParty,
  options: { publicUrl: string; hasCustomer: boolean },
): PurchaseCreatedProps {
  const goods = order.items.filter((i) => GOODS.has(i.kind));
  const absolute = (path: string) => new URL(path, `${options.publicUrl}/`).toString();
  return {
    orderNumber: order.number,
    createdAt: order.createdAt,
    customerOrderNumber: order.customerOrderNumber,
    items: goods.map((i) => ({ name: i.text, quantity: i.quantity, packType: i.packType, unitPriceWithTax: i.unitPrice.amountWithTax, totalWithTax: i.total.amountWithTax })),
    shipping: { name: order.shipping.name, priceWithTax: order.shipping.price.amountWithTax },
    payment: { name: order.payment.name, priceWithTax: order.payment.price.amountWithTax },
    discountWithTax: order.totals.discount.amountWithTax,
    coupons: order.coupons,
    rounding: order.totals.rounding,
    totalToPay: order.totals.totalToPay,
    vatRecap: order.totals.vatRecap,
    buyer: contactParty(order.invoiceContact),
    delivery: order.deliveryContact && !order.personalPickup ? contactParty(order.deliveryContact) : null,
    pickup: order.personalPickup ? order.shipping.name : null,
    seller,
    bankPayment: order.bankPayment
      ? { account: order.bankPayment.account, iban: order.bankPayment.iban, amount: order.bankPayment.amount, variableSymbol: order.bankPayment.variableSymbol, spayd: order.bankPayment.spayd ?? null }
      : null,
    paymentUrl: order.paymentUrl ? absolute(order.paymentUrl) : null,
    notes: order.notes,
    withdrawalUrl:
      order.destiny === 'inquiry' || isCompanyOrder([order.invoiceContact, order.orderContact]) ? null : absolute(`${WITHDRAWAL_PATH}?objednavka=${encodeURIComponent(order.number)}`),
    loyalty: order.destiny !== 'purchase' ? null : options.hasCustomer ? (order.loyaltyPoints > 0 ? { points: order.loyaltyPoints } : null) : { registerUrl: absolute('/registrace') },
  };
}

/** The QR Platba PNG that BankPaymentBlock shows inline, when the transfer has a SPAYD string. */
async function qrPaymentImage(spayd: string | null | undefined): Promise<InlineImage[]> {
  if (!spayd) return [];
  return [{ filename: 'qr-platba.png', content: await qrPng(spayd), contentType: 'image/png', cid: QR_PAYMENT_CID }];
}

export async function sellerAndSender(services: Services, db: Db = services.database.db) {
  const supplier = await supplierParty(db);
  const seller: MailParty = {
    name: supplier.name,
    lines: [supplier.street, `${supplier.postalCode} ${supplier.city}`.trim(), supplier.companyRegNo ? `IČO: ${supplier.companyRegNo}` : '', supplier.companyTaxNo ? `DIČ: ${supplier.companyTaxNo}` : ''].filter(
      (line) => line !== '',
    ),
  };
  return { seller, from: supplier.noReplyEmail || `no-reply@${new URL(services.config.publicUrl).hostname}` };
}

/**
 * purchaseCreated to the orderer, queued through `tx` (the transaction placing the order). A
 * template or queue failure is the warning the spec names; the order stands.
 */
export async function queueOrderConfirmation(services: Services, tx: Db, order: Order, hasCustomer: boolean): Promise<PurchaseWarning[]> {
  if (!order.email) return [];
  const { seller, from } = await sellerAndSender(services, tx);
  const props = orderDocument(order, seller, { publicUrl: services.config.publicUrl, hasCustomer });
  let attachments: InlineImage[];
  try {
    attachments = await qrPaymentImage(props.bankPayment?.spayd);
  } catch {
    return ['email-notification-failed'];
  }
  const queued = await queueMail(tx, services.outbox, { to: order.email, from, type: 'purchaseCreated', props, attachments });
  return queued.ok ? [] : [queued.warning];
}

/**
 * "Platba přijata" to the orderer, queued through `tx`: the transaction in which its gateway
 * payment became paid (once per order). Throws when it could not be queued (the caller runs it in
 * a savepoint).
 */
export async function queuePaymentReceived(services: Services, tx: Db, order: Order): Promise<void> {
  if (!order.email) return;
  const { from } = await sellerAndSender(services, tx);
  await services.outbox.enqueue(tx, {
    to: order.email,
    from,
    type: 'paymentReceived',
    props: { orderNumber: order.number, amount: order.totals.totalToPay, paymentName: order.payment.name },
  });
}
