import type { AccessClaims } from '../auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified access-token claims, set by the GraphQL endpoint's guard. */
    claims?: AccessClaims;
  }
}
