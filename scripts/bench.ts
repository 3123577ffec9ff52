/**
 * `npm run bench`: measures, side by side in one run, the shop's hot endpoints against a bare
 * Fastify JSON route (the ceiling of this machine): API reads, server-rendered pages with and without
 * a session (the shared page cache), the bare route answering the home page's bytes (the ceiling for
 * a page sent uncompressed: the load generator reads every byte), the CPU one page costs, the home
 * page's initial JavaScript and the peak RSS. Tables go to stdout and to docs/benchmarks.md (section bench-<engine>-<products>).
 *
 * Engine: PGlite (in memory, seeded) by default; PostgreSQL with BENCH_DATABASE_URL (seeded on demand).
 * Catalogue size when the bench seeds: BENCH_PRODUCTS (default: the seed's 520); for 100 000 on
 * PostgreSQL seed once with `DATABASE_URL=… npm run seed -- --products 100000` and point
 * BENCH_DATABASE_URL at it. Duration per scenario: BENCH_SECONDS (default 10), 10 connections.
 * BENCH_ONLY=catalogue,autocomplete runs only the scenarios whose names contain those words.
 * The shop runs as `npm start` runs it: the compiled server (`node dist/api/main.js`, built when stale)
 * in a process of its own (tests/e2e/shop-server.ts), on a PGlite data directory this script seeds
 * first, or on BENCH_DATABASE_URL. Its peak RSS and CPU are read from /proc. The load generator
 * (autocannon) runs in another process (scripts/bench-load.mjs); the bare route stays in this one.
 * The scenarios with the answer caches off run on the same server restarted with ANSWER_CACHES=off.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type autocannon from 'autocannon';
import os from 'node:os';
import Fastify from 'fastify';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { isSeeded, seedDatabase } from '../src/server/db/seed/index.js';
import { sql } from 'drizzle-orm';
import { startShopServer, type ShopServer } from '../tests/e2e/shop-server.js';
import { DEFAULT_CATALOGUE_HASH, taxonomyHash } from '../src/domain/index.js';
import { writeDocSection } from './doc-section.js';
import { appStartOf, initialScriptsOf } from '../src/client/app-start.js';
import { products as productsTable } from '../src/server/db/schema.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

/** peakRss: the server's high-water mark after the scenario; rss: its resident memory right after it (MB). */
type Row = { scenario: string; rps: number; p50: number; p99: number; errors: number; peakRss: number | null; rss: number | null };

/** A field of /proc/<pid>/status in MB (VmHWM: the kernel's high-water mark; VmRSS: now); null off Linux. */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU (user + system) the process `pid` has used, in ms: /proc/<pid>/stat counts clock ticks of 10 ms. */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  // After "(comm) ": field 3 of stat is fields[0]; utime and stime are stat's 14 and 15.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server's CPU milliseconds and the wall milliseconds per request, `n` requests one after another. */
async function costPerRequest(pid: number, n: number, send: () => Promise<Response>): Promise<{ cpu: number; wall: number }> {
  const answer = async () => {
    const res = await send();
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`a page answered ${res.status} while its cost was measured`);
  };
  await answer();
  const cpu = cpuMsOf(pid);
  const started = performance.now();
  for (let i = 0; i < n; i += 1) await answer();
  return { cpu: (cpuMsOf(pid) - cpu) / n, wall: (performance.now() - started) / n };
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

/** The server under test (its process id: for its memory and CPU). */
let server: ShopServer;

async function run(scenario: string, opts: autocannon.Options): Promise<Row> {
  const result = await load(opts);
  return {
    scenario,
    rps: Math.round(result.average),
    p50: result.p50,
    p99: result.p99,
    errors: result.errors + result.non2xx,
    // Which scenario lifts the memory peak, and whether the process gives the memory back after it.
    peakRss: statusMb(server.pid, 'VmHWM'),
    rss: statusMb(server.pid, 'VmRSS'),
  };
}

type BenchDatabase = { engine: Database['engine']; products: number; env: Record<string, string>; dataDir?: string };

/**
 * Seeds the database when it is empty and refreshes its planner statistics, then closes it for the
 * server: PGlite in a data directory of its own (one process at a time), or BENCH_DATABASE_URL.
 */
async function prepareBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-bench-'));
  // The server's own choice of engine and place (PGlite under the data directory), so it finds what this seeded.
  const database = await openDatabase({ databaseUrl: url ?? null, dataDir: dataDir ?? '' });
  try {
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
    const [counted] = await database.db.select({ n: sql<number>`count(*)::int` }).from(productsTable);
    return { engine: database.engine, products: counted?.n ?? 0, env: url ? { DATABASE_URL: url } : {}, ...(dataDir ? { dataDir } : {}) };
  } finally {
    await database.close();
  }
}

/** The production server on the bench database; overload protection off (the benchmark saturates it on purpose, and a 503 is not a page). */
async function startServer(database: BenchDatabase, env: Record<string, string> = {}): Promise<ShopServer> {
  return startShopServer({ ...database.env, OVERLOAD_EVENT_LOOP_DELAY_MS: '0', REDIS_URL: '', ...env }, 180_000, {
    ...(database.dataDir ? { dataDir: database.dataDir } : {}),
    keepDataDir: true,
  });
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
  // The same route answering the home page's HTML as the shop sends it without compression: the
  // ceiling of the load generator and the loopback for that many bytes per answer.
  let homeHtml = '';
  bare.get('/page-bytes', async (_request, reply) => reply.type('text/html; charset=utf-8').send(homeHtml));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const database = await prepareBenchDatabase();
  server = await startServer(database);
  const url = server.baseUrl;
  const distDir = path.resolve('dist');
  const startRss = statusMb(server.pid, 'VmRSS') ?? '–';
  const products = database.products;

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

  // The cart is priced once per version (services/cart.ts pricedCarts); with the caches off, on every read as before.
  const cartRead: autocannon.Options = { url: `${url}/api/checkout/${ctx.checkoutId}/cart`, headers: { authorization } };
  // A warm-up, so that the first scenarios do not pay for the JIT compiler and cold database buffers.
  await load({ url: `${url}/`, headers: { cookie }, duration: 3 });
  await load({ ...cartRead, duration: 2 });
  rows.push(await run('bare Fastify JSON route', { url: `${bareUrl}/bare` }));
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
  const pageCosts: string[] = [];
  // A first visit or a crawler (no session: the shared page cache) and a visitor with a session
  // and a cart (rendered for them), on the home page and on a category page.
  await scenario('GET / (home, no session: shared page cache)', { url: `${url}/` });
  // The page as a first visit gets it: for the bare route below and the initial JavaScript counted at the end.
  homeHtml = await (await fetch(`${url}/`)).text();
  await scenario(`bare Fastify route answering the home page's ${Math.round(Buffer.byteLength(homeHtml) / 1000)} kB of HTML, uncompressed`, { url: `${bareUrl}/page-bytes` });
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
    const rendered = await costPerRequest(server.pid, 30, () => fetch(`${url}${path}`, { headers: { cookie } }));
    // A shared page costs a few ms: more requests, for the 10 ms ticks of the kernel's CPU count.
    const shared = await costPerRequest(server.pid, 300, () => fetch(`${url}${path}`));
    pageCosts.push(
      `| ${name} | ${rendered.cpu.toFixed(1)} ms | ${rendered.wall.toFixed(1)} ms | ${shared.cpu.toFixed(1)} ms | ${shared.wall.toFixed(1)} ms |`,
    );
  }
  const peakRss = statusMb(server.pid, 'VmHWM') ?? '–';
  await server.stop();

  // The same scenarios with every answer cache off: the server restarted with ANSWER_CACHES=off.
  server = await startServer(database, { ANSWER_CACHES: 'off' });
  const offUrl = (opts: autocannon.Options): autocannon.Options => ({ ...opts, url: String(opts.url).replace(url, server.baseUrl) });
  for (const [name, opts] of cached) await scenario(`${name}; caches off`, offUrl(opts));
  await scenario('GET /api/checkout/{id}/cart (3 lines); caches off (priced on every read)', offUrl(cartRead));
  await server.stop();
  if (database.dataDir) fs.rmSync(database.dataDir, { recursive: true, force: true });

  const bareRps = rows[0]?.rps ?? 0;
  const share = (rps: number) => (bareRps > 0 ? `${((rps / bareRps) * 100).toFixed(2)} %` : '–');
  const lines: string[] = [];
  const out = (line = '') => {
    lines.push(line);
    console.log(line);
  };
  out(`Engine: ${database.engine}; ${products} products; ${CONNECTIONS} connections, ${SECONDS} s each; the shop as \`npm start\` runs it, the load generator in a process of its own, on the same machine; measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\`.`);
  out();
  out(`| scenario | req/s | ÷ bare Fastify | p50 ms | p99 ms | errors | server's peak RSS after | server's RSS after |`);
  out('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) out(`| ${r.scenario} | ${r.rps} | ${share(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.peakRss ?? '–'} MB | ${r.rss ?? '–'} MB |`);
  out();
  out(`Cost of one page, one request after another (the server process's CPU${database.engine === 'pglite' ? ', its embedded PGlite included' : ''}; 30 rendered, 300 shared):`);
  out();
  out('| page | CPU, rendered | time, rendered | CPU, shared | time, shared |');
  out('|---|---:|---:|---:|---:|');
  pageCosts.forEach((line) => out(line));
  const js = firstLoadJsGzip(homeHtml, path.join(distDir, 'client'));
  out();
  out(`Initial JavaScript of the home page: ${(js.initial / 1000).toFixed(1)} kB gzip (${js.inline} inline scripts, the start script among them); the app it starts on idle or first use: ${js.app.files} files, ${(js.app.gzip / 1000).toFixed(1)} kB gzip.`);
  out();
  out(
    `Peak RSS of the server's process (${database.engine === 'pglite' ? 'the shop with its embedded PGlite' : 'the shop'}; the load generator and the bare route run in other processes) with the answer caches on: ${peakRss} MB; after start-up: ${startRss} MB.`,
  );
  writeDocSection(`bench-${database.engine}-${products}`, lines.join('\n'));
  await bare.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
