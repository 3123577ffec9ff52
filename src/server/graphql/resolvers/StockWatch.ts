// Resolvers of the stock watchdog (schema/stock-watch.graphql). Thin: input through the domain's
// stockWatchSchema, the rate limits of the mail endpoints (per IP and per watched address), the
// live-customer guard for the profile's list and cancel; the rules and the writing are
// services/stock-watch.ts.

import { STOCK_WATCH_TEXTS, stockWatchSchema } from '../../../domain/index.js';
import type { MutationError, MutationResolvers, QueryResolvers, StockWatchResult } from '../../../generated/server.js';
import { RATE_LIMITS, createKeyLimiter } from '../../plugins/rate-limit.js';
import { accountError } from '../../services/afterlogin.js';
import { toFieldErrors } from '../../services/checkout-state.js';
import { cancelCustomerStockWatch, cancelStockWatchesByLink, customerStockWatches, subscribeStockWatch } from '../../services/stock-watch.js';
import { sessionCustomer } from '../guards.js';
import { rateLimitRefusal } from '../refusals.js';

const perIp = createKeyLimiter(RATE_LIMITS.mail, 'stock-watch-ip');
const perRecipient = createKeyLimiter(RATE_LIMITS.stockWatchRecipient, 'stock-watch-recipient');

const error = (code: string, message: string): MutationError => ({ __typename: 'MutationError', code, message, sku: null });
const refused = (errors: MutationError[]): StockWatchResult => ({ __typename: 'StockWatchResult', ok: false, errors, fieldErrors: [], watch: null });

export const stockWatchQueries: Pick<QueryResolvers, 'stockWatches'> = {
  stockWatches: async (_parent, _args, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? customerStockWatches(ctx.services.database.db, who.customerId) : [];
  },
};

export const stockWatchMutations: Pick<MutationResolvers, 'stock_watch_subscribe' | 'stock_watch_cancel' | 'stock_watch_cancel_by_link'> = {
  stock_watch_subscribe: async (_parent, { input }, ctx) => {
    const parsed = stockWatchSchema.safeParse({ sku: input.sku, email: input.email, quantity: input.quantity ?? null });
    if (!parsed.success) return { __typename: 'StockWatchResult', ok: false, errors: [], fieldErrors: toFieldErrors('', parsed.error), watch: null };
    const limited = await rateLimitRefusal(async () => {
      await perIp(ctx.request, undefined, ctx.reply);
      await perRecipient(ctx.request, parsed.data.email, ctx.reply);
    });
    if (limited) return refused([limited]);
    const who = await sessionCustomer(ctx);
    const outcome = await subscribeStockWatch(ctx.services.database.db, parsed.data, who?.customerId ?? null);
    return outcome.ok
      ? { __typename: 'StockWatchResult', ok: true, errors: [], fieldErrors: [], watch: outcome.watch }
      : refused([{ ...error(outcome.code, outcome.message), sku: parsed.data.sku }]);
  },
  stock_watch_cancel: async (_parent, { id }, ctx) => {
    const who = await sessionCustomer(ctx);
    if (!who) return refused([accountError('LOGIN_REQUIRED')]);
    const { db } = ctx.services.database;
    if (!(await cancelCustomerStockWatch(db, who.customerId, id))) return refused([error('NOT_FOUND', STOCK_WATCH_TEXTS.notFound)]);
    const watch = (await customerStockWatches(db, who.customerId)).find((w) => w.id === id) ?? null;
    return { __typename: 'StockWatchResult', ok: true, errors: [], fieldErrors: [], watch };
  },
  stock_watch_cancel_by_link: async (_parent, { token }, ctx) => {
    const outcome = await cancelStockWatchesByLink(ctx.services, token);
    return outcome
      ? { __typename: 'StockWatchLinkResult', ok: true, errors: [], email: outcome.email, cancelled: outcome.cancelled }
      : { __typename: 'StockWatchLinkResult', ok: false, errors: [error('INVALID_LINK', STOCK_WATCH_TEXTS.invalidLink)], email: null, cancelled: 0 };
  },
};
