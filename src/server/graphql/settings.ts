import type { PricesType as GqlPricesType, VisitorSettings } from '../../generated/server.js';
import { CURRENCY, LOCALE, REGION } from '../../domain/index.js';
import { findVisitor, setPricesType } from '../services/session.js';
import { ownSession } from '../services/ownership.js';
import { cookiePricesType, setPricesTypeCookie } from '../http/visitor.js';
import type { GraphQLContext } from './context.js';

function settings(pricesType: GqlPricesType, priceGroup: string): VisitorSettings {
  return { __typename: 'VisitorSettings', id: 'current', pricesType, priceGroup, currency: CURRENCY, region: REGION, locale: LOCALE };
}

export async function visitorSettings(ctx: GraphQLContext): Promise<VisitorSettings> {
  const visitor = ctx.claims.sessionId ? await findVisitor(ctx.services.database.db, ctx.claims.sessionId) : null;
  return settings(visitor?.pricesType ?? cookiePricesType(ctx.request), ctx.claims.priceGroup);
}

/** Kept in the session (when there is one) and in the 1825-day cookie, so the next server render agrees. */
export async function updateVisitorSettings(ctx: GraphQLContext, pricesType: GqlPricesType): Promise<VisitorSettings> {
  await setPricesType(ctx.services.database.db, { sessionId: ownSession(ctx.claims), checkoutId: ctx.claims.checkoutId }, pricesType);
  setPricesTypeCookie(ctx.services, ctx.reply, pricesType);
  return settings(pricesType, ctx.claims.priceGroup);
}
