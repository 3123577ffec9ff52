// The checkout beyond its cart: the stored checkout data read into domain types, the contacts
// an order would use, the step-guard progress and the destinies the cart allows. Used by every
// checkout read (getCheckout) and by create-purchase, so both judge the checkout alike.

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { checkouts, customers, type CheckoutData as StoredCheckoutData } from '../db/schema.js';
import type {
  Cart,
  Checkout,
  CheckoutData,
  Contact as GqlContact,
  DeliveryPreview,
  FieldError,
  PersonalPickupInfo as GqlPickupInfo,
} from '../../generated/server.js';
import {
  allowedDestinies,
  checkoutContactSchema,
  contactSchema,
  contactWithId,
  deliveryPreviewWithSource,
  effectiveFurthestStep,
  maxReachableStep,
  normalizeContact,
  parseDeliveryUtilization,
  parseDestiny,
  parseInvoiceUtilization,
  parseOrderUtilization,
  splitAddress,
  type Contact,
  type ContactWithId,
  type DeliveryInfo,
  type DeliveryPreviewSource,
  type Destiny,
  type InvoiceInfo,
  type OrderInfo,
  type PersonalPickupInfo,
} from '../../domain/index.js';

export type CheckoutRow = typeof checkouts.$inferSelect;

/** The stored jsonb data as domain values; anything missing or unknown takes the spec default. */
export type CheckoutState = {
  orderInfo: OrderInfo;
  invoiceInfo: InvoiceInfo;
  deliveryInfo: DeliveryInfo;
  agreements: { terms: boolean; privacy: boolean; newsletter: boolean };
  notes: string;
  customerOrderNumber: string;
  destiny: Destiny;
};

const contactOrNull = (value: Record<string, string> | null | undefined): Contact | null => (value ? normalizeContact(value) : null);

export function readCheckoutState(data: StoredCheckoutData): CheckoutState {
  return {
    orderInfo: { contact: contactOrNull(data.orderInfo?.contact), utilization: parseOrderUtilization(data.orderInfo?.utilization ?? 'assigned') },
    invoiceInfo: { contact: contactOrNull(data.invoiceInfo?.contact), utilization: parseInvoiceUtilization(data.invoiceInfo?.utilization) },
    deliveryInfo: {
      contact: contactOrNull(data.deliveryInfo?.contact),
      customerContact: data.deliveryInfo?.customerContact ? contactWithId(data.deliveryInfo.customerContact) : null,
      utilization: parseDeliveryUtilization(data.deliveryInfo?.utilization),
    },
    agreements: {
      terms: data.agreements?.terms === true,
      privacy: data.agreements?.privacy === true,
      newsletter: data.agreements?.newsletter === true,
    },
    notes: data.notes ?? '',
    customerOrderNumber: data.customerOrderNumber ?? '',
    destiny: parseDestiny(data.destiny),
  };
}

const contactRecord = (contact: Contact | null): Record<string, string> | null => (contact ? { ...contact } : null);

export function writeCheckoutState(state: CheckoutState): StoredCheckoutData {
  const customerContact = state.deliveryInfo.customerContact;
  return {
    orderInfo: { contact: contactRecord(state.orderInfo.contact), utilization: state.orderInfo.utilization },
    invoiceInfo: { contact: contactRecord(state.invoiceInfo.contact), utilization: state.invoiceInfo.utilization },
    deliveryInfo: {
      contact: contactRecord(state.deliveryInfo.contact),
      customerContact: customerContact ? { ...customerContact } : null,
      utilization: state.deliveryInfo.utilization,
    },
    agreements: { ...state.agreements },
    notes: state.notes,
    customerOrderNumber: state.customerOrderNumber,
    destiny: state.destiny,
  };
}

/** The showroom of a personal-pickup method as a contact (address split at its first comma). */
export function pickupInfo(cart: Cart): PersonalPickupInfo | null {
  const method = cart.shippingMethod;
  if (!method?.personalPickup || !method.pickupPlace) return null;
  const place = method.pickupPlace;
  const { line1, line2 } = splitAddress(place.address);
  const postal = /^(\d{3} ?\d{2})\s+(.*)$/.exec(line2);
  return {
    methodSku: method.sku,
    contact: normalizeContact({
      contactType: 'office',
      officeName: place.name,
      street: line1,
      postalCode: postal?.[1] ?? '',
      city: postal?.[2] ?? line2,
      phoneNumber: place.telephone,
    }),
  };
}

export function toFieldErrors(prefix: string, error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    __typename: 'FieldError',
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

export type ResolvedContacts = {
  orderContact: Contact | null;
  invoiceContact: Contact | null;
  deliveryContact: Contact | null;
  deliverySource: DeliveryPreviewSource;
  personalPickup: boolean;
  problems: FieldError[];
};

/**
 * The contacts an order would use now, and what is wrong with them. The orderer needs the
 * checkout contact (e-mail and phone for the confirmation); an own invoice or delivery contact
 * must be a valid contact; delivery is not needed with personal pickup.
 */
export function resolveContacts(state: CheckoutState, cart: Cart, customerContact: Contact | null): ResolvedContacts {
  const problems: FieldError[] = [];
  const order = state.orderInfo;
  const orderContact = order.utilization === 'customer' ? customerContact : order.utilization === 'none' ? null : order.contact;
  const checkOrder = checkoutContactSchema.safeParse(orderContact ?? {});
  if (!checkOrder.success) problems.push(...toFieldErrors('orderInfo.contact', checkOrder.error));

  const invoiceContact = state.invoiceInfo.utilization === 'assigned' ? state.invoiceInfo.contact : orderContact;
  if (state.invoiceInfo.utilization === 'assigned') {
    const check = contactSchema.safeParse(state.invoiceInfo.contact ?? {});
    if (!check.success) problems.push(...toFieldErrors('invoiceInfo.contact', check.error));
  }

  const pickup = pickupInfo(cart);
  const preview = deliveryPreviewWithSource({
    deliveryInfo: state.deliveryInfo,
    invoiceInfo: state.invoiceInfo,
    orderInfo: { ...order, contact: orderContact, customer: customerContact },
    personalPickupInfo: pickup,
  });
  if (!pickup) {
    const own = state.deliveryInfo.utilization;
    if (own === 'assigned' || own === 'customer') {
      const check = contactSchema.safeParse(preview.contact ?? {});
      if (!check.success) problems.push(...toFieldErrors('deliveryInfo.contact', check.error));
    }
  }
  return {
    orderContact,
    invoiceContact,
    deliveryContact: preview.contact,
    deliverySource: preview.source,
    personalPickup: pickup !== null,
    problems,
  };
}

export function toGqlContact(contact: Contact | ContactWithId | null | undefined): GqlContact | null {
  if (!contact) return null;
  return {
    __typename: 'Contact',
    contactType: contact.contactType,
    personName: contact.personName,
    companyName: contact.companyName,
    companyRegNo: contact.companyRegNo,
    companyTaxNo: contact.companyTaxNo,
    officeName: contact.officeName,
    street: contact.street,
    city: contact.city,
    postalCode: contact.postalCode,
    country: contact.country,
    emailAddress: contact.emailAddress,
    phoneNumber: contact.phoneNumber,
  };
}

/** The customer's own contact (customers.contact), for orderInfo utilization customer. */
export async function customerContactOf(db: Db, customerId: string | null): Promise<Contact | null> {
  if (!customerId) return null;
  const [row] = await db.select({ contact: customers.contact }).from(customers).where(eq(customers.id, customerId));
  return row ? normalizeContact(row.contact) : null;
}

export function methodsReady(cart: Cart): boolean {
  return !!cart.shippingMethod && !cart.shippingMethod.disabled && !!cart.paymentMethod && !cart.paymentMethod.disabled;
}

/** True when every chosen item is in stock in the asked quantity (reservations hold stock). */
function allInStock(cart: Cart): boolean {
  return cart.subjects.every((s) => {
    const stock = s.product?.stock;
    return !!stock && stock.state === 'stock' && stock.quantity >= s.quantity;
  });
}

export type CheckoutView = {
  state: CheckoutState;
  contacts: ResolvedContacts;
  progress: { hasItems: boolean; methodsReady: boolean; contactsReady: boolean };
  destinies: Destiny[];
};

export function viewCheckout(row: CheckoutRow, cart: Cart, customerContact: Contact | null): CheckoutView {
  const state = readCheckoutState(row.data);
  const contacts = resolveContacts(state, cart, customerContact);
  const progress = { hasItems: cart.subjects.length > 0, methodsReady: methodsReady(cart), contactsReady: contacts.problems.length === 0 };
  return {
    state,
    contacts,
    progress,
    destinies: allowedDestinies({ hasItems: progress.hasItems, personalPickup: contacts.personalPickup, allInStock: allInStock(cart) }),
  };
}

function toGqlData(view: CheckoutView, cart: Cart): CheckoutData {
  const { state } = view;
  const pickup = pickupInfo(cart);
  const customerContact = state.deliveryInfo.customerContact ?? null;
  const personalPickupInfo: GqlPickupInfo | null = pickup
    ? { __typename: 'PersonalPickupInfo', methodSku: pickup.methodSku ?? null, contact: toGqlContact(pickup.contact), place: cart.shippingMethod?.pickupPlace ?? null }
    : null;
  return {
    __typename: 'CheckoutData',
    agreements: { __typename: 'Agreements', ...state.agreements },
    customerOrderNumber: state.customerOrderNumber,
    notes: state.notes,
    destiny: state.destiny,
    // With utilization customer the orderer is the customer's current contact (what an order would use).
    orderInfo: {
      __typename: 'OrderInfo',
      contact: toGqlContact(state.orderInfo.utilization === 'customer' ? view.contacts.orderContact : state.orderInfo.contact),
      utilization: state.orderInfo.utilization,
    },
    invoiceInfo: { __typename: 'InvoiceInfo', contact: toGqlContact(state.invoiceInfo.contact), utilization: state.invoiceInfo.utilization },
    deliveryInfo: {
      __typename: 'DeliveryInfo',
      contact: toGqlContact(state.deliveryInfo.contact),
      customerContact: toGqlContact(customerContact),
      customerContactId: customerContact?.id ?? null,
      utilization: state.deliveryInfo.utilization,
    },
    personalPickupInfo,
  };
}

type BaseCheckout = Pick<Checkout, '__typename' | 'id' | 'cart' | 'existingCarts'>;

/** Adds the checkout data, the step-guard fields and the destinies to a checkout read. */
export async function withCheckoutState(db: Db, base: BaseCheckout): Promise<Checkout> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, base.id));
  const data: StoredCheckoutData = row?.data ?? {};
  const checkoutRow: CheckoutRow = row ?? { id: base.id, customerId: null, activeCartId: base.cart.id, data, furthestStep: 'cart', createdAt: new Date(), updatedAt: new Date() };
  const view = viewCheckout(checkoutRow, base.cart, await customerContactOf(db, checkoutRow.customerId));
  const preview: DeliveryPreview = { __typename: 'DeliveryPreview', source: view.contacts.deliverySource, contact: toGqlContact(view.contacts.deliveryContact) };
  return {
    ...base,
    furthestStep: effectiveFurthestStep(checkoutRow.furthestStep, view.progress),
    progress: { __typename: 'CheckoutProgress', ...view.progress, maxReachableStep: maxReachableStep(view.progress) },
    data: toGqlData(view, base.cart),
    deliveryPreview: preview,
    availableDestinies: view.destinies,
  };
}
