// The browser's session and Apollo client: the one place that hands window.fetch to the API
// layer (uictx bootstrap, apollo-link-rest and the GraphQL HTTP link).
import type { NormalizedCacheObject } from '@apollo/client';
import { createApolloClient, type AppApolloClient } from './client';
import { createBrowserSession, type Session, type SessionSnapshot } from './session';

const API_BASE = '/api';

export function createBrowserApollo(
  initial: SessionSnapshot,
  state: NormalizedCacheObject | undefined,
): { client: AppApolloClient; session: Session } {
  // Late-bound, so a polyfill or a test stub installed after start is still used.
  const browserFetch: typeof fetch = (input, init) => window.fetch(input, init);
  const session = createBrowserSession({ fetch: browserFetch, apiBase: API_BASE, initial });
  const client = createApolloClient({ fetch: browserFetch, apiBase: API_BASE, session, ssrMode: false, state });
  return { client, session };
}
