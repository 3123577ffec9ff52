// Withdrawal from the contract in Chromium (issue 15), on a 375 px phone: a guest who placed an
// order in this test withdraws from another browser with the order number and e-mail (two steps:
// choose, confirm) and gets the acknowledgement with the date and time; a logged-in customer
// starts from the order detail's "Odstoupit od smlouvy" and then sees the withdrawal there.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchErrors } from './browser.js';
import { EVERYDAY_PRICE, chooseMethods, continueTo as continueStep, openPage, pickProducts } from './journey.js';
import { waitForMail } from './mailbox.js';

const baseUrl = inject('baseUrl');
const mailboxUrl = inject('mailboxUrl');
let browser: Browser;

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const open = (page: Page, path: string): Promise<void> => openPage(page, baseUrl, path);
const continueTo = (page: Page, path: string): Promise<void> => continueStep(page, baseUrl, path);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Chooses one piece of the first line, continues, confirms, and answers the refund shown. */
async function withdrawOnePiece(page: Page): Promise<string> {
  const line = page.locator('[data-testid=withdrawal-line]').first();
  await line.waitFor();
  await line.getByRole('button', { name: 'Přidat kus' }).click();
  await page.locator('[data-testid=withdrawal-continue]').click();
  await page.getByRole('heading', { name: 'Krok 2 ze 2: Potvrďte odstoupení' }).waitFor();
  expect(await page.locator('[data-testid=withdrawal-chosen] li').count()).toBe(1);
  await page.locator('[data-testid=withdrawal-confirm]').click();
  const done = page.locator('[data-testid=withdrawal-done]');
  await done.waitFor({ timeout: 15_000 });
  expect(await done.textContent()).toContain('Odstoupení od smlouvy jsme přijali');
  return (await page.locator('[data-testid=withdrawal-refund]').textContent()) ?? '';
}

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('withdrawal from the contract', () => {
  it('a guest withdraws from an order placed in the test with its number and e-mail, and gets the acknowledgement', async () => {
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    const email = `odstoupeni.${Date.now()}@example.cz`;
    const buyer = await browser.newContext(PHONE);
    const page = await buyer.newPage();
    await open(page, product!.url);
    await page.locator('[data-testid=add-to-cart]').first().click();
    await expect.poll(() => page.locator('[data-testid=cart-badge-count]').first().textContent(), { timeout: 10_000 }).toBe('1');
    await open(page, '/kosik');
    await continueTo(page, '/kosik/vernostni-program');
    await continueTo(page, '/kosik/dodani');
    await chooseMethods(page, 'prevod');
    await continueTo(page, '/kosik/adresa');
    const contact = page.locator('[data-testid=contact-order]');
    await contact.getByLabel('Jméno a příjmení').fill('Eva Vracející');
    await contact.getByLabel('Ulice a číslo popisné').fill('Nová 8');
    await contact.getByLabel('Město').fill('Olomouc');
    await contact.getByLabel('PSČ').fill('77900');
    await contact.getByLabel('E-mail').fill(email);
    await contact.getByLabel('Telefon').fill('+420 603 123 456');
    await continueTo(page, '/kosik/rekapitulace');
    await page.locator('[data-testid=agreement-terms]').check();
    await page.locator('[data-testid=agreement-privacy]').check();
    await page.locator('[data-testid=checkout-submit]').click();
    await page.waitForURL(/\/dekujeme\?objednavka=\d{10}$/, { timeout: 30_000 });
    const number = new URL(page.url()).searchParams.get('objednavka') ?? '';
    const confirmation = await waitForMail(mailboxUrl, (m) => m.to.includes(email) && m.subject.includes(number));
    expect(confirmation.html).toContain(`/odstoupeni-od-smlouvy?objednavka=${number}`);
    await buyer.close();

    // Another browser: found only by number + e-mail (the footer links the page).
    const guest: BrowserContext = await browser.newContext(PHONE);
    const form = await guest.newPage();
    await open(form, '/');
    expect(await form.locator('footer a[href="/odstoupeni-od-smlouvy"]').count()).toBeGreaterThan(0);
    await open(form, '/odstoupeni-od-smlouvy');
    // Watched from here: requests of the home page cut short by leaving it are not this page's errors.
    const errors = watchErrors(form);
    expect(await form.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    await form.getByLabel('Číslo objednávky').fill(number);
    await form.getByLabel('E-mail z objednávky').fill('nekdo.jiny@example.cz');
    await form.locator('[data-testid=withdrawal-find]').click();
    await form.getByRole('alert').filter({ hasText: 'Objednávku s tímto číslem a e-mailem jsme nenašli.' }).waitFor();
    await form.getByLabel('E-mail z objednávky').fill(email);
    await form.locator('[data-testid=withdrawal-find]').click();
    await form.getByRole('heading', { name: 'Krok 1 ze 2: Vyberte položky' }).waitFor();
    expect(await form.locator('[data-testid=withdrawal-order]').textContent()).toBe(number);
    expect(await form.locator('[data-testid=withdrawal-line]').first().getAttribute('data-sku')).toBe(product!.sku);
    // Nothing chosen: the domain's refusal, no request.
    await form.locator('[data-testid=withdrawal-continue]').click();
    await form.getByRole('alert').filter({ hasText: 'Vyberte prosím alespoň jednu položku' }).waitFor();
    await noHorizontalScroll(form);
    const refund = await withdrawOnePiece(form);
    expect(refund).toMatch(/^[\d\s]+(,\d{2})?\sKč$/);
    await noHorizontalScroll(form);

    const ack = await waitForMail(mailboxUrl, (m) => m.to.includes(email) && m.subject === `Potvrzení odstoupení od smlouvy – objednávka č. ${number}`);
    expect(ack.text).toMatch(/\d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2}/);
    expect(ack.text).toContain('1 ks');
    await waitForMail(mailboxUrl, (m) => m.subject === `Odstoupení od smlouvy – objednávka č. ${number}` && !m.to.includes(email));
    expect(errors, errors.join(" | ")).toEqual([]);
    await guest.close();
  }, 120_000);

  it('a logged-in customer withdraws from the order detail and then sees the withdrawal there', async () => {
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    const email = `zakaznik.${Date.now()}@example.cz`;
    const password = 'Modry-Kbelik-42';
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Register and log in through the API (cookies land in the browser context), then order.
    const contact = { contactType: 'person', personName: 'Karel Zákazník', street: 'Dlouhá 12', city: 'Brno', postalCode: '602 00', country: 'CZ', emailAddress: email, phoneNumber: '+420 603 111 222' };
    const registered = await page.request.post(`${baseUrl}/api/auth/registration`, {
      data: { info: { email, password, passwordConfirmation: password, contact, newsletter: false, agreement: true }, deliveryInfo: null, locale: 'cs', region: 'CZ' },
    });
    expect(((await registered.json()) as { status: string }).status).toBe('success');
    const login = (await (await page.request.post(`${baseUrl}/api/auth/local-login`, { data: { username: email, password } })).json()) as { accessToken: string; checkoutId: string };
    const gql = async <T,>(query: string, variables: Record<string, unknown>): Promise<T> => {
      const res = await page.request.post(`${baseUrl}/api/utils/gql`, { headers: { authorization: `Bearer ${login.accessToken}` }, data: { query, variables } });
      return ((await res.json()) as { data: T }).data;
    };
    await gql(`mutation($c: ID!, $b: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $c, batch: $b) { ok } }`, {
      c: login.checkoutId,
      b: [{ sku: product!.sku, quantity: 1, mode: 'ADD' }],
    });
    await gql(`mutation($c: ID!) { checkout_cart_update_methods(checkoutId: $c, shippingSku: "osobni-odber-praha", paymentSku: "hotove") { ok } }`, { c: login.checkoutId });
    await gql(`mutation($c: ID!, $i: CheckoutDataInput!) { checkout_data_update(checkoutId: $c, input: $i) { ok } }`, {
      c: login.checkoutId,
      i: { orderInfo: { contact }, agreements: { terms: true, privacy: true } },
    });
    const placed = await gql<{ checkout_create_purchase: { status: string; order: { number: string } | null } }>(
      `mutation($c: ID!) { checkout_create_purchase(checkoutId: $c, input: { idempotencyKey: "${crypto.randomUUID()}" }) { status order { number } } }`,
      { c: login.checkoutId },
    );
    expect(placed.checkout_create_purchase.status).toBe('success');
    const number = placed.checkout_create_purchase.order!.number;

    await open(page, `/profil/objednavky/${number}`);
    const history = page.locator('[data-testid=withdrawal-history]');
    await history.waitFor();
    await page.locator('[data-testid=withdrawal-start]').click();
    await page.waitForURL(`${baseUrl}/odstoupeni-od-smlouvy?objednavka=${number}`);
    await page.getByRole('heading', { name: 'Krok 1 ze 2: Vyberte položky' }).waitFor();
    const refund = await withdrawOnePiece(page);
    await noHorizontalScroll(page);

    await open(page, `/profil/objednavky/${number}`);
    const row = page.locator('[data-testid=withdrawal-row]');
    await row.waitFor();
    expect(await row.textContent()).toContain(refund);
    expect(await row.textContent()).toContain('Přijato – čekáme na vrácení zboží');
    // The credit note of the invoiced order is linked and opens as such.
    await row.getByRole('link', { name: /^OD\d{10}$/ }).click();
    await page.getByRole('heading', { name: /^Opravný daňový doklad č\. OD\d{10}$/ }).waitFor();
    await waitForMail(mailboxUrl, (m) => m.to.includes(email) && m.subject.startsWith('Potvrzení odstoupení od smlouvy'));
    expect(errors, errors.join(" | ")).toEqual([]);
    await context.close();
  });
});
