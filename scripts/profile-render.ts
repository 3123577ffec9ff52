/**
 * CPU profile of the server render for a visitor with a session and a cart (issue 14):
 * `NODE_ENV=production npx tsx scripts/profile-render.ts [path] [renders]` (needs `npm run build`).
 * Starts the app on a seeded in-memory PGlite as `npm run bench` does, warms the page up, then
 * records `renders` renders of `path` (default `/`) with the inspector's CPU profiler and prints the
 * self time per package / source file and the CPU per render. `PROFILE_OUT=file.cpuprofile` keeps the
 * profile for Chrome DevTools; `PROFILE_FILES=1` names source files instead of packages;
 * `PROFILE_OFF=1` only measures the CPU per render (no profiler overhead).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { SourceMapConsumer } from 'source-map-js';
import { fromPglite, openPglite } from '../src/server/db/client.js';
import { isSeeded, seedDatabase } from '../src/server/db/seed/index.js';
import { loadConfig } from '../src/server/config.js';
import { buildApp } from '../src/server/app.js';
import { DEFAULT_CATALOGUE_HASH } from '../src/domain/index.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const maps = new Map<string, SourceMapConsumer | null>();

/** The original source of a position in a built file (dist/server, dist/api have source maps). */
function originalSource(url: string, line: number, column: number): string | null {
  if (!/\/dist\//.test(url)) return null;
  let map = maps.get(url);
  if (map === undefined) {
    const file = `${url.replace(/^file:\/\//, '')}.map`;
    map = fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')) as never) : null;
    maps.set(url, map);
  }
  const source = map?.originalPositionFor({ line: line + 1, column }).source;
  return source ? source.replace(/^(\.\.\/)+/, '') : null;
}

function bucketOf(url: string, line = 0, column = 0): string {
  if (!url) return '(native / GC / idle)';
  const original = originalSource(url, line, column);
  if (original) url = original;
  if (process.env.PROFILE_FILES) return url.replace(/^.*node_modules\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `npm:${pkg[1]}`;
  if (url.startsWith('node:')) return 'node internals';
  return url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
}

async function main(): Promise<void> {
  const target = process.argv[2] ?? '/';
  const renders = Number(process.argv[3] ?? 30);
  const database = fromPglite(await openPglite(null));
  await database.exclusive(async () => {
    await database.migrate();
    if (!(await isSeeded(database.db))) await seedDatabase(database.db, {});
  });
  const config = { ...loadConfig(), dataDir: fs.mkdtempSync('/tmp/cisto-profile-'), redisUrl: null, overloadEventLoopDelayMs: 0 };
  const { app } = await buildApp({ config, database, distDir: path.resolve('dist') });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const ctxRes = await fetch(`${url}/api/auth/uictx`);
  const cookie = ctxRes.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const ctx = (await ctxRes.json()) as { accessToken: string; checkoutId: string };
  const listing = (await (
    await fetch(`${url}/api/catalogue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hash: DEFAULT_CATALOGUE_HASH, first: 3 }) })
  ).json()) as { items: { sku: string }[] };
  await fetch(`${url}/api/checkout/${ctx.checkoutId}/cart/update-subject-batch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.accessToken}` },
    body: JSON.stringify({ batch: listing.items.map((i) => ({ sku: i.sku, quantity: 2 })) }),
  });
  const page = async () => {
    const res = await fetch(`${url}${target}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${target} answered ${res.status}`);
    return res.text();
  };
  for (let i = 0; i < 10; i++) await page();
  const html = await page();
  const state = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '';

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  const cpuBefore = process.cpuUsage();
  const profiling = !process.env.PROFILE_OFF;
  if (profiling) await session.post('Profiler.start');
  const started = performance.now();
  for (let i = 0; i < renders; i++) await page();
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  if (!profiling) {
    console.log(`${target}: ${renders} renders, CPU ${((cpu.user + cpu.system) / 1000 / renders).toFixed(1)} ms per render (whole process: server, PGlite, client), wall ${(wall / renders).toFixed(1)} ms; Apollo state ${(state.length / 1000).toFixed(1)} kB`);
    await app.close();
    process.exit(0);
  }
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  if (process.env.PROFILE_OUT) fs.writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const fns = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const name = node.callFrame.functionName;
    const { url, lineNumber, columnNumber } = node.callFrame;
    const key = name === '(idle)' || name === '(program)' || name === '(garbage collector)' ? name : bucketOf(url, lineNumber, columnNumber);
    self.set(key, (self.get(key) ?? 0) + dt);
    const fn = `${name || '(anonymous)'} ${bucketOf(url, lineNumber, columnNumber)}`;
    fns.set(fn, (fns.get(fn) ?? 0) + dt);
  });
  console.log(`${target}: ${renders} renders, CPU ${((cpu.user + cpu.system) / 1000 / renders).toFixed(1)} ms per render, wall ${(wall / renders).toFixed(1)} ms; Apollo state ${(state.length / 1000).toFixed(1)} kB; HTML ${(html.length / 1000).toFixed(1)} kB`);
  console.log('self time per render (ms), by package / file:');
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(ms / renders).toFixed(2).padStart(8)}  ${key}`);
  console.log('top functions (self ms per render):');
  for (const [key, ms] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROFILE_TOP ?? 30))) console.log(`${(ms / renders).toFixed(2).padStart(8)}  ${key}`);
  session.disconnect();
  await app.close();
  await database.close?.();
  process.exit(0);
}

void main();
