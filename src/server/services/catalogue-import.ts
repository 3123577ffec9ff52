// The products-and-prices CSV import (issue 16) as a job: a row of catalogue_imports that the
// /admin page polls. Two phases:
//  1. check — every line is read and checked (domain parseCatalogueCsvLine), against the stored
//     products in batches of IMPORT_BATCH (one SELECT of products and one of prices per batch),
//     counting the lines that would change. A dry run ends here, and so does a file with any
//     error: nothing is written, the page lists the errors by line and column.
//  2. apply (a real import of a file without errors) — per batch of IMPORT_BATCH lines, one
//     transaction: the batch's rows are locked and compared again (the file may be stale by then),
//     then ONE `UPDATE products … FROM (VALUES …)`, ONE `INSERT INTO prices … ON CONFLICT DO UPDATE`
//     and one multi-row INSERT of audit rows. The statement-level triggers (listing rows, price
//     history, discounts, search read models, page stamp) thus run once per batch, not per row.
// Progress lives in the job row, updated once per batch (PGlite runs one transaction at a time,
// so a poll gets its answer between two batches). After the last batch the stock watchdog mails
// those waiting for products whose stock went from 0 to more, and the answer caches are dropped.

import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CATALOGUE_CSV_DELIMITER,
  CATALOGUE_CSV_MAX_ROWS,
  CATALOGUE_MESSAGES,
  catalogueCsvLayout,
  catalogueRowChanges,
  parseCatalogueCsvLine,
  priceWithTax,
  stockReturnedByEdit,
  type CatalogueCsvProduct,
  type CatalogueCsvRow,
  type CsvLineError,
} from '../../domain/index.js';
import type { Db } from '../db/client.js';
import { nameColumns } from '../db/name-sort-keys.js';
import { auditLog, catalogueImports, prices, products, type CatalogueImportState } from '../db/schema.js';
import { clearAnswerCaches } from './answer-cache.js';
import { eanOwners, priceGroupList } from './admin-catalogue.js';
import type { Services } from './index.js';
import type { StaffActor } from './staff.js';
import { notifyStockReturned } from './stock-watch.js';

export const IMPORT_BATCH = 1_000;
/** Errors kept in the job row (the count has them all). */
export const IMPORT_ERRORS_KEPT = 500;

export const IMPORT_STATE_TEXTS: Readonly<Record<CatalogueImportState, string>> = {
  checking: 'Kontroluji soubor',
  checked: 'Zkušební import dokončen',
  applying: 'Zapisuji změny',
  done: 'Import dokončen',
  failed: 'Import neproběhl',
};

type ImportServices = Pick<Services, 'database' | 'mailer' | 'config' | 'tokens' | 'outbox'>;
type ImportRow = typeof catalogueImports.$inferSelect;

/** Reads the file into lines of fields with their line numbers, or the line where it stops being CSV. */
function readCsv(text: string): { ok: true; records: { line: number; fields: string[] }[] } | { ok: false; error: CsvLineError } {
  try {
    const parsed = parse(text, { delimiter: CATALOGUE_CSV_DELIMITER, bom: true, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return { ok: true, records: parsed.map((p) => ({ line: p.info.lines, fields: p.record })) };
  } catch (err) {
    const line = typeof err === 'object' && err !== null && 'lines' in err && typeof err.lines === 'number' ? err.lines : 1;
    return { ok: false, error: { line, column: null, message: CATALOGUE_MESSAGES.csvUnreadable } };
  }
}

/** The stored products (and their prices) of some skus, in the shape the CSV compares. */
async function storedProducts(db: Db, skus: readonly string[], lock = false): Promise<Map<string, CatalogueCsvProduct>> {
  if (skus.length === 0) return new Map();
  const query = db
    .select({ sku: products.sku, name: products.name, ean: products.ean, onSale: products.onSale, stockState: products.stockState, stockQuantity: products.stockQuantity, vatRate: products.vatRate })
    .from(products)
    .where(inArray(products.sku, [...skus]));
  const [rows, priceRows] = await Promise.all([
    lock ? query.orderBy(products.sku).for('update') : query,
    db.select({ sku: prices.sku, priceGroup: prices.priceGroup, price: prices.price }).from(prices).where(inArray(prices.sku, [...skus])),
  ]);
  const byProduct = new Map<string, Map<string, number>>();
  for (const p of priceRows) {
    const m = byProduct.get(p.sku) ?? new Map<string, number>();
    m.set(p.priceGroup, p.price);
    byProduct.set(p.sku, m);
  }
  return new Map(rows.map((r) => [r.sku, { ...r, prices: byProduct.get(r.sku) ?? new Map() }]));
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type CheckOutcome = { rows: CatalogueCsvRow[]; errors: CsvLineError[]; errorCount: number; changedRows: number; priceChanges: number; totalRows: number };

async function checkFile(db: Db, id: string, text: string): Promise<CheckOutcome> {
  const outcome: CheckOutcome = { rows: [], errors: [], errorCount: 0, changedRows: 0, priceChanges: 0, totalRows: 0 };
  const report = (e: CsvLineError) => {
    outcome.errorCount += 1;
    if (outcome.errors.length < IMPORT_ERRORS_KEPT) outcome.errors.push(e);
  };
  if (text.replace(/^\uFEFF/, '').trim() === '') {
    report({ line: 1, column: null, message: CATALOGUE_MESSAGES.csvEmpty });
    return outcome;
  }
  const read = readCsv(text);
  if (!read.ok) {
    report(read.error);
    return outcome;
  }
  const [header, ...lines] = read.records;
  if (!header) {
    report({ line: 1, column: null, message: CATALOGUE_MESSAGES.csvEmpty });
    return outcome;
  }
  outcome.totalRows = lines.length;
  if (lines.length > CATALOGUE_CSV_MAX_ROWS) {
    report({ line: CATALOGUE_CSV_MAX_ROWS + 2, column: null, message: CATALOGUE_MESSAGES.csvTooManyRows });
    return outcome;
  }
  const groups = (await priceGroupList(db)).map((g) => g.id);
  const layout = catalogueCsvLayout(header.fields, groups);
  if (!layout.ok) {
    layout.errors.forEach(report);
    return outcome;
  }
  const seen = new Set<string>();
  for (const { line, fields } of lines) {
    const parsed = parseCatalogueCsvLine(fields, line, layout.layout);
    if (!parsed.ok) parsed.errors.forEach(report);
    else if (seen.has(parsed.row.sku)) report({ line, column: 'Kód', message: CATALOGUE_MESSAGES.csvSkuTwice });
    else {
      seen.add(parsed.row.sku);
      outcome.rows.push(parsed.row);
    }
  }
  // Against the stored catalogue, batch by batch; the job row shows how far it is.
  const finalEan = new Map<string, string | null>(outcome.rows.map((r) => [r.sku, r.ean]));
  let processed = 0;
  for (const batch of batches(outcome.rows, IMPORT_BATCH)) {
    const stored = await storedProducts(db, batch.map((r) => r.sku));
    const newEans: string[] = [];
    for (const row of batch) {
      const current = stored.get(row.sku);
      if (!current) {
        report({ line: row.line, column: 'Kód', message: CATALOGUE_MESSAGES.csvSkuUnknown });
        continue;
      }
      const changes = catalogueRowChanges(row, current);
      if (changes.product || changes.prices.length > 0) outcome.changedRows += 1;
      outcome.priceChanges += changes.prices.length;
      if (row.ean !== null && row.ean !== current.ean) newEans.push(row.ean);
    }
    // A new EAN must not stay another product's: unless that product gets another EAN in the same file.
    const owners = await eanOwners(db, newEans);
    for (const row of batch) {
      if (row.ean === null) continue;
      const owner = owners.get(row.ean);
      if (owner !== undefined && owner !== row.sku && (finalEan.has(owner) ? finalEan.get(owner) === row.ean : true)) {
        report({ line: row.line, column: 'EAN', message: CATALOGUE_MESSAGES.eanTaken });
      }
    }
    processed += batch.length;
    await db.update(catalogueImports).set({ processedRows: processed, updatedAt: new Date() }).where(eq(catalogueImports.id, id));
  }
  const byEan = new Map<string, number>();
  for (const row of outcome.rows) {
    if (row.ean === null) continue;
    if (byEan.has(row.ean)) report({ line: row.line, column: 'EAN', message: CATALOGUE_MESSAGES.eanTaken });
    else byEan.set(row.ean, row.line);
  }
  outcome.errors.sort((a, b) => a.line - b.line);
  return outcome;
}

async function applyBatch(db: Db, actor: Pick<StaffActor, 'id' | 'email'>, id: string, batch: readonly CatalogueCsvRow[], processed: number) {
  return db.transaction(async (tx) => {
    const stored = await storedProducts(tx, batch.map((r) => r.sku), true);
    await tx.execute(sql`SELECT set_config('cisto.defer_listing', 'on', true)`);
    const productRows: CatalogueCsvRow[] = [];
    const priceRows: { sku: string; priceGroup: string; price: number; priceWithTax: number }[] = [];
    const audits: (typeof auditLog.$inferInsert)[] = [];
    const stockBack: string[] = [];
    const at = new Date();
    for (const row of batch) {
      const current = stored.get(row.sku);
      if (!current) continue;
      const changes = catalogueRowChanges(row, current);
      if (!changes.product && changes.prices.length === 0) continue;
      if (changes.product) productRows.push(row);
      // A VAT change re-derives every price with tax of the product, the file's cells or not.
      const written = new Map(changes.prices.map((p) => [p.priceGroup, p.price]));
      if (row.vatRate !== current.vatRate) for (const [g, p] of current.prices) if (!written.has(g)) written.set(g, p);
      for (const [priceGroup, price] of written) priceRows.push({ sku: row.sku, priceGroup, price, priceWithTax: priceWithTax(price, row.vatRate) });
      if (stockReturnedByEdit(current.stockQuantity, row.stockQuantity)) stockBack.push(row.sku);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const key of ['name', 'ean', 'onSale', 'stockState', 'stockQuantity', 'vatRate'] as const) {
        if (row[key] !== current[key]) {
          before[key] = current[key];
          after[key] = row[key];
        }
      }
      if (changes.prices.length > 0) {
        before.prices = Object.fromEntries(changes.prices.map((p) => [p.priceGroup, current.prices.get(p.priceGroup) ?? null]));
        after.prices = Object.fromEntries(changes.prices.map((p) => [p.priceGroup, p.price]));
      }
      audits.push({ staffId: actor.id, staffEmail: actor.email, at, action: 'product.import', entity: 'product', entityId: row.sku, before, after });
    }
    if (productRows.length > 0) {
      // One statement for the batch: the columns as arrays, unnested into rows (name_sort_key with
      // the name, as every writer of a name sets it: name-sort-keys.ts).
      const col = <T,>(pick: (r: CatalogueCsvRow) => T) => sql.param(productRows.map(pick));
      await tx.execute(sql`
        UPDATE products p SET name = v.name, name_sort_key = v.sort_key, ean = v.ean, on_sale = v.on_sale,
          stock_state = v.stock_state, stock_quantity = v.stock_quantity, vat_rate = v.vat_rate
        FROM unnest(${col((r) => r.sku)}::text[], ${col((r) => r.name)}::text[], ${col((r) => nameColumns(r.name).nameSortKey)}::text[],
          ${col((r) => r.ean)}::text[], ${col((r) => r.onSale)}::boolean[], ${col((r) => r.stockState)}::text[],
          ${col((r) => r.stockQuantity)}::integer[], ${col((r) => r.vatRate)}::integer[])
          AS v(sku, name, sort_key, ean, on_sale, stock_state, stock_quantity, vat_rate)
        WHERE p.sku = v.sku`);
      const vatChanged = productRows.filter((r) => r.vatRate !== stored.get(r.sku)?.vatRate);
      if (vatChanged.length > 0) {
        // Quantity tiers keep their net price; their price with tax follows the new rate (rounded half up, as priceWithTax).
        await tx.execute(sql`
          UPDATE quantity_prices q SET price_with_tax = q.price + (q.price * v.vat_rate + 50) / 100
          FROM unnest(${sql.param(vatChanged.map((r) => r.sku))}::text[], ${sql.param(vatChanged.map((r) => r.vatRate))}::bigint[]) AS v(sku, vat_rate)
          WHERE q.sku = v.sku`);
      }
    }
    if (priceRows.length > 0) {
      await tx
        .insert(prices)
        .values(priceRows)
        .onConflictDoUpdate({ target: [prices.sku, prices.priceGroup], set: { price: sql`excluded.price`, priceWithTax: sql`excluded.price_with_tax` } });
    }
    if (audits.length > 0) {
      // The listing rows of the batch's changed products, refreshed once now that products, prices
      // and the price history are written (the triggers deferred it: migration 0026).
      await tx.execute(sql`SELECT catalogue_entries_upsert_from(${sql.param(audits.map((a) => a.entityId))}::text[])`);
      await tx.insert(auditLog).values(audits);
    }
    await tx.update(catalogueImports).set({ processedRows: processed + batch.length, updatedAt: new Date() }).where(eq(catalogueImports.id, id));
    return { changed: audits.length, priceChanges: priceRows.length, stockBack };
  });
}

/** Starts an import job and returns its id at once; the work continues in the background. */
export async function startCatalogueImport(services: ImportServices, actor: StaffActor, text: string, dryRun: boolean): Promise<string> {
  const id = randomUUID();
  await services.database.db.insert(catalogueImports).values({ id, staffId: actor.id, staffEmail: actor.email, dryRun, state: 'checking' });
  void runCatalogueImport(services, actor, id, text, dryRun);
  return id;
}

/** The job's work (awaited by the benchmark). Never throws: a failure is the job's state `failed`. */
export async function runCatalogueImport(services: ImportServices, actor: Pick<StaffActor, 'id' | 'email'>, id: string, text: string, dryRun: boolean): Promise<void> {
  const { db } = services.database;
  const started = Date.now();
  try {
    const checked = await checkFile(db, id, text);
    const checkMs = Date.now() - started;
    const summary = { totalRows: checked.totalRows, errorCount: checked.errorCount, errors: checked.errors, checkMs, updatedAt: new Date() };
    if (checked.errorCount > 0 || dryRun) {
      await db
        .update(catalogueImports)
        .set({ ...summary, state: dryRun ? 'checked' : 'failed', processedRows: checked.totalRows, changedRows: checked.changedRows, priceChanges: checked.priceChanges })
        .where(eq(catalogueImports.id, id));
      return;
    }
    await db.update(catalogueImports).set({ ...summary, state: 'applying', processedRows: 0 }).where(eq(catalogueImports.id, id));
    const applyStarted = Date.now();
    let processed = 0;
    let changed = 0;
    let priceChanges = 0;
    const stockBack: string[] = [];
    for (const batch of batches(checked.rows, IMPORT_BATCH)) {
      const done = await applyBatch(db, actor, id, batch, processed);
      processed += batch.length;
      changed += done.changed;
      priceChanges += done.priceChanges;
      stockBack.push(...done.stockBack);
    }
    await db.insert(auditLog).values({ staffId: actor.id, staffEmail: actor.email, action: 'catalogue.import', entity: 'catalogue-import', entityId: id, before: null, after: { rows: checked.totalRows, changed, priceChanges } });
    await db
      .update(catalogueImports)
      .set({ state: 'done', processedRows: processed, changedRows: changed, priceChanges, applyMs: Date.now() - applyStarted, updatedAt: new Date() })
      .where(eq(catalogueImports.id, id));
    if (changed > 0) clearAnswerCaches();
    for (const skus of batches(stockBack, IMPORT_BATCH)) await notifyStockReturned(services, skus);
  } catch {
    await db
      .update(catalogueImports)
      .set({ state: 'failed', errorCount: sql`${catalogueImports.errorCount} + 1`, errors: [{ line: 0, column: null, message: 'Import selhal chybou serveru; zapsané dávky zůstaly, opakujte prosím import stejného souboru.' }], updatedAt: new Date() })
      .where(eq(catalogueImports.id, id))
      .catch(() => undefined);
  }
}

/** A running job whose row has not moved for this long lost its process (a restart): shown as failed. */
export const IMPORT_STALE_MS = 10 * 60 * 1000;

export async function catalogueImport(db: Db, id: string, now = Date.now()): Promise<(ImportRow & { stateText: string }) | null> {
  const [row] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id)).orderBy(desc(catalogueImports.createdAt));
  if (!row) return null;
  const running = row.state === 'checking' || row.state === 'applying';
  if (running && now - row.updatedAt.getTime() > IMPORT_STALE_MS) {
    return { ...row, state: 'failed', stateText: 'Import byl přerušen (restart serveru); zapsané dávky zůstaly, nahrajte prosím soubor znovu.' };
  }
  return { ...row, stateText: IMPORT_STATE_TEXTS[row.state] };
}
