// `npm run screenshots`: home, a category, a product and the cart at 375 and 1280 px, taken in
// Chromium from the production build served by the real server (fresh seeded data directory),
// written to docs/screenshots/<page>-<width>.png.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../tests/e2e/browser';

const OUT = path.resolve('docs/screenshots');
const WIDTHS = [375, 1280] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

async function main(): Promise<void> {
  execSync('node scripts/build-if-stale.mjs', { stdio: 'inherit' });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-shots-'));
  const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    await waitForHealth(baseUrl);
    fs.mkdirSync(OUT, { recursive: true });
    // Real addresses from the running shop: the first category of the navigation and its first product.
    const nav = (await (await fetch(`${baseUrl}/api/content/navigation`)).json()) as { categories: { url: string | null }[] };
    const categoryUrl = nav.categories.find((c) => c.url)?.url ?? '/';
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, deviceScaleFactor: 1, isMobile: width < 768 });
      const page = await context.newPage();
      const shoot = async (name: string, url: string) => {
        await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
        await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage: false });
        console.log(`docs/screenshots/${name}-${width}.png`);
      };
      await shoot('home', '/');
      await shoot('category', categoryUrl);
      const productUrl = await page.locator('.product-card a').first().getAttribute('href');
      if (productUrl) {
        // Put the product in the cart so the cart screenshot shows a real line.
        await shoot('product', productUrl);
        const add = page.locator('button:has-text("Do košíku")').first();
        if (await add.count()) {
          await add.click();
          await page.waitForTimeout(1000);
        }
      }
      await shoot('cart', '/kosik');
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
