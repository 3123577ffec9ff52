// @vitest-environment node
// The back-office catalogue (issue 16) over real HTTP on PGlite with a real SMTP stand-in: the
// product list and its filters, the product edit (names, parameters, prices per group and tiers,
// stock, categories) with its Czech validation errors, the audit row (before → after), the price
// history a price change writes (and the storefront's price that follows), the stock watchdog on
// a restock, role refusals (an `orders`-only member, no session), and the CSV: export, the same
// file imported with 0 changes, a dry run that changes nothing, errors by line and column, and an
// import that is all-or-nothing for a file with an error. Every product written is this file's
// own copy of a seeded one, so the shared catalogue other files read never changes.

import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, catalogueCsvHeader, csvKc, ean13, priceWithTax } from '../../src/domain/index.js';
import { auditLog, catalogueEntries, catalogueImports, priceHistory, prices, productTaxonomies, products, quantityPrices, stockWatches, taxonomies } from '../../src/server/db/schema.js';
import { insertStaff } from '../../src/server/services/staff.js';
import { AdminBrowser } from '../helpers/admin.js';
import { Browser } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { eventually } from '../helpers/mail-outbox.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let smtp: SmtpHarness;
let staff: AdminBrowser;
let ordersOnly: AdminBrowser;
const PASSWORD = 'Zelena-Konvice-77';
const ownSkus: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url, trustProxy: 1 });
  const suffix = randomUUID().slice(0, 8);
  await insertStaff(t.database.db, { email: `katalog-${suffix}@cisto.test`, name: 'Karel Katalogový', password: PASSWORD, roles: ['catalogue'] });
  await insertStaff(t.database.db, { email: `expedice-${suffix}@cisto.test`, name: 'Olga Objednávková', password: PASSWORD, roles: ['orders'] });
  staff = new AdminBrowser(t.url);
  expect((await staff.signIn(`katalog-${suffix}@cisto.test`, PASSWORD)).body.data?.signIn.ok).toBe(true);
  ordersOnly = new AdminBrowser(t.url);
  expect((await ordersOnly.signIn(`expedice-${suffix}@cisto.test`, PASSWORD)).body.data?.signIn.ok).toBe(true);
});
afterAll(async () => {
  if (ownSkus.length > 0) {
    const db = t.database.db;
    await db.delete(stockWatches).where(inArray(stockWatches.productSku, ownSkus));
    await db.delete(quantityPrices).where(inArray(quantityPrices.sku, ownSkus));
    await db.delete(prices).where(inArray(prices.sku, ownSkus));
    await db.delete(productTaxonomies).where(inArray(productTaxonomies.sku, ownSkus));
    await db.delete(products).where(inArray(products.sku, ownSkus));
  }
  await t.close();
  await smtp.close();
});

/** A copy of a seeded purchasable product under a new sku (with its prices and category links). */
async function ownProduct(stock: { state: string; quantity: number } = { state: 'stock', quantity: 10 }): Promise<string> {
  const source = await pickProduct(t.database, 'purchasable');
  const sku = `KAT-${randomUUID().slice(0, 8).toUpperCase()}`;
  ownSkus.push(sku);
  const db = t.database.db;
  const ean = ean13(`8598${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  const { createdAt: _c, updatedAt: _u, ...rest } = source;
  await db.insert(products).values({ ...rest, sku, ean, name: `Katalogový produkt ${sku}`, stockState: stock.state, stockQuantity: stock.quantity, onSale: true, soldOut: false });
  const priceRows = await db.select().from(prices).where(eq(prices.sku, source.sku));
  await db.insert(prices).values(priceRows.map((r) => ({ ...r, sku })));
  const links = await db.select().from(productTaxonomies).where(eq(productTaxonomies.sku, source.sku));
  await db.insert(productTaxonomies).values(links.map((l) => ({ ...l, sku })));
  return sku;
}

type Err = { code: string; field: string | null; message: string };
type Product = {
  sku: string;
  name: string;
  description: string;
  ean: string | null;
  vatRate: number;
  onSale: boolean;
  stockState: string | null;
  stockQuantity: number;
  parameters: { code: string; name: string; value: string; unit: string | null }[];
  prices: { priceGroup: string; price: number; priceWithTax: number }[];
  tiers: { priceGroup: string; packType: string; minQuantity: number; price: number; priceWithTax: number }[];
  categoryHashes: string[];
  mainCategoryHash: string | null;
  url: string;
  priceHistory: { priceGroup: string; price: number; validTo: string | null }[];
  history: { action: string; before: string | null; after: string | null; staffEmail: string }[];
};
const PRODUCT = `sku name description ean vatRate onSale stockState stockQuantity parameters { code name value unit } prices { priceGroup price priceWithTax }
  tiers { priceGroup packType minQuantity price priceWithTax } categoryHashes mainCategoryHash url priceHistory { priceGroup price validTo } history { action before after staffEmail }`;
const GET = `query($sku: ID!) { catalogueProduct(sku: $sku) { ${PRODUCT} } }`;
const UPDATE = `mutation($input: UpdateProductInput!) { updateCatalogueProduct(input: $input) { ok errors { code field message } product { ${PRODUCT} } } }`;

async function getProduct(browser: AdminBrowser, sku: string): Promise<Product> {
  const res = await browser.gql<{ catalogueProduct: Product | null }>(GET, { sku });
  expect(res.body.errors).toBeUndefined();
  const product = res.body.data?.catalogueProduct;
  if (!product) throw new Error(`no product ${sku}`);
  return product;
}

/** The edit input of a product as it is, with `changes` on top. */
function inputOf(p: Product, changes: Record<string, unknown> = {}) {
  return {
    sku: p.sku,
    name: p.name,
    description: p.description,
    ean: p.ean,
    vatRate: p.vatRate,
    onSale: p.onSale,
    stockState: p.stockState ?? '',
    stockQuantity: p.stockQuantity,
    parameters: p.parameters,
    prices: p.prices.map((x) => ({ priceGroup: x.priceGroup, price: x.price })),
    tiers: p.tiers.map((x) => ({ priceGroup: x.priceGroup, packType: x.packType, minQuantity: x.minQuantity, price: x.price })),
    categoryHashes: p.categoryHashes,
    mainCategoryHash: p.mainCategoryHash,
    ...changes,
  };
}

async function update(browser: AdminBrowser, input: Record<string, unknown>) {
  const res = await browser.gql<{ updateCatalogueProduct: { ok: boolean; errors: Err[]; product: Product | null } }>(UPDATE, { input });
  expect(res.body.errors).toBeUndefined();
  const result = res.body.data?.updateCatalogueProduct;
  if (!result) throw new Error('no result');
  return result;
}

async function exportCsv(browser: AdminBrowser): Promise<Response> {
  return fetch(`${t.url}/api/admin/catalogue/export.csv`, { headers: browser.cookies.size > 0 ? { cookie: browser.cookieHeader } : {} });
}

type Job = { id: string; state: string; stateText: string; dryRun: boolean; totalRows: number; processedRows: number; changedRows: number; priceChanges: number; errorCount: number; errors: { line: number; column: string | null; message: string }[] };

async function runImport(browser: AdminBrowser, csv: string, dryRun: boolean): Promise<Job> {
  const res = await fetch(`${t.url}/api/admin/catalogue/import?dryRun=${dryRun}`, { method: 'POST', headers: { 'content-type': 'text/csv; charset=utf-8', cookie: browser.cookieHeader }, body: csv });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  return eventually(
    async () => {
      const job = await browser.gql<{ catalogueImport: Job | null }>(
        `query($id: ID!) { catalogueImport(id: $id) { id state stateText dryRun totalRows processedRows changedRows priceChanges errorCount errors { line column message } } }`,
        { id },
      );
      const j = job.body.data?.catalogueImport;
      return j && ['checked', 'done', 'failed'].includes(j.state) ? j : null;
    },
    60_000,
    'the import job to finish',
  );
}

/** The export's header and the lines of some products (the file a test edits). */
async function csvOf(skus: readonly string[]): Promise<{ header: string[]; rows: string[][]; text: (rows: string[][]) => string }> {
  const res = await exportCsv(staff);
  expect(res.status).toBe(200);
  const records = parse(await res.text(), { delimiter: ';', bom: true }) as string[][];
  const [header = [], ...rest] = records;
  const rows = rest.filter((r) => skus.includes(r[0] ?? ''));
  const text = (lines: string[][]) => `\uFEFF${[header, ...lines].map((l) => l.map((c) => (/[;"\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';')).join('\r\n')}\r\n`;
  return { header, rows, text };
}

describe('roles', () => {
  it('an orders-only member and a visitor without a session are refused every catalogue operation', async () => {
    const sku = await ownProduct();
    const product = await getProduct(staff, sku);
    for (const [query, variables] of [
      [GET, { sku }],
      [`{ catalogueProducts { totalCount } }`, {}],
      [`{ catalogueOptions { vatRates } }`, {}],
      [`query($id: ID!) { catalogueImport(id: $id) { id } }`, { id: randomUUID() }],
      [UPDATE, { input: inputOf(product, { name: 'Nepovolená změna' }) }],
    ] as const) {
      const refused = await ordersOnly.gql<unknown>(query, variables);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.body.errors?.[0]?.message).toBe('K této akci nemáte oprávnění.');
      const anonymous = await new AdminBrowser(t.url).gql<unknown>(query, variables);
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await exportCsv(ordersOnly)).status).toBe(403);
    expect((await exportCsv(new AdminBrowser(t.url))).status).toBe(401);
    const upload = await fetch(`${t.url}/api/admin/catalogue/import?dryRun=true`, { method: 'POST', headers: { 'content-type': 'text/csv', cookie: ordersOnly.cookieHeader }, body: 'x' });
    expect(upload.status).toBe(403);
    expect((await getProduct(staff, sku)).name).toBe(product.name);
  });
});

describe('product list', () => {
  it('finds a product by part of its name, its SKU and its EAN; filters by category, on sale and stock; pages', async () => {
    const sku = await ownProduct({ state: 'sold-out', quantity: 0 });
    const [row] = await t.database.db.select().from(products).where(eq(products.sku, sku));
    const LIST = `query($filter: AdminProductFilter, $page: Int, $pageSize: Int) { catalogueProducts(filter: $filter, page: $page, pageSize: $pageSize) { items { sku name ean onSale stockState stockStateText stockQuantity price } page pageSize totalCount } }`;
    type Page = { items: { sku: string; stockStateText: string; price: number | null }[]; page: number; pageSize: number; totalCount: number };
    const list = async (filter: Record<string, unknown>, page = 1, pageSize = 25) => {
      const res = await staff.gql<{ catalogueProducts: Page }>(LIST, { filter, page, pageSize });
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.catalogueProducts;
    };
    for (const text of [sku.slice(4), `produkt ${sku.toLowerCase()}`, row!.ean!]) {
      const found = await list({ text });
      expect(found.items.map((i) => i.sku), text).toContain(sku);
    }
    const found = (await list({ text: sku })).items.find((i) => i.sku === sku)!;
    expect(found.stockStateText).toBe('Vyprodáno');
    expect(found.price).toBeGreaterThan(0);
    expect((await list({ text: sku, stock: 'out', onSale: true, categoryHash: row!.mainTaxonomyHash })).items.map((i) => i.sku)).toEqual([sku]);
    expect((await list({ text: sku, stock: 'in' })).totalCount).toBe(0);
    expect((await list({ text: sku, onSale: false })).totalCount).toBe(0);
    const page2 = await list({}, 2, 5);
    expect(page2.page).toBe(2);
    expect(page2.items).toHaveLength(5);
    expect(page2.totalCount).toBeGreaterThan(10);
  });
});

describe('product edit', () => {
  it('changes names, description, parameters, stock, prices and tiers; writes the audit row and the price history; the storefront follows', async () => {
    const sku = await ownProduct();
    const before = await getProduct(staff, sku);
    const defaultPrice = before.prices.find((p) => p.priceGroup === '_default')!;
    const newPrice = defaultPrice.price + 1234;
    const result = await update(
      staff,
      inputOf(before, {
        name: `  Nový   název ${sku} `,
        description: '<p>Nový popis</p>',
        stockQuantity: 42,
        parameters: [{ code: 'objem', name: 'Objem', value: '1,5', unit: 'l' }],
        prices: before.prices.map((p) => ({ priceGroup: p.priceGroup, price: p.priceGroup === '_default' ? newPrice : p.price })),
        tiers: [{ priceGroup: '_default', packType: 'pcs', minQuantity: 10, price: newPrice - 100 }],
      }),
    );
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
    const after = result.product!;
    expect(after.name).toBe(`Nový název ${sku}`);
    expect(after.description).toBe('<p>Nový popis</p>');
    expect(after.stockQuantity).toBe(42);
    expect(after.parameters).toEqual([{ code: 'objem', name: 'Objem', value: '1.5', unit: 'l' }]);
    expect(after.prices.find((p) => p.priceGroup === '_default')).toEqual({ priceGroup: '_default', price: newPrice, priceWithTax: priceWithTax(newPrice, before.vatRate) });
    expect(after.tiers).toEqual([{ priceGroup: '_default', packType: 'pcs', minQuantity: 10, price: newPrice - 100, priceWithTax: priceWithTax(newPrice - 100, before.vatRate) }]);

    // The price history: the old period closed, the new one open (the storefront's 30-day rule reads these).
    const periods = await t.database.db.select().from(priceHistory).where(and(eq(priceHistory.sku, sku), eq(priceHistory.priceGroup, '_default'))).orderBy(desc(priceHistory.id));
    expect(periods[0]).toMatchObject({ price: newPrice, validTo: null });
    expect(periods[1]).toMatchObject({ price: defaultPrice.price });
    expect(periods[1]!.validTo).not.toBeNull();
    expect(after.priceHistory[0]).toMatchObject({ priceGroup: '_default', price: newPrice, validTo: null });

    // The audit row: only what changed, before → after.
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, sku))).orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: 'product.update' });
    expect(audit!.staffEmail).toMatch(/^katalog-/);
    expect(audit!.before).toMatchObject({ stockQuantity: 10, prices: { _default: defaultPrice.price } });
    expect(audit!.after).toMatchObject({ name: `Nový název ${sku}`, stockQuantity: 42, prices: { _default: newPrice } });
    expect(Object.keys(audit!.after as object)).not.toContain('vatRate');
    expect(after.history[0]?.action).toBe('product.update');

    // The storefront's product shows the new price at once; a later cut announces the discount
    // against the lowest price of the 30 days before it (the history the edit wrote).
    const detail = async () => (await (await fetch(`${t.url}/api/products/${encodeURIComponent(sku)}/detail`)).json()) as { price: { amountWithTax: number; originalAmountWithTax: number | null } };
    expect((await detail()).price.amountWithTax).toBe(priceWithTax(newPrice, before.vatRate));
    const cut = await update(staff, inputOf(after, { tiers: [], prices: after.prices.map((p) => ({ priceGroup: p.priceGroup, price: p.priceGroup === '_default' ? newPrice - 2000 : p.price })) }));
    expect(cut.ok).toBe(true);
    expect((await detail()).price).toMatchObject({ amountWithTax: priceWithTax(newPrice - 2000, before.vatRate), originalAmountWithTax: Math.min(defaultPrice.priceWithTax, priceWithTax(newPrice, before.vatRate)) });

    // An edit that changes nothing writes nothing.
    const auditCount = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, sku))).length;
    expect((await update(staff, inputOf(cut.product!))).ok).toBe(true);
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, sku))).length).toBe(auditCount);
  });

  it('every seeded product saves unchanged as the edit page sends it back (no error, nothing written)', async () => {
    const skus = (await t.database.db.select({ sku: products.sku }).from(products).orderBy(products.sku)).map((r) => r.sku).filter((s) => !s.startsWith('KAT-')).slice(0, 80);
    const audits = (await t.database.db.select().from(auditLog).where(inArray(auditLog.entityId, skus))).length;
    for (const sku of skus) {
      const result = await update(staff, inputOf(await getProduct(staff, sku)));
      expect(result.errors, sku).toEqual([]);
    }
    const written = await t.database.db.select().from(auditLog).where(inArray(auditLog.entityId, skus));
    expect(written.slice(audits).map((a) => [a.entityId, a.before, a.after])).toEqual([]);
  });

  it('moves a product to another category (ancestors linked, manufacturer link kept)', async () => {
    const sku = await ownProduct();
    const before = await getProduct(staff, sku);
    const leaves = await t.database.db.select().from(taxonomies).where(and(eq(taxonomies.kind, 'category'), eq(taxonomies.depth, 2)));
    const target = leaves.find((c) => !before.categoryHashes.includes(c.hash))!;
    const result = await update(staff, inputOf(before, { categoryHashes: [target.hash], mainCategoryHash: target.hash }));
    expect(result.errors).toEqual([]);
    expect(result.product!.categoryHashes).toEqual([target.hash]);
    const links = (await t.database.db.select().from(productTaxonomies).where(eq(productTaxonomies.sku, sku))).map((l) => l.taxonomyHash);
    expect(links).toContain(target.hash);
    expect(links).toContain(target.parentHash);
    const [row] = await t.database.db.select().from(products).where(eq(products.sku, sku));
    expect(links).toContain(row!.manufacturerHash);
    expect(row!.mainTaxonomyHash).toBe(target.hash);
    expect(row!.taxonomyPaths).toContain(target.path);
  });

  it('refuses bad input with Czech messages per field and changes nothing', async () => {
    const sku = await ownProduct();
    const before = await getProduct(staff, sku);
    const result = await update(
      staff,
      inputOf(before, {
        name: '   ',
        ean: '1234567890123',
        vatRate: 19,
        stockState: 'skladem',
        stockQuantity: -1,
        prices: [{ priceGroup: '_default', price: -1 }, { priceGroup: 'neexistuje', price: 100 }],
        tiers: [{ priceGroup: '_default', packType: 'pcs', minQuantity: 0, price: 100 }],
        categoryHashes: ['neexistuje'],
      }),
    );
    expect(result.ok).toBe(false);
    const byField = Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      name: CATALOGUE_MESSAGES.nameEmpty,
      ean: CATALOGUE_MESSAGES.eanInvalid,
      vatRate: CATALOGUE_MESSAGES.vatInvalid,
      stockState: CATALOGUE_MESSAGES.stockStateInvalid,
      stockQuantity: CATALOGUE_MESSAGES.stockQuantityInvalid,
      'prices._default': CATALOGUE_MESSAGES.priceInvalid,
      'prices.neexistuje': CATALOGUE_MESSAGES.priceGroupUnknown,
      categoryHashes: CATALOGUE_MESSAGES.categoryUnknown,
    });
    const taken = await ownProduct();
    const [other] = await t.database.db.select({ ean: products.ean }).from(products).where(eq(products.sku, taken));
    const eanClash = await update(staff, inputOf(before, { ean: other!.ean }));
    expect(eanClash.errors).toEqual([{ code: 'EAN_TAKEN', field: 'ean', message: CATALOGUE_MESSAGES.eanTaken }]);
    const unknown = await update(staff, inputOf(before, { sku: 'NENI-TAKOVY' }));
    expect(unknown.errors[0]?.message).toBe(CATALOGUE_MESSAGES.notFound);
    expect(await getProduct(staff, sku)).toEqual(before);
  });

  it('a restock from 0 sends the stock watchdog e-mail at once', async () => {
    const sku = await ownProduct({ state: 'sold-out', quantity: 0 });
    const email = `hlidac-${randomUUID().slice(0, 8)}@example.cz`;
    const visitor = new Browser(t.url);
    await visitor.uictx();
    const watched = await visitor.gql<{ stock_watch_subscribe: { ok: boolean } }>(`mutation($input: StockWatchInput!) { stock_watch_subscribe(input: $input) { ok } }`, { input: { sku, email } });
    expect(watched.body.data?.stock_watch_subscribe.ok).toBe(true);
    const before = await getProduct(staff, sku);
    expect((await update(staff, inputOf(before, { stockState: 'stock', stockQuantity: 5 }))).ok).toBe(true);
    await eventually(async () => smtp.messages.find((m) => m.to.includes(email)), 20_000, 'the watchdog e-mail');
    const [watch] = await t.database.db.select().from(stockWatches).where(and(eq(stockWatches.productSku, sku), eq(stockWatches.email, email)));
    expect(watch?.notifiedAt).not.toBeNull();
  });
});

describe('CSV export and import', () => {
  it('exports every product with its prices; the same file imports with 0 changes', async () => {
    const sku = await ownProduct();
    const res = await exportCsv(staff);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="katalog-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // UTF-8 with BOM (Excel reads it as Czech text); fetch's text() would drop the BOM.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const records = parse(body, { delimiter: ';', bom: true }) as string[][];
    const groups = (await staff.gql<{ catalogueOptions: { priceGroups: { id: string }[] } }>(`{ catalogueOptions { priceGroups { id } } }`)).body.data!.catalogueOptions.priceGroups.map((g) => g.id);
    expect(records[0]).toEqual(catalogueCsvHeader(groups));
    expect(records.length - 1).toBeGreaterThanOrEqual(100);
    const own = records.find((r) => r[0] === sku)!;
    const [price] = await t.database.db.select().from(prices).where(and(eq(prices.sku, sku), eq(prices.priceGroup, '_default')));
    expect(own[records[0]!.indexOf('Cena bez DPH (_default)')]).toBe(csvKc(price!.price));

    // The whole catalogue round trip.
    const whole = await runImport(staff, body, true);
    expect(whole.errors.slice(0, 5)).toEqual([]);
    expect(whole).toMatchObject({ state: 'checked', errorCount: 0, changedRows: 0, priceChanges: 0, totalRows: records.length - 1 });
    const { rows, text } = await csvOf([sku]);
    const job = await runImport(staff, text(rows), false);
    expect(job).toMatchObject({ state: 'done', errorCount: 0, changedRows: 0, priceChanges: 0, totalRows: 1 });
  });

  it('a dry run counts the changes and changes nothing; the import applies them with the price history and audit rows', async () => {
    const a = await ownProduct();
    const b = await ownProduct({ state: 'sold-out', quantity: 0 });
    const { header, rows, text } = await csvOf([a, b]);
    const col = (title: string) => header.indexOf(title);
    const [priceBefore] = await t.database.db.select().from(prices).where(and(eq(prices.sku, a), eq(prices.priceGroup, '_default')));
    const edited = rows.map((r) => [...r]);
    const rowA = edited.find((r) => r[0] === a)!;
    const rowB = edited.find((r) => r[0] === b)!;
    rowA[col('Cena bez DPH (_default)')] = csvKc(priceBefore!.price + 500);
    rowB[col('Název')] = `Přejmenovaný ${b}`;
    rowB[col('Stav skladu')] = 'stock';
    rowB[col('Skladem ks')] = '7';

    const dry = await runImport(staff, text(edited), true);
    expect(dry).toMatchObject({ state: 'checked', dryRun: true, errorCount: 0, changedRows: 2, priceChanges: 1, totalRows: 2 });
    const [still] = await t.database.db.select().from(prices).where(and(eq(prices.sku, a), eq(prices.priceGroup, '_default')));
    expect(still!.price).toBe(priceBefore!.price);
    expect((await t.database.db.select().from(products).where(eq(products.sku, b)))[0]?.stockQuantity).toBe(0);

    const real = await runImport(staff, text(edited), false);
    expect(real).toMatchObject({ state: 'done', dryRun: false, errorCount: 0, changedRows: 2, priceChanges: 1 });
    const [now] = await t.database.db.select().from(prices).where(and(eq(prices.sku, a), eq(prices.priceGroup, '_default')));
    expect(now).toMatchObject({ price: priceBefore!.price + 500, priceWithTax: priceWithTax(priceBefore!.price + 500, (await getProduct(staff, a)).vatRate) });
    const open = await t.database.db.select().from(priceHistory).where(and(eq(priceHistory.sku, a), eq(priceHistory.priceGroup, '_default'), isNull(priceHistory.validTo)));
    expect(open.map((p) => p.price)).toEqual([priceBefore!.price + 500]);
    const [productB] = await t.database.db.select().from(products).where(eq(products.sku, b));
    expect(productB).toMatchObject({ name: `Přejmenovaný ${b}`, stockState: 'stock', stockQuantity: 7 });
    expect(productB!.nameSortKey).not.toBeNull();
    // The listing rows follow (refreshed once per batch, migration 0026): the new price, and after
    // a cut below the 30-day lowest price the discount it announces.
    const vat = (await getProduct(staff, a)).vatRate;
    const listed = await t.database.db.select().from(catalogueEntries).where(and(eq(catalogueEntries.sku, a), eq(catalogueEntries.priceGroup, '_default')));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((e) => e.priceWithTax === priceWithTax(priceBefore!.price + 500, vat))).toBe(true);
    rowA[col('Cena bez DPH (_default)')] = csvKc(priceBefore!.price - 1000);
    expect(await runImport(staff, text([rowA]), false)).toMatchObject({ state: 'done', changedRows: 1, priceChanges: 1 });
    const lowest = priceBefore!.priceWithTax;
    const cut = priceWithTax(priceBefore!.price - 1000, vat);
    const discounted = await t.database.db.select().from(catalogueEntries).where(and(eq(catalogueEntries.sku, a), eq(catalogueEntries.priceGroup, '_default')));
    expect(discounted.map((e) => [e.priceWithTax, e.discountPercent])).toEqual(discounted.map(() => [cut, Math.round(((lowest - cut) * 100) / lowest)]));
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'product.import'), inArray(auditLog.entityId, [a, b])));
    expect(audits).toHaveLength(3);
    expect(audits.filter((x) => x.entityId === a).sort((x, y) => x.id - y.id)[0]).toMatchObject({ before: { prices: { _default: priceBefore!.price } }, after: { prices: { _default: priceBefore!.price + 500 } } });
    expect(audits.find((x) => x.entityId === b)).toMatchObject({ before: { stockQuantity: 0 }, after: { stockQuantity: 7 } });
  });

  it('reports bad lines by line number and column in Czech, and a file with an error changes nothing', async () => {
    const a = await ownProduct();
    const b = await ownProduct();
    const { header, rows, text } = await csvOf([a, b]);
    const col = (title: string) => header.indexOf(title);
    const [priceA] = await t.database.db.select().from(prices).where(and(eq(prices.sku, a), eq(prices.priceGroup, '_default')));
    const edited = rows.map((r) => [...r]);
    edited.find((r) => r[0] === a)![col('Cena bez DPH (_default)')] = csvKc(priceA!.price + 100);
    const bad = [...edited.find((r) => r[0] === b)!];
    bad[col('Cena bez DPH (_default)')] = 'sto korun';
    bad[col('Skladem ks')] = '-3';
    bad[col('V prodeji')] = 'možná';
    const unknown = [...bad];
    unknown[0] = 'NENI-TAKOVY';
    unknown[col('Cena bez DPH (_default)')] = '10,00';
    unknown[col('Skladem ks')] = '1';
    unknown[col('V prodeji')] = 'ano';
    const lines = [edited.find((r) => r[0] === a)!, bad, unknown, edited.find((r) => r[0] === a)!, ['jen', 'tři', 'pole']];
    const job = await runImport(staff, text(lines), false);
    expect(job.state).toBe('failed');
    expect(job.errors).toEqual(
      expect.arrayContaining([
        { line: 3, column: 'Cena bez DPH (_default)', message: CATALOGUE_MESSAGES.priceInvalid },
        { line: 3, column: 'Skladem ks', message: CATALOGUE_MESSAGES.stockQuantityInvalid },
        { line: 3, column: 'V prodeji', message: CATALOGUE_MESSAGES.onSaleInvalid },
        { line: 4, column: 'Kód', message: CATALOGUE_MESSAGES.csvSkuUnknown },
        { line: 5, column: 'Kód', message: CATALOGUE_MESSAGES.csvSkuTwice },
        { line: 6, column: null, message: CATALOGUE_MESSAGES.csvFieldCount },
      ]),
    );
    expect(job.errorCount).toBe(6);
    // All or nothing: line 2 was valid, yet its price did not change.
    const [still] = await t.database.db.select().from(prices).where(and(eq(prices.sku, a), eq(prices.priceGroup, '_default')));
    expect(still!.price).toBe(priceA!.price);

    const badHeader = await runImport(staff, `Kód;Název;Cena (neznámá)\r\nX;Y;1\r\n`, true);
    expect(badHeader.errors).toEqual(
      expect.arrayContaining([
        { line: 1, column: 'Cena (neznámá)', message: CATALOGUE_MESSAGES.csvUnknownColumn },
        { line: 1, column: 'EAN', message: CATALOGUE_MESSAGES.csvMissingColumn },
      ]),
    );
    expect((await runImport(staff, '', true)).errors).toEqual([{ line: 1, column: null, message: CATALOGUE_MESSAGES.csvEmpty }]);
    expect((await runImport(staff, 'Kód;"Název\r\nX;"Y', true)).errors[0]?.message).toBe(CATALOGUE_MESSAGES.csvUnreadable);
  });

  it('a job whose process stopped (no progress for 10 minutes) reads as failed, not running forever', async () => {
    const id = randomUUID();
    const long = new Date(Date.now() - 11 * 60 * 1000);
    await t.database.db.insert(catalogueImports).values({ id, staffEmail: 'x@cisto.test', dryRun: false, state: 'applying', createdAt: long, updatedAt: long });
    const job = await staff.gql<{ catalogueImport: { state: string; stateText: string } }>(`query($id: ID!) { catalogueImport(id: $id) { state stateText } }`, { id });
    expect(job.body.data?.catalogueImport.state).toBe('failed');
    expect(job.body.data?.catalogueImport.stateText).toMatch(/^Import byl přerušen/);
    await t.database.db.delete(catalogueImports).where(eq(catalogueImports.id, id));
  });
});
