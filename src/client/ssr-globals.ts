// The two globals the server render writes into the page for hydration (besides React
// Router's own __staticRouterHydrationData). Never the access token: it stays in memory.
import type { NormalizedCacheObject } from '@apollo/client';
import type { PricesType } from './domain';

export interface ClientContext {
  checkoutId: string | null;
  pricesType: PricesType;
  shopName: string;
  /** The shop's public origin, so head tags and structured data hydrate with the server's absolute URLs. */
  publicUrl: string;
  /** Decided by the server from the User-Agent, so the notice needs no script (IE runs none of ours). */
  unsupportedBrowser: string | null;
  /** The logged-in customer's display name (never the token); null when anonymous. */
  customer?: { name: string } | null;
  /** The ids of the routes the server matched: the browser loads their lazy modules before it hydrates. */
  routeIds?: string[];
}

declare global {
  interface Window {
    __CISTO_CTX__?: ClientContext;
  }
}

/**
 * The id of the JSON data block (<script type="application/json">) holding the serialised Apollo
 * cache. A data block is read as text by the HTML parser and parsed with JSON.parse, several times
 * faster than compiling and running the same data as a JavaScript object literal, and is not an
 * executable script (no CSP hash).
 */
export const APOLLO_STATE_ID = 'apollo-state';

function isCacheObject(value: unknown): value is NormalizedCacheObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The Apollo cache the server render left in the page, or undefined (no block, or unreadable). */
export function readApolloState(doc: Document): NormalizedCacheObject | undefined {
  const text = doc.getElementById(APOLLO_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isCacheObject(parsed) ? parsed : undefined;
  } catch {
    // A damaged block: start with an empty cache (components then load what they need).
    return undefined;
  }
}

/** JSON for an inline <script>: "<" escaped so no "</script>" or "<!--" can end it early. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
