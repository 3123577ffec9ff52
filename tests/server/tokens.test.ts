// @vitest-environment node
// Access tokens checked once and then known by their text (src/server/auth/tokens.ts): the second
// check of a token skips the signature, answers a claims object of its own, and still ends at the
// token's expiry; an altered token is checked in full.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webcrypto } from 'node:crypto';
import { createTokenIssuer, type AccessClaims } from '../../src/server/auth/tokens.js';

const SECRET = new TextEncoder().encode('a test secret of at least thirty-two bytes');
const CLAIMS: AccessClaims = { sessionId: 's-1', checkoutId: 'c-1', customerId: null, priceGroup: '_default' };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createTokenIssuer().verify', () => {
  it('checks the signature of a token once and answers a fresh claims object each time', async () => {
    const issuer = createTokenIssuer(SECRET, 60);
    const { accessToken } = await issuer.issue(CLAIMS);
    const verify = vi.spyOn(webcrypto.subtle, 'verify');
    const first = await issuer.verify(accessToken);
    const second = await issuer.verify(accessToken);
    expect(first).toEqual(CLAIMS);
    expect(second).toEqual(CLAIMS);
    expect(verify).toHaveBeenCalledTimes(1);
    // Each request's claims are its own (the session lookup of services/ownership.ts is kept per object).
    expect(second).not.toBe(first);
    if (first) first.checkoutId = 'changed by a caller';
    expect((await issuer.verify(accessToken))?.checkoutId).toBe('c-1');
  });

  it('refuses a kept token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    const issuer = createTokenIssuer(SECRET, 60);
    const { accessToken } = await issuer.issue(CLAIMS);
    expect(await issuer.verify(accessToken)).toEqual(CLAIMS);
    vi.setSystemTime(new Date('2026-11-29T10:00:59Z'));
    expect(await issuer.verify(accessToken)).toEqual(CLAIMS);
    vi.setSystemTime(new Date('2026-11-29T10:01:00Z'));
    expect(await issuer.verify(accessToken)).toBeNull();
  });

  it('checks an altered token in full and refuses it, though the original is kept', async () => {
    const issuer = createTokenIssuer(SECRET, 60);
    const { accessToken } = await issuer.issue(CLAIMS);
    expect(await issuer.verify(accessToken)).toEqual(CLAIMS);
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), pg: 'b2b' })).toString('base64url');
    expect(await issuer.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await issuer.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    // Another issuer's key (another deployment's secret) does not know this one's tokens.
    expect(await createTokenIssuer(new TextEncoder().encode('another secret of at least thirty-two bytes'), 60).verify(accessToken)).toBeNull();
  });
});
