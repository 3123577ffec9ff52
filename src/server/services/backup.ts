// Backups of the embedded database (issue 17, item 3; docs/backup.md). PGlite lets one process open
// its data directory, so while the shop runs a backup is taken BY the running process: the CLI
// (`npm run backup`, scripts/backup.ts) asks it over a loopback-only endpoint (rest/backup.ts)
// that needs the random token this module writes to DATA_DIR at start, readable by the shop's own
// user only. When no shop runs, the CLI opens the data directory itself. `npm run restore`
// (scripts/restore.ts) only ever runs with the shop stopped.
//
// Nothing else in DATA_DIR needs a backup: documents/ (generated feeds and sitemaps) is rebuilt
// on demand, mail/ holds the local demo's copies of sent e-mails, and the signing secret lives in
// the database (auth/secret.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';

/** Where the running shop says how to reach its backup endpoint (pid, port, token); mode 0600. */
export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json';
/** The running shop's pid (written by src/server/main.ts with PGlite). */
export const SERVER_PID_FILE = 'server.pid';
/** The backups' default folder inside DATA_DIR. */
export const BACKUPS_DIR = 'backups';
/** PGlite's data directory inside DATA_DIR (db/client.ts openDatabase). */
export const PGLITE_DIR = 'pglite';

export const BACKUP_PATH = '/api/internal/backup';

const endpointSchema = z.object({ pid: z.number().int().positive(), port: z.number().int().min(1).max(65_535), token: z.string().min(32) });
export type BackupEndpoint = z.infer<typeof endpointSchema>;

/** A fresh random token for this start of the shop. */
export function createBackupToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Writes the token, port and pid to DATA_DIR/backup-endpoint.json, readable by this user only. A
 * file left by a crashed start is replaced, never reused.
 */
export function writeBackupEndpoint(dataDir: string, endpoint: BackupEndpoint): void {
  const file = path.join(dataDir, BACKUP_ENDPOINT_FILE);
  fs.rmSync(file, { force: true });
  // 'wx' with mode 0600: created here, with these permissions, or not at all.
  fs.writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600, flag: 'wx' });
}

export function removeBackupEndpoint(dataDir: string): void {
  fs.rmSync(path.join(dataDir, BACKUP_ENDPOINT_FILE), { force: true });
}

/** The running shop's endpoint as it wrote it, or null when there is none (or it is unreadable). */
export function readBackupEndpoint(dataDir: string): BackupEndpoint | null {
  try {
    const parsed = endpointSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dataDir, BACKUP_ENDPOINT_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether a process with this pid exists (EPERM: it does, but belongs to someone else). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** The pid in DATA_DIR/server.pid when that process is alive: PGlite must not be opened twice. */
export function runningServerPid(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, SERVER_PID_FILE), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return processAlive(pid) ? pid : null;
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (net.isIPv4(address)) return LOOPBACK.check(address, 'ipv4');
  return net.isIPv6(address) && LOOPBACK.check(address, 'ipv6');
}

/** Headers a reverse proxy adds: a request carrying one came from further away than the socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

export type BackupRequest = {
  /** The TCP peer (the socket's, never X-Forwarded-For). */
  remoteAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** The token this process wrote at start; null: no endpoint (tests, PostgreSQL), every request refused. */
  expectedToken: string | null;
};

export type BackupRefusal = 'no-token-configured' | 'not-loopback' | 'forwarded' | 'bad-token';

/**
 * The backup endpoint's guard: the socket's peer is this machine, no proxy forwarded the request
 * (a reverse proxy on the same host would otherwise make the whole internet "loopback"), and the
 * bearer token is the one written to DATA_DIR at start (compared in constant time).
 */
export function backupRequestRefusal(request: BackupRequest): BackupRefusal | null {
  if (request.expectedToken === null) return 'no-token-configured';
  if (!isLoopbackAddress(request.remoteAddress)) return 'not-loopback';
  if (FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined)) return 'forwarded';
  const header = request.headers.authorization;
  const given = typeof header === 'string' && header.startsWith('Bearer ') ? Buffer.from(header.slice(7).trim()) : Buffer.alloc(0);
  const expected = Buffer.from(request.expectedToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-token';
  return null;
}

/** `cisto-2026-11-28T024012Z.tar.gz` (UTC): sorts by time, safe in every file system. */
export function backupFileName(now: Date = new Date()): string {
  return `cisto-${now.toISOString().slice(0, 19).replaceAll(':', '')}Z.tar.gz`;
}

export async function countOrders(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

/** What the commands print with DATABASE_URL set: PostgreSQL has its own tools (docs/backup.md). */
export function postgresBackupGuidance(kind: 'backup' | 'restore', file = 'backups/FILE.dump'): string {
  const lines =
    kind === 'backup'
      ? [
          'DATABASE_URL is set: the shop runs on PostgreSQL, which has its own consistent backup tool.',
          'Back it up (while the shop runs) with pg_dump in its custom format:',
          '',
          '  mkdir -p backups && pg_dump --format=custom --no-owner --dbname="$DATABASE_URL" --file="backups/cisto-$(date -u +%Y-%m-%dT%H%M%SZ).dump"',
          '',
        ]
      : [
          'DATABASE_URL is set: the shop runs on PostgreSQL; restore a pg_dump archive with pg_restore.',
          'Stop the shop, then (this replaces the objects of the dump in that database):',
          '',
          `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" ${file}`,
          '',
        ];
  return [...lines, 'See docs/backup.md (point-in-time recovery: WAL archiving).'].join('\n');
}
