// The storefront's navigation: role content (docs/back-office.md).

import type { MutationResolvers, QueryResolvers } from '../../../generated/admin/server.js';
import { navigationAreas, saveNavigation } from '../../services/admin-navigation.js';
import { requireRole } from '../guard.js';

export const navigationQueries: Pick<QueryResolvers, 'navigationAreas'> = {
  navigationAreas: async (_parent, _args, ctx) => {
    requireRole(ctx, 'content');
    return navigationAreas(ctx.services.database.db);
  },
};

export const navigationMutations: Pick<MutationResolvers, 'saveNavigation'> = {
  saveNavigation: async (_parent, { area, items }, ctx) => {
    const actor = requireRole(ctx, 'content');
    const result = await saveNavigation(ctx.services.database.db, actor, area, items);
    return result.ok ? { ok: true, errors: [], area: { area, items: result.items } } : { ok: false, errors: result.errors, area: null };
  },
};
