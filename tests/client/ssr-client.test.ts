// @vitest-environment node
// The server render's client (src/client/apollo/ssr-client.ts) reads straight through the link:
// it must leave the cache exactly as Apollo's own query machinery does, ask each read of a request
// once, and fail the way loaders expect (a REST 404 is "not found").
import { ApolloClient, ApolloError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { apolloClientOptions } from '../../src/client/apollo/client';
import { createStaticSession } from '../../src/client/apollo/session';
import { SsrApolloClient, SsrCache } from '../../src/client/apollo/ssr-client';
import { isNotFound } from '../../src/client/features/catalogue/loaders';
import {
  CataloguePageDocument,
  ProductDetailDocument,
  TaxonomySubTreeDocument,
  type CataloguePageQuery,
  type CataloguePageQueryVariables,
  type ProductDetailQuery,
  type ProductDetailQueryVariables,
  type TaxonomySubTreeQuery,
  type TaxonomySubTreeQueryVariables,
} from '../../src/generated/graphql';
import { cataloguePage, mopDetail, taxonomyRoot } from '../fixtures/catalogue';

/** The REST API as plain JSON (no __typename, as the server sends it), counting requests. */
function restApi(requests: string[]): typeof fetch {
  const strip = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === '__typename' ? undefined : field)));
  return async (input, init) => {
    const url = new URL(String(input));
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const answer = (body: unknown, status = 200) => new Response(JSON.stringify(strip(body)), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/api/catalogue') return answer(cataloguePage);
    if (url.pathname === '/api/taxonomies/sub-tree') return answer(taxonomyRoot);
    if (url.pathname === `/api/products/${mopDetail.sku}/detail`) return answer(mopDetail);
    if (url.pathname === '/api/products/CHYBI-001/detail') return answer({ message: 'Produkt neexistuje.' }, 404);
    return answer({ message: 'Neplatný kód produktu.' }, 400);
  };
}

function options(requests: string[]) {
  return apolloClientOptions({
    fetch: restApi(requests),
    apiBase: 'http://shop.test/api',
    session: createStaticSession({ accessToken: 't', accessTokenType: 'Bearer', checkoutId: null, pricesType: 'B2C' }),
    ssrMode: true,
  });
}

/** What a page's loaders ask: a listing, its taxonomy and a product's detail. */
async function loadPage(client: ApolloClient<unknown>): Promise<void> {
  await Promise.all([
    client.query<CataloguePageQuery, CataloguePageQueryVariables>({ query: CataloguePageDocument, variables: { input: { hash: taxonomyRoot.hash, first: 12 } } }),
    client.query<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>({ query: TaxonomySubTreeDocument, variables: { hash: taxonomyRoot.hash, depth: 1 } }),
    client.query<ProductDetailQuery, ProductDetailQueryVariables>({ query: ProductDetailDocument, variables: { sku: mopDetail.sku } }),
  ]);
}

describe('the server render client', () => {
  it('leaves the same normalised cache as Apollo\'s query machinery, and the hooks read it the same', async () => {
    const apollo = new ApolloClient(options([]));
    const direct = new SsrApolloClient(options([]));
    await loadPage(apollo);
    await loadPage(direct);
    expect(direct.extract()).toEqual(apollo.extract());
    const read = (client: ApolloClient<unknown>) =>
      client.readQuery<ProductDetailQuery, ProductDetailQueryVariables>({ query: ProductDetailDocument, variables: { sku: mopDetail.sku } });
    expect(read(direct)?.productDetail?.name).toBe(mopDetail.name);
    expect(read(direct)).toEqual(read(apollo));
  });

  it("keeps a render's cache as the shop's cache does, without memoised reads, and adds __typename to a document once per process", async () => {
    const apollo = new ApolloClient(options([]));
    const render = new SsrApolloClient({ ...options([]), cache: new SsrCache() });
    await loadPage(apollo);
    await loadPage(render);
    expect(render.extract()).toEqual(apollo.extract());
    const read = (client: ApolloClient<unknown>) =>
      client.readQuery<ProductDetailQuery, ProductDetailQueryVariables>({ query: ProductDetailDocument, variables: { sku: mopDetail.sku } });
    expect(read(render)).toEqual(read(apollo));
    // The browser's cache answers a repeated read with the same object; a render's cache reads again.
    expect(read(apollo)).toBe(read(apollo));
    expect(read(render)).not.toBe(read(render));
    // Every render's cache shares one transformed document (Apollo keeps its transforms per cache).
    expect(new SsrCache().transformDocument(ProductDetailDocument)).toBe(new SsrCache().transformDocument(ProductDetailDocument));
  });

  it('answers with the data read, asks the same read of one request once and other variables again', async () => {
    const requests: string[] = [];
    const client = new SsrApolloClient(options(requests));
    const ask = (sku: string) => client.query<ProductDetailQuery, ProductDetailQueryVariables>({ query: ProductDetailDocument, variables: { sku } });
    const [first, second] = await Promise.all([ask(mopDetail.sku), ask(mopDetail.sku)]);
    expect(first.data.productDetail?.sku).toBe(mopDetail.sku);
    expect(second).toBe(first);
    await client.query({ query: ProductDetailDocument, variables: { sku: mopDetail.sku }, fetchPolicy: 'network-only' });
    expect(requests).toEqual([`GET /api/products/${mopDetail.sku}/detail`]);
    await ask('CHYBI-001');
    expect(requests).toHaveLength(2);
  });

  it("fails and answers null where Apollo's machinery does: a REST 400 is an ApolloError the loaders read as not found, a 404 is null", async () => {
    const outcome = async (client: ApolloClient<unknown>, sku: string) => {
      try {
        return { data: (await client.query<ProductDetailQuery, ProductDetailQueryVariables>({ query: ProductDetailDocument, variables: { sku } })).data };
      } catch (error) {
        return { error: error instanceof ApolloError, notFound: isNotFound(error) };
      }
    };
    for (const sku of ['NEPLATNY', 'CHYBI-001']) {
      expect(await outcome(new SsrApolloClient(options([])), sku)).toEqual(await outcome(new ApolloClient(options([])), sku));
    }
    expect(await outcome(new SsrApolloClient(options([])), 'NEPLATNY')).toEqual({ error: true, notFound: true });
    expect(await outcome(new SsrApolloClient(options([])), 'CHYBI-001')).toEqual({ data: { productDetail: null } });
  });

  it('asks a failed read again', async () => {
    const requests: string[] = [];
    const client = new SsrApolloClient(options(requests));
    const ask = () => client.query({ query: ProductDetailDocument, variables: { sku: 'NEPLATNY' } });
    await expect(ask()).rejects.toBeInstanceOf(ApolloError);
    await expect(ask()).rejects.toBeInstanceOf(ApolloError);
    expect(requests).toEqual(['GET /api/products/NEPLATNY/detail', 'GET /api/products/NEPLATNY/detail']);
  });

  it('answers a cache-only read from the cache without a request', async () => {
    const requests: string[] = [];
    const client = new SsrApolloClient(options(requests));
    const cached = () => client.query<ProductDetailQuery, ProductDetailQueryVariables>({ query: ProductDetailDocument, variables: { sku: mopDetail.sku }, fetchPolicy: 'cache-only' });
    expect((await cached()).data).toBeUndefined();
    await loadPage(client);
    expect((await cached()).data.productDetail?.name).toBe(mopDetail.name);
    expect(requests.filter((request) => request.includes('/detail'))).toHaveLength(1);
  });
});
