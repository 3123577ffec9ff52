// @vitest-environment node
// Compare list and recently viewed products: kept in the session, read and changed over GraphQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { RECENTLY_VIEWED_LIMIT } from '../../src/domain/index.js';
import { prices, products, taxonomies } from '../../src/server/db/schema.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';

type Lists = { id: string; compare: string[]; recentlyViewed: string[] };
type Result = { result: string; lists: Lists };

const LISTS = `{ visitorLists { id compare recentlyViewed compareProducts { sku parameters { code value } } recentlyViewedProducts(first: 5) { sku name } } }`;
const ADD = `mutation($sku: String!) { compare_add(sku: $sku) { result lists { id compare recentlyViewed } } }`;
const REMOVE = `mutation($sku: String!) { compare_remove(sku: $sku) { result lists { id compare } } }`;
const VIEW = `mutation($sku: String!) { recently_viewed_add(sku: $sku) { id recentlyViewed } }`;

let t: TestApp;
let skus: string[];
beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
    .where(and(gt(prices.price, 0), sql`NOT (${products.taxonomyPaths}::text LIKE '%/virtual/%')`))
    .orderBy(asc(products.sku))
    .limit(RECENTLY_VIEWED_LIMIT + 3);
  skus = rows.map((r) => r.sku);
});
afterAll(async () => {
  await t.close();
});

describe('compare list', () => {
  it('adds, warns on a repeat without a second entry, removes, and keeps it in the session', async () => {
    const v = await newVisitor(t.url);
    const [a, b, c] = skus;
    const first = await v.gql<{ compare_add: Result }>(ADD, { sku: a });
    expect(first.body.data.compare_add).toEqual({ result: 'added', lists: { id: 'current', compare: [a], recentlyViewed: [] } });
    await v.gql(ADD, { sku: b });
    await v.gql(ADD, { sku: c });
    const repeat = await v.gql<{ compare_add: Result }>(ADD, { sku: a });
    expect(repeat.body.data.compare_add.result).toBe('already-present');
    expect(repeat.body.data.compare_add.lists.compare).toEqual([a, b, c]);

    const read = await v.gql<{ visitorLists: Lists & { compareProducts: { sku: string; parameters: unknown[] }[] } }>(LISTS);
    expect(read.body.data.visitorLists.compare).toEqual([a, b, c]);
    expect(read.body.data.visitorLists.compareProducts.map((p) => p.sku)).toEqual([a, b, c]);
    expect(read.body.data.visitorLists.compareProducts[0]?.parameters.length).toBeGreaterThan(0);

    const removed = await v.gql<{ compare_remove: Result }>(REMOVE, { sku: b });
    expect(removed.body.data.compare_remove).toMatchObject({ result: 'removed', lists: { compare: [a, c] } });
    const absent = await v.gql<{ compare_remove: Result }>(REMOVE, { sku: b });
    expect(absent.body.data.compare_remove.result).toBe('not-present');
    const cleared = await v.gql<{ compare_clear: Lists }>('mutation { compare_clear { compare } }');
    expect(cleared.body.data.compare_clear.compare).toEqual([]);
  });

  it('names each compared product\'s manufacturer (the comparison\'s manufacturer row)', async () => {
    const v = await newVisitor(t.url);
    const [a, b] = skus;
    await v.gql(ADD, { sku: a });
    await v.gql(ADD, { sku: b });
    const read = await v.gql<{ visitorLists: { compareProducts: { sku: string; manufacturer: { name: string; url: string } | null }[] } }>(
      '{ visitorLists { compareProducts { sku manufacturer { name url } } } }',
    );
    const makers = await t.database.db
      .select({ sku: products.sku, name: taxonomies.name })
      .from(products)
      .innerJoin(taxonomies, eq(taxonomies.hash, products.manufacturerHash))
      .where(inArray(products.sku, [a!, b!]));
    expect(makers).toHaveLength(2);
    for (const product of read.body.data.visitorLists.compareProducts) {
      expect(product.manufacturer?.name, product.sku).toBe(makers.find((m) => m.sku === product.sku)?.name);
      expect(product.manufacturer?.url, product.sku).toMatch(/\/z\/[0-9a-z]+$/);
    }
  });

  it('keeps visitors apart and survives concurrent adds', async () => {
    const v = await newVisitor(t.url);
    const w = await newVisitor(t.url);
    await Promise.all(skus.slice(0, 8).map((sku) => v.gql(ADD, { sku })));
    const read = await v.gql<{ visitorLists: Lists }>(LISTS);
    expect([...read.body.data.visitorLists.compare].sort()).toEqual(skus.slice(0, 8).sort());
    const other = await w.gql<{ visitorLists: Lists }>(LISTS);
    expect(other.body.data.visitorLists.compare).toEqual([]);
  });

  it('refuses an unknown sku with a Czech message (a value, not an error) and leaves the list alone', async () => {
    const v = await newVisitor(t.url);
    const res = await v.gql<{ compare_add: { ok: boolean; errors: { code: string; message: string }[]; result: string } }>(
      `mutation($sku: String!) { compare_add(sku: $sku) { ok errors { code message } result } }`,
      { sku: 'NOPE-1' },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.compare_add).toEqual({ ok: false, errors: [{ code: 'UNKNOWN_SKU', message: 'Produkt NOPE-1 neexistuje.' }], result: 'refused' });
    const read = await v.gql<{ visitorLists: Lists }>(LISTS);
    expect(read.body.data.visitorLists.compare).toEqual([]);
  });
});

describe('recently viewed', () => {
  it('keeps at most 20, newest first, a repeat moving to the front', async () => {
    const v = await newVisitor(t.url);
    for (const sku of skus) await v.gql(VIEW, { sku });
    const res = await v.gql<{ recently_viewed_add: Lists }>(VIEW, { sku: skus[5] });
    const list = res.body.data.recently_viewed_add.recentlyViewed;
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0]).toBe(skus[5]);
    expect(list[1]).toBe(skus[skus.length - 1]);
    expect(list).not.toContain(skus[0]);
    expect(new Set(list).size).toBe(list.length);
    const read = await v.gql<{ visitorLists: Lists & { recentlyViewedProducts: { sku: string }[] } }>(LISTS);
    expect(read.body.data.visitorLists.recentlyViewedProducts.map((p) => p.sku)).toEqual(list.slice(0, 5));
    const unknown = await v.gql<{ recently_viewed_add: Lists }>(VIEW, { sku: 'NOPE-1' });
    expect(unknown.body.errors).toBeUndefined();
    expect(unknown.body.data.recently_viewed_add.recentlyViewed).toEqual(list);
  });
});
