import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CHECKOUT_STEPS,
  CHECKOUT_STEP_PATHS,
  changeShipping,
  checkoutPathRedirect,
  checkoutStepIndex,
  checkoutStepRedirect,
  chooseCustomerContact,
  contactWithId,
  deliveryPreview,
  deliveryPreviewWithSource,
  emptyContact,
  normalizeContact,
  parseCheckoutStep,
  setManualContact,
  stepFromPath,
  switchUtilization,
  type DeliveryInfo,
  type InvoiceInfo,
  type OrderInfo,
} from '../../src/domain';

describe('steps', () => {
  it('are ordered as the route table, with their paths', () => {
    expect(CHECKOUT_STEPS).toEqual(['cart', 'gift', 'delivery', 'address', 'summary']);
    expect(CHECKOUT_STEP_PATHS).toEqual({
      cart: '/kosik',
      gift: '/kosik/vernostni-program',
      delivery: '/kosik/dodani',
      address: '/kosik/adresa',
      summary: '/kosik/rekapitulace',
    });
  });

  it.each([
    ['/kosik', 'cart'],
    ['/kosik/', 'cart'],
    ['/kosik/vernostni-program', 'gift'],
    ['/kosik/dodani?x=1', 'delivery'],
    ['/kosik/adresa#top', 'address'],
    ['/kosik/rekapitulace/', 'summary'],
    ['/kosik/hromadne-pridani', null],
    ['/', null],
  ])('stepFromPath(%s) = %s', (path, step) => {
    expect(stepFromPath(path)).toBe(step);
  });

  it('accepts alias step names', () => {
    expect(parseCheckoutStep('loyalty')).toBe('gift');
    expect(parseCheckoutStep('shipping')).toBe('delivery');
    expect(parseCheckoutStep('recapitulation')).toBe('summary');
    expect(parseCheckoutStep('constructor')).toBeNull();
    expect(parseCheckoutStep(4)).toBeNull();
    expect(checkoutStepIndex('summary')).toBe(4);
    expect(checkoutStepIndex('nope')).toBe(-1);
  });
});

describe('step guard', () => {
  it.each([
    ['cart', 'cart', null],
    ['gift', 'cart', 'cart'],
    ['summary', 'delivery', 'delivery'],
    ['address', 'address', null],
    ['cart', 'summary', null],
    ['delivery', 'summary', null],
    ['summary', 'unknown', 'cart'],
    ['unknown', 'cart', null],
    ['recapitulation', 'gift', 'gift'],
  ])('landing on %s having reached %s → %s', (step, furthest, expected) => {
    expect(checkoutStepRedirect(step, furthest)).toBe(expected);
  });

  it('redirects to the furthest step exactly when landing later (property)', () => {
    const step = fc.constantFrom(...CHECKOUT_STEPS);
    fc.assert(
      fc.property(step, step, (s, f) => {
        const r = checkoutStepRedirect(s, f);
        return CHECKOUT_STEPS.indexOf(s) > CHECKOUT_STEPS.indexOf(f) ? r === f : r === null;
      }),
    );
  });

  it('works on paths', () => {
    expect(checkoutPathRedirect('/kosik/rekapitulace', 'gift')).toBe('/kosik/vernostni-program');
    expect(checkoutPathRedirect('/kosik/dodani', 'summary')).toBeNull();
    expect(checkoutPathRedirect('/profil', 'cart')).toBeNull();
  });
});

describe('utilization transitions', () => {
  const delivery: DeliveryInfo = { contact: null, customerContact: null, utilization: 'inherit' };

  it('choosing a customer contact sets customer', () => {
    const saved = contactWithId({ id: 'd1', city: 'Praha' });
    expect(chooseCustomerContact(delivery, saved)).toEqual({ contact: null, customerContact: saved, utilization: 'customer' });
  });

  it('a manual contact sets assigned', () => {
    const invoice: InvoiceInfo = { contact: null, utilization: 'inherit' };
    expect(setManualContact(invoice, { city: 'Ostrava', country: 'sk' })).toEqual({
      contact: { ...emptyContact(), city: 'Ostrava', country: 'SK' },
      utilization: 'assigned',
    });
  });

  it('switching to assigned with no contact creates an empty one', () => {
    expect(switchUtilization(delivery, 'assigned')).toMatchObject({ contact: emptyContact(), utilization: 'assigned' });
    const order: OrderInfo = { contact: null, utilization: 'none' };
    expect(switchUtilization(order, 'assigned').contact).toEqual(emptyContact());
  });

  it('switching keeps an existing contact', () => {
    const contact = normalizeContact({ city: 'Plzeň' });
    expect(switchUtilization({ ...delivery, contact }, 'assigned').contact).toBe(contact);
    expect(switchUtilization({ ...delivery, contact }, 'invoice')).toMatchObject({ contact, utilization: 'invoice' });
    expect(switchUtilization(delivery, 'customer').contact).toBeNull();
  });
});

describe('delivery preview', () => {
  const c = (city: string) => normalizeContact({ city });
  const pickup = { contact: c('Výdejna'), methodSku: 'PICKUP' };
  const order: OrderInfo = { contact: c('Objednatel'), customer: c('Zákazník'), utilization: 'assigned' };
  const invoice: InvoiceInfo = { contact: c('Faktura'), utilization: 'assigned' };

  it.each([
    ['personal pickup wins', { personalPickupInfo: pickup, deliveryInfo: { contact: c('Jinam'), utilization: 'assigned' } }, 'personalPickup', 'Výdejna'],
    ['pickup without method is not chosen', { personalPickupInfo: { contact: c('Výdejna'), methodSku: null }, orderInfo: order }, 'order', 'Objednatel'],
    ['assigned', { deliveryInfo: { contact: c('Doručení'), utilization: 'assigned' } }, 'delivery', 'Doručení'],
    ['assigned without contact', { deliveryInfo: { contact: null, utilization: 'assigned' } }, 'none', null],
    ['customer', { deliveryInfo: { contact: null, customerContact: contactWithId({ city: 'Uložená' }), utilization: 'customer' } }, 'customer', 'Uložená'],
    ['customer without contact', { deliveryInfo: { contact: null, utilization: 'customer' } }, 'none', null],
    ['invoice', { deliveryInfo: { contact: null, utilization: 'invoice' }, invoiceInfo: invoice, orderInfo: order }, 'invoice', 'Faktura'],
    ['invoice inheriting order', { deliveryInfo: { contact: null, utilization: 'invoice' }, invoiceInfo: { contact: null, utilization: 'inherit' }, orderInfo: order }, 'order', 'Objednatel'],
    ['inherit', { deliveryInfo: { contact: null, utilization: 'inherit' }, orderInfo: order }, 'order', 'Objednatel'],
    ['inherit, order by customer', { deliveryInfo: { contact: null, utilization: 'inherit' }, orderInfo: { ...order, utilization: 'customer' } }, 'order', 'Zákazník'],
    ['inherit, order customer missing', { orderInfo: { contact: null, utilization: 'customer' } }, 'none', null],
    ['inherit, order none', { orderInfo: { ...order, utilization: 'none' } }, 'none', null],
    ['nothing at all', {}, 'none', null],
  ] as const)('%s', (_name, data, source, city) => {
    const result = deliveryPreviewWithSource(data as Parameters<typeof deliveryPreview>[0]);
    expect(result.source).toBe(source);
    expect(result.contact?.city ?? null).toBe(city);
    expect(deliveryPreview(data as Parameters<typeof deliveryPreview>[0])).toBe(result.contact);
  });
});

describe('changeShipping', () => {
  it.each([
    [{ shippingSku: 'PPL', paymentSku: 'CARD' }, 'DPD', undefined, { shippingSku: 'DPD', paymentSku: null }],
    [{ shippingSku: 'PPL', paymentSku: 'CARD' }, 'DPD', 'COD', { shippingSku: 'DPD', paymentSku: 'COD' }],
    [{ shippingSku: 'PPL', paymentSku: 'CARD' }, 'PPL', undefined, { shippingSku: 'PPL', paymentSku: 'CARD' }],
    [{ shippingSku: 'PPL' }, 'PPL', null, { shippingSku: 'PPL', paymentSku: null }],
    [{}, 'PPL', '', { shippingSku: 'PPL', paymentSku: null }],
  ])('%j → %s / %s', (methods, shipping, payment, expected) => {
    expect(changeShipping(methods, shipping, payment)).toEqual(expected);
  });
});
