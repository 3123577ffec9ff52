import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ACCESS_TOKEN_TTL_S,
  ALLOWED_COUNTRIES,
  AUTOCOMPLETE_LIMITS,
  BREAKPOINTS,
  CACHE_TIMES,
  CART_SUBJECTS_LIMIT,
  CHAT_REINSTALL_DELAY_MS,
  CLOSED_STATUS_BARS_COOKIE,
  CLOSED_STATUS_BARS_COOKIE_DAYS,
  CURRENCY,
  DEFAULT_COUNTRY,
  DEFAULT_PRICE_GROUP,
  DEFAULT_PRICES_TYPE,
  DEFAULT_PRODUCT_DETAIL_OFFSET,
  DEFAULT_SUBTREE_DEPTH,
  DELIVERY_CONTACTS_LIMIT,
  LOCALE,
  MEGA_MENU_HOVER_DELAY_MS,
  NEWSLETTER_THANKS_MS,
  PRICES_TYPE_COOKIE_DAYS,
  RECENTLY_VIEWED_LIMIT,
  REGION,
  STOCK_BANDS,
  TOKEN_REFRESH_INTERVAL_MS,
  TOKEN_RETRY_MAX_MS,
  TOKEN_STALE_MS,
  UNSUPPORTED_BROWSERS,
  tokenRetryDelay,
} from '../../src/domain';

describe('section 9 constants', () => {
  it('has the spec values', () => {
    expect([CURRENCY, REGION, LOCALE, DEFAULT_COUNTRY]).toEqual(['CZK', 'CZ', 'cs', 'CZ']);
    expect(ALLOWED_COUNTRIES).toEqual(['CZ', 'SK']);
    expect(PRICES_TYPE_COOKIE_DAYS).toBe(1825);
    expect(DEFAULT_PRICES_TYPE).toBe('B2C');
    expect(DEFAULT_PRICE_GROUP).toBe('_default');
    expect(RECENTLY_VIEWED_LIMIT).toBe(20);
    expect(CART_SUBJECTS_LIMIT).toBe(100);
    expect(DELIVERY_CONTACTS_LIMIT).toBe(100);
    expect(CACHE_TIMES).toEqual({
      cartContent: 7_200_000,
      methods: 7_200_000,
      loginBanners: 7_200_000,
      cartSubjects: 120_000,
      totals: 120_000,
      checkoutData: 300_000,
      taxonomyPrefetch: 7_200_000,
    });
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(600_000);
    expect(TOKEN_STALE_MS).toBe(660_000);
    expect(TOKEN_RETRY_MAX_MS).toBe(30_000);
    expect(ACCESS_TOKEN_TTL_S).toBe(600);
    expect(STOCK_BANDS).toEqual([3, 5, 10, 50]);
    expect(NEWSLETTER_THANKS_MS).toBe(5000);
    expect(MEGA_MENU_HOVER_DELAY_MS).toBe(300);
    expect(CHAT_REINSTALL_DELAY_MS).toBe(50);
    expect(CLOSED_STATUS_BARS_COOKIE).toBe('closedStatusBars');
    expect(CLOSED_STATUS_BARS_COOKIE_DAYS).toBe(365);
    expect(AUTOCOMPLETE_LIMITS).toEqual({ topQueries: 3, brands: 4, categories: 4, articles: 3, products: 7 });
    expect(DEFAULT_PRODUCT_DETAIL_OFFSET).toBe(105);
    expect(DEFAULT_SUBTREE_DEPTH).toBe(1);
    expect(BREAKPOINTS).toEqual({ mobileMax: 768, tabletMax: 1023 });
    expect(UNSUPPORTED_BROWSERS).toEqual(['aol', 'yandex', 'kakaotalk', 'silk', 'miui', 'beaker', 'pie', 'netfront', 'ie', 'bb10']);
  });
});

describe('tokenRetryDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16_000],
    [5, 30_000],
    [50, 30_000],
    [-3, 1000],
    [Number.NaN, 1000],
    [1.7, 2000],
  ])('attempt %d waits %d ms', (attempt, delay) => {
    expect(tokenRetryDelay(attempt)).toBe(delay);
  });

  it('never decreases and never exceeds 30 s (property)', () => {
    fc.assert(
      fc.property(fc.nat(1000), (n) => tokenRetryDelay(n + 1) >= tokenRetryDelay(n) && tokenRetryDelay(n) <= 30_000),
    );
  });
});
