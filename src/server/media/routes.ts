import type { FastifyInstance, FastifyReply } from 'fastify';
import { placeholderSvg, productImageSvg } from './svg.js';

/** The artwork never changes for a given address, so browsers and CDNs may keep it forever. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** "<name>.svg" with a conservative character set: anything else is not ours to draw. */
const SVG_FILE = /^([A-Za-z0-9][A-Za-z0-9._-]{0,150})\.svg$/;

function baseName(file: string): string | null {
  return SVG_FILE.exec(file)?.[1] ?? null;
}

/** "jak-nakupovat" → "Jak nakupovat" (brand and article files are named by slug). */
function titleFromSlug(slug: string, capitaliseEach: boolean): string {
  const words = slug.split(/[-_.]+/).filter((w) => w !== '');
  return words
    .map((w, i) => (capitaliseEach || i === 0 ? `${w.charAt(0).toUpperCase()}${w.slice(1)}` : w))
    .join(' ');
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    // The SVG is self-contained; forbid anything active if it is ever opened directly.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

type FileParams = { Params: { file: string } };

/**
 * Generated images: /images/products/<sku>[-<variant>].svg, /images/categories/<hash>.svg,
 * /images/articles/<alias>.svg, /images/brands/<slug>.svg. Drawn from the file name alone (no
 * database), so it can be served from anywhere and cached forever.
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<FileParams>('/images/products/:file', async (request, reply) => {
    const name = baseName(request.params.file);
    if (!name) return reply.callNotFound();
    const variant = /^(.+)-(\d)$/.exec(name);
    const sku = variant?.[1] ?? name;
    return sendSvg(reply, productImageSvg(sku, null, variant ? Number(variant[2]) : 1));
  });

  app.get<FileParams>('/images/categories/:file', async (request, reply) => {
    const name = baseName(request.params.file);
    if (!name) return reply.callNotFound();
    // Category files are named by hash: nothing readable to print, the pictogram says enough.
    return sendSvg(reply, placeholderSvg('', name));
  });

  app.get<FileParams>('/images/articles/:file', async (request, reply) => {
    const name = baseName(request.params.file);
    if (!name) return reply.callNotFound();
    return sendSvg(reply, placeholderSvg(titleFromSlug(name, false), name));
  });

  app.get<FileParams>('/images/brands/:file', async (request, reply) => {
    const name = baseName(request.params.file);
    if (!name) return reply.callNotFound();
    return sendSvg(reply, placeholderSvg(titleFromSlug(name, true), name));
  });
}
