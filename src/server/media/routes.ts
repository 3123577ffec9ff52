import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services/index.js';
import { manufacturerNameBySlug, productArtworkFacts, taxonomyArtworkFacts } from '../services/artwork.js';
import { categoryDrawing } from './kinds.js';
import { articleImageSvg, brandImageSvg, categoryImageSvg, productImageSvg } from './svg.js';
import { ARTWORK_WEBP_WIDTHS, artworkWebp, type RasterArtworkKind } from './raster.js';
import { safetyDataSheetFacts } from '../services/clp.js';
import { safetyDataSheetPdf } from '../services/safety-data-sheet-pdf.js';

/**
 * A picture follows its product's data (kind, brand, colour) and the drawings, which change with
 * the code: caches keep it a day and then revalidate with the ETag (a 304 while nothing changed),
 * serving the old one meanwhile for up to a week. Never `immutable`: a redrawn picture reaches
 * every browser within a day.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** "<name>.svg" or "<name>.webp" with a conservative character set: anything else is not ours to draw. */
const ARTWORK_FILE = /^([A-Za-z0-9][A-Za-z0-9._-]{0,150})\.(svg|webp)$/;

/** "<sku>.pdf" of a safety data sheet, same character set. */
const PDF_FILE = /^([A-Za-z0-9][A-Za-z0-9._-]{0,150})\.pdf$/;

/** A data sheet follows the product's label; an hour of caching, then ETag revalidation. */
export const SAFETY_DATA_SHEET_CACHE_CONTROL = 'public, max-age=3600';
export const SAFETY_DATA_SHEET_NOT_FOUND = 'Bezpečnostní list tohoto produktu neexistuje.';

type ArtworkFile = { name: string; format: 'svg' | 'webp' };

function artworkFile(file: string): ArtworkFile | null {
  const match = ARTWORK_FILE.exec(file);
  return match?.[1] && (match[2] === 'svg' || match[2] === 'webp') ? { name: match[1], format: match[2] } : null;
}

/** A weak validator from the picture itself: any change of drawing or data gives a new one. */
export function imageEtag(svg: string): string {
  return `W/"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
}

function fresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

/** The SVG is self-contained; forbid anything active if it is ever opened directly. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The drawing itself; `kept: false` for an answer no cache may keep (and so without an ETag). */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, kept = true): FastifyReply {
  reply.header('x-content-type-options', 'nosniff').header('content-security-policy', SVG_CSP);
  if (!kept) reply.header('cache-control', 'no-store');
  else {
    const etag = imageEtag(svg);
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
    if (fresh(request, etag)) return reply.code(304).send();
  }
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
}

/** A drawing as asked: the SVG itself, or its WebP rendition at the kind's width (raster.ts). */
async function sendArtwork(request: FastifyRequest, reply: FastifyReply, kind: RasterArtworkKind, file: ArtworkFile, svg: string): Promise<FastifyReply> {
  if (file.format === 'svg') return sendSvg(request, reply, svg);
  const width = ARTWORK_WEBP_WIDTHS[kind];
  const etag = imageEtag(`${svg}\n${width}.webp`);
  if (fresh(request, etag)) return reply.code(304).header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag).send();
  const webp = await artworkWebp(etag, svg, width);
  // Renderings are queued past their limit: the drawing itself this once, kept by nobody.
  if (!webp) return sendSvg(request, reply, svg, false);
  return reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag).header('x-content-type-options', 'nosniff').header('content-type', 'image/webp').send(webp);
}

type FileParams = { Params: { file: string } };

/**
 * Generated images: /images/products/<sku>[-<n>].svg, /images/categories/<hash>.svg,
 * /images/articles/<alias>.svg, /images/brands/<slug>.svg. Products and categories are drawn from
 * what the database says about them (services/artwork.ts: name, category, brand, parameters), so
 * a product shows its kind in its brand's colour; articles from their alias alone. Products,
 * categories and articles are also served as .webp (raster.ts), which is what the shop's pages link.
 */
export async function mediaRoutes(app: FastifyInstance, services: Pick<Services, 'database' | 'config'>): Promise<void> {
  const db = () => services.database.db;

  /**
   * The safety data sheet of a chemical product (CLP, issue 15): /media/bezpecnostni-list/<sku>.pdf,
   * a PDF written from the product's label (services/safety-data-sheet-pdf.ts). 404 for an unknown
   * sku and for products without CLP information. Its revision date is today's, so the ETag (from
   * the label and the day) changes when the label or the day does.
   */
  app.get<FileParams>('/media/bezpecnostni-list/:file', async (request, reply) => {
    const sku = PDF_FILE.exec(request.params.file)?.[1];
    const facts = sku ? await safetyDataSheetFacts(db(), sku) : null;
    if (!facts) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: SAFETY_DATA_SHEET_NOT_FOUND });
    const today = new Date(new Date().toISOString().slice(0, 10));
    const etag = imageEtag(JSON.stringify([facts, today.toISOString(), services.config.shopName]));
    reply
      .header('cache-control', SAFETY_DATA_SHEET_CACHE_CONTROL)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="bezpecnostni-list-${facts.sku}.pdf"`);
    if (fresh(request, etag)) return reply.code(304).send();
    const pdf = await safetyDataSheetPdf(facts, { shopName: services.config.shopName, revisionDate: today });
    return reply.header('content-type', 'application/pdf').send(pdf);
  });

  app.get<FileParams>('/images/products/:file', async (request, reply) => {
    const file = artworkFile(request.params.file);
    if (!file) return reply.callNotFound();
    const { name } = file;
    // "<sku>-2" is the second picture of <sku>, unless a product is called that.
    const variant = /^(.+)-(\d)$/.exec(name);
    const second = variant?.[1] ? await productArtworkFacts(db(), variant[1]) : null;
    const facts = second ?? (await productArtworkFacts(db(), name));
    // An unknown sku still gets a (neutral) picture: a broken image helps nobody.
    return sendArtwork(request, reply, 'products', file, productImageSvg(facts ?? { name: '', brand: null }, second ? Number(variant?.[2]) : 1));
  });

  app.get<FileParams>('/images/categories/:file', async (request, reply) => {
    const file = artworkFile(request.params.file);
    if (!file) return reply.callNotFound();
    const node = await taxonomyArtworkFacts(db(), file.name);
    return sendArtwork(request, reply, 'categories', file, categoryImageSvg(categoryDrawing(node?.path, node?.name), node?.name ?? ''));
  });

  app.get<FileParams>('/images/articles/:file', async (request, reply) => {
    const file = artworkFile(request.params.file);
    if (!file) return reply.callNotFound();
    return sendArtwork(request, reply, 'articles', file, articleImageSvg(file.name));
  });

  app.get<FileParams>('/images/brands/:file', async (request, reply) => {
    // Logos stay SVG only.
    const file = artworkFile(request.params.file);
    if (file?.format !== 'svg') return reply.callNotFound();
    const { name } = file;
    return sendSvg(request, reply, brandImageSvg(name, await manufacturerNameBySlug(db(), name)));
  });
}
