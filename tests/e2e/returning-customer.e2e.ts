// A returning shopper in Chromium (issue 12, finding 8): the B2B demo customer (Hotel Vltava
// s.r.o.) logs in, sees the saved cart from an earlier visit with its items and total, keeps the
// current cart and finds the company, IČO and DIČ prefilled on the address step; a shared-cart
// link opened with products already in the cart asks first and then adds, replacing nothing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from './browser.js';
import { EVERYDAY_PRICE, chooseMethods, continueTo as continueStep, hydrated, openPage, pickProducts, shareCartByMail, type ListedProduct } from './journey.js';

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');
let browser: Browser;

const open = (page: Page, path: string): Promise<void> => openPage(page, baseUrl, path);
const continueTo = (page: Page, path: string): Promise<void> => continueStep(page, baseUrl, path);
const pickEveryday = (count: number): Promise<ListedProduct[]> => pickProducts(baseUrl, count, EVERYDAY_PRICE);

const cartCount = (page: Page) => page.locator('[data-testid=cart-badge-count]').first().textContent();

async function addToCart(page: Page, product: ListedProduct, expected: string): Promise<void> {
  await open(page, new URL(product.url, baseUrl).pathname);
  await page.locator('[data-testid=add-to-cart]').first().click();
  await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe(expected);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a returning shopper', () => {
  it('the B2B customer sees the saved cart with items and total, and finds the company prefilled on the address step', async () => {
    const [product] = await pickEveryday(1);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await addToCart(page, product!, '1');

    await page.locator('[data-testid=account-login]').first().click();
    const form = page.locator('[data-testid=login-form]');
    await form.waitFor();
    await form.locator('input[autocomplete=username]').fill('nakup@hotel-vltava.cz');
    await form.locator('input[type=password]').fill('Cisto2026!');
    await page.locator('[data-testid=login-submit]').click();

    // The seeded saved cart of an earlier visit: its items, total and date are shown.
    const decision = page.locator('[data-testid=after-login-decision]');
    await decision.waitFor();
    await expect.poll(() => decision.locator('[data-testid=saved-cart-lines] li').count()).toBeGreaterThan(0);
    expect(await decision.locator('[data-testid=saved-cart-total]').first().textContent()).toMatch(/^Celkem [\d\s]+(,\d{2})?\sKč$/);
    expect(await decision.textContent()).toMatch(/uložen \d{1,2}\. \d{1,2}\. \d{4}/);
    await page.locator('[data-testid=after-login-keep]').click();
    // Finishing the login refetches every visible price: allow for a loaded machine.
    await expect.poll(() => page.locator('[data-testid=after-login-decision]').count(), { timeout: 20_000 }).toBe(0);
    await page.locator('[data-testid=account-menu]').first().waitFor();

    await open(page, '/kosik');
    await expect.poll(() => page.locator('[data-testid=cart-subject]').count(), { timeout: 10_000 }).toBe(1);
    await continueTo(page, '/kosik/vernostni-program');
    await continueTo(page, '/kosik/dodani');
    await chooseMethods(page, 'dobirka');
    await continueTo(page, '/kosik/adresa');

    const order = page.locator('[data-testid=contact-order]');
    await expect.poll(() => page.locator('[data-testid=order-type-company]').isChecked(), { timeout: 10_000 }).toBe(true);
    expect(await order.getByLabel('Název firmy').inputValue()).toBe('Hotel Vltava s.r.o.');
    expect(await order.getByLabel('IČO').inputValue()).toBe('27074358');
    expect(await order.getByLabel('DIČ').inputValue()).toBe('CZ27074358');
    expect(await order.getByLabel('Ulice a číslo popisné').inputValue()).toBe('Dvořákovo nábřeží 8');
    expect(await order.getByLabel('E-mail').inputValue()).toBe('nakup@hotel-vltava.cz');
    // Nothing to retype: the step goes on to the summary with the company as the orderer.
    await continueTo(page, '/kosik/rekapitulace');
    expect(await page.locator('[data-testid=summary-contacts]').textContent()).toContain('IČO: 27074358');
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await context.close();
  });

  it('a shared-cart link asks before changing a cart with products, then adds to it', async () => {
    const [shared, own] = await pickEveryday(2);
    const sender = await browser.newContext();
    const page = await sender.newPage();
    await addToCart(page, shared!, '1');
    await open(page, '/kosik');
    const link = await shareCartByMail(page, mailboxUrl, { name: 'Petr Dvořák', email: 'petr@example.cz' }, `kolegyne.${Date.now()}@example.cz`);
    await sender.close();

    const recipient = await browser.newContext();
    const other = await recipient.newPage();
    await addToCart(other, own!, '1');
    await other.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await hydrated(other);
    await other.locator('[data-testid=shared-cart-confirm]').waitFor();
    // Nothing happens until the shopper agrees.
    await other.waitForTimeout(500);
    expect(new URL(other.url()).pathname).toBe('/nahrat-sdileny-kosik');
    expect(await cartCount(other)).toBe('1');

    await other.locator('[data-testid=shared-cart-load]').click();
    await other.waitForURL(`${baseUrl}/kosik`, { timeout: 20_000 });
    await expect.poll(() => other.locator('[data-testid=cart-subject]').count()).toBe(2);
    const skus = await other.locator('[data-testid=cart-subject]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-sku')));
    expect(skus.sort()).toEqual([shared!.sku, own!.sku].sort());
    await recipient.close();
  });
});
