// POST /api/internal/backup: the running shop's copy of its embedded database for `npm run backup`
// (services/backup.ts, docs/backup.md). Only from this machine (the socket's peer is loopback, no
// proxy header) and only with the token the shop wrote to DATA_DIR at start; without a token (tests,
// a shop built without one) every request is refused. The answer is PGlite's gzipped tarball.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { Services } from '../services/index.js';
import { BACKUP_PATH, backupRequestRefusal } from '../services/backup.js';

export const BACKUP_REFUSED = 'Zálohu databáze lze vyžádat jen z tohoto počítače a s klíčem, který obchod zapsal do DATA_DIR (npm run backup).';
export const BACKUP_POSTGRES = 'Obchod běží na PostgreSQL: zálohujte databázi nástrojem pg_dump (viz docs/backup.md).';

export async function backupRoutes(app: FastifyInstance, services: Services, options: { token: string | null }): Promise<void> {
  app.post(BACKUP_PATH, async (request, reply) => {
    const refusal = backupRequestRefusal({ remoteAddress: request.socket.remoteAddress, headers: request.headers, expectedToken: options.token });
    if (refusal) {
      request.log.warn({ refusal, remoteAddress: request.socket.remoteAddress }, 'backup request refused');
      throw new HttpError(403, BACKUP_REFUSED);
    }
    const dump = services.database.dumpDataDir;
    if (!dump) throw new HttpError(409, BACKUP_POSTGRES);
    const started = performance.now();
    const tarball = await dump();
    request.log.info({ bytes: tarball.length, ms: Math.round(performance.now() - started) }, 'database backup taken');
    return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(tarball);
  });
}
