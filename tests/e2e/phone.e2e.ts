// The shop on a phone (issue 13, "Phone first"): Chromium at 375 × 812 with mobile emulation.
// The demo customer puts a product in the cart and walks the cart and every checkout step up to
// the summary, places the order, then opens the profile orders, the order and its invoice. Every
// page must fit the screen (no horizontal scroll) and show its key elements inside the screen's
// width; the primary button of the cart, gift and delivery steps sits in the thumb bar, visible
// without scrolling. PHONE_SCREENSHOTS=/some/dir also saves a full-page screenshot of each page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from './browser.js';
import { EVERYDAY_PRICE, chooseMethods, continueTo as continueStep, hydrated, openPage, pickProducts, type ListedProduct } from './journey.js';

const baseUrl = inject('baseUrl');
const PHONE = { width: 375, height: 812 };
const JANA = 'jana.novakova@example.cz';
const PASSWORD = 'Cisto2026!';
let browser: Browser;

const open = (page: Page, path: string): Promise<void> => openPage(page, baseUrl, path);
const continueTo = (page: Page, path: string): Promise<void> => continueStep(page, baseUrl, path);
const pickProduct = async (): Promise<ListedProduct> => (await pickProducts(baseUrl, 1, EVERYDAY_PRICE))[0]!;

/**
 * No horizontal scroll: the document is no wider than the window, and the window is still the
 * phone's 375 px (a mobile browser widens its layout viewport to fit wide content, so
 * scrollWidth <= innerWidth alone would pass an overflowing page).
 */
async function expectFitsPhone(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    bodyScrollWidth: document.body.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(size.innerWidth, `${name}: window width`).toBe(PHONE.width);
  expect(size.scrollWidth, `${name}: document width`).toBeLessThanOrEqual(size.innerWidth);
  expect(size.bodyScrollWidth, `${name}: body width`).toBeLessThanOrEqual(size.innerWidth);
  const dir = process.env.PHONE_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Visible and entirely inside the screen's width (scrolled into view first when `scroll`). */
async function expectWithinWidth(locator: Locator, name: string, scroll = true): Promise<{ x: number; y: number; width: number; height: number }> {
  if (scroll) await locator.scrollIntoViewIfNeeded();
  expect(await locator.isVisible(), `${name} is visible`).toBe(true);
  const box = await locator.boundingBox();
  expect(box, `${name} has a box`).not.toBeNull();
  expect(box!.x, `${name} left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} right edge`).toBeLessThanOrEqual(PHONE.width + 0.5);
  return box!;
}

/** The primary button: full width for a thumb (the page's 16 px margins aside). */
async function expectThumbButton(locator: Locator, name: string, scroll = true): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await expectWithinWidth(locator, name, scroll);
  expect(box.width, `${name} is full width`).toBeGreaterThanOrEqual(PHONE.width - 2 * 16 - 1);
  expect(box.height, `${name} is a thumb-size target`).toBeGreaterThanOrEqual(44);
  return box;
}

/** In the thumb bar: visible at the bottom of the screen as the step opens, without scrolling. */
async function expectInThumbBar(page: Page, locator: Locator, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await expectThumbButton(locator, name, false);
  expect(box.y + box.height, `${name} bottom edge on screen`).toBeLessThanOrEqual(PHONE.height);
  expect(box.y, `${name} in the lower half`).toBeGreaterThan(PHONE.height / 2);
}

async function expectStep(page: Page, text: string): Promise<void> {
  const compact = page.locator('.checkout-progress__compact');
  await expectWithinWidth(compact, 'step indicator', false);
  expect((await compact.textContent())?.replace(/\s+/g, ' ').trim()).toBe(text);
  expect(await page.locator('.checkout-progress__step').count()).toBe(5);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the shop on a phone (375 px)', () => {
  it('the demo customer walks the cart and every checkout step, orders, and reads the order and its invoice in the profile — nothing wider than the screen', async () => {
    const product = await pickProduct();
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const errors = watchErrors(page);

    // Log in through a guarded profile page: it opens the login and comes back.
    await open(page, '/profil/objednavky');
    const login = page.locator('[data-testid=login-form]');
    await login.waitFor();
    await login.locator('input[autocomplete=username]').fill(JANA);
    await login.locator('input[type=password]').fill(PASSWORD);
    await page.locator('[data-testid=login-submit]').click();
    await page.waitForURL(`${baseUrl}/profil/objednavky`);
    await hydrated(page);

    await open(page, new URL(product.url, baseUrl).pathname);
    await page.locator('[data-testid=add-to-cart]').first().click();
    // Into the comparison too: its bar shows here, and must stay out of the checkout below.
    await page.locator('[data-testid=compare-add]').first().click();
    await expect.poll(() => page.locator('[data-testid=compare-bar]').count()).toBe(1);

    // Step 1: the cart, one card per line.
    await expect
      .poll(
        async () => {
          await open(page, '/kosik');
          return page.locator('[data-testid=cart-subject]').count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expectFitsPhone(page, 'cart');
    await expectStep(page, 'Krok 1 z 5 · Košík');
    // Logged in, the header is still one row: the logo and the cart share their line.
    const logo = await expectWithinWidth(page.locator('.site-header .logo').first(), 'logo', false);
    const cartButton = await expectWithinWidth(page.locator('.site-header .cart-badge').first(), 'cart button', false);
    expect(Math.abs(logo.y + logo.height / 2 - (cartButton.y + cartButton.height / 2)), 'logo and cart on one line').toBeLessThan(8);
    // The comparison bar stays out of the checkout (the step's own bar holds the bottom).
    expect(await page.locator('[data-testid=compare-bar]').count()).toBe(0);
    const line = page.locator('[data-testid=cart-subject]').first();
    await expectWithinWidth(line.locator('img'), 'product picture');
    await expectWithinWidth(line.locator('.cart-subject__link'), 'product name');
    await expectWithinWidth(line.locator('.stock-badge'), 'availability');
    await expectWithinWidth(line.locator('[data-testid=cart-subject-unit-price]'), 'unit price');
    await expectWithinWidth(line.locator('[data-testid=cart-subject-total]'), 'line total');
    await expectWithinWidth(line.getByRole('button', { name: /^Odebrat z košíku/ }), 'remove');
    const stepper = await expectWithinWidth(line.locator('.stepper'), 'quantity stepper');
    const unit = await expectWithinWidth(line.locator('.cart-subject__unit'), 'unit label');
    expect(await line.locator('.cart-subject__unit').textContent()).toBe('ks');
    // The unit stands right next to the stepper, on its line.
    expect(unit.x).toBeGreaterThanOrEqual(stepper.x + stepper.width);
    expect(unit.x - (stepper.x + stepper.width)).toBeLessThan(24);
    expect(Math.abs(unit.y + unit.height / 2 - (stepper.y + stepper.height / 2))).toBeLessThan(6);
    await expectWithinWidth(page.locator('[data-testid=cart-totals]'), 'totals');
    await expectInThumbBar(page, page.locator('[data-testid=checkout-continue]'), 'continue (cart)');
    await expectWithinWidth(page.locator('[data-testid=grand-total]'), 'total in the thumb bar', false);
    await continueTo(page, '/kosik/vernostni-program');

    // Step 2: gifts.
    await expectFitsPhone(page, 'gift');
    await expectStep(page, 'Krok 2 z 5 · Věrnostní program');
    await expectWithinWidth(page.locator('[data-testid=gift-option]').first(), 'a gift');
    await expectInThumbBar(page, page.locator('[data-testid=checkout-continue]'), 'continue (gift)');
    await continueTo(page, '/kosik/dodani');

    // Step 3: shipping and payment.
    await chooseMethods(page, 'dobirka');
    await expectFitsPhone(page, 'delivery');
    await expectStep(page, 'Krok 3 z 5 · Doprava a platba');
    await expectWithinWidth(page.locator('[data-testid=cart-total-with-vat]'), 'total to pay');
    await expectInThumbBar(page, page.locator('[data-testid=checkout-continue]'), 'continue (delivery)');
    await continueTo(page, '/kosik/adresa');

    // Step 4: the address, prefilled from the account.
    await expectFitsPhone(page, 'address');
    await expectStep(page, 'Krok 4 z 5 · Adresa');
    await expectWithinWidth(page.locator('[data-testid=contact-order]'), 'orderer');
    await expectThumbButton(page.locator('[data-testid=checkout-continue]'), 'continue (address)');
    await continueTo(page, '/kosik/rekapitulace');

    // Step 5: the summary.
    await expectFitsPhone(page, 'summary');
    await expectStep(page, 'Krok 5 z 5 · Rekapitulace');
    await expectWithinWidth(page.locator('[data-testid=cart-subject]').first(), 'summary line');
    await expectWithinWidth(page.locator('[data-testid=summary-methods]'), 'methods');
    await expectWithinWidth(page.locator('[data-testid=summary-contacts]'), 'contacts');
    await expectWithinWidth(page.locator('[data-testid=cart-totals]'), 'summary totals');
    await expectWithinWidth(page.locator('[data-testid=cart-total-with-vat]'), 'total to pay');
    const submit = page.locator('[data-testid=checkout-submit]');
    await expectThumbButton(submit, 'submit');
    // The primary button is the last thing of the step: nothing of the form under it.
    const last = await page.evaluate(() => {
      const form = document.querySelector('[data-testid=summary-form]');
      const button = document.querySelector('[data-testid=checkout-submit]');
      if (!form || !button) return null;
      const bottoms = [...form.querySelectorAll('input, textarea, select, button, a')].map((el) => el.getBoundingClientRect().bottom);
      return Math.max(...bottoms) <= button.getBoundingClientRect().bottom + 0.5;
    });
    expect(last).toBe(true);
    await page.locator('[data-testid=agreement-terms]').check();
    await page.locator('[data-testid=agreement-privacy]').check();
    await submit.click();
    await page.waitForURL(/\/dekujeme\?objednavka=\d{10}$/, { timeout: 30_000 });
    await hydrated(page);
    const number = ((await page.locator('[data-testid=order-number]').textContent()) ?? '').trim();
    expect(number).toMatch(/^\d{10}$/);
    await expectFitsPhone(page, 'thank-you');

    // Profile: the orders as cards.
    await open(page, '/profil/objednavky');
    const row = page.locator(`[data-testid=orders-table] tr[data-order-number="${number}"]`);
    await row.waitFor();
    await expectFitsPhone(page, 'profile-orders');
    await expectWithinWidth(row, 'order card');
    await expectWithinWidth(row.getByRole('link', { name: number }), 'order number');
    await expectWithinWidth(row.locator('.profile-table__number'), 'order total');

    // The order.
    await row.getByRole('link', { name: number }).click();
    await page.waitForURL(`${baseUrl}/profil/objednavky/${number}`);
    await page.locator('[data-testid=order-detail]').waitFor();
    await expectFitsPhone(page, 'profile-order');
    await expectWithinWidth(page.locator('.order-items'), 'order items');
    await expectThumbButton(page.locator('[data-testid=buy-again]'), 'buy again');

    // Its invoice, from the invoice list.
    await open(page, '/profil/faktury');
    await page.locator('[data-testid=invoices-table]').waitFor();
    await expectFitsPhone(page, 'profile-invoices');
    const invoiceRow = page.locator('[data-testid=invoices-table] tbody tr', { has: page.locator(`a[href="/profil/objednavky/${number}"]`) });
    await expectWithinWidth(invoiceRow, 'invoice card');
    const pdf = invoiceRow.getByRole('button', { name: 'Stáhnout PDF' });
    await expectWithinWidth(pdf, 'invoice PDF button');
    await invoiceRow.locator('a[href^="/profil/faktury/"]').click();
    await page.locator('[data-testid=invoice-detail]').waitFor();
    await expectFitsPhone(page, 'profile-invoice');
    await expectWithinWidth(page.locator('[data-testid=invoice-lines] tbody tr').first(), 'invoice line');
    await expectWithinWidth(page.locator('[data-testid=invoice-totals]'), 'invoice total');
    // A table that must stay a table scrolls inside its own box: the box fits the screen.
    for (const box of await page.locator('.table-scroll').all()) await expectWithinWidth(box, 'table box');
    await expectThumbButton(page.locator('[data-testid=invoice-detail] .profile-actions').getByRole('button', { name: 'Stáhnout PDF' }), 'PDF');

    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await context.close();
  }, 180_000);
});
