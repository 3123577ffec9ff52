// `npm run screenshots`: home, a category, a product and the cart at 375 and 1280 px, taken in
// Chromium from the production build served by the real server (fresh seeded data directory),
// written to docs/screenshots/<page>-<width>.png.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../tests/e2e/browser';
import { startShopServer } from '../tests/e2e/shop-server';

const OUT = path.resolve('docs/screenshots');
const WIDTHS = [375, 1280] as const;

async function main(): Promise<void> {
  const server = await startShopServer();
  const { baseUrl } = server;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
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
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
