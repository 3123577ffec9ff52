// @vitest-environment node
// The back office's "Pošta" (issue 17): the outbox of this shop listed by state (failed first),
// paged, and a failed e-mail resent — delivered over the real SMTP stand-in with its Message-ID
// and audit-logged; only the admin role may see or resend mail.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../src/server/db/schema.js';
import { insertStaff } from '../../src/server/services/staff.js';
import { AdminBrowser } from '../helpers/admin.js';
import { waitForOutboxState } from '../helpers/mail-outbox.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'Zelena-Konvice-77';
const run = crypto.randomUUID().slice(0, 8);
let t: TestApp;
let smtp: SmtpHarness;
let admin: AdminBrowser;

type Mail = { id: string; template: string; to: string; subject: string; state: string; stateText: string; attempts: number; lastError: string | null; createdAt: string; sentAt: string | null };
type MailPage = { mailOutbox: { items: Mail[]; page: number; pageSize: number; hasMore: boolean } };
type Resend = { resendMail: { ok: boolean; errors: { code: string; field: string | null; message: string }[]; mail: Mail | null } };

const MAIL_FIELDS = 'id template to subject state stateText attempts lastError createdAt sentAt';
const LIST = `query($state: String, $page: Int, $pageSize: Int) { mailOutbox(state: $state, page: $page, pageSize: $pageSize) { items { ${MAIL_FIELDS} } page pageSize hasMore } }`;
const RESEND = `mutation($id: ID!) { resendMail(id: $id) { ok errors { code field message } mail { ${MAIL_FIELDS} } } }`;

async function staffMember(role: 'admin' | 'orders') {
  const email = `${role}-mail-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
  await insertStaff(t.database.db, { email, name: `Pošta ${role}`, password: PASSWORD, roles: [role] });
  const browser = new AdminBrowser(t.url);
  expect((await browser.signIn(email, PASSWORD)).body.data?.signIn.ok).toBe(true);
  return browser;
}

/** A registration e-mail of this app's queue, left in `state` as the worker would (failed: after its last attempt). */
async function queuedMail(label: string, state: 'failed' | 'sent'): Promise<{ id: number; to: string; messageId: string }> {
  const to = `posta-${label}-${run}@example.cz`;
  const { id, messageId } = await t.services.outbox.enqueue(t.database.db, { to, from: 'no-reply@cisto.test', type: 'registration', props: { name: 'Jana', loginUrl: 'http://localhost/profil' } });
  // Not woken: the row is changed before the worker's next poll could claim it (60 s below).
  await t.database.db
    .update(mailOutbox)
    .set(state === 'failed' ? { state, attempts: 20, lastError: 'connect ECONNREFUSED 127.0.0.1:25' } : { state, attempts: 1, sentAt: new Date() })
    .where(eq(mailOutbox.id, id));
  return { id, to, messageId };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  // A long poll: the rows this file prepares stay as prepared until a resend wakes the worker.
  t = await startTestApp({ smtpUrl: smtp.url, mailOutbox: { pollMs: 60_000, maxAttempts: 20, retryMaxMs: 600_000, leaseMs: 900_000, queue: `admin-mail-${run}` } });
  admin = await staffMember('admin');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('Pošta', () => {
  it('lists failed mail first, filters by state and pages', async () => {
    const sent = await queuedMail('sent', 'sent');
    const failedOld = await queuedMail('failed-old', 'failed');
    const failedNew = await queuedMail('failed-new', 'failed');

    const all = await admin.gql<MailPage>(LIST);
    expect(all.body.errors).toBeUndefined();
    const items = all.body.data!.mailOutbox.items;
    // Default: failed and still-to-send mail, failed first, newest first; sent mail is not listed.
    expect(items.slice(0, 2).map((m) => m.to)).toEqual([failedNew.to, failedOld.to]);
    expect(items.map((m) => m.to)).not.toContain(sent.to);
    expect(items[0]).toMatchObject({ template: 'registration', state: 'failed', stateText: 'Neodesláno', attempts: 20, lastError: 'connect ECONNREFUSED 127.0.0.1:25', sentAt: null });

    const sentOnly = await admin.gql<MailPage>(LIST, { state: 'sent' });
    expect(sentOnly.body.data!.mailOutbox.items.map((m) => m.to)).toContain(sent.to);
    expect(sentOnly.body.data!.mailOutbox.items.every((m) => m.state === 'sent')).toBe(true);

    const first = await admin.gql<MailPage>(LIST, { state: 'failed', page: 1, pageSize: 1 });
    expect(first.body.data!.mailOutbox).toMatchObject({ page: 1, pageSize: 1, hasMore: true });
    expect(first.body.data!.mailOutbox.items.map((m) => m.to)).toEqual([failedNew.to]);
    const second = await admin.gql<MailPage>(LIST, { state: 'failed', page: 2, pageSize: 1 });
    expect(second.body.data!.mailOutbox.items.map((m) => m.to)).toEqual([failedOld.to]);
    expect(second.body.data!.mailOutbox.hasMore).toBe(false);

    // Another shop's queue on the same database is not ours.
    await t.database.db.update(mailOutbox).set({ queue: `other-${run}` }).where(eq(mailOutbox.id, failedOld.id));
    const ours = await admin.gql<MailPage>(LIST, { state: 'failed' });
    expect(ours.body.data!.mailOutbox.items.map((m) => m.to)).not.toContain(failedOld.to);
  });

  it('resends a failed e-mail: delivered over SMTP with its Message-ID, audit-logged; a sent one is refused', async () => {
    const failed = await queuedMail('resend', 'failed');
    const resent = await admin.gql<Resend>(RESEND, { id: String(failed.id) });
    expect(resent.body.data?.resendMail).toMatchObject({ ok: true, errors: [] });

    const delivered = await smtp.waitFor((m) => m.to.includes(failed.to));
    expect(delivered.headers['message-id']).toBe(failed.messageId);
    const row = await waitForOutboxState(t.database.db, failed.to, 'sent');
    expect(row.attempts).toBe(1);

    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'mail'), eq(auditLog.entityId, String(failed.id))));
    expect(audit).toMatchObject({ action: 'mail.resend', before: { state: 'failed', attempts: 20, lastError: 'connect ECONNREFUSED 127.0.0.1:25' }, after: { state: 'queued', attempts: 0 } });
    expect(audit?.staffEmail).toMatch(/^admin-mail-/);

    const again = await admin.gql<Resend>(RESEND, { id: String(failed.id) });
    expect(again.body.data?.resendMail).toMatchObject({ ok: false, errors: [{ code: 'NOT_RESENDABLE', message: 'Znovu odeslat lze jen e-mail, který se nepodařilo odeslat nebo čeká na odeslání.' }], mail: { state: 'sent' } });
    for (const id of ['2147483647', '999999999999', 'abc', '-1']) {
      const unknown = await admin.gql<Resend>(RESEND, { id });
      expect(unknown.body.data?.resendMail).toMatchObject({ ok: false, errors: [{ code: 'NOT_FOUND', message: 'E-mail nebyl nalezen.' }], mail: null });
    }
    expect(smtp.messages.filter((m) => m.to.includes(failed.to))).toHaveLength(1);
  });

  it('is for the admin role only', async () => {
    const failed = await queuedMail('refused', 'failed');
    const orders = await staffMember('orders');
    const list = await orders.gql<MailPage>(LIST);
    expect(list.body.data).toBeNull();
    expect(list.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const resend = await orders.gql<Resend>(RESEND, { id: String(failed.id) });
    expect(resend.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await new AdminBrowser(t.url).gql<MailPage>(LIST);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(row?.state).toBe('failed');
  });
});
