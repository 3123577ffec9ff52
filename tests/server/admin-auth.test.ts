// @vitest-environment node
// The back office's staff accounts and sign-in (issue 16) over real HTTP on PGlite: the demo
// admin, the session cookie (httpOnly, SameSite=Strict, Path=/api/admin), refusals without a
// session and with the storefront's token, roles, TOTP enrolment and two-factor sign-in (required
// for an admin outside the demo), the audit log, and the public schema without any admin type.

import { eq } from 'drizzle-orm';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../../src/server/db/schema.js';
import { typeDefs as publicTypeDefs } from '../../src/generated/schema.graphql.js';
import { typeDefs as adminTypeDefs } from '../../src/generated/admin/schema.graphql.js';
import { ensureFirstAdmin, insertStaff } from '../../src/server/services/staff.js';
import { AdminBrowser, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, totpCode } from '../helpers/admin.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
const PASSWORD = 'Zelena-Konvice-77';

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function staffMember(role: 'admin' | 'orders' | 'catalogue' | 'content') {
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
  const row = await insertStaff(t.database.db, { email, name: `Test ${role}`, password: PASSWORD, roles: [role] });
  expect(row).not.toBeNull();
  const browser = new AdminBrowser(t.url);
  const signed = await browser.signIn(email, PASSWORD);
  expect(signed.body.data?.signIn.ok).toBe(true);
  return { browser, email, id: row!.id };
}

describe('sign-in and session', () => {
  it('the local demo creates admin@cisto.cz, who signs in without TOTP (offered, not required)', async () => {
    const browser = new AdminBrowser(t.url);
    const res = await browser.signIn(DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.data?.signIn).toMatchObject({ ok: true, me: { staff: { email: DEMO_ADMIN_EMAIL, roles: ['admin'] }, mustEnrolTotp: false } });
    const cookie = res.setCookie.find((c) => c.startsWith('cisto_staff='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/admin(;|$)/i);
    const me = await browser.gql<{ me: { staff: { email: string } } | null }>('{ me { staff { email } } }');
    expect(me.body.data?.me?.staff.email).toBe(DEMO_ADMIN_EMAIL);
  });

  it('a wrong password is refused with one Czech message, and no cookie is set', async () => {
    const browser = new AdminBrowser(t.url);
    const res = await browser.signIn(DEMO_ADMIN_EMAIL, 'spatne-heslo-123');
    expect(res.body.data?.signIn).toMatchObject({ ok: false, errors: [{ code: 'INVALID_CREDENTIALS', message: 'Nesprávný e-mail nebo heslo.' }] });
    const unknown = await browser.signIn('nikdo@cisto.test', 'spatne-heslo-123');
    expect(unknown.body.data?.signIn.errors[0]?.message).toBe('Nesprávný e-mail nebo heslo.');
    expect(browser.cookies.has('cisto_staff')).toBe(false);
  });

  it('sign-out ends the session on the server (the old cookie no longer works)', async () => {
    const { browser } = await staffMember('orders');
    const old = browser.cookieHeader;
    const out = await browser.gql<{ signOut: { ok: boolean } }>('mutation { signOut { ok } }');
    expect(out.body.data?.signOut.ok).toBe(true);
    const replay = await fetch(`${t.url}/api/admin/gql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: old }, body: JSON.stringify({ query: '{ me { staff { email } } }' }) });
    expect(((await replay.json()) as { data: { me: null } }).data.me).toBeNull();
  });
});

describe('access refusals', () => {
  const ORDERS = '{ orders { totalCount } }';

  it('without a staff session every operation but me/signIn is refused (UNAUTHENTICATED)', async () => {
    const browser = new AdminBrowser(t.url);
    for (const query of [ORDERS, '{ staffMembers { id } }', '{ dashboard { today } }', 'mutation { startTotpEnrolment { ok } }']) {
      const res = await browser.gql<null>(query);
      expect(res.body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(res.body.errors?.[0]?.message).toBe('Nejste přihlášeni do administrace.');
    }
  });

  it("the storefront's Authorization token (even a logged-in customer's) never authenticates here", async () => {
    const visitor = await newVisitor(t.url);
    const browser = new AdminBrowser(t.url);
    const res = await browser.gql<null>(ORDERS, {}, { authorization: visitor.authorization, cookie: visitor.cookie });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('roles: orders staff may read orders but not manage staff; catalogue staff may not read orders; admin may do all', async () => {
    const orders = await staffMember('orders');
    expect((await orders.browser.gql<{ orders: { totalCount: number } }>(ORDERS)).body.data?.orders.totalCount).toBeGreaterThanOrEqual(0);
    const refused = await orders.browser.gql<null>('{ staffMembers { id } }');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toBe('K této akci nemáte oprávnění.');
    const create = await orders.browser.gql<null>('mutation { createStaff(input: { email: "x@cisto.test", name: "X", password: "Zelena-Konvice-77", roles: [orders] }) { ok } }');
    expect(create.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const catalogue = await staffMember('catalogue');
    expect((await catalogue.browser.gql<null>(ORDERS)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await catalogue.browser.gql<null>('mutation { transitionOrder(input: { orderId: "x", to: "processing" }) { ok } }')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The dashboard is open to catalogue staff (its low-stock list).
    expect((await catalogue.browser.gql<{ dashboard: { today: string } }>('{ dashboard { today } }')).body.data?.dashboard.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const content = await staffMember('content');
    expect((await content.browser.gql<null>('{ dashboard { today } }')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const admin = await staffMember('admin');
    expect((await admin.browser.gql<{ orders: { totalCount: number } }>(ORDERS)).body.data?.orders).toBeDefined();
    expect((await admin.browser.gql<{ staffMembers: unknown[] }>('{ staffMembers { id } }')).body.data?.staffMembers.length).toBeGreaterThanOrEqual(4);
  });
});

describe('staff management and the audit log', () => {
  it('an admin creates and blocks a staff member; both are audited with before → after; the blocked one is signed out', async () => {
    const admin = await staffMember('admin');
    const email = `new-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
    const weak = await admin.browser.gql<{ createStaff: { ok: boolean; errors: { field: string }[] } }>(
      'mutation($i: CreateStaffInput!) { createStaff(input: $i) { ok errors { field message } } }',
      { i: { email: 'spatny-email', name: '', password: '123', roles: [] } },
    );
    expect(weak.body.data?.createStaff.ok).toBe(false);
    expect(weak.body.data?.createStaff.errors.map((e) => e.field).sort()).toEqual(['email', 'name', 'password', 'roles']);
    const created = await admin.browser.gql<{ createStaff: { ok: boolean; staff: { id: string; roles: string[] } } }>(
      'mutation($i: CreateStaffInput!) { createStaff(input: $i) { ok staff { id roles } } }',
      { i: { email, name: 'Nová Kolegyně', password: PASSWORD, roles: ['orders'] } },
    );
    expect(created.body.data?.createStaff).toMatchObject({ ok: true, staff: { roles: ['orders'] } });
    const id = created.body.data!.createStaff.staff.id;
    const newcomer = new AdminBrowser(t.url);
    expect((await newcomer.signIn(email, PASSWORD)).body.data?.signIn.ok).toBe(true);

    const blocked = await admin.browser.gql<{ updateStaff: { ok: boolean; staff: { enabled: boolean } } }>('mutation($i: UpdateStaffInput!) { updateStaff(input: $i) { ok staff { enabled } } }', {
      i: { id, enabled: false },
    });
    expect(blocked.body.data?.updateStaff).toMatchObject({ ok: true, staff: { enabled: false } });
    expect((await newcomer.gql<{ me: null }>('{ me { staff { id } } }')).body.data?.me).toBeNull();
    expect((await newcomer.signIn(email, PASSWORD)).body.data?.signIn.errors[0]?.code).toBe('DISABLED');

    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows.map((r) => r.action).sort()).toEqual(['staff.create', 'staff.sign-in', 'staff.update']);
    const update = rows.find((r) => r.action === 'staff.update');
    expect(update).toMatchObject({ staffEmail: admin.email, entity: 'staff', before: { enabled: true }, after: { enabled: false } });
    const log = await admin.browser.gql<{ auditLog: { items: { action: string }[] } }>('query($id: String) { auditLog(entity: "staff", entityId: $id) { items { action before after } } }', { id });
    expect(log.body.data?.auditLog.items.map((i) => i.action)).toContain('staff.update');
  });
});

describe('two-factor sign-in (TOTP)', () => {
  it('enrolment shows the otpauth URI and a QR code; from then on sign-in needs the code, and a code is accepted once', async () => {
    const { browser, email } = await staffMember('orders');
    const started = await browser.gql<{ startTotpEnrolment: { ok: boolean; enrolment: { secret: string; uri: string; qrCode: string } } }>(
      'mutation { startTotpEnrolment { ok enrolment { secret uri qrCode } } }',
    );
    const enrolment = started.body.data!.startTotpEnrolment.enrolment;
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await browser.gql<{ confirmTotpEnrolment: { ok: boolean; errors: { code: string }[] } }>('mutation($c: String!) { confirmTotpEnrolment(code: $c) { ok errors { code message } } }', { c: '000000' });
    expect(wrong.body.data?.confirmTotpEnrolment.errors[0]?.code).toMatch(/TOTP_INVALID/);
    const confirmed = await browser.gql<{ confirmTotpEnrolment: { ok: boolean; me: { staff: { totpEnabled: boolean } } } }>(
      'mutation($c: String!) { confirmTotpEnrolment(code: $c) { ok me { staff { totpEnabled } } } }',
      { c: totpCode(enrolment.secret) },
    );
    expect(confirmed.body.data?.confirmTotpEnrolment).toMatchObject({ ok: true, me: { staff: { totpEnabled: true } } });

    const next = new AdminBrowser(t.url);
    const first = await next.signIn(email, PASSWORD);
    expect(first.body.data?.signIn).toMatchObject({ ok: false, totpNeeded: true, errors: [{ code: 'TOTP_NEEDED' }] });
    expect(next.cookies.has('cisto_staff')).toBe(false);
    const badFormat = await next.signIn(email, PASSWORD, '12ab');
    expect(badFormat.body.data?.signIn.errors[0]).toMatchObject({ code: 'TOTP_FORMAT', message: 'Kód má šest číslic.' });
    // The next time step's code: the enrolment already used the current one.
    const code = totpCode(enrolment.secret, 1);
    const signed = await next.signIn(email, PASSWORD, code);
    expect(signed.body.data?.signIn.ok).toBe(true);
    expect(next.cookies.has('cisto_staff')).toBe(true);
    // The same code again (replay) is refused.
    const replay = await new AdminBrowser(t.url).signIn(email, PASSWORD, code);
    expect(replay.body.data?.signIn.errors[0]?.code).toBe('TOTP_INVALID');
  });
});

describe('outside the local demo', () => {
  let deployed: TestApp;
  beforeAll(async () => {
    deployed = await startTestApp({ demo: false, firstAdmin: null });
  });
  afterAll(async () => {
    await deployed.close();
  });

  it('an admin without TOTP may only enrol; after enrolment everything is open', async () => {
    const email = `boss-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
    await insertStaff(deployed.database.db, { email, name: 'Šéf', password: PASSWORD, roles: ['admin'] });
    const browser = new AdminBrowser(deployed.url);
    const signed = await browser.signIn(email, PASSWORD);
    expect(signed.body.data?.signIn.me).toMatchObject({ mustEnrolTotp: true });
    const refused = await browser.gql<null>('{ orders { totalCount } }');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('TOTP_ENROLMENT_REQUIRED');
    const started = await browser.gql<{ startTotpEnrolment: { enrolment: { secret: string } } }>('mutation { startTotpEnrolment { enrolment { secret } } }');
    const secret = started.body.data!.startTotpEnrolment.enrolment.secret;
    const confirmed = await browser.gql<{ confirmTotpEnrolment: { ok: boolean; me: { mustEnrolTotp: boolean } } }>('mutation($c: String!) { confirmTotpEnrolment(code: $c) { ok me { mustEnrolTotp } } }', {
      c: totpCode(secret),
    });
    expect(confirmed.body.data?.confirmTotpEnrolment).toMatchObject({ ok: true, me: { mustEnrolTotp: false } });
    expect((await browser.gql<{ orders: { totalCount: number } }>('{ orders { totalCount } }')).body.data?.orders).toBeDefined();
  });

  // Empties the staff table of the file's own database copy.
  it('creates no demo admin in a deployment, ADMIN_EMAIL + ADMIN_PASSWORD once when no staff exists', async () => {
    const db = deployed.database.db;
    await db.delete(staff);
    expect(await ensureFirstAdmin(db, { demo: false, firstAdmin: null })).toBeNull();
    expect(await db.select().from(staff)).toEqual([]);
    const first = { email: 'sefova@cisto.test', password: PASSWORD, name: 'Správce' };
    expect(await ensureFirstAdmin(db, { demo: false, firstAdmin: first })).toBe('sefova@cisto.test');
    expect(await ensureFirstAdmin(db, { demo: false, firstAdmin: { ...first, email: 'druhy@cisto.test' } })).toBeNull();
    const rows = await db.select().from(staff);
    expect(rows.map((r) => [r.email, r.roles])).toEqual([['sefova@cisto.test', ['admin']]]);
    expect((await new AdminBrowser(deployed.url).signIn('sefova@cisto.test', PASSWORD)).body.data?.signIn.ok).toBe(true);
  });
});

describe('schemas', () => {
  it('the public schema has no admin type or operation; the admin schema has them', () => {
    const pub = buildSchema(publicTypeDefs);
    const admin = buildSchema(adminTypeDefs);
    const adminOnly = ['Staff', 'Me', 'SignInResult', 'AdminOrder', 'AuditEntry', 'Dashboard', 'TotpEnrolment'];
    for (const name of adminOnly) {
      expect(admin.getType(name), name).toBeDefined();
      expect(pub.getType(name), name).toBeUndefined();
    }
    const publicFields = [...Object.keys(pub.getQueryType()?.getFields() ?? {}), ...Object.keys(pub.getMutationType()?.getFields() ?? {})];
    for (const field of ['signIn', 'staffMembers', 'transitionOrder', 'ordersCsv', 'dashboard']) expect(publicFields).not.toContain(field);
  });

  it('the public endpoint does not answer admin operations', async () => {
    const visitor = await newVisitor(t.url);
    const res = await visitor.gql<null>('{ staffMembers { id } }');
    expect(res.body.errors?.[0]?.message).toMatch(/Cannot query field "staffMembers"/);
  });
});

describe('session lifetime', () => {
  // The clean-up deletes every stale staff session of the file's own database copy.
  it('a session idle for more than 30 minutes is gone, and the clean-up deletes expired rows', async () => {
    const { staffForSession, deleteStaleStaffSessions } = await import('../../src/server/services/staff.js');
    const { staffSessions } = await import('../../src/server/db/schema.js');
    const email = `idle-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
    await insertStaff(t.database.db, { email, name: 'Idle', password: PASSWORD, roles: ['orders'] });
    const browser = new AdminBrowser(t.url);
    expect((await browser.signIn(email, PASSWORD)).body.data?.signIn.ok).toBe(true);
    const token = browser.cookies.get('cisto_staff') ?? '';
    const now = Date.now();
    expect(await staffForSession(t.database.db, token, now)).not.toBeNull();
    expect(await staffForSession(t.database.db, token, now + 31 * 60_000)).toBeNull();
    await deleteStaleStaffSessions(t.database.db, now + 31 * 60_000);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(token).digest('base64url');
    expect(await t.database.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, hash))).toEqual([]);
  });
});

describe('abuse limits', () => {
  it('an account cools down after repeated wrong passwords: even the right one is refused for a while (429, Czech)', async () => {
    const email = `guess-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
    await insertStaff(t.database.db, { email, name: 'Hádaný', password: PASSWORD, roles: ['orders'] });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await new AdminBrowser(t.url).signIn(email, `spatne-heslo-${i}`);
      expect(wrong.body.data?.signIn.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await new AdminBrowser(t.url).signIn(email, PASSWORD);
    expect(blocked.body.errors?.[0]?.message).toMatch(/^Příliš mnoho pokusů/);
    expect(blocked.body.data).toBeNull();
  });

  it('the admin endpoint has the public limits (aliases) and refuses a document over them before running it', async () => {
    const browser = new AdminBrowser(t.url);
    const bomb = `{ ${Array.from({ length: 25 }, (_, i) => `a${i}: me { demo }`).join(' ')} }`;
    const res = await browser.gql<null>(bomb);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe('Dotaz GraphQL má příliš mnoho aliasů (nejvýše 20).');
  });
});
