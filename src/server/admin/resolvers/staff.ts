// Staff accounts and the audit log: admin only.

import type { MutationResolvers, QueryResolvers } from '../../../generated/admin/server.js';
import { profilePage } from '../../../domain/index.js';
import * as staffService from '../../services/staff.js';
import { requireRole } from '../guard.js';

export const staffQueries: Pick<QueryResolvers, 'staffMembers' | 'auditLog'> = {
  staffMembers: async (_parent, _args, ctx) => {
    requireRole(ctx, 'admin');
    return staffService.listStaff(ctx.services.database.db);
  },
  auditLog: async (_parent, args, ctx) => {
    requireRole(ctx, 'admin');
    return staffService.auditEntries(ctx.services.database.db, { entity: args.entity, entityId: args.entityId }, profilePage(args.page, args.pageSize));
  },
};

export const staffMutations: Pick<MutationResolvers, 'createStaff' | 'updateStaff'> = {
  createStaff: async (_parent, { input }, ctx) => {
    const actor = requireRole(ctx, 'admin');
    const result = await staffService.createStaff(ctx.services.database.db, actor, input);
    return result.ok ? { ok: true, errors: [], staff: result.staff } : { ok: false, errors: result.errors, staff: null };
  },
  updateStaff: async (_parent, { input }, ctx) => {
    const actor = requireRole(ctx, 'admin');
    const result = await staffService.updateStaff(ctx.services.database.db, actor, input);
    return result.ok ? { ok: true, errors: [], staff: result.staff } : { ok: false, errors: result.errors, staff: null };
  },
};
