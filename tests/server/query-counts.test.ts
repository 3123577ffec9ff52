// @vitest-environment node
// SQL statements per request, counted through the database layer (drizzle's logger sees every
// statement the server sends): a list answers with the same number of statements whatever the
// number of its items (no N+1), and a cart read prices the cart once per cart version.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testConfig, type TestApp } from '../helpers/test-app.js';
import { B2B_EMAIL, Browser, DEMO_PASSWORD, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { CART, CHECKOUT, addToCart, type CheckoutClient } from './checkout-helpers.js';
import { and, eq, sql } from 'drizzle-orm';
import { carts, cartSubjects, orders, prices, shoppingLists } from '../../src/server/db/schema.js';
import { orderRow } from '../helpers/order-fixtures.js';
import { DEFAULT_CATALOGUE_HASH } from '../../src/domain/index.js';

const statements: string[] = [];
let t: TestApp;
/** Purchasable products of this file's own (offsets 40–47: no other test changes them). */
let skus: string[];

beforeAll(async () => {
  // The mail outbox's worker polls its table every second; off here, so only the request's own statements are counted.
  const config = testConfig();
  t = await startTestApp({ trustProxy: 1, mailOutbox: { ...config.mailOutbox, pollMs: 0 }, logger: { logQuery: (query) => void statements.push(query) } });
  skus = [];
  for (let i = 0; i < 8; i += 1) skus.push((await pickProduct(t.database, 'purchasable', 40 + i)).sku);
});
afterAll(async () => {
  await t.close();
});

/**
 * Waits until the server has sent no statement for 100 ms: a reply goes out before its
 * fire-and-forget work ends, and on a busy machine that work can take far longer than usual.
 */
async function settled(): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    const before = statements.length;
    await new Promise((r) => setTimeout(r, 100));
    if (statements.length === before) return;
  }
  throw new Error(`the server kept sending statements: ${statements.slice(-5).join(' | ')}`);
}

/** The statements `run` made the server send (nothing else runs in this file meanwhile). */
async function counted<T>(run: () => Promise<T>): Promise<{ result: T; count: number; sql: string[] }> {
  await settled();
  statements.length = 0;
  const result = await run();
  await settled();
  const sql = [...statements];
  return { result, count: sql.length, sql };
}

/** A visitor as a browser: own session, checkout and address. */
async function visitor(): Promise<Browser & CheckoutClient> {
  const b = new Browser(t.url);
  await b.uictx();
  return b as Browser & CheckoutClient;
}

async function customer(prefix: string): Promise<{ b: Browser & CheckoutClient; id: string }> {
  const email = uniqueEmail(prefix);
  const b = new Browser(t.url);
  expect((await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) })).body.status).toBe('success');
  const login = await b.login(email, registrationPayload(email).info.password);
  return { b: b as Browser & CheckoutClient, id: login.body.user?.settings.customer ?? '' };
}

const CHECKOUT_QUERY = `query($c: ID!) { checkout(checkoutId: $c) { ${CHECKOUT} cart { ${CART} } } }`;
const CART_QUERY = `query($c: ID!) { checkout(checkoutId: $c) { cart { ${CART} } } }`;

describe('a cart read prices the cart once per cart version', () => {
  it('answers a repeated read identically with fewer statements, and shows a change at once', async () => {
    const v = await visitor();
    expect((await addToCart(v, skus[0] ?? '', 2)).ok).toBe(true);
    expect((await addToCart(v, skus[1] ?? '', 1)).ok).toBe(true);
    const path = `/api/checkout/${v.checkoutId}/cart`;

    const first = await counted(() => v.json<{ subjects: { sku: string; quantity: number }[]; totals: { total: { amountWithTax: number } } }>(path));
    const again = await counted(() => v.json<typeof first.result.body>(path));
    expect(again.result).toEqual(first.result);
    // Priced once: the second read only checks the owner and the cart's version; on PGlite, where
    // this process sends every write, not even that while nothing was written (services/until-write.ts).
    expect(again.count).toBeLessThan(first.count);
    expect(again.count).toBeLessThanOrEqual(t.database.engine === 'pglite' ? 0 : 3);

    const gqlFirst = await counted(() => v.gql<{ checkout: { cart: unknown } }>(CART_QUERY, { c: v.checkoutId }));
    const gqlAgain = await counted(() => v.gql<{ checkout: { cart: unknown } }>(CART_QUERY, { c: v.checkoutId }));
    expect(gqlAgain.result).toEqual(gqlFirst.result);
    expect(gqlAgain.count).toBeLessThanOrEqual(gqlFirst.count);

    // Every change bumps the version: the next read shows it.
    expect((await addToCart(v, skus[0] ?? '', 3)).ok).toBe(true);
    const changed = await v.json<typeof first.result.body>(path);
    expect(changed.body.subjects.find((s) => s.sku === skus[0])?.quantity).toBe(5);
    expect(changed.body.totals.total.amountWithTax).toBeGreaterThan(first.result.body.totals.total.amountWithTax);
    const methods = await v.gql<{ checkout_cart_update_methods: { ok: boolean } }>(
      'mutation($c: ID!) { checkout_cart_update_methods(checkoutId: $c, shippingSku: "osobni-odber-praha", paymentSku: "hotove") { ok } }',
      { c: v.checkoutId },
    );
    expect(methods.body.errors).toBeUndefined();
    expect(methods.body.data.checkout_cart_update_methods.ok).toBe(true);
    const withMethods = await v.gql<{ checkout: { cart: { shippingMethod: { sku: string } | null; paymentMethod: { sku: string } | null } } }>(CART_QUERY, { c: v.checkoutId });
    expect(withMethods.body.data.checkout.cart.shippingMethod?.sku).toBe('osobni-odber-praha');
    expect(withMethods.body.data.checkout.cart.paymentMethod?.sku).toBe('hotove');
    const coupon = await v.gql<{ checkout_cart_coupon_apply: { ok: boolean } }>(
      'mutation($c: ID!) { checkout_cart_coupon_apply(checkoutId: $c, couponCode: "SLEVA10") { ok } }',
      { c: v.checkoutId },
    );
    expect(coupon.body.data.checkout_cart_coupon_apply.ok).toBe(true);
    const discounted = await v.json<{ couponsApplied: { couponCode: string; active: boolean }[] }>(path);
    expect(discounted.body.couponsApplied).toMatchObject([{ couponCode: 'SLEVA10', active: true }]);
    // The price type is the cart's too.
    const b2b = await v.gql<{ update_settings: { pricesType: string } }>('mutation { update_settings(pricesType: B2B) { pricesType } }');
    expect(b2b.body.data.update_settings.pricesType).toBe('B2B');
    const inB2b = await v.json<{ pricesType: string; totals: { total: { amount: number } } }>(path);
    expect(inB2b.body.pricesType).toBe('B2B');
    // A catalogue change (a price, stock taken by an order through another instance) too: the
    // stamp read with the cart holds the row versions of its products and prices.
    await t.database.db
      .update(prices)
      .set({ price: sql`${prices.price} + 1000`, priceWithTax: sql`${prices.priceWithTax} + 1210` })
      .where(and(eq(prices.sku, skus[1] ?? ''), eq(prices.priceGroup, '_default')));
    const repriced = await v.json<typeof inB2b.body>(path);
    // 1,000 haléř more for the line, 10 % of it off with SLEVA10.
    expect(repriced.body.totals.total.amount).toBe(inB2b.body.totals.total.amount + 900);
  });
});

describe('statements per operation do not grow with the number of items', () => {
  async function cartWith(lines: number): Promise<Browser & CheckoutClient> {
    const v = await visitor();
    for (const sku of skus.slice(0, lines)) expect((await addToCart(v, sku, 1)).ok).toBe(true);
    return v;
  }

  it('the cart (REST) and the checkout with its cart (GraphQL), priced afresh', async () => {
    const few = await cartWith(1);
    const many = await cartWith(6);
    const rest = async (v: Browser & CheckoutClient) => (await counted(() => v.json(`/api/checkout/${v.checkoutId}/cart`))).count;
    const gql = async (v: Browser & CheckoutClient) => (await counted(() => v.gql(CHECKOUT_QUERY, { c: v.checkoutId }))).count;
    // Each visitor's first read (nothing cached for either).
    expect(await rest(many)).toBe(await rest(few));
    const fewAgain = await cartWith(1);
    const manyAgain = await cartWith(6);
    expect(await gql(manyAgain)).toBe(await gql(fewAgain));
  });

  it("the customer's other carts in the checkout", async () => {
    const counts: number[] = [];
    for (const saved of [1, 4]) {
      const { b, id } = await customer(`existing${saved}`);
      for (let i = 0; i < saved; i += 1) {
        const cartId = randomUUID();
        await t.database.db.insert(carts).values({ id: cartId, checkoutId: randomUUID(), customerId: id, state: 'saved', updatedAt: new Date(Date.now() - (i + 1) * 60_000) });
        await t.database.db.insert(cartSubjects).values(skus.slice(0, 2 + i).map((sku, position) => ({ cartId, sku, quantity: 1 + position, position })));
      }
      const read = await counted(() =>
        b.gql<{ checkout: { existingCarts: { id: string; cart: { subjects: { sku: string }[]; totals: { total: { amountWithTax: number } } } | null }[] } }>(
          `query($c: ID!) { checkout(checkoutId: $c) { existingCarts { id state cart { ${CART} } } } }`,
          { c: b.checkoutId },
        ),
      );
      const existing = read.result.body.data.checkout.existingCarts;
      expect(existing).toHaveLength(saved);
      existing.forEach((c, i) => {
        expect(c.cart?.subjects).toHaveLength(2 + i);
        expect(c.cart?.totals.total.amountWithTax).toBeGreaterThan(0);
      });
      counts.push(read.count);
    }
    expect(counts[1]).toBe(counts[0]);
  });

  it("the customer's orders and shopping lists", async () => {
    const counts: { orders: number; lists: number }[] = [];
    for (const n of [1, 4]) {
      const { b, id } = await customer(`lists${n}`);
      for (let i = 0; i < n; i += 1) {
        await t.database.db.insert(orders).values(orderRow(id, `Q${Date.now()}${n}${i}`.slice(0, 20)));
        await t.database.db.insert(shoppingLists).values({ id: randomUUID(), customerId: id, name: `Seznam ${i}`, items: skus.slice(i, i + 3).map((sku) => ({ sku, quantity: 2 })) });
      }
      const ordersRead = await counted(() => b.gql<{ customerOrders: { items: { number: string }[] } }>('{ customerOrders { totalCount items { number itemsCount totalToPay } } }'));
      expect(ordersRead.result.body.data.customerOrders.items).toHaveLength(n);
      const listsRead = await counted(() =>
        b.gql<{ shoppingLists: { items: { sku: string; product: { sku: string } | null }[] }[] }>('{ shoppingLists { id name items { sku quantity product { sku name } } } }'),
      );
      expect(listsRead.result.body.data.shoppingLists).toHaveLength(n);
      for (const list of listsRead.result.body.data.shoppingLists) for (const item of list.items) expect(item.product?.sku).toBe(item.sku);
      counts.push({ orders: ordersRead.count, lists: listsRead.count });
    }
    expect(counts[1]).toEqual(counts[0]);
  });

  it('the visitor lists: compared and recently viewed products', async () => {
    const counts: number[] = [];
    for (const n of [1, 5]) {
      const v = await visitor();
      for (const sku of skus.slice(0, n)) {
        await v.gql('mutation($s: String!) { compare_add(sku: $s) { result } }', { s: sku });
        await v.gql('mutation($s: String!) { recently_viewed_add(sku: $s) { id } }', { s: sku });
      }
      const read = await counted(() =>
        v.gql<{ visitorLists: { compareProducts: unknown[]; recentlyViewedProducts: unknown[] } }>(
          '{ visitorLists { compare recentlyViewed compareProducts { sku name } recentlyViewedProducts(first: 10) { sku name } } }',
        ),
      );
      expect(read.result.body.data.visitorLists.compareProducts).toHaveLength(n);
      expect(read.result.body.data.visitorLists.recentlyViewedProducts).toHaveLength(n);
      counts.push(read.count);
    }
    expect(counts[1]).toBe(counts[0]);
  });

  it('a catalogue listing', async () => {
    const v = await visitor();
    const page = async (first: number) =>
      counted(() => v.json<{ items: unknown[] }>('/api/catalogue', { method: 'POST', body: { hash: DEFAULT_CATALOGUE_HASH, first, sort: 'PRICE_ASC', filter: { priceFrom: first } } }));
    const few = await page(2);
    const many = await page(24);
    expect(few.result.body.items).toHaveLength(2);
    expect(many.result.body.items).toHaveLength(24);
    // The page stamp is read once per request, or on PGlite once until the next write: not counted.
    const listingReads = (sql: string[]) => sql.filter((statement) => !/page_stamp/.test(statement)).length;
    expect(listingReads(many.sql)).toBe(listingReads(few.sql));
  });
});

describe('listing pages and product reads are shared by a price group while the data stands', () => {
  type Priced = { sku: string; price: { amountWithTax: number } };
  /** A listing no other test reads (its own filter), so its first read here computes it. */
  const listing = { hash: DEFAULT_CATALOGUE_HASH, first: 4, sort: 'PRICE_ASC', filter: { priceFrom: 4_321 } };
  const readListing = (v: Browser) => counted(() => v.json<{ items: Priced[] }>('/api/catalogue', { method: 'POST', body: listing }));
  const onlyStampReads = (sql: string[]) => sql.every((statement) => /page_stamp/.test(statement));

  it('a second visitor gets the listing and the detail for the stamp read alone; a price change shows on the next read', async () => {
    const [first, second] = [await visitor(), await visitor()];
    const cold = await readListing(first);
    expect(cold.result.body.items.length).toBeGreaterThan(0);
    expect(onlyStampReads(cold.sql)).toBe(false);
    const shared = await readListing(second);
    expect(shared.result.body).toEqual(cold.result.body);
    // PostgreSQL: the stamp read alone; PGlite: nothing, as nothing was written since the first read.
    expect(shared.sql, shared.sql.join('\n')).toHaveLength(t.database.engine === 'pglite' ? 0 : 1);
    expect(onlyStampReads(shared.sql)).toBe(true);

    const sku = skus[7] ?? '';
    const detail = (v: Browser) => counted(() => v.json<Priced>(`/api/products/${sku}/detail`));
    const coldDetail = await detail(first);
    expect(onlyStampReads((await detail(second)).sql)).toBe(true);

    // A price change (here straight in the database, as another instance or an import would)
    // moves the page stamp: the very next read is computed again and shows it.
    await t.database.db
      .update(prices)
      .set({ price: sql`${prices.price} + 100`, priceWithTax: sql`${prices.priceWithTax} + 121` })
      .where(and(eq(prices.sku, sku), eq(prices.priceGroup, '_default')));
    const repriced = await detail(second);
    expect(onlyStampReads(repriced.sql)).toBe(false);
    expect(repriced.result.body.price.amountWithTax).toBe(coldDetail.result.body.price.amountWithTax + 121);
  });

  it('a shared answer is the same JSON with the same ETag for every visitor, and revalidates to 304', async () => {
    const [first, second] = [await visitor(), await visitor()];
    const read = (v: Browser, headers: Record<string, string> = {}) => v.fetch('/api/catalogue', { method: 'POST', body: listing, headers });
    const one = await read(first);
    const body = await one.text();
    const tag = one.headers.get('etag');
    expect(one.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(tag).toBe(`"${createHash('sha1').update(body).digest('base64')}"`);
    const two = await read(second);
    expect([two.headers.get('etag'), await two.text()]).toEqual([tag, body]);
    const revalidated = await read(second, { 'if-none-match': tag ?? '' });
    expect([revalidated.status, await revalidated.text()]).toEqual([304, '']);
  });

  it('a customer of another price group gets that group’s prices, not the shared default ones', async () => {
    const sku = skus[6] ?? '';
    const anonymous = await visitor();
    const consumer = await anonymous.json<Priced>(`/api/products/${sku}/detail`);
    const b2b = new Browser(t.url);
    expect((await b2b.login(B2B_EMAIL, DEMO_PASSWORD)).body.status).toBe('success');
    const [group] = await t.database.db.select({ price: prices.priceWithTax }).from(prices).where(and(eq(prices.sku, sku), sql`${prices.priceGroup} <> '_default'`));
    const business = await b2b.json<Priced>(`/api/products/${sku}/detail`);
    expect(group).toBeDefined();
    expect(business.body.price.amountWithTax).toBe(group?.price);
    expect(business.body.price.amountWithTax).not.toBe(consumer.body.price.amountWithTax);
  });
});
