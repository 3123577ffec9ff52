// @vitest-environment node
// Registration and password renewal with the e-mails delivered over real SMTP, the renewal link's
// single use and expiry, the warnings when mail fails, and the rate limits on these calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { startSmtpServer, type ReceivedMail, type SmtpHarness } from '../helpers/smtp.js';
import { eventually, failingTemplate, outboxRowsTo } from '../helpers/mail-outbox.js';
import { B2C_EMAIL, Browser, DEMO_PASSWORD, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { customers, passwordResets } from '../../src/server/db/schema.js';
import type { Mailer } from '../../src/server/mail/index.js';

let t: TestApp;
let smtp: SmtpHarness;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url, trustProxy: 1, publicUrl: 'http://localhost:3000' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Outcome = { status: string; reason: string | null; warnings?: string[] };

async function register(email: string, password?: string) {
  return new Browser(t.url).json<Outcome>('/api/auth/registration', { method: 'POST', body: registrationPayload(email, password) });
}

function linkToken(html: string): string {
  const match = /http:\/\/localhost:3000\/obnova-hesla\/([A-Za-z0-9_-]+)/.exec(html);
  if (!match?.[1]) throw new Error('no renewal link in the e-mail');
  return match[1];
}

describe('registration e-mail', () => {
  it('is delivered over SMTP to the new customer', async () => {
    const email = uniqueEmail('mail');
    expect((await register(email)).body).toEqual({ status: 'success', reason: null, warnings: [] });
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Vítejte v obchodě Čisto');
    expect(mail.html).toContain('Tomáš Test');
    expect(mail.html).toContain('http://localhost:3000/profil');
    expect(`${mail.html}${mail.text}`).not.toContain(registrationPayload(email).info.password);
  });

  it('registers without a warning while SMTP fails: the e-mail waits queued in the outbox for a retry', async () => {
    const failing: Mailer = {
      shop: t.services.mailer.shop,
      async send() {
        throw new Error('SMTP down');
      },
      close() {},
    };
    const app = await startTestApp({ mailer: failing, trustProxy: 1 });
    try {
      const email = uniqueEmail('nomail');
      const res = await new Browser(app.url).json<Outcome>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) });
      expect(res.body).toEqual({ status: 'success', reason: null, warnings: [] });
      const row = await eventually(async () => (await outboxRowsTo(app.database.db, email)).find((r) => r.lastError === 'SMTP down'));
      expect(row.template).toBe('registration');
      expect(row.state).toBe('queued');
      expect((await new Browser(app.url).login(email, registrationPayload(email).info.password)).body.status).toBe('success');
    } finally {
      await app.close();
    }
  });

  it('reports the template error as the warning and still registers, with no e-mail queued', async () => {
    const app = await startTestApp({ mailRenderer: failingTemplate('registration'), trustProxy: 1 });
    try {
      const email = uniqueEmail('notemplate');
      const res = await new Browser(app.url).json<Outcome>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) });
      expect(res.body).toEqual({ status: 'success', reason: null, warnings: ['email-template-not-found'] });
      expect(await outboxRowsTo(app.database.db, email)).toEqual([]);
      expect((await new Browser(app.url).login(email, registrationPayload(email).info.password)).body.status).toBe('success');
    } finally {
      await app.close();
    }
  });
});

describe('password renewal', () => {
  it('answers emailNotFound for an unknown address and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await new Browser(t.url).json<Outcome>('/api/auth/password-renew', { method: 'POST', body: { email: 'nikdo.takovy@example.cz' } });
    expect(res.body).toEqual({ status: 'emailNotFound', reason: 'emailNotFound' });
    expect(smtp.messages.length).toBe(before);
  });

  it('refuses a malformed e-mail with 400', async () => {
    const res = await new Browser(t.url).json<{ message: string }>('/api/auth/password-renew', { method: 'POST', body: { email: 'neni-email' } });
    expect(res.status).toBe(400);
  });

  it('mails a single-use link; the new password works, the old one does not, other sessions end', async () => {
    const email = uniqueEmail('renew');
    const oldPassword = 'Stare-Heslo-77';
    await register(email, oldPassword);
    const other = new Browser(t.url);
    await other.login(email, oldPassword);

    const res = await new Browser(t.url).json<Outcome>('/api/auth/password-renew', { method: 'POST', body: { email: ` ${email.toUpperCase()}` } });
    expect(res.body).toEqual({ status: 'success', reason: null });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Obnovení hesla'));
    expect(mail.html).toContain('Odkaz platí 60 minut');
    expect(`${mail.html}${mail.text}`).not.toContain(oldPassword);
    const token = linkToken(mail.html);
    const [stored] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, token));
    expect(stored).toBeUndefined(); // only the hash is stored

    const b = new Browser(t.url);
    expect((await b.json<Outcome>(`/api/auth/password-renew/${token}`)).body.status).toBe('success');
    const mismatch = await b.json<{ message: string }>(`/api/auth/password-renew/${token}`, {
      method: 'POST',
      body: { password: 'Nove-Heslo-2026', passwordConfirmation: 'jine' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Hesla se neshodují.');
    const set = await b.json<Outcome>(`/api/auth/password-renew/${token}`, {
      method: 'POST',
      body: { password: 'Nove-Heslo-2026', passwordConfirmation: 'Nove-Heslo-2026' },
    });
    expect(set.body).toEqual({ status: 'success', reason: null });

    // Single use.
    const again = await b.json<Outcome>(`/api/auth/password-renew/${token}`, {
      method: 'POST',
      body: { password: 'Treti-Heslo-2026', passwordConfirmation: 'Treti-Heslo-2026' },
    });
    expect(again.body).toEqual({ status: 'error', reason: 'invalid-token' });
    expect((await b.json<Outcome>(`/api/auth/password-renew/${token}`)).body.status).toBe('error');

    expect((await new Browser(t.url).login(email, oldPassword)).body).toEqual({ status: 'error', reason: 'invalid-credentials' });
    expect((await new Browser(t.url).login(email, 'Nove-Heslo-2026')).body.status).toBe('success');
    // The session logged in before the reset is logged out.
    expect((await other.refresh()).body.customer).toBeNull();
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('expired');
    await register(email);
    await new Browser(t.url).json('/api/auth/password-renew', { method: 'POST', body: { email } });
    const token = linkToken((await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Obnovení hesla'))).html);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.customerId, customer?.id ?? ''));
    const res = await new Browser(t.url).json<Outcome>(`/api/auth/password-renew/${token}`, {
      method: 'POST',
      body: { password: 'Nove-Heslo-2026', passwordConfirmation: 'Nove-Heslo-2026' },
    });
    expect(res.body).toEqual({ status: 'error', reason: 'invalid-token' });
  });

  it('a newer link replaces an older one', async () => {
    const email = uniqueEmail('twice');
    await register(email);
    const ask = () => new Browser(t.url).json('/api/auth/password-renew', { method: 'POST', body: { email } });
    await ask();
    const first = linkToken((await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Obnovení hesla'))).html);
    await ask();
    const mails = smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith('Obnovení hesla'));
    const renewal = (m: ReceivedMail) => m.to.includes(email) && m.subject.startsWith('Obnovení hesla');
    const second = linkToken((mails[1] ?? (await smtp.waitFor((m) => renewal(m) && linkToken(m.html) !== first))).html);
    expect((await new Browser(t.url).json<Outcome>(`/api/auth/password-renew/${first}`)).body.status).toBe('error');
    expect((await new Browser(t.url).json<Outcome>(`/api/auth/password-renew/${second}`)).body.status).toBe('success');
  });
});

describe('rate limits', () => {
  it('limits login attempts per account from many addresses with the Czech 429', async () => {
    const email = uniqueEmail('limited');
    await register(email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await new Browser(t.url).json('/api/auth/local-login', { method: 'POST', body: { username: email, password: 'spatne' } })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const blocked = await new Browser(t.url).json<{ message: string }>('/api/auth/local-login', { method: 'POST', body: { username: ` ${email.toUpperCase()}`, password: 'x' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Příliš mnoho pokusů\. Zkuste to prosím znovu za \d+ minut/);
    // Another account is not affected.
    expect((await new Browser(t.url).login(B2C_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits login attempts per IP address', async () => {
    const b = new Browser(t.url);
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await b.json('/api/auth/local-login', { method: 'POST', body: { username: `kdokoli${i}@example.cz`, password: 'x' } })).status;
    expect(last).toBe(429);
  });

  it('limits password renewal per account and registration per IP', async () => {
    const email = uniqueEmail('renewlimit');
    await register(email);
    const renewals: number[] = [];
    for (let i = 0; i < 4; i++) renewals.push((await new Browser(t.url).json('/api/auth/password-renew', { method: 'POST', body: { email } })).status);
    expect(renewals).toEqual([200, 200, 200, 429]);

    const b = new Browser(t.url);
    const registrations: number[] = [];
    for (let i = 0; i < 6; i++) registrations.push((await b.json('/api/auth/registration', { method: 'POST', body: registrationPayload(uniqueEmail(`ip${i}`)) })).status);
    expect(registrations.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(registrations[5]).toBe(429);
  });
});
