// Overload protection (issue 14, item 5): when the event loop lags (a crawler burst, a flood of
// connections), pages and API calls are answered 503 with Retry-After at once instead of queueing
// until the shop is unreachable. /api/health (liveness: the process is alive) always answers;
// /api/ready (readiness, for a load balancer) says 503 while the shop is overloaded.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GRAPHQL_PATH } from '../graphql/index.js';

export const OVERLOAD_MESSAGE = 'Obchod je právě přetížený. Zkuste to prosím za chvíli znovu.';
export const OVERLOAD_RETRY_AFTER_SECONDS = 10;
export const READINESS_PATH = '/api/ready';
/**
 * Answered as usual under pressure: liveness, the build's files (read from disk, precompressed),
 * which a page already sent needs to start (refusing them would leave that page without its scripts),
 * and the operator's database backup (loopback and token only, rest/backup.ts): a backup is most
 * wanted exactly when the shop is busy.
 */
const ALWAYS_SERVED = /^\/(?:api\/health$|api\/internal\/backup$|assets\/|favicon\.(?:ico|svg)$)/;

function sendOverloaded(request: FastifyRequest, reply: FastifyReply): void {
  reply.status(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
  const path = request.url.split('?')[0] ?? '';
  if (path === GRAPHQL_PATH) void reply.send({ data: null, errors: [{ message: OVERLOAD_MESSAGE, extensions: { code: 'OVERLOADED' } }] });
  else if (path.startsWith('/api/')) void reply.send({ statusCode: 503, error: 'Service Unavailable', message: OVERLOAD_MESSAGE });
  else
    void reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="cs"><meta charset="utf-8"><title>Přetíženo</title><p>${OVERLOAD_MESSAGE}</p></html>`);
}

export async function registerOverloadProtection(app: FastifyInstance, options: { maxEventLoopDelayMs: number; sampleIntervalMs?: number }): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    ...(options.sampleIntervalMs ? { sampleInterval: options.sampleIntervalMs } : {}),
    retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
    exposeStatusRoute: { url: READINESS_PATH, routeOpts: {} },
    pressureHandler: (request, reply, type, value) => {
      // An empty handler lets the request go on.
      if (ALWAYS_SERVED.test(request.url.split('?')[0] ?? '')) return;
      request.log.warn({ pressure: type, value }, 'overloaded: answered 503');
      sendOverloaded(request, reply);
    },
  });
}
