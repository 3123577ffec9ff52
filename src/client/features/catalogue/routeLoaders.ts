// Route loaders of the catalogue, manufacturer, product, search and comparison pages, called
// from routes.tsx. They only warm the cache; pages read everything through generated hooks.
import type { Session } from '../../apollo/session';
import { notFound, type CatchAllData } from '../../route-data';
import { loadRecentlyViewed } from '../compare/loaders';
import { listingStateFromSearch } from './listingState';
import { loadListing, loadProductExtras, type RouteReader } from './loaders';

/** Catalogue "/c/" and manufacturer "/z/" listings; an unknown or malformed hash is a 404. */
export async function loadListingRoute(
  read: RouteReader,
  session: Session,
  match: { kind: 'catalogue' | 'manufacturer'; path: string; id: string },
  url: URL,
): Promise<CatchAllData> {
  const state = listingStateFromSearch(url.search);
  const loaded = await loadListing(read, match.id, state, session.getSnapshot().pricesType);
  if (!loaded) throw notFound();
  return match.kind === 'catalogue'
    ? { kind: 'catalogue', hash: match.id, input: loaded.input }
    : { kind: 'manufacturer', path: match.path, hash: match.id };
}

/** What the product page shows besides the detail (which the caller read and checked). */
export async function loadProductRoute(
  read: RouteReader,
  session: Session,
  product: { sku: string; relations: readonly { relationType: string; count: number }[] },
): Promise<void> {
  await Promise.all([loadProductExtras(read, product), loadRecentlyViewed(read, session)]);
}
