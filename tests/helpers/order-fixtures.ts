// A placed order as a database row, for tests that need a customer's order history without going
// through checkout (a 100 Kč cash-on-delivery purchase by PPL, 12 loyalty points).
import { randomUUID } from 'node:crypto';
import type { orders } from '../../src/server/db/schema.js';

export const ORDER_CONTACT = { personName: 'Tomáš Test', street: 'Dlouhá 12', city: 'Brno', postalCode: '602 00', country: 'CZ' };

export function orderRow(customerId: string, number: string, id: string = randomUUID()): typeof orders.$inferInsert {
  return {
    id,
    number,
    checkoutId: randomUUID(),
    cartId: randomUUID(),
    customerId,
    email: 'x@example.cz',
    destiny: 'purchase',
    paymentStatus: 'not-required',
    pricesType: 'B2C',
    priceGroup: '_default',
    shippingSku: 'ppl',
    shippingName: 'PPL',
    paymentSku: 'dobirka',
    paymentName: 'Dobírka',
    amount: 10000,
    amountWithTax: 12100,
    vatAmount: 2100,
    totalToPay: 12100,
    loyaltyPoints: 12,
    data: {
      orderContact: ORDER_CONTACT,
      invoiceContact: ORDER_CONTACT,
      deliveryContact: null,
      deliverySource: 'order',
      personalPickup: false,
      notes: '',
      customerOrderNumber: '',
      agreements: {},
    },
  };
}
