// @vitest-environment node
// Generated imagery: every kind of seeded product gets a drawing of its own in its brand's colour,
// with no SKU or text on it; articles and banners are scenes without text; brands are legible
// wordmarks; the routes answer valid SVG with revalidating cache headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { slugify } from '../../src/domain/index.js';
import { buildTaxonomy, type ProductKind } from '../../src/server/db/seed/taxonomy.js';
import { CatalogueGenerator, SERVICES, type ProductRow } from '../../src/server/db/seed/products.js';
import { buildArticles, FOOTER_SETTINGS } from '../../src/server/db/seed/content.js';
import { buildPaymentMethods, buildShippingMethods, GIFTS } from '../../src/server/db/seed/checkout-setup.js';
import { DEFAULT_BANNERS } from '../../src/server/services/content.js';
import { ARTWORK_WEBP_WIDTHS, RENDER_LIMITS, artworkWebp } from '../../src/server/media/raster.js';
import {
  DRAWINGS,
  IMAGE_CACHE_CONTROL,
  articleImageSvg,
  brandImageSvg,
  brandOf,
  categoryDrawing,
  categoryImageSvg,
  productArt,
  productImageSvg,
  productPictureSvg,
  type Drawing,
} from '../../src/server/media/index.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const taxonomy = buildTaxonomy();
const leafByHash = new Map(taxonomy.leaves.map((l) => [l.hash, l]));
const brandByHash = new Map(taxonomy.manufacturers.map((m) => [m.hash, m.name]));
// Every leaf 8 times over: every noun of every leaf at least once.
const generator = new CatalogueGenerator(taxonomy, taxonomy.leaves.length * 8, new Date(Date.UTC(2026, 5, 1)));
const seeded: { row: ProductRow; kind: ProductKind; path: string; brand: string }[] = [];
for (let i = 0; i < generator.total; i += 1) {
  const [row] = generator.product(i).products;
  const leaf = row?.mainTaxonomyHash ? leafByHash.get(row.mainTaxonomyHash) : undefined;
  if (!row || !leaf) throw new Error(`product ${i} has no leaf`);
  seeded.push({ row, kind: leaf.products.kind, path: leaf.path, brand: brandByHash.get(row.manufacturerHash ?? '') ?? '' });
}
const subjectOf = (p: (typeof seeded)[number]) => ({ name: p.row.name, categoryPath: p.path, parameters: p.row.parameters ?? [], brand: p.brand });

/**
 * What each kind of the seed looks like: the first drawing is the kind's own (no two kinds share
 * it); the others are the variations its names call for (a canister of 5 l, a wringer bucket…).
 */
const KIND_DRAWINGS: Record<ProductKind, readonly Drawing[]> = {
  liquid: ['bottle', 'canister', 'spray', 'pump', 'wc-gel'],
  spray: ['spray', 'aerosol', 'canister'],
  cream: ['tube', 'pump'],
  powder: ['powder'],
  tablets: ['tablets'],
  'toilet-paper': ['toilet-paper'],
  'jumbo-roll': ['jumbo-roll'],
  towels: ['folded-towels'],
  'towel-roll': ['towel-roll'],
  napkins: ['tissues'],
  dispenser: ['soap-dispenser'],
  'paper-dispenser': ['towel-dispenser', 'roll-dispenser'],
  dryer: ['dryer'],
  tool: ['flat-mop', 'string-mop', 'broom', 'dustpan'],
  handle: ['handle'],
  cloth: ['cloth', 'sponge', 'scourer'],
  bucket: ['bucket', 'wringer-bucket'],
  bags: ['bags'],
  bin: ['bin', 'wheelie-bin', 'sorting-bins'],
  gloves: ['gloves'],
  respirator: ['respirator'],
  apparel: ['apron'],
  'apparel-pack': ['shoe-covers'],
  'soap-bar': ['soap-bar'],
  'hotel-cosmetics': ['hotel-kit'],
  wipes: ['wipes'],
  trolley: ['trolley'],
  machine: ['vacuum', 'scrubber', 'steam'],
  'machine-part': ['filter', 'pad'],
};

// jsdom's strict XML parser tells a well-formed SVG (jsdom ships no types of its own).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
const xml = new new JSDOM('').window.DOMParser();

function parseSvg(svg: string): Document {
  const doc = xml.parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe('svg');
  expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  return doc;
}

describe('product kinds', () => {
  it('gives every seeded product the drawing of its kind, and every kind its own drawing', () => {
    const seen = new Map<ProductKind, Set<Drawing>>();
    for (const p of seeded) {
      const { drawing } = productArt(subjectOf(p));
      expect(KIND_DRAWINGS[p.kind], `${p.row.name} (${p.kind})`).toContain(drawing);
      seen.set(p.kind, (seen.get(p.kind) ?? new Set()).add(drawing));
    }
    // Every kind of the seed occurs, and shows its own drawing.
    expect([...seen.keys()].sort()).toEqual(Object.keys(KIND_DRAWINGS).sort());
    const own = Object.entries(KIND_DRAWINGS).map(([kind, drawings]) => {
      expect(seen.get(kind as ProductKind), kind).toContain(drawings[0]);
      return drawings[0];
    });
    expect(new Set(own).size).toBe(own.length);
  });

  it('tells products apart by their words and parameters', () => {
    const art = (name: string, categoryPath: string | null = null, parameters: { code: string; value: string | number }[] = []) =>
      productArt({ name, categoryPath, parameters });
    expect(art('Čistič na okna bez šmouh 500 ml', '/catalogue/uklidova-chemie/cistice-oken-a-skla').drawing).toBe('spray');
    expect(art('Čistič na okna náhradní náplň 1 l', '/catalogue/uklidova-chemie/cistice-oken-a-skla').drawing).toBe('bottle');
    expect(art('Čistič podlah koncentrát 10 l', null, [{ code: 'baleni', value: 'kanystr' }]).drawing).toBe('canister');
    expect(art('Dávkovač dezinfekce nerezový 1 l', null, [{ code: 'material', value: 'nerezová ocel AISI 304' }])).toEqual({ drawing: 'soap-dispenser', item: 'metal' });
    expect(art('Nitrilové rukavice modré vel. M 100 ks', null, [{ code: 'barva', value: 'modrá' }]).item).toBe('#3a86d4');
    expect(art('Filtr do vysavače originální 1 ks').drawing).toBe('filter');
    expect(art('Pytle na tříděný odpad žluté 120 l 25 ks').drawing).toBe('bags');
    expect(art('Kbelík se ždímačem 15 l').drawing).toBe('wringer-bucket');
    expect(art('Zásobník na toaletní papír Jumbo uzamykatelný Maxi').drawing).toBe('roll-dispenser');
    // The loyalty gifts have only their text.
    expect(GIFTS.map((g) => art(g.text).drawing)).toEqual(['cloth', 'gloves', 'hotel-kit', 'soap-dispenser', 'flat-mop', 'steam']);
    // Service products have a pictogram of what they are.
    const services = SERVICES.map((s) => art(s.name, '/virtual/services').drawing);
    expect(services.slice(0, 4)).toEqual(['warranty', 'warranty', 'wrench', 'wrench']);
    expect(services).not.toContain('parcel');
  });

  it('draws categories by what they hold', () => {
    for (const leaf of taxonomy.leaves) expect(categoryDrawing(leaf.path, leaf.name), leaf.path).not.toBe('parcel');
    for (const top of taxonomy.tops) expect(categoryDrawing(top.path, top.name), top.path).not.toBe('parcel');
    expect(categoryDrawing('/catalogue/uklidove-pomucky/mopy-a-prislusenstvi/ploche-mopy', 'Ploché mopy')).toBe('flat-mop');
    expect(categoryDrawing('/catalogue/papirova-hygiena', 'Papírová hygiena')).toBe('toilet-paper');
  });
});

describe('product pictures', () => {
  it('are valid, small SVGs in the brand colour, with no SKU and no text', () => {
    for (const p of seeded) {
      const brand = brandOf(p.brand);
      for (const variant of [1, 2]) {
        const svg = productImageSvg(subjectOf(p), variant);
        expect(svg).not.toContain(p.row.sku);
        expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<script|<image|href="(?!#)/);
        expect(svg, p.row.name).toContain(brand.colour);
        expect(svg.length).toBeLessThan(6000);
      }
    }
    const sample = seeded[0]!;
    parseSvg(productImageSvg(subjectOf(sample), 1));
    parseSvg(productImageSvg(subjectOf(sample), 2));
    expect(productImageSvg(subjectOf(sample), 1)).toMatch(/^<svg [^>]*width="600" height="600" viewBox="0 0 600 600"/);
  });

  it('draws every kind differently, deterministically, and the second picture differently from the first', () => {
    const brand = brandOf('Vileda');
    const pictures = DRAWINGS.map((drawing) => productPictureSvg({ drawing, brand }));
    expect(new Set(pictures).size).toBe(DRAWINGS.length);
    for (const [n, drawing] of DRAWINGS.entries()) {
      const svg = pictures[n]!;
      expect(svg, drawing).toContain(brand.colour);
      expect(svg).toBe(productPictureSvg({ drawing, brand }));
      const second = productPictureSvg({ drawing, brand }, 2);
      expect(second).not.toBe(svg);
      parseSvg(svg);
      parseSvg(second);
    }
  });

  it('escapes the name in the accessible label', () => {
    const svg = productImageSvg({ name: 'Čistič <oken> & "skla"', brand: 'Tork' });
    expect(svg).toContain('aria-label="Čistič &lt;oken&gt; &amp; &quot;skla&quot;"');
    expect(svg).not.toContain('<oken>');
    parseSvg(svg);
    // The check above would notice: a malformed document is reported.
    expect(xml.parseFromString('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 'image/svg+xml').getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  it('leaves out characters XML does not allow, so a control character in a name cannot break the picture', () => {
    const svg = productImageSvg({ name: 'Mop <Extra> & "Pro" \u0002čistič', brand: null });
    expect(svg).toContain('aria-label="Mop &lt;Extra&gt; &amp; &quot;Pro&quot; čistič"');
    parseSvg(svg);
  });

  it('shows categories in the shop colour', () => {
    for (const leaf of taxonomy.leaves.slice(0, 10)) {
      const svg = categoryImageSvg(categoryDrawing(leaf.path, leaf.name), leaf.name);
      expect(svg).not.toContain('<text');
      expect(svg).toContain('#0a6f6a');
      parseSvg(svg);
    }
  });
});

describe('article, banner and brand pictures', () => {
  it('draws articles and banners as 16:9 scenes without text', () => {
    const images = [...buildArticles(taxonomy, slugify).map((a) => a.teaserImage ?? ''), ...DEFAULT_BANNERS.map((b) => b.image)];
    const scenes = new Set<string>();
    for (const image of images) {
      const alias = /^\/images\/articles\/(.+)\.webp$/.exec(image)?.[1];
      expect(alias, image).toBeTruthy();
      const svg = articleImageSvg(alias!);
      expect(svg).toMatch(/^<svg [^>]*width="800" height="450" viewBox="0 0 800 450"/);
      expect(svg).not.toMatch(/<text|<tspan|<foreignObject/);
      expect(svg).toBe(articleImageSvg(alias!));
      expect(svg.length).toBeLessThan(12000);
      parseSvg(svg);
      scenes.add(svg);
    }
    expect(scenes.size).toBeGreaterThan(images.length * 0.8);
  });

  it('draws brand logos as wordmarks legible at the footer height, and methods as icons', () => {
    const brandSlugs = [...taxonomy.manufacturers.map((m) => slugify(m.name)), ...FOOTER_SETTINGS.partners.map((p) => /([^/]+)\.svg$/.exec(p.image)?.[1] ?? '')];
    for (const slug of brandSlugs) {
      const svg = brandImageSvg(slug);
      const doc = parseSvg(svg);
      expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 400 160');
      const texts = [...doc.getElementsByTagName('text')];
      expect(texts.length, slug).toBeGreaterThan(0);
      // At the footer's 48 px height a glyph of this size is ≥ 11 px tall.
      for (const text of texts) expect(Number(text.getAttribute('font-size')) * (48 / 160), slug).toBeGreaterThanOrEqual(11);
      expect(svg).toContain(brandOf(slug).colour);
    }
    expect(brandImageSvg('karcher')).toContain('>Kärcher<');
    expect(brandImageSvg('ceska-posta')).toContain('Česká');
    const methodImages = [...buildShippingMethods([]), ...buildPaymentMethods()].map((m) => m.image).filter((i): i is string => !!i);
    for (const image of methodImages) {
      const slug = /([^/]+)\.svg$/.exec(image)?.[1] ?? '';
      const svg = brandImageSvg(slug);
      parseSvg(svg);
      if (['zasilkovna', 'ppl', 'dpd', 'ceska-posta'].includes(slug)) expect(svg).toContain('<text');
      else expect(svg, slug).not.toContain('<text');
    }
  });
});

describe('WebP renderings', () => {
  it('render a few at a time and refuse past the queue; every rendering still finishes', async () => {
    // Distinct drawings asked all at once, as a crawler asking for new article names would.
    const asks = Array.from({ length: RENDER_LIMITS.rendering + RENDER_LIMITS.waiting + 6 }, (_, i) => `limit-${i}-${Date.now()}`);
    const answers = await Promise.all(asks.map((alias) => artworkWebp(alias, articleImageSvg(alias), 64)));
    expect(answers.filter((a) => a === null)).toHaveLength(6);
    expect(answers.slice(0, RENDER_LIMITS.rendering + RENDER_LIMITS.waiting).every((a) => a instanceof Buffer && a.length > 0)).toBe(true);
    // The queue is empty again: a new drawing renders.
    const after = `after-${Date.now()}`;
    expect(await artworkWebp(after, articleImageSvg(after), 64)).toBeInstanceOf(Buffer);
  });
});

describe('media routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a seeded product in its kind and brand colour, with revalidating cache headers', async () => {
    const [product] = await t.database.db.query.products.findMany({ where: (p, { like }) => like(p.sku, 'CI-%'), limit: 1, orderBy: (p, { asc }) => asc(p.sku) });
    expect(product).toBeTruthy();
    const brand = product!.manufacturerHash ? await t.database.db.query.taxonomies.findFirst({ where: (x, { eq }) => eq(x.hash, product!.manufacturerHash!) }) : null;
    // The pages link the WebP renditions; the drawings themselves stay at .svg.
    for (const url of product!.images.map((image) => image.replace(/\.webp$/, '.svg'))) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(res.headers['cache-control']).not.toContain('immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(res.body).not.toContain(product!.sku);
      expect(res.body).not.toContain('<text');
      expect(res.body).toContain(brandOf(brand?.name).colour);
      parseSvg(res.body);
      // Revalidation: the same picture answers 304 with no body.
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(res.headers.etag);
      const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"an-older-picture"' } });
      expect(stale.statusCode).toBe(200);
    }
    const [first, second] = await Promise.all(product!.images.map((url) => t.app.inject({ method: 'GET', url })));
    expect(first!.headers.etag).not.toBe(second!.headers.etag);
  });

  it('serves the drawings the pages link as WebP at the width of their kind, revalidating like the SVGs', async () => {
    const [product] = await t.database.db.query.products.findMany({ where: (p, { like }) => like(p.sku, 'CI-%'), limit: 1, orderBy: (p, { asc }) => asc(p.sku) });
    const category = await t.database.db.query.taxonomies.findFirst({ where: (x, { eq }) => eq(x.kind, 'category') });
    const cases: [string, number][] = [
      [product!.images[0]!, ARTWORK_WEBP_WIDTHS.products],
      [category!.image!, ARTWORK_WEBP_WIDTHS.categories],
      [DEFAULT_BANNERS[0]!.image, ARTWORK_WEBP_WIDTHS.articles],
    ];
    const { default: sharp } = await import('sharp');
    for (const [url, width] of cases) {
      expect(url).toMatch(/\.webp$/);
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width], url).toEqual(['webp', width]);
      // Small enough for a phone's first screen, and another tag than the drawing's own.
      expect(res.rawPayload.length, url).toBeLessThan(20_000);
      const svg = await t.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '.svg') });
      expect(res.headers.etag).not.toBe(svg.headers.etag);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
      // The second ask is served from memory: the same bytes.
      expect((await t.app.inject({ method: 'GET', url })).rawPayload.equals(res.rawPayload)).toBe(true);
    }
    expect((await t.app.inject({ method: 'GET', url: '/images/brands/karcher.webp' })).statusCode).toBe(404);
  });

  it('serves categories, articles, brands and gifts; 404s anything but a plain .svg name', async () => {
    const category = taxonomy.leaves[0]!;
    for (const url of [
      `/images/categories/${category.hash}.svg`,
      '/images/categories/0123abcd.svg',
      '/images/articles/jak-nakupovat.svg',
      '/images/articles/jarni-uklid.svg',
      '/images/brands/karcher.svg',
      '/images/brands/karta.svg',
      '/images/products/DAR-001.svg',
      '/images/products/NEZNAMY-1.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(res.headers.etag).toBeTruthy();
      parseSvg(res.body);
      if (!url.includes('/brands/')) expect(res.body, url).not.toContain('<text');
    }
    // The manufacturer's own spelling comes from the database.
    expect((await t.app.inject({ method: 'GET', url: '/images/brands/mydlarna-brno.svg' })).body).toContain('Mýdlárna');
    for (const url of ['/images/products/CI-000001.png', '/images/brands/..%2Fx.svg', '/images/articles/.svg', '/images/categories/a%20b.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
