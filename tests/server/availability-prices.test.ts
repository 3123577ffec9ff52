// @vitest-environment node
// Issue 12, findings 3 and 7 over real HTTP on the seeded database: availability that never shows a
// past date or the same badge twice, services without a public page, discounts measured from the
// 30-day lowest price in the price history (§ 12a of the Consumer Protection Act), unit prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_CATALOGUE_HASH,
  formatDate,
  inSaleListing,
  lowestPriorPrice,
  priceReduction,
  priceWithTax,
  saleListingOf,
  shopDate,
  expectedDay,
  taxonomyHash,
} from '../../src/domain/index.js';
import { catalogueEntries, priceHistory, prices, products } from '../../src/server/db/schema.js';
import { listCatalogue } from '../../src/server/services/catalogue.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';

type Money = { amount: number; amountWithTax: number };
type Availability = { state: string; text: string; color: string; note: string | null };
type Product = {
  sku: string;
  price: Money & { originalAmountWithTax: number | null; discountPercent: number | null; lowestPrice30Days: Money | null };
  unitPrice: (Money & { unit: string }) | null;
  stock: { state: string; timing: string | null } | null;
  availability: Availability;
  availabilityCarton: Availability | null;
};

const DAY = 86_400_000;
const SALE = taxonomyHash('/preview/vyprodej');
const PROMOTIONS = taxonomyHash('/preview/akce');
let t: TestApp;

async function detail(sku: string): Promise<{ status: number; body: Product }> {
  const res = await fetch(`${t.url}/api/products/${encodeURIComponent(sku)}/detail`);
  return { status: res.status, body: (await res.json()) as Product };
}

/**
 * Purchasable catalogue products of the default group, by sku, skipping the first `skip`: other
 * files change the first and the last ones (the PostgreSQL suite shares one database).
 */
async function catalogueSkus(where: ReturnType<typeof sql>, skip: number, count = 1): Promise<string[]> {
  const rows = await t.database.db
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
    .where(and(eq(products.onSale, true), sql`NOT (${products.taxonomyPaths}::text LIKE '%/virtual/%')`, where))
    .orderBy(asc(products.sku))
    .offset(skip)
    .limit(count);
  if (rows.length < count) throw new Error('seed has too few such products');
  return rows.map((r) => r.sku);
}

/** Replaces a product's history in the default group with periods given in days before now. */
/** A listing page as the storefront asks for it (default price group), at most 60 items. */
async function listing(hash: string, input: { sort?: string; filter?: Record<string, unknown> } = {}): Promise<Product[]> {
  const res = await fetch(`${t.url}/api/catalogue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hash, first: 60, ...input }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Product[] }).items;
}

/** The products of a sale listing at exactly this price with VAT (a filter that keeps the page small). */
async function saleListed(hash: string, gross: number): Promise<Product[]> {
  return listing(hash, { sort: 'SALE_DESC', filter: { priceFrom: gross, priceTo: gross } });
}

/**
 * The product's category in SALE_DESC order: the badges read in that order (no badge counts as 0),
 * so the sort key is the badge's number. Returns the product's badge as listed.
 */
async function saleOrderBadge(sku: string): Promise<number | null> {
  const [row] = await t.database.db.select({ leaf: products.mainTaxonomyHash }).from(products).where(eq(products.sku, sku));
  const items = await listing(row!.leaf!, { sort: 'SALE_DESC' });
  const percents = items.map((i) => i.price.discountPercent ?? 0);
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  const item = items.find((i) => i.sku === sku);
  expect(item, `${sku} in its category`).toBeDefined();
  return item!.price.discountPercent;
}

async function setHistory(sku: string, periods: { gross: number; from: number; to: number | null }[]): Promise<void> {
  const now = Date.now();
  const vat = 21;
  await t.database.db.delete(priceHistory).where(and(eq(priceHistory.sku, sku), eq(priceHistory.priceGroup, '_default')));
  await t.database.db.insert(priceHistory).values(
    periods.map((p) => ({
      sku,
      priceGroup: '_default',
      price: Math.round(p.gross / (1 + vat / 100)),
      priceWithTax: p.gross,
      validFrom: new Date(now - p.from * DAY),
      validTo: p.to === null ? null : new Date(now - p.to * DAY),
    })),
  );
  const current = periods.find((p) => p.to === null);
  if (current) {
    await t.database.db
      .update(prices)
      .set({ price: Math.round(current.gross / (1 + vat / 100)), priceWithTax: current.gross })
      .where(and(eq(prices.sku, sku), eq(prices.priceGroup, '_default')));
  }
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('availability (finding 3)', () => {
  it('shows an on-way product whose expected date has passed as "Brzy bude naskladněno", never the date', async () => {
    const [sku] = await catalogueSkus(sql`${products.piecesPerCarton} IS NULL`, 11);
    await t.database.db.update(products).set({ stockState: 'on-way', stockQuantity: 0, stockTiming: '20. 11. 2025' }).where(eq(products.sku, sku!));
    const past = await detail(sku!);
    expect(past.body.availability).toMatchObject({ state: 'ordered', text: 'Brzy bude naskladněno' });
    expect(past.body.stock).toMatchObject({ state: 'ordered', timing: null });
    expect(JSON.stringify(past.body)).not.toContain('20. 11. 2025');

    const ahead = formatDate(Date.now() + 20 * DAY);
    await t.database.db.update(products).set({ stockTiming: ahead }).where(eq(products.sku, sku!));
    expect((await detail(sku!)).body.availability).toMatchObject({ state: 'on-way', text: `Očekáváme ${ahead}`, color: 'red' });
  });

  it('shows the on-way badge of a carton product once, not again for cartons', async () => {
    const [sku] = await catalogueSkus(sql`${products.piecesPerCarton} IS NOT NULL`, 11);
    const ahead = formatDate(Date.now() + 20 * DAY);
    await t.database.db.update(products).set({ stockState: 'on-way', stockQuantity: 0, stockTiming: ahead }).where(eq(products.sku, sku!));
    const { body } = await detail(sku!);
    expect(body.availability.text).toBe(`Očekáváme ${ahead}`);
    expect(body.availabilityCarton).toBeNull();
  });

  it('keeps "Skladem {band} karton" for whole cartons and the "Skladem N" note', async () => {
    const [sku] = await catalogueSkus(sql`${products.piecesPerCarton} IS NOT NULL`, 12);
    const [row] = await t.database.db.select({ per: products.piecesPerCarton }).from(products).where(eq(products.sku, sku!));
    await t.database.db.update(products).set({ stockState: 'stock', stockQuantity: row!.per! * 4, stockTiming: null }).where(eq(products.sku, sku!));
    const { body } = await detail(sku!);
    expect(body.availabilityCarton).toMatchObject({ text: 'Skladem 3-5 karton', note: 'Skladem 4' });
    expect(body.availability.note).toBe(`Skladem ${row!.per! * 4}`);
  });

  it('seeds on-way dates relative to the day the seed ran, none in the past', async () => {
    const rows = await t.database.db.select({ timing: products.stockTiming }).from(products).where(eq(products.stockState, 'on-way'));
    expect(rows.length).toBeGreaterThan(5);
    const today = shopDate(new Date());
    for (const r of rows) expect((expectedDay(r.timing) ?? '') >= today, `${r.timing ?? 'no timing'} is before ${today}`).toBe(true);
  });

  it('gives services (zar01, mont01…) no public product page, listing or comparison', async () => {
    for (const sku of ['zar01', 'zar02', 'mont01', 'rekl01']) {
      const res = await detail(sku);
      expect(res.status).toBe(404);
    }
    const meta = await fetch(`${t.url}/api/products/zar01/detail/preview`);
    expect(meta.status).toBe(404);
    const node = await fetch(`${t.url}/api/taxonomies/me-and-ancestors?hash=${taxonomyHash('/virtual/services')}`);
    expect(await node.json()).toBeNull();
    const v = await newVisitor(t.url);
    const added = await v.gql<{ compare_add: { result: string; lists: { compare: string[] } } }>(
      `mutation($sku: String!) { compare_add(sku: $sku) { result lists { compare } } }`,
      { sku: 'zar01' },
    );
    expect(added.body.data?.compare_add?.lists.compare ?? []).not.toContain('zar01');
  });
});

describe('prices under Czech law (finding 7)', () => {
  it('writes the price history whenever a price changes, and only then', async () => {
    const [sku] = await catalogueSkus(isNull(prices.originalPriceWithTax), 21);
    const open = () =>
      t.database.db.select().from(priceHistory).where(and(eq(priceHistory.sku, sku!), eq(priceHistory.priceGroup, '_default'))).orderBy(asc(priceHistory.id));
    const before = await open();
    expect(before.filter((h) => h.validTo === null)).toHaveLength(1);
    const [current] = await t.database.db.select().from(prices).where(and(eq(prices.sku, sku!), eq(prices.priceGroup, '_default')));
    await t.database.db.update(prices).set({ price: current!.price }).where(and(eq(prices.sku, sku!), eq(prices.priceGroup, '_default')));
    expect(await open()).toHaveLength(before.length);
    await t.database.db
      .update(prices)
      .set({ price: current!.price + 100, priceWithTax: priceWithTax(current!.price + 100, 21) })
      .where(and(eq(prices.sku, sku!), eq(prices.priceGroup, '_default')));
    const after = await open();
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((h) => h.validTo === null)).toEqual([expect.objectContaining({ price: current!.price + 100 })]);
  });

  it('measures a discount from the lowest price of the 30 days before it and shows that price', async () => {
    const [sku] = await catalogueSkus(isNull(prices.originalPriceWithTax), 31);
    // List 200 Kč, a first cut to 150 Kč 20 days before the sale, the sale at 120 Kč for 5 days.
    await setHistory(sku!, [
      { gross: 20_000, from: 200, to: 25 },
      { gross: 15_000, from: 25, to: 5 },
      { gross: 12_000, from: 5, to: null },
    ]);
    const { body } = await detail(sku!);
    expect(body.price.amountWithTax).toBe(12_000);
    expect(body.price.lowestPrice30Days?.amountWithTax).toBe(15_000);
    expect(body.price.originalAmountWithTax).toBe(15_000);
    expect(body.price.discountPercent).toBe(20);
  });

  it('announces no discount the history does not support (price raised just before a "sale")', async () => {
    const [sku] = await catalogueSkus(isNull(prices.originalPriceWithTax), 32);
    await setHistory(sku!, [
      { gross: 12_000, from: 200, to: 12 },
      { gross: 20_000, from: 12, to: 5 },
      { gross: 12_000, from: 5, to: null },
    ]);
    await t.database.db.update(prices).set({ originalPriceWithTax: 20_000 }).where(and(eq(prices.sku, sku!), eq(prices.priceGroup, '_default')));
    const { body } = await detail(sku!);
    expect(body.price.discountPercent).toBeNull();
    expect(body.price.originalAmountWithTax).toBeNull();
    expect(body.price.lowestPrice30Days?.amountWithTax).toBe(12_000);
  });

  it('ignores a low price that ended more than 30 days before the current one began', async () => {
    const [sku] = await catalogueSkus(isNull(prices.originalPriceWithTax), 33);
    await setHistory(sku!, [
      { gross: 9_000, from: 300, to: 45 },
      { gross: 20_000, from: 45, to: 10 },
      { gross: 14_000, from: 10, to: null },
    ]);
    const { body } = await detail(sku!);
    expect(body.price).toMatchObject({ discountPercent: 30, originalAmountWithTax: 20_000 });
  });

  it('the seed shows real cases: supported discounts, and shelf "original" prices the history refuses', async () => {
    const ce = catalogueEntries;
    const discounted = await t.database.db
      .select({ sku: prices.sku, original: prices.originalPriceWithTax, percent: ce.discountPercent })
      .from(prices)
      .innerJoin(ce, and(eq(ce.sku, prices.sku), eq(ce.priceGroup, prices.priceGroup), eq(ce.taxonomyHash, DEFAULT_CATALOGUE_HASH)))
      .where(and(eq(prices.priceGroup, '_default'), isNotNull(prices.originalPriceWithTax)))
      .orderBy(asc(prices.sku))
      .limit(40);
    const shown = await Promise.all(discounted.map(async (d) => ({ ...d, product: (await detail(d.sku)).body })));
    const supported = shown.filter((s) => s.product.price.discountPercent !== null);
    const refused = shown.filter((s) => s.product.price.discountPercent === null);
    expect(supported.length).toBeGreaterThan(5);
    expect(refused.length).toBeGreaterThan(0);
    for (const s of supported) {
      expect(s.product.price.originalAmountWithTax).toBe(s.product.price.lowestPrice30Days?.amountWithTax);
      expect(s.product.price.originalAmountWithTax!).toBeGreaterThan(s.product.price.amountWithTax);
      expect(s.percent).toBe(s.product.price.discountPercent);
    }
    // The SALE sort and the sale listings use the percent the history supports.
    for (const r of refused) expect(r.percent).toBe(0);
  });

  it('gives unit prices per litre, kilogram or piece where the pack size is known', async () => {
    const [liquid] = await catalogueSkus(sql`${products.parameters} @> '[{"code":"baleni"}]' AND ${products.parameters} @> '[{"code":"objem","unit":"l"}]'`, 3);
    const [row] = await t.database.db.select({ parameters: products.parameters }).from(products).where(eq(products.sku, liquid!));
    const litres = Number(row!.parameters.find((p) => p.code === 'objem')!.value);
    const { body } = await detail(liquid!);
    expect(body.unitPrice).toMatchObject({ unit: 'l', amountWithTax: Math.round(body.price.amountWithTax / litres) });

    const [pieces] = await catalogueSkus(sql`${products.parameters} @> '[{"code":"baleni","value":"50 ks"}]'`, 0);
    const counted = await detail(pieces!);
    expect(counted.body.unitPrice).toMatchObject({ unit: 'ks', amountWithTax: Math.round(counted.body.price.amountWithTax / 50) });

    const [device] = await catalogueSkus(sql`NOT (${products.parameters} @> '[{"code":"baleni"}]')`, 0);
    expect((await detail(device!)).body.unitPrice).toBeNull();
  });

  it('shows the lowest price and unit price on listing cards too', async () => {
    const res = await fetch(`${t.url}/api/catalogue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash: taxonomyHash('/preview/vyprodej'), first: 20 }),
    });
    const page = (await res.json()) as { items: Product[] };
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item.price.discountPercent).toBeGreaterThan(0);
      expect(item.price.lowestPrice30Days).not.toBeNull();
    }
  });
});

describe('the SALE sorts and the Výprodej/Akce listings follow the badge (finding 7)', () => {
  it('lists every item of Výprodej and Akce by the badge it shows: from 25 % in Výprodej, 1–24 % in Akce', async () => {
    for (const [hash, from, to] of [
      [SALE, 25, 100],
      [PROMOTIONS, 1, 24],
    ] as const) {
      const items = await listing(hash, { sort: 'SALE_DESC' });
      expect(items.length, hash).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.price.discountPercent, item.sku).toBeGreaterThanOrEqual(from);
        expect(item.price.discountPercent, item.sku).toBeLessThanOrEqual(to);
      }
    }
  });

  it('a price cut the history supports puts the product into Výprodej and SALE order at once, in its own price group only', async () => {
    const [sku] = await catalogueSkus(isNull(prices.originalPriceWithTax), 41);
    const key = and(eq(prices.sku, sku!), eq(prices.priceGroup, '_default'));
    const [row] = await t.database.db
      .select({ price: prices.price, gross: prices.priceWithTax, vat: products.vatRate })
      .from(prices)
      .innerJoin(products, eq(products.sku, prices.sku))
      .where(key);
    const [b2b] = await t.database.db
      .select({ gross: prices.priceWithTax })
      .from(prices)
      .where(and(eq(prices.sku, sku!), eq(prices.priceGroup, 'b2b-velkoodber')));
    expect((await saleListed(SALE, row!.gross)).map((i) => i.sku)).not.toContain(sku);
    expect(await saleOrderBadge(sku!)).toBeNull();

    // An ordinary price change (the triggers write the history): 40 % off the price it had until now.
    const cut = Math.round(row!.price * 0.6);
    const cutGross = priceWithTax(cut, row!.vat);
    await t.database.db.update(prices).set({ price: cut, priceWithTax: cutGross }).where(key);
    const percent = priceReduction(cutGross, { price: row!.price, priceWithTax: row!.gross })!.percent;
    expect(percent).toBeGreaterThanOrEqual(39);

    expect((await detail(sku!)).body.price.discountPercent).toBe(percent);
    const listed = (await saleListed(SALE, cutGross)).find((i) => i.sku === sku);
    expect(listed?.price.discountPercent).toBe(percent);
    expect((await saleListed(PROMOTIONS, cutGross)).map((i) => i.sku)).not.toContain(sku);
    expect(await saleOrderBadge(sku!)).toBe(percent);
    // The B2B price did not change: no discount there, so not in the B2B Výprodej.
    const b2bFilter = { priceFrom: b2b!.gross, priceTo: b2b!.gross };
    const b2bPage = await listCatalogue(t.database.db, { hash: SALE, filter: b2bFilter, first: 60 }, 'b2b-velkoodber');
    expect(b2bPage.items.map((i) => i.sku)).not.toContain(sku);
  });

  it('a price raised just before a "sale" takes the product out of Výprodej and Akce and sorts it as no discount', async () => {
    const inSale = sql`EXISTS (SELECT 1 FROM catalogue_entries ce WHERE ce.sku = ${products.sku} AND ce.price_group = '_default'
      AND ce.taxonomy_hash = ${DEFAULT_CATALOGUE_HASH} AND ce.discount_percent >= 25)`;
    const [sku] = await catalogueSkus(inSale, 3);
    const [row] = await t.database.db
      .select({ gross: prices.priceWithTax })
      .from(prices)
      .where(and(eq(prices.sku, sku!), eq(prices.priceGroup, '_default')));
    const before = (await saleListed(SALE, row!.gross)).find((i) => i.sku === sku);
    expect(before?.price.discountPercent).toBeGreaterThanOrEqual(25);

    await setHistory(sku!, [
      { gross: 12_000, from: 200, to: 12 },
      { gross: 20_000, from: 12, to: 5 },
      { gross: 12_000, from: 5, to: null },
    ]);
    expect((await detail(sku!)).body.price.discountPercent).toBeNull();
    expect((await saleListed(SALE, 12_000)).map((i) => i.sku)).not.toContain(sku);
    expect((await saleListed(PROMOTIONS, 12_000)).map((i) => i.sku)).not.toContain(sku);
    expect(await saleOrderBadge(sku!)).toBeNull();
  });

  it('keeps a reduction listed after 30 days: the reference is the 30 days before the price took effect, not before today', async () => {
    const [sku] = await catalogueSkus(isNull(prices.originalPriceWithTax), 43);
    await setHistory(sku!, [
      { gross: 20_000, from: 200, to: 45 },
      { gross: 15_000, from: 45, to: null },
    ]);
    expect((await detail(sku!)).body.price.discountPercent).toBe(25);
    expect((await saleListed(SALE, 15_000)).find((i) => i.sku === sku)?.price.discountPercent).toBe(25);
    expect(await saleOrderBadge(sku!)).toBe(25);
  });

  it('the SALE number of every product in every price group is the badge the domain computes from the history', async () => {
    const ce = catalogueEntries;
    type PeriodJson = { price: number; priceWithTax: number; validFrom: string; validTo: string | null };
    // One statement, so the rows are one snapshot even while other files change prices.
    const rows = await t.database.db
      .select({
        sku: ce.sku,
        group: ce.priceGroup,
        percent: ce.discountPercent,
        gross: prices.priceWithTax,
        periods: sql<PeriodJson[] | null>`(SELECT json_agg(json_build_object('price', h.price, 'priceWithTax', h.price_with_tax,
          'validFrom', h.valid_from, 'validTo', h.valid_to)) FROM ${priceHistory} h WHERE h.sku = ${ce.sku} AND h.price_group = ${ce.priceGroup})`,
      })
      .from(ce)
      .innerJoin(prices, and(eq(prices.sku, ce.sku), eq(prices.priceGroup, ce.priceGroup)))
      .where(eq(ce.taxonomyHash, DEFAULT_CATALOGUE_HASH));
    const groups = new Map<string, number>();
    for (const r of rows) {
      const periods = (r.periods ?? []).map((p) => ({
        price: Number(p.price),
        priceWithTax: Number(p.priceWithTax),
        validFrom: new Date(p.validFrom),
        validTo: p.validTo === null ? null : new Date(p.validTo),
      }));
      const badge = priceReduction(r.gross, lowestPriorPrice(periods))?.percent ?? 0;
      expect(r.percent, `${r.sku} in ${r.group}`).toBe(badge);
      if (badge > 0) groups.set(r.group, (groups.get(r.group) ?? 0) + 1);
      // Membership is the same number (the listing query reads it).
      expect(inSaleListing(saleListingOf(SALE)!, r.percent)).toBe(badge >= 25);
    }
    expect(groups.get('_default')).toBeGreaterThan(20);
    expect(groups.get('b2b-velkoodber')).toBeGreaterThan(20);
  });
});

