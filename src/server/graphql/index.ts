import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import type { Resolvers } from '../../generated/server.js';
import { typeDefs } from '../../generated/schema.graphql.js';
import type { Services } from '../services/index.js';
import { requestClaims } from '../http/visitor.js';
import type { GraphQLContext } from './context.js';
import { RequestLoaders } from './loaders.js';
import { addGraphqlLimitHooks, limitedEndpointOptions } from './endpoint.js';
import { RequestBudget } from './limits.js';
import { Query } from './resolvers/Query.js';
import { Mutation } from './resolvers/Mutation.js';
import { Cart } from './resolvers/Cart.js';
import { VisitorLists, visitorListMutations, visitorListQueries } from './resolvers/VisitorLists.js';
import { cartIndirectMutations } from './resolvers/CartIndirect.js';
import { CartMutationResult, checkoutMutations, checkoutQueries } from './resolvers/Checkout.js';
import { Customer, ExistingCart, customerMutations, customerQueries } from './resolvers/Customer.js';
import { OrderWithdrawalField, withdrawalMutations } from './resolvers/Withdrawal.js';
import { stockWatchMutations, stockWatchQueries } from './resolvers/StockWatch.js';
import { Haler, SafeInt } from './scalars.js';

export const GRAPHQL_PATH = '/api/utils/gql';
export const UNAUTHENTICATED_MESSAGE = 'Call of GraphQL end point is not authenticated.';

const resolvers: Resolvers = {
  Query: { ...Query, ...visitorListQueries, ...checkoutQueries, ...customerQueries, ...stockWatchQueries },
  Mutation: { ...Mutation, ...visitorListMutations, ...cartIndirectMutations, ...checkoutMutations, ...customerMutations, ...withdrawalMutations, ...stockWatchMutations },
  Order: { ...OrderWithdrawalField },
  CartMutationResult,
  Cart,
  VisitorLists,
  Customer,
  ExistingCart,
  Haler,
  SafeInt,
};

export async function registerGraphql(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    // Without `Authorization: <type> <token>` the endpoint answers 401 before any parsing (spec section 6).
    scope.addHook('onRequest', async (request, reply) => {
      const claims = await requestClaims(services, request);
      if (!claims) {
        return reply.status(401).send({ errors: [{ message: UNAUTHENTICATED_MESSAGE }], data: null });
      }
      request.claims = claims;
    });
    await scope.register(mercurius, {
      schema: typeDefs,
      resolvers,
      path: GRAPHQL_PATH,
      ...limitedEndpointOptions({ production: services.config.production }),
      // mercurius also builds a context to format an error raised before the route ran (a
      // request timeout while onRequest still waits): that context must exist, and no resolver
      // can read its missing claims.
      context: (request, reply): GraphQLContext => {
        const { claims } = request;
        return {
          get claims() {
            if (!claims) throw new Error('unreachable: onRequest guards the endpoint');
            return claims;
          },
          services,
          request,
          reply,
          budget: new RequestBudget(),
          loaders: new RequestLoaders(services),
        };
      },
    });
    addGraphqlLimitHooks(scope);
  });
}
