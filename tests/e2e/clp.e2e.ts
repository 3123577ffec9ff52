// CLP hazard information in Chromium on the production build (issue 15, item 3): a corrosive
// cleaner's product page shows the hazard block above the buy box at 1280 px and at 375 px
// (pictograms with Czech accessible names, "Nebezpečí", H and P statements, UFI, the safety data
// sheet as a PDF), its category card carries the "Nebezpečná látka" badge, and the cart lists it in
// its notice of hazardous products; the pages are axe-clean (serious and critical) and fit 375 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLP_TEXTS, HAZARD_STATEMENTS, isValidUfi, taxonomyHash } from '../../src/domain';
import { launchBrowser, watchErrors } from './browser.js';
import { axeViolations, hydrated, SERIOUS } from './journey.js';

const baseUrl = inject('baseUrl');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

type Hazard = { hazardous: boolean; pictograms: { code: string; name: string }[]; signalWordText: string | null; ufi: string | null; safetyDataSheetUrl: string };
type Item = { sku: string; name: string; url: string; purchasable: boolean; hazard: Hazard | null };
type Detail = Item & { breadcrumbs: { hash: string; name: string; url: string }[] };

let browser: Browser;
let product: Detail;

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A purchasable corrosive (GHS05, "Nebezpečí") cleaner of the seeded cleaning chemistry.
  let found: Item | undefined;
  let after: string | null = null;
  do {
    const page: { items: Item[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } = await post('/api/catalogue', {
      hash: taxonomyHash('/catalogue/uklidova-chemie'),
      first: 60,
      ...(after ? { after } : {}),
    });
    found = page.items.find((i) => i.purchasable && i.hazard?.pictograms.some((p) => p.code === 'GHS05') && i.hazard.signalWordText === 'Nebezpečí');
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (!found && after);
  if (!found) throw new Error('the seed has no purchasable corrosive cleaner in Úklidová chemie');
  product = (await (await fetch(`${baseUrl}/api/products/${found.sku}/detail`)).json()) as Detail;
});
afterAll(async () => {
  await browser.close();
});


async function fitsWidth(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** The product page's hazard block: what it says, and that it sits above the "Do košíku" button. */
async function checkBlock(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const block = page.locator('[data-testid=hazard-block]');
  await block.waitFor();
  for (const p of product.hazard!.pictograms) {
    await expect(block.getByRole('img', { name: `Výstražný symbol: ${p.name}` }).count()).resolves.toBe(1);
  }
  expect((await block.locator('[data-testid=hazard-signal-word]').innerText()).toUpperCase()).toContain('NEBEZPEČÍ');
  expect(await block.locator('[data-testid=hazard-statements]').innerText()).toContain(HAZARD_STATEMENTS.H314);
  const ufi = (await block.locator('[data-testid=hazard-ufi]').innerText()).replace(/^UFI:\s*/, '');
  expect(ufi).toBe(product.hazard!.ufi);
  expect(isValidUfi(ufi)).toBe(true);
  // The precautionary statements open from their disclosure.
  await block.locator('summary', { hasText: CLP_TEXTS.precautionaryStatements }).click();
  expect(await block.locator('[data-testid=hazard-precautions]').innerText()).toContain('P280');

  const blockBox = await block.boundingBox();
  const addBox = await page.locator('[data-testid=add-to-cart]').boundingBox();
  expect(blockBox).not.toBeNull();
  expect(addBox).not.toBeNull();
  expect(blockBox!.y).toBeLessThan(addBox!.y);
  expect(blockBox!.x + blockBox!.width).toBeLessThanOrEqual(viewport.width);
  if (viewport.width >= DESKTOP.width) expect(blockBox!.y).toBeLessThan(viewport.height); // above the fold

  const link = block.getByRole('link', { name: CLP_TEXTS.safetyDataSheet });
  const href = await link.getAttribute('href');
  expect(href).toBe(`/media/bezpecnostni-list/${product.sku}.pdf`);
  const pdf = await fetch(`${baseUrl}${href}`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('CLP hazard information', () => {
  it('at 1280 px: the block above the fold, the badge on the category card, the notice in the cart', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${baseUrl}${product.url}`);
    await hydrated(page);
    await checkBlock(page, DESKTOP);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);

    const category = product.breadcrumbs.at(-1)!;
    await page.goto(`${baseUrl}${category.url}`);
    await hydrated(page);
    const card = page.locator(`[data-testid=product-card][data-sku="${product.sku}"]`);
    await card.waitFor();
    const badge = card.locator('[data-testid=hazard-badge]');
    expect(await badge.innerText()).toContain(CLP_TEXTS.badge);
    expect(await badge.textContent()).toContain(product.hazard!.pictograms[0]!.name);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);

    await page.goto(`${baseUrl}${product.url}`);
    await hydrated(page);
    await page.locator('[data-testid=add-to-cart]').click();
    await page.locator('[data-testid=add-status]').waitFor();
    await page.goto(`${baseUrl}/kosik`);
    await hydrated(page);
    const notice = page.locator('[data-testid=hazard-notice]');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(product.name);
    await expect(notice.getByRole('img', { name: `Výstražný symbol: ${product.hazard!.pictograms[0]!.name}` }).count()).resolves.toBe(1);
    expect(await page.getByText(CLP_TEXTS.cartNoticeTitle).count()).toBe(1);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await context.close();
  });

  it('at 375 px: the block before "Do košíku", the page and the cart no wider than the screen', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${product.url}`);
    await hydrated(page);
    await checkBlock(page, PHONE);
    await fitsWidth(page, PHONE.width);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);

    await page.locator('[data-testid=add-to-cart]').click();
    await page.locator('[data-testid=add-status]').waitFor();
    await page.goto(`${baseUrl}/kosik`);
    await hydrated(page);
    await page.locator('[data-testid=hazard-notice]').waitFor();
    await fitsWidth(page, PHONE.width);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);
    await context.close();
  });
});
