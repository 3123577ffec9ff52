// The steps every shopper journey takes (pick products from the live catalogue, open a page and
// wait for hydration, continue a checkout step, choose shipping and payment), in one place for
// the e2e files.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { ConsoleMessage, Page, Response } from 'playwright-core';
import { DEFAULT_CATALOGUE_HASH } from '../../src/domain/urls';
import { waitForMail } from './mailbox.js';

export interface ListedProduct {
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

/** Gross haléře: 600 to 2 000 Kč gives enough points for a gift and suits every carrier and cash on delivery. */
export const EVERYDAY_PRICE = { min: 60_000, max: 200_000 } as const;

/** Purchasable products in stock (at least 10 pieces) from the catalogue, optionally within a gross price range. */
export async function pickProducts(baseUrl: string, count: number, price?: { min: number; max: number }): Promise<ListedProduct[]> {
  const response = await fetch(`${baseUrl}/api/catalogue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hash: DEFAULT_CATALOGUE_HASH, first: 60, filter: { inStock: true } }),
  });
  const body: unknown = await response.json();
  const items: unknown[] = typeof body === 'object' && body !== null && 'items' in body && Array.isArray(body.items) ? body.items : [];
  const fitting = items
    .filter(isListedProduct)
    .filter((p) => p.purchasable && p.availability.state === 'stock' && (p.stock?.quantity ?? 0) >= 10)
    .filter((p) => !price || (p.price.amountWithTax >= price.min && p.price.amountWithTax <= price.max));
  expect(fitting.length, 'suitable products in the seed').toBeGreaterThanOrEqual(count);
  return fitting.slice(0, count);
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * axe-core's findings on the page as "rule (impact): help @ targets"; `only` keeps those impacts
 * (e.g. serious and critical). Injected through the DevTools protocol: an inline <script> would be
 * (rightly) refused by the CSP.
 */
export async function axeViolations(page: Page, only?: readonly string[]): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } };
    return (await w.axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => !only || only.includes(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact ?? '?'}): ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The impacts a journey must not meet (moderate and minor findings are reported by seo.e2e.ts's full run). */
export const SERIOUS = ['serious', 'critical'] as const;

/** The page's first render has committed (src/client/entry-client.tsx marks it): it answers to input. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

export async function openPage(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page);
}

/** Presses the step's "Pokračovat" and waits for the next step's address. */
export async function continueTo(page: Page, baseUrl: string, path: string): Promise<void> {
  // What the step asked of the server and what the page logged, for the failure's message.
  const calls: string[] = [];
  const started = Date.now();
  const onResponse = (response: Response): void => {
    const { pathname, search } = new URL(response.url());
    const operation = /"operationName":"(\w+)"/.exec(response.request().postData() ?? '')?.[1] ?? search.slice(0, 80);
    if (pathname.startsWith('/api/')) calls.push(`${Date.now() - started} ms ${response.status()} ${pathname} ${operation}`);
  };
  const onConsole = (message: ConsoleMessage): void => {
    if (message.type() === 'error' || message.type() === 'warning') calls.push(`${Date.now() - started} ms console.${message.type()}: ${message.text().slice(0, 300)}`);
  };
  page.on('response', onResponse);
  page.on('console', onConsole);
  try {
    await page.locator('[data-testid=checkout-continue]').click();
    await page.waitForURL(`${baseUrl}${path}`);
  } catch (error) {
    // The company purchase has timed out here under the full suite's load, never alone: the
    // message carries what the step showed (its address, alerts and invalid fields, the button,
    // the form's values) and what it asked the server, since CI keeps only the run's summary.
    const shown = await page.evaluate(() => ({
      url: location.href,
      alerts: [...document.querySelectorAll('[role=alert], [role=status], [aria-invalid=true]')].map((e) => `${e.getAttribute('name') ?? e.getAttribute('role') ?? ''}: ${(e.textContent ?? '').slice(0, 120)}`),
      button: document.querySelector('[data-testid=checkout-continue]')?.outerHTML.slice(0, 200) ?? null,
      fields: [...document.querySelectorAll<HTMLInputElement>('main input')].map((e) => `${e.name}=${e.type === 'checkbox' || e.type === 'radio' ? String(e.checked) : e.value}`),
    }));
    throw new Error(`continueTo ${path}: ${String(error)}\nthe page showed ${JSON.stringify(shown, null, 1)}\nrequests and console: ${JSON.stringify(calls, null, 1)}`, { cause: error });
  } finally {
    page.off('response', onResponse);
    page.off('console', onConsole);
  }
  await hydrated(page);
}

/** The first enabled shipping (not a pickup) that offers the given payment, and that payment. */
export async function chooseMethods(page: Page, paymentSku: string): Promise<void> {
  await page.locator('input[name=shipping]').first().waitFor();
  const shippings = await page.locator('input[name=shipping]:not([disabled])').evaluateAll((inputs) =>
    inputs.map((input) => input.getAttribute('value') ?? '').filter((sku) => !sku.startsWith('osobni-odber')),
  );
  for (const sku of shippings) {
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

/**
 * Shares the cart on /kosik (the page must be open) by e-mail from `sender` to `to`, and answers
 * the link of the e-mail the mailbox at `mailboxUrl` received.
 */
export async function shareCartByMail(page: Page, mailboxUrl: string, sender: { name: string; email: string }, to: string): Promise<string> {
  await page.locator('[data-testid=cart-share]').click();
  await page.getByLabel('Vaše jméno').fill(sender.name);
  await page.getByLabel('Váš e-mail').fill(sender.email);
  await page.getByLabel('E-mail příjemce').fill(to);
  await page.locator('[data-testid=share-cart-submit]').click();
  await page.getByText(`Košík byl odeslán na adresu ${to}.`).first().waitFor();
  const mail = await waitForMail(mailboxUrl, (m) => m.to.includes(to));
  const link = /https?:\/\/[^\s"<>]+\/nahrat-sdileny-kosik\?token=[A-Za-z0-9_-]+/.exec(`${mail.text} ${mail.html}`)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

/** Adds the product to the cart from its page and waits for the cart badge. */
export async function addToCart(page: Page, baseUrl: string, product: ListedProduct): Promise<void> {
  await openPage(page, baseUrl, product.url);
  await page.locator('[data-testid=add-to-cart]').first().click();
  await expect.poll(() => page.locator('[data-testid=cart-badge-count]').first().textContent(), { timeout: 10_000 }).not.toBe('0');
}

/** Ticks the summary's agreements and places the order. */
export async function submitOrder(page: Page): Promise<void> {
  await page.locator('[data-testid=agreement-terms]').check();
  await page.locator('[data-testid=agreement-privacy]').check();
  await page.locator('[data-testid=checkout-submit]').click();
}

export type PersonContact = { name: string; street: string; city: string; postalCode: string; email: string; phone: string };

/**
 * A person's purchase of one product, from its page through the cart, the loyalty step (no gift),
 * a shipping that offers `paymentSku`, the contact, to the placed order: resolves once the
 * order is submitted (where the browser goes next is the caller's).
 */
export async function personPurchase(page: Page, baseUrl: string, product: ListedProduct, paymentSku: string, contact: PersonContact): Promise<void> {
  await addToCart(page, baseUrl, product);
  await openPage(page, baseUrl, '/kosik');
  await continueTo(page, baseUrl, '/kosik/vernostni-program');
  await continueTo(page, baseUrl, '/kosik/dodani');
  await chooseMethods(page, paymentSku);
  await continueTo(page, baseUrl, '/kosik/adresa');
  const order = page.locator('[data-testid=contact-order]');
  await order.getByLabel('Jméno a příjmení').fill(contact.name);
  await order.getByLabel('Ulice a číslo popisné').fill(contact.street);
  await order.getByLabel('Město').fill(contact.city);
  await order.getByLabel('PSČ').fill(contact.postalCode);
  await order.getByLabel('E-mail').fill(contact.email);
  await order.getByLabel('Telefon').fill(contact.phone);
  await continueTo(page, baseUrl, '/kosik/rekapitulace');
  await submitOrder(page);
}

/** /admin/prihlaseni: e-mail and password (and the code when asked), then the back office's frame. */
export async function adminSignIn(page: Page, baseUrl: string, email: string, password: string, code?: () => string): Promise<void> {
  await page.goto(`${baseUrl}/admin`);
  await page.waitForURL(/\/admin\/prihlaseni/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  if (code) {
    await page.getByLabel('Kód z ověřovací aplikace').fill(code());
    await page.getByRole('button', { name: 'Ověřit a přihlásit' }).click();
  }
  await page.getByRole('button', { name: 'Odhlásit se' }).waitFor();
}
