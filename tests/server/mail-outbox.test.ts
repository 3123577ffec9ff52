// @vitest-environment node
// The mail outbox (issue 17, docs/mail.md) over real SMTP: an outage loses nothing and sends
// nothing twice (one instance, and two instances over PostgreSQL), the e-mail commits with its
// order or not at all, template and queue failures are the spec's warnings, the local demo's .eml
// appears on the commit's wake-up, a crash between send and mark resends the same Message-ID, and
// the back office lists failed mail and resends it.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../src/server/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailOutboxConfig } from '../../src/server/config.js';
import { createMailer, DEFAULT_SHOP } from '../../src/server/mail/index.js';
import { listMailOutbox, resendMail, RESEND_REFUSALS } from '../../src/server/services/index.js';
import { localWritesOf } from '../../src/server/db/local-writes.js';
import { claimDueMail, createMailOutbox, outgoingMail, queueMail, retryDelayMs } from '../../src/server/services/mail-outbox.js';
import { startMailWorker } from '../../src/server/services/mail-worker.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { eventually, failingTemplate, outboxRowsTo, waitForOutboxState } from '../helpers/mail-outbox.js';
import { startSmtpServer, type ReceivedMail, type SmtpHarness } from '../helpers/smtp.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { PERSON, purchase, readyVisitor, type PurchaseResult } from './checkout-helpers.js';

/** Small backoff so a real 30 s outage fits a test: 1 s, 2 s, 2 s … */
const FAST: Omit<MailOutboxConfig, 'queue'> = { pollMs: 200, maxAttempts: 50, retryMaxMs: 2000, leaseMs: 60_000 };
const OUTAGE_MS = 30_000;
const ORDERS = 20;

const run = Date.now().toString(36);
let n = 0;
const uniqueAddress = (label: string) => `outbox-${label}-${run}-${++n}@example.cz`;
const key = () => `outbox-${crypto.randomUUID()}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sku: string;

async function order(app: TestApp, email: string, payment = 'hotove'): Promise<PurchaseResult> {
  const shipping = payment === 'hotove' ? 'osobni-odber-praha' : 'dpd';
  const v = await readyVisitor(app.url, sku, 1, { shipping, payment, contact: { ...PERSON, emailAddress: email } });
  return purchase(v, key());
}

/** A port nothing listens on (connections refused) that an SMTP stand-in can take later. */
async function refusedPort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.close();
  return probe.port;
}

async function placeOrders(apps: TestApp[], emails: string[]): Promise<PurchaseResult[]> {
  // Four shoppers at a time, spread over the instances.
  const results: PurchaseResult[] = [];
  for (let i = 0; i < emails.length; i += 4) {
    const batch = emails.slice(i, i + 4);
    results.push(...(await Promise.all(batch.map((email, j) => order(apps[(i + j) % apps.length]!, email)))));
  }
  return results;
}

/**
 * The acceptance scenario: SMTP refuses connections for 30 s while the orders are placed; every
 * confirmation arrives after it recovers, exactly once, with the Message-ID fixed at enqueue.
 */
async function outageScenario(apps: TestApp[], port: number): Promise<void> {
  const down = Date.now();
  const emails = Array.from({ length: ORDERS }, () => uniqueAddress('outage'));
  const results = await placeOrders(apps, emails);
  for (const result of results) {
    expect(result.status).toBe('success');
    expect(result.warnings).toEqual([]);
  }
  const db = apps[0]!.database.db;
  // During the outage every confirmation is queued and has been tried at least once.
  const tried = await eventually(async () => {
    const rows = (await Promise.all(emails.map((email) => outboxRowsTo(db, email)))).flat();
    return rows.length === ORDERS && rows.every((r) => r.attempts >= 1 && r.lastError !== null && r.state !== 'sent') ? rows : null;
  }, 20_000, 'every confirmation tried while SMTP is down');
  expect(tried.every((r) => r.template === 'purchaseCreated')).toBe(true);
  expect(Date.now() - down).toBeLessThan(OUTAGE_MS);

  await sleep(Math.max(0, OUTAGE_MS - (Date.now() - down)));
  const smtp = await startSmtpServer(port);
  try {
    const ours = (m: ReceivedMail) => emails.some((email) => m.to.includes(email));
    await eventually(async () => {
      const rows = (await Promise.all(emails.map((email) => outboxRowsTo(db, email)))).flat();
      return rows.every((r) => r.state === 'sent') && smtp.messages.filter(ours).length >= ORDERS;
    }, 30_000, 'all confirmations delivered after SMTP recovered');
    const rows = (await Promise.all(emails.map((email) => outboxRowsTo(db, email)))).flat();
    for (const [i, email] of emails.entries()) {
      const received = smtp.messages.filter((m) => m.to.includes(email));
      expect(received, email).toHaveLength(1);
      expect(received[0]?.subject).toContain(results[i]?.order?.number ?? '?');
      expect(received[0]?.headers['message-id']).toBe(rows.find((r) => r.toAddress === email)?.messageId);
    }
    expect(new Set(smtp.messages.filter(ours).map((m) => m.headers['message-id'])).size).toBe(ORDERS);
    expect(Math.max(...rows.map((r) => r.attempts))).toBeGreaterThan(1);
  } finally {
    await smtp.close();
  }
}

describe('SMTP down for 30 s while 20 orders are placed (one instance)', () => {
  let app: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await refusedPort();
    app = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailOutbox: { ...FAST, queue: `one-instance-${run}` } });
    sku = (await pickProduct(app.database, 'purchasable')).sku;
  });
  afterAll(async () => {
    await app.close();
  });

  it('delivers all 20 confirmations after it recovers, none twice', async () => {
    await outageScenario([app], port);
  }, 120_000);
});

// Two instances need one database both connect to: the PostgreSQL suite's (each instance gets
// its own pool, as two processes would). PGlite is one process's database.
describe.runIf(process.env.TEST_DATABASE_URL)('SMTP down for 30 s while 20 orders are placed (two instances over PostgreSQL)', () => {
  const apps: TestApp[] = [];
  let port: number;
  beforeAll(async () => {
    port = await refusedPort();
    const queue = `two-instances-${run}`;
    // One queue name: both instances queue into it and both workers claim from it (FOR UPDATE SKIP LOCKED).
    for (let i = 0; i < 2; i++) apps.push(await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailOutbox: { ...FAST, queue } }));
    sku = (await pickProduct(apps[0]!.database, 'purchasable')).sku;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('delivers each confirmation once with the workers of both instances running', async () => {
    await outageScenario(apps, port);
  }, 150_000);
});

describe('the local demo (no SMTP_URL): .eml files, transactions, crash, failed mail', () => {
  let demo: TestApp;
  let smtp: SmtpHarness | null = null;
  const log = { warn: () => undefined, error: () => undefined };
  beforeAll(async () => {
    // A poll once a minute: an .eml that appears at once was written because the commit woke the worker.
    demo = await startTestApp({ smtpUrl: null, mailOutbox: { ...FAST, pollMs: 60_000, queue: `demo-${run}` } });
    sku ??= (await pickProduct(demo.database, 'purchasable')).sku;
  });
  afterAll(async () => {
    await demo.close();
    await smtp?.close();
  });

  const mailDir = () => path.join(demo.services.config.dataDir, 'mail');
  const emlWith = (text: string) => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).map((f) => fs.readFileSync(path.join(mailDir(), f), 'utf8')).find((eml) => eml.includes(text)) : undefined);

  it('writes the confirmation .eml, with the QR Platba image and the Message-ID fixed at enqueue, on the commit\'s wake-up', async () => {
    const email = uniqueAddress('demo');
    const result = await order(demo, email, 'prevod');
    expect(result.warnings).toEqual([]);
    const [row] = await outboxRowsTo(demo.database.db, email);
    expect(row?.attachments.map((a) => a.contentType)).toEqual(['image/png']);
    const eml = await eventually(async () => emlWith(row?.messageId ?? '?'), 10_000, 'the .eml file');
    expect(eml).toMatch(/^Message-ID: <[0-9a-f-]+@localhost>$/im);
    expect(eml).toContain(`Message-ID: ${row?.messageId}`);
    expect(eml).toContain('Content-Type: image/png');
    expect(eml).toContain('qr-platba@cisto');
    expect((await waitForOutboxState(demo.database.db, email, 'sent')).sentAt).not.toBeNull();
  });

  // DDL (triggers) in the file's own database copy, on either engine.
  it('leaves no e-mail when the order\'s transaction rolls back at commit, and queues one when it commits', async () => {
    const refused = uniqueAddress('rollback');
    await demo.database.db.execute(sql.raw(`
      CREATE FUNCTION outbox_test_refuse_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.email = '${refused}' THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NULL; END $$`));
    // Deferred: it fires at COMMIT, after the confirmation was queued in the same transaction.
    await demo.database.db.execute(sql.raw(`
      CREATE CONSTRAINT TRIGGER outbox_test_refuse_order AFTER INSERT ON orders DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION outbox_test_refuse_order()`));
    await expect(order(demo, refused)).rejects.toThrow();
    expect(await outboxRowsTo(demo.database.db, refused)).toEqual([]);
    expect(await demo.database.db.select({ id: orders.id }).from(orders).where(eq(orders.email, refused))).toEqual([]);

    const placed = uniqueAddress('committed');
    expect((await order(demo, placed)).status).toBe('success');
    expect(await outboxRowsTo(demo.database.db, placed)).toHaveLength(1);
  });

  it('keeps the order with email-notification-failed when the e-mail cannot be queued', async () => {
    const unqueueable = uniqueAddress('noqueue');
    await demo.database.db.execute(sql.raw(`
      CREATE FUNCTION outbox_test_refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.to_address = '${unqueueable}' THEN RAISE EXCEPTION 'outbox full'; END IF; RETURN NEW; END $$`));
    await demo.database.db.execute(sql.raw(`
      CREATE TRIGGER outbox_test_refuse_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION outbox_test_refuse_mail()`));
    const result = await order(demo, unqueueable);
    expect(result.status).toBe('success');
    expect(result.warnings).toEqual(['email-notification-failed']);
    expect(result.order?.number).toBeTruthy();
    expect(await outboxRowsTo(demo.database.db, unqueueable)).toEqual([]);
  });

  it('reports a template error as email-template-not-found and queues nothing', async () => {
    const broken = createMailOutbox({ shop: DEFAULT_SHOP, publicUrl: demo.services.config.publicUrl, queue: `broken-${run}`, render: failingTemplate('registration') });
    const to = uniqueAddress('template');
    const queued = await queueMail(demo.database.db, broken, { to, from: 'no-reply@cisto.test', type: 'registration', props: { name: 'Jana', loginUrl: 'http://localhost/profil' } });
    expect(queued).toMatchObject({ ok: false, warning: 'email-template-not-found' });
    expect(await outboxRowsTo(demo.database.db, to)).toEqual([]);
  });

  it('a poll with nothing due only reads: on PGlite it leaves the reads kept until the next write', async () => {
    const writes = localWritesOf(demo.database.db);
    const before = writes?.count;
    expect(await claimDueMail(demo.database.db, { queue: `idle-${run}`, limit: 10, leaseMs: 500 })).toEqual([]);
    expect(writes?.count).toBe(before);
  });

  it('after a crash between sending and marking, sends again with the same Message-ID', async () => {
    smtp ??= await startSmtpServer();
    const queue = `crash-${run}`;
    const outbox = createMailOutbox({ shop: DEFAULT_SHOP, publicUrl: 'https://shop.example.cz', queue });
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', shopName: 'Čisto', publicUrl: 'https://shop.example.cz' });
    const to = uniqueAddress('crash');
    const { id, messageId } = await outbox.enqueue(demo.database.db, { to, from: 'no-reply@cisto.test', type: 'registration', props: { name: 'Jana', loginUrl: 'https://shop.example.cz/profil' } });
    // The worker that "crashes": claims (a 500 ms lease), sends, and dies before marking.
    const claimed = await claimDueMail(demo.database.db, { queue, limit: 10, leaseMs: 500 });
    expect(claimed.map((r) => r.id)).toEqual([id]);
    await mailer.send(outgoingMail(claimed[0]!));
    expect((await outboxRowsTo(demo.database.db, to))[0]).toMatchObject({ state: 'sending', attempts: 1 });
    // Another worker takes the message once the lease has run out.
    const worker = startMailWorker({ db: demo.database.db, mailer, config: { ...FAST, queue }, log, outbox });
    try {
      const row = await waitForOutboxState(demo.database.db, to, 'sent');
      expect(row.attempts).toBe(2);
      const received = smtp.messages.filter((m) => m.to.includes(to));
      expect(received).toHaveLength(2);
      expect(received.map((m) => m.headers['message-id'])).toEqual([messageId, messageId]);
      expect(messageId).toMatch(/^<[0-9a-f-]+@shop\.example\.cz>$/);
    } finally {
      await worker.stop();
      mailer.close();
    }
  });

  it('marks mail failed after the last attempt, lists it for the back office, and resends it', async () => {
    const port = await refusedPort();
    const queue = `failed-${run}`;
    const outbox = createMailOutbox({ shop: DEFAULT_SHOP, publicUrl: demo.services.config.publicUrl, queue });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: '/nonexistent', shopName: 'Čisto', publicUrl: demo.services.config.publicUrl });
    const worker = startMailWorker({ db: demo.database.db, mailer, config: { ...FAST, maxAttempts: 3, retryMaxMs: 1000, queue }, log, outbox });
    let revived: SmtpHarness | null = null;
    try {
      const to = uniqueAddress('failed');
      const { id } = await outbox.enqueue(demo.database.db, { to, from: 'no-reply@cisto.test', type: 'registration', props: { name: 'Jana', loginUrl: 'http://localhost/profil' } });
      outbox.wake();
      const failed = await waitForOutboxState(demo.database.db, to, 'failed', 20_000);
      expect(failed.attempts).toBe(3);
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      const listed = await listMailOutbox(demo.database.db, { queue });
      expect(listed.map((e) => [e.id, e.state, e.template, e.toAddress])).toEqual([[id, 'failed', 'registration', to]]);
      expect(await listMailOutbox(demo.database.db, { queue, states: ['sent'] })).toEqual([]);

      revived = await startSmtpServer(port);
      expect(await resendMail({ database: demo.database, outbox }, id)).toEqual({ ok: true });
      const sent = await waitForOutboxState(demo.database.db, to, 'sent');
      expect(sent.attempts).toBe(1);
      expect(revived.messages.filter((m) => m.to.includes(to)).map((m) => m.headers['message-id'])).toEqual([failed.messageId]);
      expect(await resendMail({ database: demo.database, outbox }, id)).toEqual({ ok: false, error: RESEND_REFUSALS.notFailed });
      expect(await resendMail({ database: demo.database, outbox }, 2_000_000_000)).toEqual({ ok: false, error: RESEND_REFUSALS.notFound });
    } finally {
      await worker.stop();
      mailer.close();
      await revived?.close();
    }
  });

  it('waits 1 s, 2 s, 4 s … between attempts, up to the cap', () => {
    expect([1, 2, 3, 4, 10, 11, 40].map((attempt) => retryDelayMs(attempt, 600_000))).toEqual([1000, 2000, 4000, 8000, 512_000, 600_000, 600_000]);
    expect(retryDelayMs(5, 2000)).toBe(2000);
  });
});
