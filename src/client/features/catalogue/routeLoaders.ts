// Route loaders of the catalogue, manufacturer, product, search and comparison pages, called
// from routes.tsx. They only warm the cache; pages read everything through generated hooks.
import { redirect } from 'react-router-dom';
import type { Session } from '../../apollo/session';
import { matchCatchAll } from '../../domain';
import { notFound, type CatchAllData } from '../../route-data';
import { loadRecentlyViewed } from '../compare';
import { AFTER_PARAM, listingStateFromSearch } from './listingState';
import { loadListing, loadProductExtras, type RouteReader } from './loaders';

/** The same address without the listing position (the search page's too). */
export function fromStart(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete(AFTER_PARAM);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * Catalogue "/c/" and manufacturer "/z/" listings; an unknown or malformed hash is a 404. A
 * position (`after`) the listing cannot use — one of another sort, or a damaged link — shows the
 * listing from its start instead, and a taxonomy reached under an outdated or hand-typed slug
 * redirects permanently to its own address, as products do.
 */
export async function loadListingRoute(
  read: RouteReader,
  session: Session,
  match: { kind: 'catalogue' | 'manufacturer'; path: string; id: string },
  url: URL,
): Promise<CatchAllData> {
  const state = listingStateFromSearch(url.search);
  const pricesType = session.getSnapshot().pricesType;
  const loaded = await loadListing(read, match.id, state, pricesType);
  if (!loaded) {
    if (state.after && (await loadListing(read, match.id, { ...state, after: null }, pricesType))) throw redirect(fromStart(url));
    throw notFound();
  }
  const canonical = matchCatchAll(loaded.url);
  if (canonical && canonical.kind === match.kind && canonical.id === match.id && canonical.path !== match.path) {
    throw redirect(`${loaded.url}${url.search}`, 301);
  }
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
