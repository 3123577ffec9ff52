import { createHash } from 'node:crypto';

/**
 * The digest an answer's ETag names: @fastify/etag is registered with it (app.ts), and the answers
 * that are tagged ahead of time (a kept page, a kept JSON answer) use the same, so a browser's
 * If-None-Match meets one rule whichever way its copy was tagged.
 */
export function bodyDigest(body: string | Buffer): string {
  return createHash('sha1').update(body).digest('base64');
}

/** The strong ETag of a body, as @fastify/etag writes it. */
export function entityTag(body: string | Buffer): string {
  return `"${bodyDigest(body)}"`;
}
