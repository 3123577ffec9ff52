// Order placement (create-purchase) and reading orders back.
//
// One transaction does everything that must be true together: it records the idempotency key
// first (a concurrent submit with the same key waits on it and then finds the order), locks
// the checkout and its cart, re-prices the cart from the database exactly as every cart read
// does, checks stock, eligibility, contacts, agreements and the total the shopper saw,
// decrements stock with conditional updates (a stock-only product is never oversold), numbers
// the order and its invoice, stores both, writes the customer's loyalty movements and gives the
// checkout a fresh empty cart. Mail and the payment gateway come after the commit: their
// failures become warnings, never a lost order.

import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  carts,
  checkouts,
  idempotencyKeys,
  newsletterSubscriptions,
  orderItems,
  orders,
  payments,
  products,
  type OrderData,
} from '../db/schema.js';
import type { Cart, CreatePurchaseResult, MutationError, Order } from '../../generated/server.js';
import {
  CURRENCY,
  paidByTransfer,
  formatOrderNumber,
  normalizeContact,
  orderEarnedPoints,
  orderStateText,
  trackingUrl,
  packQuantity,
  parseDestiny,
  parsePackType,
  parsePaymentType,
  shopYear,
  type Contact,
} from '../../domain/index.js';
import { queueOrderConfirmation } from './order-mail.js';
import type { Services } from './index.js';
import { activeCartRow, computeCart, getCheckout } from './cart.js';
import { domainError } from './checkout.js';
import { customerContactOf, readCheckoutState, toGqlContact, viewCheckout, writeCheckoutState } from './checkout-state.js';
import { orderBankPayment } from './bank-payment.js';
import { issueInvoice, loadInvoice, nextInSeries } from './invoices.js';
import { gatewayUrl, paymentAvailable } from './payments/index.js';
import { recordPurchasePoints } from './accounts-loyalty.js';
import { readableOrderId, sessionHash } from './ownership.js';
import type { AccessClaims } from '../auth/tokens.js';

export type CreatePurchaseInput = {
  idempotencyKey: string;
  expectedTotal?: number | null;
  /** The session placing the order (from the access token); an anonymous order stays readable by it alone. */
  sessionId: string | null;
};

/** Idempotency keys: what a browser generates (UUIDs and the like), nothing longer. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
export const ORDER_NOT_FOUND = 'Objednávka nebyla nalezena.';
export const IDEMPOTENCY_KEY_MESSAGE = 'Chybí nebo je neplatný klíč objednávky (idempotencyKey, 8–100 znaků).';

class Refusal extends Error {
  constructor(readonly errors: MutationError[]) {
    super('refused');
  }
}

class Replay extends Error {}

function money(amount: number, amountWithTax: number) {
  return { __typename: 'Money' as const, amount, amountWithTax, currency: CURRENCY };
}

/** Everything that makes the priced cart not orderable, as Czech refusals. */
function purchaseProblems(cart: Cart, view: ReturnType<typeof viewCheckout>, input: CreatePurchaseInput, services: Services): MutationError[] {
  const errors: MutationError[] = [];
  if (cart.subjects.length === 0) return [domainError('EMPTY_CART')];
  for (const subject of cart.subjects) {
    if (!subject.product?.purchasable) errors.push(domainError('NOT_PURCHASABLE', { subject: subject.text }, subject.sku));
  }
  for (const gift of cart.gifts) {
    if (!gift.available) errors.push(domainError('GIFT_UNAVAILABLE', { subject: gift.text }, gift.sku));
  }
  const shipping = cart.shippingMethod;
  const payment = cart.paymentMethod;
  if (!shipping) errors.push(domainError('SHIPPING_MISSING'));
  else if (shipping.disabled) errors.push(domainError('SHIPPING_INELIGIBLE', { subject: shipping.name, reasons: shipping.disabledReasons }, shipping.sku));
  if (!payment) errors.push(domainError('PAYMENT_MISSING'));
  else if (!payment.availableForShipping) errors.push(domainError('PAYMENT_NOT_FOR_SHIPPING', { subject: payment.name }, payment.sku));
  else if (payment.disabled) errors.push(domainError('PAYMENT_INELIGIBLE', { subject: payment.name, reasons: payment.disabledReasons }, payment.sku));
  else if (!paymentAvailable(services, payment)) {
    errors.push(domainError('PAYMENT_UNAVAILABLE', { subject: payment.name }, payment.sku));
  }
  if (view.contacts.problems.length > 0) {
    errors.push(...view.contacts.problems.map((p) => ({ ...domainError('CONTACT_INVALID'), message: `${domainError('CONTACT_INVALID').message} (${p.message})`, sku: p.field })));
  }
  if (!view.state.agreements.terms || !view.state.agreements.privacy) errors.push(domainError('AGREEMENT_MISSING'));
  if (!view.destinies.includes(view.state.destiny)) errors.push(domainError('DESTINY_NOT_ALLOWED'));
  if (input.expectedTotal !== undefined && input.expectedTotal !== null && input.expectedTotal !== cart.totals.total.amountWithTax) {
    errors.push(domainError('PRICE_CHANGED'));
  }
  return errors;
}

/**
 * Takes the ordered pieces off stock, products in sku order (concurrent orders lock rows in one
 * order, so they cannot deadlock). Stock-only products: a conditional update that matches only
 * while enough pieces are left; to-order products go down to zero at most and sell beyond it.
 */
async function takeStock(tx: Db, cart: Cart): Promise<MutationError[]> {
  const pieces = new Map<string, number>();
  const names = new Map<string, string>();
  const skus = [...new Set(cart.subjects.map((s) => s.productSku))];
  const rows = skus.length > 0 ? await tx.select({ sku: products.sku, piecesPerCarton: products.piecesPerCarton, name: products.name }).from(products).where(inArray(products.sku, skus)) : [];
  for (const subject of cart.subjects) {
    const row = rows.find((r) => r.sku === subject.productSku);
    const perUnit = subject.packType === 'carton' ? (row?.piecesPerCarton ?? 1) : 1;
    pieces.set(subject.productSku, (pieces.get(subject.productSku) ?? 0) + subject.quantity * perUnit);
    names.set(subject.productSku, row?.name ?? subject.text);
  }
  for (const sku of [...pieces.keys()].sort()) {
    const wanted = pieces.get(sku) ?? 0;
    const taken = await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${wanted}` })
      .where(and(eq(products.sku, sku), eq(products.stockOnly, true), gte(products.stockQuantity, wanted)))
      .returning({ sku: products.sku });
    if (taken.length > 0) continue;
    const [current] = await tx.select({ stockOnly: products.stockOnly, stock: products.stockQuantity }).from(products).where(eq(products.sku, sku));
    if (current?.stockOnly) {
      return [domainError('OUT_OF_STOCK', { subject: names.get(sku) ?? sku, available: Math.max(0, current.stock) }, sku)];
    }
    await tx
      .update(products)
      .set({ stockQuantity: sql`GREATEST(${products.stockQuantity} - ${wanted}, 0)` })
      .where(eq(products.sku, sku));
  }
  return [];
}

type Placed = { orderId: string; created: boolean };

/** A method's order item: its price as the unit price, the cart's settled amounts (totals.shipping / payment) as the line. */
function methodItem(
  kind: 'shipping' | 'payment',
  m: { sku: string; name: string; vatCode: number; price: { amount: number; amountWithTax: number } },
  settled: { amount: number; amountWithTax: number },
) {
  return {
    kind,
    sku: m.sku,
    productSku: null,
    packType: null,
    text: m.name,
    quantity: 1,
    unitPrice: m.price.amount,
    unitPriceWithTax: m.price.amountWithTax,
    vatRate: m.vatCode,
    amount: settled.amount,
    amountWithTax: settled.amountWithTax,
    discountAmount: 0,
    discountAmountWithTax: 0,
  };
}

export async function createPurchase(services: Services, checkoutId: string, input: CreatePurchaseInput): Promise<CreatePurchaseResult> {
  const { db } = services.database;
  const orderId = randomUUID();
  let placed: Placed;
  try {
    placed = await db.transaction(async (tx): Promise<Placed> => {
      const [key] = await tx
        .insert(idempotencyKeys)
        .values({ scope: checkoutId, key: input.idempotencyKey, orderId })
        .onConflictDoNothing()
        .returning();
      if (!key) throw new Replay();
      const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
      if (!checkout) throw new Refusal([domainError('EMPTY_CART')]);
      const cartRow = await activeCartRow(tx, checkoutId, true);
      const cart = await computeCart(tx, cartRow);
      const view = viewCheckout(checkout, cart, await customerContactOf(tx, checkout.customerId));
      const problems = purchaseProblems(cart, view, input, services);
      if (problems.length > 0) throw new Refusal(problems);

      const destiny = view.state.destiny;
      if (destiny !== 'inquiry') {
        const stockProblems = await takeStock(tx, cart);
        if (stockProblems.length > 0) throw new Refusal(stockProblems);
      }

      const now = new Date();
      const year = shopYear(now);
      const number = formatOrderNumber(year, await nextInSeries(tx, `order-${year}`));
      const orderContact = view.contacts.orderContact ?? normalizeContact({});
      const invoiceContact = view.contacts.invoiceContact ?? orderContact;
      const shipping = cart.shippingMethod;
      const payment = cart.paymentMethod;
      if (!shipping || !payment) throw new Refusal([domainError(shipping ? 'PAYMENT_MISSING' : 'SHIPPING_MISSING')]);
      const gateway = destiny === 'purchase' ? payment.paymentGateway : null;
      const data: OrderData = {
        orderContact: { ...orderContact },
        invoiceContact: { ...invoiceContact },
        deliveryContact: view.contacts.deliveryContact ? { ...view.contacts.deliveryContact } : null,
        deliverySource: view.contacts.deliverySource,
        personalPickup: view.contacts.personalPickup,
        notes: view.state.notes,
        customerOrderNumber: view.state.customerOrderNumber,
        agreements: { ...view.state.agreements },
        bank: paidByTransfer(parsePaymentType(payment.paymentType)) ? services.config.bankAccount : null,
      };
      await tx.insert(orders).values({
        id: orderId,
        number,
        checkoutId,
        cartId: cartRow.id,
        customerId: checkout.customerId,
        sessionHash: input.sessionId ? sessionHash(input.sessionId) : null,
        email: orderContact.emailAddress,
        destiny,
        paymentStatus: gateway ? 'pending' : 'not-required',
        pricesType: cartRow.pricesType,
        priceGroup: cartRow.priceGroup,
        shippingSku: shipping.sku,
        shippingName: shipping.name,
        paymentSku: payment.sku,
        paymentName: payment.name,
        paymentType: parsePaymentType(payment.paymentType),
        paymentGateway: gateway,
        coupons: cart.couponsApplied.filter((c) => c.active).map((c) => c.couponCode),
        amount: cart.totals.total.amount,
        amountWithTax: cart.totals.total.amountWithTax - cart.totals.rounding,
        vatAmount: cart.totals.vatAmount,
        rounding: cart.totals.rounding,
        totalToPay: cart.totals.total.amountWithTax,
        loyaltyPoints: orderEarnedPoints({ destiny, hasCustomer: checkout.customerId !== null, cartPoints: cart.loyaltyPoints }),
        data,
        createdAt: now,
      });
      const items = [
        ...cart.subjects.flatMap((s) => [s, ...s.indirectSubjects]).map((s) => ({
          kind: s.subjectType === 'item' ? 'item' : 'subjectIndirect',
          sku: s.sku,
          productSku: s.productSku,
          packType: s.packType,
          text: s.text,
          quantity: s.quantity,
          unitPrice: s.price.amount,
          unitPriceWithTax: s.price.amountWithTax,
          vatRate: s.vatCode,
          amount: s.subjectTotal.amount,
          amountWithTax: s.subjectTotal.amountWithTax,
          discountAmount: s.discounts?.totalDiscount.amount ?? 0,
          discountAmountWithTax: s.discounts?.totalDiscount.amountWithTax ?? 0,
        })),
        ...cart.gifts.map((g) => ({
          kind: 'gift',
          sku: g.sku,
          productSku: null,
          packType: 'pcs',
          text: g.text,
          quantity: g.quantity,
          unitPrice: g.price.amount,
          unitPriceWithTax: g.price.amountWithTax,
          vatRate: g.vatCode,
          amount: g.price.amount,
          amountWithTax: g.price.amountWithTax,
          discountAmount: 0,
          discountAmountWithTax: 0,
        })),
        methodItem('shipping', shipping, cart.totals.shipping),
        methodItem('payment', payment, cart.totals.payment),
      ];
      await tx.insert(orderItems).values(items.map((item, position) => ({ ...item, orderId, position })));
      if (destiny === 'purchase') {
        await issueInvoice(tx, { orderId, orderNumber: number, customerId: checkout.customerId, cart, buyer: invoiceContact, issuedAt: now });
      }
      if (gateway) {
        await tx.insert(payments).values({ id: randomUUID(), orderId, provider: gateway, amount: cart.totals.total.amountWithTax });
      }
      if (checkout.customerId) {
        // The loyalty ledger: earned and spent on gifts, under the customer's lock (accounts-loyalty.ts).
        const gifts = cart.gifts.map((g) => ({ text: g.text, loyaltyPoints: g.loyaltyPoints }));
        const points = await recordPurchasePoints(tx, { customerId: checkout.customerId, orderId, orderNumber: number, destiny, cartPoints: cart.loyaltyPoints, gifts, at: now });
        if (points !== 'ok') throw new Refusal([domainError('GIFT_UNAVAILABLE', { subject: gifts.map((g) => g.text).join(', ') })]);
      }
      if (view.state.agreements.newsletter && orderContact.emailAddress) {
        await tx.insert(newsletterSubscriptions).values({ email: orderContact.emailAddress.toLowerCase() }).onConflictDoNothing();
      }

      // The ordered cart is kept for the records; the checkout continues with a fresh one.
      const freshCartId = randomUUID();
      await tx.update(carts).set({ state: 'ordered', updatedAt: now }).where(eq(carts.id, cartRow.id));
      await tx.insert(carts).values({
        id: freshCartId,
        checkoutId,
        customerId: cartRow.customerId,
        pricesType: cartRow.pricesType,
        priceGroup: cartRow.priceGroup,
      });
      const state = readCheckoutState(checkout.data);
      const nextData = writeCheckoutState({
        ...state,
        agreements: { terms: false, privacy: false, newsletter: false },
        notes: '',
        customerOrderNumber: '',
        destiny: parseDestiny(null),
      });
      await tx
        .update(checkouts)
        .set({ activeCartId: freshCartId, furthestStep: 'cart', data: nextData, updatedAt: now })
        .where(eq(checkouts.id, checkoutId));

      // The confirmation is queued with the order (mail outbox): both commit or neither does. A
      // template or queue failure is undone alone (savepoint) and stored as the order's warning.
      const placedOrder = await loadOrder(tx, { id: orderId });
      if (!placedOrder) throw new Error(`order ${orderId} not readable in its transaction`);
      const mailWarnings = await queueOrderConfirmation(services, tx, placedOrder, checkout.customerId !== null);
      if (mailWarnings.length > 0) await tx.update(orders).set({ warnings: mailWarnings }).where(eq(orders.id, orderId));
      return { orderId, created: true };
    });
  } catch (error) {
    if (error instanceof Refusal) {
      return { __typename: 'CreatePurchaseResult', status: 'error', errors: error.errors, warnings: [], order: null, redirectUrl: null, checkout: await getCheckout(db, checkoutId) };
    }
    if (!(error instanceof Replay)) throw error;
    const [existing] = await db
      .select({ orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, checkoutId), eq(idempotencyKeys.key, input.idempotencyKey)));
    if (!existing) throw error;
    placed = { orderId: existing.orderId, created: false };
  }

  if (placed.created) services.outbox.wake();
  const order = await loadOrder(db, { id: placed.orderId });
  if (!order) throw new Error(`order ${placed.orderId} vanished`);
  const stored = (await db.select({ warnings: orders.warnings }).from(orders).where(eq(orders.id, placed.orderId)))[0]?.warnings ?? [];
  const redirectUrl = order.paymentStatus === 'pending' ? order.paymentUrl ?? null : null;
  const allWarnings = [...new Set(stored)];
  if (order.paymentStatus === 'pending' && !redirectUrl) allWarnings.push('payment-gateway-transaction-error');
  return {
    __typename: 'CreatePurchaseResult',
    status: redirectUrl ? 'redirect-to-payment-gateway' : 'success',
    errors: [],
    warnings: allWarnings,
    order,
    redirectUrl,
    checkout: await getCheckout(db, checkoutId),
  };
}

function contactFrom(record: Record<string, string> | null | undefined): Contact | null {
  return record ? normalizeContact(record) : null;
}

/** An order as the API serves it. */
export async function loadOrder(db: Db, where: { id: string } | { number: string }): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where('id' in where ? eq(orders.id, where.id) : eq(orders.number, where.number));
  if (!row) return null;
  const [items, invoice, pending] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.position)),
    loadInvoice(db, { orderId: row.id }),
    db.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, row.id), eq(payments.status, 'pending'))),
  ]);
  const method = (kind: string, sku: string, name: string) => {
    const item = items.find((i) => i.kind === kind);
    return { __typename: 'OrderMethod' as const, sku, name, price: money(item?.amount ?? 0, item?.amountWithTax ?? 0) };
  };
  const goods = items.filter((i) => i.kind !== 'shipping' && i.kind !== 'payment');
  const discountNet = goods.reduce((s, i) => s + i.discountAmount, 0);
  const discountGross = goods.reduce((s, i) => s + i.discountAmountWithTax, 0);
  const pendingId = pending[0]?.id;
  return {
    __typename: 'Order',
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    destiny: parseDestiny(row.destiny),
    paymentStatus: row.paymentStatus,
    email: row.email,
    items: items.map((i) => ({
      __typename: 'OrderItem',
      kind: i.kind,
      sku: i.sku,
      productSku: i.productSku,
      text: i.text,
      quantity: i.quantity,
      packType: parsePackType(i.packType),
      quantityText: packQuantity(parsePackType(i.packType), i.quantity),
      unitPrice: money(i.unitPrice, i.unitPriceWithTax),
      vatCode: i.vatRate,
      total: money(i.amount, i.amountWithTax),
      discount: money(i.discountAmount, i.discountAmountWithTax),
    })),
    shipping: method('shipping', row.shippingSku, row.shippingName),
    payment: method('payment', row.paymentSku, row.paymentName),
    coupons: row.coupons,
    totals: {
      __typename: 'OrderTotals',
      total: money(row.amount, row.amountWithTax),
      vatAmount: row.vatAmount,
      rounding: row.rounding,
      totalToPay: row.totalToPay,
      discount: money(discountNet, discountGross),
      vatRecap: invoice?.vatRecap ?? [],
    },
    loyaltyPoints: row.loyaltyPoints,
    orderContact: toGqlContact(contactFrom(row.data.orderContact)) ?? { __typename: 'Contact', ...normalizeContact({}) },
    invoiceContact: toGqlContact(contactFrom(row.data.invoiceContact)) ?? { __typename: 'Contact', ...normalizeContact({}) },
    deliveryContact: toGqlContact(contactFrom(row.data.deliveryContact)),
    personalPickup: row.data.personalPickup,
    notes: row.data.notes,
    customerOrderNumber: row.data.customerOrderNumber,
    invoice,
    paymentUrl: row.paymentStatus === 'pending' && pendingId && row.paymentGateway ? gatewayUrl(row.paymentGateway, pendingId) : null,
    bankPayment: orderBankPayment(row),
    state: row.state,
    stateText: orderStateText(row.state),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
  };
}

/** The order for the caller, when services/ownership.ts lets the token read it; else null. */
export async function orderFor(db: Db, claims: AccessClaims, orderNumber: string): Promise<Order | null> {
  const id = await readableOrderId(db, claims, orderNumber);
  return id ? loadOrder(db, { id }) : null;
}
