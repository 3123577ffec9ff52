// @vitest-environment node
// Checkout operations over real HTTP: gifts, coupons, methods with the map and eligibility,
// checkout data with the domain validation, the step guard data, the REST endpoints and
// refusals of bad input and foreign checkouts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_PRICE, GIFT_PRICE_WITH_TAX, MESSAGES, ELIGIBILITY_REASONS, priceWithoutTax } from '../../src/domain/index.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import {
  CART,
  CHECKOUT,
  COMPANY,
  ERR,
  PERSON,
  addToCart,
  purchase,
  readCheckout,
  setMethods,
  updateData,
  type CartResult,
  type CheckoutResult,
  type Visitor,
} from './checkout-helpers.js';

let t: TestApp;
let sku: string;
let priceWithTax: number;

beforeAll(async () => {
  t = await startTestApp();
  const product = await pickProduct(t.database, 'purchasable');
  sku = product.sku;
  const cart = await (async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, 1);
    return (await readCheckout(v)).cart;
  })();
  priceWithTax = cart.totals.goods.amountWithTax;
});
afterAll(async () => {
  await t.close();
});

async function gifts(v: Visitor, op: 'add' | 'remove', list: string[]) {
  const r = await v.gql<Record<string, CartResult>>(
    `mutation($c: ID!, $g: [String!]!) { r: checkout_cart_gifts_${op}(checkoutId: $c, gifts: $g) { ok ${ERR} cart { ${CART} } } }`,
    { c: v.checkoutId, g: list },
  );
  return r.body.data.r!;
}

async function coupon(v: Visitor, op: 'apply' | 'remove', code: string) {
  const r = await v.gql<Record<string, CartResult>>(
    `mutation($c: ID!, $k: String!) { r: checkout_cart_coupon_${op}(checkoutId: $c, couponCode: $k) { ok ${ERR} cart { ${CART} } } }`,
    { c: v.checkoutId, k: code },
  );
  return r.body.data.r!;
}

async function stepReached(v: Visitor, step: string) {
  const r = await v.gql<{ checkout_step_reached: CheckoutResult }>(
    `mutation($c: ID!, $s: CheckoutStep!) { checkout_step_reached(checkoutId: $c, step: $s) { ok ${ERR} fieldErrors { field message } checkout { ${CHECKOUT} } } }`,
    { c: v.checkoutId, s: step },
  );
  return r.body.data.checkout_step_reached;
}

/** Enough of the product for `kc` koruny with VAT. */
const quantityFor = (kc: number) => Math.ceil((kc * 100) / priceWithTax);

describe('gifts and loyalty points', () => {
  it('earns one point per 10 Kč and offers the gifts the points reach', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, quantityFor(600));
    const { cart } = await readCheckout(v);
    expect(cart.loyaltyPoints).toBe(Math.floor(cart.totals.goods.amountWithTax / 1000));
    const offered = cart.giftOptions.filter((g) => g.available).map((g) => g.sku);
    expect(offered).toContain('DAR-001');
    expect(offered).not.toContain('DAR-006');
  });

  it('adds a gift at 0.10 Kč (0.12 with VAT), quantity 1, and refuses one beyond the points', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, quantityFor(600));
    const added = await gifts(v, 'add', ['DAR-001']);
    expect(added.ok).toBe(true);
    expect(added.cart.gifts).toEqual([
      expect.objectContaining({ sku: 'DAR-001', quantity: 1, unit: 'pcs', vatCode: 21, available: true, price: { amount: GIFT_PRICE, amountWithTax: GIFT_PRICE_WITH_TAX } }),
    ]);
    expect(added.cart.totals.gifts).toEqual({ amount: 10, amountWithTax: 12 });
    expect(added.cart.loyaltyPointsLeft).toBe(added.cart.loyaltyPoints - 50);

    const refused = await gifts(v, 'add', ['DAR-006', 'NO-SUCH-GIFT']);
    expect(refused.ok).toBe(false);
    expect(refused.errors.map((e) => e.code)).toEqual(['GIFT_UNAVAILABLE', 'UNKNOWN_GIFT']);
    expect(refused.errors[0]!.message).toContain('Ruční parní čistič');
    expect(refused.cart.gifts.map((g) => g.sku)).toEqual(['DAR-001']);

    const removed = await gifts(v, 'remove', ['DAR-001']);
    expect(removed.ok).toBe(true);
    expect(removed.cart.gifts).toEqual([]);
  });

  it('gives an empty cart no gift', async () => {
    const v = await newVisitor(t.url);
    const refused = await gifts(v, 'add', ['DAR-001']);
    expect(refused.errors.map((e) => e.code)).toEqual(['GIFT_UNAVAILABLE']);
  });
});

describe('coupons', () => {
  it('applies SLEVA10 per subject, case-insensitively, and removes it', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, 3);
    const applied = await coupon(v, 'apply', ' sleva10 ');
    expect(applied.ok).toBe(true);
    const subject = applied.cart.subjects[0]!;
    expect(subject.discounts?.discountCodes).toEqual(['SLEVA10']);
    expect(subject.discounts?.totalDiscount.amountWithTax).toBe(Math.round(subject.subjectTotal.amountWithTax / 10));
    expect(applied.cart.couponsApplied[0]).toMatchObject({ couponCode: 'SLEVA10', active: true });
    expect(applied.cart.totals.total.amountWithTax).toBe(applied.cart.totals.goods.amountWithTax - applied.cart.totals.discount.amountWithTax);

    const again = await coupon(v, 'apply', 'JARO200');
    expect(again.errors[0]).toMatchObject({ code: 'COUPON_LIMIT', message: 'V košíku lze uplatnit pouze jeden kupón.' });

    const removed = await coupon(v, 'remove', 'SLEVA10');
    expect(removed.ok).toBe(true);
    expect(removed.cart.couponsApplied).toEqual([]);
    expect(removed.cart.subjects[0]!.discounts).toBeNull();
  });

  it('refuses unknown, expired and under-minimum coupons in Czech', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, 1);
    expect((await coupon(v, 'apply', 'NIC')).errors[0]).toMatchObject({ code: 'COUPON_UNKNOWN', message: 'Kupón NIC neexistuje.' });
    expect((await coupon(v, 'apply', 'ZIMA2024')).errors[0]).toMatchObject({ code: 'COUPON_EXPIRED', message: 'Platnost kupónu ZIMA2024 vypršela.' });
    expect((await coupon(v, 'apply', 'JARO200')).errors[0]?.message).toBe('Kupón JARO200 lze uplatnit při nákupu od 1\u00a0500\u00a0Kč s DPH.');
    expect((await coupon(v, 'remove', 'JARO200')).errors[0]?.code).toBe('COUPON_NOT_APPLIED');
  });

  it('takes JARO200 off a cart over 1 500 Kč and keeps the VAT recapitulation exact', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, quantityFor(1600));
    const applied = await coupon(v, 'apply', 'JARO200');
    expect(applied.ok).toBe(true);
    expect(applied.cart.totals.discount.amountWithTax).toBe(20_000);
    const recap = applied.cart.totals.vatRecap;
    expect(recap.reduce((s, r) => s + r.total, 0)).toBe(applied.cart.totals.total.amountWithTax);
    expect(recap.reduce((s, r) => s + r.vat, 0)).toBe(applied.cart.totals.vatAmount);
  });
});

describe('shipping and payment', () => {
  it('lists methods with map prices, eligibility reasons and login-only methods', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, 1);
    const { cart } = await readCheckout(v);
    const rozvoz = cart.shippingMethods.find((m) => m.sku === 'rozvoz')!;
    expect(rozvoz).toMatchObject({ disabled: true, requiresLogin: true });
    expect(rozvoz.disabledReasons).toContain(ELIGIBILITY_REASONS.registeredUsers);
    const paleta = cart.shippingMethods.find((m) => m.sku === 'paleta')!;
    expect(paleta.failedRules).toEqual(['minWeight']);
    expect(cart.shippingMethods.find((m) => m.sku === 'osobni-odber-praha')?.pickupPlace?.name).toBe('Showroom Praha');
    expect(cart.paymentMethods.find((m) => m.sku === 'faktura')?.requiresLogin).toBe(true);

    const chosen = await setMethods(v, 'ceska-posta', null);
    const cod = chosen.cart.paymentMethods.find((m) => m.sku === 'dobirka')!;
    // The map's surcharge for Česká pošta (48 Kč with VAT, stored net), not the method's own 39 Kč.
    expect(cod.price).toEqual({ amount: priceWithoutTax(4800, 21), amountWithTax: 4800 });
    expect(chosen.cart.paymentMethods.find((m) => m.sku === 'hotove')).toMatchObject({ availableForShipping: false, disabled: true });
  });

  it('clears the payment when shipping changes, unless one is given', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, 1);
    await setMethods(v, 'dpd', 'dobirka');
    const changed = await setMethods(v, 'zasilkovna', null);
    expect(changed.cart.shippingMethod?.sku).toBe('zasilkovna');
    expect(changed.cart.paymentMethod).toBeNull();
    const both = await setMethods(v, 'dpd', 'prevod');
    expect([both.cart.shippingMethod?.sku, both.cart.paymentMethod?.sku]).toEqual(['dpd', 'prevod']);
    const same = await setMethods(v, 'dpd', null);
    expect(same.cart.paymentMethod?.sku).toBe('prevod');
  });

  it('rounds the total by the payment method’s petty cash and adds method prices', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, 1);
    const r = await setMethods(v, 'dpd', 'dobirka');
    const totals = r.cart.totals;
    expect(totals.shipping.amountWithTax).toBe(13_900);
    expect(totals.payment.amountWithTax).toBe(3_900);
    expect(totals.total.amountWithTax % 100).toBe(0);
    const sum = totals.goods.amountWithTax + totals.shipping.amountWithTax + totals.payment.amountWithTax;
    expect(totals.total.amountWithTax - sum).toBe(totals.rounding);
    expect(Math.abs(totals.rounding)).toBeLessThanOrEqual(50);
  });

  it('refuses unknown, ineligible and login-only methods and changes nothing', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, 1);
    await setMethods(v, 'dpd', 'prevod');
    expect((await setMethods(v, 'raketa', null)).errors[0]).toMatchObject({ code: 'UNKNOWN_SHIPPING', message: 'Způsob dopravy raketa neexistuje.' });
    expect((await setMethods(v, 'paleta', null)).errors[0]?.code).toBe('SHIPPING_INELIGIBLE');
    expect((await setMethods(v, 'rozvoz', null)).errors[0]?.code).toBe('LOGIN_REQUIRED');
    expect((await setMethods(v, null, 'faktura')).errors[0]?.code).toBe('LOGIN_REQUIRED');
    const unchanged = await setMethods(v, null, 'bitcoin');
    expect(unchanged.errors[0]?.code).toBe('UNKNOWN_PAYMENT');
    expect([unchanged.cart.shippingMethod?.sku, unchanged.cart.paymentMethod?.sku]).toEqual(['dpd', 'prevod']);
    const noShipping = await newVisitor(t.url);
    expect((await setMethods(noShipping, null, 'prevod')).errors[0]?.code).toBe('SHIPPING_MISSING');
  });

  it('serves the REST method endpoints over the same services', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, 1);
    const update = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-methods`, { shippingSku: 'dpd', paymentSku: 'dobirka' });
    expect(update.status).toBe(200);
    expect(update.body.ok).toBe(true);
    const shipping = await v.rest<{ sku: string; disabled: boolean }[]>('GET', `/api/checkout/${v.checkoutId}/shipping-methods`);
    expect(shipping.body.map((m) => m.sku)).toContain('dpd');
    const payment = await v.rest<{ sku: string; price: { amountWithTax: number } }[]>('GET', `/api/checkout/${v.checkoutId}/payment-methods`);
    expect(payment.body.find((m) => m.sku === 'dobirka')?.price.amountWithTax).toBe(3_900);
    const map = await v.rest<{ shippingMethodSku: string; paymentMethodSku: string; priceWithTax: number; tax: number }[]>(
      'GET',
      `/api/checkout/${v.checkoutId}/shipping-payment-map`,
    );
    expect(map.body).toContainEqual(expect.objectContaining({ shippingMethodSku: 'ceska-posta', paymentMethodSku: 'dobirka', price: priceWithoutTax(4800, 21), priceWithTax: 4800, tax: 21 }));
    const cart = await v.rest<{ shippingMethod: { sku: string } }>('GET', `/api/checkout/${v.checkoutId}/cart`);
    expect(cart.body.shippingMethod.sku).toBe('dpd');
    const tampered = await v.rest('POST', `/api/checkout/${v.checkoutId}/cart/update-methods`, { shippingSku: 'dpd', price: 0 });
    expect(tampered.status).toBe(400);
  });
});

describe('checkout data', () => {
  it('validates the order contact with the domain schema and saves it normalized', async () => {
    const v = await newVisitor(t.url);
    const bad = await updateData(v, { orderInfo: { contact: { ...PERSON, phoneNumber: '123', country: 'DE', emailAddress: 'x@' } } });
    expect(bad.ok).toBe(false);
    expect(bad.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'orderInfo.contact.phoneNumber', message: MESSAGES.phone },
        { field: 'orderInfo.contact.country', message: MESSAGES.country },
        { field: 'orderInfo.contact.emailAddress', message: MESSAGES.invalidEmail },
      ]),
    );
    expect(bad.checkout.data.orderInfo.contact).toBeNull();

    const company = await updateData(v, { orderInfo: { contact: { ...COMPANY, companyTaxNo: 'DE123', emailAddress: 'a@b.cz', phoneNumber: '+420777111222' } } });
    expect(company.fieldErrors).toEqual([{ field: 'orderInfo.contact.companyTaxNo', message: MESSAGES.vatId }]);

    const good = await updateData(v, { orderInfo: { contact: { ...PERSON, country: 'sk', phoneNumber: '+421 900 123 456' } } });
    expect(good.ok).toBe(true);
    expect(good.checkout.data.orderInfo).toMatchObject({ utilization: 'assigned', contact: { country: 'SK', phoneNumber: '+421 900 123 456', postalCode: '110 00' } });
  });

  it('accepts a Czech number without its prefix ("603123456") and keeps it as +420 603 123 456 on the checkout and the order', async () => {
    const v = await newVisitor(t.url);
    expect((await addToCart(v, sku, 1)).ok).toBe(true);
    expect((await setMethods(v, 'osobni-odber-praha', 'hotove')).ok).toBe(true);
    const saved = await updateData(v, { orderInfo: { contact: { ...PERSON, phoneNumber: '603123456' } }, agreements: { terms: true, privacy: true } });
    expect(saved.fieldErrors).toEqual([]);
    expect(saved.ok).toBe(true);
    expect(saved.checkout.data.orderInfo.contact?.phoneNumber).toBe('+420 603 123 456');
    // Stored normalized: a fresh read answers the same.
    expect((await readCheckout(v)).data.orderInfo.contact?.phoneNumber).toBe('+420 603 123 456');

    const placed = await purchase(v, `phone-${crypto.randomUUID()}`);
    expect(placed.errors).toEqual([]);
    expect(placed.status).toBe('success');
    const read = await v.gql<{ order: { orderContact: { phoneNumber: string }; invoiceContact: { phoneNumber: string } } }>(
      `query($n: String!) { order(orderNumber: $n) { orderContact { phoneNumber } invoiceContact { phoneNumber } } }`,
      { n: placed.order?.number },
    );
    expect(read.body.data.order).toEqual({ orderContact: { phoneNumber: '+420 603 123 456' }, invoiceContact: { phoneNumber: '+420 603 123 456' } });
  });

  it('applies utilization transitions and shows the delivery preview', async () => {
    const v = await newVisitor(t.url);
    await addToCart(v, sku, 1);
    await setMethods(v, 'dpd', 'prevod');
    await updateData(v, { orderInfo: { contact: PERSON } });
    let c = await readCheckout(v);
    expect(c.deliveryPreview).toEqual({ source: 'order', contact: { street: 'Dlouhá 12', city: 'Praha' } });

    const switched = await updateData(v, { invoiceInfo: { utilization: 'assigned' } });
    expect(switched.checkout.data.invoiceInfo).toEqual({ utilization: 'assigned', contact: { companyName: '', street: '' } });
    expect(switched.checkout.progress.contactsReady).toBe(false);

    await updateData(v, { invoiceInfo: { contact: COMPANY }, deliveryInfo: { utilization: 'invoice' } });
    c = await readCheckout(v);
    expect(c.deliveryPreview).toEqual({ source: 'invoice', contact: { street: 'Podnikatelská 5', city: 'Brno' } });
    expect(c.progress.contactsReady).toBe(true);

    expect((await updateData(v, { deliveryInfo: { utilization: 'customer' } })).errors[0]?.code).toBe('LOGIN_REQUIRED');
    expect((await updateData(v, { deliveryInfo: { customerContactId: 'x' } })).errors[0]?.code).toBe('LOGIN_REQUIRED');

    await setMethods(v, 'osobni-odber-brno', 'hotove');
    c = await readCheckout(v);
    expect(c.deliveryPreview.source).toBe('personalPickup');
    expect(c.data.personalPickupInfo).toMatchObject({ methodSku: 'osobni-odber-brno', place: { name: 'Showroom Brno' } });
    expect(c.availableDestinies).toContain('purchase');
  });

  it('stores notes, customer order number and agreements, and limits their length', async () => {
    const v = await newVisitor(t.url);
    const saved = await updateData(v, { notes: ' Zvonit dvakrát ', customerOrderNumber: 'PO-2026-17', agreements: { terms: true, privacy: true, newsletter: false } });
    expect(saved.checkout.data).toMatchObject({ notes: 'Zvonit dvakrát', customerOrderNumber: 'PO-2026-17', agreements: { terms: true, privacy: true, newsletter: false } });
    const long = await updateData(v, { notes: 'x'.repeat(2001) });
    expect(long.fieldErrors[0]?.field).toBe('notes');
    const partial = await updateData(v, { agreements: { newsletter: true } });
    expect(partial.checkout.data.agreements).toEqual({ terms: true, privacy: true, newsletter: true });
  });
});

describe('step guard data', () => {
  it('moves the furthest step forward only as far as the cart allows, and falls back when it empties', async () => {
    const v = await newVisitor(t.url);
    expect((await stepReached(v, 'gift')).errors[0]).toMatchObject({ code: 'STEP_NOT_REACHABLE', message: 'Košík je prázdný.' });
    await addToCart(v, sku, 1);
    expect((await stepReached(v, 'delivery')).checkout.furthestStep).toBe('delivery');
    expect((await stepReached(v, 'address')).ok).toBe(false);
    await setMethods(v, 'dpd', 'prevod');
    expect((await stepReached(v, 'address')).checkout.furthestStep).toBe('address');
    expect((await stepReached(v, 'summary')).errors[0]?.code).toBe('STEP_NOT_REACHABLE');
    await updateData(v, { orderInfo: { contact: PERSON } });
    expect((await stepReached(v, 'summary')).checkout.furthestStep).toBe('summary');
    expect((await stepReached(v, 'gift')).checkout.furthestStep).toBe('summary');

    const reset = await v.gql<{ checkout_cart_reset: { cart: { id: string }; checkout: { furthestStep: string } } }>(
      `mutation($c: ID!) { checkout_cart_reset(checkoutId: $c) { cart { id } checkout { furthestStep } } }`,
      { c: v.checkoutId },
    );
    expect(reset.body.data.checkout_cart_reset.checkout.furthestStep).toBe('cart');
  });
});

describe('bad input and foreign checkouts', () => {
  it('refuses negative and huge quantities and unknown skus', async () => {
    const v = await newVisitor(t.url);
    const r = await v.gql<{ checkout_cart_update_subjects: { ok: boolean; errors: { code: string }[] } }>(
      `mutation($c: ID!, $b: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $c, batch: $b) { ok ${ERR} } }`,
      { c: v.checkoutId, b: [{ sku, quantity: -5 }, { sku: 'NEEXISTUJE-1', quantity: 1 }] },
    );
    expect(r.body.data.checkout_cart_update_subjects.errors.map((e) => e.code)).toEqual(['INVALID_QUANTITY', 'UNKNOWN_SKU']);
    const huge = await v.rest('POST', `/api/checkout/${v.checkoutId}/cart/update-subject`, { sku, quantity: 1e12 });
    expect(huge.status).toBe(400);
    const overflow = await v.gql(`mutation($c: ID!) { checkout_cart_update_subjects(checkoutId: $c, batch: [{ sku: "${sku}", quantity: 99999999999 }]) { ok } }`, { c: v.checkoutId });
    expect(overflow.body.errors?.length).toBeGreaterThan(0);
  });

  it('refuses every checkout operation on a foreign checkout', async () => {
    const owner = await newVisitor(t.url);
    const intruder = await newVisitor(t.url);
    const c = owner.checkoutId;
    const operations = [
      `mutation { r: checkout_cart_gifts_add(checkoutId: "${c}", gifts: ["DAR-001"]) { ok } }`,
      `mutation { r: checkout_cart_gifts_remove(checkoutId: "${c}", gifts: ["DAR-001"]) { ok } }`,
      `mutation { r: checkout_cart_update_methods(checkoutId: "${c}", shippingSku: "dpd") { ok } }`,
      `mutation { r: checkout_cart_coupon_apply(checkoutId: "${c}", couponCode: "SLEVA10") { ok } }`,
      `mutation { r: checkout_cart_coupon_remove(checkoutId: "${c}", couponCode: "SLEVA10") { ok } }`,
      `mutation { r: checkout_cart_load_shared(checkoutId: "${c}", token: "abcdefghijklmnopqrstuvwx") { ok } }`,
      `mutation { r: checkout_data_update(checkoutId: "${c}", input: { notes: "x" }) { ok } }`,
      `mutation { r: checkout_step_reached(checkoutId: "${c}", step: cart) { ok } }`,
      `mutation { r: checkout_share_cart(checkoutId: "${c}", input: { customerName: "A", customerEmail: "a@b.cz", to: "c@d.cz" }) { ok } }`,
      `query { r: checkout(checkoutId: "${c}") { id } }`,
    ];
    for (const query of operations) {
      const r = await intruder.gql(query);
      expect(r.body.errors?.[0]?.message, query).toBe('Tento košík vám nepatří.');
    }
    for (const [method, path] of [
      ['POST', 'cart/update-methods'],
      ['GET', 'shipping-methods'],
      ['GET', 'payment-methods'],
      ['GET', 'shipping-payment-map'],
      ['POST', 'cart/load-shared'],
    ] as const) {
      const r = await intruder.rest(method, `/api/checkout/${c}/${path}`, method === 'POST' ? {} : undefined);
      expect(r.status, path).toBe(403);
    }
  });
});
