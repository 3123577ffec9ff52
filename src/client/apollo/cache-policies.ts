// The client cache times of spec section 9, as Apollo fetch policies, in ONE place.
// Apollo 3 has no TTL, so freshness is tracked here per client and per (kind, variables):
// a read inside its max age is 'cache-first' (no request when the cache has the data), an
// older one is 'network-only' once, which refreshes the normalised objects for every view.
// Data restored from the server render counts as fresh from the moment it is first asked for,
// so hydration never triggers a request.
import type { FetchPolicy } from '@apollo/client';
import { CACHE_TIMES } from '../domain';

export const CACHE_MAX_AGE_MS = {
  /** Cart subjects and totals: 2 minutes. */
  cart: CACHE_TIMES.cartSubjects,
  /** Checkout data (addresses, notes, agreements): 5 minutes. */
  checkoutData: CACHE_TIMES.checkoutData,
  /** Shipping and payment methods: 2 hours. */
  methods: CACHE_TIMES.methods,
  /** Cart content (gifts, loyalty stage, coupons): 2 hours. */
  cartContent: CACHE_TIMES.cartContent,
  /** Login banners: 2 hours. */
  loginBanners: CACHE_TIMES.loginBanners,
  /** Taxonomy sub-trees (prefetch stale time): 2 hours. */
  taxonomy: CACHE_TIMES.taxonomyPrefetch,
  // The spec gives no time for listings and product detail: they live as long as the page.
  catalogue: Number.POSITIVE_INFINITY,
  product: Number.POSITIVE_INFINITY,
  settings: Number.POSITIVE_INFINITY,
  // Comparison and recently viewed change only through this tab's mutations, which update the cache.
  visitorLists: Number.POSITIVE_INFINITY,
  /** Navigation, footer, status bars, articles, showrooms: as long as the page lives. */
  content: Number.POSITIVE_INFINITY,
} as const;

export type CacheKind = keyof typeof CACHE_MAX_AGE_MS;

/** Components only render what route loaders (or mutations) put in the cache. */
export const COMPONENT_FETCH_POLICY: FetchPolicy = 'cache-first';

/**
 * The fixed fetch policies of route loaders whose data has no cache time in spec section 9:
 * they always ask the server (in the server render and on every client navigation), because the
 * data changes on the server behind this tab's back or must be checked afresh. Loaders of data that
 * does have a cache time (the cart, taxonomy, catalogue, content, visitor lists) use `fetchPolicyFor`.
 *
 * | name               | loader (file)                                     | query                 | why always afresh                                    |
 * |--------------------|---------------------------------------------------|-----------------------|------------------------------------------------------|
 * | customerOrders     | dashboardLoader, ordersLoader (profile/loaders)   | CustomerOrders        | new orders and status changes come from the server   |
 * | customerOrder      | orderLoader (profile/loaders)                     | CustomerOrder         | status, payment and shipping change on the server    |
 * | shoppingLists      | dashboardLoader (profile/loaders)                 | ShoppingLists         | lists are edited from other devices too              |
 * | customerInvoices   | invoicesLoader (profile/loaders)                  | CustomerInvoices      | invoices are issued on the server                    |
 * | customerInvoice    | invoiceLoader (profile/loaders)                   | CustomerInvoice       | as above                                             |
 * | customerLoyalty    | loyaltyLoader, clubPointsLoader (profile/loaders) | CustomerLoyalty       | points move with every order                         |
 * | passwordRenewCheck | passwordResetLoader (account/loaders)             | PasswordRenewCheck    | a one-use link: an older answer may be wrong by now  |
 * | order              | thankYouLoader (checkout/loaders)                 | Order                 | after a payment the status changes on the server     |
 * | compareProducts    | loadCompareProducts (compare/loaders)             | CompareProducts       | products added elsewhere must show                   |
 */
export const LOADER_POLICIES = {
  customerOrders: 'network-only',
  customerOrder: 'network-only',
  shoppingLists: 'network-only',
  customerInvoices: 'network-only',
  customerInvoice: 'network-only',
  customerLoyalty: 'network-only',
  passwordRenewCheck: 'network-only',
  order: 'network-only',
  compareProducts: 'network-only',
} as const satisfies Record<string, FetchPolicy>;

const stamps = new WeakMap<object, Map<string, number>>();

/** When each of `owner`'s reads was last fresh, by read key. */
function stampsOf(owner: object): Map<string, number> {
  let map = stamps.get(owner);
  if (!map) {
    map = new Map();
    stamps.set(owner, map);
  }
  return map;
}

function stableKey(kind: CacheKind, variables: unknown): string {
  return `${kind}:${JSON.stringify(variables ?? {})}`;
}

/**
 * The fetch policy for a read of `kind` with `variables` by `owner` (the Apollo client, so
 * tests and server renders never share freshness). Calling it counts as a read.
 */
export function fetchPolicyFor(owner: object, kind: CacheKind, variables: unknown, now: number = Date.now()): FetchPolicy {
  const map = stampsOf(owner);
  const key = stableKey(kind, variables);
  const at = map.get(key);
  if (at === undefined || now - at < CACHE_MAX_AGE_MS[kind]) {
    if (at === undefined) map.set(key, now);
    return 'cache-first';
  }
  map.set(key, now);
  return 'network-only';
}

/** After a mutation returned fresh data (e.g. the cart), its reads count as fresh again. */
export function markFresh(owner: object, kind: CacheKind, variables: unknown, now: number = Date.now()): void {
  stampsOf(owner).set(stableKey(kind, variables), now);
}
