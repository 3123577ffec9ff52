// URL building and parsing (spec sections 2 and 9). Everything here runs unchanged in the
// browser and in Node: TextEncoder, URLSearchParams and BigInt only.

const FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;
const UTF8 = new TextEncoder();

/**
 * The canonical form of a taxonomy or content path, the input of taxonomyHash: spaces around
 * each segment and repeated, leading and trailing slashes are removed, then one leading slash
 * is added ("catalogue/", "/catalogue" → "/catalogue"). Case is kept: paths are case-sensitive.
 */
export function normalizeTaxonomyPath(path: string): string {
  const segments = path
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return `/${segments.join('/')}`;
}

/**
 * THE hash for taxonomy and content paths: FNV-1a, 64 bit, over the UTF-8 bytes of
 * normalizeTaxonomyPath(path), written as 16 lowercase hex digits. Pure and deterministic, no
 * crypto needed (it identifies pages, it protects nothing).
 */
export function taxonomyHash(path: string): string {
  return fnv1a64Hex(normalizeTaxonomyPath(path));
}

/** Plain FNV-1a 64 of a text's UTF-8 bytes, 16 lowercase hex digits (no normalization). */
export function fnv1a64Hex(text: string): string {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of UTF8.encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

export const DEFAULT_CATALOGUE_PATH = '/catalogue';
export const DEFAULT_CATALOGUE_HASH = taxonomyHash(DEFAULT_CATALOGUE_PATH);
export const DEFAULT_CATALOGUE_NAME = 'Katalog';

/** "Úklidové prostředky & mopy" → "uklidove-prostredky-mopy". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slugifies each segment of a path, dropping empty segments ("/Úklid/Mopy/" → "uklid/mopy"). */
export function slugifyPath(path: string): string {
  return path
    .split('/')
    .map(slugify)
    .filter((s) => s !== '')
    .join('/');
}

/** Removes every trailing slash ("/kosik/" → "/kosik", "/" → ""). */
export function stripTrailingSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

/** Removes every leading slash ("/kosik" → "kosik"). */
export function stripLeadingSlash(value: string): string {
  return value.replace(/^\/+/, '');
}

// --- Catalogue ---------------------------------------------------------------------------

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type QueryValue = string | number | boolean | null | undefined;

export interface CatalogueUrlParams {
  hash?: string | null;
  taxonomyName?: string | null;
  taxonomyPath?: string | null;
  after?: string | null;
  filter?: JsonValue;
  /** Accepted for convenience, never placed in the URL (section 2). */
  page?: number | null;
  /** Accepted for convenience, never placed in the URL (section 2). */
  pageSize?: number | null;
  /** Further query parameters, appended in their order. */
  extra?: Readonly<Record<string, QueryValue>> | null;
}

export interface ParsedCatalogueUrl {
  hash: string;
  /** The slug path of the URL, e.g. "uklid/mopy"; feed back as taxonomyPath. */
  taxonomyPath: string;
  after?: string;
  filter?: JsonValue;
  extra?: Record<string, string>;
}

/** Query keys with a meaning of their own; extra parameters cannot take them over. */
export const RESERVED_CATALOGUE_PARAMS = ['after', 'filter', 'page', 'pageSize'] as const;
const RESERVED = new Set<string>(RESERVED_CATALOGUE_PARAMS);

function isEmptyFilter(filter: JsonValue | undefined): boolean {
  if (filter === undefined || filter === null) return true;
  if (Array.isArray(filter)) return filter.length === 0;
  return typeof filter === 'object' && Object.keys(filter).length === 0;
}

function slugOrDefault(params: CatalogueUrlParams): string {
  // A path is more specific than a name, so it wins when both are given.
  const fromPath = params.taxonomyPath ? slugifyPath(params.taxonomyPath) : '';
  if (fromPath) return fromPath;
  const fromName = params.taxonomyName ? slugify(params.taxonomyName) : '';
  return fromName || slugify(DEFAULT_CATALOGUE_NAME);
}

/**
 * "/{slug}/c/{hash}?after=…&filter=<json>&<extra>". The slug comes from taxonomyPath, else
 * taxonomyName, else "Katalog"; the hash defaults to DEFAULT_CATALOGUE_HASH. An empty `after`
 * and an empty filter ({} or []) are left out; page and pageSize never appear; extra keys
 * that collide with after/filter/page/pageSize and null/undefined extra values are dropped.
 */
export function catalogueUrl(params: CatalogueUrlParams = {}): string {
  const hash = params.hash || DEFAULT_CATALOGUE_HASH;
  const query = new URLSearchParams();
  if (params.after) query.set('after', params.after);
  if (!isEmptyFilter(params.filter)) query.set('filter', JSON.stringify(params.filter));
  for (const [key, value] of Object.entries(params.extra ?? {})) {
    if (RESERVED.has(key) || value === null || value === undefined) continue;
    query.append(key, String(value));
  }
  const search = query.toString();
  return `/${slugOrDefault(params)}/c/${encodeURIComponent(hash)}${search ? `?${search}` : ''}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Reads a catalogue URL back; null when the path is not a catalogue path. A filter that is
 * not valid JSON is ignored. page/pageSize in the query are ignored (they never belong there).
 * parseCatalogueUrl(catalogueUrl(p)) gives back p's hash, slug path, after, filter and extra
 * (extra values as text).
 */
export function parseCatalogueUrl(pathname: string, search = ''): ParsedCatalogueUrl | null {
  const match = matchCatchAll(pathname);
  if (!match || match.kind !== 'catalogue') return null;
  const result: ParsedCatalogueUrl = { hash: match.id, taxonomyPath: match.path };
  const query = new URLSearchParams(search);
  const after = query.get('after');
  if (after) result.after = after;
  const filter = query.get('filter');
  if (filter) {
    try {
      const parsed = JSON.parse(filter) as JsonValue;
      if (!isEmptyFilter(parsed)) result.filter = parsed;
    } catch {
      // A hand-edited, broken filter just means "no filter".
    }
  }
  // A Map, not an object literal: keys like "__proto__" or "constructor" must stay plain data.
  const extra = new Map<string, string>();
  for (const [key, value] of query) {
    if (!RESERVED.has(key) && !extra.has(key)) extra.set(key, value);
  }
  if (extra.size > 0) result.extra = Object.fromEntries(extra);
  return result;
}

// --- Other pages ---------------------------------------------------------------------------

/** "/{slugified-name}/p/{sku}"; a name with nothing to slugify becomes "produkt". */
export function productUrl(product: { name: string; sku: string }): string {
  return `/${slugify(product.name) || 'produkt'}/p/${encodeURIComponent(product.sku)}`;
}

export function parseProductPath(pathname: string): { productName: string; sku: string } | null {
  const match = matchCatchAll(pathname);
  return match && match.kind === 'product' ? { productName: match.path, sku: match.id } : null;
}

function encodePath(path: string): string {
  return stripLeadingSlash(normalizeTaxonomyPath(path)).split('/').map(encodeURIComponent).join('/');
}

/** "/{path}/w/{taxonomyHash(path)}": content page addresses carry the hash of their path. */
export function contentUrl(path: string): string {
  return `/${encodePath(path)}/w/${taxonomyHash(path)}`;
}

/** True when a content URL's hash belongs to its path (guards against edited addresses). */
export function isContentHashValid(path: string, hash: string): boolean {
  return taxonomyHash(path) === hash.toLowerCase();
}

/** "/{slugified-name}/z/{hash}"; a name with nothing to slugify becomes "vyrobce". */
export function manufacturerUrl(manufacturer: { name: string; hash: string }): string {
  return `/${slugify(manufacturer.name) || 'vyrobce'}/z/${encodeURIComponent(manufacturer.hash)}`;
}

export type CatchAllKind = 'catalogue' | 'content' | 'manufacturer' | 'product';

const KIND_BY_LETTER: Readonly<Record<string, CatchAllKind>> = {
  c: 'catalogue',
  w: 'content',
  z: 'manufacturer',
  p: 'product',
};

const CATCH_ALL = /^\/(.+)\/(c|w|z|p)\/([^/]+)$/;

/**
 * Matches the not-exact routes "/{path*}/(c|w|z|p)/{id}" (a trailing slash is tolerated).
 * `path` and `id` come back URL-decoded; null for any other address.
 */
export function matchCatchAll(pathname: string): { kind: CatchAllKind; path: string; id: string } | null {
  const match = CATCH_ALL.exec(stripTrailingSlash(pathname));
  if (!match) return null;
  const [, path, letter, id] = match as unknown as [string, string, string, string];
  return { kind: KIND_BY_LETTER[letter]!, path: safeDecode(path), id: safeDecode(id) };
}

/**
 * Prefixes a media URL with the configured media prefix. Left alone: absolute URLs (http:,
 * https:, protocol-relative //, data:) and the app's own /images/modern assets. A leading "~/"
 * is stripped first. Empty input gives ''.
 */
export function mediaUrl(url: string | null | undefined, mediaPrefix: string): string {
  if (!url) return '';
  if (/^(https?:|data:|\/\/)/i.test(url)) return url;
  const path = `/${stripLeadingSlash(url.replace(/^~\//, ''))}`;
  if (path === '/images/modern' || path.startsWith('/images/modern/')) return path;
  return `${stripTrailingSlash(mediaPrefix)}${path}`;
}

/**
 * The last day of the month that lies `days` calendar days after `from`, as YYYY-MM-DD.
 * Computed on the UTC calendar so server and browser agree whatever their time zones.
 */
export function lastDayOfMonthAhead(days: number, from: Date): string {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  return last.toISOString().slice(0, 10);
}

export type TaxonomyKind = 'category' | 'manufacturer' | 'preview' | 'content';

/**
 * The address of a taxonomy node by its kind: manufacturers "/{name}/z/{hash}", content
 * sections "/{path}/w/{hash}", categories and preview listings (and unknown kinds) the
 * catalogue "/{name}/c/{hash}". Content nodes must be stored with hash = taxonomyHash(path);
 * the node's own hash is used so the address always resolves to the stored node.
 */
export function taxonomyUrl(node: { hash: string; name: string; path: string; kind: string }): string {
  switch (node.kind) {
    case 'manufacturer':
      return manufacturerUrl(node);
    case 'content':
      return `/${encodePath(node.path)}/w/${encodeURIComponent(node.hash)}`;
    default:
      return catalogueUrl({ hash: node.hash, taxonomyName: node.name });
  }
}

// --- Content -------------------------------------------------------------------------------

/** Where each article type lives: advisor /poradna, blog /blog, news /aktuality, pages /stranky. */
export const ARTICLE_BASE_PATHS = {
  advisor: '/poradna',
  blog: '/blog',
  news: '/aktuality',
  article: '/stranky',
} as const;
export type ArticleKind = keyof typeof ARTICLE_BASE_PATHS;

export function isArticleKind(value: unknown): value is ArticleKind {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ARTICLE_BASE_PATHS, value);
}

/** "/poradna/jak-vybrat-…"; an unknown type is a plain page (/stranky). */
export function articleUrl(article: { type: string; alias: string }): string {
  const base = isArticleKind(article.type) ? ARTICLE_BASE_PATHS[article.type] : ARTICLE_BASE_PATHS.article;
  return `${base}/${encodeURIComponent(article.alias)}`;
}

/** "/showrooms/{alias}" (the showroom's node alias is its path). */
export function showroomUrl(showroom: { alias: string }): string {
  return `/showrooms/${encodeURIComponent(showroom.alias)}`;
}

/**
 * The address without the trailing slash of its path ("/poradna/?x=1" → "/poradna?x=1"), where a
 * page answers 301 (one address per page, issue 15); null when there is none to remove (and for
 * "/"). Leading slashes collapse to one, so "//host/" never becomes the protocol-relative "//host".
 */
export function withoutTrailingSlash(url: string): string | null {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (path === '/' || !path.endsWith('/')) return null;
  return `/${path.replace(/\/+$/, '').replace(/^\/+/, '')}${q < 0 ? '' : url.slice(q)}`;
}
