// Lawful and convenient in Czechia (issue 15) in Chromium against the production build: typing a
// valid IČO at registration fills the company from ARES (the server asks the suite's local ARES
// stand-in, tests/helpers/ares-stand-in.ts), an IČO ARES does not know leaves the fields for
// typing; a bank-transfer order's thank-you page shows the QR Platba code.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNT_TEXTS, COMPANY_LOOKUP_TEXTS, QR_PAYMENT_TEXTS } from '../../src/domain';
import { ALZA_ICO, UNKNOWN_ICO } from '../helpers/ares-stand-in';
import { launchBrowser, watchErrors } from './browser.js';
import { EVERYDAY_PRICE, chooseMethods, continueTo as continueStep, openPage, pickProducts } from './journey.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

const open = (page: Page, path: string): Promise<void> => openPage(page, baseUrl, path);
const continueTo = (page: Page, path: string): Promise<void> => continueStep(page, baseUrl, path);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('ARES fill-in at registration', () => {
  it('a valid IČO fills company name, address and DIČ; the company registers with them', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await open(page, '/registrace');
    const form = page.locator('[data-testid=registration-form]');
    const contact = page.locator('[data-testid=registration-contact]');
    await page.locator('[data-testid=registration-contact-type-company]').click();

    // An IČO ARES does not know: said so, nothing filled, the shopper types it in.
    await contact.getByLabel('IČO').fill(UNKNOWN_ICO);
    await expect.poll(() => page.locator('[data-testid=registration-contact-ares]').textContent(), { timeout: 10_000 }).toBe(COMPANY_LOOKUP_TEXTS.notFound);
    expect(await contact.getByLabel('Název firmy').inputValue()).toBe('');

    // Corrected to a known one: filled from ARES.
    await contact.getByLabel('IČO').fill(ALZA_ICO);
    await expect.poll(() => contact.getByLabel('Název firmy').inputValue(), { timeout: 10_000 }).toBe('Alza.cz a.s.');
    expect(await contact.getByLabel('Ulice a číslo popisné').inputValue()).toBe('Jankovcova 1522/53');
    expect(await contact.getByLabel('Město').inputValue()).toBe('Praha');
    expect(await contact.getByLabel('PSČ').inputValue()).toBe('170 00');
    expect(await contact.getByLabel('DIČ').inputValue()).toBe('CZ27082440');
    expect(await page.locator('[data-testid=registration-contact-ares]').textContent()).toBe(COMPANY_LOOKUP_TEXTS.filled);

    // The rest by hand, and the filled data passes the server's checks.
    await form.locator('input[name=email]').fill(`ares-${Date.now()}@example.cz`);
    await form.locator('input[name=password]').fill('Modry-Kbelik-42');
    await form.locator('input[name=passwordConfirmation]').fill('Modry-Kbelik-42');
    await form.locator('input[name="contact.phoneNumber"]').fill('+420 603 111 222');
    await form.locator('input[name=agreement]').check();
    await page.locator('[data-testid=registration-submit]').click();
    await expect.poll(() => page.locator('[data-testid=registration-success]').textContent(), { timeout: 15_000 }).toContain(ACCOUNT_TEXTS.registrationSuccess);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await context.close();
  });
});

describe('QR Platba on the thank-you page', () => {
  it('a bank-transfer order shows the QR code with the payment details', async () => {
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, product!.url);
    await page.locator('[data-testid=add-to-cart]').first().click();
    await expect.poll(() => page.locator('[data-testid=cart-badge-count]').first().textContent(), { timeout: 10_000 }).not.toBe('0');
    await open(page, '/kosik');
    await continueTo(page, '/kosik/vernostni-program');
    await continueTo(page, '/kosik/dodani');
    await chooseMethods(page, 'prevod');
    await continueTo(page, '/kosik/adresa');
    const order = page.locator('[data-testid=contact-order]');
    await order.getByLabel('Jméno a příjmení').fill('Jana Převodová');
    await order.getByLabel('Ulice a číslo popisné').fill('Dlouhá 5');
    await order.getByLabel('Město').fill('Praha');
    await order.getByLabel('PSČ').fill('11000');
    await order.getByLabel('E-mail').fill(`qr-${Date.now()}@example.cz`);
    await order.getByLabel('Telefon').fill('+420777123456');
    await continueTo(page, '/kosik/rekapitulace');
    await page.locator('[data-testid=agreement-terms]').check();
    await page.locator('[data-testid=agreement-privacy]').check();
    await page.locator('[data-testid=checkout-submit]').click();
    await page.waitForURL(/\/dekujeme\?objednavka=\d{10}$/, { timeout: 30_000 });

    const qr = page.getByRole('img', { name: QR_PAYMENT_TEXTS.alt });
    await qr.waitFor();
    expect(await qr.isVisible()).toBe(true);
    // The browser decoded the image (a broken data: URL would have no natural size).
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('[data-testid=variable-symbol]').textContent()).toMatch(/^\d{10}$/);
    await context.close();
  });
});
