// Site shell and editorial content: navigation, footer, shop settings, status bars, banners,
// articles, content pages and showrooms. Returns the shapes of schema/client/content.graphql
// (REST-backed types), so the JSON maps onto the client's typed @rest documents one to one.
// CMS HTML is sanitised here, on the way out, whatever was stored.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import {
  articleUrl,
  DEFAULT_ARTICLE_SORT,
  isArticleKind,
  isPublicDeliveryMethod,
  isNavigationArea,
  NAVIGATION_AREAS,
  parseArticleSort,
  parseStatusBarType,
  priceWithTax,
  SHOP_OPENING_HOURS,
  showroomUrl,
  taxonomyHash,
  taxonomyUrl,
  type ArticleKind,
  type NavigationArea,
  type NavigationItem,
  type NavigationItems,
  type PublicDeliveryRate,
} from '../../domain/index.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { toMethodRule } from './methods.js';
import { articles, navigation, settings, shippingMethods, showrooms, statusBars, taxonomies, type NavigationItem as NavigationRowItem } from '../db/schema.js';

// --- Sanitising -----------------------------------------------------------------------------

const INLINE_TAGS = ['a', 'b', 'strong', 'i', 'em', 'br', 'span', 'small'];

/** Status bars: inline markup and links only. */
const INLINE_HTML: sanitizeHtml.IOptions = {
  allowedTags: INLINE_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // A new window never gets a handle on the shop's page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Article bodies: the usual rich-text set; no scripts, styles, frames or event handlers. */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...INLINE_TAGS, 'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'], img: ['src', 'alt', 'width', 'height', 'loading'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: INLINE_HTML.transformTags,
};

export function sanitizeInline(html: string): string {
  return sanitizeHtml(html, INLINE_HTML);
}

export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}

// --- Navigation -------------------------------------------------------------------------------

// The item type is the domain's (src/domain/navigation.ts): the storefront renders this very shape.
export type Navigation = { id: 'navigation' } & Record<NavigationArea, NavigationItems>;

function collectHashes(items: readonly NavigationRowItem[], into: Set<string>): void {
  for (const item of items) {
    if (item.hash) into.add(item.hash);
    if (item.items) collectHashes(item.items, into);
  }
}

function toNavigationItem(item: NavigationRowItem, urls: ReadonlyMap<string, string>): NavigationItem {
  return {
    kind: item.kind,
    label: item.label,
    action: item.action ?? null,
    href: item.href ?? null,
    target: item.target ?? null,
    to: item.to ?? null,
    hash: item.hash ?? null,
    // A hash whose node is gone resolves to nothing: the item then renders as plain text.
    url: item.hash ? (urls.get(item.hash) ?? null) : null,
    image: item.image ?? null,
    code: item.code ?? null,
    items: item.items && item.items.length > 0 ? item.items.map((child) => toNavigationItem(child, urls)) : null,
  };
}

/** The navigation action the chat widget performs ("Online poradce", "Chat s podporou"). */
const OPEN_CHAT_ACTION = 'openChat';

type ChatConfig = Pick<Config, 'chatScriptUrl' | 'chatKey'>;

/** Chat is on only when both its script and its key are configured (CHAT_SCRIPT_URL, CHAT_KEY). */
export function chatConfigured(config: ChatConfig): boolean {
  return Boolean(config.chatScriptUrl && config.chatKey);
}

/** Items nobody could use are left out: a chat link with no chat would do nothing on click. */
function usableItems(items: readonly NavigationRowItem[], chat: boolean): NavigationRowItem[] {
  return items
    .filter((item) => chat || !(item.kind === 'action' && item.action === OPEN_CHAT_ACTION))
    .map((item) => (item.items ? { ...item, items: usableItems(item.items, chat) } : item));
}

export async function getNavigation(db: Db, config: ChatConfig): Promise<Navigation> {
  const rows = await db.select().from(navigation);
  const hashes = new Set<string>();
  for (const row of rows) collectHashes(row.items, hashes);
  const nodes = hashes.size > 0 ? await db.select().from(taxonomies).where(inArray(taxonomies.hash, [...hashes])) : [];
  const urls = new Map(nodes.map((node) => [node.hash, taxonomyUrl(node)]));
  const result: Navigation = {
    id: 'navigation',
    categories: [],
    groups: [],
    horizontalNav: [],
    main: [],
    mobileAfter: [],
    topNav: [],
    topNavLeft: [],
  };
  for (const row of rows) {
    if (isNavigationArea(row.area)) result[row.area] = usableItems(row.items, chatConfigured(config)).map((item) => toNavigationItem(item, urls));
  }
  return result;
}

export { NAVIGATION_AREAS };

// --- Settings and footer --------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function optStr(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

async function setting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

export type ShopSettings = {
  id: 'shop';
  name: string;
  phone: string;
  email: string;
  openingHours: string;
  companyName: string;
  address: string;
  chatScriptUrl: string | null;
  chatKey: string | null;
  deliveryRates: PublicDeliveryRate[];
};

/** Delivered methods anyone can choose for any product (domain rule), cheapest first, prices with VAT. */
async function deliveryRates(db: Db): Promise<PublicDeliveryRate[]> {
  const rows = await db.select().from(shippingMethods).orderBy(asc(shippingMethods.position));
  return rows
    .map((row) => ({ row, rule: toMethodRule(row.rule) }))
    .filter(({ row, rule }) => isPublicDeliveryMethod({ personalPickup: row.personalPickup, rule }))
    .map(({ row, rule }) => ({
      name: row.name,
      priceWithTax: priceWithTax(row.price, row.vatRate),
      priceFrom: rule.priceFrom ?? null,
      priceTo: rule.priceTo ?? null,
    }))
    .sort((a, b) => a.priceWithTax - b.priceWithTax);
}

export async function getShopSettings(db: Db, config: Pick<Config, 'shopName' | 'chatScriptUrl' | 'chatKey'>): Promise<ShopSettings> {
  const value = await setting(db, 'shop');
  const shop = isRecord(value) ? value : {};
  return {
    id: 'shop',
    name: str(shop.name, config.shopName),
    phone: str(shop.phone),
    email: str(shop.email),
    openingHours: str(shop.openingHours, SHOP_OPENING_HOURS),
    companyName: str(shop.companyName),
    address: str(shop.address),
    chatScriptUrl: chatConfigured(config) ? config.chatScriptUrl : null,
    chatKey: chatConfigured(config) ? config.chatKey : null,
    deliveryRates: await deliveryRates(db),
  };
}

/** Addresses for shop e-mails (contact mailbox, no-reply sender) from the 'shop' settings row. */
export async function getMailSettings(db: Db): Promise<{ email: string; noReplyEmail: string }> {
  const value = await setting(db, 'shop');
  const shop = isRecord(value) ? value : {};
  const email = str(shop.email);
  return { email, noReplyEmail: str(shop.noReplyEmail, email) };
}

export type Footer = {
  id: 'footer';
  sections: { title: string; links: { label: string; href: string | null; to: string | null }[] }[];
  showroom: { name: string; address: string; openingHours: string } | null;
  social: { network: string; href: string; label: string }[];
  partners: { name: string; image: string; href: string }[];
};

/** The footer settings row, read defensively: a malformed entry is dropped, never a 500. */
export async function getFooter(db: Db): Promise<Footer> {
  const value = await setting(db, 'footer');
  const footer = isRecord(value) ? value : {};
  const showroom = isRecord(footer.showroom) ? footer.showroom : null;
  return {
    id: 'footer',
    sections: list(footer.sections).map((section) => ({
      title: str(section.title),
      links: list(section.links)
        .map((link) => ({ label: str(link.label), href: optStr(link.href), to: optStr(link.to) }))
        .filter((link) => link.label !== '' && (link.href !== null || link.to !== null)),
    })),
    showroom: showroom
      ? { name: str(showroom.name), address: str(showroom.address), openingHours: str(showroom.openingHours) }
      : null,
    social: list(footer.social).map((s) => ({ network: str(s.network), href: str(s.href), label: str(s.label) })),
    partners: list(footer.partners).map((p) => ({ name: str(p.name), image: str(p.image), href: str(p.href) })),
  };
}

// --- Status bars --------------------------------------------------------------------------------

export type StatusBar = {
  statusBarId: string;
  message: string;
  type: string;
  closable: boolean;
  pathList: string[];
};

/** Every bar (sanitised), minus the closable ones the visitor closed (closedStatusBars cookie). */
export async function getStatusBars(db: Db, closedIds: readonly string[]): Promise<StatusBar[]> {
  const closed = new Set(closedIds);
  const rows = await db.select().from(statusBars).orderBy(asc(statusBars.position), asc(statusBars.id));
  return rows
    .filter((row) => !(row.closable && closed.has(row.id)))
    .map((row) => ({
      statusBarId: row.id,
      message: sanitizeInline(row.message),
      type: parseStatusBarType(row.type),
      closable: row.closable,
      pathList: row.pathList,
    }));
}

// --- Banners ------------------------------------------------------------------------------------

export type Banner = { id: string; title: string; text: string; image: string; to: string; cta: string };

/** The path of the Akce preview listing (one of the five fixed preview taxonomies). */
export const PROMOTIONS_PATH = '/preview/akce';

export const DEFAULT_BANNERS: readonly Banner[] = [
  {
    id: 'jaro',
    title: 'Jarní úklid se slevou 200 Kč',
    text: 'Při nákupu nad 1 500 Kč zadejte v košíku kód JARO200.',
    image: '/images/articles/jarni-uklid.webp',
    // "Zobrazit akce" opens the Akce listing (the promotions preview taxonomy), not the news.
    to: taxonomyUrl({ hash: taxonomyHash(PROMOTIONS_PATH), name: 'Akce', path: PROMOTIONS_PATH, kind: 'preview' }),
    cta: 'Zobrazit akce',
  },
  {
    id: 'velkoodber',
    title: 'Velkoodběr se slevou až 12 %',
    text: 'Ceny pro firmy, platba na fakturu a rozvoz vlastním autem.',
    image: '/images/articles/velkoodber.webp',
    to: '/stranky/velkoodber',
    cta: 'Podmínky velkoodběru',
  },
  {
    id: 'klub',
    title: 'Klub Čisto: body za každý nákup',
    text: 'Za každých 10 Kč jeden bod. Body vyměníte za dárky přímo v košíku.',
    image: '/images/articles/klub-cisto.webp',
    to: '/klub',
    cta: 'Jak to funguje',
  },
];

/** Banners from the 'banners' settings row when an editor set one, else the defaults. */
export async function getBanners(db: Db): Promise<Banner[]> {
  const value = await setting(db, 'banners');
  const stored = list(value)
    .map((b) => ({ id: str(b.id), title: str(b.title), text: str(b.text), image: str(b.image), to: str(b.to), cta: str(b.cta) }))
    .filter((b) => b.id !== '' && b.title !== '' && b.to !== '');
  return stored.length > 0 ? stored : [...DEFAULT_BANNERS];
}

// --- Articles -----------------------------------------------------------------------------------

type ArticleRow = typeof articles.$inferSelect;
/** What a teaser is made of: the article without its body. */
export type TeaserRow = Pick<ArticleRow, 'id' | 'type' | 'alias' | 'title' | 'category' | 'teaserText' | 'teaserImage' | 'publishedAt'>;

export type ArticleTeaser = {
  id: string;
  type: string;
  alias: string;
  title: string;
  category: string | null;
  teaserText: string;
  teaserImage: string | null;
  date: string;
  url: string;
};

export type Article = ArticleTeaser & { body: string };

export type ArticleList = {
  items: ArticleTeaser[];
  totalCount: number;
  page: number;
  pageCount: number;
  categories: string[];
};

export type ArticlesQuery = {
  type?: ArticleKind | null;
  category?: string | null;
  hash?: string | null;
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
};

export const DEFAULT_ARTICLE_PAGE_SIZE = 9;
export const MAX_ARTICLE_PAGE_SIZE = 50;

/** One article's teaser: the shape of every list, the search's article group included. */
export function toTeaser(row: TeaserRow): ArticleTeaser {
  return {
    id: String(row.id),
    type: row.type,
    alias: row.alias,
    title: row.title,
    category: row.category,
    teaserText: row.teaserText,
    teaserImage: row.teaserImage,
    date: row.publishedAt.toISOString(),
    url: articleUrl(row),
  };
}

function orderFor(sort: string | null | undefined): SQL[] {
  switch (parseArticleSort(sort ?? DEFAULT_ARTICLE_SORT)) {
    case 'DATE_ASC':
      return [asc(articles.publishedAt), asc(articles.id)];
    case 'ORDER_ASC':
      return [asc(articles.position), asc(articles.id)];
    case 'ORDER_DESC':
      return [desc(articles.position), desc(articles.id)];
    default:
      return [desc(articles.publishedAt), desc(articles.id)];
  }
}

/** A page of teasers. With a hash and no type, articles of every type attached to that node. */
export async function listArticles(db: Db, query: ArticlesQuery): Promise<ArticleList> {
  const pageSize = Math.min(Math.max(query.pageSize ?? DEFAULT_ARTICLE_PAGE_SIZE, 1), MAX_ARTICLE_PAGE_SIZE);
  const type: ArticleKind | null = query.type ?? (query.hash ? null : 'article');
  const base: SQL[] = [];
  if (type) base.push(eq(articles.type, type));
  if (query.hash) base.push(eq(articles.taxonomyHash, query.hash));
  const filtered = query.category ? [...base, eq(articles.category, query.category)] : base;
  const where = filtered.length > 0 ? and(...filtered) : undefined;
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const totalCount = Number(total?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const page = Math.min(Math.max(query.page ?? 1, 1), pageCount);
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(...orderFor(query.sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const categoryRows = await db
    .selectDistinct({ category: articles.category })
    .from(articles)
    .where(base.length > 0 ? and(...base) : undefined)
    .orderBy(asc(articles.category));
  return {
    items: rows.map(toTeaser),
    totalCount,
    page,
    pageCount,
    categories: categoryRows.map((r) => r.category).filter((c): c is string => typeof c === 'string' && c !== ''),
  };
}

export async function getArticle(db: Db, type: string, alias: string): Promise<Article | null> {
  if (!isArticleKind(type)) return null;
  const [row] = await db.select().from(articles).where(and(eq(articles.type, type), eq(articles.alias, alias)));
  return row ? { ...toTeaser(row), body: sanitizeArticle(row.body) } : null;
}

export type ContentPage = { hash: string; name: string; path: string; description: string | null; article: Article | null };

/** A /{path}/w/{hash} page: the content node and the page-type article attached to it. */
export async function getContentPage(db: Db, hash: string): Promise<ContentPage | null> {
  const [node] = await db.select().from(taxonomies).where(and(eq(taxonomies.hash, hash), eq(taxonomies.kind, 'content')));
  if (!node) return null;
  const [row] = await db
    .select()
    .from(articles)
    .where(eq(articles.taxonomyHash, hash))
    .orderBy(asc(articles.position), asc(articles.id))
    .limit(1);
  return {
    hash: node.hash,
    name: node.name,
    path: node.path,
    description: node.description,
    article: row ? { ...toTeaser(row), body: sanitizeArticle(row.body) } : null,
  };
}

// --- Showrooms ----------------------------------------------------------------------------------

type ShowroomRow = typeof showrooms.$inferSelect;

export type Showroom = {
  id: string;
  alias: string;
  name: string;
  address: string;
  openingHours: string;
  telephone: string;
  email: string | null;
  description: string;
  url: string;
};

function toShowroom(row: ShowroomRow): Showroom {
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    address: row.address,
    openingHours: row.openingHours,
    telephone: row.telephone,
    email: row.email,
    description: row.description,
    url: showroomUrl(row),
  };
}

export async function listShowrooms(db: Db): Promise<Showroom[]> {
  const rows = await db.select().from(showrooms).orderBy(asc(showrooms.name));
  return rows.map(toShowroom);
}

/** By id or by alias (the page address carries the alias). */
export async function getShowroom(db: Db, idOrAlias: string): Promise<Showroom | null> {
  const [byId] = await db.select().from(showrooms).where(eq(showrooms.id, idOrAlias));
  if (byId) return toShowroom(byId);
  const [byAlias] = await db.select().from(showrooms).where(eq(showrooms.alias, idOrAlias));
  return byAlias ? toShowroom(byAlias) : null;
}
