// `node scripts/measure-start.mjs [runs]`: start-up time and memory of the production server, the
// compiled bundle (`node dist/api/main.js`, what `npm start` runs) side by side with the same
// sources run through tsx (`tsx src/server/main.ts`, what `npm start` ran before the server was
// compiled). Each start opens the same already seeded PGlite data directory (the first start
// seeds it and is not counted); runs alternate between the variants.
//
// start-up: from spawning the process to the first 200 of GET /api/health;
// RSS: of the whole process tree (tsx runs the server in a child process), 2 s after healthy,
// and again after 20 GET / (server-rendered home page).
// Needs a build: `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const { fetch } = globalThis;

const runs = Number(process.argv[2] ?? 5);
const variants = [
  { name: 'node dist/api/main.js (compiled, --enable-source-maps)', args: ['--enable-source-maps', 'dist/api/main.js'] },
  { name: 'node dist/api/main.js (compiled, no source maps)', args: ['dist/api/main.js'] },
  { name: 'tsx src/server/main.ts (before)', args: [path.resolve('node_modules/tsx/dist/cli.mjs'), 'src/server/main.ts'] },
];

if (!fs.existsSync('dist/api/main.js') || !fs.existsSync('dist/server/entry-server.js')) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The process and its descendants (Linux /proc). */
function tree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    const dir = `/proc/${pids[i]}/task`;
    if (!fs.existsSync(dir)) continue;
    for (const task of fs.readdirSync(dir)) {
      const children = fs.readFileSync(`${dir}/${task}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  return pids;
}

function rssMb(pid) {
  let kb = 0;
  for (const p of tree(pid)) {
    const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kb / 1024;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-measure-start-'));

async function startOnce(variant) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${variant.name} exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await sleep(10);
  }
  const startupMs = performance.now() - started;
  await sleep(2000);
  const rssIdle = rssMb(child.pid);
  for (let i = 0; i < 20; i += 1) await (await fetch(`${base}/`)).text();
  const rssServed = rssMb(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { startupMs, rssIdle, rssServed };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  await startOnce(variants[0]); // seeds the data directory
  const results = new Map(variants.map((v) => [v.name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const variant of variants) results.get(variant.name).push(await startOnce(variant));
  }
  console.log(`\nmedian of ${runs} starts each (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}):\n`);
  console.log('| how the server runs | start-up to /api/health 200 (ms) | RSS after start (MB) | RSS after 20 home pages (MB) |');
  console.log('|---|---:|---:|---:|');
  for (const [name, rs] of results) {
    console.log(`| ${name} | ${median(rs.map((r) => r.startupMs)).toFixed(0)} | ${median(rs.map((r) => r.rssIdle)).toFixed(0)} | ${median(rs.map((r) => r.rssServed)).toFixed(0)} |`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
