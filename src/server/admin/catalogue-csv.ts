// The catalogue CSV over plain HTTP (issue 16), beside the admin GraphQL endpoint and behind the
// same staff cookie (Path=/api/admin) and role guard:
//   GET  /api/admin/catalogue/export.csv           → the products-and-prices file (a download)
//   POST /api/admin/catalogue/import?dryRun=true   → body text/csv, answers 202 { id } of the job
// Not a GraphQL String argument: a file of 100 000 products is ~8 MB, far past the 1 MB body limit
// every other request keeps, and a download wants a plain response with a file name. Only this
// route takes a large body (CATALOGUE_CSV_MAX_BYTES), and only as text/csv — a type no cross-site
// form can send, on top of the SameSite=Strict cookie.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE_CSV_MAX_BYTES, CATALOGUE_MESSAGES } from '../../domain/index.js';
import type { Services } from '../services/index.js';
import { staffForSession, type StaffActor } from '../services/staff.js';
import { catalogueCsv } from '../services/admin-catalogue.js';
import { startCatalogueImport } from '../services/catalogue-import.js';
import type { AdminContext } from './context.js';
import { AdminAccessError, requireRole } from './guard.js';

export const CATALOGUE_EXPORT_PATH = '/api/admin/catalogue/export.csv';
export const CATALOGUE_IMPORT_PATH = '/api/admin/catalogue/import';

async function catalogueStaff(services: Services, request: FastifyRequest, reply: FastifyReply, cookie: string): Promise<StaffActor | null> {
  const token = request.cookies[cookie] ?? null;
  const staff = token ? await staffForSession(services.database.db, token) : null;
  const ctx: AdminContext = { services, request, reply, staff, sessionToken: staff ? token : null };
  try {
    return requireRole(ctx, 'catalogue');
  } catch (err) {
    if (!(err instanceof AdminAccessError)) throw err;
    await reply.code(err.code === 'UNAUTHENTICATED' ? 401 : 403).send({ code: err.code, message: err.message });
    return null;
  }
}

export async function registerCatalogueCsv(app: FastifyInstance, services: Services, cookie: string): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CATALOGUE_CSV_MAX_BYTES }, (_request, body, done) => done(null, body));

    scope.get(CATALOGUE_EXPORT_PATH, async (request, reply) => {
      const actor = await catalogueStaff(services, request, reply, cookie);
      if (!actor) return reply;
      const csv = await catalogueCsv(services.database.db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="katalog-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    scope.post<{ Querystring: { dryRun?: string } }>(CATALOGUE_IMPORT_PATH, { bodyLimit: CATALOGUE_CSV_MAX_BYTES }, async (request, reply) => {
      const actor = await catalogueStaff(services, request, reply, cookie);
      if (!actor) return reply;
      if (typeof request.body !== 'string') return reply.code(415).send({ code: 'CSV_REQUIRED', message: CATALOGUE_MESSAGES.csvUnreadable });
      const dryRun = request.query.dryRun === 'true' || request.query.dryRun === '1';
      const id = await startCatalogueImport(services, actor, request.body, dryRun);
      return reply.code(202).send({ id });
    });
  });
}
