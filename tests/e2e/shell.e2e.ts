// Site shell journeys of issue 4 in headless Chromium against the production server.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchErrors } from './browser';
import { hydrated } from './journey';

const baseUrl = inject('baseUrl');
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 740 };
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function open(path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page);
  return { page, errors, close: () => context.close() };
}


describe('Content-Security-Policy', () => {
  it('the pages, their hydration and the chat loader run without a single violation', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    // Every violation the browser reports, collected before any page script runs.
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of ['/', '/kosik', '/vyhledavani?q=mydlo', '/klub']) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:\d+ 'sha256-[A-Za-z0-9+/=]+'/);
      await hydrated(page);
      await page.waitForSelector('[data-chat-widget]');
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    }
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });
});

describe('first load', () => {
  it('hydrates the key pages on a phone without building an Intl formatter or collator (each first one loads ICU data in one long task)', async () => {
    const context = await browser.newContext({ viewport: MOBILE, isMobile: true, hasTouch: true });
    // Counts every Intl number or date formatter, collator and locale-aware comparison made before
    // the page is hydrated (the marker is set after the first commit).
    await context.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { __intlCalls: calls });
      const hydrating = () => !document.documentElement.hasAttribute('data-hydrated');
      for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator'] as const) {
        const Original = Intl[name];
        const Counted = new Proxy(Original, {
          construct(target, args: unknown[]) {
            if (hydrating()) calls.push(`Intl.${name}`);
            return Reflect.construct(target, args) as object;
          },
          apply(target, self, args: unknown[]) {
            if (hydrating()) calls.push(`Intl.${name}()`);
            return Reflect.apply(target, self, args) as unknown;
          },
        });
        Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
      }
      const methods: [object, string][] = [
        [String.prototype, 'localeCompare'],
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ];
      for (const [proto, method] of methods) {
        const original = Reflect.get(proto, method) as (...args: unknown[]) => unknown;
        Object.defineProperty(proto, method, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            if (hydrating()) calls.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const category = await page.locator('a[href*="/c/"]').first().getAttribute('href');
    const product = await page.locator('a[href*="/p/"]').first().getAttribute('href');
    for (const path of ['/', category ?? '', product ?? '', '/kosik', '/aktuality']) {
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls), path).toEqual([]);
    }
    await context.close();
  });
});

describe('chat widget', () => {
  it('is present on desktop in /kosik', async () => {
    const { page, close } = await open('/kosik');
    await page.waitForSelector('[data-chat-widget]');
    expect(await page.getAttribute('#test-chat-widget', 'data-key')).toBe('e2e-chat-key');
    await close();
  });

  it('is absent on a mobile viewport in /kosik and back after leaving', async () => {
    const { page, close } = await open('/kosik', { viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.waitForTimeout(300);
    expect(await page.$('[data-chat-widget]')).toBeNull();
    expect(await page.$('#chat-widget-script')).toBeNull();
    // Client-side navigation out of the cart: reinstalled (after 50 ms).
    await page.click('a.logo');
    await page.waitForURL(`${baseUrl}/`);
    await page.waitForSelector('[data-chat-widget]', { timeout: 5000 });
    // And removed again on entering the cart, without a reload.
    await page.click('a.cart-badge');
    await page.waitForURL(`${baseUrl}/kosik`);
    await page.waitForSelector('[data-chat-widget]', { state: 'detached', timeout: 5000 });
    await close();
  });
});

describe('mega-menu', () => {
  it('is usable with the keyboard only', async () => {
    const { page, close } = await open('/');
    let onTrigger = false;
    for (let i = 0; i < 60 && !onTrigger; i++) {
      await page.keyboard.press('Tab');
      onTrigger = await page.evaluate(() => document.activeElement?.classList.contains('mega-menu__trigger') ?? false);
    }
    expect(onTrigger).toBe(true);
    const trigger = page.locator('.mega-menu__trigger').first();
    await page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.locator('.mega-menu__column').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('mega-menu__trigger'))).toBe(true);
    await page.keyboard.press('Space');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    expect(href).toMatch(/\/c\/[0-9a-f]{16}$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await close();
  });
});

describe('status bars', () => {
  it('a dismissed bar stays dismissed after reload', async () => {
    const { page, close } = await open('/');
    const bar = '[data-status-bar="doprava-zdarma"]';
    await page.waitForSelector(bar);
    await page.click(`${bar} button`);
    await page.waitForSelector(bar, { state: 'detached' });
    await page.reload();
    await hydrated(page);
    expect(await page.$(bar)).toBeNull();
    // The server render already leaves it out (no flash of the closed bar).
    const html = await (await page.request.get(`${baseUrl}/`)).text();
    expect(html).not.toContain('data-status-bar="doprava-zdarma"');
    // A bar that is not closable is still there.
    expect(await page.$('[data-status-bar="klub-cisto"]')).not.toBeNull();
    await close();
  });
});

describe('newsletter', () => {
  it('signs up end to end', async () => {
    const { page, close } = await open('/');
    await page.fill('.newsletter input[type=email]', `e2e.${Date.now()}@example.cz`);
    await page.click('[data-testid="newsletter-form"] button[type=submit]');
    // Validation first: the agreement is missing.
    await page.waitForSelector('text=S prohlášením o ochraně osobních údajů musíte souhlasit.');
    await page.check('.newsletter input[type=checkbox]');
    await page.click('[data-testid="newsletter-form"] button[type=submit]');
    await page.waitForSelector('[data-testid="newsletter-thanks"]');
    expect(await page.textContent('[data-testid="newsletter-thanks"]')).toBe('Děkujeme za registraci.');
    await page.waitForSelector('.toast >> text=Byl jste úspěšně přihlášen k newsletteru.');
    await page.waitForSelector('[data-testid="newsletter-form"]', { timeout: 8000 });
    await close();
  });
});

describe('mobile (375 px)', () => {
  it('opens the menu (scroll locked), expands a category, navigates; search toggle is exclusive', async () => {
    const { page, errors, close } = await open('/', { viewport: MOBILE, isMobile: true, hasTouch: true });
    expect(await page.isVisible('.mega-menu')).toBe(false);
    await page.click('.header-toggle--menu');
    await page.waitForSelector('.mobile-menu:not([hidden])');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const toggle = page.locator('.mobile-menu .category-menu__toggle').first();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const sub = page.locator('.mobile-menu .category-menu__level--1 a').first();
    const href = await sub.getAttribute('href');
    await sub.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.waitForSelector('.mobile-menu', { state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    // The current category's ancestors open by themselves.
    await page.click('.header-toggle--menu');
    expect(await page.locator('.mobile-menu [aria-current="page"]').count()).toBe(1);
    // Search toggle closes the menu.
    await page.click('.header-toggle--search');
    expect(await page.isVisible('.mobile-menu')).toBe(false);
    expect(await page.isVisible('.search-form')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('price-type switch', () => {
  it('changes the prices on home and persists across reload', async () => {
    const { page, errors, close } = await open('/');
    const firstPrice = page.locator('.product-card .price').first();
    const before = await firstPrice.textContent();
    expect(before).toContain('s DPH');
    await page.click('.price-switch__option[data-prices-type="B2B"]');
    await page.waitForFunction(() => document.querySelector('.product-card .price')?.textContent?.includes('bez DPH'));
    const after = await firstPrice.textContent();
    expect(after).not.toBe(before);
    await page.reload();
    await hydrated(page);
    expect(await firstPrice.textContent()).toBe(after);
    expect(await page.getAttribute('.price-switch__option[data-prices-type="B2B"]', 'aria-pressed')).toBe('true');
    // Server-rendered in the chosen mode: the HTML itself already says "bez DPH".
    const html = await (await page.request.get(`${baseUrl}/`)).text();
    expect(html).toContain('bez DPH');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('unsupported browser', () => {
  it('an IE user agent sees the notice', async () => {
    const { page, close } = await open('/', { userAgent: IE11 });
    await page.waitForSelector('.unsupported-browser');
    expect(await page.textContent('.unsupported-browser')).toContain('Váš prohlížeč není podporován nebo aktualizován.');
    await close();
  });

  it('the notice is in the server-rendered HTML, so it shows where our JavaScript cannot run', async () => {
    const context = await browser.newContext({ userAgent: IE11, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    expect(await page.textContent('.unsupported-browser')).toContain('Váš prohlížeč není podporován nebo aktualizován.');
    await context.close();
  });

  it('a current Chromium does not', async () => {
    const { page, close } = await open('/');
    await page.waitForTimeout(500);
    expect(await page.$('.unsupported-browser')).toBeNull();
    await close();
  });
});

describe('pages and accessibility', () => {
  type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };

  async function axe(page: Page): Promise<AxeResult['violations']> {
    // Evaluated through the DevTools protocol: an injected inline <script> would be (rightly) refused by the CSP.
    await page.evaluate(AXE_SOURCE);
    const result = await page.evaluate(async () => {
      const w = window as unknown as { axe: { run(ctx: Document, opts: object): Promise<AxeResult> } };
      return w.axe.run(document, { resultTypes: ['violations'] });
    });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  }

  it.each([
    ['home', '/', 200],
    ['an article', '/poradna/jak-vybrat-toaletni-papir-do-firmy', 200],
    ['a showroom', '/showrooms/praha', 200],
    ['the club', '/klub', 200],
    ['the complaint form', '/reklamace', 200],
    ['the 404 page', '/tahle-stranka-neni', 404],
  ])('%s has no serious or critical axe violation', async (_name, path, status) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(status);
    await hydrated(page);
    const violations = await axe(page);
    expect(violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    if (status === 200) expect(errors).toEqual([]);
    await context.close();
  });

  it('the header search with its suggestions open, an option active, and a product page\'s tabs have no serious or critical axe violation', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    const input = page.getByRole('combobox', { name: 'Hledat' }).first();
    // A text box with the phone's search keyboard (role="combobox" is invalid on type="search").
    expect(await input.getAttribute('type')).toBe('text');
    expect(await input.getAttribute('inputmode')).toBe('search');
    await input.click();
    await input.pressSequentially('cistic', { delay: 30 });
    await page.locator('[role=listbox] [role=option]').first().waitFor();
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const active = await input.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    const violations = await axe(page);
    expect(violations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const productUrl = await page.locator('[role=listbox] [data-group=products] [role=option]').first().getAttribute('href');
    await page.goto(`${baseUrl}${productUrl}`);
    await hydrated(page);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('End');
    // Radix moves the focus (and so the selection) in a timeout after the key.
    await expect.poll(() => tabs.last().getAttribute('aria-selected')).toBe('true');
    const tabViolations = await axe(page);
    expect(tabViolations.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the 404 page shows contacts from settings', async () => {
    const { page, close } = await open('/neni-tu');
    expect(await page.textContent('h1')).toBe('Tato stránka bohužel neexistuje');
    expect(await page.textContent('.not-found')).toContain('info@cisto.cz');
    expect(await page.textContent('.not-found')).toContain('Po - Pá 8:00 - 16:30');
    await close();
  });

  it('content pages render server-side: /stranky, /w/, /aktuality with sorting, /showrooms, the style guide', async () => {
    const get = async (path: string) => {
      const res = await fetch(`${baseUrl}${path}`);
      return { status: res.status, html: await res.text() };
    };
    expect((await get('/stranky/kontakty')).html).toContain('<h1>Kontakty</h1>');
    expect((await get('/stranky/ochrana-osobnich-udaju')).status).toBe(200);
    expect((await get('/stranky/obchodni-podminky')).status).toBe(200);
    expect((await get('/obsah/velkoodber/w/' + (await hashOf('/obsah/velkoodber')))).html).toContain('Velkoodběr pro firmy');
    const news = await get('/aktuality?razeni=DATE_ASC&kategorie=Akce');
    expect(news.status).toBe(200);
    expect(news.html).toContain('teaser');
    expect((await get('/showrooms')).html).toContain('Showroom Brno');
    expect((await get('/klub/stranky/podminky')).html).toContain('Podmínky Klubu Čisto');
    const styleguide = await get('/__styleguide');
    expect(styleguide.html).toContain('QuantityStepper');
    expect((await get('/poradna/neexistuje')).status).toBe(404);
  });

  it('navigation scrolls to the top when the path changes', async () => {
    const { page, close } = await open('/');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.click('.site-footer a[href="/showrooms"]');
    await page.waitForURL(`${baseUrl}/showrooms`);
    await page.waitForFunction(() => window.scrollY === 0);
    await close();
  });

  it('the complaint form validates and submits', async () => {
    const { page, close } = await open('/reklamace');
    await page.click('.complaint-page button[type=submit]');
    await page.waitForSelector('.field__error');
    await page.fill('input[name=orderNumber]', '2026000123');
    await page.fill('textarea[name=description]', 'Dávkovač po týdnu přestal fungovat.');
    await page.fill('input[name=name]', 'Jana Nováková');
    await page.fill('input[name=email]', `reklamace.${Date.now()}@example.cz`);
    await page.check('input[name=agreement]');
    await page.click('.complaint-page button[type=submit]');
    await page.waitForSelector('[data-testid="complaint-number"]');
    expect(await page.textContent('[data-testid="complaint-number"]')).toMatch(/^R\d{4}-\d{6}$/);
    await close();
  });
});

async function hashOf(path: string): Promise<string> {
  const { taxonomyHash } = await import('../../src/domain/urls');
  return taxonomyHash(path);
}
