// Every request gets an answer within a bounded time: one not answered after `ms` is answered
// 503 with REQUEST_TIMEOUT_MESSAGE (through the error handler of its route, so GraphQL answers
// in its own shape), and whatever the handler sends later is dropped by Fastify.
// Fastify's own `handlerTimeout` is not used: it is cleared when a request body has been read
// (the request's 'close' event), so it never fires for POSTs — GraphQL and every REST write.
import type { FastifyInstance } from 'fastify';
import { RequestTimeoutError } from '../errors.js';
import { BACKUP_PATH } from '../services/backup.js';

export function registerRequestTimeout(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    // The operator's database backup (loopback and token only, rest/backup.ts) takes as long as
    // the database is large; cutting it off would only make `npm run backup` fail.
    if (request.url === BACKUP_PATH) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ afterMs: ms }, 'request timed out');
      void reply.send(new RequestTimeoutError(ms));
    }, ms);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}
