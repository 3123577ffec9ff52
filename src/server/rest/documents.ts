// Public documents for crawlers and comparison sites (issue 15, items 6 and 7): the product feeds
// /feeds/{heureka,zbozi,google}.xml, /robots.txt, the sitemap index /sitemap.xml and its child
// sitemaps /sitemaps/{products,categories,manufacturers,content}-{n}.xml. Served before the
// server render's catch-all, compressed like every answer, with Cache-Control and an ETag; feeds and
// sitemaps are generated once per data change and instance (http/document-cache.ts).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/index.js';
import { createDocumentCache } from '../http/document-cache.js';
import {
  FEED_FORMATS,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  feedDocument,
  robotsTxt,
  sitemapDocument,
  sitemapIndexDocument,
  type DocumentContext,
  type FeedFormat,
} from '../services/feeds/documents.js';

/** Comparison sites fetch feeds a few times a day; a change shows within the quarter hour at most. */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=900';
const ROBOTS_CACHE_CONTROL = 'public, max-age=86400';
const XML = 'application/xml; charset=utf-8';

const SITEMAP_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,5})\\.xml$`);

export async function documentRoutes(
  app: FastifyInstance,
  services: Services,
  options: { stamp: () => Promise<string>; sitemapPageSize?: number },
): Promise<void> {
  const { config } = services;
  const pageSize = options.sitemapPageSize ?? SITEMAP_MAX_URLS;
  const cache = createDocumentCache({ dataDir: config.dataDir, stamp: options.stamp, publicUrl: config.publicUrl, log: app.log });
  app.addHook('onClose', async () => cache.close());
  const context = (): DocumentContext => ({
    db: services.database.db,
    publicUrl: config.publicUrl,
    mediaPrefix: config.mediaPrefix,
    shopName: config.shopName,
    now: new Date(),
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE_CONTROL).send(robotsTxt(config.publicUrl)),
  );

  for (const format of FEED_FORMATS) {
    app.get(`/feeds/${format}.xml`, async (request, reply) =>
      cache.send(request, reply, {
        name: `feed-${format}`,
        contentType: XML,
        cacheControl: DOCUMENT_CACHE_CONTROL,
        produce: async () => feedDocument(context(), format satisfies FeedFormat),
      }),
    );
  }

  app.get('/sitemap.xml', async (request, reply) =>
    cache.send(request, reply, { name: 'sitemap-index', contentType: XML, cacheControl: DOCUMENT_CACHE_CONTROL, produce: async () => sitemapIndexDocument(context(), pageSize) }),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = SITEMAP_FILE.exec(request.params.file);
    const kind = SITEMAP_KINDS.find((k) => k === match?.[1]);
    if (!match || !kind) return reply.callNotFound();
    const page = Number(match[2]);
    return cache.send(request, reply, {
      name: `sitemap-${kind}-${page}`,
      contentType: XML,
      cacheControl: DOCUMENT_CACHE_CONTROL,
      produce: () => sitemapDocument(context(), kind, page, pageSize),
    });
  });
}
