import { eq } from 'drizzle-orm';
import type { PricesType as GqlPricesType, VisitorSettings } from '../../generated/server.js';
import { CURRENCY, LOCALE, REGION } from '../../domain/index.js';
import { carts, checkouts } from '../db/schema.js';
import { findVisitor, setPricesType } from '../services/session.js';
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
  const { db } = ctx.services.database;
  if (ctx.claims.sessionId) await setPricesType(db, ctx.claims.sessionId, pricesType);
  if (ctx.claims.checkoutId) {
    const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, ctx.claims.checkoutId));
    if (checkout) await db.update(carts).set({ pricesType }).where(eq(carts.id, checkout.activeCartId));
  }
  setPricesTypeCookie(ctx.services, ctx.reply, pricesType);
  return settings(pricesType, ctx.claims.priceGroup);
}
