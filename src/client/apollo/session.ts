// The visitor's session as the client sees it: the access token lives in memory only (never
// localStorage, so an XSS cannot lift a long-lived credential), the httpOnly session cookie
// does the rest. This is the only client module besides the Apollo links that calls fetch.
import { TOKEN_STALE_MS, parsePricesType, type PricesType } from '../domain';

export type { PricesType };

/** What components may know about the visitor: never the token. */
export interface SessionSnapshot {
  readonly checkoutId: string | null;
  readonly pricesType: PricesType;
}

export interface Session {
  /** Stable object until something changes (useSyncExternalStore needs that). */
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** "<type> <token>", bootstrapping or renewing the token when missing or stale. */
  authorization(): Promise<string>;
  /** The header if a fresh token is already known; never triggers a request. */
  currentAuthorization(): string | null;
  /** The visitor's checkout id, asking /api/auth/uictx (which creates it) when not known yet. */
  ensureCheckoutId(): Promise<string>;
  /** After update_settings succeeded: every price re-renders in the new mode. */
  setPricesType(pricesType: PricesType): void;
}

/** The body of GET /api/auth/uictx (only the fields the client uses are checked). */
export interface UiContext {
  accessToken: string;
  accessTokenType: string;
  checkoutId: string | null;
  pricesType: PricesType;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function parseUiContext(body: unknown): UiContext {
  if (!isRecord(body) || typeof body.accessToken !== 'string' || typeof body.accessTokenType !== 'string') {
    throw new Error('GET /api/auth/uictx answered without an access token');
  }
  return {
    accessToken: body.accessToken,
    accessTokenType: body.accessTokenType,
    checkoutId: typeof body.checkoutId === 'string' && body.checkoutId !== '' ? body.checkoutId : null,
    pricesType: parsePricesType(body.pricesType),
  };
}

export interface BrowserSessionOptions {
  fetch: typeof fetch;
  /** "/api" in the browser. */
  apiBase: string;
  initial: SessionSnapshot;
  now?: () => number;
}

/**
 * Browser session. The token is fetched on the first GraphQL call and again once it is older
 * than TOKEN_STALE_MS (11 min). The Accounts issue adds the 10-minute background refresh with
 * backoff: it only needs to call `refresh()` on a timer (see tokenRetryDelay in src/domain).
 */
export function createBrowserSession(options: BrowserSessionOptions): Session & { refresh(): Promise<UiContext> } {
  const now = options.now ?? Date.now;
  let snapshot: SessionSnapshot = options.initial;
  let token: { header: string; at: number } | null = null;
  let inFlight: Promise<UiContext> | null = null;
  const listeners = new Set<() => void>();

  function update(next: SessionSnapshot): void {
    if (next.checkoutId === snapshot.checkoutId && next.pricesType === snapshot.pricesType) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  async function load(): Promise<UiContext> {
    const response = await options.fetch(`${options.apiBase}/auth/uictx`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      throw new Error(`GET /api/auth/uictx failed: ${response.status} ${response.statusText}`);
    }
    const ctx = parseUiContext(await response.json());
    token = { header: `${ctx.accessTokenType} ${ctx.accessToken}`, at: now() };
    update({ checkoutId: ctx.checkoutId ?? snapshot.checkoutId, pricesType: ctx.pricesType });
    return ctx;
  }

  function refresh(): Promise<UiContext> {
    // Concurrent first calls share one request.
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function fresh(): string | null {
    return token && now() - token.at < TOKEN_STALE_MS ? token.header : null;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentAuthorization: fresh,
    async authorization() {
      const header = fresh();
      if (header) return header;
      await refresh();
      const renewed = fresh();
      if (!renewed) throw new Error('No access token after GET /api/auth/uictx');
      return renewed;
    },
    async ensureCheckoutId() {
      if (snapshot.checkoutId) return snapshot.checkoutId;
      const ctx = await refresh();
      const id = ctx.checkoutId ?? snapshot.checkoutId;
      if (!id) throw new Error('GET /api/auth/uictx returned no checkoutId');
      return id;
    },
    refresh,
    setPricesType(pricesType) {
      update({ checkoutId: snapshot.checkoutId, pricesType });
    },
  };
}

export interface StaticSessionInput {
  accessToken: string;
  accessTokenType: string;
  checkoutId: string | null;
  pricesType: PricesType;
}

/** Server render: the token was issued for this request by the server itself. */
export function createStaticSession(input: StaticSessionInput): Session {
  let snapshot: SessionSnapshot = { checkoutId: input.checkoutId, pricesType: input.pricesType };
  const listeners = new Set<() => void>();
  const header = `${input.accessTokenType} ${input.accessToken}`;
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    authorization: () => Promise.resolve(header),
    currentAuthorization: () => header,
    ensureCheckoutId() {
      // The server render never mutates; a missing id here is a programming error.
      return snapshot.checkoutId ? Promise.resolve(snapshot.checkoutId) : Promise.reject(new Error('No checkoutId in the server render'));
    },
    // The server render never switches; component tests do, and expect a re-render.
    setPricesType(pricesType) {
      if (pricesType === snapshot.pricesType) return;
      snapshot = { ...snapshot, pricesType };
      for (const listener of listeners) listener();
    },
  };
}
