// Issue 12, findings 3 and 7 in Chromium on the production build: a discounted product shows the
// "−N %" badge, the struck-through 30-day lowest price, "Nejnižší cena za posledních 30 dní" and
// its unit price on the Výprodej card and on its page, without hydration errors; a service (zar01)
// has no product page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { discountBadgeText, formatCzk, formatUnitPrice, productUrl, taxonomyHash } from '../../src/domain';
import { launchBrowser, watchErrors } from './browser.js';
import { hydrated } from './journey';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Money = { amount: number; amountWithTax: number };
type Item = {
  sku: string;
  url: string;
  price: Money & { discountPercent: number | null; lowestPrice30Days: Money | null };
  unitPrice: (Money & { unit: string }) | null;
};

const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
const hydrationProblems = (errors: string[]) => errors.filter((e) => /hydrat|did not match|server rendered/i.test(e));

describe('prices under Czech law', () => {
  it('shows the discount against the 30-day lowest price and the unit price on the card and the page', async () => {
    const hash = taxonomyHash('/preview/vyprodej');
    const listing = (await (await fetch(`${baseUrl}/api/catalogue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash, first: 60 }),
    })).json()) as { items: Item[] };
    const product = listing.items.find((i) => i.price.discountPercent && i.unitPrice) ?? listing.items.find((i) => i.price.discountPercent);
    if (!product?.price.lowestPrice30Days) throw new Error('the seed has no discounted product in Výprodej');
    const node = (await (await fetch(`${baseUrl}/api/taxonomies/detail?hash=${hash}`)).json()) as { url: string };

    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}${node.url}`);
    await hydrated(page);
    const card = page.locator(`[data-testid=product-card][data-sku="${product.sku}"]`);
    await card.waitFor();
    expect(await card.locator('[data-testid=discount-badge]').textContent()).toBe(discountBadgeText(product.price.discountPercent!));
    expect(norm(await card.locator('[data-testid=lowest-price]').textContent())).toBe(
      norm(`Nejnižší cena za posledních 30 dní: ${formatCzk(product.price.lowestPrice30Days.amountWithTax)}`),
    );

    await page.goto(`${baseUrl}${product.url}`);
    await hydrated(page);
    const buy = page.locator('.product-page__buy');
    expect(await buy.locator('[data-testid=discount-badge]').textContent()).toBe(discountBadgeText(product.price.discountPercent!));
    expect(norm(await buy.locator('.price__original').textContent())).toContain(norm(formatCzk(product.price.lowestPrice30Days.amountWithTax)));
    expect(norm(await buy.locator('[data-testid=lowest-price]').textContent())).toContain('Nejnižší cena za posledních 30 dní:');
    if (product.unitPrice) {
      expect(await buy.locator('[data-testid=unit-price]').textContent()).toBe(formatUnitPrice(product.unitPrice.amountWithTax, product.unitPrice.unit));
    }
    expect(hydrationProblems(errors)).toEqual([]);
    await page.close();
  });

  it('gives a service no product page', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}${productUrl({ name: 'Prodloužená záruka o 1 rok', sku: 'zar01' })}`);
    expect(response?.status()).toBe(404);
    await page.close();
  });
});
