// Product pictures: alt text, order and deletion; role catalogue (docs/back-office.md). Uploads go
// through the raw-body endpoint in src/server/media/product-images.ts.

import type { MutationResolvers, QueryResolvers } from '../../../generated/admin/server.js';
import {
  deleteProductImage,
  PRODUCT_IMAGE_MESSAGES,
  productWithImages,
  skuOfProductImage,
  reorderProductImages,
  setProductImageAlt,
  type ProductImageError,
} from '../../services/product-images.js';
import { requireRole } from '../guard.js';

/** A GraphQL ID as a picture's serial id; NaN (found nowhere) for anything else. */
const imageId = (id: string): number => (/^\d{1,9}$/.test(id) ? Number(id) : Number.NaN);

type ServicesDb = Parameters<typeof productWithImages>[0];

async function productView(db: ServicesDb, sku: string) {
  const product = await productWithImages(db, sku);
  return product && { ...product, images: product.images.map(({ id, ...image }) => ({ id: String(id), ...image })) };
}

const refused = (error: ProductImageError, field: string) => ({ ok: false, errors: [{ code: error.code, field, message: error.message }], product: null });
const notFound = refused({ code: 'imageNotFound', message: PRODUCT_IMAGE_MESSAGES.imageNotFound }, 'imageId');

export const imageQueries: Pick<QueryResolvers, 'productImages'> = {
  productImages: async (_parent, { productId }, ctx) => {
    requireRole(ctx, 'catalogue');
    return productView(ctx.services.database.db, productId);
  },
};

export const imageMutations: Pick<MutationResolvers, 'setProductImageAlt' | 'reorderProductImages' | 'deleteProductImage'> = {
  setProductImageAlt: async (_parent, args, ctx) => {
    const actor = requireRole(ctx, 'catalogue');
    const db = ctx.services.database.db;
    const id = imageId(args.imageId);
    const sku = await skuOfProductImage(db, id);
    if (!sku) return notFound;
    const error = await setProductImageAlt(db, actor, id, args.alt);
    if (error) return refused(error, 'alt');
    return { ok: true, errors: [], product: await productView(db, sku) };
  },
  reorderProductImages: async (_parent, args, ctx) => {
    const actor = requireRole(ctx, 'catalogue');
    const db = ctx.services.database.db;
    const product = await productView(db, args.productId);
    if (!product) return refused({ code: 'productNotFound', message: PRODUCT_IMAGE_MESSAGES.productNotFound }, 'productId');
    const error = await reorderProductImages(db, actor, product.sku, args.imageIds.map(imageId));
    if (error) return refused(error, 'imageIds');
    return { ok: true, errors: [], product: await productView(db, product.sku) };
  },
  deleteProductImage: async (_parent, args, ctx) => {
    const actor = requireRole(ctx, 'catalogue');
    const db = ctx.services.database.db;
    const id = imageId(args.imageId);
    if (Number.isNaN(id)) return notFound;
    const outcome = await deleteProductImage(db, actor, id);
    if ('code' in outcome) return refused(outcome, 'imageId');
    return { ok: true, errors: [], product: await productView(db, outcome.sku) };
  },
};
