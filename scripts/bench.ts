/**
 * `npm run bench`: measures, side by side in one run, the shop's hot endpoints against a bare
 * Fastify JSON route (the ceiling of this machine): API reads, server-rendered pages with and without
 * a session (the shared page cache), the CPU one page costs, the home page's initial JavaScript and
 * the peak RSS. Tables go to stdout and to docs/benchmarks.md (section bench-<engine>-<products>).
 *
 * Engine: PGlite (in memory, seeded) by default; PostgreSQL with BENCH_DATABASE_URL (seeded on demand).
 * Catalogue size when the bench seeds: BENCH_PRODUCTS (default: the seed's 520); for 100 000 on
 * PostgreSQL seed once with `DATABASE_URL=… npm run seed -- --products 100000` and point
 * BENCH_DATABASE_URL at it. Duration per scenario: BENCH_SECONDS (default 10), 10 connections.
 * BENCH_ONLY=catalogue,autocomplete runs only the scenarios whose names contain those words.
 * The load generator (autocannon) runs in a child process (scripts/bench-load.mjs), so the peak RSS
 * this process reports is the server's own.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type autocannon from 'autocannon';
import Fastify from 'fastify';
import { fromPglite, fromPostgres, openPglite, type Database } from '../src/server/db/client.js';
import { isSeeded, seedDatabase } from '../src/server/db/seed/index.js';
import { loadConfig } from '../src/server/config.js';
import { buildApp } from '../src/server/app.js';
import { setAnswerCachesEnabled } from '../src/server/services/answer-cache.js';
import { sql } from 'drizzle-orm';
import { DEFAULT_CATALOGUE_HASH, taxonomyHash } from '../src/domain/index.js';
import { writeDocSection } from './doc-section.js';
import { appStartOf, initialScriptsOf } from '../src/client/app-start.js';
import { products as productsTable } from '../src/server/db/schema.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

/** peakRss: the process's high-water mark after the scenario; heap: V8's heap in use right after it (MB). */
type Row = { scenario: string; rps: number; p50: number; p99: number; errors: number; peakRss: number | null; heap: number };

/** Peak resident memory of this process so far (kernel's high-water mark), in MB; null off Linux. */
function peakRssMb(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * V8's heap in use, in MB; after a full collection when the process runs with --expose-gc
 * (NODE_OPTIONS=--expose-gc npm run bench), so it shows what is held rather than garbage not yet collected.
 */
function liveHeapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
}

/** CPU milliseconds (user + system) and wall milliseconds per request, `n` requests one after another. */
async function costPerRequest(n: number, send: () => Promise<Response>): Promise<{ cpu: number; wall: number }> {
  const answer = async () => {
    const res = await send();
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`a page answered ${res.status} while its cost was measured`);
  };
  await answer();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < n; i += 1) await answer();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000 / n, wall: (performance.now() - started) / n };
}

type LoadResult = { average: number; p50: number; p99: number; errors: number; non2xx: number };

function isLoadResult(value: unknown): value is LoadResult {
  if (typeof value !== 'object' || value === null) return false;
  return ['average', 'p50', 'p99', 'errors', 'non2xx'].every((key) => typeof Reflect.get(value, key) === 'number');
}

/** autocannon with `opts` in its own process (scripts/bench-load.mjs). */
async function load(opts: autocannon.Options): Promise<LoadResult> {
  const options = JSON.stringify({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  const { stdout } = await promisify(execFile)(process.execPath, [path.resolve('scripts/bench-load.mjs'), options], { maxBuffer: 1024 * 1024 });
  const parsed: unknown = JSON.parse(stdout);
  if (!isLoadResult(parsed)) throw new Error(`the load generator answered ${stdout}`);
  return parsed;
}

async function run(scenario: string, opts: autocannon.Options): Promise<Row> {
  const result = await load(opts);
  return {
    scenario,
    rps: Math.round(result.average),
    p50: result.p50,
    p99: result.p99,
    errors: result.errors + result.non2xx,
    // Which scenario lifts the memory peak, and whether the heap or something beside it grows.
    peakRss: peakRssMb(),
    heap: liveHeapMb(),
  };
}

async function openBenchDatabase(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? fromPostgres(url, 10) : fromPglite(await openPglite(null));
  await database.exclusive(async () => {
    await database.migrate();
    if (!(await isSeeded(database.db))) {
      await seedDatabase(database.db, process.env.BENCH_PRODUCTS ? { products: Number(process.env.BENCH_PRODUCTS) } : {});
    }
    // Fresh planner statistics and visibility maps, as autovacuum keeps them in production: a
    // just-seeded database would otherwise be planned as empty and its index-only scans would
    // visit the heap for every row.
    await database.db.execute(sql`VACUUM ANALYZE`);
  });
  return database;
}

/**
 * gzip bytes of the JavaScript the home page loads before any interaction: its <script src>,
 * modulepreloads and inline scripts (the start script); and of the app that script starts on idle
 * or first use (the entry and the files of the page's start data, src/client/preload.ts).
 */
function firstLoadJsGzip(html: string, distClient: string): { initial: number; inline: number; app: { files: number; gzip: number } } {
  const gzipOf = (file: string): number => {
    const local = path.join(distClient, file.replace(/^\//, ''));
    return fs.existsSync(local) ? zlib.gzipSync(fs.readFileSync(local), { level: 9 }).length : 0;
  };
  const { linked, inline } = initialScriptsOf(html);
  const app = appStartOf(html);
  const appFiles = app ? [app.entry, ...app.modules] : [];
  return {
    initial: linked.reduce((sum, file) => sum + gzipOf(file), 0) + inline.reduce((sum, code) => sum + zlib.gzipSync(code, { level: 9 }).length, 0),
    inline: inline.length,
    app: { files: appFiles.length, gzip: appFiles.reduce((sum, file) => sum + gzipOf(file), 0) },
  };
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const bare = Fastify();
  bare.get('/bare', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const database = await openBenchDatabase();
  // Overload protection off: the benchmark saturates the server on purpose, and a 503 is not a page.
  const config = { ...loadConfig(), dataDir: fs.mkdtempSync('/tmp/cisto-bench-'), redisUrl: null, overloadEventLoopDelayMs: 0 };
  const distDir = fs.existsSync('dist/server') ? path.resolve('dist') : null;
  const { app } = await buildApp({ config, database, distDir });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const startRss = peakRssMb() ?? '–';
  const [counted] = await database.db.select({ n: sql<number>`count(*)::int` }).from(productsTable);
  const products = counted?.n ?? 0;

  const ctxRes = await fetch(`${url}/api/auth/uictx`);
  const cookie = ctxRes.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const ctx = (await ctxRes.json()) as { accessToken: string; checkoutId: string };
  const authorization = `Bearer ${ctx.accessToken}`;
  const page = (await (
    await fetch(`${url}/api/catalogue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hash: DEFAULT_CATALOGUE_HASH, first: 3 }) })
  ).json()) as { items: { sku: string }[] };
  await fetch(`${url}/api/checkout/${ctx.checkoutId}/cart/update-subject-batch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ batch: page.items.map((i) => ({ sku: i.sku, quantity: 2 })) }),
  });

  const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
  const wanted = (scenario: string) => only.length === 0 || only.some((word) => scenario.includes(word));
  const scenario = async (name: string, opts: autocannon.Options) => {
    if (wanted(name)) rows.push(await run(name, opts));
  };
  const json = { 'content-type': 'application/json' };
  const topCategory = taxonomyHash('/catalogue/uklidova-chemie');

  rows.push(await run('bare Fastify JSON route', { url: `${bareUrl}/bare` }));
  // The cart is priced once per version (services/cart.ts pricedCarts); with the caches off, on every read as before.
  const cartRead: autocannon.Options = { url: `${url}/api/checkout/${ctx.checkoutId}/cart`, headers: { authorization } };
  await scenario('GET /api/checkout/{id}/cart (3 lines); priced cart kept', cartRead);
  const catalogueRequest = (body: unknown): autocannon.Options => ({ url: `${url}/api/catalogue`, method: 'POST', headers: json, body: JSON.stringify(body) });
  // Typed queries, as the header sends them (prefixes, no diacritics, a typo), cycled per connection.
  const typed = ['cis', 'cistic na okna', 'toaletni papir', 'rukavice nitril', 'davkovac mydla', 'cistc na okna', 'mop', 'pytle na odpad'];
  const cached: [string, autocannon.Options][] = [
    ['POST /api/catalogue (root, 24, PRICE_ASC)', catalogueRequest({ hash: DEFAULT_CATALOGUE_HASH, sort: 'PRICE_ASC', first: 24 })],
    // The scenario: a category page with two filters (price range, in stock) and a sort.
    [
      'POST /api/catalogue (category, price range + in stock, PRICE_ASC, 24)',
      catalogueRequest({ hash: topCategory, filter: { priceFrom: 10000, priceTo: 50000, inStock: true }, sort: 'PRICE_ASC', first: 24 }),
    ],
    // Every request a different page: the price filters vary, the sort is by name.
    [
      'POST /api/catalogue (category, 8 price ranges + in stock, NAME_ASC, 24)',
      {
        ...catalogueRequest(null),
        requests: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
          method: 'POST' as const,
          path: '/api/catalogue',
          headers: json,
          body: JSON.stringify({ hash: topCategory, filter: { priceFrom: i * 5000, priceTo: i * 5000 + 30000, inStock: true }, sort: 'NAME_ASC', first: 24 }),
        })),
      },
    ],
    [
      'POST /api/catalogue/filter-options/parameter (category, in stock)',
      { url: `${url}/api/catalogue/filter-options/parameter`, method: 'POST', headers: json, body: JSON.stringify({ hash: topCategory, filter: { inStock: true } }) },
    ],
    [
      'GET /api/search/autocomplete (8 queries cycled)',
      { url: `${url}/api/search/autocomplete`, requests: typed.map((q) => ({ method: 'GET' as const, path: `/api/search/autocomplete?q=${encodeURIComponent(q)}` })) },
    ],
  ];
  // Listing counts, filter options and suggestions are kept briefly as served (answer-cache.ts):
  // each scenario runs once so and once with those caches off (every request on the database).
  for (const [name, opts] of cached) await scenario(`${name}; answer caches on`, opts);
  setAnswerCachesEnabled(false);
  for (const [name, opts] of cached) await scenario(`${name}; caches off`, opts);
  await scenario('GET /api/checkout/{id}/cart (3 lines); caches off (priced on every read)', cartRead);
  setAnswerCachesEnabled(true);
  const pageCosts: string[] = [];
  if (distDir) {
    // A first visit or a crawler (no session: the shared page cache) and a visitor with a session
    // and a cart (rendered for them), on the home page and on a category page.
    await scenario('GET / (home, no session: shared page cache)', { url: `${url}/` });
    // What a browser or a crawler asks for: the page compressed (a kept page is compressed once).
    await scenario('GET / (home, no session, Accept-Encoding br: shared page cache)', { url: `${url}/`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    await scenario('GET / (home, visitor with a session and a cart: rendered)', { url: `${url}/`, headers: { cookie } });
    // The first category of the navigation, as a shopper reaches it (its address with the slug).
    const navigation = (await (await fetch(`${url}/api/content/navigation`)).json()) as { categories: { url: string | null }[] };
    const categoryPath = navigation.categories.find((c) => c.url)?.url ?? '/';
    if ((await fetch(`${url}${categoryPath}`)).status !== 200) throw new Error(`the category page ${categoryPath} does not answer 200`);
    await scenario('GET category page (no session: shared page cache)', { url: `${url}${categoryPath}` });
    await scenario('GET category page (no session, Accept-Encoding br: shared page cache)', { url: `${url}${categoryPath}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    await scenario('GET category page (visitor with a session: rendered)', { url: `${url}${categoryPath}`, headers: { cookie } });
    for (const [name, path] of [['home', '/'], ['category', categoryPath]] as const) {
      const rendered = await costPerRequest(30, () => fetch(`${url}${path}`, { headers: { cookie } }));
      const shared = await costPerRequest(30, () => fetch(`${url}${path}`));
      pageCosts.push(
        `| ${name} | ${rendered.cpu.toFixed(1)} ms | ${rendered.wall.toFixed(1)} ms | ${shared.cpu.toFixed(1)} ms | ${shared.wall.toFixed(1)} ms |`,
      );
    }
  }

  const bareRps = rows[0]?.rps ?? 0;
  const share = (rps: number) => (bareRps > 0 ? `${((rps / bareRps) * 100).toFixed(2)} %` : '–');
  const lines: string[] = [];
  const out = (line = '') => {
    lines.push(line);
    console.log(line);
  };
  out(`Engine: ${database.engine}; ${products} products; ${CONNECTIONS} connections, ${SECONDS} s each; load generator on the same machine, in its own process; measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`.`);
  out();
  out('| scenario | req/s | ÷ bare Fastify | p50 ms | p99 ms | errors | peak RSS after | JS heap after |');
  out('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) out(`| ${r.scenario} | ${r.rps} | ${share(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.peakRss ?? '–'} MB | ${r.heap} MB |`);
  if (pageCosts.length > 0) {
    out();
    out('Cost of one page, 30 requests one after another (CPU of the whole process: server, database engine when embedded, client):');
    out();
    out('| page | CPU, rendered | time, rendered | CPU, shared | time, shared |');
    out('|---|---:|---:|---:|---:|');
    pageCosts.forEach((line) => out(line));
  }
  if (distDir) {
    const html = await (await fetch(`${url}/`)).text();
    const js = firstLoadJsGzip(html, path.join(distDir, 'client'));
    out();
    out(`Initial JavaScript of the home page: ${(js.initial / 1000).toFixed(1)} kB gzip (${js.inline} inline scripts, the start script among them); the app it starts on idle or first use: ${js.app.files} files, ${(js.app.gzip / 1000).toFixed(1)} kB gzip.`);
  }
  out();
  out(
    `Peak RSS of the server's process (the shop${database.engine === 'pglite' ? ' with its embedded PGlite' : ''} and the bare route; the load generator runs in a process of its own): ${peakRssMb() ?? '–'} MB; after start-up: ${startRss} MB.`,
  );
  writeDocSection(`bench-${database.engine}-${products}`, lines.join('\n'));
  await app.close();
  await bare.close();
  // autocannon drops its sockets when a scenario's time is up; the server may still be finishing
  // their last server renders, which would otherwise meet a closed pool.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
