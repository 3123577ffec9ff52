// Product photographs in Chromium (issue 16, item 4): the demo admin uploads a photograph on
// /admin/katalog/:sku/obrazky (axe-clean at 1280 and 375 px); the product page then shows it in a
// <picture> with WebP and JPEG srcsets, prioritised as the page's main image, and the WebP URL
// answers 200 image/webp, cacheable for ever. The photograph is deleted again (a shared server).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from './browser.js';
import { EVERYDAY_PRICE, SERIOUS, adminSignIn, axeViolations, pickProducts } from './journey.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('product photographs', () => {
  it('staff upload a photograph; the product page shows it in <picture> with srcset', async () => {
    const [product] = await pickProducts(baseUrl, 1, EVERYDAY_PRICE);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await adminSignIn(page, baseUrl, 'admin@cisto.cz', 'Cisto2026!');
    await page.goto(`${baseUrl}/admin/katalog/${encodeURIComponent(product!.sku)}/obrazky`);
    await page.getByRole('heading', { level: 1, name: /Obrázky produktu/ }).waitFor();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7ab0' } }).png().toBuffer();
    await page.getByLabel('Nahrát obrázek').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Obrázek nahrán.').waitFor();
    await page.getByRole('button', { name: 'Smazat obrázek 1' }).waitFor();
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await axeViolations(page, SERIOUS)).toEqual([]);

    const shop = await browser.newPage();
    await shop.goto(`${baseUrl}${product!.url}`);
    const webp = shop.locator('.product-gallery picture source[type="image/webp"]');
    await webp.waitFor({ state: 'attached' });
    const srcset = (await webp.getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(/\/images\/p\/[\w-]+-640\.webp 640w/);
    expect(await shop.locator('.product-gallery picture source[type="image/jpeg"]').getAttribute('srcset')).toMatch(/-640\.jpg 640w/);
    expect(await shop.locator('img.product-gallery__main').getAttribute('fetchpriority')).toBe('high');
    const url = srcset.split(',')[0]!.trim().split(' ')[0]!;
    const res = await shop.request.get(`${baseUrl}${url}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    expect(res.headers()['cache-control']).toContain('immutable');

    await page.getByRole('button', { name: 'Smazat obrázek 1' }).click();
    await page.getByText('Obrázek smazán.').waitFor();
    await context.close();
  }, 120_000);
});
