// Measures what a GraphQL "bomb" does to the shop: fires one attack request and, meanwhile,
// polls GET /api/health every 50 ms. Prints the time until the attack is answered (and how),
// and the health latencies seen while it ran; exits 1 when the attack or a health probe took over
// a second. Used for the figures in docs/architecture.md.
//
//   npx tsx scripts/measure-graphql-bomb.ts
//
// Runs the real app on a fresh, seeded in-memory PGlite (no server or DATA_DIR needed) in a child
// process, so the measuring side has an event loop of its own.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fromPglite, openPglite } from '../src/server/db/client.js';
import { seedDatabase } from '../src/server/db/seed/index.js';
import { hashPassword, TEST_SCRYPT } from '../src/server/auth/password.js';
import { loadConfig } from '../src/server/config.js';
import { buildApp } from '../src/server/app.js';

type Attack = { name: string; query: string; variables?: (checkoutId: string) => Record<string, unknown> };

/** The issue's bar: /api/health answers within a second whatever one request asks. */
const HEALTH_LIMIT_MS = 1000;

const batchText = Array.from({ length: 500 }, (_, i) => `CI-${String((i % 300) + 1).padStart(6, '0')};${(i % 5) + 1}`).join('\n');

const ATTACKS: Attack[] = [
  {
    name: '10 000 aliases of visitorSettings { id }',
    query: `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: visitorSettings { id }`).join(' ')} }`,
  },
  {
    name: '10 000 × visitorSettings { id } without aliases (field duplication)',
    query: `{ ${Array.from({ length: 10_000 }, () => 'visitorSettings { id }').join(' ')} }`,
  },
  {
    name: '400 aliases of visitorSettings { id } (under the token limit)',
    query: `{ ${Array.from({ length: 400 }, (_, i) => `a${i}: visitorSettings { id }`).join(' ')} }`,
  },
  {
    name: '20 aliases of checkout_validate_product_batch over one 500-line variable (under the alias limit)',
    query: `query ($t: String!) { ${Array.from({ length: 20 }, (_, i) => `b${i}: checkout_validate_product_batch(text: $t) { ok items { sku quantity } }`).join(' ')} }`,
    variables: () => ({ t: batchText }),
  },
  {
    name: '400 aliases of checkout_validate_product_batch over one 500-line variable',
    query: `query ($t: String!) { ${Array.from({ length: 400 }, (_, i) => `b${i}: checkout_validate_product_batch(text: $t) { ok items { sku quantity } }`).join(' ')} }`,
    variables: () => ({ t: batchText }),
  },
  {
    name: 'one cart update with 20 000 changes in its variables',
    query: 'mutation ($c: ID!, $b: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $c, batch: $b) { ok } }',
    variables: (c) => ({ c, b: Array.from({ length: 20_000 }, (_, i) => ({ sku: `CI-${String((i % 500) + 1).padStart(6, '0')}`, quantity: 1, mode: 'ADD' })) }),
  },
];

async function serve(): Promise<void> {
  process.env.SCRYPT_COST = 'test';
  const client = await openPglite(null);
  const database = fromPglite(client);
  await database.migrate();
  await seedDatabase(database.db, { passwordHash: (pw) => hashPassword(pw, TEST_SCRYPT) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-bomb-'));
  const config = { ...loadConfig({ NODE_ENV: 'production' }), dataDir, redisUrl: null };
  const { app } = await buildApp({ config, database, distDir: null });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`LISTENING ${base}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => database.close()).then(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

async function measure(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8');
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const match = /LISTENING (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error('the server exited')));
  });
  const uictx = await fetch(`${base}/api/auth/uictx`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' } });
  const { accessToken, accessTokenType, checkoutId } = (await uictx.json()) as { accessToken: string; accessTokenType: string; checkoutId: string };

  for (const attack of ATTACKS) {
    const health: number[] = [];
    let done = false;
    const poll = (async () => {
      while (!done) {
        const start = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.text();
        health.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 120));
    const start = performance.now();
    const res = await fetch(`${base}/api/utils/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `${accessTokenType} ${accessToken}` },
      body: JSON.stringify({ query: attack.query, variables: attack.variables?.(checkoutId) ?? {} }),
    });
    const body = await res.text();
    const elapsed = performance.now() - start;
    done = true;
    await poll;
    const parsed = JSON.parse(body) as { errors?: { message: string }[] };
    const sorted = [...health].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(`\n${attack.name} (${(attack.query.length / 1024).toFixed(0)} kB query)`);
    console.log(`  answered in ${elapsed.toFixed(0)} ms: HTTP ${res.status}, ${parsed.errors ? `error "${parsed.errors[0]?.message.slice(0, 120)}"` : `data (${(body.length / 1024).toFixed(0)} kB)`}`);
    console.log(`  /api/health meanwhile: ${health.length} probes, median ${median.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`);
    if ((sorted.at(-1) ?? 0) > HEALTH_LIMIT_MS || elapsed > HEALTH_LIMIT_MS) {
      console.log(`  OVER ${HEALTH_LIMIT_MS} ms`);
      process.exitCode = 1;
    }
  }
  child.kill('SIGTERM');
  await once(child, 'exit');
}

await (process.argv.includes('--serve') ? serve() : measure());
