// Customers and their price group: role orders (docs/back-office.md).

import type { MutationResolvers, QueryResolvers } from '../../../generated/admin/server.js';
import { profilePage } from '../../../domain/index.js';
import { customerDetail, listCustomers, listPriceGroups, setCustomerPriceGroup, type AdminCustomerDetail } from '../../services/admin-customers.js';
import { requireRole } from '../guard.js';

const detailView = ({ ordersCount, loyaltyPoints, ...customer }: AdminCustomerDetail) => ({ customer, ordersCount, loyaltyPoints });

export const customerQueries: Pick<QueryResolvers, 'customers' | 'customer' | 'priceGroups'> = {
  customers: async (_parent, args, ctx) => {
    requireRole(ctx, 'orders');
    const page = profilePage(args.page, args.pageSize);
    const { items, totalCount } = await listCustomers(ctx.services.database.db, { text: args.text, priceGroupId: args.priceGroupId }, page);
    return { items, totalCount, page: page.page, pageSize: page.pageSize };
  },
  customer: async (_parent, { id }, ctx) => {
    requireRole(ctx, 'orders');
    const detail = await customerDetail(ctx.services.database.db, id);
    return detail ? detailView(detail) : null;
  },
  priceGroups: async (_parent, _args, ctx) => {
    requireRole(ctx, 'orders');
    return listPriceGroups(ctx.services.database.db);
  },
};

export const customerMutations: Pick<MutationResolvers, 'setCustomerPriceGroup'> = {
  setCustomerPriceGroup: async (_parent, { customerId, priceGroupId }, ctx) => {
    const actor = requireRole(ctx, 'orders');
    const result = await setCustomerPriceGroup(ctx.services.database.db, actor, customerId, priceGroupId);
    return result.ok ? { ok: true, errors: [], customer: detailView(result.customer) } : { ok: false, errors: result.errors, customer: null };
  },
};
