// Visitor lists and shell helpers (spec sections 1, 2, 4 and 9).

import {
  AUTOCOMPLETE_LIMITS,
  COPYRIGHT_FROM_YEAR,
  HORIZONTAL_NAV_LEFT_COUNT,
  RECENTLY_VIEWED_LIMIT,
  UNSUPPORTED_BROWSERS,
} from './constants.js';
import { stripTrailingSlash } from './urls.js';

/** Newest first, at most 20; viewing a listed sku again moves it to the front. */
export function addRecentlyViewed(list: readonly string[], sku: string, limit = RECENTLY_VIEWED_LIMIT): string[] {
  if (!sku) return [...list];
  return [sku, ...list.filter((s) => s !== sku)].slice(0, limit);
}

export type CompareAddResult = 'added' | 'already-present';

/** Adding a present sku is a warning ('already-present'), never a second entry. */
export function addToCompare(list: readonly string[], sku: string): { list: string[]; result: CompareAddResult } {
  if (list.includes(sku)) return { list: [...list], result: 'already-present' };
  return { list: [...list, sku], result: 'added' };
}

export function removeFromCompare(list: readonly string[], sku: string): string[] {
  return list.filter((s) => s !== sku);
}

/** A path with trailing slashes, query and hash removed; the root stays "/". */
function cleanPath(path: string): string {
  return stripTrailingSlash(path.split(/[?#]/, 1)[0]!) || '/';
}

/** True when `path` is `prefix` or lies below it at a segment boundary (/klub matches /klub/body, not /klubovna). */
export function isPathUnder(path: string, prefix: string): boolean {
  const p = cleanPath(path);
  const base = cleanPath(prefix);
  return p === base || (base !== '/' && p.startsWith(`${base}/`));
}

export interface StatusBarLike {
  statusBarId: string;
  closable?: boolean | null;
  pathList?: readonly string[] | null;
}

/**
 * Status bars shown on `path`. An empty or missing pathList means everywhere; otherwise the
 * path must equal a listed path or lie below it (isPathUnder; "/" lists the home page only).
 * A closed id hides a bar only while it is closable: a bar made unclosable later reappears.
 */
export function visibleStatusBars<T extends StatusBarLike>(
  bars: readonly T[],
  path: string,
  closedIds: readonly string[],
): T[] {
  const closed = new Set(closedIds);
  return bars.filter((bar) => {
    if (bar.closable && closed.has(bar.statusBarId)) return false;
    const list = bar.pathList ?? [];
    return list.length === 0 || list.some((p) => isPathUnder(path, p));
  });
}

function parseJsonArray(value: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The closedStatusBars cookie value is a JSON array of ids. Reading also accepts a
 * comma-separated list (anything that is not a JSON array is read that way); a broken JSON
 * array is no ids.
 */
export function parseClosedStatusBars(cookieValue: string | null | undefined): string[] {
  const value = cookieValue?.trim() ?? '';
  const json = parseJsonArray(value);
  if (json) return json.filter((id): id is string => typeof id === 'string' && id !== '');
  if (value.startsWith('[')) return [];
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

export function serializeClosedStatusBars(ids: readonly string[]): string {
  return JSON.stringify([...new Set(ids)]);
}

/** Adds a closed id (once). */
export function closeStatusBar(closedIds: readonly string[], id: string): string[] {
  return closedIds.includes(id) ? [...closedIds] : [...closedIds, id];
}

/** Footer address: the part before the first comma, and the rest (trimmed; '' without a comma). */
export function splitAddress(address: string): { line1: string; line2: string } {
  const index = address.indexOf(',');
  if (index < 0) return { line1: address.trim(), line2: '' };
  return { line1: address.slice(0, index).trim(), line2: address.slice(index + 1).trim() };
}

/** "2009–2025" (en dash); just "2009" should a clock ever say 2009 or earlier. */
export function copyrightYears(now: Date = new Date()): string {
  const year = now.getFullYear();
  return year > COPYRIGHT_FROM_YEAR ? `${COPYRIGHT_FROM_YEAR}–${year}` : String(COPYRIGHT_FROM_YEAR);
}

export type AutocompleteGroups<T> = {
  [K in keyof typeof AUTOCOMPLETE_LIMITS]?: readonly T[] | null;
};

/** Cuts each autocomplete group to its limit (3/4/4/3/7); missing groups become empty. */
export function limitAutocomplete<T>(groups: AutocompleteGroups<T>): {
  [K in keyof typeof AUTOCOMPLETE_LIMITS]: T[];
} {
  const cut = (key: keyof typeof AUTOCOMPLETE_LIMITS): T[] => (groups[key] ?? []).slice(0, AUTOCOMPLETE_LIMITS[key]);
  return {
    topQueries: cut('topQueries'),
    brands: cut('brands'),
    categories: cut('categories'),
    articles: cut('articles'),
    products: cut('products'),
  };
}

/**
 * Section 2: on /kosik (and every checkout step below it) both the newsletter block and the
 * footer main part are hidden; the newsletter is also hidden on /registrace and /klub, and
 * (by the same prefix rule) on the club's sub-pages.
 */
export function footerVisibility(path: string): { newsletter: boolean; main: boolean } {
  const inCart = isPathUnder(path, '/kosik');
  const noNewsletter = inCart || isPathUnder(path, '/registrace') || isPathUnder(path, '/klub');
  return { newsletter: !noNewsletter, main: !inCart };
}

/**
 * The floating comparison bar: not on the comparison page itself, and not in the cart and its
 * checkout steps, where the step's own bar (total and "Pokračovat") holds the bottom of the
 * screen and a comparison is no longer what the shopper is doing.
 */
export function compareBarVisible(path: string, comparePath: string): boolean {
  return cleanPath(path) !== cleanPath(comparePath) && !isPathUnder(path, '/kosik');
}

/** The chat widget is removed on mobile devices inside the cart, shown everywhere else. */
export function chatWidgetVisible(path: string, isMobile: boolean): boolean {
  return !(isMobile && isPathUnder(path, '/kosik'));
}

/** Where logout leads: from /kosik/* to /kosik, from /profil* to /, elsewhere stay (null). */
export function logoutRedirect(path: string): string | null {
  const p = cleanPath(path);
  if (p.startsWith('/kosik/')) return '/kosik';
  if (isPathUnder(p, '/profil')) return '/';
  return null;
}

const BROWSER_ALIASES: Readonly<Record<string, string>> = {
  'internet explorer': 'ie',
  msie: 'ie',
  blackberry: 'bb10',
};

/** Case-insensitive; a few common long names (Internet Explorer, BlackBerry) are mapped too. */
export function isUnsupportedBrowser(name: string | null | undefined): boolean {
  if (!name) return false;
  const key = name.trim().toLowerCase();
  const canonical = BROWSER_ALIASES[key] ?? key;
  return (UNSUPPORTED_BROWSERS as readonly string[]).includes(canonical);
}

/** Desktop nav: the first 5 items on the left, the rest on the right. */
export function splitHorizontalNav<T>(items: readonly T[]): { left: T[]; right: T[] } {
  return { left: items.slice(0, HORIZONTAL_NAV_LEFT_COUNT), right: items.slice(HORIZONTAL_NAV_LEFT_COUNT) };
}

/** Page title: the page name plus the shop site name ("Košík | Čisto"); no name → site name. */
export function pageTitle(pageName: string | null | undefined, siteName: string): string {
  const name = pageName?.trim();
  return name ? `${name} | ${siteName}` : siteName;
}
