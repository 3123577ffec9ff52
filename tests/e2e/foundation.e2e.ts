import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Records the data requests (/api/…) a page makes, to prove hydration needs none. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
}

const hydrationProblems = (errors: string[]) => errors.filter((e) => /hydrat|did not match|server rendered/i.test(e));

describe('the vertical slice in Chromium', () => {
  it('browses home → category → product, adds to the cart and sees it in the badge and on /kosik', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const home = await page.goto(`${baseUrl}/`);
    expect(home?.status()).toBe(200);
    await hydrated(page);

    const categoryHref = await page.locator('a[href*="/c/"]').first().getAttribute('href');
    expect(categoryHref).toMatch(/\/c\/[0-9a-f]+$/);
    await page.locator(`a[href="${categoryHref}"]`).first().click();
    await page.waitForURL(`${baseUrl}${categoryHref}`);

    // Not every product can be bought (sold out, not on sale): open the category's products in turn.
    await page.locator('a[href*="/p/"]').first().waitFor();
    const productHrefs = [...new Set(await page.locator('a[href*="/p/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))];
    let found = false;
    for (const [index, href] of productHrefs.entries()) {
      if (index === 0) {
        await page.locator(`a[href="${href}"]`).first().click(); // client-side navigation for the first one
        await page.waitForURL(`${baseUrl}${href}`);
      } else {
        await page.goto(`${baseUrl}${href}`);
      }
      await page.locator('h1').first().waitFor();
      if ((await page.locator('[data-testid=add-to-cart]').count()) > 0) {
        found = true;
        break;
      }
    }
    expect(found, 'a purchasable product in the first category').toBe(true);
    await hydrated(page);
    const title = await page.locator('h1').first().textContent();
    await page.locator('[data-testid=add-to-cart]').first().click();
    await expect
      .poll(async () => page.locator('[data-testid=cart-badge-count]').first().textContent(), { timeout: 10_000 })
      .not.toBe('0');
    const total = await page.locator('[data-testid=cart-badge-total]').first().textContent();
    expect(total).toMatch(/Kč/);

    await page.goto(`${baseUrl}/kosik`);
    await hydrated(page);
    const subjects = page.locator('[data-testid=cart-subject]');
    await expect.poll(() => subjects.count()).toBe(1);
    expect(await subjects.first().textContent()).toContain(title?.trim() ?? '');
    expect(hydrationProblems(errors)).toEqual([]);
    await page.close();
  });

  it('hydrates home, a category, a product and the cart without any data request', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/`);
    const categoryHref = await page.locator('a[href*="/c/"]').first().getAttribute('href');
    const productHref = await page.locator('a[href*="/p/"]').first().getAttribute('href');
    for (const path of ['/', categoryHref ?? '', productHref ?? '', '/kosik']) {
      const requests = apiRequests(page);
      const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBe(200);
      await hydrated(page);
      await page.waitForTimeout(300);
      expect(requests, `data requests after loading ${path}`).toEqual([]);
      page.removeAllListeners('request');
    }
    expect(hydrationProblems(errors)).toEqual([]);
    await page.close();
  });

  it('answers 404 with the spec page for an unknown address and an unknown product', async () => {
    const page = await browser.newPage();
    for (const path of ['/tohle/neexistuje', '/neco/p/NOPE-404', '/neco/x/abc/def']) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(await page.textContent('body')).toContain('Tato stránka bohužel neexistuje');
    }
    await page.close();
  });

  it('answers 500 with the error page on /_error', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/_error`);
    expect(response?.status()).toBe(500);
    const body = await page.textContent('body');
    expect(body).toContain('Something went wrong');
    expect(body).toContain('An error occured!');
    await page.close();
  });

  it('titles pages with the page name and the shop name', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/kosik`);
    expect(await page.title()).toMatch(/Čisto$/);
    await page.close();
  });
});
