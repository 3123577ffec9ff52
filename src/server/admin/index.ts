// The back office's GraphQL endpoint (issue 16): POST /api/admin/gql, in its own encapsulated
// Fastify context with its own schema (schema/admin/, generated SDL), so no admin type is in the
// public schema at /api/utils/gql and the storefront's Authorization token means nothing here.
// Staff are recognised by the session cookie cisto_staff only (httpOnly, SameSite=Strict,
// Path=/api/admin: the /admin pages are static files that need no cookie, and no storefront
// request ever carries it). The same limits as the public endpoint (depth, tokens, aliases,
// directives, cost, variables) and the same error masking.

import type { FastifyInstance, FastifyReply } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { typeDefs } from '../../generated/admin/schema.graphql.js';
import type { Resolvers } from '../../generated/admin/server.js';
import { STAFF_SESSION_MAX_HOURS } from '../../domain/index.js';
import type { Services } from '../services/index.js';
import { staffForSession } from '../services/staff.js';
import { addGraphqlLimitHooks, limitedEndpointOptions } from '../graphql/endpoint.js';
import { Haler } from '../graphql/scalars.js';
import type { AdminContext } from './context.js';
import { authMutations, authQueries } from './resolvers/auth.js';
import { staffMutations, staffQueries } from './resolvers/staff.js';
import { orderMutations, orderQueries } from './resolvers/orders.js';
import { mailMutations, mailQueries } from './resolvers/mail.js';
import { customerMutations, customerQueries } from './resolvers/customers.js';
import { catalogueMutations, catalogueQueries } from './resolvers/catalogue.js';
import { registerCatalogueCsv } from './catalogue-csv.js';
import { contentMutations, contentQueries } from './resolvers/content.js';
import { imageMutations, imageQueries } from './resolvers/images.js';
import { navigationMutations, navigationQueries } from './resolvers/navigation.js';

export const ADMIN_GRAPHQL_PATH = '/api/admin/gql';
export const STAFF_COOKIE = 'cisto_staff';
export const STAFF_COOKIE_PATH = '/api/admin';

const resolvers: Resolvers = {
  Query: {
    ...authQueries,
    ...staffQueries,
    ...orderQueries,
    ...mailQueries,
    ...customerQueries,
    ...catalogueQueries,
    ...contentQueries,
    ...imageQueries,
    ...navigationQueries,
  },
  Mutation: {
    ...authMutations,
    ...staffMutations,
    ...orderMutations,
    ...mailMutations,
    ...customerMutations,
    ...catalogueMutations,
    ...contentMutations,
    ...imageMutations,
    ...navigationMutations,
  },
  Haler,
};

/** Sets (token) or clears (null) the staff session cookie. */
export function setStaffCookie(reply: FastifyReply, token: string | null, secure: boolean): void {
  const options = { path: STAFF_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure };
  if (token === null) void reply.clearCookie(STAFF_COOKIE, options);
  else void reply.setCookie(STAFF_COOKIE, token, { ...options, maxAge: STAFF_SESSION_MAX_HOURS * 3600 });
}

export async function registerAdminGraphql(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(mercurius, {
      schema: typeDefs,
      // Mercurius types resolvers against the storefront's context; ours receive AdminContext.
      // Mercurius types every resolver against one global context interface, which the storefront
      // endpoint extends (graphql/context.ts); this endpoint's resolvers are typed from its own
      // schema with AdminContext (what `context` below returns), so the map is handed over as the
      // plugin's loose type at this one boundary.
      resolvers: resolvers as unknown as IResolvers,
      path: ADMIN_GRAPHQL_PATH,
      ...limitedEndpointOptions({ production: services.config.production }),
      context: async (request, reply) => {
        const token = request.cookies[STAFF_COOKIE] ?? null;
        const staff = token ? await staffForSession(services.database.db, token) : null;
        const context: AdminContext = { services, request, reply, staff, sessionToken: staff ? token : null };
        return context;
      },
    });
    addGraphqlLimitHooks(scope);
  });
  await registerCatalogueCsv(app, services, STAFF_COOKIE);
}
