// The back office in Chromium (issue 16): a registered customer places an order; the demo admin
// signs in at /admin and adds an `orders` staff member; that member turns on two-factor sign-in
// (the code computed here from the secret the page shows, as an authenticator app would), signs
// out and back in with password + code on a 375 px phone, finds the order, marks it sent with a
// tracking number; the customer receives sentToParcelService with the tracking link and sees the
// state in the profile. The admin pages have no serious or critical axe finding. The admin's
// "Pošta" lists the shop's mail by state (issue 17).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TOTP, Secret } from 'otpauth';
import { launchBrowser, watchErrors } from './browser.js';
import { EVERYDAY_PRICE, SERIOUS, adminSignIn, axeViolations, openPage, pickProducts } from './journey.js';
import { waitForMail } from './mailbox.js';

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');
let browser: Browser;

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

const signIn = (page: Page, email: string, password: string, code?: () => string): Promise<void> => adminSignIn(page, baseUrl, email, password, code);

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('back office', () => {
  it('staff sign in with TOTP, find a new order, mark it sent; the customer gets the e-mail and sees the state', async () => {
    // A registered customer orders (through the API, as the withdrawal journey does).
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    const email = `admin.e2e.${Date.now()}@example.cz`;
    const password = 'Modry-Kbelik-42';
    const customer = await browser.newContext(PHONE);
    const shop = await customer.newPage();
    const contact = { contactType: 'person', personName: 'Petra Sledovaná', street: 'Dlouhá 12', city: 'Brno', postalCode: '602 00', country: 'CZ', emailAddress: email, phoneNumber: '+420 603 111 222' };
    const registered = await shop.request.post(`${baseUrl}/api/auth/registration`, {
      data: { info: { email, password, passwordConfirmation: password, contact, newsletter: false, agreement: true }, deliveryInfo: null, locale: 'cs', region: 'CZ' },
    });
    expect(((await registered.json()) as { status: string }).status).toBe('success');
    const login = (await (await shop.request.post(`${baseUrl}/api/auth/local-login`, { data: { username: email, password } })).json()) as { accessToken: string; checkoutId: string };
    const gql = async <T,>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const res = await shop.request.post(`${baseUrl}/api/utils/gql`, { headers: { authorization: `Bearer ${login.accessToken}` }, data: { query, variables } });
      return ((await res.json()) as { data: T }).data;
    };
    await gql(`mutation($c: ID!, $b: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $c, batch: $b) { ok } }`, { c: login.checkoutId, b: [{ sku: product!.sku, quantity: 1, mode: 'ADD' }] });
    await gql(`mutation($c: ID!) { checkout_cart_update_methods(checkoutId: $c, shippingSku: "ppl", paymentSku: "dobirka") { ok } }`, { c: login.checkoutId });
    await gql(`mutation($c: ID!, $i: CheckoutDataInput!) { checkout_data_update(checkoutId: $c, input: $i) { ok } }`, { c: login.checkoutId, i: { orderInfo: { contact }, agreements: { terms: true, privacy: true } } });
    const placed = await gql<{ checkout_create_purchase: { status: string; order: { number: string } | null } }>(
      `mutation($c: ID!) { checkout_create_purchase(checkoutId: $c, input: { idempotencyKey: "${crypto.randomUUID()}" }) { status order { number } } }`,
      { c: login.checkoutId },
    );
    expect(placed.checkout_create_purchase.status).toBe('success');
    const number = placed.checkout_create_purchase.order!.number;

    // The demo admin signs in (TOTP offered, not required in the demo) and adds an orders member.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await adminContext.newPage();
    const adminErrors = watchErrors(admin);
    await signIn(admin, 'admin@cisto.cz', 'Cisto2026!');
    await admin.getByRole('heading', { name: 'Přehled' }).waitFor();
    expect(await axeViolations(admin, SERIOUS)).toEqual([]);
    const staffEmail = `expedice.${Date.now()}@cisto.test`;
    const staffPassword = 'Zelena-Konvice-77';
    await admin.getByRole('link', { name: 'Pracovníci' }).click();
    await admin.getByRole('heading', { name: 'Nový pracovník' }).waitFor();
    const form = admin.locator('form').filter({ has: admin.getByRole('button', { name: 'Přidat pracovníka' }) });
    await form.getByLabel('E-mail').fill(staffEmail);
    await form.getByLabel('Jméno').fill('Eda Expedient');
    await form.getByLabel('Heslo').fill(staffPassword);
    await form.getByLabel('Objednávky').check();
    await form.getByRole('button', { name: 'Přidat pracovníka' }).click();
    await admin.getByRole('status').filter({ hasText: `Pracovník ${staffEmail} byl přidán.` }).waitFor();
    expect(adminErrors, adminErrors.join(' | ')).toEqual([]);
    await adminContext.close();

    // The new member on a phone: turns on two-factor sign-in, signs out, signs in with the code.
    const staffContext = await browser.newContext(PHONE);
    const page = await staffContext.newPage();
    const errors = watchErrors(page);
    await signIn(page, staffEmail, staffPassword);
    await page.goto(`${baseUrl}/admin/zabezpeceni`);
    await page.getByRole('button', { name: 'Zapnout dvoufázové ověření' }).click();
    const secret = (await page.locator('[data-testid=totp-secret]').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByRole('img', { name: 'Kód QR pro ověřovací aplikaci' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await page.getByLabel('Kód z aplikace').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Potvrdit' }).click();
    await page.getByRole('status').filter({ hasText: 'Dvoufázové ověření je zapnuté.' }).waitFor();
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await page.waitForURL(/\/admin\/prihlaseni/);
    // The enrolment used the current time step's code; a code is accepted once, so the next step's.
    await signIn(page, staffEmail, staffPassword, () => totpCode(secret, 1));
    expect(await axeViolations(page, SERIOUS)).toEqual([]);

    // The order appears in the list; marked sent with a tracking number.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Objednávky' }).click();
    await page.getByLabel('Hledat (číslo, jméno, e-mail)').fill(number);
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    const row = page.locator(`[data-order-number="${number}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Přijatá');
    await noHorizontalScroll(page);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    await row.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: `Objednávka ${number}` }).waitFor();
    await page.getByRole('button', { name: 'Odeslat' }).click();
    await page.getByLabel('Dopravce').selectOption('PPL');
    await page.getByLabel('Číslo zásilky').fill('40123456789');
    await page.getByRole('button', { name: 'Potvrdit: Odeslat' }).click();
    await expect.poll(() => page.locator('[data-testid=admin-order-state]').textContent(), { timeout: 15_000 }).toBe('Odeslaná');
    expect(await page.locator('[data-testid=admin-order-history]').textContent()).toContain('order.sent');
    expect(errors, errors.join(' | ')).toEqual([]);
    await staffContext.close();

    // The customer's e-mail and profile.
    const mail = await waitForMail(mailboxUrl, (m) => m.to.includes(email) && m.subject === `Objednávka č. ${number} byla předána dopravci`);
    expect(mail.html).toContain('https://www.ppl.cz/vyhledat-zasilku?shipmentId=40123456789');
    await openPage(shop, baseUrl, `/profil/objednavky/${number}`);
    await expect.poll(() => shop.locator('[data-testid=order-state]').textContent(), { timeout: 10_000 }).toBe('Odeslaná');
    expect(await shop.getByRole('link', { name: 'Sledovat zásilku' }).getAttribute('href')).toBe('https://www.ppl.cz/vyhledat-zasilku?shipmentId=40123456789');
    await customer.close();
  }, 180_000);

  it('Pošta: the admin finds the shop\'s mail by state, by keyboard, axe-clean at 375 px and 1280 px', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'admin@cisto.cz', 'Cisto2026!');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Pošta' }).click();
    await page.getByRole('heading', { name: 'Pošta' }).waitFor();
    // The state filter by keyboard: the mail this run's shop has sent.
    await page.getByLabel('Stav').focus();
    await page.getByLabel('Stav').selectOption('sent');
    await page.waitForURL(/\/admin\/posta\?stav=sent/);
    await expect.poll(() => page.locator('[data-testid=admin-mail] tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=admin-mail] tbody tr').first().textContent()).toContain('Odesláno');
    await noHorizontalScroll(page);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    expect(errors, errors.join(' | ')).toEqual([]);
    await context.close();
  }, 120_000);
});
