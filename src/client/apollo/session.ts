// The visitor's session as the client sees it: the access token lives in memory only (never
// localStorage, so an XSS cannot lift a long-lived credential), the httpOnly session and refresh
// cookies do the rest. This is the only client module besides the Apollo links that calls fetch.
//
// Token life (spec sections 4 and 9): the first token comes from GET /api/auth/uictx; after that
// GET /api/auth/refresh-token renews it in the background every 10 minutes (scaled down with a
// shorter server lifetime, see tokenTimings), a token older than 11 minutes is renewed before
// use, and a failed refresh is logged and retried with doubling delay up to 30 s.
// Tabs coordinate: a refresh runs under a Web Lock, and its answer is broadcast (BroadcastChannel)
// so the other tabs adopt it instead of rotating the refresh cookie once more; logins and logouts
// are broadcast too, so every tab follows (two tabs never log each other out).
import { parsePricesType, tokenRetryDelay, tokenTimings, type PricesType, type TokenTimings } from '../domain';

export type { PricesType };

/** The logged-in customer as the header needs it. */
export interface SessionCustomer {
  readonly name: string;
}

/** What components may know about the visitor: never the token. */
export interface SessionSnapshot {
  readonly checkoutId: string | null;
  readonly pricesType: PricesType;
  /** The logged-in customer; null (or missing) for an anonymous visitor. */
  readonly customer?: SessionCustomer | null;
}

/** A login or logout that happened in another tab, or a login that ended (revoked, expired). */
export type IdentityChange = 'login' | 'logout' | 'ended';

/** The token part of a uictx, login, logout or refresh answer. */
export interface TokenAnswer {
  accessToken: string;
  accessTokenType: string;
  expiresIn?: number | null;
  checkoutId?: string | null;
}

export interface Session {
  /** Stable object until something changes (useSyncExternalStore needs that). */
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** "<type> <token>", bootstrapping or renewing the token when missing or stale. */
  authorization(): Promise<string>;
  /** A new token now (the API refused the current one with 401). */
  renew(): Promise<string>;
  /** The header if a fresh token is already known; never triggers a request. */
  currentAuthorization(): string | null;
  /** The visitor's checkout id, asking /api/auth/uictx (which creates it) when not known yet. */
  ensureCheckoutId(): Promise<string>;
  /** After update_settings succeeded: every price re-renders in the new mode. */
  setPricesType(pricesType: PricesType): void;
  /** After a successful login: the customer's token (the other tabs follow). */
  signedIn(answer: TokenAnswer, customer: SessionCustomer, pricesType?: PricesType): void;
  /** After logout: the anonymous token of the same session (the other tabs follow). */
  signedOut(answer: TokenAnswer): void;
  /** Logins and logouts of other tabs, and a login that ended on the server. */
  onIdentityChange(listener: (change: IdentityChange) => void): () => void;
  /** A file of the API (invoice PDF) fetched with the Authorization header. */
  download(path: string): Promise<Blob>;
}

/** The body of GET /api/auth/uictx and GET /api/auth/refresh-token (only what the client uses). */
export interface UiContext {
  accessToken: string;
  accessTokenType: string;
  expiresIn: number | null;
  checkoutId: string | null;
  /** Missing in the refresh answer (the session keeps its price type). */
  pricesType: PricesType | null;
  customer: SessionCustomer | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseCustomer(value: unknown): SessionCustomer | null {
  return isRecord(value) && typeof value.name === 'string' ? { name: value.name } : null;
}

export function parseUiContext(body: unknown): UiContext {
  if (!isRecord(body) || typeof body.accessToken !== 'string' || typeof body.accessTokenType !== 'string') {
    throw new Error('The auth answer carries no access token');
  }
  return {
    accessToken: body.accessToken,
    accessTokenType: body.accessTokenType,
    expiresIn: typeof body.expiresIn === 'number' ? body.expiresIn : null,
    checkoutId: typeof body.checkoutId === 'string' && body.checkoutId !== '' ? body.checkoutId : null,
    pricesType: body.pricesType === undefined ? null : parsePricesType(body.pricesType),
    customer: parseCustomer(body.customer),
  };
}

/** What one tab tells the others (never persisted: BroadcastChannel is in memory). */
interface TokenMessage {
  type: 'token';
  header: string;
  at: number;
  expiresIn: number | null;
  checkoutId: string | null;
  pricesType: PricesType;
  customer: SessionCustomer | null;
  change: 'login' | 'logout' | null;
}

function parseTokenMessage(data: unknown): TokenMessage | null {
  if (!isRecord(data) || data.type !== 'token' || typeof data.header !== 'string' || typeof data.at !== 'number') return null;
  return {
    type: 'token',
    header: data.header,
    at: data.at,
    expiresIn: typeof data.expiresIn === 'number' ? data.expiresIn : null,
    checkoutId: typeof data.checkoutId === 'string' ? data.checkoutId : null,
    pricesType: parsePricesType(data.pricesType),
    customer: parseCustomer(data.customer),
    change: data.change === 'login' || data.change === 'logout' ? data.change : null,
  };
}

/** The part of BroadcastChannel the session uses (injectable for tests). */
export interface SessionChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** The part of navigator.locks the session uses. */
export interface SessionLocks {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

export interface BrowserSessionOptions {
  fetch: typeof fetch;
  /** "/api" in the browser. */
  apiBase: string;
  initial: SessionSnapshot;
  now?: () => number;
  /** Cross-tab channel; none in tests unless given. */
  channel?: SessionChannel | null;
  locks?: SessionLocks | null;
  setTimer?: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (handle: ReturnType<typeof setTimeout>) => void;
  /** Where refresh failures are logged (spec: only logged, then retried). */
  log?: (message: string, error: unknown) => void;
}

export const SESSION_CHANNEL = 'cisto-session';
const REFRESH_LOCK = 'cisto-token-refresh';

type Token = { header: string; at: number; timings: TokenTimings };

export interface BrowserSession extends Session {
  /** GET /api/auth/refresh-token now (coordinated with the other tabs). */
  refresh(): Promise<void>;
  /** Takes a token now when the page is a logged-in customer's, so the background refresh runs. */
  start(): void;
  dispose(): void;
}

/** Browser session: token in memory, background refresh, tabs coordinated. */
export function createBrowserSession(options: BrowserSessionOptions): BrowserSession {
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  const channel = options.channel ?? null;
  const locks = options.locks ?? null;

  let snapshot: SessionSnapshot = { ...options.initial, customer: options.initial.customer ?? null };
  let token: Token | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let disposed = false;
  const listeners = new Set<() => void>();
  const identityListeners = new Set<(change: IdentityChange) => void>();

  function update(next: SessionSnapshot): void {
    const customer = next.customer ?? null;
    const same =
      next.checkoutId === snapshot.checkoutId &&
      next.pricesType === snapshot.pricesType &&
      (customer?.name ?? null) === (snapshot.customer?.name ?? null);
    if (same) return;
    snapshot = { checkoutId: next.checkoutId, pricesType: next.pricesType, customer };
    for (const listener of listeners) listener();
  }

  function identity(change: IdentityChange): void {
    for (const listener of identityListeners) listener(change);
  }

  function schedule(delayMs: number): void {
    if (disposed) return;
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void tick();
    }, Math.max(0, delayMs));
  }

  async function tick(): Promise<void> {
    try {
      await refresh();
    } catch (error) {
      log('Access token refresh failed; retrying', error);
      schedule(tokenRetryDelay(attempt++));
    }
  }

  function setToken(next: Token): void {
    token = next;
    attempt = 0;
    schedule(next.at + next.timings.refreshAfterMs - now());
  }

  function adopt(answer: TokenAnswer, customer: SessionCustomer | null, pricesType: PricesType | null, at: number): Token {
    const next: Token = { header: `${answer.accessTokenType} ${answer.accessToken}`, at, timings: tokenTimings(answer.expiresIn) };
    setToken(next);
    update({ checkoutId: answer.checkoutId ?? snapshot.checkoutId, pricesType: pricesType ?? snapshot.pricesType, customer });
    return next;
  }

  function broadcast(next: Token, expiresIn: number | null | undefined, change: TokenMessage['change']): void {
    if (!channel) return;
    const message: TokenMessage = {
      type: 'token',
      header: next.header,
      at: next.at,
      expiresIn: expiresIn ?? null,
      checkoutId: snapshot.checkoutId,
      pricesType: snapshot.pricesType,
      customer: snapshot.customer ?? null,
      change,
    };
    try {
      channel.postMessage(message);
    } catch (error) {
      log('Broadcasting the access token failed', error);
    }
  }

  channel?.addEventListener('message', (event) => {
    const message = parseTokenMessage(event.data);
    if (!message) return;
    const wasCustomer = snapshot.customer ?? null;
    if (!token || message.at >= token.at) {
      setToken({ header: message.header, at: message.at, timings: tokenTimings(message.expiresIn) });
      update({ checkoutId: message.checkoutId ?? snapshot.checkoutId, pricesType: message.pricesType, customer: message.customer });
    }
    if (message.change) identity(message.change);
    else if (wasCustomer && !message.customer) identity('ended');
  });

  async function getJson(path: string): Promise<UiContext> {
    const response = await options.fetch(`${options.apiBase}${path}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${options.apiBase}${path} failed: ${response.status} ${response.statusText}`);
    return parseUiContext(await response.json());
  }

  /** The first token of this tab: uictx creates the session (and checkout) when missing. */
  async function bootstrap(): Promise<void> {
    const wasCustomer = snapshot.customer ?? null;
    const ctx = await getJson('/auth/uictx');
    adopt(ctx, ctx.customer, ctx.pricesType, now());
    if (wasCustomer && !ctx.customer) identity('ended');
  }

  /** Rotates the refresh cookie, unless another tab did while this one waited for the lock. */
  async function rotate(): Promise<void> {
    const requestedAt = now();
    const run = async (): Promise<void> => {
      if (token && token.at >= requestedAt) return;
      const wasCustomer = snapshot.customer ?? null;
      const ctx = await getJson('/auth/refresh-token');
      const next = adopt(ctx, ctx.customer, ctx.pricesType, now());
      broadcast(next, ctx.expiresIn, null);
      if (wasCustomer && !ctx.customer) identity('ended');
    };
    if (locks) await locks.request(REFRESH_LOCK, run);
    else await run();
  }

  function refresh(): Promise<void> {
    // Concurrent callers share one request.
    inFlight ??= (token ? rotate() : bootstrap()).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function fresh(): string | null {
    return token && now() - token.at < token.timings.staleAfterMs ? token.header : null;
  }

  async function authorization(): Promise<string> {
    const header = fresh();
    if (header) return header;
    await refresh();
    const renewed = token?.header;
    if (!renewed) throw new Error('No access token after the auth call');
    return renewed;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentAuthorization: fresh,
    authorization,
    async renew() {
      const before = token?.header ?? null;
      await (inFlight ?? refresh());
      if (token && token.header === before) await refresh();
      if (!token) throw new Error('No access token after the auth call');
      return token.header;
    },
    async ensureCheckoutId() {
      if (snapshot.checkoutId) return snapshot.checkoutId;
      if (!token) await refresh();
      if (!snapshot.checkoutId) await bootstrap();
      if (!snapshot.checkoutId) throw new Error('GET /api/auth/uictx returned no checkoutId');
      return snapshot.checkoutId;
    },
    refresh,
    start() {
      if (snapshot.customer && !token) void authorization().catch((error: unknown) => log('Access token bootstrap failed', error));
    },
    setPricesType(pricesType) {
      update({ ...snapshot, pricesType });
    },
    signedIn(answer, customer, pricesType) {
      const next = adopt(answer, customer, pricesType ?? null, now());
      broadcast(next, answer.expiresIn, 'login');
    },
    signedOut(answer) {
      const next = adopt(answer, null, null, now());
      broadcast(next, answer.expiresIn, 'logout');
    },
    onIdentityChange(listener) {
      identityListeners.add(listener);
      return () => identityListeners.delete(listener);
    },
    async download(path) {
      const response = await options.fetch(`${options.apiBase}${path}`, {
        credentials: 'same-origin',
        headers: { Authorization: await authorization() },
      });
      if (!response.ok) throw new Error(`GET ${options.apiBase}${path} failed: ${response.status} ${response.statusText}`);
      return response.blob();
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      channel?.close();
    },
  };
}

export interface StaticSessionInput {
  accessToken: string;
  accessTokenType: string;
  checkoutId: string | null;
  pricesType: PricesType;
  customer?: SessionCustomer | null;
}

/** Server render (the token was issued for this request by the server) and component tests. */
export function createStaticSession(input: StaticSessionInput): Session {
  let snapshot: SessionSnapshot = { checkoutId: input.checkoutId, pricesType: input.pricesType, customer: input.customer ?? null };
  const listeners = new Set<() => void>();
  let header = `${input.accessTokenType} ${input.accessToken}`;
  const notify = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    authorization: () => Promise.resolve(header),
    renew: () => Promise.resolve(header),
    currentAuthorization: () => header,
    ensureCheckoutId() {
      // The server render never mutates; a missing id here is a programming error.
      return snapshot.checkoutId ? Promise.resolve(snapshot.checkoutId) : Promise.reject(new Error('No checkoutId in the server render'));
    },
    // The server render never switches; component tests do, and expect a re-render.
    setPricesType(pricesType) {
      if (pricesType === snapshot.pricesType) return;
      notify({ ...snapshot, pricesType });
    },
    signedIn(answer, customer, pricesType) {
      header = `${answer.accessTokenType} ${answer.accessToken}`;
      notify({ checkoutId: answer.checkoutId ?? snapshot.checkoutId, pricesType: pricesType ?? snapshot.pricesType, customer });
    },
    signedOut(answer) {
      header = `${answer.accessTokenType} ${answer.accessToken}`;
      notify({ checkoutId: answer.checkoutId ?? snapshot.checkoutId, pricesType: snapshot.pricesType, customer: null });
    },
    onIdentityChange: () => () => undefined,
    download: () => Promise.reject(new Error('No downloads in the server render')),
  };
}
