// `npx tsx scripts/trace-first-load.ts`: the main-thread work of a first load on a phone, a steadier guide
// than Lighthouse's TBT on this shared machine. Each key page opens in a fresh context of Debian's
// Chromium (375×667, touch, CDP CPU throttling ×4, no network throttling) served by the production build;
// per page, median of TRACE_RUNS (3): script and task time (CDP Performance.getMetrics), long tasks
// (count, blocking time beyond 50 ms) from a PerformanceObserver, the bytes of JavaScript received, the
// serialised Apollo state, the LCP element and its time, when the app had hydrated (it starts on idle
// after the load event), and the heaviest scripts by CPU (the profiler's
// self time, grouped by file and by function). TRACE_URL measures a shop that is already running (for main
// vs a branch); TRACE_PAGES=home,product limits the pages.
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { startShopServer } from '../tests/e2e/shop-server';

const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const CPU_SLOWDOWN = 4;

/** What the page's init script collects (window.__trace). */
type TraceState = { longTasks: number[]; lcp: number; lcpElement: string; hydrated: number };

type Figures = {
  scriptMs: number;
  taskMs: number;
  longTasks: number;
  blockingMs: number;
  jsKb: number;
  stateKb: number;
  lcpMs: number;
  lcpElement: string;
  /** When the app had hydrated (html[data-hydrated]); it starts on idle after the load event. */
  hydratedMs: number;
  topFiles: [string, number][];
  topFunctions: [string, number][];
};

type ProfileNode = { id: number; callFrame: { url: string; functionName: string }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Self time per script file or per function (ms, throttled clock), from the sampled profile. */
function selfTime(profile: Profile, byFunction: boolean): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, i) => {
    const node = byId.get(id);
    const url = node?.callFrame.url ?? '';
    const name = node?.callFrame.functionName || '(anonymous)';
    const key = byFunction ? `${name}@${url.split('/').pop() ?? ''}` : url ? url.replace(/^https?:\/\/[^/]+/, '') : name;
    totals.set(key, (totals.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  const skipped = new Set(['(idle)', '(program)', '(idle)@', '(program)@']);
  return [...totals.entries()].filter(([f]) => !skipped.has(f)).sort((a, b) => b[1] - a[1]).slice(0, 5);
}

async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((m) => m.name === name)?.value ?? 0;
}

async function measure(page: Page, cdp: CDPSession, url: string, headers: Record<string, string>): Promise<Figures> {
  let jsBytes = 0;
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      void res.body().then((b) => (jsBytes += b.length), () => undefined);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __trace: TraceState };
    w.__trace = { longTasks: [], lcp: 0, lcpElement: '', hydrated: 0 };
    // The script runs before <html> exists: watch the document for the mark.
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      w.__trace.hydrated = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__trace.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
      if (!last) return;
      w.__trace.lcp = last.startTime;
      const el = last.element;
      w.__trace.lcpElement = el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '?';
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.setExtraHTTPHeaders(headers);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const response = await page.goto(url, { waitUntil: 'load' });
  const html = (await response?.text()) ?? '';
  // The app starts on idle after the load event; then hydration and the idle work after it: wait
  // until the main thread has been quiet.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(3000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const trace = await page.evaluate(() => (window as unknown as { __trace: TraceState }).__trace);
  const state = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html);
  return {
    scriptMs: (await metric(cdp, 'ScriptDuration')) * 1000,
    taskMs: (await metric(cdp, 'TaskDuration')) * 1000,
    longTasks: trace.longTasks.length,
    blockingMs: trace.longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    jsKb: jsBytes / 1024,
    stateKb: (state?.[1] ?? '').length / 1024,
    lcpMs: trace.lcp,
    lcpElement: trace.lcpElement,
    hydratedMs: trace.hydrated,
    topFiles: selfTime(profile, false),
    topFunctions: selfTime(profile, true),
  };
}

async function main(): Promise<void> {
  const given = process.env.TRACE_URL;
  const server = given ? { baseUrl: given.replace(/\/+$/, ''), stop: async () => 0 } : await startShopServer();
  const browser = await launchBrowser();
  try {
    const { baseUrl } = server;
    const home = await (await fetch(`${baseUrl}/`)).text();
    const category = /href="(\/[^"]*\/c\/[0-9a-f]+)"/.exec(home)?.[1];
    const product = /href="(\/[^"]*\/p\/[^"]+)"/.exec(home)?.[1];
    if (!category || !product) throw new Error('the home page links no category or product');
    const all: [string, string][] = [['home', '/'], ['category', category], ['product', product], ['cart (empty)', '/kosik']];
    const only = process.env.TRACE_PAGES?.split(',');
    const pages = only ? all.filter(([name]) => only.some((o) => name.startsWith(o))) : all;
    console.log('| page | script ms | task ms | long tasks | blocking ms | JS kB (raw) | Apollo state kB | LCP ms | LCP element | hydrated ms | heaviest files (self ms) | heaviest functions (self ms) |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---|---|');
    for (const [name, path] of pages) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        runs.push(await measure(page, cdp, `${baseUrl}${path}`, {}));
        await context.close();
      }
      const m = (key: 'scriptMs' | 'taskMs' | 'longTasks' | 'blockingMs' | 'jsKb' | 'stateKb' | 'lcpMs' | 'hydratedMs') => median(runs.map((r) => r[key]));
      const mid = runs.find((r) => r.blockingMs === m('blockingMs')) ?? runs[0];
      const top = (mid?.topFiles ?? []).map(([f, ms]) => `${f.split('/').pop()} ${Math.round(ms)}`).join(', ');
      const fns = (mid?.topFunctions ?? []).map(([f, ms]) => `${f} ${Math.round(ms)}`).join(', ');
      console.log(
        `| ${name} | ${Math.round(m('scriptMs'))} | ${Math.round(m('taskMs'))} | ${m('longTasks')} | ${Math.round(m('blockingMs'))} | ${Math.round(m('jsKb'))} | ${m('stateKb').toFixed(1)} | ${Math.round(m('lcpMs'))} | ${mid?.lcpElement ?? '?'} | ${Math.round(m('hydratedMs'))} | ${top} | ${fns} |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
