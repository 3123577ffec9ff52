// The shared page cache on the production server (issue 14, server speed): a first visit and a
// crawler share one render; a person still gets a session cookie with a shared page and the page
// runs under its Content-Security-Policy; a visitor with a session never gets a shared page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchErrors } from './browser';

const baseUrl = inject('baseUrl');
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; SeznamBot/4.0; +https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/)';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function page(path: string, headers: Record<string, string>) {
  const res = await fetch(`${baseUrl}${path}`, { headers });
  return { status: res.status, cache: res.headers.get('x-page-cache'), csp: res.headers.get('content-security-policy'), cookies: res.headers.getSetCookie(), html: await res.text() };
}

const checkoutIdOf = (html: string) => /"checkoutId":("[^"]*"|null)/.exec(html)?.[1];

describe('shared page cache', () => {
  it('serves a crawler and a first visit one render; the person still gets a session cookie', async () => {
    const path = '/vyhledavani?q=houbi%C4%8Dka';
    // The server's first renders warm up its statements; this test is about what comes after.
    await page('/', { 'user-agent': CRAWLER });
    const crawler = await page(path, { 'user-agent': CRAWLER });
    const again = await page(path, { 'user-agent': CRAWLER });
    const person = await page(path, { 'user-agent': CHROME });
    expect([crawler.status, crawler.cache, again.status, again.cache, person.status, person.cache]).toEqual([200, 'miss', 200, 'hit', 200, 'hit']);
    expect(again.html).toBe(crawler.html);
    expect(again.csp).toBe(crawler.csp);
    expect(crawler.cookies.filter((c) => c.startsWith('cisto_sid='))).toEqual([]);
    const sessionCookie = person.cookies.find((c) => c.startsWith('cisto_sid='));
    expect(sessionCookie).toBeDefined();

    // With its session the person's next page is their own: rendered for them, knowing their checkout.
    const own = await page(path, { 'user-agent': CHROME, cookie: sessionCookie!.split(';')[0]! });
    expect(own.cache).toBeNull();
    expect(checkoutIdOf(own.html)).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(checkoutIdOf(person.html)).toBe('null');
  });

  it('a shared product page runs in Chromium under its Content-Security-Policy, and a first visitor adds to the cart from it', async () => {
    // A product a first visitor can buy, and its page warmed in the cache by a crawler.
    const home = await page('/', { 'user-agent': CRAWLER });
    const hrefs = [...new Set([...home.html.matchAll(/href="(\/[^"]*\/p\/[^"]+)"/g)].map((m) => m[1]!))];
    let productPath: string | undefined;
    for (const href of hrefs) {
      if ((await page(href, { 'user-agent': CRAWLER })).html.includes('data-testid="add-to-cart"')) {
        productPath = href;
        break;
      }
    }
    expect(productPath).toBeDefined();

    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    const response = await tab.goto(`${baseUrl}${productPath!}`);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    await tab.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await tab.locator('[data-testid=add-to-cart]').first().click();
    await expect.poll(() => tab.locator('[data-testid=cart-badge-count]').first().textContent(), { timeout: 15_000 }).toMatch(/[1-9]/);
    expect(errors.filter((e) => /Content Security Policy|hydrat/i.test(e))).toEqual([]);
    await context.close();
  });
});
