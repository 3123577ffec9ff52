// Generated documents (product feeds, sitemaps) kept as files per instance and made again when the
// data they show changes: the key is the database's page stamp (migration 0018: any change of
// catalogue, prices, stock or content moves it) and the shop's day (a feed's delivery dates count
// from today). Documents are streamed: the first request after a change gets the document as it is
// generated, written at the same time to a file that serves every later request until the next
// change; memory holds one batch of rows, never the document.
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { shopDate } from '../../domain/index.js';

export type DocumentSpec = {
  /** A file-name-safe name of the document ("heureka", "sitemap-products-1"). */
  name: string;
  contentType: string;
  cacheControl: string;
  /** The document's text in chunks; null when it does not exist (answered 404). */
  produce: () => Promise<AsyncIterable<string> | null>;
};

export type DocumentCache = {
  send(request: FastifyRequest, reply: FastifyReply, spec: DocumentSpec): Promise<FastifyReply>;
  close(): void;
};

type Kept = { key: string; file: string };

/** Leftovers of instances that ended without closing are removed after a day. */
const STALE_MS = 24 * 60 * 60 * 1000;

function removeStale(root: string): void {
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    try {
      if (entry.isDirectory() && Date.now() - fs.statSync(full).mtimeMs > STALE_MS) fs.rmSync(full, { recursive: true, force: true });
    } catch {
      // Another instance removed it first.
    }
  }
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * A cache in `dataDir/documents/<instance>` (removed on close). `stamp` is the page stamp reader
 * shared with the page cache (read at most once a second).
 */
export function createDocumentCache(options: { dataDir: string; stamp: () => Promise<string>; publicUrl: string; log: FastifyBaseLogger }): DocumentCache {
  const root = path.join(options.dataDir, 'documents');
  fs.mkdirSync(root, { recursive: true });
  removeStale(root);
  const dir = fs.mkdtempSync(path.join(root, `${process.pid}-`));
  const kept = new Map<string, Kept>();
  const generating = new Set<string>();

  const finish = (name: string, key: string, temp: string): void => {
    const file = path.join(dir, `${name}.${createHash('sha1').update(key).digest('hex').slice(0, 12)}.xml`);
    fs.renameSync(temp, file);
    const previous = kept.get(name);
    kept.set(name, { key, file });
    if (previous && previous.file !== file) fs.rm(previous.file, { force: true }, () => undefined);
  };

  /** The chunks, also written to `temp`; the file is kept only when the whole document was written. */
  async function* teed(chunks: AsyncIterable<string>, name: string, key: string): AsyncGenerator<string> {
    const temp = path.join(dir, `${name}.${randomUUID()}.tmp`);
    const out = fs.createWriteStream(temp);
    let complete = false;
    generating.add(`${name}\u0000${key}`);
    try {
      for await (const chunk of chunks) {
        if (!out.write(chunk)) await once(out, 'drain');
        yield chunk;
      }
      complete = true;
    } finally {
      generating.delete(`${name}\u0000${key}`);
      out.end();
      await once(out, 'close').catch(() => undefined);
      if (complete) {
        try {
          finish(name, key, temp);
        } catch (error) {
          options.log.warn({ err: error, document: name }, 'a generated document could not be kept');
        }
      } else {
        fs.rm(temp, { force: true }, () => undefined);
      }
    }
  }

  return {
    async send(request, reply, spec) {
      const key = `${await options.stamp()}|${shopDate(new Date())}`;
      const etag = `"${createHash('sha1').update(`${spec.name}|${key}|${options.publicUrl}`).digest('base64url').slice(0, 27)}"`;
      const headers = () => reply.header('content-type', spec.contentType).header('cache-control', spec.cacheControl).header('etag', etag);
      const cached = kept.get(spec.name);
      if (cached?.key === key && fs.existsSync(cached.file)) {
        if (matches(request, etag)) return headers().code(304).send();
        return headers().send(fs.createReadStream(cached.file));
      }
      const chunks = await spec.produce();
      if (!chunks) {
        // The shop's own 404 (its handler picks the content type).
        reply.callNotFound();
        return reply;
      }
      if (matches(request, etag)) return headers().code(304).send();
      headers();
      // While one request is generating this document, others get their own stream, not kept.
      const body = generating.has(`${spec.name}\u0000${key}`) ? chunks : teed(chunks, spec.name, key);
      return reply.send(Readable.from(body, { objectMode: false }));
    },
    close() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
