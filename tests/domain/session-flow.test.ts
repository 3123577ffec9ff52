import { describe, expect, it } from 'vitest';
import { LOGIN_RETURN_PARAM, loginUrl, safeReturnPath, tokenTimings } from '../../src/domain';

describe('tokenTimings', () => {
  it.each([
    // The spec's 10 / 11 minutes once the token outlives 11 minutes by a quarter of its life.
    [900, 600_000, 660_000],
    [3600, 600_000, 660_000],
    [null, 600_000, 660_000],
    [undefined, 600_000, 660_000],
    [0, 600_000, 660_000],
    [-5, 600_000, 660_000],
    [Number.NaN, 600_000, 660_000],
    // Shorter: never sent in the last quarter of its life (less the 1 s rounding of the JWT's exp).
    [600, 408_409, 449_250],
    [60, 40_227, 44_250],
    [5, 2_727, 3_000],
    [4, 2_045, 2_250],
    [1, 340, 375],
  ])('expiresIn %s s → refresh after %i ms, stale after %i ms', (ttl, refresh, stale) => {
    expect(tokenTimings(ttl)).toEqual({ refreshAfterMs: refresh, staleAfterMs: stale });
  });

  it('never counts a token fresh after the server lets it expire (the two-tab 401)', () => {
    for (const ttl of [2, 4, 10, 59, 600, 659, 660, 661, 899, 900, 3600]) {
      const { refreshAfterMs, staleAfterMs } = tokenTimings(ttl);
      expect(staleAfterMs).toBeLessThan(ttl * 1000 - 1000 + 1);
      expect(refreshAfterMs).toBeLessThanOrEqual(staleAfterMs);
    }
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/profil', '/profil'],
    [' /profil/objednavky?page=2 ', '/profil/objednavky?page=2'],
    ['/', '/'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['profil', null],
    ['/a\nb', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('builds the login address with the return path', () => {
    expect(LOGIN_RETURN_PARAM).toBe('prihlaseni');
    expect(loginUrl('/profil/faktury')).toBe('/?prihlaseni=%2Fprofil%2Ffaktury');
    expect(loginUrl('//evil', '/x')).toBe('/x?prihlaseni=%2F');
  });
});
