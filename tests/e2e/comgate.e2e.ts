// Card purchases through Comgate (issue 17) in Chromium against the production build: a shop
// server of its own with PAYMENT_PROVIDER=comgate, pointed at the local Comgate stand-in
// (tests/helpers/comgate-stand-in.ts) that this file starts. The shopper pays on the stand-in's
// page and comes back to a paid order; cancels there and pays again from the thank-you page; comes
// back before Comgate confirmed and sees the order wait, then the refreshed state; staff refund a
// paid order from the back office's order detail (Vrátit platbu), in part, through Comgate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startComgateStandIn, type ComgateStandIn } from '../helpers/comgate-stand-in.js';
import { launchBrowser, watchErrors } from './browser.js';
import { EVERYDAY_PRICE, SERIOUS, adminSignIn, axeViolations, hydrated, personPurchase, pickProducts, type ListedProduct } from './journey.js';
import { startShopServer, type ShopServer } from './shop-server.js';

let browser: Browser;
let gate: ComgateStandIn;
let server: ShopServer;
let baseUrl = '';


beforeAll(async () => {
  gate = await startComgateStandIn();
  server = await startShopServer({
    SCRYPT_COST: 'test',
    PAYMENT_PROVIDER: 'comgate',
    COMGATE_MERCHANT_ID: gate.merchant,
    COMGATE_SECRET: gate.secret,
    COMGATE_URL: gate.apiUrl,
    COMGATE_TEST: '1',
  });
  baseUrl = server.baseUrl;
  // In reality the push URL is set in Comgate's client portal.
  gate.notifyUrl = `${baseUrl}/api/payments/comgate/notify`;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  await gate?.close();
  if (code !== undefined && code !== 0) throw new Error(`server exited with ${code} after SIGTERM`);
});

/** A card order placed by a new visitor; resolves once the browser is on Comgate's (the stand-in's) page. */
async function cardPurchaseAtComgate(page: Page, product: ListedProduct): Promise<string> {
  await personPurchase(page, baseUrl, product, 'karta', { name: 'Petr Svoboda', street: 'Krátká 1', city: 'Brno', postalCode: '60200', email: `comgate.${Date.now()}@example.cz`, phone: '+420 602 111 222' });
  await page.waitForURL(`${gate.origin}/client/instructions/index?id=*`, { timeout: 30_000 });
  return new URL(page.url()).searchParams.get('id') ?? '';
}

async function backOnThankYouPage(page: Page): Promise<void> {
  await page.waitForURL(/\/dekujeme\?objednavka=\d{10}$/, { timeout: 30_000 });
  await hydrated(page);
}

const paymentStatus = (page: Page) => page.locator('[data-testid=payment-status]').getAttribute('data-status');

describe('Comgate in Chromium', () => {
  it('a card purchase paid on Comgate\'s page comes back to a paid order', async () => {
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const transId = await cardPurchaseAtComgate(page, product!);
    expect(gate.payments.get(transId)?.state).toBe('PENDING');
    await page.getByRole('button', { name: 'Zaplatit' }).click();
    await backOnThankYouPage(page);
    expect(await paymentStatus(page)).toBe('paid');
    expect(await page.locator('h1').textContent()).toBe('Děkujeme za objednávku');
    expect(gate.pushes.find((p) => p.transId === transId)).toMatchObject({ status: 'PAID', answer: 200 });
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await context.close();
  });

  it('a payment cancelled on Comgate\'s page offers "Zaplatit znovu", which leads to a new Comgate payment', async () => {
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    const context = await browser.newContext();
    const page = await context.newPage();
    const first = await cardPurchaseAtComgate(page, product!);
    await page.getByRole('button', { name: 'Zrušit' }).click();
    await backOnThankYouPage(page);
    expect(await paymentStatus(page)).toBe('cancelled');
    expect(await page.locator('h1').textContent()).toBe('Platba neproběhla');

    await page.getByRole('button', { name: 'Zaplatit znovu' }).click();
    await page.waitForURL(`${gate.origin}/client/instructions/index?id=*`, { timeout: 30_000 });
    const second = new URL(page.url()).searchParams.get('id');
    expect(second).not.toBe(first);
    await page.getByRole('button', { name: 'Zaplatit' }).click();
    await backOnThankYouPage(page);
    expect(await paymentStatus(page)).toBe('paid');
    await context.close();
  });

  it('back before Comgate confirmed: the order waits for the confirmation, and the refresh shows it paid', async () => {
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    const context = await browser.newContext();
    const page = await context.newPage();
    const transId = await cardPurchaseAtComgate(page, product!);
    // Comgate has not decided yet when the shopper returns: no push, its status call says PENDING.
    gate.notifyUrl = null;
    gate.statusOverride.set(transId, 'PENDING');
    try {
      await page.getByRole('button', { name: 'Zaplatit' }).click();
      await backOnThankYouPage(page);
    } finally {
      gate.notifyUrl = `${baseUrl}/api/payments/comgate/notify`;
      gate.statusOverride.delete(transId);
    }
    expect(await paymentStatus(page)).toBe('pending');
    await page.getByText('Čekáme na potvrzení platby…').waitFor();

    // Comgate's push arrives; the shopper refreshes.
    gate.payments.get(transId)!.state = 'PENDING';
    await gate.decide(transId, 'PAID');
    await page.getByRole('button', { name: 'Obnovit stav platby' }).click();
    await expect.poll(() => paymentStatus(page), { timeout: 10_000 }).toBe('paid');
    expect(await page.getByText('Čekáme na potvrzení platby…').count()).toBe(0);
    await context.close();
  });

  it('staff refund the paid Comgate order from the order detail, in part, through Comgate', async () => {
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    const shopper = await browser.newContext();
    const page = await shopper.newPage();
    const transId = await cardPurchaseAtComgate(page, product!);
    await page.getByRole('button', { name: 'Zaplatit' }).click();
    await backOnThankYouPage(page);
    expect(await paymentStatus(page)).toBe('paid');
    const number = (await page.locator('[data-testid=order-number]').textContent()) ?? '';
    await shopper.close();
    const paid = gate.payments.get(transId)!.price;

    const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await staff.newPage();
    const errors = watchErrors(admin);
    await adminSignIn(admin, baseUrl, 'admin@cisto.cz', 'Cisto2026!');
    await admin.goto(`${baseUrl}/admin/objednavky?hledat=${number}`);
    await admin.getByRole('link', { name: number }).click();
    await admin.getByRole('heading', { name: `Objednávka ${number}` }).waitFor();
    const amount = admin.getByLabel('Vracená částka (Kč)');
    // Prefilled with all that can be refunded; more is refused in Czech before Comgate is asked.
    expect(await amount.inputValue()).toBe((paid / 100).toFixed(2).replace('.', ','));
    await amount.fill(String(paid / 100 + 1).replace('.', ','));
    await admin.getByRole('button', { name: 'Vrátit platbu' }).click();
    await admin.getByText(/^Zadejte částku od 0,01 Kč do /).waitFor();
    expect(await axeViolations(admin, SERIOUS)).toEqual([]);
    await admin.setViewportSize({ width: 375, height: 740 });
    expect(await axeViolations(admin, SERIOUS)).toEqual([]);
    // The shopper's long e-mail address wraps in its contact card.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await amount.fill('100');
    await admin.getByRole('button', { name: 'Vrátit platbu' }).click();
    await admin.getByText(/^Platební brána vrátila zákazníkovi 100/).waitFor();
    expect(gate.payments.get(transId)?.refunded).toBe(10_000);
    await expect.poll(() => admin.locator('[data-testid=admin-order-history]').textContent(), { timeout: 10_000 }).toContain('order.refund');
    expect(await admin.getByRole('button', { name: 'Vrátit platbu' }).count()).toBe(0);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await staff.close();
  });
});
