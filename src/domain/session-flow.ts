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
 * The JWT's `exp` is whole seconds after a floored `iat`, so a token may expire up to this much
 * before the lifetime the server announced (expiresIn).
 */
export const TOKEN_EXP_ROUNDING_MS = 1000;

/**
 * Spec: refresh every 10 minutes, stale after 11 — for a token that outlives them. A token is
 * never sent once a quarter of its (usable) lifetime is all that is left: that quarter is spare
 * for a late timer (a background tab's timers are throttled, a loaded machine runs them late) and
 * a slow request, so the server never sees an expired token from a tab that thinks it fresh (a
 * 401). Shorter lifetimes (the default 600 s, tests) scale both down, in the same 10:11 ratio.
 */
export function tokenTimings(expiresInSeconds: number | null | undefined): TokenTimings {
  const ttlMs = typeof expiresInSeconds === 'number' && Number.isFinite(expiresInSeconds) && expiresInSeconds > 0 ? expiresInSeconds * 1000 : Infinity;
  // (A lifetime of under 2 s, which no configuration should give, keeps half: never a 0 ms loop.)
  const usableMs = ttlMs >= 2 * TOKEN_EXP_ROUNDING_MS ? ttlMs - TOKEN_EXP_ROUNDING_MS : ttlMs / 2;
  const staleLimitMs = usableMs * 0.75;
  if (staleLimitMs >= TOKEN_STALE_MS) return { refreshAfterMs: TOKEN_REFRESH_INTERVAL_MS, staleAfterMs: TOKEN_STALE_MS };
  const staleAfterMs = Math.floor(staleLimitMs);
  return { refreshAfterMs: Math.floor((staleAfterMs * TOKEN_REFRESH_INTERVAL_MS) / TOKEN_STALE_MS), staleAfterMs };
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
