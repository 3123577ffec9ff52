// A browser-like API client for the account tests: a cookie jar (session, refresh and price-type
// cookies, applied and updated like a browser does) and the access token kept in memory.

export type SetCookie = { name: string; value: string; attributes: string[] };

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((p) => p.trim());
  const eq = pair.indexOf('=');
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

export type GqlBody<T> = { data: T; errors?: { message: string }[] };

let ipCounter = Math.floor(Math.random() * 60000);
function nextIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export class Browser {
  readonly jar = new Map<string, string>();
  token: string | null = null;
  checkoutId: string | null = null;
  lastSetCookies: SetCookie[] = [];

  /**
   * Each browser comes from its own address (X-Forwarded-For, trusted by the test app with
   * trustProxy: 1), so per-IP rate limits of one test do not spill into the next.
   */
  constructor(
    readonly baseUrl: string,
    readonly ip = nextIp(),
  ) {}

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A second tab: the same cookie jar (a copy of it here), its own in-memory token. */
  cloneJar(): Browser {
    const other = new Browser(this.baseUrl, this.ip);
    for (const [k, v] of this.jar) other.jar.set(k, v);
    other.token = this.token;
    other.checkoutId = this.checkoutId;
    return other;
  }

  async fetch(path: string, init: { method?: string; body?: unknown; auth?: boolean; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...(init.headers ?? {}) };
    if (this.jar.size > 0) headers.cookie = this.cookie;
    if (init.auth !== false && this.token) headers.authorization = `Bearer ${this.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    this.lastSetCookies = res.headers.getSetCookie().map(parseSetCookie);
    for (const c of this.lastSetCookies) {
      const expired = c.attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()));
      if (expired || c.value === '') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  async json<T>(path: string, init: Parameters<Browser['fetch']>[1] = {}): Promise<{ status: number; body: T }> {
    const res = await this.fetch(path, init);
    return { status: res.status, body: (await res.json()) as T };
  }

  async uictx() {
    const { body } = await this.json<{ accessToken: string; checkoutId: string; customer: { name: string } | null; priceGroups: string[]; pricesType: string }>(
      '/api/auth/uictx',
    );
    this.token = body.accessToken;
    this.checkoutId = body.checkoutId;
    return body;
  }

  async login(username: string, password: string) {
    const res = await this.json<{ status: string; reason?: string; accessToken?: string; checkoutId?: string; user?: { name: string; email: string; settings: { priceGroupIds: string[]; pricesType: string; customer: string; currency: string } } }>(
      '/api/auth/local-login',
      { method: 'POST', body: { username, password } },
    );
    if (res.body.accessToken) this.token = res.body.accessToken;
    if (res.body.checkoutId) this.checkoutId = res.body.checkoutId;
    return res;
  }

  async refresh() {
    const res = await this.json<{ accessToken: string; accessTokenType: string; customer: { email: string } | null; checkoutId: string | null }>('/api/auth/refresh-token', {
      auth: false,
    });
    if (res.body.accessToken) this.token = res.body.accessToken;
    return res;
  }

  async logout() {
    const res = await this.json<{ status: string; ctx: { accessToken: string; accessTokenType: string; checkoutId: string | null } }>('/api/auth/local-logout');
    this.token = res.body.ctx.accessToken;
    return res;
  }

  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; body: GqlBody<T> }> {
    return this.json<GqlBody<T>>('/api/utils/gql', { method: 'POST', body: { query, variables } });
  }
}

export const DEMO_PASSWORD = 'Cisto2026!';
export const B2C_EMAIL = 'jana.novakova@example.cz';
export const B2B_EMAIL = 'nakup@hotel-vltava.cz';

/** Unique per test file and run: PostgreSQL test runs share one database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.cz`;
}

export function registrationPayload(email: string, password = 'Modry-Kbelik-42') {
  return {
    info: {
      email,
      password,
      passwordConfirmation: password,
      contact: {
        contactType: 'person',
        personName: 'Tomáš Test',
        street: 'Dlouhá 12',
        city: 'Brno',
        postalCode: '602 00',
        country: 'CZ',
        emailAddress: email,
        phoneNumber: '+420 603 111 222',
      },
      newsletter: false,
      agreement: true,
    },
    deliveryInfo: null,
    locale: 'cs',
    region: 'CZ',
    userSettings: { currency: 'CZK', locale: 'cs', priceGroup: 'b2b-velkoodber', pricesType: 'B2B' },
  };
}
