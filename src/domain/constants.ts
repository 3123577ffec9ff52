// Business constants of spec section 9 (and the few numbers of sections 1–4). Durations are
// in milliseconds unless the name says otherwise.

import type { PricesType } from './enums.js';

export const CURRENCY = 'CZK';
export const REGION = 'CZ';
export const LOCALE = 'cs';
/** BCP 47 tag for Intl formatting. */
export const INTL_LOCALE = 'cs-CZ';
export const DEFAULT_COUNTRY = 'CZ';
export const ALLOWED_COUNTRIES = ['CZ', 'SK'] as const;
export type AllowedCountry = (typeof ALLOWED_COUNTRIES)[number];

export const PRICES_TYPE_COOKIE_DAYS = 1825;
export const DEFAULT_PRICES_TYPE: PricesType = 'B2C';
export const DEFAULT_PRICE_GROUP = '_default';

export const RECENTLY_VIEWED_LIMIT = 20;
export const CART_SUBJECTS_LIMIT = 100;
/** Subject changes one cart update may carry (REST and GraphQL): a whole cart twice over, pieces and cartons. */
export const CART_UPDATE_BATCH_LIMIT = 2 * CART_SUBJECTS_LIMIT;
export const DELIVERY_CONTACTS_LIMIT = 100;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const CACHE_TIMES = {
  cartContent: 2 * HOUR,
  methods: 2 * HOUR,
  loginBanners: 2 * HOUR,
  cartSubjects: 2 * MINUTE,
  totals: 2 * MINUTE,
  checkoutData: 5 * MINUTE,
  taxonomyPrefetch: 2 * HOUR,
} as const;

export const TOKEN_REFRESH_INTERVAL_MS = 10 * MINUTE;
export const TOKEN_STALE_MS = 11 * MINUTE;
export const TOKEN_RETRY_BASE_MS = 1000;
export const TOKEN_RETRY_MAX_MS = 30_000;
/** Access token lifetime in seconds: one refresh interval. */
export const ACCESS_TOKEN_TTL_S = 600;

/**
 * Delay before retry number `attempt` (0-based: the first retry waits 1 s), doubling each time
 * and capped at 30 s. Nonsense attempts (negative, NaN) are treated as the first one.
 */
export function tokenRetryDelay(attempt: number): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  // 2^5 s already exceeds the cap; avoid huge powers for large attempts.
  return n >= 5 ? TOKEN_RETRY_MAX_MS : Math.min(TOKEN_RETRY_BASE_MS * 2 ** n, TOKEN_RETRY_MAX_MS);
}

/** Stock band thresholds (section 4): below 3, 3–5, above 5 to 10, above 10 below 50, 50+. */
export const STOCK_BANDS = [3, 5, 10, 50] as const;

export const NEWSLETTER_THANKS_MS = 5000;
export const NEWSLETTER_MAX_PER_MONTH = 4;
export const MEGA_MENU_HOVER_DELAY_MS = 300;
/**
 * Hover intent: how long a hover-opened mega-menu panel stays open after the pointer leaves its
 * group. A pointer travelling diagonally from the trigger to a column crosses the next groups'
 * triggers or the gap above the panel; reaching the panel within this time keeps it open.
 */
export const MEGA_MENU_CLOSE_DELAY_MS = 400;
export const CHAT_REINSTALL_DELAY_MS = 50;

export const CLOSED_STATUS_BARS_COOKIE = 'closedStatusBars';
export const CLOSED_STATUS_BARS_COOKIE_DAYS = 365;
export const PRICES_TYPE_COOKIE = 'pricesType';

/**
 * A REST answer the same for every visitor of a price group while the data stands (a listing page,
 * a product's detail) says so in this header (value PRICE_GROUP_SCOPE); the server keeps it at most
 * SHARED_PRICED_ANSWER_TTL_S, and so does the server render that shares it between visitors.
 */
export const ANSWER_SCOPE_HEADER = 'x-answer-scope';
export const PRICE_GROUP_SCOPE = 'price-group';
export const SHARED_PRICED_ANSWER_TTL_S = 5;

export const AUTOCOMPLETE_LIMITS = {
  topQueries: 3,
  brands: 4,
  categories: 4,
  articles: 3,
  products: 7,
} as const;

/**
 * A past search is offered to other shoppers as a top query only once this many searches found
 * something with it: a one-off query (a name, a phone number, a typo) stays private.
 */
export const TOP_QUERY_MIN_SEARCHES = 3;

export const DEFAULT_PRODUCT_DETAIL_OFFSET = 105;
export const DEFAULT_SUBTREE_DEPTH = 1;

/** Mobile is up to and including 768 px; tablet 769–1023 px (the spec's ranges touch at 768). */
export const BREAKPOINTS = { mobileMax: 768, tabletMax: 1023 } as const;

/** Desktop horizontal nav: the first 5 items go left, the rest right. */
export const HORIZONTAL_NAV_LEFT_COUNT = 5;
/** Mega-menu panels have 4 columns. */
export const MEGA_MENU_COLUMNS = 4;
/** Levels of the groups area the mega menu shows: group, column heading, link. */
export const MEGA_MENU_LEVELS = 3;

export const UNSUPPORTED_BROWSERS = [
  'aol',
  'yandex',
  'kakaotalk',
  'silk',
  'miui',
  'beaker',
  'pie',
  'netfront',
  'ie',
  'bb10',
] as const;
export const UNSUPPORTED_BROWSER_TEXT = 'Váš prohlížeč není podporován nebo aktualizován.';

export const COPYRIGHT_FROM_YEAR = 2009;
export const SHOP_OPENING_HOURS = 'Po - Pá 8:00 - 16:30';
/** Days a consumer may withdraw from a distance purchase (§ 1829 of the Civil Code): the return window. */
export const WITHDRAWAL_DAYS = 14;

/** Path prefixes whose media are served by the app itself, never through the media prefix. */
export const UNPREFIXED_MEDIA_PREFIX = '/images/modern';
