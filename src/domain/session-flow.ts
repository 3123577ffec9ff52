// Client session rules of the Accounts issue: when the access token is refreshed and counts as
// stale (spec section 4/9, scaled down when the server issues shorter tokens), where a login
// may send the shopper back to, and where logout leads (logoutRedirect lives in lists.ts).

import { TOKEN_REFRESH_INTERVAL_MS, TOKEN_STALE_MS } from './constants.js';

export interface TokenTimings {
  /** Background refresh this long after the token was issued. */
  refreshAfterMs: number;
  /** A token this old is not sent any more: it is renewed first. */
  staleAfterMs: number;
}

/**
 * Spec: refresh every 10 minutes, stale after 11. A server issuing shorter tokens (tests,
 * ACCESS_TOKEN_TTL_SECONDS) scales both down in the same 10:11 ratio; a longer or missing
 * lifetime keeps the spec's values.
 */
export function tokenTimings(expiresInSeconds: number | null | undefined): TokenTimings {
  const ttlMs = typeof expiresInSeconds === 'number' && Number.isFinite(expiresInSeconds) && expiresInSeconds > 0 ? expiresInSeconds * 1000 : Infinity;
  if (ttlMs >= TOKEN_REFRESH_INTERVAL_MS) return { refreshAfterMs: TOKEN_REFRESH_INTERVAL_MS, staleAfterMs: TOKEN_STALE_MS };
  return { refreshAfterMs: ttlMs, staleAfterMs: Math.round((ttlMs * TOKEN_STALE_MS) / TOKEN_REFRESH_INTERVAL_MS) };
}

/** Query parameter that opens the login dialog; its value is the path to return to afterwards. */
export const LOGIN_RETURN_PARAM = 'prihlaseni';

/**
 * A path of this shop to return to after login, or null: only same-site absolute paths
 * ("/profil?x=1"), never "//evil.example", "/\\evil", a scheme or control characters.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  return path;
}

/** The address that opens the login dialog and returns to `returnTo` afterwards. */
export function loginUrl(returnTo: string, base = '/'): string {
  const back = safeReturnPath(returnTo) ?? '/';
  return `${base}?${LOGIN_RETURN_PARAM}=${encodeURIComponent(back)}`;
}
