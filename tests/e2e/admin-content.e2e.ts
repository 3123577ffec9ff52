// The back office's Obsah in Chromium (issue 16, item 6): the demo admin creates a status bar that
// the storefront shows at once, writes an article in the rich-text editor (bold by the toolbar,
// with the keyboard), saves it, and the storefront's article page shows the bold text; a home page
// banner renamed on a phone shows on the home page. The
// content pages have no serious or critical axe finding at 375 and 1280 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { SERIOUS, adminSignIn, axeViolations, openPage } from './journey.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('back office content', () => {
  it('a status bar and an article written in the editor reach the storefront; axe-clean at 375 and 1280 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await adminSignIn(page, baseUrl, 'admin@cisto.cz', 'Cisto2026!');

    // A status bar.
    const barText = `Dnes rozvážíme do 20 h ${Date.now()}`;
    await page.getByRole('link', { name: 'Obsah', exact: true }).click();
    await page.getByRole('heading', { name: 'Obsah: informační lišty' }).waitFor();
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    await page.getByLabel('Text lišty').fill(barText);
    await page.getByLabel('Typ', { exact: true }).selectOption('success');
    await page.getByRole('button', { name: 'Uložit lištu' }).click();
    await page.getByText('Lišta je uložena a e-shop ji ukazuje.').waitFor();
    const shop = await context.newPage();
    await openPage(shop, baseUrl, '/');
    await shop.getByText(barText).waitFor();

    // An article, its body made bold with the toolbar by keyboard.
    const alias = `e2e-clanek-${Date.now()}`;
    await page.goto(`${baseUrl}/admin/obsah/clanky/novy`);
    await page.getByRole('heading', { name: 'Nový článek' }).waitFor();
    await page.getByLabel('Druh').selectOption('blog');
    await page.getByLabel('Nadpis', { exact: true }).fill('Jak na vodní kámen');
    await page.getByLabel('Adresa (slug)').fill(alias);
    await page.getByLabel('Perex').fill('Ocet, citron, nebo přípravek?');
    const editor = page.getByRole('textbox', { name: 'Text článku' });
    await editor.click();
    await page.keyboard.type('Vodní kámen zmizí');
    await page.keyboard.press('ControlOrMeta+a');
    await page.getByRole('button', { name: 'Tučně' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Tučně' }).getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    await page.getByRole('button', { name: 'Uložit článek' }).click();
    await page.getByText('Článek je uložen a e-shop ho ukazuje.').waitFor();

    await openPage(shop, baseUrl, `/blog/${alias}`);
    await shop.locator('strong', { hasText: 'Vodní kámen zmizí' }).waitFor();

    // The same pages on a phone.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${baseUrl}/admin/obsah/clanky`);
    await page.getByRole('heading', { name: 'Obsah: články' }).waitFor();
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    await page.goto(`${baseUrl}/admin/obsah`);
    await page.getByRole('heading', { name: 'Obsah: informační lišty' }).waitFor();
    expect(await axeViolations(page, SERIOUS)).toEqual([]);

    // A home page banner renamed on the phone, shown by the storefront, then named back.
    await page.goto(`${baseUrl}/admin/obsah/bannery`);
    await page.getByRole('heading', { name: 'Obsah: bannery na úvodní stránce' }).waitFor();
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    const title = page.getByLabel('Nadpis').first();
    const originalTitle = await title.inputValue();
    const bannerTitle = `Jarní úklid ${Date.now()}`;
    await title.fill(bannerTitle);
    await page.getByRole('button', { name: 'Uložit bannery' }).click();
    await page.getByText('Bannery jsou uloženy a úvodní stránka je ukazuje.').waitFor();
    await openPage(shop, baseUrl, '/');
    await shop.getByText(bannerTitle).first().waitFor();
    await page.getByLabel('Kód (malá písmena, číslice, pomlčky)').first().fill('');
    await page.getByRole('button', { name: 'Uložit bannery' }).click();
    await page.getByText('Každý banner potřebuje kód, nadpis a odkaz.').waitFor();
    await page.reload();
    await title.fill(originalTitle);
    await page.getByRole('button', { name: 'Uložit bannery' }).click();
    await page.getByText('Bannery jsou uloženy a úvodní stránka je ukazuje.').waitFor();
    // The navigation editor on the phone: an item renamed shows in the storefront's bar, then named back.
    await page.goto(`${baseUrl}/admin/obsah/navigace`);
    await page.getByRole('heading', { name: 'Obsah: navigace' }).waitFor();
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    const navName = page.getByLabel('Název').first();
    const navOriginal = await navName.inputValue();
    const navLabel = `Katalog ${Date.now()}`;
    await navName.fill(navLabel);
    await page.getByRole('button', { name: 'Uložit navigaci' }).click();
    await page.getByText('Navigace je uložena a e-shop ji ukazuje.').waitFor();
    await shop.setViewportSize({ width: 1280, height: 900 });
    await openPage(shop, baseUrl, '/');
    await shop.getByText(navLabel).first().waitFor({ state: 'attached' });
    await navName.fill(navOriginal);
    await page.getByRole('button', { name: 'Uložit navigaci' }).click();
    await page.getByText('Navigace je uložena a e-shop ji ukazuje.').waitFor();

    await page.goto(`${baseUrl}/admin/obsah`);
    await page.getByRole('heading', { name: 'Obsah: informační lišty' }).waitFor();

    // Leave the shared storefront without the test bar.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('row', { name: new RegExp(barText) }).getByRole('button', { name: 'Smazat' }).click();
    await page.getByText('Lišta je smazána.').waitFor();
    await context.close();
  }, 240_000);
});
