import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth/tokens.js';
import type { Services } from '../services/index.js';
import type { RequestBudget } from './limits.js';
import type { RequestLoaders } from './loaders.js';

/** Per-request GraphQL context: the verified token claims and the services. */
export type GraphQLContext = {
  claims: AccessClaims;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Work this request may still do across all its aliases (bulk-add lines). */
  budget: RequestBudget;
  /** Batched loads of fields resolved per item of a list. */
  loaders: RequestLoaders;
};

// Mercurius types resolvers against its own context interface; extending it with ours lets the
// generated, schema-typed resolvers be registered without a cast.
declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends GraphQLContext {}
}
