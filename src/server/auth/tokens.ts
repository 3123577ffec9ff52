import { createHmac, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { LRUCache } from 'lru-cache';

export const ACCESS_TOKEN_TYPE = 'Bearer';

/** What an access token says about its bearer; verified, never looked up, so instances stay stateless. */
export type AccessClaims = {
  sessionId: string | null;
  checkoutId: string | null;
  customerId: string | null;
  priceGroup: string;
};

export type TokenIssuer = {
  issue(claims: AccessClaims): Promise<{ accessToken: string; accessTokenType: string; expiresIn: number }>;
  verify(token: string): Promise<AccessClaims | null>;
  /**
   * The refresh credential of one generation of a login family. Derived (HMAC of the family id and
   * generation under a key separate from the JWT key), so the server can hand the same successor to
   * a second tab inside the grace window while the database keeps only token hashes.
   */
  refreshToken(familyId: string, generation: number): string;
  /**
   * A signed link credential (e-mail links such as cancelling a stock watch): the subject under
   * an audience of its own, so a link token is never an access token and one purpose's token
   * never serves another.
   */
  linkToken(purpose: LinkPurpose, subject: string, ttlSeconds: number): Promise<string>;
  /** The subject of a valid link token of that purpose, or null (forged, expired, other purpose). */
  verifyLink(purpose: LinkPurpose, token: string): Promise<string | null>;
};

/** What signed e-mail links may do. */
export type LinkPurpose = 'stock-watch-cancel';

const AUDIENCE = 'cisto-api';

/**
 * Access tokens checked lately, by their exact text: a visitor's page sends the same token with
 * every call, and checking its signature again (an HMAC through WebCrypto's thread pool) took
 * about a tenth of a cart read's CPU. Only tokens that passed are kept, each until its own expiry,
 * so a kept answer is the one a check would give; any other text (a forged or altered token) is
 * checked in full.
 */
const VERIFIED_TOKENS_MAX = 5_000;

type VerifiedToken = { claims: AccessClaims; expiresAtS: number };

export function createTokenIssuer(secret: Uint8Array, ttlSeconds: number): TokenIssuer {
  // Domain separation: the refresh key is never the JWT signing key itself.
  const refreshKey = createHmac('sha256', secret).update('cisto refresh-token v1').digest();
  // Imported once: given the raw bytes, jose imports the key again for every signature and check
  // (about 40 % of each one's CPU, and every API request with a token checks one).
  const key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A key that cannot be imported fails each use (awaited there), not the process meanwhile.
  key.catch(() => undefined);
  const verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS_MAX });
  return {
    refreshToken(familyId, generation) {
      return createHmac('sha256', refreshKey).update(`${familyId}:${generation}`).digest('base64url');
    },
    async issue(claims) {
      const accessToken = await new SignJWT({
        chk: claims.checkoutId,
        cus: claims.customerId,
        pg: claims.priceGroup,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sessionId ?? 'anonymous')
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
      return { accessToken, accessTokenType: ACCESS_TOKEN_TYPE, expiresIn: ttlSeconds };
    },
    async linkToken(purpose, subject, ttlSeconds) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setAudience(`cisto-link:${purpose}`)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    async verifyLink(purpose, token) {
      try {
        const { payload } = await jwtVerify(token, await key, { audience: `cisto-link:${purpose}`, algorithms: ['HS256'] });
        return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
    async verify(token) {
      const kept = verified.get(token);
      if (kept) {
        // jose's rule: a token whose expiry is now or past is refused. The claims are handed out as
        // a copy: a request's claims object is its own (services/ownership.ts keys the request's
        // session lookup by it), so no two requests may share one.
        if (kept.expiresAtS > Math.floor(Date.now() / 1000)) return { ...kept.claims };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { audience: AUDIENCE, algorithms: ['HS256'] });
        const text = (v: unknown) => (typeof v === 'string' ? v : null);
        const claims: AccessClaims = {
          sessionId: payload.sub && payload.sub !== 'anonymous' ? payload.sub : null,
          checkoutId: text(payload.chk),
          customerId: text(payload.cus),
          priceGroup: text(payload.pg) ?? '_default',
        };
        if (typeof payload.exp === 'number') verified.set(token, { claims, expiresAtS: payload.exp });
        return { ...claims };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** Parses `Authorization: <type> <token>`; only the Bearer type is accepted. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [type, token] = header.trim().split(/\s+/);
  return type === ACCESS_TOKEN_TYPE && token ? token : null;
}
