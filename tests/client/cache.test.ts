import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/client/apollo/cache';
import { CACHE_MAX_AGE_MS, fetchPolicyFor, markFresh } from '../../src/client/apollo/cache-policies';
import { CataloguePageDocument, type CataloguePageQuery } from '../../src/generated/graphql';
import { cataloguePage, mopProduct, soldOutProduct } from '../fixtures/catalogue';

const PRODUCT_NAME = gql`
  fragment ProductName on Product {
    name
  }
`;

describe('catalogue field policy', () => {
  it('appends a page requested with `after` and replaces on a first page', () => {
    const cache = createCache();
    const first: CataloguePageQuery = { catalogue: { ...cataloguePage, items: [mopProduct] } };
    const second: CataloguePageQuery = {
      catalogue: { ...cataloguePage, items: [soldOutProduct], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } },
    };
    cache.writeQuery({ query: CataloguePageDocument, variables: { input: { hash: 'h', first: 1 } }, data: first });
    cache.writeQuery({ query: CataloguePageDocument, variables: { input: { hash: 'h', first: 1, after: 'cursor-2' } }, data: second });
    const merged = cache.readQuery<CataloguePageQuery>({ query: CataloguePageDocument, variables: { input: { hash: 'h', first: 1 } } });
    expect(merged?.catalogue?.items.map((p) => p.sku)).toEqual([mopProduct.sku, soldOutProduct.sku]);
    expect(merged?.catalogue?.pageInfo.hasNextPage).toBe(false);

    cache.writeQuery({ query: CataloguePageDocument, variables: { input: { hash: 'h', first: 1 } }, data: first });
    const replaced = cache.readQuery<CataloguePageQuery>({ query: CataloguePageDocument, variables: { input: { hash: 'h', first: 1 } } });
    expect(replaced?.catalogue?.items.map((p) => p.sku)).toEqual([mopProduct.sku]);
  });

  it('keys products by sku, so every list shares one Product', () => {
    const cache = createCache();
    cache.writeQuery({ query: CataloguePageDocument, variables: { input: { hash: 'a' } }, data: { catalogue: cataloguePage } });
    expect(cache.identify(mopProduct)).toBe('Product:{"sku":"MOP-100"}');
    expect(cache.readFragment<{ name: string }>({ id: 'Product:{"sku":"MOP-100"}', fragment: PRODUCT_NAME })?.name).toBe(mopProduct.name);
  });
});

describe('fetch policies from the spec cache times', () => {
  it('reads cache-first inside the max age and goes to the network once after it', () => {
    const owner = {};
    const vars = { checkoutId: 'c', locale: 'cs' };
    expect(CACHE_MAX_AGE_MS.cart).toBe(2 * 60_000);
    expect(CACHE_MAX_AGE_MS.taxonomy).toBe(2 * 60 * 60_000);
    expect(fetchPolicyFor(owner, 'cart', vars, 0)).toBe('cache-first');
    expect(fetchPolicyFor(owner, 'cart', vars, CACHE_MAX_AGE_MS.cart - 1)).toBe('cache-first');
    expect(fetchPolicyFor(owner, 'cart', vars, CACHE_MAX_AGE_MS.cart)).toBe('network-only');
    expect(fetchPolicyFor(owner, 'cart', vars, CACHE_MAX_AGE_MS.cart + 1)).toBe('cache-first');
    markFresh(owner, 'cart', vars, 10 * CACHE_MAX_AGE_MS.cart);
    expect(fetchPolicyFor(owner, 'cart', vars, 10 * CACHE_MAX_AGE_MS.cart + 1)).toBe('cache-first');
  });
});
