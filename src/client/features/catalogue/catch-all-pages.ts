// The page component of each kind behind the catch-all route, each in its own chunk: a category
// page no longer downloads and evaluates the product page (gallery, buy box, tabs) and a product
// page not the listing (filters, sort, paging). The route's loader loads the kind it decided
// before it returns, the browser's entry loads the server's kind before it hydrates, and the server
// render preloads that chunk (`catchAllRouteId`), so CatchAllPage always finds its component here.
import type { ComponentType } from 'react';
import type { CatchAllKind } from '../../domain';

interface KindPages {
  catalogue: ComponentType<{ hash: string }>;
  manufacturer: ComponentType<{ hash: string }>;
  content: ComponentType<{ hash: string }>;
  product: ComponentType<{ sku: string }>;
}

const importers: { [K in CatchAllKind]: () => Promise<KindPages[K]> } = {
  catalogue: () => import('./CategoryPage').then((m) => m.CategoryPage),
  manufacturer: () => import('./ManufacturerPage').then((m) => m.ManufacturerPage),
  product: () => import('./ProductPage').then((m) => m.ProductPage),
  content: () => import('../content/ContentPageView').then((m) => m.ContentPageView),
};

const loaded: Partial<KindPages> = {};

/** Loads the page component of one kind (once). */
export async function loadCatchAllPage(kind: CatchAllKind): Promise<void> {
  if (loaded[kind]) return;
  const component = await importers[kind]();
  Object.assign(loaded, { [kind]: component });
}

/** The loaded page component of a kind; loadCatchAllPage(kind) must have finished. */
export function catchAllPage<K extends CatchAllKind>(kind: K): KindPages[K] {
  const component = loaded[kind];
  if (!component) throw new Error(`catch-all page "${kind}" used before it was loaded`);
  return component as KindPages[K];
}

/** The id under which src/client/route-modules.ts names a kind's chunk (server preload, budget test). */
export function catchAllRouteId(kind: CatchAllKind): string {
  return `catchAll:${kind}`;
}
