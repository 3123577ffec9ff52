// The browser session's token life (spec sections 4 and 9): background refresh every 10 minutes
// (scaled to a shorter server lifetime), stale after 11, failures logged and retried with a
// doubling delay up to 30 s, and tabs coordinated through a broadcast channel and a lock.
import { describe, expect, it, vi } from 'vitest';
import { createBrowserSession, type IdentityChange, type SessionChannel, type SessionLocks, type SessionSnapshot } from '../../src/client/apollo/session';

// 15 minutes: a lifetime the spec's 10 / 11 minutes fit in (tokenTimings).
function answer(token: string, customer: string | null, expiresIn = 900) {
  return {
    accessToken: token,
    accessTokenType: 'Bearer',
    expiresIn,
    checkoutId: 'chk-1',
    pricesType: 'B2C',
    customer: customer ? { name: customer, email: 'x@example.cz', settings: {} } : null,
  };
}

/** A fake clock with timers, so the background refresh can be stepped through. */
function fakeTimers() {
  type Handle = ReturnType<typeof setTimeout>;
  let now = 1_000_000;
  const timers = new Map<Handle, { at: number; callback: () => void }>();
  /** A real (already cleared) handle serves as the key: the session only hands it back. */
  const handle = (): Handle => {
    const h = setTimeout(() => undefined, 0);
    clearTimeout(h);
    return h;
  };
  return {
    now: () => now,
    setTimer(callback: () => void, ms: number): Handle {
      const h = handle();
      timers.set(h, { at: now + ms, callback });
      return h;
    },
    clearTimer(h: Handle): void {
      timers.delete(h);
    },
    noTimer: (): Handle => handle(),
    pending: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        now = due[1].at;
        timers.delete(due[0]);
        due[1].callback();
        // Let the refresh's promises settle before the next timer.
        for (let i = 0; i < 20; i++) await Promise.resolve();
      }
      now = until;
    },
  };
}

/** Two tabs' channels connected to each other (BroadcastChannel never echoes to the sender). */
function channelPair(): [SessionChannel, SessionChannel] {
  const listeners: [((event: MessageEvent) => void)[], ((event: MessageEvent) => void)[]] = [[], []];
  const make = (self: 0 | 1): SessionChannel => ({
    postMessage(message) {
      for (const listener of listeners[self === 0 ? 1 : 0]) listener(new MessageEvent('message', { data: message }));
    },
    addEventListener(_type, listener) {
      listeners[self].push(listener);
    },
    close() {
      listeners[self] = [];
    },
  });
  return [make(0), make(1)];
}

describe('browser session: background refresh', () => {
  it('bootstraps with uictx, refreshes every 10 minutes with refresh-token and reports a login that ended', async () => {
    const clock = fakeTimers();
    const urls: string[] = [];
    const responses = [answer('t1', 'Jana'), answer('t2', 'Jana'), answer('t3', null)];
    const changes: IdentityChange[] = [];
    const session = createBrowserSession({
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify(responses.shift()), { status: 200 });
      },
      apiBase: '/api',
      initial: { checkoutId: null, pricesType: 'B2C', customer: { name: 'Jana' } },
      now: clock.now,
      // The fake ids stand in for timer handles.
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
    });
    session.onIdentityChange((change) => changes.push(change));
    session.start();
    await vi.waitFor(() => expect(session.currentAuthorization()).toBe('Bearer t1'));
    expect(urls).toEqual(['/api/auth/uictx']);

    await clock.advance(10 * 60_000 - 1);
    expect(urls).toHaveLength(1);
    await clock.advance(1);
    expect(urls).toEqual(['/api/auth/uictx', '/api/auth/refresh-token']);
    expect(session.currentAuthorization()).toBe('Bearer t2');

    await clock.advance(10 * 60_000);
    expect(urls).toHaveLength(3);
    expect(session.getSnapshot().customer).toBe(null);
    expect(changes).toEqual(['ended']);
    session.dispose();
  });

  it('logs a failed refresh and retries after 1, 2, 4, 8, 16 and then every 30 seconds', async () => {
    const clock = fakeTimers();
    const log = vi.fn();
    let calls = 0;
    const session = createBrowserSession({
      fetch: async () => {
        calls++;
        if (calls === 1) return new Response(JSON.stringify(answer('t1', 'Jana')), { status: 200 });
        if (calls <= 8) return new Response('down', { status: 503, statusText: 'Service Unavailable' });
        return new Response(JSON.stringify(answer('t9', 'Jana')), { status: 200 });
      },
      apiBase: '/api',
      initial: { checkoutId: 'chk-1', pricesType: 'B2C', customer: { name: 'Jana' } },
      now: clock.now,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
      log,
    });
    expect(await session.authorization()).toBe('Bearer t1');
    await clock.advance(10 * 60_000);
    expect(calls).toBe(2);
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const [delay] = clock.pending();
      delays.push(delay ?? -1);
      await clock.advance(delay ?? 0);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(log).toHaveBeenCalledTimes(7);
    expect(session.currentAuthorization()).toBe('Bearer t9');
    // Back to the normal interval after a success.
    expect(clock.pending()).toEqual([10 * 60_000]);
    session.dispose();
  });

  it('scales the interval to a shorter token lifetime and renews a stale token before use', async () => {
    let now = 0;
    const urls: string[] = [];
    const clock = fakeTimers();
    const session = createBrowserSession({
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(JSON.stringify(answer(`t${urls.length}`, null, 4)), { status: 200 });
      },
      apiBase: '/api',
      initial: { checkoutId: null, pricesType: 'B2C' },
      now: () => now,
      setTimer: clock.noTimer,
      clearTimer: clock.clearTimer,
    });
    expect(await session.authorization()).toBe('Bearer t1');
    // 4 s, of which the JWT's whole-second exp may take 1: stale after three quarters of 3 s,
    // long before the server refuses it.
    now = 2_249;
    expect(await session.authorization()).toBe('Bearer t1');
    now = 2_250;
    expect(await session.authorization()).toBe('Bearer t2');
    expect(urls).toEqual(['/api/auth/uictx', '/api/auth/refresh-token']);
    session.dispose();
  });
});

describe('browser session: two tabs', () => {
  it('share one refresh: the other tab adopts the broadcast token instead of rotating the cookie again', async () => {
    const [channelA, channelB] = channelPair();
    let queue = Promise.resolve();
    const locks: SessionLocks = {
      request(_name, callback) {
        const run = queue.then(callback);
        queue = run.catch(() => undefined);
        return run;
      },
    };
    let now = 0;
    const urls: string[] = [];
    const fetcher = (tab: string) => async (input: RequestInfo | URL) => {
      urls.push(`${tab} ${String(input)}`);
      return new Response(JSON.stringify(answer(`${tab}${urls.length}`, 'Jana')), { status: 200 });
    };
    const clock = fakeTimers();
    const initial: SessionSnapshot = { checkoutId: 'chk-1', pricesType: 'B2C', customer: { name: 'Jana' } };
    const common = { apiBase: '/api', initial, now: () => now, locks, setTimer: clock.noTimer, clearTimer: clock.clearTimer };
    const a = createBrowserSession({ ...common, fetch: fetcher('A'), channel: channelA });
    const b = createBrowserSession({ ...common, fetch: fetcher('B'), channel: channelB });
    await a.authorization();
    await b.authorization();
    urls.length = 0;

    now = 600_000;
    await Promise.all([a.refresh(), b.refresh()]);
    // One rotation: B waited for the lock, then found A's newer token.
    expect(urls).toEqual(['A /api/auth/refresh-token']);
    expect(b.currentAuthorization()).toBe(a.currentAuthorization());

    // A logout in A: B hears it (the app reloads that tab).
    const changes: IdentityChange[] = [];
    b.onIdentityChange((change) => changes.push(change));
    a.signedOut({ accessToken: 'anon', accessTokenType: 'Bearer', expiresIn: 900, checkoutId: 'chk-1' });
    expect(changes).toEqual(['logout']);
    expect(b.getSnapshot().customer).toBe(null);
    expect(b.currentAuthorization()).toBe('Bearer anon');
    a.dispose();
    b.dispose();
  });
});
