// @vitest-environment node
// Product reads at every detail level, reviews, quantity and pack prices, relations, the
// product-demand e-mail (real SMTP) and additional services as indirect cart subjects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { extendedWarrantyPrice, priceWithTax, productUrl } from '../../src/domain/index.js';
import { additionalServices, prices, products, quantityPrices, relatedProducts, reviews } from '../../src/server/db/schema.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { eventually, failingTemplate, outboxRowsTo } from '../helpers/mail-outbox.js';

type Money = { amount: number; amountWithTax: number; currency: string };
type Service = { sku: string; kind: string; appliesTo: string; price: Money; percent: number | null; product: { sku: string; name: string } };
type Product = {
  sku: string;
  name: string;
  url: string;
  level: string;
  description: string | null;
  images: string[];
  parameters: { code: string; value: string }[];
  breadcrumbs: { name: string }[];
  manufacturer: { name: string } | null;
  relatedAdditionalServices: Service[];
  quantityPrices: { packType: string; minQuantity: number; price: Money }[];
  relations: { relationType: string; count: number; related: string[] }[];
  price: { amount: number; amountWithTax: number };
};
type Subject = { id: string; sku: string; quantity: number; subjectType: string; price: Money; subjectTotal: Money; indirectSubjects: Subject[] };
type CartResult = { ok: boolean; errors: { code: string; message: string }[]; cart: { subjects: Subject[]; totals: { total: Money } } };

let t: TestApp;
let smtp: SmtpHarness;
/** A durable product that offers both warranties and is purchasable. */
let warrantySku: string;

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}
async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url });
  const [row] = await t.database.db
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(additionalServices, and(eq(additionalServices.productSku, products.sku), eq(additionalServices.serviceSku, 'zar01')))
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
    .where(and(eq(products.onSale, true), eq(products.soldOut, false), sql`${products.stockState} IS DISTINCT FROM 'sold-out'`, eq(products.stockOnly, false), sql`${products.quantitySettings} IS NULL`))
    .orderBy(products.sku)
    .limit(1);
  if (!row) throw new Error('seed has no product with a warranty');
  warrantySku = row.sku;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('product detail levels', () => {
  it('serves detail, meta and preview with the fields of each level', async () => {
    const detail = await get<Product>(`/api/products/${warrantySku}/detail`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ sku: warrantySku, level: 'detail' });
    expect(detail.body.url).toBe(productUrl(detail.body));
    expect(detail.body.parameters.length).toBeGreaterThan(0);
    expect(detail.body.images.length).toBe(2);
    expect(detail.body.breadcrumbs.length).toBeGreaterThan(0);
    expect(detail.body.manufacturer?.name).toBeTruthy();

    const meta = await get<Product>(`/api/products/${warrantySku}/detail/meta`);
    expect(meta.body).toMatchObject({ level: 'meta', parameters: [], relatedAdditionalServices: [] });
    expect(meta.body.description).toBe(detail.body.description);
    expect(meta.body.breadcrumbs).toEqual(detail.body.breadcrumbs);

    const preview = await get<Product>(`/api/products/${warrantySku}/detail/preview`);
    expect(preview.body).toMatchObject({ level: 'preview', description: null, parameters: [], breadcrumbs: [] });
    expect(preview.body.images).toHaveLength(1);
  });

  it('prices extended warranties as a percentage of the product price', async () => {
    const detail = await get<Product>(`/api/products/${warrantySku}/detail`);
    const [row] = await t.database.db.select().from(products).where(eq(products.sku, warrantySku));
    if (!row) throw new Error('missing row');
    for (const code of ['zar01', 'zar02'] as const) {
      const service = detail.body.relatedAdditionalServices.find((s) => s.sku === code);
      expect(service, code).toMatchObject({ kind: 'extended-warranty', appliesTo: 'item' });
      const net = extendedWarrantyPrice(detail.body.price.amount, row.parameters, code);
      expect(service?.price.amount).toBe(net);
      expect(service?.price.amountWithTax).toBe(priceWithTax(net ?? 0, 21));
      expect(service?.percent).toBeGreaterThan(0);
      expect(service?.product.sku).toBe(code);
    }
  });

  it('answers 404 for an unknown sku and 400 for a malformed one', async () => {
    for (const path of ['detail', 'detail/meta', 'detail/preview', 'review', 'quantity-prices', 'pack-prices']) {
      const missing = await get<{ message: string }>(`/api/products/NOPE-1/${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.body.message).toBe('Produkt NOPE-1 neexistuje.');
      const bad = await get<{ message: string }>(`/api/products/${encodeURIComponent('a b;c')}/${path}`);
      expect(bad.status, path).toBe(400);
      expect(bad.body.message).toContain('Neplatný kód produktu.');
    }
  });
});

describe('reviews', () => {
  it('pages reviews newest first with the rating summary', async () => {
    const [reviewed] = await t.database.db
      .select({ sku: reviews.sku, n: sql<number>`count(*)::int` })
      .from(reviews)
      .groupBy(reviews.sku)
      .having(sql`count(*) >= 3`)
      .orderBy(reviews.sku)
      .limit(1);
    if (!reviewed) throw new Error('no product with 3 reviews');
    type Reviews = {
      summary: { average: number; count: number; distribution: { stars: number; count: number }[] };
      items: { id: string; rating: number; createdAt: string }[];
      pageInfo: { endCursor: string; hasNextPage: boolean };
    };
    const one = await get<Reviews>(`/api/products/${reviewed.sku}/review?first=2`);
    expect(one.status).toBe(200);
    expect(one.body.summary.count).toBe(reviewed.n);
    expect(one.body.summary.distribution.map((d) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(one.body.summary.distribution.reduce((a, d) => a + d.count, 0)).toBe(reviewed.n);
    expect(one.body.items).toHaveLength(2);
    expect(one.body.pageInfo.hasNextPage).toBe(true);
    const two = await get<Reviews>(`/api/products/${reviewed.sku}/review?first=50&after=${one.body.pageInfo.endCursor}`);
    expect(two.body.items).toHaveLength(reviewed.n - 2);
    const dates = [...one.body.items, ...two.body.items].map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const none = await get<Reviews>(`/api/products/zar01/review`);
    expect(none.body.summary).toMatchObject({ average: null, count: 0 });
    expect((await get<{ message: string }>(`/api/products/${reviewed.sku}/review?first=0`)).status).toBe(400);
    const badCursor = await get<{ message: string }>(`/api/products/${reviewed.sku}/review?after=xyz`);
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe('Neplatná pozice v recenzích (after).');
  });
});

describe('quantity and pack prices', () => {
  it('lists tiers per pack type and prices each pack', async () => {
    const carton = await pickProduct(t.database, 'carton');
    const tiers = await t.database.db.select().from(quantityPrices).where(and(eq(quantityPrices.sku, carton.sku), eq(quantityPrices.priceGroup, '_default')));
    const q = await get<{ sku: string; pcs: { minQuantity: number }[]; carton: { minQuantity: number; price: Money }[] }>(`/api/products/${carton.sku}/quantity-prices`);
    expect(q.status).toBe(200);
    expect(q.body.pcs.length + q.body.carton.length).toBe(tiers.length);
    expect(q.body.carton.map((c) => c.minQuantity)).toEqual([1, 5]);

    const packs = await get<{ packs: { sku: string; packType: string; pieces: number; price: Money; pricePerPiece: Money }[] }>(
      `/api/products/${carton.sku}/pack-prices`,
    );
    expect(packs.body.packs.map((p) => p.packType)).toEqual(['pcs', 'carton']);
    const [pcs, box] = packs.body.packs;
    expect(box).toMatchObject({ sku: `${carton.sku}-carton`, pieces: carton.piecesPerCarton });
    expect(box?.price.amount).toBe(q.body.carton[0]?.price.amount);
    expect(pcs?.pieces).toBe(1);
  });
});

describe('related products', () => {
  it('returns one relation type with its products, 404 for an unknown sku, 400 for a bad type', async () => {
    const [rel] = await t.database.db.select().from(relatedProducts).where(isNotNull(relatedProducts.relatedSku)).orderBy(relatedProducts.sku).limit(1);
    if (!rel) throw new Error('no relations');
    const res = await post<{ relationType: string; count: number; related: string[]; items: { sku: string }[] }>(
      `/api/products/${rel.sku}/related/${rel.relationType}`,
      { first: 1 },
    );
    expect(res.status).toBe(200);
    expect(res.body.relationType).toBe(rel.relationType);
    expect(res.body.related).toContain(rel.relatedSku);
    expect(res.body.items).toHaveLength(1);
    expect(res.body.count).toBe(res.body.related.length);
    const noBody = await fetch(`${t.url}/api/products/${rel.sku}/related/${rel.relationType}`, { method: 'POST' });
    expect(noBody.status).toBe(200);
    const detail = await get<Product>(`/api/products/${rel.sku}/detail`);
    expect(detail.body.relations.find((r) => r.relationType === rel.relationType)?.related).toEqual(res.body.related);
    expect((await post(`/api/products/NOPE-1/related/similar`, {})).status).toBe(404);
    expect((await post(`/api/products/${rel.sku}/related/BAD TYPE`, {})).status).toBe(400);
    expect((await post(`/api/products/${rel.sku}/related/similar`, { first: 'x' })).status).toBe(400);
  });
});

describe('POST /api/notification/sendEmail', () => {
  const demand = (overrides: Record<string, unknown> = {}) => ({
    template: 'productDemand',
    bodyProps: { sku: warrantySku, name: 'Jana Poptávková', email: 'jana.poptavka@example.cz', phone: '+420 601 123 456', message: 'Máte 50 ks?', quantity: 50, ...overrides },
    subjectProps: { productName: 'Podvržený název' },
    options: { to: 'attacker@example.com', from: 'ceo@cisto.cz' },
  });

  it('mails the shop sales mailbox from the no-reply sender, whatever the request says', async () => {
    const res = await post<{ ok: boolean } | null>('/api/notification/sendEmail', demand());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const mail = await smtp.waitFor((m) => m.html.includes('jana.poptavka@example.cz'));
    expect(mail.to).toEqual(['obchod@cisto.cz']);
    expect(mail.from).toBe('no-reply@cisto.cz');
    expect(mail.headers['reply-to']).toContain('jana.poptavka@example.cz');
    expect(mail.subject).toContain(warrantySku);
    expect(mail.subject).not.toContain('Podvržený');
    expect(smtp.messages.some((m) => m.to.includes('attacker@example.com'))).toBe(false);
  });

  it('refuses bad input with 400 (Czech validation messages) and an unknown product with 404', async () => {
    const badEmail = await post<{ message: string }>('/api/notification/sendEmail', demand({ email: 'nope', sku: warrantySku }));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/e-?mail/i);
    const badTemplate = await post<{ message: string }>('/api/notification/sendEmail', { ...demand(), template: 'registration' });
    expect(badTemplate.status).toBe(400);
    expect(badTemplate.body.message).toContain('Podporovaná šablona je pouze productDemand.');
    const unknown = await post<{ message: string }>('/api/notification/sendEmail', demand({ sku: 'NOPE-1', email: 'other@example.cz' }));
    expect(unknown.status).toBe(404);
  });

  it('answers ok while SMTP is down (the demand waits queued in the outbox) and null when it cannot be queued', async () => {
    const send = (app: TestApp, email: string) =>
      fetch(`${app.url}/api/notification/sendEmail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demand({ email })) });
    const dead = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const res = await send(dead, 'nedorucitelne@example.cz');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      const row = await eventually(async () => (await outboxRowsTo(dead.database.db, 'obchod@cisto.cz')).find((r) => r.replyTo === 'nedorucitelne@example.cz' && r.lastError !== null));
      expect(row).toMatchObject({ template: 'productDemand', state: 'queued' });
    } finally {
      await dead.close();
    }
    const broken = await startTestApp({ mailRenderer: failingTemplate('productDemand') });
    try {
      const res = await send(broken, 'sablona@example.cz');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('null');
    } finally {
      await broken.close();
    }
  });

  it('rate-limits one sender', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await post('/api/notification/sendEmail', demand({ email: 'flood@example.cz' }))).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[4]).toBe(429);
  });
});

describe('additional services as indirect cart subjects', () => {
  it('adds a warranty under a line over REST and GraphQL, counts it in the totals, removes it with its line', async () => {
    const v = await newVisitor(t.url);
    const added = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject`, { sku: warrantySku, quantity: 2 });
    const line = added.body.cart.subjects.find((s) => s.sku === warrantySku);
    if (!line) throw new Error('line missing');
    const before = added.body.cart.totals.total.amountWithTax;

    const withWarranty = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject-indirect`, { parentId: line.id, sku: 'zar01', quantity: 1 });
    expect(withWarranty.status).toBe(200);
    expect(withWarranty.body.ok).toBe(true);
    const parent = withWarranty.body.cart.subjects.find((s) => s.id === line.id);
    const warranty = parent?.indirectSubjects.find((s) => s.sku === 'zar01');
    expect(warranty).toMatchObject({ subjectType: 'subjectIndirect', quantity: 2 });
    expect(warranty?.price.amount).toBeGreaterThan(0);
    expect(withWarranty.body.cart.totals.total.amountWithTax).toBe(before + (warranty?.subjectTotal.amountWithTax ?? 0));
    expect(withWarranty.body.cart.subjects.some((s) => s.sku === 'zar01')).toBe(false);

    const gql = await v.gql<{ checkout_cart_update_subject_indirect: CartResult }>(
      `mutation($checkoutId: ID!, $update: CartIndirectSubjectUpdate!) {
        checkout_cart_update_subject_indirect(checkoutId: $checkoutId, update: $update) {
          ok errors { code message } cart { subjects { id sku indirectSubjects { sku quantity subjectType } } totals { total { amountWithTax } } }
        }
      }`,
      { checkoutId: v.checkoutId, update: { parentId: line.id, sku: 'zar02', quantity: 1 } },
    );
    expect(gql.body.errors).toBeUndefined();
    const indirect = gql.body.data.checkout_cart_update_subject_indirect.cart.subjects[0]?.indirectSubjects.map((s) => s.sku);
    expect(indirect).toEqual(['zar01', 'zar02']);

    // The warranty follows its line's quantity.
    const more = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject`, { sku: warrantySku, quantity: 3 });
    expect(more.body.cart.subjects[0]?.indirectSubjects.every((s) => s.quantity === 3)).toBe(true);

    const removed = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject-indirect`, { parentId: line.id, sku: 'zar02', quantity: 0 });
    expect(removed.body.cart.subjects[0]?.indirectSubjects.map((s) => s.sku)).toEqual(['zar01']);

    const gone = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject`, { sku: warrantySku, quantity: 0 });
    expect(gone.body.cart.subjects).toEqual([]);
    const again = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject`, { sku: warrantySku, quantity: 1 });
    expect(again.body.cart.subjects[0]?.indirectSubjects).toEqual([]);
  });

  it('refuses a service the product does not offer, a foreign line, bad input and a foreign checkout', async () => {
    const v = await newVisitor(t.url);
    const plain = await pickProduct(t.database, 'purchasable');
    const added = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject`, { sku: plain.sku, quantity: 1 });
    const line = added.body.cart.subjects[0];
    if (!line) throw new Error('line missing');
    const notOffered = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject-indirect`, { parentId: line.id, sku: 'mont02', quantity: 1 });
    expect(notOffered.status).toBe(200);
    expect(notOffered.body.ok).toBe(false);
    expect(notOffered.body.errors[0]).toMatchObject({ code: 'SERVICE_NOT_OFFERED', message: 'Službu mont02 k této položce košíku nelze přidat.' });
    const foreignLine = await v.rest<CartResult>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject-indirect`, { parentId: 'other-cart:1', sku: 'zar01', quantity: 1 });
    expect(foreignLine.body.ok).toBe(false);
    const bad = await v.rest<{ message: string }>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject-indirect`, { parentId: line.id, sku: 'zar01', quantity: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Množství nesmí být záporné.');
    const other = await newVisitor(t.url);
    const foreign = await other.rest<{ message: string }>('POST', `/api/checkout/${v.checkoutId}/cart/update-subject-indirect`, { parentId: line.id, sku: 'zar01', quantity: 1 });
    expect(foreign.status).toBe(403);
  });
});
