// Accounts: credentials, login and logout of a session, registration, password renewal and
// change. Routes (rest/auth.ts) handle cookies and HTTP; everything stored happens here.
//
// A login is a property of the session (sessions.customer_id) that holds only while the session
// has a live refresh family (refresh-tokens.ts). Logging out, a password change or reset, and
// refresh-token reuse all end that: the families are revoked and the session detached.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  cartGifts,
  carts,
  cartSubjects,
  checkouts,
  customers,
  deliveryContacts,
  newsletterSubscriptions,
  passwordResets,
  sessions,
  settings,
} from '../db/schema.js';
import {
  DEFAULT_PRICE_GROUP,
  DEFAULT_PRICES_TYPE,
  PASSWORD_RESET_VALID_MINUTES,
  customerDisplayName,
  parsePricesType,
  type PricesType,
  type RegistrationData,
  type RegistrationWarning,
} from '../../domain/index.js';
import { serverPasswordSchema } from '../auth/common-passwords.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { TokenIssuer } from '../auth/tokens.js';
import { mailWarning } from '../mail/index.js';
import { queueMail, type MailOutbox, type MailQueueWarning } from './mail-outbox.js';
import type { Config } from '../config.js';
import { activeCartRow } from './cart.js';
import { customerByEmail, normalizeEmail, type CustomerRow } from './customers.js';
import { checkRefreshToken, createFamily, liveSessionsOf, revokeFamily, revokeSessionFamilies } from './refresh-tokens.js';
import { findVisitor, type Visitor } from './session.js';

// --- credentials ---------------------------------------------------------------------------

let dummyHash: Promise<string> | null = null;

/**
 * Checks e-mail and password. An unknown e-mail still costs one scrypt verification (against a
 * dummy hash made with the same parameters), so the answer time does not tell which accounts exist.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<CustomerRow | null> {
  const customer = await customerByEmail(db, email);
  if (!customer) {
    dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, customer.passwordHash)) ? customer : null;
}

// --- logout / cart left behind ------------------------------------------------------------

/**
 * cartLeaveActiveAndReturnEmpty: the checkout's cart is left active for its customer (offered
 * again by the after-login decision as an existing cart) and the checkout gets an empty cart
 * with the default price group, no gifts, no methods and no coupons. An empty cart, or one with
 * no customer, is emptied and reset in place instead. Checkout data (contacts) is cleared.
 */
export async function leaveCartAndReturnEmpty(tx: Db, checkoutId: string, pricesType: PricesType): Promise<string> {
  const cart = await activeCartRow(tx, checkoutId, true);
  const [[line], [gift]] = await Promise.all([
    tx.select({ id: cartSubjects.id }).from(cartSubjects).where(eq(cartSubjects.cartId, cart.id)).limit(1),
    tx.select({ sku: cartGifts.giftSku }).from(cartGifts).where(eq(cartGifts.cartId, cart.id)).limit(1),
  ]);
  const now = new Date();
  let activeCartId = cart.id;
  if (cart.customerId && (line || gift)) {
    activeCartId = randomUUID();
    await tx.insert(carts).values({ id: activeCartId, checkoutId, pricesType, priceGroup: DEFAULT_PRICE_GROUP });
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
  } else {
    await tx.delete(cartSubjects).where(eq(cartSubjects.cartId, cart.id));
    await tx.delete(cartGifts).where(eq(cartGifts.cartId, cart.id));
    await tx
      .update(carts)
      .set({
        customerId: null,
        priceGroup: DEFAULT_PRICE_GROUP,
        pricesType,
        coupons: [],
        shippingSku: null,
        paymentSku: null,
        version: sql`${carts.version} + 1`,
        updatedAt: now,
      })
      .where(eq(carts.id, cart.id));
  }
  await tx
    .update(checkouts)
    .set({ activeCartId, customerId: null, data: {}, furthestStep: 'cart', updatedAt: now })
    .where(eq(checkouts.id, checkoutId));
  return activeCartId;
}

/** Logs a session out: its refresh families revoked, the customer detached, the cart left behind. */
export async function detachSession(db: Db, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSessionFamilies(tx, sessionId);
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
    if (!session?.customerId) return;
    await tx.update(sessions).set({ customerId: null }).where(eq(sessions.id, sessionId));
    await leaveCartAndReturnEmpty(tx, session.checkoutId, parsePricesType(session.pricesType));
  });
}

/** Logs the customer out of every session but `keepSessionId` (password change, reset). */
export async function detachOtherSessions(db: Db, customerId: string, keepSessionId: string | null): Promise<number> {
  const live = await liveSessionsOf(db, customerId);
  const attached = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(keepSessionId ? and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId)) : eq(sessions.customerId, customerId));
  const targets = new Set([...live, ...attached.map((s) => s.id)]);
  if (keepSessionId) targets.delete(keepSessionId);
  for (const sessionId of targets) await detachSession(db, sessionId);
  return targets.size;
}

// --- login ----------------------------------------------------------------------------------

export type LoginResult = { visitor: Visitor; refreshToken: string; customer: CustomerRow };

/**
 * Logs the customer in on the visitor's session. The session id is replaced (a session id known
 * before the login is worth nothing after it), the checkout and its cart move to the customer's
 * price group and price type, and a new refresh family starts.
 */
export async function loginSession(db: Db, tokens: TokenIssuer, visitor: Visitor, customer: CustomerRow): Promise<LoginResult> {
  if (visitor.customerId && visitor.customerId !== customer.id) await detachSession(db, visitor.sessionId);
  const pricesType = parsePricesType(customer.pricesType);
  return db.transaction(async (tx) => {
    await revokeSessionFamilies(tx, visitor.sessionId);
    const sessionId = randomBytes(32).toString('base64url');
    const now = new Date();
    await tx
      .update(sessions)
      .set({ id: sessionId, customerId: customer.id, pricesType, lastSeenAt: now })
      .where(eq(sessions.id, visitor.sessionId));
    await tx.update(checkouts).set({ customerId: customer.id, updatedAt: now }).where(eq(checkouts.id, visitor.checkoutId));
    const cart = await activeCartRow(tx, visitor.checkoutId, true);
    await tx
      .update(carts)
      .set({ customerId: customer.id, priceGroup: customer.priceGroup, pricesType, version: sql`${carts.version} + 1`, updatedAt: now })
      .where(eq(carts.id, cart.id));
    const family = await createFamily(tx, tokens, { customerId: customer.id, sessionId }, now);
    return {
      visitor: { sessionId, checkoutId: visitor.checkoutId, customerId: customer.id, pricesType, priceGroup: customer.priceGroup },
      refreshToken: family.token,
      customer,
    };
  });
}

// --- registration ---------------------------------------------------------------------------

export type RegistrationResult =
  | { status: 'success'; reason: null; warnings: RegistrationWarning[] }
  | { status: 'userNameAlreadyRegistered'; reason: string; warnings: RegistrationWarning[] };

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); e = Reflect.get(e, 'cause')) {
    if (Reflect.get(e, 'code') === '23505') return true;
  }
  return false;
}

/**
 * A new account, always in the default price group with B2C prices: B2B groups are assigned by
 * the shop, never chosen by whoever registers. The delivery contact (or the contact itself) is
 * saved as the default delivery address. The registration e-mail failing is a warning only.
 */
export async function register(
  db: Db,
  mail: { outbox: MailOutbox; config: Config; from: string },
  data: RegistrationData,
): Promise<RegistrationResult> {
  const email = normalizeEmail(data.email);
  if (await customerByEmail(db, email)) return { status: 'userNameAlreadyRegistered', reason: 'userNameAlreadyRegistered', warnings: [] };
  const passwordHash = await hashPassword(data.password);
  const contact = { ...data.contact, emailAddress: data.contact.emailAddress || email };
  const name = customerDisplayName(contact, email);
  const customerId = randomUUID();
  const warnings: RegistrationWarning[] = [];
  try {
    await db.transaction(async (tx) => {
      await tx.insert(customers).values({
        id: customerId,
        email,
        passwordHash,
        name,
        priceGroup: DEFAULT_PRICE_GROUP,
        pricesType: DEFAULT_PRICES_TYPE,
        contact,
        newsletter: data.newsletter,
      });
      await tx.insert(deliveryContacts).values({ id: randomUUID(), customerId, contact: data.deliveryContact ?? contact, isDefault: true });
      if (data.newsletter) await tx.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
      // The welcome e-mail is queued with the account (mail outbox); a template or queue failure is the warning.
      const queued = await queueMail(tx, mail.outbox, { to: email, from: mail.from, type: 'registration', props: { name, loginUrl: `${mail.config.publicUrl}/profil` } });
      if (!queued.ok) warnings.push(queued.warning);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'userNameAlreadyRegistered', reason: 'userNameAlreadyRegistered', warnings: [] };
    throw error;
  }
  if (warnings.length === 0) mail.outbox.wake();
  return { status: 'success', reason: null, warnings };
}

// --- password renewal ----------------------------------------------------------------------

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export type PasswordRenewResult = { status: 'success' | 'emailNotFound' | 'error'; reason: string | null };

/**
 * E-mails a single-use link valid for PASSWORD_RESET_VALID_MINUTES. The token is 256 random
 * bits; only its hash is stored. Earlier unused links of the account stop working.
 */
export async function requestPasswordRenew(
  db: Db,
  mail: { outbox: MailOutbox; config: Config; from: string },
  emailInput: string,
): Promise<PasswordRenewResult> {
  const customer = await customerByEmail(db, emailInput);
  if (!customer) return { status: 'emailNotFound', reason: 'emailNotFound' };
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  // The link's e-mail is queued with it (mail outbox). When it cannot be queued, nothing changes
  // (earlier links keep working) and the answer says why.
  let failed: MailQueueWarning | null = null;
  try {
    await db.transaction(async (tx) => {
      await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.customerId, customer.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        tokenHash: hashResetToken(token),
        customerId: customer.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000),
      });
      await mail.outbox.enqueue(tx, {
        to: customer.email,
        from: mail.from,
        type: 'passwordRenew',
        props: { name: customer.name, resetUrl: `${mail.config.publicUrl}/obnova-hesla/${token}`, validMinutes: PASSWORD_RESET_VALID_MINUTES },
      });
    });
  } catch (error) {
    failed = mailWarning(error);
  }
  if (failed) return { status: 'error', reason: failed };
  mail.outbox.wake();
  return { status: 'success', reason: null };
}

/** Whether a renewal link can still be used (the page checks before showing the form). */
export async function resetTokenValid(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await db
    .select({ customerId: passwordResets.customerId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashResetToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())));
  return !!row;
}

/**
 * Sets a new password with a renewal link. The link is consumed atomically (a second use, even a
 * concurrent one, finds it used), and every session of the customer is logged out.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<'success' | 'invalid'> {
  if (!token || token.length > 200) return 'invalid';
  const passwordHash = await hashPassword(serverPasswordSchema.parse(password));
  const customerId = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, hashResetToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning();
    if (!row) return null;
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, row.customerId));
    return row.customerId;
  });
  if (!customerId) return 'invalid';
  await detachOtherSessions(db, customerId, null);
  return 'success';
}

/** Changes the password of a logged-in customer; other sessions are logged out. */
export async function changePassword(
  db: Db,
  customerId: string,
  sessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<'success' | 'wrong-password'> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row || !(await verifyPassword(currentPassword.trim(), row.passwordHash))) return 'wrong-password';
  const passwordHash = await hashPassword(newPassword);
  await db.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
  await detachOtherSessions(db, customerId, sessionId);
  return 'success';
}

/** The shop's no-reply sender ('shop' settings noReplyEmail), else no-reply@<public host>. */
export async function noReplySender(db: Db, config: Config): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'shop'));
  const value: unknown = row?.value;
  const from: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'noReplyEmail') : null;
  return typeof from === 'string' && from !== '' ? from : `no-reply@${new URL(config.publicUrl).hostname}`;
}

/**
 * The visitor as far as the request proves it: a session's login counts only with the session's
 * current refresh credential (or one rotated inside the grace window). Without it the session is
 * logged out on the spot (and a reused, rotated credential revokes its family), so a copied
 * session cookie alone never acts as the customer.
 */
export async function verifiedVisitor(db: Db, tokens: TokenIssuer, visitor: Visitor, presentedRefresh: string | undefined): Promise<Visitor> {
  if (!visitor.customerId) return visitor;
  const check = await checkRefreshToken(db, tokens, presentedRefresh);
  if (check.kind === 'valid' && check.row.sessionId === visitor.sessionId && check.row.customerId === visitor.customerId) return visitor;
  if (check.kind === 'reused') await revokeFamily(db, check.row.familyId);
  await detachSession(db, visitor.sessionId);
  return (await findVisitor(db, visitor.sessionId)) ?? { ...visitor, customerId: null, priceGroup: DEFAULT_PRICE_GROUP };
}
