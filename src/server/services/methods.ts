// Shipping and payment methods: the catalogue of methods, the shipping–payment map, and their
// evaluation for one cart (prices from the map, eligibility from src/domain).

import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paymentMethods, shippingMethods, shippingPaymentMap, showrooms } from '../db/schema.js';
import type { Money, PaymentMethod, PickupPlace, ShippingMethod, ShippingPaymentMapEntry } from '../../generated/server.js';
import {
  CURRENCY,
  checkoutErrorMessage,
  eligibilityReasons,
  methodEligibility,
  parsePettyCash,
  priceWithTax,
  type EligibilityCart,
  type MethodRule,
  type PettyCash,
} from '../../domain/index.js';

export type ShippingRow = typeof shippingMethods.$inferSelect;
export type PaymentRow = typeof paymentMethods.$inferSelect;
export type MapRow = typeof shippingPaymentMap.$inferSelect;
export type ShowroomRow = typeof showrooms.$inferSelect;

export type MethodCatalog = {
  shipping: ShippingRow[];
  payment: PaymentRow[];
  map: MapRow[];
  showrooms: Map<string, ShowroomRow>;
};

export async function loadMethodCatalog(db: Db): Promise<MethodCatalog> {
  // Sequential on purpose: inside a transaction `db` is one connection, and node-postgres
  // deprecates overlapping queries on one client.
  const shipping = await db.select().from(shippingMethods).orderBy(asc(shippingMethods.position));
  const payment = await db.select().from(paymentMethods).orderBy(asc(paymentMethods.position));
  const map = await db.select().from(shippingPaymentMap);
  const rooms = await db.select().from(showrooms);
  return { shipping, payment, map, showrooms: new Map(rooms.map((r) => [r.id, r])) };
}

function money(amount: number, amountWithTax: number): Money {
  return { __typename: 'Money', amount, amountWithTax, currency: CURRENCY };
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The jsonb rule column as the domain's MethodRule; unknown or mistyped fields are ignored. */
export function toMethodRule(rule: Record<string, unknown>): MethodRule {
  const skus = rule.productSkus;
  return {
    minWeight: num(rule.minWeight),
    maxWeight: num(rule.maxWeight),
    dimension: num(rule.dimension),
    maxVolume: num(rule.maxVolume),
    productSkus: Array.isArray(skus) ? skus.filter((s): s is string => typeof s === 'string') : null,
    priceFrom: num(rule.priceFrom),
    priceTo: num(rule.priceTo),
    registeredUsers: rule.registeredUsers === true,
  };
}

export function pickupPlace(row: ShowroomRow | undefined): PickupPlace | null {
  if (!row) return null;
  return { __typename: 'PickupPlace', id: row.id, name: row.name, address: row.address, openingHours: row.openingHours, telephone: row.telephone };
}

function eligibility(rule: Record<string, unknown>, cart: EligibilityCart, loggedIn: boolean) {
  const parsed = toMethodRule(rule);
  const { failed } = methodEligibility(parsed, cart, { loggedIn });
  return { failed, reasons: eligibilityReasons(failed), requiresLogin: parsed.registeredUsers === true && !loggedIn };
}

export function evaluateShipping(catalog: MethodCatalog, cart: EligibilityCart, loggedIn: boolean): ShippingMethod[] {
  return catalog.shipping.map((row) => {
    const e = eligibility(row.rule, cart, loggedIn);
    const gross = priceWithTax(row.price, row.vatRate);
    return {
      __typename: 'ShippingMethod',
      sku: row.sku,
      name: row.name,
      description: row.description,
      image: row.image,
      price: money(row.price, gross),
      vatAmount: gross - row.price,
      vatCode: row.vatRate,
      parcelService: row.parcelService,
      personalPickup: row.personalPickup,
      pickupPlace: row.showroomId ? pickupPlace(catalog.showrooms.get(row.showroomId)) : null,
      unit: 'pcs',
      disabled: e.failed.length > 0,
      disabledReasons: e.reasons,
      failedRules: e.failed,
      requiresLogin: e.requiresLogin,
    };
  });
}

export function mapEntry(catalog: MethodCatalog, shippingSku: string, paymentSku: string): MapRow | undefined {
  return catalog.map.find((m) => m.shippingSku === shippingSku && m.paymentSku === paymentSku);
}

/**
 * Payment methods for the cart. With a shipping method chosen each payment is priced from the
 * shipping–payment map; a payment without a map entry for that shipping is disabled.
 */
export function evaluatePayment(catalog: MethodCatalog, cart: EligibilityCart, loggedIn: boolean, shippingSku: string | null): PaymentMethod[] {
  return catalog.payment.map((row) => {
    const e = eligibility(row.rule, cart, loggedIn);
    const entry = shippingSku ? mapEntry(catalog, shippingSku, row.sku) : undefined;
    const availableForShipping = !shippingSku || entry !== undefined;
    const net = entry ? entry.price : row.price;
    const rate = entry ? entry.tax : row.vatRate;
    const gross = priceWithTax(net, rate);
    const reasons = availableForShipping ? e.reasons : [...e.reasons, checkoutErrorMessage('PAYMENT_NOT_FOR_SHIPPING', { subject: row.name })];
    return {
      __typename: 'PaymentMethod',
      sku: row.sku,
      name: row.name,
      description: row.description,
      image: row.image,
      price: money(net, gross),
      vatAmount: gross - net,
      vatCode: rate,
      unit: 'pcs',
      paymentType: row.paymentType,
      paymentGateway: row.paymentGateway,
      cartTotalSettlementOfPettyCash: parsePettyCash(row.pettyCash),
      availableForShipping,
      disabled: e.failed.length > 0 || !availableForShipping,
      disabledReasons: reasons,
      failedRules: e.failed,
      requiresLogin: e.requiresLogin,
    };
  });
}

export function pettyCashOf(method: PaymentMethod | null | undefined): PettyCash {
  return parsePettyCash(method?.cartTotalSettlementOfPettyCash);
}

export function shippingPaymentMapEntries(catalog: MethodCatalog): ShippingPaymentMapEntry[] {
  return catalog.map.map((m) => ({
    __typename: 'ShippingPaymentMapEntry',
    shippingMethodSku: m.shippingSku,
    paymentMethodSku: m.paymentSku,
    price: m.price,
    priceWithTax: priceWithTax(m.price, m.tax),
    tax: m.tax,
  }));
}
