// A back-office browser for server tests: keeps the staff session cookie (cisto_staff) the admin
// endpoint sets and sends it back, as a browser would on /api/admin paths.
import { TOTP, Secret } from 'otpauth';

export type AdminGql<T> = { status: number; body: { data: T | null; errors?: { message: string; extensions?: { code?: string } }[] }; setCookie: string[] };

export const DEMO_ADMIN_EMAIL = 'admin@cisto.cz';
export const DEMO_ADMIN_PASSWORD = 'Cisto2026!';

export class AdminBrowser {
  cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async gql<T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<AdminGql<T>> {
    const res = await fetch(`${this.baseUrl}/api/admin/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, body: (await res.json()) as AdminGql<T>['body'], setCookie };
  }

  async signIn(email: string, password: string, totpCode?: string) {
    return this.gql<{ signIn: { ok: boolean; totpNeeded: boolean; errors: { code: string; message: string }[]; me: { staff: { email: string; roles: string[] }; mustEnrolTotp: boolean } | null } }>(
      `mutation($input: SignInInput!) { signIn(input: $input) { ok totpNeeded errors { code field message } me { staff { email roles totpEnabled } mustEnrolTotp totpRequired demo } } }`,
      { input: { email, password, ...(totpCode === undefined ? {} : { totpCode }) } },
    );
  }
}

/** The current code of a base32 secret, as an authenticator app shows it (optionally a step later). */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}
