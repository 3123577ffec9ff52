// How long the back office's CSV import takes (docs/back-office.md): N products of their own in a
// seeded in-memory PGlite, their CSV exported, every line's default price raised by 1 Kč, then
// the dry run and the real import timed (the job's own check and apply phases).
// `npx tsx scripts/bench-import.ts 10000` (default 10 000; 100 000 works, and takes minutes).
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { CATALOGUE_CSV_DELIMITER, csvKc, parseCsvKc, priceColumnHeader } from '../src/domain/index.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { fromPglite, openPglite } from '../src/server/db/client.js';
import { catalogueImports, prices, productTaxonomies, products } from '../src/server/db/schema.js';
import { isSeeded, seedDatabase } from '../src/server/db/seed/index.js';
import { catalogueCsv } from '../src/server/services/admin-catalogue.js';
import { runCatalogueImport } from '../src/server/services/catalogue-import.js';

const N = Number(process.argv[2] ?? 10_000);
const INSERT_BATCH = 1_000;
const PREFIX = 'BENCH-';

const database = fromPglite(await openPglite(null));
await database.migrate();
if (!(await isSeeded(database.db))) await seedDatabase(database.db, {});
const db = database.db;

// N products: copies of the seeded ones (with their prices and category links) under new skus.
let t = performance.now();
const base = await db.select().from(products).where(eq(products.onSale, true));
const basePrices = await db.select().from(prices).where(inArray(prices.sku, base.map((b) => b.sku)));
const baseLinks = await db.select().from(productTaxonomies).where(inArray(productTaxonomies.sku, base.map((b) => b.sku)));
for (let start = 0; start < N; start += INSERT_BATCH) {
  const rows = Array.from({ length: Math.min(INSERT_BATCH, N - start) }, (_, k) => {
    const i = start + k;
    const source = base[i % base.length]!;
    const { createdAt: _c, updatedAt: _u, ...rest } = source;
    return { source: source.sku, row: { ...rest, sku: `${PREFIX}${String(i).padStart(6, '0')}`, ean: null, name: `${source.name} ${i}`, nameSortKey: null } };
  });
  await db.insert(products).values(rows.map((r) => r.row));
  await db.insert(prices).values(rows.flatMap((r) => basePrices.filter((p) => p.sku === r.source).map((p) => ({ ...p, sku: r.row.sku }))));
  await db.insert(productTaxonomies).values(rows.flatMap((r) => baseLinks.filter((l) => l.sku === r.source).map((l) => ({ ...l, sku: r.row.sku }))));
}
await db.execute(sql`VACUUM ANALYZE`);
console.log(`setup: ${N} products in ${((performance.now() - t) / 1000).toFixed(1)} s`);

const config = { ...loadConfig({ NODE_ENV: 'production' }), dataDir: fs.mkdtempSync('/tmp/cisto-bench-import-'), redisUrl: null, stockWatchSweepSeconds: 0 };
const { app, services } = await buildApp({ config, database, distDir: null });
const actor = { id: 'bench', email: 'bench@cisto.test' };

t = performance.now();
const exported = await catalogueCsv(db);
const exportMs = performance.now() - t;
const [header = [], ...records] = parse(exported, { delimiter: CATALOGUE_CSV_DELIMITER, bom: true }) as string[][];
const priceColumn = header.indexOf(priceColumnHeader('_default'));
const edited = records
  .filter((r) => (r[0] ?? '').startsWith(PREFIX))
  .map((r) => r.map((cell, i) => (i === priceColumn && cell !== '' ? csvKc((parseCsvKc(cell) ?? 0) + 100) : cell)));
const file = stringify([header, ...edited], { bom: true, delimiter: CATALOGUE_CSV_DELIMITER, record_delimiter: 'windows' });

async function timed(dryRun: boolean) {
  const id = `bench-${dryRun ? 'dry' : 'real'}-${Date.now()}`;
  await db.insert(catalogueImports).values({ id, staffId: null, staffEmail: actor.email, dryRun, state: 'checking' });
  const started = performance.now();
  await runCatalogueImport(services, actor, id, file, dryRun);
  const wall = performance.now() - started;
  const [job] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, id));
  return { wall, job };
}

const dry = await timed(true);
const real = await timed(false);
const [check] = await db.select({ n: sql<number>`count(*)::int` }).from(prices).where(like(prices.sku, `${PREFIX}%`));
console.log(`export of ${records.length} products: ${(exportMs / 1000).toFixed(1)} s, ${(Buffer.byteLength(file) / 1024 / 1024).toFixed(1)} MB for ${edited.length} lines`);
console.log(`dry run: ${(dry.wall / 1000).toFixed(1)} s, state ${dry.job?.state}, ${dry.job?.changedRows} changes, ${dry.job?.errorCount} errors`);
console.log(
  `import: ${(real.wall / 1000).toFixed(1)} s (check ${((real.job?.checkMs ?? 0) / 1000).toFixed(1)} s + apply ${((real.job?.applyMs ?? 0) / 1000).toFixed(1)} s), state ${real.job?.state}, ${real.job?.changedRows} products, ${real.job?.priceChanges} prices, ${check?.n} price rows`,
);
await app.close();
await database.close();
fs.rmSync(config.dataDir, { recursive: true, force: true });
