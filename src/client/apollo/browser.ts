// The browser's session and Apollo client: the one place that hands window.fetch to the API
// layer (uictx bootstrap, token refresh, apollo-link-rest and the GraphQL HTTP link), and the
// cross-tab coordination primitives (BroadcastChannel, Web Locks) to the session.
import type { InMemoryCache } from '@apollo/client';
import { createApolloClient, type AppApolloClient } from './client';
import { createBrowserSession, SESSION_CHANNEL, type BrowserSession, type SessionChannel, type SessionLocks, type SessionSnapshot } from './session';

const API_BASE = '/api';

function browserChannel(): SessionChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
}

function browserLocks(): SessionLocks | null {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined;
  if (!locks) return null;
  return {
    request: async (name, callback) => {
      await locks.request(name, callback);
    },
  };
}

export function createBrowserApollo(initial: SessionSnapshot, cache: InMemoryCache): { client: AppApolloClient; session: BrowserSession } {
  // Late-bound, so a polyfill or a test stub installed after start is still used.
  const browserFetch: typeof fetch = (input, init) => window.fetch(input, init);
  const session = createBrowserSession({
    fetch: browserFetch,
    apiBase: API_BASE,
    initial,
    channel: browserChannel(),
    locks: browserLocks(),
  });
  const client = createApolloClient({ fetch: browserFetch, apiBase: API_BASE, session, ssrMode: false, cache });
  return { client, session };
}
