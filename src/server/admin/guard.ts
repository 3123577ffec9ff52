// The one access guard of the admin API: every resolver but me/signIn/signOut names the roles
// that may call it (`admin` may do everything, src/domain/staff.ts). A refusal is an error with
// its code in `extensions.code` (UNAUTHENTICATED 401, TOTP_ENROLMENT_REQUIRED / FORBIDDEN 403).

import { STAFF_MESSAGES, staffMay, type StaffRole } from '../../domain/index.js';
import { UserFacingError } from '../errors.js';
import { mustEnrolTotp, type StaffActor } from '../services/staff.js';
import type { AdminContext } from './context.js';

export type AdminRefusal = 'UNAUTHENTICATED' | 'TOTP_ENROLMENT_REQUIRED' | 'FORBIDDEN';

const MESSAGES: Record<AdminRefusal, string> = {
  UNAUTHENTICATED: STAFF_MESSAGES.notSignedIn,
  TOTP_ENROLMENT_REQUIRED: STAFF_MESSAGES.totpEnrolRequired,
  FORBIDDEN: STAFF_MESSAGES.forbidden,
};

export class AdminAccessError extends UserFacingError {
  readonly extensions: { code: AdminRefusal };
  constructor(readonly code: AdminRefusal) {
    super(MESSAGES[code], code === 'UNAUTHENTICATED' ? 401 : 403);
    this.name = 'AdminAccessError';
    this.extensions = { code };
  }
}

/** Any signed-in staff member (enrolment of two-factor sign-in included). */
export function requireStaff(ctx: AdminContext): StaffActor {
  if (!ctx.staff) throw new AdminAccessError('UNAUTHENTICATED');
  return ctx.staff;
}

/** A signed-in staff member holding one of `allowed` (or admin), with two-factor sign-in where it is required. */
export function requireRole(ctx: AdminContext, ...allowed: readonly StaffRole[]): StaffActor {
  const actor = requireStaff(ctx);
  if (mustEnrolTotp(actor, ctx.services.config.demo)) throw new AdminAccessError('TOTP_ENROLMENT_REQUIRED');
  if (!staffMay(actor.roles, allowed)) throw new AdminAccessError('FORBIDDEN');
  return actor;
}
