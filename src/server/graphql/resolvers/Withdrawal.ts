// Resolvers of the withdrawal (schema/withdrawal.graphql). Thin: who may touch the order is the
// ownership guard's (readableOrderId for the order's reader, guestOrderId for number + e-mail,
// the guest path rate-limited per IP), the rules and the writing are services/withdrawals.ts.

import type { MutationResolvers, OrderResolvers, OrderWithdrawalResult } from '../../../generated/server.js';
import { guestOrderId, readableOrderId } from '../../services/ownership.js';
import { orderWithdrawal, withdraw, withdrawalError } from '../../services/withdrawals.js';
import { RATE_LIMITS, createKeyLimiter } from '../../plugins/rate-limit.js';
import type { GraphQLContext } from '../context.js';
import { rateLimitRefusal } from '../refusals.js';

/** Guest look-ups and guest withdrawals (which send e-mail), per IP: the mail endpoints' limit. */
const perIp = createKeyLimiter(RATE_LIMITS.mail, 'withdrawal-ip');

/** Longer inputs cannot be an order number or an e-mail; they are refused like a wrong one. */
const MAX_INPUT = 254;
const MAX_LINES = 200;

function refused(errors: OrderWithdrawalResult['errors']): OrderWithdrawalResult {
  return { __typename: 'OrderWithdrawalResult', ok: false, errors, withdrawal: null, created: null };
}

/** The order id for a guest (number + e-mail, rate-limited) or the order's reader; a refusal otherwise. */
async function orderIdFor(ctx: GraphQLContext, orderNumber: string, email: string | null | undefined): Promise<string | OrderWithdrawalResult> {
  const { db } = ctx.services.database;
  const number = orderNumber.trim();
  if (email !== null && email !== undefined) {
    const limited = await rateLimitRefusal(() => perIp(ctx.request, undefined));
    if (limited) return refused([limited]);
    const id = number.length <= MAX_INPUT && email.length <= MAX_INPUT ? await guestOrderId(db, number, email) : null;
    return id ?? refused([withdrawalError('ORDER_NOT_FOUND')]);
  }
  const id = number.length <= MAX_INPUT ? await readableOrderId(db, ctx.claims, number) : null;
  return id ?? refused([withdrawalError('ORDER_NOT_FOUND')]);
}

export const OrderWithdrawalField: Pick<OrderResolvers, 'withdrawal'> = {
  // Every Order the API returns has passed the ownership guard (orderFor, customerOrder, createPurchase).
  withdrawal: (order, _args, ctx) => orderWithdrawal(ctx.services.database.db, order.id),
};

export const withdrawalMutations: Pick<MutationResolvers, 'order_withdrawal_lookup' | 'order_withdraw'> = {
  order_withdrawal_lookup: async (_parent, { orderNumber, email }, ctx) => {
    const id = await orderIdFor(ctx, orderNumber, email);
    if (typeof id !== 'string') return id;
    return { __typename: 'OrderWithdrawalResult', ok: true, errors: [], withdrawal: await orderWithdrawal(ctx.services.database.db, id), created: null };
  },
  order_withdraw: async (_parent, { input }, ctx) => {
    if (input.lines.length > MAX_LINES) return refused([withdrawalError('UNKNOWN_LINE')]);
    const id = await orderIdFor(ctx, input.orderNumber, input.email);
    if (typeof id !== 'string') return id;
    const outcome = await withdraw(
      ctx.services,
      id,
      { chosen: input.lines.map((l) => ({ position: l.position, quantity: l.quantity })), actor: !input.email && ctx.claims.customerId ? 'customer' : 'guest' },
      ctx.request.log,
    );
    return outcome.ok
      ? { __typename: 'OrderWithdrawalResult', ok: true, errors: [], withdrawal: outcome.withdrawal, created: outcome.created }
      : { __typename: 'OrderWithdrawalResult', ok: false, errors: outcome.errors, withdrawal: outcome.withdrawal, created: null };
  },
};
