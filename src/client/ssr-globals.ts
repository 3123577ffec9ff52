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
}

declare global {
  interface Window {
    __APOLLO_STATE__?: NormalizedCacheObject;
    __CISTO_CTX__?: ClientContext;
  }
}

/** JSON for an inline <script>: "<" escaped so no "</script>" or "<!--" can end it early. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
