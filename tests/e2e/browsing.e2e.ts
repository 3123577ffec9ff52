// Issue 12, finding 4, in Chromium against the production build: Back from a product returns to
// the listing where the shopper was, also after "Načíst další"; the mega-menu stays open while
// the pointer travels diagonally over the next trigger to a column; a wrong slug and a cursor of
// another sort are redirected by the server render instead of answering 404.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_CATALOGUE_HASH, matchCatchAll } from '../../src/domain';
import { launchBrowser, watchErrors } from './browser.js';
import { hydrated } from './journey';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 800 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function api(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** The first child category of the catalogue root. */
async function firstCategoryUrl(): Promise<string> {
  const tree = (await api(`/taxonomies/sub-tree?hash=${DEFAULT_CATALOGUE_HASH}`)) as { children?: { url: string }[] };
  const url = tree.children?.[0]?.url;
  if (!url) throw new Error('the catalogue root has no categories');
  return url;
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('listing position', () => {
  it('Back from a product restores the listing and its scroll position after "Načíst další"', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${await firstCategoryUrl()}`);
    await hydrated(page);
    const cards = page.locator('[data-testid=product-card]');
    await cards.first().waitFor();
    const firstPage = await cards.count();

    await page.locator('[data-testid=load-more]').click();
    await page.waitForURL((url) => url.searchParams.has('after'));
    await expect.poll(() => cards.count()).toBe(firstPage * 2);
    const listingUrl = page.url();
    // The list starts at the first product: no "continues" notice after loading more.
    expect(await page.locator('[data-testid=listing-from-start]').count()).toBe(0);

    const target = cards.nth(firstPage + 4);
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    const position = await scrollY(page);
    expect(position).toBeGreaterThan(500);
    const sku = await target.getAttribute('data-sku');

    await target.locator('.product-card__link').click();
    await page.waitForURL((url) => url.pathname.endsWith(`/p/${sku}`));
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL(listingUrl);
    await expect.poll(() => cards.count()).toBe(firstPage * 2);
    await expect.poll(async () => Math.abs((await scrollY(page)) - position), { timeout: 5_000 }).toBeLessThanOrEqual(2);
    expect(await page.locator('[data-testid=listing-from-start]').count()).toBe(0);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await context.close();
  });
});

describe('mega-menu hover intent', () => {
  it('stays open while the pointer crosses the next trigger on its way to a column', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    const first = page.locator('.mega-menu__trigger').nth(0);
    const second = page.locator('.mega-menu__trigger').nth(1);
    const a = await first.boundingBox();
    const b = await second.boundingBox();
    if (!a || !b) throw new Error('mega-menu triggers not visible');

    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    const column = panel.locator('.mega-menu__heading').last();
    const c = await column.boundingBox();
    if (!c) throw new Error('mega-menu column not visible');
    expect(c.x).toBeGreaterThan(b.x);

    // Diagonally: across the second trigger, then down and right into the last column.
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
    await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2, { steps: 8 });
    await page.waitForTimeout(700);
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await second.getAttribute('aria-expanded')).toBe('false');

    const href = await column.getAttribute('href');
    await column.click();
    await page.waitForURL((url) => url.pathname === href);
    await context.close();
  });
});

describe('listing addresses', () => {
  it('a wrong category slug redirects permanently; a cursor of another sort shows the first page', async () => {
    const categoryUrl = await firstCategoryUrl();
    const match = matchCatchAll(categoryUrl);
    if (!match) throw new Error(`not a catalogue url: ${categoryUrl}`);

    const wrong = await fetch(`${baseUrl}/spatny-nazev/c/${match.id}?utm_source=newsletter`, { redirect: 'manual' });
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('location')).toBe(`${categoryUrl}?utm_source=newsletter`);

    const byPrice = (await api('/catalogue', { hash: match.id, sort: 'PRICE_ASC', first: 2 })) as { pageInfo: { endCursor: string } };
    const foreign = await fetch(`${baseUrl}${categoryUrl}?after=${encodeURIComponent(byPrice.pageInfo.endCursor)}&utm_source=newsletter`, { redirect: 'manual' });
    expect(foreign.status).toBe(302);
    expect(foreign.headers.get('location')).toBe(`${categoryUrl}?utm_source=newsletter`);
    const landed = await fetch(`${baseUrl}${categoryUrl}?utm_source=newsletter`);
    expect(landed.status).toBe(200);
  });
});
