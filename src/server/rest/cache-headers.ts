import type { RouteShorthandOptions } from 'fastify';
import { ANSWER_SCOPE_HEADER, PRICE_GROUP_SCOPE } from '../../domain/index.js';

/** A route option that marks a successful answer (200) with a header; errors are not marked. */
function headerOnSuccess(name: string, value: string): RouteShorthandOptions {
  return {
    onSend: async (_request, reply, payload) => {
      if (reply.statusCode === 200) void reply.header(name, value);
      return payload;
    },
  };
}

/**
 * Answers that are the same for every visitor: browsers and proxies may keep them a minute, and so
 * does the server render (src/client/apollo/shared-results-link.ts shares such REST results
 * between renders instead of resolving them again).
 */
export const PUBLIC_CACHE = 'public, max-age=60';

/** Route option for such reads: a successful answer is marked PUBLIC_CACHE (errors are not). */
export const publicRead = headerOnSuccess('cache-control', PUBLIC_CACHE);

/**
 * Route option for reads the same for every visitor of a price group while the data stands
 * (services/stamped-answers.ts): a successful answer says so in ANSWER_SCOPE_HEADER, so the server
 * render shares it between its visitors of that group. Browsers keep them private as before.
 */
export const priceGroupRead = headerOnSuccess(ANSWER_SCOPE_HEADER, PRICE_GROUP_SCOPE);
