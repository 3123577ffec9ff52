// One normalised cache for REST and GraphQL results: objects are keyed by their business ids,
// so a Product read from the catalogue (REST) and the same product inside a cart (GraphQL)
// are one cache entry, and a mutation returning the Cart updates every view of it.
import { InMemoryCache, type FieldMergeFunction, type InMemoryCacheConfig, type Reference } from '@apollo/client';
import { isReference } from '@apollo/client/utilities';
import { MEGA_MENU_LEVELS, navigationToDepth, type NavigationItems } from '../domain';

interface CataloguePageRef {
  items: readonly Reference[];
  [field: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function afterArg(args: Record<string, unknown> | null): string | null {
  const input = args?.input;
  return isRecord(input) && typeof input.after === 'string' && input.after !== '' ? input.after : null;
}

/**
 * Load-more: a page requested with `after` is appended to the cached list; a request without
 * `after` (first page, refresh) replaces it. Items already present are not repeated.
 */
export const mergeCataloguePages: FieldMergeFunction<CataloguePageRef | null, CataloguePageRef | null> = (
  existing,
  incoming,
  { args },
) => {
  if (!existing || !incoming || afterArg(args) === null) return incoming;
  return appendItems(existing, incoming);
};

interface SearchResultsRef {
  products: CataloguePageRef;
  [field: string]: unknown;
}

function appendItems(existing: CataloguePageRef, incoming: CataloguePageRef): CataloguePageRef {
  const seen = new Set(existing.items.filter(isReference).map((ref) => ref.__ref));
  const added = incoming.items.filter((item) => !isReference(item) || !seen.has(item.__ref));
  // The grown list still starts where its first page did (from the beginning, or after a cursor).
  return { ...incoming, items: [...existing.items, ...added], ...('startsAfter' in existing ? { startsAfter: existing.startsAfter } : {}) };
}

/** The search page's products load more like a catalogue listing; the other groups come from the first page. */
export const mergeSearchResults: FieldMergeFunction<SearchResultsRef | null, SearchResultsRef | null> = (existing, incoming, { args }) => {
  if (!existing || !incoming || afterArg(args) === null) return incoming;
  return { ...existing, products: appendItems(existing.products, incoming.products) };
};

/** The shop's type policies (one home: the browser's cache and the server render's share them). */
export function cacheConfig(): InMemoryCacheConfig {
  return {
    typePolicies: {
      Query: {
        fields: {
          // One list per hash + filter + sort; `after`/`first` only select pages of it.
          catalogue: { keyArgs: ['input', ['hash', 'filter', 'sort']], merge: mergeCataloguePages },
          // Search results page the same way: one list per phrase + filter + sort.
          searchResults: { keyArgs: ['input', ['q', 'filter', 'sort']], merge: mergeSearchResults },
        },
      },
      Product: { keyFields: ['sku'] },
      Cart: {
        keyFields: ['id'],
        // Lists of a cart are always answered whole (issue 6): an incoming list replaces the
        // cached one, which is intended and not "data loss".
        fields: {
          subjects: { merge: false },
          couponsApplied: { merge: false },
          gifts: { merge: false },
          giftOptions: { merge: false },
          shippingMethods: { merge: false },
          paymentMethods: { merge: false },
        },
      },
      CartSubject: { keyFields: ['id'] },
      Checkout: { keyFields: ['id'] },
      TaxonomyNode: { keyFields: ['hash'] },
      VisitorSettings: { keyFields: ['id'] },
      // Site shell and content (issue 4). Navigation areas are opaque NavigationItems values; the
      // mega menu's groups are kept only as deep as it renders, since the server render serialises
      // them into every page (the fourth level was a third of the area and no view shows it).
      Navigation: { fields: { groups: { merge: (_existing: unknown, incoming: NavigationItems) => navigationToDepth(incoming, MEGA_MENU_LEVELS) } } },
      StatusBar: { keyFields: ['statusBarId'] },
      ContentPage: { keyFields: ['hash'] },
      // Catalogue, search, comparison (issue 5): one lists object per visitor, id 'current'.
      VisitorLists: { keyFields: ['id'] },
      // Cart and checkout (issue 6). The header reads a smaller cart than the checkout steps, so
      // these value objects merge field by field; methods and gifts are one object per sku.
      CartTotals: { merge: true },
      CartStats: { merge: true },
      CheckoutData: { merge: true },
      CheckoutProgress: { merge: true },
      ShippingMethod: { keyFields: ['sku'] },
      PaymentMethod: { keyFields: ['sku'] },
      CartGift: { keyFields: ['sku'] },
      GiftOption: { keyFields: ['sku'] },
      ClubReward: { keyFields: ['sku'] },
      PickupPlace: { keyFields: ['id'] },
      Order: { keyFields: ['number'] },
      Company: { keyFields: ['companyRegNo'] },
      // Accounts (issue 7): a mutation answers the whole customer; the address list is replaced
      // whole, the contact (always all fields) merges.
      Customer: { fields: { deliveryContacts: { merge: false }, contact: { merge: true } } },
      // Value objects without ids: listing and detail reads of one product select the same
      // fields, so merging them field by field is safe and avoids "data may be lost" warnings.
      ProductPrice: { merge: true },
      StockAvailability: { merge: true },
      QuantitySettings: { merge: true },
      // A card and a cart line read part of a product's CLP block, the product page all of it.
      ProductHazard: { merge: true },
    },
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache(cacheConfig());
}
