// @vitest-environment node
// Name sorts in Czech order (issue 12, finding 2), the same on PGlite and PostgreSQL
// (TEST_DATABASE_URL): keyset-paged through a whole category in both directions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { czechSortKey } from '../../src/domain/index.js';
import { catalogueEntries, products, taxonomies } from '../../src/server/db/schema.js';
import { backfillNameSortKeys } from '../../src/server/db/name-sort-keys.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Page = { items: { sku: string; name: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean }; totalCount: number };

const collator = new Intl.Collator('cs', { numeric: true });
let t: TestApp;
let hash: string;

async function catalogue(body: unknown): Promise<Page> {
  const res = await fetch(`${t.url}/api/catalogue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

/** Every product of the listing, page by page through the `after` cursor. */
async function walk(sort: string, first: number): Promise<string[]> {
  const names: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Page = await catalogue({ hash, sort, first, ...(after ? { after } : {}) });
    names.push(...page.items.map((i) => i.name));
    if (!page.pageInfo.hasNextPage) {
      expect(names).toHaveLength(page.totalCount);
      return names;
    }
    after = page.pageInfo.endCursor;
  }
}

function expectOrdered(names: string[], direction: 1 | -1): void {
  for (let i = 1; i < names.length; i++) {
    const a = names[i - 1] ?? '';
    const b = names[i] ?? '';
    expect(Math.sign(collator.compare(a, b)) * direction, `${a} / ${b}`).toBeLessThanOrEqual(0);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  const [top] = await t.database.db.select().from(taxonomies).where(eq(taxonomies.path, '/catalogue/uklidova-chemie'));
  if (!top) throw new Error('seed taxonomy missing');
  hash = top.hash;
});
afterAll(async () => {
  await t.close();
});

describe('NAME_ASC and NAME_DESC', () => {
  it('page through a category in Czech order: Č after C, Ch after H, Š and Ž after S and Z, case ignored', async () => {
    const ascending = await walk('NAME_ASC', 60);
    expectOrdered(ascending, 1);
    // The listing the issue saw: every "Čistič…" came after "WC gel".
    const firstWc = ascending.findIndex((n) => n.startsWith('WC gel'));
    const lastCistic = ascending.findLastIndex((n) => n.startsWith('Čistič'));
    expect(firstWc).toBeGreaterThan(0);
    expect(lastCistic).toBeGreaterThan(0);
    expect(lastCistic).toBeLessThan(firstWc);

    const descending = await walk('NAME_DESC', 45);
    expectOrdered(descending, -1);
    expect(new Set(descending)).toEqual(new Set(ascending));
  });

  it('keeps the default sort (no sort given) in Czech order', async () => {
    const page = await catalogue({ hash, first: 60 });
    expectOrdered(
      page.items.map((i) => i.name),
      1,
    );
  });

  it('fills a missing sort key at migration time and the listing follows it', async () => {
    const [entry] = await t.database.db.select({ sku: catalogueEntries.sku }).from(catalogueEntries).where(eq(catalogueEntries.taxonomyHash, hash)).limit(1);
    if (!entry) throw new Error('no product in the category');
    const sku = entry.sku;
    const [product] = await t.database.db.select({ name: products.name }).from(products).where(eq(products.sku, sku));
    await t.database.db.update(products).set({ nameSortKey: null }).where(eq(products.sku, sku));
    expect(await backfillNameSortKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    const entries = await t.database.db.select({ sortKey: catalogueEntries.sortKey }).from(catalogueEntries).where(eq(catalogueEntries.sku, sku));
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) expect(e.sortKey).toBe(czechSortKey(product?.name ?? ''));
  });
});
