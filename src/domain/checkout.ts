// Checkout steps, the step guard, utilization transitions and the delivery preview (spec
// sections 2 and 4).

import { emptyContact, normalizeContact, type Contact, type ContactInput, type ContactWithId } from './contact.js';
import {
  CHECKOUT_STEPS,
  isCheckoutStep,
  type CheckoutStep,
  type DeliveryUtilization,
  type InvoiceUtilization,
  type OrderUtilization,
} from './enums.js';

export { CHECKOUT_STEPS, isCheckoutStep, type CheckoutStep } from './enums.js';

export const CHECKOUT_STEP_PATHS: Readonly<Record<CheckoutStep, string>> = {
  cart: '/kosik',
  gift: '/kosik/vernostni-program',
  delivery: '/kosik/dodani',
  address: '/kosik/adresa',
  summary: '/kosik/rekapitulace',
};

// The spec also words the steps as loyalty, shipping/payment and recapitulation; those names
// are accepted on input and mapped to the canonical step names.
const STEP_ALIASES: Readonly<Record<string, CheckoutStep>> = {
  loyalty: 'gift',
  'loyalty-programme': 'gift',
  shipping: 'delivery',
  payment: 'delivery',
  'shipping-payment': 'delivery',
  recapitulation: 'summary',
};

/** Canonical step for a name or alias, null when unknown. */
export function parseCheckoutStep(input: unknown): CheckoutStep | null {
  if (isCheckoutStep(input)) return input;
  if (typeof input === 'string' && Object.prototype.hasOwnProperty.call(STEP_ALIASES, input)) {
    return STEP_ALIASES[input] ?? null;
  }
  return null;
}

/** 0-based position in the route-table order; -1 for unknown names. */
export function checkoutStepIndex(step: string): number {
  const parsed = parseCheckoutStep(step);
  return parsed === null ? -1 : CHECKOUT_STEPS.indexOf(parsed);
}

/** The step shown at a path ('/kosik/dodani/' → delivery); query and hash are ignored. */
export function stepFromPath(path: string): CheckoutStep | null {
  const clean = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  for (const step of CHECKOUT_STEPS) {
    if (CHECKOUT_STEP_PATHS[step] === clean) return step;
  }
  return null;
}

/**
 * The step guard: null when `step` may be shown, otherwise the step to redirect to (the
 * furthest step reached). An unknown `step` is not a checkout step, so nothing is guarded
 * (null); an unknown `furthestReached` counts as the first step, cart.
 */
export function checkoutStepRedirect(step: string, furthestReached: string): string | null {
  const target = checkoutStepIndex(step);
  if (target < 0) return null;
  const furthest = Math.max(0, checkoutStepIndex(furthestReached));
  return target > furthest ? CHECKOUT_STEPS[furthest]! : null;
}

/** The guard for a path: null, or the path of the step to redirect to (replace history). */
export function checkoutPathRedirect(path: string, furthestReached: string): string | null {
  const step = stepFromPath(path);
  if (step === null) return null;
  const redirect = checkoutStepRedirect(step, furthestReached);
  return redirect === null ? null : CHECKOUT_STEP_PATHS[redirect as CheckoutStep];
}

// --- Utilization -------------------------------------------------------------------------

export interface DeliveryInfo {
  contact: Contact | null;
  customerContact?: ContactWithId | null;
  utilization: DeliveryUtilization;
}

export interface InvoiceInfo {
  contact: Contact | null;
  utilization: InvoiceUtilization;
}

export interface OrderInfo {
  contact: Contact | null;
  customer?: Contact | null;
  utilization: OrderUtilization;
}

export interface PersonalPickupInfo {
  contact: Contact | null;
  methodSku?: string | null;
  providerData?: unknown;
}

type AnyInfo = DeliveryInfo | InvoiceInfo | OrderInfo;

/** Choosing one of the customer's saved contacts: utilization becomes customer. */
export function chooseCustomerContact(info: DeliveryInfo, contact: ContactWithId): DeliveryInfo {
  return { ...info, customerContact: contact, utilization: 'customer' };
}

/** Typing a contact by hand: the contact is normalized and utilization becomes assigned. */
export function setManualContact<T extends AnyInfo>(info: T, contact: ContactInput): T {
  return { ...info, contact: normalizeContact(contact), utilization: 'assigned' };
}

/**
 * Switches utilization. Switching to assigned with no contact creates an empty one, so the
 * address form always has a contact to edit; other switches keep the stored contact.
 */
export function switchUtilization<T extends AnyInfo>(info: T, utilization: T['utilization']): T {
  const contact = utilization === 'assigned' && !info.contact ? emptyContact() : info.contact;
  return { ...info, contact, utilization };
}

export interface CheckoutDataForPreview {
  deliveryInfo?: DeliveryInfo | null;
  invoiceInfo?: InvoiceInfo | null;
  orderInfo?: OrderInfo | null;
  personalPickupInfo?: PersonalPickupInfo | null;
}

export type DeliveryPreviewSource = 'personalPickup' | 'delivery' | 'customer' | 'invoice' | 'order' | 'none';

function orderContact(data: CheckoutDataForPreview): { source: DeliveryPreviewSource; contact: Contact | null } {
  const order = data.orderInfo;
  if (!order || order.utilization === 'none') return { source: 'none', contact: null };
  const contact = order.utilization === 'customer' ? (order.customer ?? null) : order.contact;
  return contact ? { source: 'order', contact } : { source: 'none', contact: null };
}

function invoiceContact(data: CheckoutDataForPreview): { source: DeliveryPreviewSource; contact: Contact | null } {
  const invoice = data.invoiceInfo;
  if (invoice && invoice.utilization === 'assigned' && invoice.contact) {
    return { source: 'invoice', contact: invoice.contact };
  }
  return orderContact(data);
}

/**
 * Where the delivery address shown in the summary comes from, and the contact itself.
 *
 * Personal pickup counts as chosen when personalPickupInfo has a method sku and a contact.
 * Otherwise by delivery utilization: assigned → its own contact, customer → the chosen customer
 * contact, invoice → the invoice contact, inherit → the orderer's contact (order info). Invoice
 * utilization inherit likewise means the order contact. The spec leaves "inherit" open; it is
 * read as "same as the person ordering".
 */
export function deliveryPreviewWithSource(data: CheckoutDataForPreview): {
  source: DeliveryPreviewSource;
  contact: Contact | null;
} {
  const pickup = data.personalPickupInfo;
  if (pickup?.methodSku && pickup.contact) return { source: 'personalPickup', contact: pickup.contact };
  const delivery = data.deliveryInfo;
  switch (delivery?.utilization) {
    case 'assigned':
      return delivery.contact ? { source: 'delivery', contact: delivery.contact } : { source: 'none', contact: null };
    case 'customer':
      return delivery.customerContact
        ? { source: 'customer', contact: delivery.customerContact }
        : { source: 'none', contact: null };
    case 'invoice':
      return invoiceContact(data);
    default:
      return orderContact(data);
  }
}

/** The contact to show as delivery address (see deliveryPreviewWithSource), or null. */
export function deliveryPreview(data: CheckoutDataForPreview): Contact | null {
  return deliveryPreviewWithSource(data).contact;
}

export interface SelectedMethods {
  shippingSku?: string | null;
  paymentSku?: string | null;
}

/**
 * Changing shipping clears the payment (null, so an update can send the clearing) unless a
 * payment is given with it. Re-selecting the shipping already chosen is no change and keeps
 * the payment.
 */
export function changeShipping(
  methods: SelectedMethods,
  newShippingSku: string,
  newPaymentSku?: string | null,
): { shippingSku: string; paymentSku: string | null } {
  if (newPaymentSku) return { shippingSku: newShippingSku, paymentSku: newPaymentSku };
  if (methods.shippingSku === newShippingSku) {
    return { shippingSku: newShippingSku, paymentSku: methods.paymentSku ?? null };
  }
  return { shippingSku: newShippingSku, paymentSku: null };
}
