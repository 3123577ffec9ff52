import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

/**
 * Records the data reads (/api/…) a page makes, to prove hydration needs none. Writes are not
 * reads: a product page records the view in the visitor's recently-viewed list (a GraphQL
 * mutation, plus the token it needs), which is the page's purpose, not a refetch.
 */
function isMutation(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'query' in parsed && typeof parsed.query === 'string' && /^\s*mutation\b/.test(parsed.query);
  } catch {
    return false;
  }
}

function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (url.pathname === '/api/auth/uictx') return;
    const body = request.postData() ?? '';
    if (url.pathname === '/api/utils/gql' && isMutation(body)) return;
    seen.push(`${request.method()} ${url.pathname} ${body.slice(0, 80)}`);
  });
  return seen;
}

const hydrationProblems = (errors: string[]) => errors.filter((e) => /hydrat|did not match|server rendered/i.test(e));

describe('the vertical slice in Chromium', () => {
  it('browses home → category → product, adds to the cart and sees it in the badge and on /kosik', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const home = await page.goto(`${baseUrl}/`);
    expect(home?.status()).toBe(200);
    await hydrated(page);

    const categoryHref = await page.locator('main a[href*="/c/"]').first().getAttribute('href');
    expect(categoryHref).toMatch(/\/c\/[0-9a-f]+$/);
    await page.locator(`main a[href="${categoryHref}"]:visible`).first().click();
    // The URL changes at once; the router keeps showing the old page until the loaders finish.
    await page.waitForURL(`${baseUrl}${categoryHref}`);
    // Home lists products too: read the links only once the category's listing has replaced it.
    const listing = page.locator('main [data-testid=listing] [data-testid=product-list]');
    await listing.locator('a[href*="/p/"]').first().waitFor();

    // Not every product can be bought (sold out, not on sale): open the category's products in turn.
    const productHrefs = [...new Set(await listing.locator('a[href*="/p/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))];
    let found = false;
    for (const [index, href] of productHrefs.entries()) {
      if (index === 0) {
        await page.locator(`main a[href="${href}"]:visible`).first().click(); // client-side navigation for the first one
        await page.waitForURL(`${baseUrl}${href}`);
      } else {
        await page.goto(`${baseUrl}${href}`);
      }
      // After a client-side click the router shows the category until the product's loaders finish.
      await page.locator('[data-testid=product-page] h1').waitFor();
      if ((await page.locator('[data-testid=product-page] [data-testid=add-to-cart]').count()) > 0) {
        found = true;
        break;
      }
    }
    expect(found, 'a purchasable product in the first category').toBe(true);
    await hydrated(page);
    const title = await page.locator('[data-testid=product-page] h1').textContent();
    await page.locator('[data-testid=product-page] [data-testid=add-to-cart]').first().click();
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
    const categoryHref = await page.locator('main a[href*="/c/"]').first().getAttribute('href');
    const productHref = await page.locator('main a[href*="/p/"]').first().getAttribute('href');
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

  it("gives a person's browser its session with the first page, and a crawler none", async () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const person = await fetch(`${baseUrl}/`, { headers: { 'user-agent': chrome } });
    const session = /cisto_sid=[^;]+/.exec(person.headers.getSetCookie().find((c) => /^cisto_sid=[^;]+;.*HttpOnly/i.test(c)) ?? '')?.[0];
    expect(session).toBeDefined();
    // The first page may be the shared one of the page cache (no checkout in it); from the next
    // page on, the session's own checkout is in every page.
    const next = await fetch(`${baseUrl}/`, { headers: { 'user-agent': chrome, cookie: session! } });
    expect(await next.text()).toMatch(/"checkoutId":"[0-9a-f-]{36}"/);
    const crawler = await fetch(`${baseUrl}/`, { headers: { 'user-agent': googlebot } });
    expect(crawler.headers.getSetCookie().some((c) => c.startsWith('cisto_sid='))).toBe(false);
    expect(await crawler.text()).toContain('"checkoutId":null');
  });

  it('titles pages with the page name and the shop name', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/kosik`);
    expect(await page.title()).toMatch(/Čisto$/);
    await page.close();
  });
});
