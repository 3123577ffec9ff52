// Back-office staff (issue 16): accounts (not customers), sign-in with the customers' password
// hashing and TOTP two-factor (otpauth), sessions kept as SHA-256 hashes of the cookie's token with
// idle and absolute expiry, and the audit log every staff mutation writes (who, when, what,
// before → after). The GraphQL transport (server/admin) calls these; rules are in src/domain/staff.ts.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../db/client.js';
import { auditLog, staff, staffSessions } from '../db/schema.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { serverPasswordSchema } from '../auth/common-passwords.js';
import {
  DEMO_ADMIN,
  EMAIL_PATTERN,
  STAFF_MESSAGES,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  normalizeTotpCode,
  parseStaffRoles,
  totpRequired,
  type StaffRole,
} from '../../domain/index.js';
import type { Config } from '../config.js';

export type StaffRow = typeof staff.$inferSelect;

/** A staff member as the back office sees it (never the hashes or secrets). */
export type StaffView = {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  totpEnabled: boolean;
  enabled: boolean;
  createdAt: string;
};

/** The signed-in staff member of a request. */
export type StaffActor = { id: string; email: string; name: string; roles: StaffRole[]; totpEnabled: boolean; createdAt: string; secondFactor: boolean };

export type StaffError = { code: string; field: string | null; message: string };

export function staffView(row: StaffRow): StaffView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: parseStaffRoles(row.roles),
    totpEnabled: row.totpSecret !== null,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

// --- Audit log -------------------------------------------------------------------------------

export type AuditInput = { action: string; entity: string; entityId: string; before: unknown; after: unknown };

/** One audit row, in the transaction of the change it records. */
export async function writeAudit(tx: Db, actor: Pick<StaffActor, 'id' | 'email'> | null, entry: AuditInput, at: Date = new Date()): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor?.id ?? null,
    staffEmail: actor?.email ?? 'system',
    at,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditView = { id: string; at: string; staffEmail: string; action: string; entity: string; entityId: string; before: string | null; after: string | null };

function auditView(row: typeof auditLog.$inferSelect): AuditView {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    staffEmail: row.staffEmail,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before === null ? null : JSON.stringify(row.before),
    after: row.after === null ? null : JSON.stringify(row.after),
  };
}

export async function auditEntries(
  db: Db,
  filter: { entity?: string | null; entityId?: string | null },
  paging: { page: number; pageSize: number; offset: number },
): Promise<{ items: AuditView[]; totalCount: number; page: number; pageSize: number }> {
  const conditions = [filter.entity ? eq(auditLog.entity, filter.entity) : undefined, filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined].filter(
    (c) => c !== undefined,
  );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(paging.pageSize).offset(paging.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(auditView), totalCount: Number(total?.n ?? 0), page: paging.page, pageSize: paging.pageSize };
}

// --- Accounts --------------------------------------------------------------------------------

export async function staffCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return Number(row?.n ?? 0);
}

/** Inserts a staff member (the e-mail lower-cased); null when the e-mail is taken. */
export async function insertStaff(db: Db, input: { email: string; name: string; password: string; roles: readonly StaffRole[] }): Promise<StaffRow | null> {
  const [row] = await db
    .insert(staff)
    .values({ id: randomUUID(), email: normalizeStaffEmail(input.email), name: input.name.trim(), passwordHash: await hashPassword(input.password), roles: [...input.roles] })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * The first admin at start when no staff exists: ADMIN_EMAIL + ADMIN_PASSWORD, or in the local
 * demo the published admin@cisto.cz (never outside the demo). Returns what it created.
 */
export async function ensureFirstAdmin(db: Db, config: Pick<Config, 'demo' | 'firstAdmin'>): Promise<string | null> {
  if ((await staffCount(db)) > 0) return null;
  const first = config.firstAdmin ?? (config.demo ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: DEMO_ADMIN.name } : null);
  if (!first) return null;
  const row = await insertStaff(db, { email: first.email, name: first.name, password: first.password, roles: ['admin'] });
  return row?.email ?? null;
}

export type StaffInputCheck = { ok: true } | { ok: false; errors: StaffError[] };

/** The checks of a new staff member's e-mail, name, password and roles (Czech messages). */
export function checkNewStaff(input: { email: string; name: string; password: string; roles: readonly string[] }): StaffError[] {
  const errors: StaffError[] = [];
  if (!EMAIL_PATTERN.test(normalizeStaffEmail(input.email))) errors.push({ code: 'INVALID_EMAIL', field: 'email', message: 'Zadejte platný e-mail.' });
  const name = input.name.trim();
  if (name === '' || name.length > 100) errors.push({ code: 'INVALID_NAME', field: 'name', message: 'Vyplňte jméno (nejvýše 100 znaků).' });
  const password = serverPasswordSchema.safeParse(input.password);
  if (!password.success) errors.push({ code: 'WEAK_PASSWORD', field: 'password', message: password.error.issues[0]?.message ?? 'Heslo je příliš slabé.' });
  if (parseStaffRoles(input.roles).length === 0) errors.push({ code: 'NO_ROLES', field: 'roles', message: STAFF_MESSAGES.noRoles });
  return errors;
}

export async function listStaff(db: Db): Promise<StaffView[]> {
  return (await db.select().from(staff).orderBy(asc(staff.email))).map(staffView);
}

export async function createStaff(
  db: Db,
  actor: StaffActor,
  input: { email: string; name: string; password: string; roles: readonly string[] },
): Promise<{ ok: true; staff: StaffView } | { ok: false; errors: StaffError[] }> {
  const errors = checkNewStaff(input);
  if (errors.length > 0) return { ok: false, errors };
  return db.transaction(async (tx) => {
    const row = await insertStaff(tx, { ...input, roles: parseStaffRoles(input.roles) });
    if (!row) return { ok: false, errors: [{ code: 'EMAIL_TAKEN', field: 'email', message: STAFF_MESSAGES.emailTaken }] };
    const view = staffView(row);
    await writeAudit(tx, actor, { action: 'staff.create', entity: 'staff', entityId: row.id, before: null, after: view });
    return { ok: true, staff: view };
  });
}

export async function updateStaff(
  db: Db,
  actor: StaffActor,
  input: { id: string; name?: string | null; roles?: readonly string[] | null; enabled?: boolean | null; resetTotp?: boolean | null },
): Promise<{ ok: true; staff: StaffView } | { ok: false; errors: StaffError[] }> {
  if (input.name != null && (input.name.trim() === '' || input.name.trim().length > 100)) {
    return { ok: false, errors: [{ code: 'INVALID_NAME', field: 'name', message: 'Vyplňte jméno (nejvýše 100 znaků).' }] };
  }
  if (input.roles != null && parseStaffRoles(input.roles).length === 0) return { ok: false, errors: [{ code: 'NO_ROLES', field: 'roles', message: STAFF_MESSAGES.noRoles }] };
  if (input.id === actor.id && (input.enabled === false || (input.roles != null && !parseStaffRoles(input.roles).includes('admin')))) {
    return { ok: false, errors: [{ code: 'SELF_LOCKOUT', field: null, message: 'Sami sobě nemůžete odebrat roli správce ani zablokovat účet.' }] };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(eq(staff.id, input.id)).for('update');
    if (!row) return { ok: false, errors: [{ code: 'NOT_FOUND', field: 'id', message: STAFF_MESSAGES.notFound }] };
    const [updated] = await tx
      .update(staff)
      .set({
        ...(input.name != null ? { name: input.name.trim() } : {}),
        ...(input.roles != null ? { roles: parseStaffRoles(input.roles) } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
        ...(input.resetTotp ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null } : {}),
      })
      .where(eq(staff.id, input.id))
      .returning();
    if (!updated) throw new Error('unreachable: the row is locked');
    // A blocked account or changed roles end the member's sessions: the next request signs in again.
    if (input.enabled === false || input.roles != null || input.resetTotp) await tx.delete(staffSessions).where(eq(staffSessions.staffId, input.id));
    const before = staffView(row);
    const after = staffView(updated);
    await writeAudit(tx, actor, { action: 'staff.update', entity: 'staff', entityId: row.id, before, after });
    return { ok: true, staff: after };
  });
}

// --- TOTP ------------------------------------------------------------------------------------

const TOTP_PERIOD_S = 30;

function totpFor(secret: string, label: string, issuer: string): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** The time step a code matches (±1 step of clock drift), or null. */
function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpFor(secret, 'x', 'x').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/**
 * Accepts a code once: the matched step must be later than the last accepted one (a code seen
 * over someone's shoulder cannot be replayed), recorded with a conditional update.
 */
async function acceptTotp(db: Db, row: StaffRow, secret: string, code: string, now: number, pending: boolean): Promise<boolean> {
  const step = matchingStep(secret, code, now);
  if (step === null) return false;
  const [updated] = await db
    .update(staff)
    .set({ totpLastStep: step, ...(pending ? { totpSecret: secret, totpPendingSecret: null } : {}) })
    .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return updated !== undefined;
}

/** A new pending secret for the signed-in member, its otpauth URI and a QR code of it. */
export async function startTotpEnrolment(db: Db, actor: StaffActor, issuer: string): Promise<{ secret: string; uri: string; qrCode: string }> {
  const secret = new Secret({ size: 20 }).base32;
  await db.update(staff).set({ totpPendingSecret: secret }).where(eq(staff.id, actor.id));
  const uri = totpFor(secret, actor.email, issuer).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Confirms the pending secret with a code from the app; the session counts as two-factor from then on. */
export async function confirmTotpEnrolment(db: Db, actor: StaffActor, rawCode: string, sessionToken: string, now = Date.now()): Promise<StaffError[]> {
  const code = normalizeTotpCode(rawCode);
  if (!code) return [{ code: 'TOTP_FORMAT', field: 'code', message: STAFF_MESSAGES.totpFormat }];
  const [row] = await db.select().from(staff).where(eq(staff.id, actor.id));
  if (!row?.totpPendingSecret) return [{ code: 'NO_ENROLMENT', field: null, message: 'Nejprve si nechte zobrazit nový kód QR.' }];
  if (!(await acceptTotp(db, row, row.totpPendingSecret, code, now, true))) return [{ code: 'TOTP_INVALID', field: 'code', message: STAFF_MESSAGES.totpInvalid }];
  await db.update(staffSessions).set({ secondFactor: true }).where(eq(staffSessions.tokenHash, sha256(sessionToken)));
  await writeAudit(db, actor, { action: 'staff.totp-enrol', entity: 'staff', entityId: actor.id, before: { totpEnabled: row.totpSecret !== null }, after: { totpEnabled: true } });
  return [];
}

// --- Sign-in and sessions --------------------------------------------------------------------

export type SignInOutcome =
  | { ok: true; token: string; actor: StaffActor }
  | { ok: false; code: 'INVALID_CREDENTIALS' | 'TOTP_NEEDED' | 'TOTP_INVALID' | 'TOTP_FORMAT' | 'DISABLED'; passwordRight: boolean };

/** A hash to verify against when the e-mail is unknown, so the answer takes as long either way. */
let dummyHash: Promise<string> | null = null;

export async function signIn(db: Db, input: { email: string; password: string; totpCode?: string | null }, now = Date.now()): Promise<SignInOutcome> {
  const email = normalizeStaffEmail(input.email);
  const [row] = email.length <= 320 ? await db.select().from(staff).where(eq(staff.email, email)) : [];
  if (!row) {
    dummyHash ??= hashPassword('not-a-password');
    await verifyPassword(input.password.slice(0, 1000), await dummyHash);
    return { ok: false, code: 'INVALID_CREDENTIALS', passwordRight: false };
  }
  if (!(await verifyPassword(input.password.slice(0, 1000), row.passwordHash))) return { ok: false, code: 'INVALID_CREDENTIALS', passwordRight: false };
  if (!row.enabled) return { ok: false, code: 'DISABLED', passwordRight: true };
  let secondFactor = false;
  if (row.totpSecret) {
    if (input.totpCode == null || input.totpCode.trim() === '') return { ok: false, code: 'TOTP_NEEDED', passwordRight: true };
    const code = normalizeTotpCode(input.totpCode);
    if (!code) return { ok: false, code: 'TOTP_FORMAT', passwordRight: true };
    if (!(await acceptTotp(db, row, row.totpSecret, code, now, false))) return { ok: false, code: 'TOTP_INVALID', passwordRight: false };
    secondFactor = true;
  }
  const token = randomBytes(32).toString('base64url');
  const at = new Date(now);
  await db.insert(staffSessions).values({
    tokenHash: sha256(token),
    staffId: row.id,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(now + STAFF_SESSION_MAX_HOURS * 3_600_000),
    secondFactor,
  });
  await writeAudit(db, { id: row.id, email: row.email }, { action: 'staff.sign-in', entity: 'staff', entityId: row.id, before: null, after: { secondFactor } }, at);
  return { ok: true, token, actor: actorOf(row, secondFactor) };
}

function actorOf(row: StaffRow, secondFactor: boolean): StaffActor {
  return { id: row.id, email: row.email, name: row.name, roles: parseStaffRoles(row.roles), totpEnabled: row.totpSecret !== null, createdAt: row.createdAt.toISOString(), secondFactor };
}

/** The staff member of a session token while the session lives (idle ≤ 30 min, ≤ 12 h), else null; refreshes its idle time. */
export async function staffForSession(db: Db, token: string, now = Date.now()): Promise<StaffActor | null> {
  if (token.length < 20 || token.length > 100) return null;
  const idleSince = new Date(now - STAFF_SESSION_IDLE_MINUTES * 60_000);
  const [found] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), gt(staffSessions.expiresAt, new Date(now)), gt(staffSessions.lastSeenAt, idleSince)));
  if (!found || !found.member.enabled) return null;
  // One write a minute at most per session.
  if (now - found.session.lastSeenAt.getTime() > 60_000) {
    await db.update(staffSessions).set({ lastSeenAt: new Date(now) }).where(eq(staffSessions.tokenHash, found.session.tokenHash));
  }
  return actorOf(found.member, found.session.secondFactor);
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, sha256(token)));
}

/** Expired or idle sessions (run with the session clean-up). */
export async function deleteStaleStaffSessions(db: Db, now = Date.now()): Promise<void> {
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, new Date(now)), lt(staffSessions.lastSeenAt, new Date(now - STAFF_SESSION_IDLE_MINUTES * 60_000))));
}

/** True while an admin who must have two-factor sign-in has not enrolled (or signed in without it). */
export function mustEnrolTotp(actor: StaffActor, demo: boolean): boolean {
  return totpRequired(actor.roles, demo) && !actor.secondFactor;
}
