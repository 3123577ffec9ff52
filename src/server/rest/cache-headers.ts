import type { RouteShorthandOptions } from 'fastify';

/**
 * Answers that are the same for every visitor: browsers and proxies may keep them a minute, and so
 * does the server render (src/client/apollo/shared-results-link.ts shares such REST results
 * between renders instead of resolving them again).
 */
export const PUBLIC_CACHE = 'public, max-age=60';

/** Route option for such reads: a successful answer is marked PUBLIC_CACHE (errors are not). */
export const publicRead: RouteShorthandOptions = {
  onSend: async (_request, reply, payload) => {
    if (reply.statusCode === 200) void reply.header('cache-control', PUBLIC_CACHE);
    return payload;
  },
};
