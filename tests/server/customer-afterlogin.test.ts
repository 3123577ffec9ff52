// @vitest-environment node
// After login and logout: pricing follows the customer (B2B prices everywhere), the customer
// contact loads into the checkout, a cart left at logout is offered after the next login
// (merge, keep, switch, remove), and logout returns an empty cart with the default price group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { B2B_EMAIL, B2C_EMAIL, Browser, DEMO_PASSWORD, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { checkouts, prices, products } from '../../src/server/db/schema.js';
import { DEFAULT_CATALOGUE_HASH } from '../../src/domain/index.js';

let t: TestApp;
let sku: string;
let otherSku: string;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  sku = (await pickProduct(t.database, 'purchasable')).sku;
  const [other] = await t.database.db
    .select({ sku: products.sku })
    .from(products)
    .where(and(ne(products.sku, sku), eq(products.onSale, true), eq(products.soldOut, false), sql`${products.stockState} IS DISTINCT FROM 'sold-out'`, eq(products.stockOnly, false), eq(products.mainTaxonomyHash, (await pickProduct(t.database, 'purchasable')).mainTaxonomyHash ?? '')))
    .limit(1);
  otherSku = other?.sku ?? sku;
});
afterAll(async () => {
  await t.close();
});

type CartView = { id: string; priceGroup: string; pricesType: string; subjects: { sku: string; quantity: number; price: { amount: number } }[] };
type CheckoutView = { id: string; cart: CartView; existingCarts: { id: string; state: string }[]; data: { orderInfo: { utilization: string } } };

const CART = 'id priceGroup pricesType subjects { sku quantity price { amount } }';
const CHECKOUT = `query($id: ID!) { checkout(checkoutId: $id) { id cart { ${CART} } existingCarts { id state } data { orderInfo { utilization } } } }`;
const ADD = `mutation($id: ID!, $batch: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $id, batch: $batch) { ok errors { code } cart { ${CART} } } }`;
const AFTERLOGIN = `mutation($id: ID!, $ps: PricingSettingsInput) { checkout_context_afterlogin(checkoutId: $id, locale: "cs", pricingSettings: $ps) {
  ok errors { code message } existingCarts { id state } checkout { cart { ${CART} } data { orderInfo { utilization } } deliveryPreview { source } } } }`;
const DECIDE = `mutation($id: ID!, $action: AfterLoginAction!, $next: ID) { checkout_context_afterlogin_decision(checkoutId: $id, action: $action, nextCartId: $next) {
  ok errors { code message } existingCarts { id } checkout { cart { ${CART} } } } }`;
const REMOVE = `mutation($id: ID!, $cart: ID!) { checkout_context_afterlogin_removeCart(checkoutId: $id, cartToRemoveId: $cart) { ok errors { code } cart { id } existingCarts { id } } }`;

async function checkout(b: Browser): Promise<CheckoutView> {
  const res = await b.gql<{ checkout: CheckoutView }>(CHECKOUT, { id: b.checkoutId });
  return res.body.data.checkout;
}

async function add(b: Browser, items: { sku: string; quantity: number }[]): Promise<CartView> {
  const res = await b.gql<{ checkout_cart_update_subjects: { cart: CartView } }>(ADD, { id: b.checkoutId, batch: items });
  return res.body.data.checkout_cart_update_subjects.cart;
}

async function newCustomer(prefix: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const res = await new Browser(t.url).json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) });
  expect(res.body.status).toBe('success');
  return { email, password: registrationPayload(email).info.password };
}

describe('B2B customer', () => {
  it('sees the B2B price group in the catalogue, product detail and cart once logged in, and default prices after logout', async () => {
    const b = new Browser(t.url);
    await b.uictx();
    const detail = async () => (await b.json<{ price: { amount: number } }>(`/api/products/${sku}/detail`)).body.price.amount;
    const anonymousPrice = await detail();
    await add(b, [{ sku, quantity: 1 }]);

    const login = await b.login(B2B_EMAIL, DEMO_PASSWORD);
    expect(login.body.user?.settings).toMatchObject({ priceGroupIds: ['b2b-velkoodber'], pricesType: 'B2B' });
    expect(b.lastSetCookies.find((c) => c.name === 'pricesType')?.value).toBe('B2B');
    const b2bPrice = (await t.database.db.select().from(prices).where(eq(prices.sku, sku))).find((p) => p.priceGroup === 'b2b-velkoodber')?.price;
    expect(b2bPrice).toBeLessThan(anonymousPrice);
    expect(await detail()).toBe(b2bPrice);
    const page = await b.json<{ items: { sku: string; price: { amount: number } }[] }>('/api/catalogue', { method: 'POST', body: { hash: DEFAULT_CATALOGUE_HASH } });
    const listed = page.body.items[0];
    const listedB2b = (await t.database.db.select().from(prices).where(eq(prices.sku, listed?.sku ?? ''))).find((p) => p.priceGroup === 'b2b-velkoodber');
    expect(listed?.price.amount).toBe(listedB2b?.price);

    const view = await checkout(b);
    expect(view.cart).toMatchObject({ priceGroup: 'b2b-velkoodber', pricesType: 'B2B' });
    expect(view.cart.subjects[0]?.price.amount).toBe(b2bPrice);

    await b.logout();
    expect(await detail()).toBe(anonymousPrice);
    const after = await checkout(b);
    expect(after.cart).toMatchObject({ priceGroup: '_default', subjects: [] });
  });

  it('can switch the price display to B2C and back while keeping the B2B group', async () => {
    const b = new Browser(t.url);
    await b.login(B2B_EMAIL, DEMO_PASSWORD);
    const res = await b.gql<{ checkout_context_afterlogin: { checkout: { cart: CartView } } }>(AFTERLOGIN, { id: b.checkoutId, ps: { pricesType: 'B2C', priceGroupIds: ['_default'] } });
    expect(res.body.data.checkout_context_afterlogin.checkout.cart).toMatchObject({ priceGroup: 'b2b-velkoodber', pricesType: 'B2C' });
    const back = await b.gql<{ update_settings: { pricesType: string; priceGroup: string } }>('mutation { update_settings(pricesType: B2B) { pricesType priceGroup } }');
    expect(back.body.data.update_settings).toEqual({ pricesType: 'B2B', priceGroup: 'b2b-velkoodber' });
  });
});

describe('checkout_context_afterlogin', () => {
  it('loads the customer contact into the checkout and ignores a price group the customer does not have', async () => {
    const b = new Browser(t.url);
    await b.login(B2C_EMAIL, DEMO_PASSWORD);
    const res = await b.gql<{
      checkout_context_afterlogin: { ok: boolean; checkout: { cart: CartView; data: { orderInfo: { utilization: string } } } };
    }>(AFTERLOGIN, { id: b.checkoutId, ps: { priceGroupIds: ['b2b-velkoodber'], pricesType: 'B2C' } });
    const result = res.body.data.checkout_context_afterlogin;
    expect(result.ok).toBe(true);
    expect(result.checkout.cart.priceGroup).toBe('_default');
    expect(result.checkout.data.orderInfo.utilization).toBe('customer');
  });

  it('saves the B2B customer contact (company, IČO, DIČ) into the checkout, so the address step opens prefilled', async () => {
    const b = new Browser(t.url);
    await b.uictx();
    await b.login(B2B_EMAIL, DEMO_PASSWORD);
    await b.gql(AFTERLOGIN, { id: b.checkoutId });
    const res = await b.gql<{ checkout: { data: { orderInfo: { utilization: string; contact: Record<string, string> | null }; invoiceInfo: { utilization: string } } } }>(
      `query($id: ID!) { checkout(checkoutId: $id) { data { orderInfo { utilization contact { contactType companyName companyRegNo companyTaxNo personName street city postalCode emailAddress phoneNumber } } invoiceInfo { utilization } } } }`,
      { id: b.checkoutId },
    );
    expect(res.body.data.checkout.data.orderInfo).toEqual({
      utilization: 'customer',
      contact: {
        contactType: 'company',
        companyName: 'Hotel Vltava s.r.o.',
        companyRegNo: '27074358',
        companyTaxNo: 'CZ27074358',
        personName: 'Petr Dvořák',
        street: 'Dvořákovo nábřeží 8',
        city: 'Praha 1',
        postalCode: '110 00',
        emailAddress: B2B_EMAIL,
        phoneNumber: '+420 777 234 567',
      },
    });
    // The invoice inherits the orderer: the company is invoiced without retyping.
    expect(res.body.data.checkout.data.invoiceInfo.utilization).toBe('inherit');
    const [row] = await t.database.db.select({ data: checkouts.data }).from(checkouts).where(eq(checkouts.id, b.checkoutId ?? ''));
    expect(row?.data.orderInfo?.contact?.companyName).toBe('Hotel Vltava s.r.o.');
  });

  it('is refused for an anonymous token and for another checkout', async () => {
    const anon = new Browser(t.url);
    await anon.uictx();
    const res = await anon.gql<{ checkout_context_afterlogin: { ok: boolean; errors: { code: string }[] } }>(AFTERLOGIN, { id: anon.checkoutId });
    expect(res.body.data.checkout_context_afterlogin).toMatchObject({ ok: false, errors: [{ code: 'LOGIN_REQUIRED' }] });
    const b = new Browser(t.url);
    await b.login(B2C_EMAIL, DEMO_PASSWORD);
    const foreign = await b.gql(AFTERLOGIN, { id: anon.checkoutId });
    expect(JSON.stringify(foreign.body.errors)).toContain('Tento košík vám nepatří.');
  });
});

describe('logout and the cart left behind', () => {
  it('logout leaves the cart to the customer and returns an empty one; the next login offers it (keep, then merge)', async () => {
    const { email, password } = await newCustomer('left');
    const first = new Browser(t.url);
    await first.login(email, password);
    await add(first, [{ sku, quantity: 2 }]);
    const leftCartId = (await checkout(first)).cart.id;
    await first.logout();
    const emptied = await checkout(first);
    expect(emptied.cart.id).not.toBe(leftCartId);
    expect(emptied.cart).toMatchObject({ priceGroup: '_default', subjects: [] });

    const second = new Browser(t.url);
    await second.uictx();
    await add(second, [{ sku, quantity: 1 }, { sku: otherSku, quantity: 1 }]);
    await second.login(email, password);
    const after = await second.gql<{ checkout_context_afterlogin: { existingCarts: { id: string; state: string }[] } }>(AFTERLOGIN, { id: second.checkoutId });
    expect(after.body.data.checkout_context_afterlogin.existingCarts).toEqual([{ id: leftCartId, state: 'active' }]);

    const keep = await second.gql<{ checkout_context_afterlogin_decision: { ok: boolean; existingCarts: { id: string }[] } }>(DECIDE, { id: second.checkoutId, action: 'keep' });
    expect(keep.body.data.checkout_context_afterlogin_decision).toMatchObject({ ok: true, existingCarts: [{ id: leftCartId }] });

    const merge = await second.gql<{ checkout_context_afterlogin_decision: { ok: boolean; existingCarts: unknown[]; checkout: { cart: CartView } } }>(DECIDE, {
      id: second.checkoutId,
      action: 'merge',
      next: leftCartId,
    });
    const merged = merge.body.data.checkout_context_afterlogin_decision;
    expect(merged.ok).toBe(true);
    expect(merged.existingCarts).toEqual([]);
    expect(merged.checkout.cart.subjects.find((s) => s.sku === sku)?.quantity).toBe(3);
  });

  it('a merge with a refused line merges the rest, reports partial success and keeps the refused line in the saved cart', async () => {
    const limited = await pickProduct(t.database, 'stockOnly');
    const { email, password } = await newCustomer('partial');
    const first = new Browser(t.url);
    await first.login(email, password);
    await add(first, [{ sku, quantity: 2 }, { sku: limited.sku, quantity: limited.stockQuantity }]);
    const leftCartId = (await checkout(first)).cart.id;
    await first.logout();

    const second = new Browser(t.url);
    await second.uictx();
    // With the saved line on top, the stock-only product would exceed its stock: refused.
    await add(second, [{ sku: limited.sku, quantity: 1 }]);
    await second.login(email, password);
    await second.gql(AFTERLOGIN, { id: second.checkoutId });
    const SAVED = 'id updatedAt cart { subjects { sku quantity } totals { total { amountWithTax } } }';
    const merge = await second.gql<{
      checkout_context_afterlogin_decision: {
        ok: boolean;
        partial: boolean;
        errors: { code: string; sku: string; message: string }[];
        existingCarts: { id: string; updatedAt: string; cart: { subjects: { sku: string; quantity: number }[]; totals: { total: { amountWithTax: number } } } }[];
        checkout: { cart: CartView };
      };
    }>(
      `mutation($id: ID!, $next: ID) { checkout_context_afterlogin_decision(checkoutId: $id, action: merge, nextCartId: $next) {
        ok partial errors { code sku message } existingCarts { ${SAVED} } checkout { cart { ${CART} } } } }`,
      { id: second.checkoutId, next: leftCartId },
    );
    const result = merge.body.data.checkout_context_afterlogin_decision;
    expect(result).toMatchObject({ ok: true, partial: true, errors: [{ code: 'OUT_OF_STOCK', sku: limited.sku }] });
    expect(result.errors[0]?.message).toContain(limited.sku);
    expect(result.checkout.cart.subjects.find((s) => s.sku === sku)?.quantity).toBe(2);
    expect(result.checkout.cart.subjects.find((s) => s.sku === limited.sku)?.quantity).toBe(1);
    // The refused line is still in the saved cart (nothing lost), the merged one left it.
    expect(result.existingCarts).toHaveLength(1);
    expect(result.existingCarts[0]).toMatchObject({ id: leftCartId, cart: { subjects: [{ sku: limited.sku, quantity: limited.stockQuantity }] } });
    expect(result.existingCarts[0]?.cart.totals.total.amountWithTax).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(result.existingCarts[0]?.updatedAt ?? ''))).toBe(false);

    // Not "fails forever": the cart can still be decided about (here removed).
    const removed = await second.gql<{ checkout_context_afterlogin_removeCart: { ok: boolean; existingCarts: unknown[] } }>(REMOVE, { id: second.checkoutId, cart: leftCartId });
    expect(removed.body.data.checkout_context_afterlogin_removeCart).toMatchObject({ ok: true, existingCarts: [] });
  });

  it('switch makes the left cart active and saves the current one; removeCart drops a cart', async () => {
    const { email, password } = await newCustomer('switch');
    const first = new Browser(t.url);
    await first.login(email, password);
    await add(first, [{ sku, quantity: 5 }]);
    const leftCartId = (await checkout(first)).cart.id;
    await first.logout();

    const second = new Browser(t.url);
    await second.uictx();
    await add(second, [{ sku: otherSku, quantity: 1 }]);
    await second.login(email, password);
    const currentId = (await checkout(second)).cart.id;
    const sw = await second.gql<{ checkout_context_afterlogin_decision: { ok: boolean; existingCarts: { id: string }[]; checkout: { cart: CartView } } }>(DECIDE, {
      id: second.checkoutId,
      action: 'switch',
      next: leftCartId,
    });
    const switched = sw.body.data.checkout_context_afterlogin_decision;
    expect(switched.checkout.cart.id).toBe(leftCartId);
    expect(switched.checkout.cart.subjects).toEqual([expect.objectContaining({ sku, quantity: 5 })]);
    expect(switched.existingCarts).toEqual([{ id: currentId }]);

    const active = await second.gql<{ checkout_context_afterlogin_removeCart: { ok: boolean; errors: { code: string }[] } }>(REMOVE, { id: second.checkoutId, cart: leftCartId });
    expect(active.body.data.checkout_context_afterlogin_removeCart).toMatchObject({ ok: false, errors: [{ code: 'CART_IS_ACTIVE' }] });
    const removed = await second.gql<{ checkout_context_afterlogin_removeCart: { ok: boolean; cart: { id: string }; existingCarts: unknown[] } }>(REMOVE, {
      id: second.checkoutId,
      cart: currentId,
    });
    expect(removed.body.data.checkout_context_afterlogin_removeCart).toEqual({ ok: true, errors: [], cart: { id: leftCartId }, existingCarts: [] });
  });

  it('refuses to decide about a cart of another customer', async () => {
    const { email, password } = await newCustomer('foreign');
    const b = new Browser(t.url);
    await b.login(email, password);
    const res = await b.gql<{ checkout_context_afterlogin_decision: { ok: boolean; errors: { code: string }[] } }>(DECIDE, {
      id: b.checkoutId,
      action: 'switch',
      next: '00000000-0000-4000-8000-000000000402',
    });
    expect(res.body.data.checkout_context_afterlogin_decision).toMatchObject({ ok: false, errors: [{ code: 'CART_NOT_FOUND' }] });
  });

  it('checkout_context_update(cartLeaveActiveAndReturnEmpty) returns an empty cart with the default price group', async () => {
    const b = new Browser(t.url);
    await b.uictx();
    await add(b, [{ sku, quantity: 1 }]);
    const res = await b.gql<{ checkout_context_update: { ok: boolean; checkout: { cart: CartView } } }>(
      `mutation($id: ID!) { checkout_context_update(checkoutId: $id, locale: "cs", cartLeaveActiveAndReturnEmpty: true) { ok checkout { cart { ${CART} } } } }`,
      { id: b.checkoutId },
    );
    expect(res.body.data.checkout_context_update).toMatchObject({ ok: true, checkout: { cart: { priceGroup: '_default', subjects: [] } } });
  });
});
