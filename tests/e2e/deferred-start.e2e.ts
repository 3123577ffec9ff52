// The app starts on idle or at first use (issue 14, src/client/deferred-start.ts), in Chromium
// against the production server: a page's HTML loads no script up front and still becomes
// interactive without any input; what a shopper does before the app has started (a tap on
// "Do košíku", an e-mail typed into the newsletter, its agreement ticked and sent) is done once it has.
import { readFileSync } from 'node:fs';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appStartOf, initialScriptsOf } from '../../src/client/app-start';
import { launchBrowser, watchErrors } from './browser';
import { hydrated, pickProducts } from './journey';

const baseUrl = inject('baseUrl');
const PHONE = { width: 375, height: 812 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Holds the app's entry until `release()`: the page is server-rendered and not yet interactive meanwhile. */
async function holdTheApp(page: Page, path: string): Promise<{ release: () => void; requested: Promise<void> }> {
  const app = appStartOf(await (await fetch(`${baseUrl}${path}`)).text());
  if (!app) throw new Error(`${path} has no start data`);
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requestedNow = (): void => {};
  const requested = new Promise<void>((resolve) => (requestedNow = resolve));
  await page.route(`${baseUrl}${app.entry}`, async (route: Route) => {
    requestedNow();
    await released;
    await route.continue();
  });
  return { release, requested };
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

describe('the app starts on idle or first use', () => {
  it('a page links no script; the app starts without any input and runs under the page CSP', async () => {
    const response = await fetch(`${baseUrl}/`);
    const html = await response.text();
    expect(initialScriptsOf(html).linked, 'a <script src> or modulepreload').toEqual([]);
    const app = appStartOf(html);
    expect(app?.entry).toMatch(/^\/assets\/.+\.js$/);
    expect(app?.modules.length).toBeGreaterThan(3);
    // The server reads the entry's later imports (React DOM) from the manifest too: fetched with the rest.
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string; dynamicImports?: string[] }>;
    const later = (manifest['index.html']?.dynamicImports ?? []).map((key) => `/${manifest[key]?.file ?? key}`);
    expect(later.length).toBeGreaterThan(0);
    expect(app?.modules).toEqual(expect.arrayContaining(later));

    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    expect(scripts).toContain(app?.entry);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tap on "Do košíku" before the app has started puts the product in the cart once it has', async () => {
    const [product] = await pickProducts(baseUrl, 1);
    if (!product) throw new Error('no product');
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const gate = await holdTheApp(page, product.url);
    await page.goto(`${baseUrl}${product.url}`);
    await page.locator('[data-testid=add-to-cart]').first().click();
    await gate.requested;
    expect(await isHydrated(page)).toBe(false);
    expect(await page.locator('[data-testid=cart-badge-count]').first().textContent()).toBe('0');
    gate.release();
    await hydrated(page);
    await expect.poll(() => page.locator('[data-testid=cart-badge-count]').first().textContent(), { timeout: 10_000 }).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the newsletter typed, ticked and sent before the app has started is signed up once it has', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const gate = await holdTheApp(page, '/');
    await page.goto(`${baseUrl}/`);
    const form = page.locator('[data-testid=newsletter-form]');
    await form.getByLabel('E-mail').fill(`drive-nez-nabehne-${Date.now()}@example.cz`);
    // The tick is held with the rest (a plain click: the box shows its state once the app has it).
    await form.locator('input[type=checkbox]').click();
    await form.locator('button[type=submit]').click();
    await gate.requested;
    expect(await isHydrated(page)).toBe(false);
    gate.release();
    await hydrated(page);
    await expect(page.locator('[data-testid=newsletter-thanks]').textContent({ timeout: 10_000 })).resolves.toBe('Děkujeme za registraci.');
    expect(errors).toEqual([]);
    await context.close();
  });
});
