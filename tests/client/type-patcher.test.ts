// The typePatcher built from the generated restTypeMap, exercised through a real RestLink:
// nested REST objects get their __typename (no @type in documents), so Product normalises by
// sku and TaxonomyNode children by hash.
import { describe, expect, it } from 'vitest';
import { createApolloClient, type AppApolloClient } from '../../src/client/apollo/client';
import { createStaticSession } from '../../src/client/apollo/session';
import {
  CataloguePageDocument,
  TaxonomySubTreeDocument,
  type CataloguePageQuery,
  type CataloguePageQueryVariables,
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
