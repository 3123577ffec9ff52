// Cart and checkout journeys in Chromium against the production build (issue 6): a full
// purchase with cash on delivery and a company with IČO/DIČ, the confirmation e-mail over real
// SMTP, a purchase through the test payment gateway, the step guard, share cart, bulk add.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from './browser.js';
import { EVERYDAY_PRICE, addToCart as addProduct, chooseMethods, continueTo as continueStep, hydrated, openPage, personPurchase, pickProducts, shareCartByMail, submitOrder, type ListedProduct } from './journey.js';
import { waitForMail } from './mailbox.js';

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');
let browser: Browser;

const open = (page: Page, path: string): Promise<void> => openPage(page, baseUrl, path);
const continueTo = (page: Page, path: string): Promise<void> => continueStep(page, baseUrl, path);
const pickEveryday = (count: number): Promise<ListedProduct[]> => pickProducts(baseUrl, count, EVERYDAY_PRICE);

const addToCart = (page: Page, product: ListedProduct): Promise<void> => addProduct(page, baseUrl, product);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('checkout in Chromium', () => {
  it('a new visitor buys: product → cart → gift → cash on delivery → company with IČO/DIČ → summary → /dekujeme, and gets the e-mail', async () => {
    const [product] = await pickEveryday(1);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await addToCart(page, product!);

    // The server render carries the whole checkout: hydration makes no data request.
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) requests.push(pathname);
    });
    await page.goto(`${baseUrl}/kosik`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    page.removeAllListeners('request');
    await expect.poll(() => page.locator('[data-testid=cart-subject]').count()).toBe(1);
    await continueTo(page, '/kosik/vernostni-program');

    await page.locator('[data-testid=gift-add]').first().click();
    await page.getByText('Dárek byl přidán do košíku.').first().waitFor();
    await expect.poll(() => page.locator('[data-testid=chosen-gifts] li').count()).toBe(1);
    await continueTo(page, '/kosik/dodani');

    await chooseMethods(page, 'dobirka');
    await continueTo(page, '/kosik/adresa');

    const email = `firma.${Date.now()}@example.cz`;
    const order = page.locator('[data-testid=contact-order]');
    await page.locator('[data-testid=order-type-company]').click();
    await order.getByLabel('Název firmy').fill('Úklid Novák s.r.o.');
    await order.getByLabel('Kontaktní osoba').fill('Jana Nováková');
    await order.getByLabel('IČO').fill('27082440');
    await order.getByLabel('DIČ').fill('CZ27082440');
    await order.getByLabel('Ulice a číslo popisné').fill('Dlouhá 5');
    await order.getByLabel('Město').fill('Praha');
    await order.getByLabel('PSČ').fill('11000');
    await order.getByLabel('E-mail').fill(email);
    await order.getByLabel('Telefon').fill('+420777123456');
    await continueTo(page, '/kosik/rekapitulace');

    expect(await page.locator('[data-testid=summary-contacts]').textContent()).toContain('IČO: 27082440');
    expect(await page.locator('[data-testid=summary-gifts]').count()).toBe(1);
    await submitOrder(page);
    await page.waitForURL(/\/dekujeme\?objednavka=\d{10}$/, { timeout: 30_000 });
    const number = (await page.locator('[data-testid=order-number]').textContent()) ?? '';
    expect(number).toMatch(/^\d{10}$/);

    const pushed = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    expect(pushed).toContain(`"number":"${number}"`);
    expect(pushed).toContain('"invoiceInfo"');

    const mail = await waitForMail(mailboxUrl, (m) => m.to.includes(email));
    expect(`${mail.subject} ${mail.text} ${mail.html}`).toContain(number);

    // The cart is empty again after the order.
    await open(page, '/kosik');
    await page.getByText('Košík je prázdný.').waitFor();
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await context.close();
  });

  it('a card purchase: the shopper cancels at the gateway, pays again from the thank-you page and comes back paid', async () => {
    const [product] = await pickEveryday(1);
    const context = await browser.newContext();
    const page = await context.newPage();
    await personPurchase(page, baseUrl, product!, 'karta', { name: 'Petr Svoboda', street: 'Krátká 1', city: 'Brno', postalCode: '60200', email: `petr.${Date.now()}@example.cz`, phone: '+420 602 111 222' });

    await page.waitForURL(/\/api\/payments\/test\/gateway\//, { timeout: 30_000 });
    const firstAttempt = page.url();
    await page.getByRole('button', { name: 'Zrušit platbu' }).click();
    await page.waitForURL(/\/dekujeme\?objednavka=\d{10}$/, { timeout: 30_000 });
    await hydrated(page);
    expect(await page.locator('[data-testid=payment-status]').getAttribute('data-status')).toBe('cancelled');
    await page.getByText('Platba neproběhla. Objednávka na vás počká, zaplatit ji můžete znovu.').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Platba neproběhla');
    await page.getByRole('button', { name: 'Zaplatit znovu' }).click();

    await page.waitForURL(/\/api\/payments\/test\/gateway\//, { timeout: 30_000 });
    expect(page.url()).not.toBe(firstAttempt);
    await page.getByRole('button', { name: 'Zaplatit' }).click();
    await page.waitForURL(/\/dekujeme\?objednavka=\d{10}$/, { timeout: 30_000 });
    await hydrated(page);
    expect(await page.locator('[data-testid=order-number]').textContent()).toMatch(/^\d{10}$/);
    expect(await page.locator('[data-testid=payment-status]').getAttribute('data-status')).toBe('paid');
    await context.close();
  });

  it('a bank-transfer purchase: the server-rendered /dekujeme and the e-mail give the account, IBAN, amount and variable symbol', async () => {
    const [product] = await pickEveryday(1);
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `prevod.${Date.now()}@example.cz`;
    await personPurchase(page, baseUrl, product!, 'prevod', { name: 'Eva Dvořáková', street: 'Nová 8', city: 'Olomouc', postalCode: '77900', email, phone: '+420 603 123 456' });
    await page.waitForURL(/\/dekujeme\?objednavka=\d{10}$/, { timeout: 30_000 });
    await hydrated(page);
    const number = (await page.locator('[data-testid=order-number]').textContent()) ?? '';
    expect(await page.locator('[data-testid=bank-account]').textContent()).toBe('2000123456/2010');
    expect(await page.locator('[data-testid=bank-iban]').textContent()).toBe('CZ78 2010 0000 0020 0012 3456');
    expect(await page.locator('[data-testid=variable-symbol]').textContent()).toBe(number);
    const amount = (await page.locator('[data-testid=bank-amount]').textContent()) ?? '';
    expect(amount).toBe(await page.locator('[data-testid=order-total]').textContent());

    // The server's HTML already carries the instructions (no JavaScript needed to read them).
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('2000123456/2010');
    expect(html).toContain(`data-testid="variable-symbol">${number}<`);

    const mail = await waitForMail(mailboxUrl, (m) => m.to.includes(email));
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Číslo účtu: 2000123456/2010');
    expect(text).toContain('IBAN: CZ78 2010 0000 0020 0012 3456');
    expect(text).toContain(`Variabilní symbol: ${number}`);
    expect(text).toContain(`Částka: ${amount.replace(/\u00a0/g, ' ')}`);
    await context.close();
  });

  it('on the cart page a refused coupon says why, SLEVA10 discounts and is removed, and the cart is emptied', async () => {
    const [product] = await pickEveryday(1);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await addToCart(page, product!);
    await open(page, '/kosik');
    const coupons = page.locator('[data-testid=coupons]');
    const field = coupons.getByLabel('Slevový kupón');

    await field.fill('ZIMA2024');
    await coupons.getByRole('button', { name: 'Uplatnit' }).click();
    await coupons.getByText('Platnost kupónu ZIMA2024 vypršela.').waitFor();
    expect(await page.locator('[data-testid=cart-total-discount]').count()).toBe(0);

    await field.fill('SLEVA10');
    await coupons.getByRole('button', { name: 'Uplatnit' }).click();
    await page.locator('[data-testid=applied-coupon]').filter({ hasText: 'SLEVA10' }).waitFor();
    await page.locator('[data-testid=cart-total-discount]').waitFor();
    expect(await field.inputValue()).toBe('');

    await page.locator('[data-testid=applied-coupon]').getByRole('button', { name: 'Odebrat kupón' }).click();
    await expect.poll(() => page.locator('[data-testid=applied-coupon]').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid=cart-total-discount]').count()).toBe(0);

    await page.locator('[data-testid=cart-reset]').click();
    await page.locator('[data-testid=cart-reset-confirm]').click();
    await page.getByText('Košík byl vyprázdněn.').first().waitFor();
    await page.getByText('Košík je prázdný.').first().waitFor();
    await expect.poll(() => page.locator('[data-testid=cart-badge-count]').first().textContent()).toBe('0');
    // A reload shows the emptied cart (the server has it, not just this tab's cache).
    await open(page, '/kosik');
    expect(await page.locator('[data-testid=cart-subject]').count()).toBe(0);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await context.close();
  });

  it('the step guard sends a deep link to /kosik/rekapitulace on an empty cart to /kosik (replacing it)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, '/');
    await page.goto(`${baseUrl}/kosik/rekapitulace`);
    expect(new URL(page.url()).pathname).toBe('/kosik');
    await hydrated(page);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shares a cart by e-mail; the link loads it into another visitor’s cart', async () => {
    const [product] = await pickEveryday(1);
    const sender = await browser.newContext();
    const page = await sender.newPage();
    await addToCart(page, product!);
    await open(page, '/kosik');
    const link = await shareCartByMail(page, mailboxUrl, { name: 'Jana Nováková', email: 'jana@example.cz' }, `kolega.${Date.now()}@example.cz`);
    await sender.close();

    const recipient = await browser.newContext();
    const other = await recipient.newPage();
    await other.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
    await other.waitForURL(`${baseUrl}/kosik`, { timeout: 20_000 });
    await expect.poll(() => other.locator('[data-testid=cart-subject]').count()).toBe(1);
    expect(await other.locator('[data-testid=cart-subject]').getAttribute('data-sku')).toBe(product!.sku);
    await recipient.close();
  });

  it('bulk add validates each line and adds the good ones in one batch', async () => {
    const [first, second] = await pickEveryday(2);
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, '/kosik/hromadne-pridani');
    await page.locator('[data-testid=bulk-input]').fill(`${first!.sku} 2\nNEEXISTUJE-999 1\n${second!.sku};1`);
    await page.locator('[data-testid=bulk-validate]').click();
    await expect.poll(() => page.locator('[data-testid=bulk-line]').count()).toBe(3);
    expect(await page.locator('[data-testid=bulk-line][data-status=unknown-sku]').count()).toBe(1);
    expect(await page.locator('[data-testid=bulk-line][data-status=unknown-sku]').textContent()).toContain('Produkt NEEXISTUJE-999 neexistuje.');
    await page.locator('[data-testid=bulk-add]').click();
    await page.waitForURL(`${baseUrl}/kosik`);
    await expect.poll(() => page.locator('[data-testid=cart-subject]').count()).toBe(2);
    await context.close();
  });
});
