import { describe, expect, it } from 'vitest';
import { createBrowserSession } from '../../src/client/apollo/session';

const uictx = {
  accessToken: 'tok-1',
  accessTokenType: 'Bearer',
  // 15 min: long enough for the spec's timings (refresh after 10, stale after 11 minutes); shorter
  // lifetimes are scaled down (tokenTimings, tests/domain/session-flow.test.ts).
  expiresIn: 900,
  checkoutId: 'chk-9',
  priceGroups: ['_default'],
  pricesType: 'B2C',
  currency: 'CZK',
  region: 'CZ',
  locale: 'cs',
  customer: null,
};

describe('browser session (token in memory)', () => {
  it('bootstraps once for concurrent calls, renews after 11 minutes and learns the checkout id', async () => {
    let now = 0;
    const calls: { url: string; credentials: RequestCredentials | undefined }[] = [];
    const session = createBrowserSession({
      fetch: async (input, init) => {
        calls.push({ url: String(input), credentials: init?.credentials });
        return new Response(JSON.stringify({ ...uictx, accessToken: `tok-${calls.length}` }), { status: 200 });
      },
      apiBase: '/api',
      initial: { checkoutId: null, pricesType: 'B2C' },
      now: () => now,
    });
    let notified = 0;
    session.subscribe(() => notified++);
    expect(session.currentAuthorization()).toBe(null);

    const [a, b] = await Promise.all([session.authorization(), session.authorization()]);
    expect([a, b]).toEqual(['Bearer tok-1', 'Bearer tok-1']);
    expect(calls).toEqual([{ url: '/api/auth/uictx', credentials: 'same-origin' }]);
    expect(session.getSnapshot().checkoutId).toBe('chk-9');
    expect(notified).toBe(1);
    expect(await session.ensureCheckoutId()).toBe('chk-9');

    now = 11 * 60_000 - 1;
    expect(await session.authorization()).toBe('Bearer tok-1');
    now = 11 * 60_000;
    expect(await session.authorization()).toBe('Bearer tok-2');
    expect(calls).toHaveLength(2);
  });
});
