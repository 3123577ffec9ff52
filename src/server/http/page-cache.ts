// A short shared cache of server-rendered pages for visitors without a session: first visits,
// crawlers, link checkers. Such a page is the same for everyone with the same address, price type,
// dismissed status bars and browser support, so one render serves them all for a few seconds.
// A visitor with a session (a cart, a login, a chosen checkout) never gets a shared page.
//
// Every key carries the database's page stamp (migration 0018): any change of the catalogue,
// prices, stock, content or methods moves it, so every instance stops serving the old pages at
// once. The Content-Security-Policy is kept with the page: it hashes the page's inline scripts, so
// it is exact for the cached HTML too.
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CLOSED_STATUS_BARS_COOKIE, PRICES_TYPE_COOKIE, unsupportedBrowserId } from '../../domain/index.js';
import { compressText, type ContentEncoding } from './compression.js';
import { entityTag } from './entity-tag.js';
import { REFRESH_COOKIE } from '../services/refresh-tokens.js';
import { SESSION_COOKIE } from './visitor.js';

export type RenderedPage = { status: number; html: string; contentSecurityPolicy: string | null; redirect?: string; etag?: string };

export type PageCache = {
  /** The key of a page this request may share with other visitors, or null (a session, a token). */
  keyFor(request: FastifyRequest): Promise<string | null>;
  /** The page under `key`, rendered once (concurrent requests wait for the same render). */
  page(key: string, render: () => Promise<RenderedPage>): Promise<{ page: RenderedPage; hit: boolean }>;
  /**
   * A kept page's HTML compressed, once per page and encoding (null for a page that was not kept):
   * a hit then costs no compression (≈ 4 ms of CPU for a 200 kB page at brotli 5).
   */
  encoded(page: RenderedPage, encoding: ContentEncoding): Promise<Buffer> | null;
};

/** Up to 64 MB of HTML (a page is 100–250 kB before compression). */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * `read`, asked at most once per `maxAgeMs` (concurrent callers share one read): a page-cache hit
 * then costs no database round trip, and a change shows on other instances within that time.
 */
export function recentStamp(read: () => Promise<string>, maxAgeMs: number): () => Promise<string> {
  let last: { at: number; stamp: Promise<string> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= maxAgeMs) {
      const stamp = read();
      last = { at: now, stamp };
      // A failed read is not kept: the next request asks again.
      stamp.catch(() => {
        if (last?.stamp === stamp) last = null;
      });
    }
    return last.stamp;
  };
}

/** Only finished pages are shared: a redirect or an error is rendered again for the next visitor. */
function shareable(page: RenderedPage): boolean {
  return (page.status === 200 || page.status === 404) && page.redirect === undefined;
}

export function createPageCache(options: { ttlSeconds: number; stamp: () => Promise<string> }): PageCache {
  const pages = new LRUCache<string, RenderedPage>({
    ttl: options.ttlSeconds * 1000,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.html.length),
  });
  const rendering = new Map<string, Promise<RenderedPage>>();
  // Per kept page (dropped with it): its compressed bodies.
  const variants = new WeakMap<RenderedPage, Map<ContentEncoding, Promise<Buffer>>>();

  return {
    async keyFor(request) {
      const cookies = request.cookies;
      if (cookies[SESSION_COOKIE] || cookies[REFRESH_COOKIE] || request.headers.authorization) return null;
      const stamp = await options.stamp();
      const browser = unsupportedBrowserId(request.headers['user-agent']) ?? '';
      return JSON.stringify([stamp, cookies[PRICES_TYPE_COOKIE] ?? '', cookies[CLOSED_STATUS_BARS_COOKIE] ?? '', browser, request.url]);
    },
    async page(key, render) {
      const cached = pages.get(key);
      if (cached) return { page: cached, hit: true };
      let pending = rendering.get(key);
      if (!pending) {
        pending = render()
          .then((page) => {
            if (!shareable(page)) return page;
            // Tagged once here, so a hit costs no hashing of the page (@fastify/etag keeps a given tag).
            const kept = { ...page, etag: entityTag(page.html) };
            pages.set(key, kept);
            variants.set(kept, new Map());
            return kept;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return { page: await pending, hit: false };
    },
    encoded(page, encoding) {
      const bodies = variants.get(page);
      if (!bodies) return null;
      let body = bodies.get(encoding);
      if (!body) {
        body = compressText(page.html, encoding);
        bodies.set(encoding, body);
        // A failed compression is not kept: the next hit tries again.
        body.catch(() => bodies.delete(encoding));
      }
      return body;
    },
  };
}
