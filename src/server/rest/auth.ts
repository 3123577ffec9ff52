import type { FastifyInstance } from 'fastify';
import { CURRENCY, LOCALE, REGION } from '../../domain/index.js';
import type { Services } from '../services/index.js';
import { claimsFor, ensureVisitor } from '../http/visitor.js';

export async function authRoutes(app: FastifyInstance, services: Services): Promise<void> {
  /** Startup context of the storefront: creates the visitor's session when missing. */
  app.get('/api/auth/uictx', async (request, reply) => {
    const visitor = await ensureVisitor(services, request, reply);
    const token = await services.tokens.issue(claimsFor(visitor));
    void reply.header('cache-control', 'no-store');
    return {
      ...token,
      checkoutId: visitor.checkoutId,
      priceGroups: [visitor.priceGroup],
      pricesType: visitor.pricesType,
      currency: CURRENCY,
      region: REGION,
      locale: LOCALE,
      customer: null,
    };
  });
}
