// Uploaded product pictures over HTTP (issue 16): the upload endpoint of the back office and the
// content-hashed renditions the storefront links to.
import type { FastifyError, FastifyInstance } from 'fastify';
import { UserFacingError } from '../errors.js';
import { requireRole } from '../admin/guard.js';
import { STAFF_COOKIE } from '../admin/index.js';
import type { Services } from '../services/index.js';
import { staffForSession } from '../services/staff.js';
import { addProductImage, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MESSAGES, productImageVariantBytes, type ProductImageFormat } from '../services/product-images.js';

/** The address names the bytes (content hash), so a picture at one address never changes. */
export const PRODUCT_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PRODUCT_IMAGE_UPLOAD_PATH = '/api/admin/products/:id/images';
/**
 * A header no cross-site form can send: with the SameSite=Strict cookie it keeps uploads to the
 * back office's own pages (a cross-site fetch with it would need a CORS preflight we never grant).
 */
export const ADMIN_REQUEST_HEADER = 'x-cisto-admin';

const VARIANT_FILE = /^([A-Za-z0-9]{8,64})-(\d{2,4})\.(webp|jpg)$/;
const CONTENT_TYPES: Record<ProductImageFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

export async function productImageRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const db = () => services.database.db;

  app.get<{ Params: { file: string } }>('/images/p/:file', async (request, reply) => {
    const match = VARIANT_FILE.exec(request.params.file);
    if (!match) return reply.callNotFound();
    const [, hash = '', width = '', format = ''] = match;
    const etag = `"${hash}-${width}-${format}"`;
    const bytes = await productImageVariantBytes(db(), hash, Number(width), format as ProductImageFormat);
    if (!bytes) return reply.callNotFound();
    reply.header('cache-control', PRODUCT_IMAGE_CACHE_CONTROL).header('etag', etag).header('x-content-type-options', 'nosniff');
    const inm = request.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.header('content-type', CONTENT_TYPES[format as ProductImageFormat]).send(bytes);
  });

  await app.register(async (scope) => {
    // Only this scope reads raw image bodies; anything else keeps the usual JSON-only parsing.
    scope.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: PRODUCT_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ statusCode: 413, error: 'Payload Too Large', message: PRODUCT_IMAGE_MESSAGES.tooLarge });
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE')
        return reply.code(415).send({ statusCode: 415, error: 'Unsupported Media Type', message: PRODUCT_IMAGE_MESSAGES.wrongType });
      throw error;
    });

    scope.post<{ Params: { id: string }; Querystring: { alt?: string } }>(PRODUCT_IMAGE_UPLOAD_PATH, async (request, reply) => {
      const token = request.cookies[STAFF_COOKIE] ?? null;
      const staff = token ? await staffForSession(db(), token) : null;
      const actor = requireRole({ services, request, reply, staff, sessionToken: staff ? token : null }, 'catalogue');
      if (request.headers[ADMIN_REQUEST_HEADER] !== '1') throw new UserFacingError('Požadavek nepřišel z administrace obchodu.', 403);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new UserFacingError(PRODUCT_IMAGE_MESSAGES.empty, 400);
      const alt = typeof request.query.alt === 'string' ? request.query.alt : '';
      const outcome = await addProductImage(db(), actor, request.params.id, body, alt);
      if (!outcome.ok) {
        const status = outcome.error.code === 'productNotFound' ? 404 : outcome.error.code === 'tooLarge' ? 413 : outcome.error.code === 'wrongType' ? 415 : 422;
        return reply.code(status).send({ statusCode: status, error: outcome.error.code, message: outcome.error.message });
      }
      return reply.code(201).send({ image: outcome.image });
    });
  });
}
