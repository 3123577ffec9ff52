// Builds the Apollo client for either side: in the browser with window.fetch and "/api", in
// the server render with the in-process fetch of the request and "<PUBLIC_URL>/api".
import { ApolloClient, ApolloLink, HttpLink, type InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { RestLink } from 'apollo-link-rest';
import { restTypeMap } from '../../generated/rest-types';
import { createAuthLink } from './auth-link';
import { createCache } from './cache';
import { errorLink } from './errors';
import type { Session } from './session';
import { createTypePatcher } from './type-patcher';

export interface ApolloClientOptions {
  fetch: typeof fetch;
  /** Base of REST and GraphQL, e.g. "/api". */
  apiBase: string;
  session: Session;
  ssrMode: boolean;
  /** The cache, e.g. restored from a server render's state (`restoredCache`); a fresh one without. */
  cache?: InMemoryCache;
  /** A link between auth and the transports (the server render's shared results link). */
  beforeTransport?: ApolloLink;
}

export type AppApolloClient = ApolloClient<NormalizedCacheObject>;

/** The shop's cache, holding `state` when given (a server render's serialised cache). */
export function restoredCache(state: NormalizedCacheObject | undefined): InMemoryCache {
  const cache = createCache();
  if (state) cache.restore(state);
  return cache;
}

/** What both clients are made of: the links, the cache and the flags. */
export function apolloClientOptions(options: ApolloClientOptions): ConstructorParameters<typeof ApolloClient<NormalizedCacheObject>>[0] {
  // Late-bound so tests can stub window.fetch after the client was made.
  const doFetch: typeof fetch = (input, init) => options.fetch(input, init);
  const restLink = new RestLink({
    uri: options.apiBase,
    customFetch: doFetch,
    typePatcher: createTypePatcher(restTypeMap),
    credentials: 'same-origin',
  });
  const httpLink = new HttpLink({ uri: `${options.apiBase}/utils/gql`, fetch: doFetch, credentials: 'same-origin' });
  const cache = options.cache ?? createCache();
  return {
    link: ApolloLink.from([errorLink, createAuthLink(options.session), ...(options.beforeTransport ? [options.beforeTransport] : []), restLink, httpLink]),
    cache,
    ssrMode: options.ssrMode,
    // Cached reads only re-render when the data changed; errors reach the route boundary.
    assumeImmutableResults: true,
  };
}

/** The browser's client (and tests'); the server render uses SsrApolloClient (ssr-client.ts). */
export function createApolloClient(options: ApolloClientOptions): AppApolloClient {
  return new ApolloClient(apolloClientOptions(options));
}
