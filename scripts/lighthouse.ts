// `npm run lighthouse`: Lighthouse 12 (pinned; 13 needs Node 22), mobile default configuration
// (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown), three runs per page, medians.
// Pages: home, a category, a product and the cart with a product in it, served by the production
// build on a fresh seeded data directory, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Prints the table and writes it to docs/benchmarks.md (section "lighthouse").
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { startShopServer } from '../tests/e2e/shop-server';
import { DEFAULT_CATALOGUE_HASH } from '../src/domain/index.js';
import { writeDocSection } from './doc-section';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Figures = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; bytes: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function numeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  return audits[id]?.numericValue ?? Number.NaN;
}

/** Trace failures Lighthouse itself asks to run again for (seen on a busy machine). */
const RETRIED = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);

async function audit(port: number, url: string, headers: Record<string, string>, attempt = 1): Promise<Figures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && RETRIED.has(lhr.runtimeError.code) && attempt < 3) return audit(port, url, headers, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, { numericValue?: number }>;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric(audits, 'first-contentful-paint'),
    lcp: numeric(audits, 'largest-contentful-paint'),
    tbt: numeric(audits, 'total-blocking-time'),
    cls: numeric(audits, 'cumulative-layout-shift'),
    si: numeric(audits, 'speed-index'),
    bytes: numeric(audits, 'total-byte-weight'),
  };
}

/** A visitor whose cart holds one purchasable product: the cookie Lighthouse sends for /kosik. */
async function cartCookie(baseUrl: string): Promise<string> {
  const ctxRes = await fetch(`${baseUrl}/api/auth/uictx`);
  const cookie = ctxRes.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const ctx = (await ctxRes.json()) as { accessToken: string; checkoutId: string };
  const listing = (await (
    await fetch(`${baseUrl}/api/catalogue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hash: DEFAULT_CATALOGUE_HASH, first: 24 }) })
  ).json()) as { items: { sku: string }[] };
  for (const { sku } of listing.items) {
    const res = await fetch(`${baseUrl}/api/checkout/${ctx.checkoutId}/cart/update-subject-batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.accessToken}`, cookie },
      body: JSON.stringify({ batch: [{ sku, quantity: 1 }] }),
    });
    if (res.ok) return cookie;
  }
  throw new Error('no product of the first listing page could be put in a cart');
}

async function main(): Promise<void> {
  // LIGHTHOUSE_URL audits a shop that is already running (e.g. an older build, for a before/after).
  const given = process.env.LIGHTHOUSE_URL;
  const server = given ? { baseUrl: given.replace(/\/+$/, ''), stop: async () => 0 } : await startShopServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-features=Translate,OptimizationHints,MediaRouter'] });
  try {
    const { baseUrl } = server;
    const home = await (await fetch(`${baseUrl}/`)).text();
    const category = /href="(\/[^"]*\/c\/[0-9a-f]+)"/.exec(home)?.[1];
    const product = /href="(\/[^"]*\/p\/[^"]+)"/.exec(home)?.[1];
    if (!category || !product) throw new Error('the home page links no category or product');
    const pages: [string, string, Record<string, string>][] = [
      ['home', '/', {}],
      ['category', category, {}],
      ['product', product, {}],
      ['cart (1 product)', '/kosik', { Cookie: await cartCookie(baseUrl) }],
    ];
    const rows: string[] = [];
    for (const [name, path, headers] of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(chrome.port, `${baseUrl}${path}`, headers));
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      rows.push(
        `| ${name} | ${m('score')} (${runs.map((r) => r.score).join(', ')}) | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${(m('si') / 1000).toFixed(2)} s | ${Math.round(m('bytes') / 1024)} kB |`,
      );
      console.log(rows.at(-1));
    }
    const table = [
      `Lighthouse ${process.env.npm_package_devDependencies_lighthouse ?? '12'} mobile default configuration, median of ${RUNS} runs (the runs' scores in brackets), measured ${new Date().toISOString().slice(0, 10)} by \`npm run lighthouse\` (production build, PGlite, Debian Chromium, this machine).`,
      '',
      '| page | performance | FCP | LCP | TBT | CLS | Speed Index | transferred |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
    ].join('\n');
    console.log(`\n${table}`);
    if (!given) writeDocSection('lighthouse', table);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
