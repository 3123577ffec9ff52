// The typePatcher built from the generated restTypeMap, exercised through a real RestLink:
// nested REST objects get their __typename (no @type in documents), so Product normalises by
// sku and TaxonomyNode children by hash.
import { describe, expect, it } from 'vitest';
import { createApolloClient, restoredCache, type AppApolloClient } from '../../src/client/apollo/client';
import { createStaticSession } from '../../src/client/apollo/session';
import { MEGA_MENU_LEVELS, navigationToDepth, type NavigationItem, type NavigationItems } from '../../src/domain';
import { restTypeMap } from '../../src/generated/rest-types';
import {
  CataloguePageDocument,
  NavigationCategoriesDocument,
  NavigationDocument,
  TaxonomySubTreeDocument,
  type CataloguePageQuery,
  type CataloguePageQueryVariables,
  type NavigationCategoriesQuery,
  type NavigationQuery,
  type TaxonomySubTreeQuery,
  type TaxonomySubTreeQueryVariables,
} from '../../src/generated/graphql';

// What the REST API sends: plain JSON, no __typename anywhere.
const catalogueBody = {
  items: [
    {
      sku: 'MOP-100',
      name: 'Mop plochý Profi 40 cm',
      url: '/mop-plochy-profi-40-cm/p/MOP-100',
      image: null,
      price: { amount: 24_900, amountWithTax: 30_129, currency: 'CZK', vatRate: 21, originalAmountWithTax: null },
      availability: { state: 'stock', text: 'Skladem 10+ ks', color: 'green', note: null },
      purchasable: true,
      quantitySettings: { default: 1, min: 1, max: 100_000, step: 1, rounding: 'up' },
    },
  ],
  pageInfo: { endCursor: null, hasNextPage: false },
  totalCount: 1,
};

const node = (hash: string, name: string) => ({
  hash,
  name,
  code: null,
  path: `/catalogue/${hash}`,
  url: `/${hash}/c/${hash}`,
  kind: 'catalogue',
  hasChildren: false,
  image: null,
  level: 'base',
  description: null,
});
const subTreeBody = { ...node('root', 'Katalog'), hasChildren: true, children: [node('chem', 'Úklidová chemie')] };

const navItem = (label: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  kind: 'taxonomy',
  label,
  action: null,
  href: null,
  target: null,
  to: null,
  hash: `h-${label}`,
  url: `/${label}/c/h-${label}`,
  image: null,
  code: null,
  items: null,
  ...extra,
});
// Four levels, as the seeded groups (group → top category → sub-category → leaf).
const deepTree: NavigationItems = [
  navItem('chemie', { items: [navItem('podlahy', { image: '/p.svg', items: [navItem('dlazba', { items: [navItem('spary')] })] }), navItem('okna')] }),
  navItem('papir'),
];
// GET /api/content/navigation: every area, plain JSON with nulls and no __typename.
const navigationBody = {
  id: 'navigation',
  categories: deepTree,
  groups: [navItem('Chemie a dezinfekce', { kind: 'label', hash: null, url: null, code: 'chemie', items: deepTree })],
  horizontalNav: [navItem('Katalog'), navItem('Blog', { kind: 'local', hash: null, url: null, to: '/blog' })],
  main: [navItem('Domů', { kind: 'local', hash: null, url: null, to: '/' })],
  mobileAfter: [navItem('Online poradce', { kind: 'action', hash: null, url: null, action: 'openChat' })],
  topNav: [navItem('Katalog v PDF', { kind: 'remote', hash: null, url: null, href: 'https://katalog.example/2026.pdf', target: '_blank' })],
  topNavLeft: [navItem('Zákaznická linka', { kind: 'label', hash: null, url: null, code: 'phone' })],
};

function clientAnswering(body: unknown, requests: string[]): AppApolloClient {
  return createApolloClient({
    fetch: async (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
    apiBase: 'http://shop.test/api',
    session: createStaticSession({ accessToken: 't', accessTokenType: 'Bearer', checkoutId: null, pricesType: 'B2C' }),
    ssrMode: false,
  });
}

describe('typePatcher from restTypeMap', () => {
  it('stamps nested objects and list items of a POST /catalogue page; products normalise by sku', async () => {
    const requests: string[] = [];
    const client = clientAnswering(catalogueBody, requests);
    const { data } = await client.query<CataloguePageQuery, CataloguePageQueryVariables>({
      query: CataloguePageDocument,
      variables: { input: { hash: 'root', first: 12 } },
    });
    expect(requests).toEqual(['POST http://shop.test/api/catalogue']);
    expect(data.catalogue?.pageInfo.__typename).toBe('PageInfo');
    const product = data.catalogue?.items[0];
    expect(product?.__typename).toBe('Product');
    expect(product?.price.__typename).toBe('ProductPrice');
    expect(product?.availability.__typename).toBe('StockAvailability');
    expect(product?.quantitySettings.__typename).toBe('QuantitySettings');
    expect(client.cache.extract()['Product:{"sku":"MOP-100"}']).toMatchObject({ __typename: 'Product', sku: 'MOP-100' });
  });

  it('stamps recursive children of a taxonomy sub-tree; nodes normalise by hash', async () => {
    const requests: string[] = [];
    const client = clientAnswering(subTreeBody, requests);
    const { data } = await client.query<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>({
      query: TaxonomySubTreeDocument,
      variables: { hash: 'root', depth: 1 },
    });
    expect(requests).toEqual(['GET http://shop.test/api/taxonomies/sub-tree?hash=root&depth=1']);
    expect(data.taxonomySubTree?.children[0]?.__typename).toBe('TaxonomyNode');
    const cache = client.cache.extract();
    expect(cache['TaxonomyNode:{"hash":"chem"}']).toMatchObject({ name: 'Úklidová chemie' });
    expect(cache['TaxonomyNode:{"hash":"root"}']).toMatchObject({ children: [{ __ref: 'TaxonomyNode:{"hash":"chem"}' }] });
  });
});

describe('navigation areas as opaque NavigationItems values', () => {
  it('are not patched: the type map has no navigation entry', () => {
    expect(restTypeMap.Navigation).toBeUndefined();
    expect(restTypeMap.NavigationItem).toBeUndefined();
  });

  it('come back from the real REST link and cache exactly as sent; groups only as deep as the mega menu; categories apart', async () => {
    const requests: string[] = [];
    const client = clientAnswering(navigationBody, requests);
    const { data } = await client.query<NavigationQuery>({ query: NavigationDocument });
    expect(requests).toEqual(['GET http://shop.test/api/content/navigation']);
    const navigation = data.navigation;
    expect(navigation?.main).toEqual(navigationBody.main);
    expect(navigation?.horizontalNav).toEqual(navigationBody.horizontalNav);
    expect(navigation?.mobileAfter).toEqual(navigationBody.mobileAfter);
    expect(navigation?.topNav).toEqual(navigationBody.topNav);
    expect(navigation?.topNavLeft).toEqual(navigationBody.topNavLeft);
    // Group → column → link: the level below, which no view renders, is not kept.
    expect(navigation?.groups).toEqual(navigationToDepth(navigationBody.groups, MEGA_MENU_LEVELS));
    expect(navigation?.groups[0]?.items?.[0]?.items?.[0]).toMatchObject({ label: 'podlahy', image: '/p.svg', items: null });
    expect(JSON.stringify(navigation?.groups)).not.toContain('__typename');

    // The serialised state holds each area as one value, and no category tree.
    const state = client.cache.extract();
    expect(state['Navigation:navigation']).toMatchObject({ __typename: 'Navigation', id: 'navigation', main: navigationBody.main });
    expect(state['Navigation:navigation']).not.toHaveProperty('categories');

    // The mobile menu's tree: the same endpoint, into the same object, intact at every level.
    const categories = await client.query<NavigationCategoriesQuery>({ query: NavigationCategoriesDocument });
    expect(requests).toHaveLength(2);
    expect(categories.data.navigation?.categories).toEqual(navigationBody.categories);
    expect(client.cache.readQuery<NavigationQuery>({ query: NavigationDocument })?.navigation?.main).toEqual(navigationBody.main);

    // Hydration: the state restored in another client reads back equal, with no request.
    const restored = createApolloClient({
      fetch: () => Promise.reject(new Error('no request expected')),
      apiBase: 'http://shop.test/api',
      session: createStaticSession({ accessToken: 't', accessTokenType: 'Bearer', checkoutId: null, pricesType: 'B2C' }),
      ssrMode: false,
      cache: restoredCache(JSON.parse(JSON.stringify(client.cache.extract())) as ReturnType<typeof client.cache.extract>),
    });
    expect(restored.cache.readQuery<NavigationQuery>({ query: NavigationDocument })).toEqual(data);
    expect(restored.cache.readQuery<NavigationCategoriesQuery>({ query: NavigationCategoriesDocument })?.navigation?.categories).toEqual(navigationBody.categories);
  });
});
