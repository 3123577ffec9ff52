// Accounts journeys in Chromium (issue 7) against the production build, on a server of this
// file with a 4-second access token (ACCESS_TOKEN_TTL_SECONDS), so the background refresh runs
// many times during every journey, and its own SMTP server:
// - two tabs stay logged in across several refreshes;
// - register → e-mail → log in → logout from /kosik (empty cart) → log in again with the saved
//   cart decision (merge keeps the cart from before login) → profile pages → edit an address →
//   logout from /kosik lands on /kosik with an empty cart;
// - forgotten password → the e-mail's link → the new password works, the old one does not;
// - a profile URL while logged out leads to login and back.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../src/domain/accounts';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp';
import { launchBrowser, watchErrors } from './browser.js';
import { hydrated, openPage, pickProducts, type ListedProduct } from './journey.js';
import { startShopServer, type ShopServer } from './shop-server.js';

const TTL_SECONDS = 4;
const PASSWORD = 'Cisto2026!';
const JANA = 'jana.novakova@example.cz';
const B2B = 'nakup@hotel-vltava.cz';

let browser: Browser;

const open = (page: Page, path: string): Promise<void> => openPage(page, baseUrl, path);
const pickTwoProducts = async (): Promise<[ListedProduct, ListedProduct]> => {
  const [first, second] = await pickProducts(baseUrl, 2);
  return [first!, second!];
};
let smtp: SmtpHarness;
let server: ShopServer;
let baseUrl = '';

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startShopServer({ SMTP_URL: smtp.url, SCRYPT_COST: 'test', ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) });
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  await smtp?.close();
  if (code !== undefined && code !== 0) throw new Error(`server exited with ${code} after SIGTERM`);
});

async function cartCount(page: Page): Promise<string | null> {
  return page.locator('[data-testid=cart-badge-count]').first().textContent();
}

async function addToCart(page: Page, product: ListedProduct, expected: string): Promise<void> {
  await open(page, product.url);
  await page.locator('[data-testid=add-to-cart]').first().click();
  await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe(expected);
}

/** Fills the open login dialog and submits it. */
async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  const form = page.locator('[data-testid=login-form]');
  await form.waitFor();
  await form.locator('input[autocomplete=username]').fill(username);
  await form.locator('input[type=password]').fill(password);
  await page.locator('[data-testid=login-submit]').click();
}

async function loginFromHeader(page: Page, username: string, password: string): Promise<void> {
  await page.locator('[data-testid=account-login]').first().click();
  await submitLogin(page, username, password);
}

async function logoutFromHeader(page: Page): Promise<void> {
  await page.locator('[data-testid=account-menu]').first().click();
  await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
  await page.locator('[data-testid=logout-confirm]').click();
}

describe('accounts', () => {
  it('keeps two tabs logged in across several token refreshes', async () => {
    const context: BrowserContext = await browser.newContext();
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/api/auth/refresh-token')) refreshes.push(request.url());
    });
    const first = await context.newPage();
    const errors = watchErrors(first);
    await open(first, '/');
    await loginFromHeader(first, JANA, PASSWORD);
    await first.locator('[data-testid=account-menu]').first().waitFor();

    const second = await context.newPage();
    watchErrors(second);
    await open(second, '/profil');
    await expect.poll(() => second.locator('[data-testid=profile-greeting]').textContent()).toContain('Jana Nováková');

    // Several token lifetimes: each refresh rotates the shared refresh cookie once.
    await first.waitForTimeout(TTL_SECONDS * 4_500);
    expect(refreshes.length).toBeGreaterThanOrEqual(3);

    for (const page of [first, second]) {
      // A GraphQL read with the tab's current token, then a server render with the cookies.
      await page.locator('[data-testid=account-menu]').first().click();
      await page.getByRole('menuitem', { name: /^Objednávky/ }).click();
      await page.waitForURL(`${baseUrl}/profil/objednavky`);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Objednávky');
      await page.reload();
      await hydrated(page);
      await expect.poll(() => page.locator('[data-testid=account-menu]').count()).toBe(1);
      expect(page.url()).toBe(`${baseUrl}/profil/objednavky`);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('registers, logs in, keeps the cart through the saved-cart decision, edits an address and logs out from /kosik', async () => {
    const [p1, p2] = await pickTwoProducts();
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = `e2e-${Date.now()}@example.cz`;

    await addToCart(page, p1, '1');

    // Registration and its e-mail.
    await open(page, '/registrace');
    const form = page.locator('[data-testid=registration-form]');
    await form.locator('input[name=email]').fill(email);
    await form.locator('input[name=password]').fill('Modry-Kbelik-42');
    await form.locator('input[name=passwordConfirmation]').fill('Modry-Kbelik-42');
    await form.locator('input[name="contact.personName"]').fill('Tomáš Testovací');
    await form.locator('input[name="contact.street"]').fill('Dlouhá 12');
    await form.locator('input[name="contact.city"]').fill('Brno');
    await form.locator('input[name="contact.postalCode"]').fill('602 00');
    await form.locator('input[name="contact.phoneNumber"]').fill('+420 603 111 222');
    await form.locator('input[name=agreement]').check();
    await page.locator('[data-testid=registration-submit]').click();
    await expect.poll(() => page.locator('[data-testid=registration-success]').textContent()).toContain(ACCOUNT_TEXTS.registrationSuccess);
    const mail = await smtp.waitFor((m) => m.to.includes(email), 15_000);
    expect(mail.subject.length).toBeGreaterThan(0);

    // First login: no saved carts yet, the cart from before login stays.
    await page.locator('[data-testid=registration-login]').click();
    await submitLogin(page, email, 'Modry-Kbelik-42');
    await page.waitForURL(`${baseUrl}/profil`);
    await expect.poll(() => page.locator('[data-testid=profile-greeting]').textContent()).toContain('Tomáš Testovací');
    await expect.poll(() => cartCount(page)).toBe('1');

    // Logout from /kosik: the page reloads on /kosik with an empty cart (the cart is kept in the account).
    await open(page, '/kosik');
    await logoutFromHeader(page);
    await expect.poll(() => page.locator('[data-testid=account-login]').count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/kosik');
    await expect.poll(() => cartCount(page)).toBe('0');
    // The toast is the app's: after the reload it shows once the app has started (on idle or first use).
    await expect.poll(() => page.getByText(ACCOUNT_TEXTS.logoutSuccess).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // Another product anonymously, then login: the saved cart asks for a decision; merge keeps both.
    await addToCart(page, p2, '1');
    await loginFromHeader(page, email, 'Modry-Kbelik-42');
    await page.locator('[data-testid=after-login-decision]').waitFor();
    await page.getByRole('button', { name: 'Sloučit s aktuálním košíkem' }).click();
    await expect.poll(() => page.locator('[data-testid=after-login-decision]').count()).toBe(0);
    await expect.poll(() => cartCount(page), { timeout: 10_000 }).toBe('2');
    await open(page, '/kosik');
    await expect.poll(() => page.locator(`a[href="${new URL(p1.url, baseUrl).pathname}"]`).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator(`a[href="${new URL(p2.url, baseUrl).pathname}"]`).count()).toBeGreaterThan(0);

    // Profile pages.
    await open(page, '/profil');
    await expect.poll(() => page.locator('[data-testid=profile-greeting]').textContent()).toContain('Tomáš Testovací');
    await page.getByRole('link', { name: 'Upravit osobní údaje' }).click();
    await page.locator('[data-testid=account-details-form]').waitFor();
    await page.locator('.profile-nav').getByRole('link', { name: 'Věrnostní program' }).click();
    await page.locator('[data-testid=loyalty-balance]').waitFor();
    await page.locator('.profile-nav').getByRole('link', { name: 'Objednávky' }).click();
    await expect.poll(() => page.getByText('Zatím nemáte žádné objednávky.').count()).toBe(1);
    await page.locator('.profile-nav').getByRole('link', { name: 'Faktury' }).click();
    await expect.poll(() => page.getByText('Zatím nemáte žádné faktury.').count()).toBe(1);

    // Edit the delivery address saved at registration.
    await page.locator('.profile-nav').getByRole('link', { name: 'Dodací adresy' }).click();
    await page.locator('[data-testid=address-edit]').first().click();
    const addressForm = page.locator('[data-testid=address-form]');
    await addressForm.locator('input[name="contact.street"]').fill('Krátká 7');
    await page.locator('[data-testid=address-save]').click();
    await expect.poll(() => page.locator('[data-testid=address-list]').textContent()).toContain('Krátká 7');
    await open(page, '/profil/dodaci-adresy');
    await expect.poll(() => page.locator('[data-testid=address-list]').textContent()).toContain('Krátká 7');

    // Logout from /kosik once more: back on /kosik, empty cart.
    await open(page, '/kosik');
    await expect.poll(() => cartCount(page)).toBe('2');
    await logoutFromHeader(page);
    await expect.poll(() => page.locator('[data-testid=account-login]').count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/kosik');
    await expect.poll(() => cartCount(page)).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('renews a forgotten password through the e-mailed link: the new one works, the old one does not', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, '/');
    await page.locator('[data-testid=account-login]').first().click();
    await page.getByRole('button', { name: 'Zapomněli jste heslo?' }).click();
    const forgotten = page.locator('[data-testid=forgotten-form]');

    await forgotten.locator('input[type=email]').fill('nikdo-takovy@example.cz');
    await page.locator('[data-testid=forgotten-submit]').click();
    await expect.poll(() => forgotten.textContent()).toContain(ACCOUNT_TEXTS.passwordRenewEmailNotFound);

    await forgotten.locator('input[type=email]').fill(B2B);
    await page.locator('[data-testid=forgotten-submit]').click();
    await expect.poll(() => page.locator('[data-testid=forgotten-form]').count()).toBe(0);
    const mail = await smtp.waitFor((m) => m.to.includes(B2B), 15_000);
    const link = /https?:\/\/[^\s"<>]*\/obnova-hesla\/[A-Za-z0-9_-]+/.exec(`${mail.text} ${mail.html}`)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link ?? '');
    await hydrated(page);
    const reset = page.locator('[data-testid=password-reset-form]');
    await reset.locator('input[name=password]').fill('Nove-Heslo-2026');
    await reset.locator('input[name=passwordConfirmation]').fill('Nove-Heslo-2026');
    await page.locator('[data-testid=password-reset-submit]').click();
    await page.locator('[data-testid=password-reset-done]').waitFor();

    // The link is used up.
    await page.goto(link ?? '');
    await hydrated(page);
    await page.locator('[data-testid=password-reset-invalid]').waitFor();

    await open(page, '/');
    await loginFromHeader(page, B2B, PASSWORD);
    await expect.poll(() => page.locator('[data-testid=login-form]').textContent()).toContain(ACCOUNT_TEXTS.loginCredentials);
    await submitLogin(page, B2B, 'Nove-Heslo-2026');
    await page.locator('[data-testid=account-menu]').first().waitFor();
    await context.close();
  }, 120_000);

  it('sends a logged-out visit of a profile page to login and back', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/profil/faktury`);
    expect(response?.ok()).toBe(true);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await submitLogin(page, JANA, PASSWORD);
    await page.waitForURL(`${baseUrl}/profil/faktury`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Faktury');
    await context.close();
  }, 60_000);
});
