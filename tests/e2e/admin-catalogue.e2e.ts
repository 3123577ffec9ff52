// The back-office catalogue in Chromium (issue 16): the demo admin signs in, downloads the
// catalogue CSV from /admin/katalog, raises one product's price in the file, the dry run reports
// exactly 1 change and changes nothing, the import writes it, and the storefront's product page
// shows the new price. On a 375 px phone the product's edit page saves a stock change. The
// original file is imported back at the end, so later files see the catalogue as it was. The
// catalogue pages have no serious or critical axe finding at 1280 and 375 px.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { csvKc, formatCzk, parseCsvKc, priceColumnHeader, priceWithTax } from '../../src/domain/index.js';
import { launchBrowser, watchErrors } from './browser.js';
import { EVERYDAY_PRICE, SERIOUS, adminSignIn, axeViolations, openPage, pickProducts } from './journey.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Uploads a CSV on /admin/katalog/import as a dry run or a real import; the finished job's panel. */
async function importFile(page: Page, csv: string, dryRun: boolean) {
  await page.getByLabel('Soubor CSV').setInputFiles({ name: 'katalog.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: dryRun ? 'Zkušební import' : 'Importovat' }).click();
  const job = page.locator(`[data-testid=import-job][data-state=${dryRun ? 'checked' : 'done'}]`);
  await job.waitFor({ timeout: 60_000 });
  return { changes: await job.locator('[data-testid=import-changes]').textContent(), errors: await job.locator('[data-testid=import-error-count]').textContent() };
}

describe('back-office catalogue', () => {
  it('CSV export → a price edited in the file → dry run shows 1 change → import → the storefront shows the new price', async () => {
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    if (!product) throw new Error('no product in the catalogue');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await adminSignIn(page, baseUrl, 'admin@cisto.cz', 'Cisto2026!');
    await page.getByRole('link', { name: 'Katalog' }).click();
    await page.getByRole('heading', { name: 'Katalog' }).waitFor();
    await page.getByLabel('Hledat (název, kód, EAN)').fill(product.sku);
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await page.locator(`[data-sku="${product.sku}"]`).waitFor();
    expect(await axeViolations(page, SERIOUS)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Stáhnout CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^katalog-\d{4}-\d{2}-\d{2}\.csv$/);
    const original = fs.readFileSync((await download.path())!, 'utf8');
    const [header = [], ...rows] = parse(original, { delimiter: ';', bom: true }) as string[][];
    const priceAt = header.indexOf(priceColumnHeader('_default'));
    const row = rows.find((r) => r[0] === product.sku)!;
    const vat = Number(row[header.indexOf('DPH %')]);
    const newNet = (parseCsvKc(row[priceAt]!) ?? 0) + 10_000;
    const edited = rows.map((r) => (r[0] === product.sku ? r.map((cell, i) => (i === priceAt ? csvKc(newNet) : cell)) : r));
    const file = stringify([header, ...edited], { bom: true, delimiter: ';', record_delimiter: 'windows' });

    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.getByRole('heading', { name: 'Import produktů a cen' }).waitFor();
    expect(await importFile(page, file, true)).toEqual({ changes: '1', errors: '0' });
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    const before = (await (await fetch(`${baseUrl}/api/products/${encodeURIComponent(product.sku)}/detail`)).json()) as { price: { amountWithTax: number } };
    expect(before.price.amountWithTax).toBe(product.price.amountWithTax);

    expect(await importFile(page, file, false)).toEqual({ changes: '1', errors: '0' });
    expect(errors, errors.join(' | ')).toEqual([]);

    // The storefront's product page (a visitor without a session: the shared page cache follows the page stamp).
    const shopper = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const shop = await shopper.newPage();
    const expected = norm(formatCzk(priceWithTax(newNet, vat)));
    await expect
      .poll(
        async () => {
          await openPage(shop, baseUrl, product.url);
          return norm(await shop.locator('[data-testid=detail-price]').first().textContent());
        },
        { timeout: 20_000 },
      )
      .toContain(expected);
    await shopper.close();

    // Back as it was: the original file changes exactly that price back.
    expect(await importFile(page, original, false)).toEqual({ changes: '1', errors: '0' });
    await context.close();
  }, 180_000);

  it('on a 375 px phone the product edit page saves a stock change and lists it in its history', async () => {
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    if (!product) throw new Error('no product in the catalogue');
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await adminSignIn(page, baseUrl, 'admin@cisto.cz', 'Cisto2026!');
    await page.goto(`${baseUrl}/admin/katalog/${encodeURIComponent(product.sku)}`);
    await page.getByRole('heading', { name: product.name }).waitFor();
    expect(await page.getByRole('link', { name: 'Obrázky' }).getAttribute('href')).toBe(`/admin/katalog/${encodeURIComponent(product.sku)}/obrazky`);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const quantity = page.getByLabel('Množství skladem (ks)');
    const was = Number(await quantity.inputValue());
    await quantity.fill(String(was + 1));
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await page.getByRole('status').filter({ hasText: 'Změny jsou uložené.' }).waitFor();
    await expect.poll(() => page.locator('[data-testid=product-history]').textContent(), { timeout: 10_000 }).toContain('product.update');
    // A bad price is refused in Czech before anything is sent.
    await page.getByLabel('Cena bez DPH – ', { exact: false }).first().fill('sto korun');
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await page.getByText('Změny nejsou uložené').waitFor();
    await page.getByRole('button', { name: 'Zahodit změny' }).click();
    await quantity.fill(String(was));
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await page.getByRole('status').filter({ hasText: 'Změny jsou uložené.' }).waitFor();
    expect(await quantity.inputValue()).toBe(String(was));
    expect(errors, errors.join(' | ')).toEqual([]);
    await context.close();
  }, 120_000);
});
