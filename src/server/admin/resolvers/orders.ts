// Orders, the withdrawal and complaint queues and the dashboard: role `orders` (admin too); the
// dashboard also for `catalogue` (its low-stock list).

import type { MutationResolvers, QueryResolvers } from '../../../generated/admin/server.js';
import { CARRIERS, isOrderState } from '../../../domain/index.js';
import { UserFacingError } from '../../errors.js';
import * as adminOrders from '../../services/admin-orders.js';
import * as queues from '../../services/admin-queues.js';
import { refundOrderPayment } from '../../services/admin-refund.js';
import { requireRole } from '../guard.js';

export const orderQueries: Pick<QueryResolvers, 'orders' | 'ordersCsv' | 'order' | 'carriers' | 'withdrawals' | 'complaints' | 'dashboard'> = {
  orders: async (_parent, args, ctx) => {
    requireRole(ctx, 'orders');
    const result = await adminOrders.listOrders(ctx.services.database.db, args.filter, args);
    if (!result.ok) throw new UserFacingError(result.errors.map((e) => e.message).join(' '));
    return { items: result.items, page: result.page, pageSize: result.pageSize, totalCount: result.totalCount };
  },
  ordersCsv: async (_parent, args, ctx) => {
    requireRole(ctx, 'orders');
    const result = await adminOrders.ordersCsv(ctx.services.database.db, args.filter);
    if (!result.ok) throw new UserFacingError(result.errors.map((e) => e.message).join(' '));
    return result.csv;
  },
  order: async (_parent, { id }, ctx) => {
    requireRole(ctx, 'orders');
    return adminOrders.adminOrder(ctx.services.database.db, id);
  },
  carriers: (_parent, _args, ctx) => {
    requireRole(ctx, 'orders');
    return CARRIERS.map((c) => ({ name: c.name }));
  },
  withdrawals: async (_parent, { state }, ctx) => {
    requireRole(ctx, 'orders');
    return queues.withdrawalQueue(ctx.services.database.db, state);
  },
  complaints: async (_parent, { state }, ctx) => {
    requireRole(ctx, 'orders');
    return queues.complaintQueue(ctx.services.database.db, state);
  },
  dashboard: async (_parent, _args, ctx) => {
    requireRole(ctx, 'orders', 'catalogue');
    const db = ctx.services.database.db;
    const [board, openComplaints] = await Promise.all([adminOrders.dashboard(db), queues.openComplaintCount(db)]);
    return { today: board.today, ordersToday: board.ordersToday, revenueToday: board.revenueToday, waiting: board.waiting, openWithdrawals: board.openWithdrawals, openComplaints, lowStock: board.low };
  },
};

export const orderMutations: Pick<MutationResolvers, 'transitionOrder' | 'addOrderNote' | 'markWithdrawalRefunded' | 'resolveComplaint' | 'refundPayment'> = {
  transitionOrder: async (_parent, { input }, ctx) => {
    const actor = requireRole(ctx, 'orders');
    const db = ctx.services.database.db;
    if (!isOrderState(input.to)) {
      return { ok: false, errors: [{ code: 'NOT_ALLOWED', field: 'to', message: 'Neznámý stav objednávky.' }], warnings: [], order: await adminOrders.adminOrder(db, input.orderId) };
    }
    const outcome = await adminOrders.transitionOrder(ctx.services, actor, input.orderId, { to: input.to, carrier: input.carrier, trackingNumber: input.trackingNumber, reason: input.reason });
    const order = await adminOrders.adminOrder(db, input.orderId);
    return outcome.ok ? { ok: true, errors: [], warnings: outcome.warnings, order } : { ok: false, errors: outcome.errors, warnings: [], order };
  },
  addOrderNote: async (_parent, { orderId, text }, ctx) => {
    const actor = requireRole(ctx, 'orders');
    const db = ctx.services.database.db;
    const errors = await adminOrders.addOrderNote(db, actor, orderId, text);
    return { ok: errors.length === 0, errors, warnings: [], order: await adminOrders.adminOrder(db, orderId) };
  },
  markWithdrawalRefunded: async (_parent, { id }, ctx) => {
    const actor = requireRole(ctx, 'orders');
    const result = await queues.markWithdrawalRefunded(ctx.services.database.db, actor, id);
    return result.ok ? { ok: true, errors: [], withdrawal: result.withdrawal } : { ok: false, errors: result.errors, withdrawal: null };
  },
  refundPayment: async (_parent, { input }, ctx) => {
    const actor = requireRole(ctx, 'orders');
    const outcome = await refundOrderPayment(ctx.services, actor, input);
    if (!outcome.ok && outcome.detail) ctx.request.log.warn({ orderId: input.orderId, paymentId: input.paymentId, detail: outcome.detail }, 'refund refused by the gateway');
    const order = await adminOrders.adminOrder(ctx.services.database.db, input.orderId);
    return outcome.ok ? { ok: true, errors: [], warnings: outcome.warnings, order } : { ok: false, errors: outcome.errors, warnings: [], order };
  },
  resolveComplaint: async (_parent, { id, resolution }, ctx) => {
    const actor = requireRole(ctx, 'orders');
    const result = await queues.resolveComplaint(ctx.services.database.db, actor, id, resolution);
    return result.ok ? { ok: true, errors: [], complaint: result.complaint } : { ok: false, errors: result.errors, complaint: null };
  },
};
