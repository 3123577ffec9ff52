import type { MutationResolvers, QueryResolvers, VisitorListsResolvers } from '../../../generated/server.js';
import {
  compareAdd,
  compareClear,
  compareRemove,
  getVisitorLists,
  listProducts,
  recentlyViewedAdd,
} from '../../services/visitor-lists.js';
import { ownSession } from '../../services/ownership.js';

export const VisitorLists: VisitorListsResolvers = {
  compareProducts: (lists, _args, ctx) =>
    listProducts(ctx.services.database.db, lists.compare, ctx.claims.priceGroup, 'detail', lists.compare.length),
  recentlyViewedProducts: (lists, { first }, ctx) =>
    listProducts(ctx.services.database.db, lists.recentlyViewed, ctx.claims.priceGroup, 'preview', first ?? undefined),
};

export const visitorListQueries: Pick<QueryResolvers, 'visitorLists'> = {
  visitorLists: (_parent, _args, ctx) => getVisitorLists(ctx.services.database.db, ownSession(ctx.claims)),
};

export const visitorListMutations: Pick<MutationResolvers, 'compare_add' | 'compare_remove' | 'compare_clear' | 'recently_viewed_add'> = {
  compare_add: (_parent, { sku }, ctx) => compareAdd(ctx.services.database.db, ownSession(ctx.claims), sku),
  compare_remove: (_parent, { sku }, ctx) => compareRemove(ctx.services.database.db, ownSession(ctx.claims), sku),
  compare_clear: (_parent, _args, ctx) => compareClear(ctx.services.database.db, ownSession(ctx.claims)),
  recently_viewed_add: (_parent, { sku }, ctx) => recentlyViewedAdd(ctx.services.database.db, ownSession(ctx.claims), sku),
};
