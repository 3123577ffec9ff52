// Cart and checkout journeys in Chromium against the production build (issue 6): a full
// purchase with cash on delivery and a company with IČO/DIČ, the confirmation e-mail over real
// SMTP, a purchase through the test payment gateway, the step guard, share cart, bulk add.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_CATALOGUE_HASH } from '../../src/domain/urls';
import { launchBrowser, watchErrors } from './browser.js';
import { waitForMail } from './mailbox.js';

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');
let browser: Browser;

interface ListedProduct {
  sku: string;
  name: string;
  url: string;
  price: { amountWithTax: number };
  purchasable: boolean;
  availability: { state: string };
  stock: { quantity: number } | null;
}

function isListedProduct(value: unknown): value is ListedProduct {
  return typeof value === 'object' && value !== null && 'sku' in value && 'url' in value && 'price' in value && 'purchasable' in value;
}

/** In-stock, purchasable products from 600 to 2 000 Kč: enough points for a gift, any carrier. */
async function pickProducts(count: number): Promise<ListedProduct[]> {
  const response = await fetch(`${baseUrl}/api/catalogue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hash: DEFAULT_CATALOGUE_HASH, first: 60, filter: { inStock: true } }),
  });
  const body: unknown = await response.json();
  const items: unknown[] = typeof body === 'object' && body !== null && 'items' in body && Array.isArray(body.items) ? body.items : [];
  const fitting = items
    .filter(isListedProduct)
    .filter((p) => p.purchasable && p.availability.state === 'stock' && (p.stock?.quantity ?? 0) >= 10 && p.price.amountWithTax >= 60_000 && p.price.amountWithTax <= 200_000);
  expect(fitting.length, 'suitable products in the seed').toBeGreaterThanOrEqual(count);
  return fitting.slice(0, count);
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page);
}

async function addToCart(page: Page, product: ListedProduct): Promise<void> {
  await open(page, product.url);
  await page.locator('[data-testid=add-to-cart]').first().click();
  await expect.poll(() => page.locator('[data-testid=cart-badge-count]').first().textContent(), { timeout: 10_000 }).not.toBe('0');
}

async function continueTo(page: Page, path: string): Promise<void> {
  await page.locator('[data-testid=checkout-continue]').click();
  await page.waitForURL(`${baseUrl}${path}`);
}

/** The first shipping that is enabled, not a pickup, and offers the given payment. */
async function chooseMethods(page: Page, paymentSku: string): Promise<void> {
  await page.locator('input[name=shipping]').first().waitFor();
  const shippings = await page.locator('input[name=shipping]:not([disabled])').evaluateAll((inputs) =>
    inputs.map((input) => input.getAttribute('value') ?? '').filter((sku) => !sku.startsWith('osobni-odber')),
  );
  for (const sku of shippings) {
    // Radios are controlled by the cart in the cache: they turn checked when the server answered.
    await page.locator(`[data-testid="shipping-${sku}"]`).click();
    await expect.poll(() => page.locator(`[data-testid="shipping-${sku}"]`).isChecked()).toBe(true);
    const payment = page.locator(`[data-testid="payment-${paymentSku}"]`);
    const enabled = await expect
      .poll(() => payment.isEnabled(), { timeout: 3_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (enabled) {
      await payment.click();
      await expect.poll(() => payment.isChecked()).toBe(true);
      return;
    }
  }
  throw new Error(`no shipping offers ${paymentSku}`);
}

async function submitOrder(page: Page): Promise<void> {
  await page.locator('[data-testid=agreement-terms]').check();
  await page.locator('[data-testid=agreement-privacy]').check();
  await page.locator('[data-testid=checkout-submit]').click();
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('checkout in Chromium', () => {
  it('a new visitor buys: product → cart → gift → cash on delivery → company with IČO/DIČ → summary → /dekujeme, and gets the e-mail', async () => {
    const [product] = await pickProducts(1);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await addToCart(page, product!);

    // The server render carries the whole checkout: hydration makes no data request.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(new URL(request.url()).pathname);
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
    const [product] = await pickProducts(1);
    const context = await browser.newContext();
    const page = await context.newPage();
    await addToCart(page, product!);
    await open(page, '/kosik');
    await continueTo(page, '/kosik/vernostni-program');
    await continueTo(page, '/kosik/dodani');
    await chooseMethods(page, 'karta');
    await continueTo(page, '/kosik/adresa');
    const order = page.locator('[data-testid=contact-order]');
    await order.getByLabel('Jméno a příjmení').fill('Petr Svoboda');
    await order.getByLabel('Ulice a číslo popisné').fill('Krátká 1');
    await order.getByLabel('Město').fill('Brno');
    await order.getByLabel('PSČ').fill('60200');
    await order.getByLabel('E-mail').fill(`petr.${Date.now()}@example.cz`);
    await order.getByLabel('Telefon').fill('+420 602 111 222');
    await continueTo(page, '/kosik/rekapitulace');
    await submitOrder(page);

    await page.waitForURL(/\/api\/payments\/test\/gateway\//, { timeout: 30_000 });
    const firstAttempt = page.url();
    await page.getByRole('button', { name: 'Zrušit platbu' }).click();
    await page.waitForURL(/\/dekujeme\?objednavka=\d{10}$/, { timeout: 30_000 });
    await hydrated(page);
    expect(await page.locator('[data-testid=payment-status]').getAttribute('data-status')).toBe('cancelled');
    await page.getByText('Platba neproběhla. Objednávka na vás počká, zaplatit ji můžete znovu.').waitFor();
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
    const [product] = await pickProducts(1);
    const sender = await browser.newContext();
    const page = await sender.newPage();
    await addToCart(page, product!);
    await open(page, '/kosik');
    await page.locator('[data-testid=cart-share]').click();
    const to = `kolega.${Date.now()}@example.cz`;
    await page.getByLabel('Vaše jméno').fill('Jana Nováková');
    await page.getByLabel('Váš e-mail').fill('jana@example.cz');
    await page.getByLabel('E-mail příjemce').fill(to);
    await page.locator('[data-testid=share-cart-submit]').click();
    await page.getByText(`Košík byl odeslán na adresu ${to}.`).first().waitFor();
    const mail = await waitForMail(mailboxUrl, (m) => m.to.includes(to));
    const link = /https?:\/\/[^\s"<>]+\/nahrat-sdileny-kosik\?token=[A-Za-z0-9_-]+/.exec(`${mail.text} ${mail.html}`)?.[0];
    expect(link).toBeTruthy();
    await sender.close();

    const recipient = await browser.newContext();
    const other = await recipient.newPage();
    await other.goto(link!.replace(/^https?:\/\/[^/]+/, baseUrl));
    await other.waitForURL(`${baseUrl}/kosik`, { timeout: 20_000 });
    await expect.poll(() => other.locator('[data-testid=cart-subject]').count()).toBe(1);
    expect(await other.locator('[data-testid=cart-subject]').getAttribute('data-sku')).toBe(product!.sku);
    await recipient.close();
  });

  it('bulk add validates each line and adds the good ones in one batch', async () => {
    const [first, second] = await pickProducts(2);
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
