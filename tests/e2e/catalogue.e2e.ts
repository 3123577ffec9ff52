// Issue 5 journeys in Chromium: listing filters, sort and "Načíst další" survive a reload; the
// pcs/carton switch with an extended warranty ends up in the cart as an indirect subject; the
// header autocomplete and the results page; comparing three products; recently viewed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AUTOCOMPLETE_LIMITS, DEFAULT_CATALOGUE_HASH, formatParameterValue } from '../../src/domain';
import { launchBrowser, watchErrors } from './browser.js';
import { hydrated } from './journey';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const hydrationProblems = (errors: string[]) => errors.filter((e) => /hydrat|did not match|server rendered/i.test(e));

// --- Finding suitable seed data through the public API ---------------------------------------

interface ApiProduct {
  sku: string;
  url: string;
  name: string;
  purchasable: boolean;
  piecesPerCarton: number | null;
  availabilityCarton: { state: string } | null;
  relatedAdditionalServices: { sku: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function api(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, path).toBe(200);
  return response.json();
}

function items(page: unknown): ApiProduct[] {
  if (!isRecord(page) || !Array.isArray(page.items)) return [];
  return page.items.filter((item): item is ApiProduct => isRecord(item) && typeof item.sku === 'string' && typeof item.url === 'string');
}

/** The first child category of the catalogue root: the listing the journeys browse. */
async function firstCategoryUrl(): Promise<string> {
  const tree = await api(`/taxonomies/sub-tree?hash=${DEFAULT_CATALOGUE_HASH}`);
  const children = isRecord(tree) && Array.isArray(tree.children) ? tree.children : [];
  const first: unknown = children[0];
  if (!isRecord(first) || typeof first.url !== 'string') throw new Error('the catalogue root has no categories');
  return first.url;
}

async function productDetail(sku: string): Promise<ApiProduct> {
  const detail = await api(`/products/${encodeURIComponent(sku)}/detail`);
  if (!isRecord(detail) || typeof detail.sku !== 'string') throw new Error(`no detail for ${sku}`);
  return {
    sku: detail.sku,
    url: String(detail.url),
    name: String(detail.name),
    purchasable: detail.purchasable === true,
    piecesPerCarton: typeof detail.piecesPerCarton === 'number' ? detail.piecesPerCarton : null,
    availabilityCarton: isRecord(detail.availabilityCarton) ? { state: String(detail.availabilityCarton.state) } : null,
    relatedAdditionalServices: Array.isArray(detail.relatedAdditionalServices)
      ? detail.relatedAdditionalServices.filter(isRecord).map((s) => ({ sku: String(s.sku) }))
      : [],
  };
}

/** A purchasable product sold in cartons (some in stock) that offers the zar01 warranty. */
async function cartonProductWithWarranty(): Promise<ApiProduct> {
  let after: string | null = null;
  for (let round = 0; round < 10; round += 1) {
    const page = await api('/catalogue', { hash: DEFAULT_CATALOGUE_HASH, first: 60, filter: { inStock: true }, ...(after ? { after } : {}) });
    for (const item of items(page)) {
      const detail = await productDetail(item.sku);
      if (
        detail.purchasable &&
        detail.piecesPerCarton &&
        detail.availabilityCarton?.state === 'stock' &&
        detail.relatedAdditionalServices.some((s) => s.sku === 'zar01')
      ) {
        return detail;
      }
    }
    const info = isRecord(page) && isRecord(page.pageInfo) ? page.pageInfo : null;
    if (!info || info.hasNextPage !== true || typeof info.endCursor !== 'string') break;
    after = info.endCursor;
  }
  throw new Error('no carton product with the zar01 warranty in the seed');
}

async function cardSkus(page: Page): Promise<string[]> {
  return page.locator('[data-testid=product-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-sku') ?? ''));
}

// --- Journeys ----------------------------------------------------------------------------------

describe('catalogue journeys in Chromium', () => {
  it('filter + sort + load more on a category, and a reload shows the same filters, sort and position', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const categoryUrl = await firstCategoryUrl();
    await page.goto(`${baseUrl}${categoryUrl}`);
    await hydrated(page);
    await page.locator('[data-testid=product-card]').first().waitFor();

    await page.locator('[data-testid=filter-in-stock]').click();
    await page.waitForURL((url) => url.searchParams.get('filter') === '{"inStock":true}');
    await page.locator('select[data-testid=listing-sort]').selectOption('PRICE_ASC');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'PRICE_ASC' && url.searchParams.get('filter') === '{"inStock":true}');
    await expect.poll(() => page.locator('[data-testid=product-card]').count()).toBe(12);
    // The address changes before React Router renders it (a transition): "Načíst další" links
    // to the sorted listing's next page only once the sorted list is on the page.
    await expect.poll(() => page.locator('[data-testid=load-more]').getAttribute('href')).toContain('sort=PRICE_ASC');

    await page.locator('[data-testid=load-more]').click();
    await page.waitForURL((url) => url.searchParams.has('after'));
    await expect.poll(() => page.locator('[data-testid=product-card]').count()).toBe(24);
    const loaded = await cardSkus(page);
    const secondPage = loaded.slice(12);
    const position = page.url();
    expect(new URL(position).searchParams.has('page')).toBe(false);
    expect(new URL(position).searchParams.has('pageSize')).toBe(false);

    await page.reload();
    await hydrated(page);
    expect(page.url()).toBe(position);
    expect(await page.locator('[data-testid=filter-in-stock]').isChecked()).toBe(true);
    expect(await page.locator('select[data-testid=listing-sort]').inputValue()).toBe('PRICE_ASC');
    // The same position: the listing continues where "Načíst další" left it.
    expect(await cardSkus(page)).toEqual(secondPage);
    await page.locator('[data-testid=listing-from-start]').waitFor();
    expect(hydrationProblems(errors)).toEqual([]);
    await page.close();
  });

  it('product detail → switch to carton → add with warranty → the cart shows the indirect subject', async () => {
    const product = await cartonProductWithWarranty();
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${product.url}`);
    await hydrated(page);
    await page.locator('[data-testid=pack-carton]').check();
    await expect.poll(() => page.locator('[data-testid=detail-price]').getAttribute('data-pack')).toBe('carton');
    await page.locator('[data-testid=service-zar01]').check();
    await page.locator('.product-page__buy [data-testid=add-to-cart]').click();
    await expect.poll(() => page.locator('[data-testid=add-status]').textContent(), { timeout: 15_000 }).toBe('Přidáno do košíku');

    await page.goto(`${baseUrl}/kosik`);
    await hydrated(page);
    await page.locator(`[data-testid=cart-subject]`).first().waitFor();
    await page.locator('[data-testid=cart-indirect-subject][data-sku=zar01]').waitFor();
    expect(await page.locator('[data-testid=cart-subject]').first().textContent()).toContain(product.name);
    expect(hydrationProblems(errors)).toEqual([]);
    await page.close();
  });

  it('search "cistic" shows the autocomplete groups and the results page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    const input = page.locator('[data-testid=search-input]').first();
    await input.click();
    await input.pressSequentially('cistic', { delay: 30 });
    const listbox = page.locator('[role=listbox]').first();
    await listbox.locator('[role=group]').first().waitFor();
    const groups = await listbox.locator('[role=group]').evaluateAll((nodes) =>
      nodes.map((n) => ({ group: n.getAttribute('data-group') ?? '', options: n.querySelectorAll('[role=option]').length })),
    );
    expect(groups.map((g) => g.group)).toContain('products');
    expect(groups.map((g) => g.group)).toContain('categories');
    for (const { group, options } of groups) {
      const limit = Object.entries(AUTOCOMPLETE_LIMITS).find(([key]) => key === group)?.[1];
      expect(limit, group).toBeDefined();
      expect(options).toBeGreaterThan(0);
      expect(options).toBeLessThanOrEqual(limit ?? 0);
    }
    // Diacritics do not matter: "cistic" finds "Čistič…".
    expect(await listbox.locator('[data-group=products] [role=option]').first().textContent()).toMatch(/čisti/i);
    // Keyboard: the first option becomes active.
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    await input.press('ArrowUp');
    await input.press('Escape');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/vyhledavani' && url.searchParams.get('q') === 'cistic');
    await page.locator('[data-testid=search-page] [data-testid=product-card]').first().waitFor();
    expect(await page.locator('h1').first().textContent()).toContain('cistic');
    // Loaded directly, the results page keeps its phrase in the header box; a code opens its product.
    await page.goto(`${baseUrl}/vyhledavani?q=cistic`);
    expect(await page.locator('[data-testid=search-input]').first().inputValue()).toBe('cistic');
    await page.goto(`${baseUrl}/vyhledavani?q=ci-000117`);
    expect(new URL(page.url()).pathname).toMatch(/\/p\/CI-000117$/);
    await page.close();
  });

  it('compare 3 products and view the table', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${await firstCategoryUrl()}`);
    await hydrated(page);
    const buttons = page.locator('[data-testid=product-card] [data-testid=compare-add]');
    await buttons.first().waitFor();
    const skus = (await cardSkus(page)).slice(0, 3);
    for (const [index, sku] of skus.entries()) {
      await page.locator(`[data-testid=product-card][data-sku="${sku}"] [data-testid=compare-add]`).click();
      await expect.poll(() => page.locator('[data-testid=compare-bar-count]').textContent().catch(() => null)).toBe(index === 0 ? '1 produkt' : `${index + 1} produkty`);
    }
    // Adding one again only warns.
    await page.locator(`[data-testid=product-card][data-sku="${skus[0]}"] [data-testid=compare-add]`).click();
    await page.locator('[data-testid=toast]').getByText('Produkt už v porovnání je.').first().waitFor();
    expect(await page.locator('[data-testid=compare-bar-count]').textContent()).toBe('3 produkty');

    await page.getByRole('link', { name: 'Zobrazit' }).click();
    await page.waitForURL(`${baseUrl}/porovnani-produktu`);
    const table = page.locator('[data-testid=compare-table]');
    await table.waitFor();
    expect(await table.locator('thead th[data-sku]').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-sku')))).toEqual(skus);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(3);

    // The server render of the comparison page shows the same table.
    await page.reload();
    await hydrated(page);
    expect(await page.locator('[data-testid=compare-table] thead th[data-sku]').count()).toBe(3);
    await page.locator('[data-testid=compare-remove]').first().click();
    await expect.poll(() => page.locator('[data-testid=compare-table] thead th[data-sku]').count()).toBe(2);
    expect(hydrationProblems(errors)).toEqual([]);
    await page.close();
  });

  it('compare names the manufacturers and writes decimals in Czech', async () => {
    // Two products with a decimal parameter (the API writes "0.5") and a manufacturer, via the API.
    const found = items(((await api('/search', { q: 'cistic', first: 48 })) as { products: unknown }).products);
    const picked: { url: string; maker: string; value: string; unit: string | null }[] = [];
    for (const item of found) {
      const detail = await api(`/products/${encodeURIComponent(item.sku)}/detail`);
      if (!isRecord(detail) || !isRecord(detail.manufacturer) || !Array.isArray(detail.parameters)) continue;
      const decimal = detail.parameters.filter(isRecord).find((p) => /^\d+\.\d+$/.test(String(p.value)));
      if (!decimal) continue;
      picked.push({ url: item.url, maker: String(detail.manufacturer.name), value: String(decimal.value), unit: typeof decimal.unit === 'string' ? decimal.unit : null });
      if (picked.length === 2) break;
    }
    expect(picked).toHaveLength(2);
    const page = await browser.newPage();
    for (const [index, product] of picked.entries()) {
      await page.goto(`${baseUrl}${product.url}`);
      await hydrated(page);
      await page.locator('.product-page [data-testid=compare-add]').first().click();
      await expect.poll(() => page.locator('[data-testid=compare-bar-count]').textContent().catch(() => null)).toBe(index === 0 ? '1 produkt' : '2 produkty');
    }
    await page.goto(`${baseUrl}/porovnani-produktu`);
    const table = page.locator('[data-testid=compare-table]');
    await table.waitFor();
    const makers = await table.locator('tr', { has: page.getByRole('rowheader', { name: 'Výrobce' }) }).locator('td').allTextContents();
    expect(makers).toEqual(picked.map((p) => p.maker));
    const text = (await table.textContent()) ?? '';
    for (const product of picked) {
      expect(text).toContain(formatParameterValue(product.value, product.unit));
      expect(text).not.toContain(`${product.value}${product.unit ? ` ${product.unit}` : ''}`);
    }
    expect(await table.getByRole('button', { name: 'Do košíku' }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Vymazat vše' }).click();
    await page.getByText('V porovnání zatím nemáte žádné produkty.').waitFor();
    await page.close();
  });

  it('recently viewed appears after visiting products', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const listing = items(await api('/catalogue', { hash: DEFAULT_CATALOGUE_HASH, first: 3 }));
    expect(listing.length).toBe(3);
    const [a, b, c] = listing;
    for (const product of [a, b]) {
      // The view is recorded in the browser after hydration (listen before it can happen).
      const recorded = page.waitForResponse((r) => r.url().endsWith('/api/utils/gql') && r.request().postData()?.includes('recently_viewed_add') === true);
      await page.goto(`${baseUrl}${product!.url}`);
      await recorded;
    }
    await page.goto(`${baseUrl}${c!.url}`);
    await hydrated(page);
    const strip = page.locator('[data-testid=recently-viewed]');
    await strip.waitFor();
    expect(await strip.locator('[data-testid=product-card]').evaluateAll((cards) => cards.map((x) => x.getAttribute('data-sku')))).toEqual([b!.sku, a!.sku]);

    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    const home = page.locator('[data-testid=recently-viewed]');
    await home.waitFor();
    expect((await home.locator('[data-testid=product-card]').evaluateAll((cards) => cards.map((x) => x.getAttribute('data-sku')))).slice(0, 3)).toEqual([c!.sku, b!.sku, a!.sku]);
    expect(hydrationProblems(errors)).toEqual([]);
    await page.close();
  });
});
