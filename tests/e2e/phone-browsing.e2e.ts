// Browsing the shop on a phone, a tablet and a desktop (issue 13, "Look and feel"), in Chromium
// against the production server:
// - at 375 × 812 (mobile emulation) home, a category, a product and the search results are no
//   wider than the screen; a category shows two products per row, its sub-categories as one row
//   of chips, and the filters in a drawer whose button says "Zobrazit N produktů" (N = the
//   listing's count, following the filters); the mobile menu lists Katalog, Výprodej, Novinky and
//   "Kontakty" once;
// - at 769–1023 px the header's rows are laid out, not wrapped;
// - at 1280 × 900 the header is at most 120 px tall and collapses to its toolbar when the page is
//   scrolled down, without moving the page.
// PHONE_SCREENSHOTS=/some/dir also saves a screenshot of each phone page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_CATALOGUE_HASH, productCountText } from '../../src/domain';
import { launchBrowser, watchErrors } from './browser.js';
import { axeViolations, hydrated, SERIOUS } from './journey.js';

const baseUrl = inject('baseUrl');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const DESKTOP_HEADER_MAX = 120;

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The first child category of the catalogue root (the one the other journeys browse too). */
async function firstCategory(): Promise<{ url: string; hash: string }> {
  const tree = await api(`/taxonomies/sub-tree?hash=${DEFAULT_CATALOGUE_HASH}`);
  const first: unknown = isRecord(tree) && Array.isArray(tree.children) ? tree.children[0] : null;
  if (!isRecord(first) || typeof first.url !== 'string' || typeof first.hash !== 'string') throw new Error('the catalogue root has no categories');
  return { url: first.url, hash: first.hash };
}

/** The listing's count as the API gives it (what "Zobrazit N produktů" must say). */
async function totalCount(hash: string, filter?: Record<string, unknown>): Promise<number> {
  const page = await api('/catalogue', { hash, first: 1, ...(filter ? { filter } : {}) });
  if (!isRecord(page) || typeof page.totalCount !== 'number') throw new Error('no totalCount');
  return page.totalCount;
}

async function phone(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * No horizontal scroll: the document is no wider than the window and the window is still the
 * phone's 375 px (a mobile browser widens its layout viewport to fit wide content).
 */
async function expectFitsPhone(page: Page, name: string): Promise<void> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    bodyScrollWidth: document.body.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(size.innerWidth, `${name}: window width`).toBe(PHONE.width);
  expect(size.scrollWidth, `${name}: document width`).toBeLessThanOrEqual(size.innerWidth);
  expect(size.bodyScrollWidth, `${name}: body width`).toBeLessThanOrEqual(size.innerWidth);
  const dir = process.env.PHONE_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/browse-${name}.png`, fullPage: true });
}


const hydrationProblems = (errors: string[]) => errors.filter((e) => /hydrat|did not match|server rendered/i.test(e));

describe('browsing on a phone (375 × 812)', () => {
  it('home, a category, a product and the search results are no wider than the screen', async () => {
    const { context, page, errors } = await phone();
    const category = await firstCategory();
    await open(page, '/');
    await page.locator('[data-testid=product-card]').first().waitFor();
    await expectFitsPhone(page, 'home');

    await open(page, category.url);
    await page.locator('[data-testid=product-card]').first().waitFor();
    await expectFitsPhone(page, 'category');
    const productUrl = await page.locator('[data-testid=product-card] .product-card__link').first().getAttribute('href');
    expect(productUrl).toBeTruthy();

    await open(page, productUrl!);
    await page.locator('[data-testid=product-page]').waitFor();
    await expectFitsPhone(page, 'product');
    // The reviews tab is whole on the screen (its long label no longer runs off the edge).
    const reviewsTab = page.getByRole('tab', { name: /^Hodnocení/ });
    const tab = await reviewsTab.boundingBox();
    expect(tab).not.toBeNull();
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(PHONE.width);
    await reviewsTab.click();
    expect(await reviewsTab.getAttribute('aria-selected')).toBe('true');

    await open(page, '/vyhledavani?q=cistic');
    await page.locator('[data-testid=search-page] [data-testid=product-card]').first().waitFor();
    await expectFitsPhone(page, 'search');
    expect(hydrationProblems(errors)).toEqual([]);
    await context.close();
  });

  it('a category shows two products per row and its sub-categories as one row of chips', async () => {
    const { context, page } = await phone();
    await open(page, (await firstCategory()).url);
    const cards = page.locator('[data-testid=product-list] [data-testid=product-card]');
    await cards.nth(1).waitFor();
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    if (!first || !second) throw new Error('no cards');
    // Side by side: the same top, both inside the screen, the second right of the first.
    expect(Math.abs(first.y - second.y)).toBeLessThan(1);
    expect(first.x).toBeGreaterThanOrEqual(0);
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width - 1);
    expect(second.x + second.width).toBeLessThanOrEqual(PHONE.width);
    // And the third starts the next row.
    const third = await cards.nth(2).boundingBox();
    expect(third!.y).toBeGreaterThan(first.y + first.height - 1);

    // Discount badges and ratings are on the cards, "Porovnat" is a button with its label.
    await expect.poll(() => page.locator('[data-testid=product-card] [data-testid=rating]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Porovnat' }).first().isVisible()).toBe(true);

    const chips = page.locator('[data-testid=subcategories] li');
    const count = await chips.count();
    expect(count).toBeGreaterThan(1);
    const tops = await chips.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The row scrolls by itself; the page does not.
    const strip = await page.locator('[data-testid=subcategories] ul').evaluate((ul) => ({ scrollWidth: ul.scrollWidth, clientWidth: ul.clientWidth }));
    expect(strip.scrollWidth).toBeGreaterThanOrEqual(strip.clientWidth);
    await expectFitsPhone(page, 'category-grid');
    await context.close();
  });

  it('the filters open in a drawer whose button says "Zobrazit N produktů", with N following the filters', async () => {
    const { context, page, errors } = await phone();
    const category = await firstCategory();
    const all = await totalCount(category.hash);
    const inStock = await totalCount(category.hash, { inStock: true });
    await open(page, category.url);
    await page.locator('[data-testid=product-card]').first().waitFor();
    // On a phone the panel beside the list is not there; the toolbar has "Filtry".
    expect(await page.locator('.listing__filters').isVisible()).toBe(false);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);

    await page.locator('[data-testid=filters-open]').click();
    const drawer = page.getByRole('dialog', { name: 'Filtry' });
    await drawer.waitFor();
    const show = drawer.locator('[data-testid=filters-show]');
    expect(await show.textContent()).toBe(`Zobrazit ${productCountText(all)}`);
    // The drawer fills the phone and keeps its button in view.
    const box = await drawer.boundingBox();
    // Whole CSS pixels: layout reports sub-pixel widths (375.0000076 for a 100 % wide drawer).
    expect(Math.round(box!.width)).toBeLessThanOrEqual(PHONE.width);
    const button = await show.boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);

    // The box is checked once the filtered listing is there (the URL holds the filter).
    await drawer.locator('[data-testid=filter-in-stock]').click();
    await page.waitForURL((url) => url.searchParams.get('filter') === '{"inStock":true}');
    await expect.poll(() => drawer.locator('[data-testid=filter-in-stock]').isChecked()).toBe(true);
    await expect.poll(() => show.textContent()).toBe(`Zobrazit ${productCountText(inStock)}`);
    await show.click();
    await drawer.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid=listing-count]').textContent()).toBe(`Nalezeno: ${productCountText(inStock)}`);
    expect(await page.locator('[data-testid=filters-open]').textContent()).toContain('1');
    await expectFitsPhone(page, 'category-filtered');
    expect(hydrationProblems(errors)).toEqual([]);
    await context.close();
  });

  it('the mobile menu lists Katalog, Výprodej and Novinky, and "Kontakty" once', async () => {
    const { context, page } = await phone();
    await open(page, '/');
    await page.click('.header-toggle--menu');
    const menu = page.getByRole('region', { name: 'Menu' });
    await menu.waitFor();
    const shop = menu.getByRole('navigation', { name: 'Nakupujte' });
    expect(await shop.getByRole('link').allTextContents()).toEqual(['Katalog', 'Výprodej', 'Novinky']);
    expect(await menu.getByRole('link', { name: 'Kontakty', exact: true }).count()).toBe(1);
    await expectFitsPhone(page, 'menu');
    await shop.getByRole('link', { name: 'Výprodej' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/vyprodej/c/'));
    await page.locator('.mobile-menu').waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('tablet (769–1023 px)', () => {
  it.each([769, 900, 1023])('at %i px the header rows stay one line each, nothing cut off', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const rows = await page.evaluate(() =>
      ['.top-strip__inner', '.site-header__inner', '.desktop-nav__inner'].map((selector) => {
        const el = document.querySelector(selector);
        return { selector, scrollWidth: el?.scrollWidth ?? -1, clientWidth: el?.clientWidth ?? -1 };
      }),
    );
    for (const row of rows) expect(row.scrollWidth, row.selector).toBeLessThanOrEqual(row.clientWidth);
    // Every category group label on one line, all of them at the same height.
    const triggers = await page.locator('.mega-menu__trigger').evaluateAll((buttons) => buttons.map((b) => ({ top: b.getBoundingClientRect().top, height: b.getBoundingClientRect().height })));
    expect(triggers.length).toBeGreaterThan(0);
    expect(new Set(triggers.map((t) => Math.round(t.top))).size).toBe(1);
    expect(Math.max(...triggers.map((t) => t.height))).toBeLessThanOrEqual(40);
    const header = await page.locator('[data-testid=site-header]').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(DESKTOP_HEADER_MAX);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // "Další" holds the links that do not fit the row.
    await page.getByRole('button', { name: 'Další' }).click();
    expect(await page.locator('.nav-more__panel').getByRole('link', { name: 'Katalog', exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('desktop header (1280 × 900)', () => {
  it('is at most 120 px tall and collapses to the toolbar when scrolled down, without moving the page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${(await firstCategory()).url}`);
    await hydrated(page);
    const header = page.locator('[data-testid=site-header]');
    const full = (await header.boundingBox())!.height;
    expect(full).toBeLessThanOrEqual(DESKTOP_HEADER_MAX);
    expect(await header.getAttribute('data-collapsed')).toBe('false');
    const documentTop = () => page.locator('h1').evaluate((h1) => h1.getBoundingClientRect().top + window.scrollY);
    const before = await documentTop();

    await page.mouse.wheel(0, 800);
    await expect.poll(() => header.getAttribute('data-collapsed')).toBe('true');
    const collapsed = await header.boundingBox();
    expect(collapsed!.height).toBeLessThan(full);
    // Stuck at the top, the search and the cart still there.
    expect(collapsed!.y).toBe(0);
    expect(await page.locator('.search-form').isVisible()).toBe(true);
    expect(await page.locator('a.cart-badge').isVisible()).toBe(true);
    expect(await page.locator('.desktop-nav').isVisible()).toBe(false);
    // The page did not move under the shrinking header.
    expect(await documentTop()).toBe(before);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('data-collapsed')).toBe('false');
    expect((await header.boundingBox())!.height).toBe(full);
    expect(hydrationProblems(errors)).toEqual([]);
    await context.close();
  });
});
