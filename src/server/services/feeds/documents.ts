// The product feeds and sitemaps as streams of XML text (issue 15, items 6 and 7). Each document
// is an async generator of chunks: a header, one chunk per batch of rows, a footer — so a feed of
// 100 000 products never exists in memory as a whole.
import {
  articleUrl,
  categoryText,
  feedAvailability,
  feedDeliveries,
  feedPrice,
  googlePrice,
  manufacturerUrl,
  mediaUrl,
  priceWithTax,
  productUrl,
  showroomUrl,
  taxonomyUrl,
  ARTICLE_BASE_PATHS,
  type FeedShippingMethod,
} from '../../../domain/index.js';
import type { Db } from '../../db/client.js';
import { loadMethodCatalog, toMethodRule } from '../methods.js';
import { feedProductBatches, sitemapContent, sitemapProductBatches, sitemapProductCount, sitemapTaxonomies, type FeedProduct, type SitemapEntry } from './rows.js';
import { element, XML_DECLARATION } from './xml.js';

export type FeedFormat = 'heureka' | 'zbozi' | 'google';
export const FEED_FORMATS: readonly FeedFormat[] = ['heureka', 'zbozi', 'google'];

export type DocumentContext = {
  db: Db;
  /** The shop's absolute base URL without a trailing slash (config.publicUrl). */
  publicUrl: string;
  mediaPrefix: string;
  shopName: string;
  now: Date;
};

const absolute = (ctx: DocumentContext, path: string): string => new URL(path, `${ctx.publicUrl}/`).toString();
const image = (ctx: DocumentContext, url: string): string => absolute(ctx, mediaUrl(url, ctx.mediaPrefix));

/** The shipping methods as the feeds announce them: prices with VAT, the cheapest cash-on-delivery surcharge. */
async function feedShippingMethods(db: Db): Promise<FeedShippingMethod[]> {
  const catalog = await loadMethodCatalog(db);
  const cod = new Set(catalog.payment.filter((p) => p.paymentType === 'cashOnDelivery').map((p) => p.sku));
  return catalog.shipping.map((method) => {
    const surcharges = catalog.map.filter((m) => m.shippingSku === method.sku && cod.has(m.paymentSku)).map((m) => priceWithTax(m.price, m.tax));
    return {
      parcelService: method.parcelService,
      rule: toMethodRule(method.rule),
      priceWithTax: priceWithTax(method.price, method.vatRate),
      codSurchargeWithTax: surcharges.length > 0 ? Math.min(...surcharges) : null,
    };
  });
}

/** Heureka's and Zboží.cz's SHOPITEM: both formats share these elements (tests/fixtures/feeds/*.json). */
function shopItem(ctx: DocumentContext, p: FeedProduct, methods: readonly FeedShippingMethod[]): string {
  const availability = feedAvailability({ onSale: p.onSale, stock: p.stock }, ctx.now);
  if (!availability) return '';
  const deliveries = feedDeliveries(p, methods)
    .map((d) => `<DELIVERY>${element('DELIVERY_ID', d.id)}${element('DELIVERY_PRICE', feedPrice(d.price))}${d.priceCod === null ? '' : element('DELIVERY_PRICE_COD', feedPrice(d.priceCod))}</DELIVERY>`)
    .join('');
  const [first, ...more] = p.images;
  return (
    '<SHOPITEM>' +
    element('ITEM_ID', p.sku) +
    element('PRODUCTNAME', p.name) +
    element('DESCRIPTION', p.description) +
    element('URL', absolute(ctx, productUrl(p))) +
    element('IMGURL', first ? image(ctx, first) : null) +
    more.map((url) => element('IMGURL_ALTERNATIVE', image(ctx, url))).join('') +
    element('PRICE_VAT', feedPrice(p.priceWithTax)) +
    element('MANUFACTURER', p.manufacturer) +
    element('CATEGORYTEXT', categoryText(p.categoryNames)) +
    element('EAN', p.ean) +
    element('PRODUCTNO', p.sku) +
    element('DELIVERY_DATE', availability.deliveryDate) +
    deliveries +
    '</SHOPITEM>\n'
  );
}

function googleItem(ctx: DocumentContext, p: FeedProduct): string {
  const availability = feedAvailability({ onSale: p.onSale, stock: p.stock }, ctx.now);
  if (!availability) return '';
  const [first, ...more] = p.images;
  return (
    '<item>' +
    element('g:id', p.sku) +
    element('g:title', p.name) +
    element('g:description', p.description) +
    element('g:link', absolute(ctx, productUrl(p))) +
    element('g:image_link', first ? image(ctx, first) : null) +
    more.slice(0, 10).map((url) => element('g:additional_image_link', image(ctx, url))).join('') +
    element('g:availability', availability.google) +
    element('g:availability_date', availability.googleAvailabilityDate) +
    element('g:price', googlePrice(p.priceWithTax)) +
    element('g:brand', p.manufacturer) +
    element('g:gtin', p.ean) +
    element('g:mpn', p.sku) +
    // Without a GTIN Google wants to be told the product has none; brand and mpn still identify it.
    (p.ean ? '' : element('g:identifier_exists', 'no')) +
    element('g:condition', 'new') +
    element('g:product_type', p.categoryNames.join(' > ')) +
    '</item>\n'
  );
}

/** A product feed: Heureka's or Zboží.cz's SHOP/SHOPITEM, or Google Merchant's RSS 2.0 with the g: namespace. */
export async function* feedDocument(ctx: DocumentContext, format: FeedFormat): AsyncGenerator<string> {
  const methods = format === 'google' ? [] : await feedShippingMethods(ctx.db);
  if (format === 'google') {
    yield `${XML_DECLARATION}<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${element('title', ctx.shopName)}${element('link', `${ctx.publicUrl}/`)}${element('description', `Produkty obchodu ${ctx.shopName}`)}\n`;
  } else {
    yield `${XML_DECLARATION}${format === 'zbozi' ? '<SHOP xmlns="http://www.zbozi.cz/ns/offer/1.0">' : '<SHOP>'}\n`;
  }
  for await (const batch of feedProductBatches(ctx.db)) {
    yield batch.map((p) => (format === 'google' ? googleItem(ctx, p) : shopItem(ctx, p, methods))).join('');
  }
  yield format === 'google' ? '</channel></rss>\n' : '</SHOP>\n';
}

// --- Sitemaps ----------------------------------------------------------------------------------

/** The sitemaps protocol's limit of URLs per sitemap (and of sitemaps per index). */
export const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapKind = 'products' | 'categories' | 'manufacturers' | 'content';
export const SITEMAP_KINDS: readonly SitemapKind[] = ['products', 'categories', 'manufacturers', 'content'];

/** W3C datetime in UTC, seconds precision ("2026-03-10T10:00:00Z"). */
const w3cDate = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;
const latest = (dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

function urlEntry(ctx: DocumentContext, entry: SitemapEntry): string {
  return `<url>${element('loc', absolute(ctx, entry.path))}${entry.lastmod ? element('lastmod', w3cDate(entry.lastmod)) : ''}</url>\n`;
}

async function categoryEntries(ctx: DocumentContext): Promise<SitemapEntry[]> {
  return (await sitemapTaxonomies(ctx.db, ['category', 'preview'])).map((t) => ({ path: taxonomyUrl(t), lastmod: t.lastmod }));
}

async function manufacturerEntries(ctx: DocumentContext): Promise<SitemapEntry[]> {
  return (await sitemapTaxonomies(ctx.db, ['manufacturer'])).map((t) => ({ path: manufacturerUrl(t), lastmod: t.lastmod }));
}

/** The home page, content sections, article lists and articles, showrooms and the club's pages. */
async function contentEntries(ctx: DocumentContext): Promise<SitemapEntry[]> {
  const content = await sitemapContent(ctx.db);
  const articleDates = new Map<string, Date | null>();
  for (const a of content.articles) articleDates.set(a.type, latest([articleDates.get(a.type) ?? null, a.lastmod]));
  const lists = (['advisor', 'blog', 'news'] as const).map((type) => ({ path: ARTICLE_BASE_PATHS[type], lastmod: articleDates.get(type) ?? null }));
  return [
    { path: '/', lastmod: null },
    ...content.sections.map((s) => ({ path: taxonomyUrl(s), lastmod: null })),
    ...lists,
    ...content.articles.map((a) => ({ path: articleUrl(a), lastmod: a.lastmod })),
    { path: '/showrooms', lastmod: null },
    ...content.showrooms.map((s) => ({ path: showroomUrl(s), lastmod: null })),
    { path: '/klub', lastmod: null },
    { path: '/klub/odmeny', lastmod: null },
    { path: '/reklamace', lastmod: null },
  ];
}

async function smallEntries(ctx: DocumentContext, kind: Exclude<SitemapKind, 'products'>): Promise<SitemapEntry[]> {
  if (kind === 'categories') return categoryEntries(ctx);
  if (kind === 'manufacturers') return manufacturerEntries(ctx);
  return contentEntries(ctx);
}

export type SitemapPage = { kind: SitemapKind; page: number; lastmod: Date | null };

/** The child sitemaps the index lists: each kind in pages of `pageSize` URLs (at least one page each). */
export async function sitemapPages(ctx: DocumentContext, pageSize = SITEMAP_MAX_URLS): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  const productStats = await sitemapProductCount(ctx.db);
  const productPages = Math.max(1, Math.ceil(productStats.count / pageSize));
  for (let page = 1; page <= productPages; page += 1) pages.push({ kind: 'products', page, lastmod: productStats.lastmod });
  for (const kind of ['categories', 'manufacturers', 'content'] as const) {
    const entries = await smallEntries(ctx, kind);
    const count = Math.max(1, Math.ceil(entries.length / pageSize));
    for (let page = 1; page <= count; page += 1) {
      pages.push({ kind, page, lastmod: latest(entries.slice((page - 1) * pageSize, page * pageSize).map((e) => e.lastmod)) });
    }
  }
  return pages;
}

export const sitemapPath = (page: Pick<SitemapPage, 'kind' | 'page'>): string => `/sitemaps/${page.kind}-${page.page}.xml`;

/** /sitemap.xml: the sitemap index. */
export async function* sitemapIndexDocument(ctx: DocumentContext, pageSize = SITEMAP_MAX_URLS): AsyncGenerator<string> {
  const pages = await sitemapPages(ctx, pageSize);
  yield `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n`;
  yield pages
    .map((p) => `<sitemap>${element('loc', absolute(ctx, sitemapPath(p)))}${p.lastmod ? element('lastmod', w3cDate(p.lastmod)) : ''}</sitemap>\n`)
    .join('');
  yield '</sitemapindex>\n';
}

/**
 * One child sitemap, or null when the page does not exist (beyond the last page; page 1 of a kind
 * always exists, an empty catalogue gives an empty urlset).
 */
export async function sitemapDocument(ctx: DocumentContext, kind: SitemapKind, page: number, pageSize = SITEMAP_MAX_URLS): Promise<AsyncGenerator<string> | null> {
  if (!Number.isSafeInteger(page) || page < 1) return null;
  const offset = (page - 1) * pageSize;
  if (kind === 'products') {
    const { count } = await sitemapProductCount(ctx.db);
    if (page > 1 && offset >= count) return null;
    return (async function* products() {
      yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
      for await (const batch of sitemapProductBatches(ctx.db, offset, pageSize)) {
        yield batch.map((p) => urlEntry(ctx, { path: productUrl(p), lastmod: p.lastmod })).join('');
      }
      yield '</urlset>\n';
    })();
  }
  const entries = await smallEntries(ctx, kind);
  if (page > 1 && offset >= entries.length) return null;
  return (async function* small() {
    yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
    yield entries.slice(offset, offset + pageSize).map((e) => urlEntry(ctx, e)).join('');
    yield '</urlset>\n';
  })();
}

/** robots.txt: crawlers keep out of search results, the cart and checkout, the profile and the styleguide. */
export function robotsTxt(publicUrl: string): string {
  const disallowed = ['/vyhledavani', '/kosik', '/dekujeme', '/nahrat-sdileny-kosik', '/porovnani-produktu', '/profil', '/obnova-hesla', '/__styleguide', '/api/'];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
