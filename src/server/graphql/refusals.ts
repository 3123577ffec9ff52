// Expected refusals are values of the mutation result (`ok: false`, `errors`), never GraphQL
// errors; only access refusals (graphql/guards.ts) and unexpected failures are errors.

import type { MutationError } from '../../generated/server.js';
import { TooManyRequestsError } from '../plugins/rate-limit.js';

/** Runs a rate limit; over the limit, the Czech "too many attempts" refusal (RATE_LIMITED) instead of an error. */
export async function rateLimitRefusal(limit: () => Promise<void>): Promise<MutationError | null> {
  try {
    await limit();
    return null;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return { __typename: 'MutationError', code: 'RATE_LIMITED', message: error.message, sku: null };
    throw error;
  }
}
