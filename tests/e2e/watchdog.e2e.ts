// The stock watchdog journey in Chromium (issue 16, acceptance "watchdog subscription → stock
// returns → one e-mail"), on a server of this file (sweep every second, its own SMTP server):
// a visitor on a phone opens a product that is not in stock, sets "Hlídat dostupnost" in the
// dialog (a Czech message for a bad e-mail first); the server stops, the test restocks the
// product in the server's own PGlite data directory with SQL (there is no back office yet), the
// server starts again on that directory, and exactly one e-mail arrives; its cancel link works.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, STOCK_WATCH_TEXTS } from '../../src/domain';
import { DEFAULT_CATALOGUE_HASH } from '../../src/domain/urls';
import { openPglite } from '../../src/server/db/client';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp';
import { launchBrowser, watchErrors } from './browser.js';
import { axeViolations, openPage, SERIOUS } from './journey.js';
import { startShopServer, type ShopServer } from './shop-server.js';

const ENV = { SCRYPT_COST: 'test', STOCK_WATCH_SWEEP_SECONDS: '1' };

let browser: Browser;
let smtp: SmtpHarness;
let server: ShopServer | null = null;
let dataDir = '';

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startShopServer({ ...ENV, SMTP_URL: smtp.url }, undefined, { keepDataDir: true });
  dataDir = server.dataDir;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (code !== undefined && code !== 0) throw new Error(`server exited with ${code} after SIGTERM`);
});

type Listed = { sku: string; name: string; url: string; availability: { state: string } };

/** A product of the seed the shopper cannot have from stock: sold out or to order (paging through the catalogue). */
async function notInStock(baseUrl: string): Promise<Listed> {
  let after: string | null = null;
  const seen: Listed[] = [];
  for (let page = 0; page < 10; page++) {
    const response = await fetch(`${baseUrl}/api/catalogue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash: DEFAULT_CATALOGUE_HASH, first: 60, ...(after ? { after } : {}) }),
    });
    const body = (await response.json()) as { items: Listed[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
    seen.push(...body.items);
    const found = seen.find((p) => p.availability.state === 'sold-out') ?? null;
    if (found) return found;
    if (!body.pageInfo.hasNextPage) break;
    after = body.pageInfo.endCursor;
  }
  const toOrder = seen.find((p) => p.availability.state === 'to-order');
  if (!toOrder) throw new Error('the seed lists no product that is not in stock');
  return toOrder;
}

const watchdogMails = (email: string) => smtp.messages.filter((m) => m.to.includes(email) && m.subject.endsWith(' je opět skladem'));

describe('Hlídat dostupnost', () => {
  it('subscribe on a phone → stock returns → exactly one e-mail, whose link cancels', async () => {
    if (!server) throw new Error('no server');
    const product = await notInStock(server.baseUrl);
    const email = `hlidac.${Date.now().toString(36)}@example.cz`;

    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'cs-CZ' });
    const page: Page = await context.newPage();
    const errors = watchErrors(page);
    await openPage(page, server.baseUrl, product.url);

    const open = page.locator('[data-testid=stock-watch-open]');
    await expect.poll(() => open.textContent()).toBe(STOCK_WATCH_TEXTS.action);
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-testid=stock-watch-form]').waitFor();
    expect(await dialog.getByText(STOCK_WATCH_TEXTS.lifetime).count()).toBe(1);

    await dialog.getByLabel('E-mail').fill('hlidac@');
    await dialog.locator('[data-testid=stock-watch-submit]').click();
    await dialog.getByText(MESSAGES.invalidEmail).waitFor();
    // The dialog fits the phone: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, SERIOUS)).toEqual([]);

    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel(/Množství/).fill('2');
    await dialog.locator('[data-testid=stock-watch-submit]').click();
    await page.getByText(STOCK_WATCH_TEXTS.subscribed).first().waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    // Nothing is sent while the product is not in stock (a few sweeps of one second run meanwhile).
    await new Promise((r) => setTimeout(r, 2500));
    expect(watchdogMails(email)).toHaveLength(0);

    // Stock returns: through SQL on the stopped server's own database, the way any writer could.
    expect(await server.stop()).toBe(0);
    server = null;
    const pg = await openPglite(path.join(dataDir, 'pglite'));
    const restocked = await pg.query("UPDATE products SET on_sale = true, sold_out = false, stock_state = 'stock', stock_quantity = 25, stock_note = null WHERE sku = $1", [product.sku]);
    expect(restocked.affectedRows).toBe(1);
    await pg.close();
    server = await startShopServer({ ...ENV, SMTP_URL: smtp.url }, undefined, { dataDir, keepDataDir: true });

    const mail = await smtp.waitFor((m) => m.to.includes(email), 30_000);
    expect(mail.subject).toBe(`${product.name} je opět skladem`);
    expect(mail.text).toContain('v množství alespoň 2 ks');
    expect(mail.html).toContain(`${server.baseUrl}${product.url}`);
    // Several more sweeps: still one e-mail.
    await new Promise((r) => setTimeout(r, 3500));
    expect(watchdogMails(email)).toHaveLength(1);

    // The e-mail's link: confirmed on the page, nothing left to cancel (the watch has done its job).
    const link = /href="([^"]*hlidani-dostupnosti\/zrusit\?token=[^"]+)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeDefined();
    const second = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const cancelPage = await second.newPage();
    await openPage(cancelPage, '', new URL(link ?? '').href);
    await cancelPage.locator('[data-testid=stock-watch-cancel-confirm]').click();
    await cancelPage.getByText(STOCK_WATCH_TEXTS.cancelPageNone.replace('{email}', email)).waitFor();
    await second.close();
  });
});
