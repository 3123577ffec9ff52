import { describe, expect, it } from 'vitest';
import { LOGIN_RETURN_PARAM, loginUrl, safeReturnPath, tokenTimings } from '../../src/domain';

describe('tokenTimings', () => {
  it.each([
    [600, 600_000, 660_000],
    [3600, 600_000, 660_000],
    [null, 600_000, 660_000],
    [undefined, 600_000, 660_000],
    [0, 600_000, 660_000],
    [-5, 600_000, 660_000],
    [Number.NaN, 600_000, 660_000],
    [60, 60_000, 66_000],
    [5, 5_000, 5_500],
  ])('expiresIn %s s → refresh after %i ms, stale after %i ms', (ttl, refresh, stale) => {
    expect(tokenTimings(ttl)).toEqual({ refreshAfterMs: refresh, staleAfterMs: stale });
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
