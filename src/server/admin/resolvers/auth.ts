// Sign-in, sign-out and two-factor enrolment of the back office. Sign-in is limited per IP
// (RATE_LIMITS.staffSignIn) and per account (the login throttle's cool-down, its own counters).

import type { Me, MutationResolvers, QueryResolvers } from '../../../generated/admin/server.js';
import { STAFF_MESSAGES, totpRequired } from '../../../domain/index.js';
import { RATE_LIMITS, createKeyLimiter } from '../../plugins/rate-limit.js';
import * as staffService from '../../services/staff.js';
import type { StaffActor } from '../../services/staff.js';
import type { AdminContext } from '../context.js';
import { requireStaff } from '../guard.js';
import { setStaffCookie } from '../index.js';

const limitSignInPerIp = createKeyLimiter(RATE_LIMITS.staffSignIn, 'admin-sign-in');

function secure(ctx: AdminContext): boolean {
  return ctx.services.config.publicUrl.startsWith('https://');
}

export function meOf(ctx: AdminContext, actor: StaffActor): Me {
  const demo = ctx.services.config.demo;
  return {
    staff: { id: actor.id, email: actor.email, name: actor.name, roles: actor.roles, totpEnabled: actor.totpEnabled, enabled: true, createdAt: actor.createdAt },
    mustEnrolTotp: staffService.mustEnrolTotp(actor, demo),
    totpRequired: totpRequired(actor.roles, demo),
    demo,
  };
}

const SIGN_IN_MESSAGES = {
  INVALID_CREDENTIALS: STAFF_MESSAGES.invalidCredentials,
  TOTP_NEEDED: STAFF_MESSAGES.totpNeeded,
  TOTP_INVALID: STAFF_MESSAGES.totpInvalid,
  TOTP_FORMAT: STAFF_MESSAGES.totpFormat,
  DISABLED: STAFF_MESSAGES.disabled,
} as const;

export const authQueries: Pick<QueryResolvers, 'me'> = {
  // A session only exists for an enabled member (staffForSession): `enabled` is true here.
  me: (_parent, _args, ctx) => (ctx.staff ? meOf(ctx, ctx.staff) : null),
};

export const authMutations: Pick<MutationResolvers, 'signIn' | 'signOut' | 'startTotpEnrolment' | 'confirmTotpEnrolment'> = {
  signIn: async (_parent, { input }, ctx) => {
    const { request, reply, services } = ctx;
    await limitSignInPerIp(request, undefined, reply);
    const throttle = request.server.staffLoginThrottle;
    await throttle.check(request, reply, input.email);
    const outcome = await staffService.signIn(services.database.db, input);
    if (!outcome.ok) {
      // A right password waiting for its code is not a failure; a wrong code is.
      if (!outcome.passwordRight) await throttle.failed(input.email);
      const field = outcome.code.startsWith('TOTP') ? 'totpCode' : null;
      return { ok: false, totpNeeded: outcome.code.startsWith('TOTP'), errors: [{ code: outcome.code, field, message: SIGN_IN_MESSAGES[outcome.code] }], me: null };
    }
    await throttle.succeeded(reply, input.email, secure(ctx));
    setStaffCookie(reply, outcome.token, secure(ctx));
    return { ok: true, totpNeeded: false, errors: [], me: meOf(ctx, outcome.actor) };
  },
  signOut: async (_parent, _args, ctx) => {
    if (ctx.sessionToken) await staffService.endSession(ctx.services.database.db, ctx.sessionToken);
    setStaffCookie(ctx.reply, null, secure(ctx));
    return { ok: true, errors: [] };
  },
  startTotpEnrolment: async (_parent, _args, ctx) => {
    const actor = requireStaff(ctx);
    const enrolment = await staffService.startTotpEnrolment(ctx.services.database.db, actor, `${ctx.services.config.shopName} administrace`);
    return { ok: true, errors: [], enrolment };
  },
  confirmTotpEnrolment: async (_parent, { code }, ctx) => {
    const actor = requireStaff(ctx);
    const errors = await staffService.confirmTotpEnrolment(ctx.services.database.db, actor, code, ctx.sessionToken ?? '');
    if (errors.length > 0) return { ok: false, errors, me: meOf(ctx, actor) };
    return { ok: true, errors: [], me: meOf(ctx, { ...actor, totpEnabled: true, secondFactor: true }) };
  },
};
