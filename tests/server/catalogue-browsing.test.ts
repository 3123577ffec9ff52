// @vitest-environment node
// Browsing (issue 12, finding 4), the API half: a listing says where it starts and refuses a
// cursor of another sort, an inverted price range is corrected, a product's breadcrumbs name its
// whole category path, and the navigation offers the chat only when a chat is configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { products, taxonomies } from '../../src/server/db/schema.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Page = { items: { sku: string }[]; startsAfter: string | null; pageInfo: { endCursor: string | null }; totalCount: number };

let t: TestApp;
let hash: string;

async function catalogue(body: unknown): Promise<Page> {
  const res = await fetch(`${t.url}/api/catalogue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

async function post(path: string, body: unknown): Promise<{ status: number; body: { message?: string } & Record<string, unknown> }> {
  const res = await fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { message?: string } & Record<string, unknown> };
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

describe('catalogue listing', () => {
  it('says which cursor a page starts after (null for the first page)', async () => {
    const first = await catalogue({ hash, first: 5 });
    expect(first.startsAfter).toBe(null);
    const cursor = first.pageInfo.endCursor;
    expect(cursor).not.toBe(null);
    const next = await catalogue({ hash, first: 5, after: cursor });
    expect(next.startsAfter).toBe(cursor);
  });

  it('refuses a cursor of another sort over the same column (PRICE_ASC under PRICE_DESC, NAME_ASC under NAME_DESC)', async () => {
    for (const [written, read] of [
      ['PRICE_ASC', 'PRICE_DESC'],
      ['PRICE_DESC', 'PRICE_ASC'],
      ['NAME_ASC', 'NAME_DESC'],
      ['NAME_DESC', 'NAME_ASC'],
    ] as const) {
      const first = await catalogue({ hash, sort: written, first: 5 });
      const cursor = first.pageInfo.endCursor;
      expect(cursor, written).not.toBe(null);
      // The same sort pages on from it.
      const next = await catalogue({ hash, sort: written, first: 5, after: cursor });
      expect(next.startsAfter, written).toBe(cursor);
      // Another sort refuses it like any invalid cursor (the storefront then shows the first page).
      const mixed = await post('/api/catalogue', { hash, sort: read, first: 5, after: cursor });
      expect(mixed.status, `${written} cursor under ${read}`).toBe(400);
      expect(mixed.body.message).toContain('Neplatná pozice v katalogu (after).');
    }
    // The search results page pages the same way, relevance included.
    const relevance = (await post('/api/search', { q: 'cistic', first: 5 })).body as { products: Page };
    const byRelevance = relevance.products.pageInfo.endCursor;
    expect(byRelevance).not.toBe(null);
    expect((await post('/api/search', { q: 'cistic', first: 5, after: byRelevance })).status).toBe(200);
    expect((await post('/api/search', { q: 'cistic', sort: 'PRICE_DESC', first: 5, after: byRelevance })).status).toBe(400);
    const cheapest = (await post('/api/search', { q: 'cistic', sort: 'PRICE_ASC', first: 5 })).body as { products: Page };
    const byPrice = cheapest.products.pageInfo.endCursor;
    expect((await post('/api/search', { q: 'cistic', sort: 'PRICE_DESC', first: 5, after: byPrice })).status).toBe(400);
  });

  it('refuses a cursor that does not name its sort (the earlier [value, sku] form)', async () => {
    const sku = (await catalogue({ hash, sort: 'PRICE_ASC', first: 1 })).items[0]?.sku;
    const legacy = Buffer.from(JSON.stringify([1_000, sku])).toString('base64url');
    expect((await post('/api/catalogue', { hash, sort: 'PRICE_ASC', after: legacy })).status).toBe(400);
  });

  it('corrects an inverted price range instead of answering an empty listing', async () => {
    const ordered = await catalogue({ hash, first: 60, filter: { priceFrom: 5_000, priceTo: 40_000 } });
    const inverted = await catalogue({ hash, first: 60, filter: { priceFrom: 40_000, priceTo: 5_000 } });
    expect(ordered.totalCount).toBeGreaterThan(0);
    expect(inverted.totalCount).toBe(ordered.totalCount);
    expect(inverted.items.map((i) => i.sku)).toEqual(ordered.items.map((i) => i.sku));
  });
});

describe('product breadcrumbs', () => {
  it('name every category from the top down to the one the product is listed in', async () => {
    // A category three levels below the root ('/catalogue/a/b/c'), and a product listed there.
    const [deep] = await t.database.db
      .select()
      .from(taxonomies)
      .where(and(eq(taxonomies.kind, 'category'), like(taxonomies.path, '/catalogue/%/%/%')))
      .limit(1);
    if (!deep) throw new Error('no category three levels deep in the seed');
    const [product] = await t.database.db.select({ sku: products.sku }).from(products).where(eq(products.mainTaxonomyHash, deep.hash)).limit(1);
    if (!product) throw new Error('no product in the deep category');
    const res = await fetch(`${t.url}/api/products/${product.sku}/detail`);
    const detail = (await res.json()) as { breadcrumbs: { name: string; hash: string }[] };
    expect(detail.breadcrumbs.map((b) => b.hash).at(-1)).toBe(deep.hash);
    expect(detail.breadcrumbs).toHaveLength(deep.depth);
  });
});

describe('navigation', () => {
  type Item = { kind: string; label: string; action: string | null; items: Item[] | null };
  const flatten = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flatten(i.items ?? [])]);
  const chatItems = (areas: Record<string, unknown>): string[] =>
    Object.values(areas)
      .filter((v): v is Item[] => Array.isArray(v))
      .flatMap(flatten)
      .filter((i) => i.action === 'openChat')
      .map((i) => i.label);
  const navigationOf = async (url: string) => (await (await fetch(`${url}/api/content/navigation`)).json()) as Record<string, unknown>;

  it('hides "Online poradce" and "Chat s podporou" when no chat is configured, and shows them when one is', async () => {
    expect(t.services.config.chatScriptUrl).toBe(null);
    expect(chatItems(await navigationOf(t.url))).toEqual([]);
    const withChat = await startTestApp({ chatScriptUrl: 'https://chat.example.cz/widget.js', chatKey: 'demo-key' });
    try {
      expect(chatItems(await navigationOf(withChat.url)).sort()).toEqual(['Chat s podporou', 'Online poradce']);
    } finally {
      await withChat.close();
    }
  });
});
