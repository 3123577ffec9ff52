// @vitest-environment node
// Passwords: production uses scrypt N=2^17, r=8, p=1 with maxmem 256 MiB, at most two hashes at
// once; only SCRYPT_COST=test lowers the cost (the test suites use that).
import { describe, expect, it } from 'vitest';
import { PRODUCTION_SCRYPT, TEST_SCRYPT, hashPassword, hashesRunning, scryptParams, verifyPassword } from '../../src/server/auth/password.js';

describe('scrypt parameters', () => {
  it('production (no SCRYPT_COST) uses N=2^17, r=8, p=1, maxmem 256 MiB', () => {
    expect(scryptParams({})).toEqual({ N: 131072, r: 8, p: 1, maxmem: 268435456 });
    expect(scryptParams({ NODE_ENV: 'production' })).toBe(PRODUCTION_SCRYPT);
    expect(scryptParams({ SCRYPT_COST: 'anything-else' })).toBe(PRODUCTION_SCRYPT);
    expect(scryptParams({ SCRYPT_COST: 'test' })).toBe(TEST_SCRYPT);
  });

  it('a production hash records its parameters and verifies', async () => {
    const hash = await hashPassword('Modry-Kbelik-42', scryptParams({}));
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('Modry-Kbelik-42', hash)).toBe(true);
    expect(await verifyPassword('modry-kbelik-42', hash)).toBe(false);
  });

  it('never computes more than two hashes at once', async () => {
    let peak = 0;
    let done = false;
    const watch = (async () => {
      while (!done) {
        peak = Math.max(peak, hashesRunning());
        await new Promise((r) => setImmediate(r));
      }
    })();
    await Promise.all(Array.from({ length: 5 }, (_, i) => hashPassword(`heslo-${i}-abc`, TEST_SCRYPT)));
    done = true;
    await watch;
    expect(peak).toBe(2);
    expect(hashesRunning()).toBe(0);
  });

  it('rejects a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
