// `npm run screenshots`: the storefront at 375, 900 and 1280 px — home, a category, a product,
// search results, the comparison and every checkout step (cart, gift, delivery, address,
// summary) — taken in Chromium from the production build served by the real server (fresh
// seeded data directory), as the demo customer, written to docs/screenshots/<page>-<width>.png.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../tests/e2e/browser';
import { startShopServer } from '../tests/e2e/shop-server';

const OUT = path.resolve('docs/screenshots');
const WIDTHS = [375, 900, 1280] as const;
const CUSTOMER = { email: 'jana.novakova@example.cz', password: 'Cisto2026!' };

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

async function main(): Promise<void> {
  const server = await startShopServer();
  const { baseUrl } = server;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    fs.mkdirSync(OUT, { recursive: true });
    // Real addresses from the running shop: the first category of the navigation.
    const nav = (await (await fetch(`${baseUrl}/api/content/navigation`)).json()) as { categories: { url: string | null }[] };
    const categoryUrl = nav.categories.find((c) => c.url)?.url ?? '/';
    for (const width of WIDTHS) {
      const phone = width < 768;
      const context = await browser.newContext({ viewport: { width, height: phone ? 812 : 900 }, deviceScaleFactor: 1, isMobile: phone, hasTouch: phone });
      const page = await context.newPage();
      const go = async (url: string) => {
        await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
        await hydrated(page);
      };
      const shoot = async (name: string) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage: false });
        console.log(`docs/screenshots/${name}-${width}.png`);
      };
      const next = async (url: string) => {
        await page.locator('[data-testid=checkout-continue]').click();
        await page.waitForURL(`${baseUrl}${url}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
      };

      // The demo customer, so the address step is prefilled.
      await go('/profil/objednavky');
      const login = page.locator('[data-testid=login-form]');
      await login.locator('input[autocomplete=username]').fill(CUSTOMER.email);
      await login.locator('input[type=password]').fill(CUSTOMER.password);
      await page.locator('[data-testid=login-submit]').click();
      await page.waitForURL(`${baseUrl}/profil/objednavky`);

      await go('/');
      await shoot('home');
      await go(categoryUrl);
      await shoot('category');
      // Two products into the comparison, the first into the cart.
      for (const index of [0, 1]) {
        await page.locator('.product-card [data-testid=compare-add]').nth(index).click();
        await page.waitForTimeout(500);
      }
      const productUrl = await page.locator('.product-card a').first().getAttribute('href');
      if (productUrl) {
        await go(productUrl);
        await shoot('product');
        await page.locator('[data-testid=add-to-cart]').first().click();
        await page.waitForTimeout(1000);
      }
      await go('/vyhledavani?q=rukavice');
      await shoot('search');
      await go('/porovnani-produktu');
      await shoot('compare');

      await go('/kosik');
      await shoot('cart');
      await next('/kosik/vernostni-program');
      await shoot('checkout-gift');
      await next('/kosik/dodani');
      await page.locator('input[name=shipping]:not([disabled])').first().click();
      await page.waitForTimeout(500);
      await page.locator('input[name=payment]:not([disabled])').first().click();
      await page.waitForTimeout(500);
      await shoot('checkout-delivery');
      await next('/kosik/adresa');
      await shoot('checkout-address');
      await next('/kosik/rekapitulace');
      await shoot('checkout-summary');
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
