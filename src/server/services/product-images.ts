// Uploaded product pictures (issue 16): validated by their content, stripped of metadata, turned
// upright and rendered once as WebP and JPEG at the widths the storefront asks for. The bytes are
// kept in PostgreSQL (product_images, product_image_variants) so every instance serves them.
import { createHash } from 'node:crypto';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import { PRODUCT_PICTURE_WIDTHS, productPictureUrl, type ProductPictureData, type ProductPictureFormat } from '../../domain/index.js';
import type { Db } from '../db/client.js';
import { productImages, productImageVariants, products } from '../db/schema.js';
import { writeAudit, type StaffActor } from './staff.js';

export const PRODUCT_IMAGE_WIDTHS = PRODUCT_PICTURE_WIDTHS;
export const PRODUCT_IMAGE_FORMATS = ['webp', 'jpg'] as const satisfies readonly ProductPictureFormat[];
export type ProductImageFormat = ProductPictureFormat;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_IMAGE_MIN_SIDE = 200;
/** Decoding bombs: a small file may claim a huge canvas. */
const MAX_PIXELS = 50_000_000;

export const PRODUCT_IMAGE_MESSAGES = {
  wrongType: 'Obrázek musí být ve formátu JPEG, PNG nebo WebP.',
  tooLarge: `Obrázek je příliš velký, nejvýše ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  tooSmall: `Obrázek je příliš malý, obě strany musí mít alespoň ${PRODUCT_IMAGE_MIN_SIDE} px.`,
  unreadable: 'Obrázek se nepodařilo přečíst, soubor je poškozený.',
  empty: 'Nebyl odeslán žádný soubor s obrázkem.',
  duplicate: 'Tento obrázek už produkt má.',
  productNotFound: 'Produkt neexistuje.',
  imageNotFound: 'Obrázek neexistuje.',
  altTooLong: 'Popis obrázku může mít nejvýše 300 znaků.',
  badOrder: 'Nové pořadí musí obsahovat právě všechny obrázky produktu.',
} as const;

export type ProductImageError = { code: keyof typeof PRODUCT_IMAGE_MESSAGES; message: string };
const fail = (code: ProductImageError['code']): ProductImageError => ({ code, message: PRODUCT_IMAGE_MESSAGES[code] });

export type ProductImageVariantView = { format: ProductImageFormat; width: number; height: number; url: string };
export type ProductImageView = { id: number; position: number; alt: string; width: number; height: number; hash: string; variants: ProductImageVariantView[] };

const productImageUrl = productPictureUrl;

/** The widths rendered for an original `width` px wide: never wider than the original. */
export function variantWidths(width: number): number[] {
  const below = PRODUCT_IMAGE_WIDTHS.filter((w) => w < width);
  // An original narrower than 1280 also gets its own width, so its full sharpness is offered.
  return width >= Math.max(...PRODUCT_IMAGE_WIDTHS) ? [...PRODUCT_IMAGE_WIDTHS] : [...below, width];
}

type Prepared = { hash: string; width: number; height: number; variants: { format: ProductImageFormat; width: number; height: number; bytes: Buffer }[] };

/** Validates and renders an upload; an error (Czech) for anything that is not a usable picture. */
export async function prepareProductImage(input: Buffer): Promise<Prepared | ProductImageError> {
  if (input.length === 0) return fail('empty');
  if (input.length > PRODUCT_IMAGE_MAX_BYTES) return fail('tooLarge');
  // Loaded on the first upload: libvips added 11–14 MB to the resident memory of every instance at
  // start, and only the back office's uploads use it.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return fail('wrongType');
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png' && meta.format !== 'webp') return fail('wrongType');
  if (!meta.width || !meta.height) return fail('unreadable');
  // EXIF orientations 5–8 swap the sides once the picture is turned upright.
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  if (width < PRODUCT_IMAGE_MIN_SIDE || height < PRODUCT_IMAGE_MIN_SIDE) return fail('tooSmall');
  try {
    // .rotate() without an angle applies the EXIF orientation; sharp drops metadata unless told to keep it.
    const upright = await sharp(input, { limitInputPixels: MAX_PIXELS, pages: 1 }).rotate().toBuffer();
    const variants: Prepared['variants'] = [];
    for (const w of variantWidths(width)) {
      const resized = sharp(upright).resize({ width: w, withoutEnlargement: true });
      for (const format of PRODUCT_IMAGE_FORMATS) {
        const pipeline = format === 'webp' ? resized.clone().webp({ quality: 80 }) : resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
        const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
        variants.push({ format, width: info.width, height: info.height, bytes: data });
      }
    }
    const hash = createHash('sha256').update(input).digest('base64url').replace(/[-_]/g, '').slice(0, 20);
    return { hash, width, height, variants };
  } catch {
    return fail('unreadable');
  }
}

export async function productImagesOf(db: Db, sku: string): Promise<ProductImageView[]> {
  const rows = await db.select().from(productImages).where(eq(productImages.productSku, sku)).orderBy(asc(productImages.position), asc(productImages.id));
  if (rows.length === 0) return [];
  const variants = await db
    .select({ imageId: productImageVariants.imageId, format: productImageVariants.format, width: productImageVariants.width, height: productImageVariants.height })
    .from(productImageVariants)
    .where(sql`${productImageVariants.imageId} in ${rows.map((r) => r.id)}`)
    .orderBy(asc(productImageVariants.width));
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    alt: r.alt,
    width: r.width,
    height: r.height,
    hash: r.hash,
    variants: variants
      .filter((v) => v.imageId === r.id)
      .map((v) => ({ format: v.format as ProductImageFormat, width: v.width, height: v.height, url: productImageUrl(r.hash, v.width, v.format as ProductImageFormat) })),
  }));
}

/**
 * Copies the product's pictures onto its row (products.pictures), in the caller's transaction:
 * product reads need no extra statement, and the row's change moves the page stamp, so the shared
 * page cache and answer caches drop the product's old pages at once.
 */
async function syncProductPictures(tx: Db, sku: string): Promise<void> {
  const pictures: ProductPictureData[] = (await productImagesOf(tx, sku)).map((image) => ({
    hash: image.hash,
    alt: image.alt,
    width: image.width,
    height: image.height,
    widths: image.variants.filter((v) => v.format === 'webp').map((v) => v.width),
  }));
  await tx.update(products).set({ pictures }).where(eq(products.sku, sku));
}

export async function addProductImage(db: Db, actor: StaffActor, sku: string, input: Buffer, alt = ''): Promise<{ ok: true; image: ProductImageView } | { ok: false; error: ProductImageError }> {
  const [product] = await db.select({ sku: products.sku }).from(products).where(eq(products.sku, sku.slice(0, 200)));
  if (!product) return { ok: false, error: fail('productNotFound') };
  const prepared = await prepareProductImage(input);
  if ('code' in prepared) return { ok: false, error: prepared };
  const outcome = await db.transaction(async (tx) => {
    const [dup] = await tx.select({ id: productImages.id }).from(productImages).where(and(eq(productImages.productSku, product.sku), eq(productImages.hash, prepared.hash)));
    if (dup) return null;
    const [last] = await tx.select({ position: max(productImages.position) }).from(productImages).where(eq(productImages.productSku, product.sku));
    const [row] = await tx
      .insert(productImages)
      .values({ productSku: product.sku, position: (last?.position ?? 0) + 1, alt: alt.trim().slice(0, 300), width: prepared.width, height: prepared.height, hash: prepared.hash })
      .returning();
    await tx.insert(productImageVariants).values(prepared.variants.map((v) => ({ imageId: row!.id, ...v })));
    await syncProductPictures(tx, product.sku);
    await writeAudit(tx, actor, {
      action: 'productImage.add',
      entity: 'product',
      entityId: product.sku,
      before: null,
      after: { imageId: row!.id, hash: prepared.hash, width: prepared.width, height: prepared.height },
    });
    return row!.id;
  });
  if (outcome === null) return { ok: false, error: fail('duplicate') };
  const image = (await productImagesOf(db, product.sku)).find((i) => i.id === outcome);
  return { ok: true, image: image! };
}

export async function setProductImageAlt(db: Db, actor: StaffActor, imageId: number, alt: string): Promise<ProductImageError | null> {
  const text = alt.trim();
  if (text.length > 300) return fail('altTooLong');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(productImages).where(eq(productImages.id, imageId)).for('update');
    if (!before) return fail('imageNotFound');
    await tx.update(productImages).set({ alt: text }).where(eq(productImages.id, imageId));
    await syncProductPictures(tx, before.productSku);
    await writeAudit(tx, actor, { action: 'productImage.alt', entity: 'product', entityId: before.productSku, before: { imageId, alt: before.alt }, after: { imageId, alt: text } });
    return null;
  });
}

export async function deleteProductImage(db: Db, actor: StaffActor, imageId: number): Promise<{ sku: string } | ProductImageError> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(productImages).where(eq(productImages.id, imageId)).returning();
    if (!before) return fail('imageNotFound');
    await syncProductPictures(tx, before.productSku);
    await writeAudit(tx, actor, { action: 'productImage.delete', entity: 'product', entityId: before.productSku, before: { imageId, hash: before.hash, alt: before.alt }, after: null });
    return { sku: before.productSku };
  });
}

/** Puts the product's pictures in the order of `imageIds` (all of them, each once); the first is the main one. */
export async function reorderProductImages(db: Db, actor: StaffActor, sku: string, imageIds: number[]): Promise<ProductImageError | null> {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: productImages.id, position: productImages.position }).from(productImages).where(eq(productImages.productSku, sku)).for('update');
    const known = new Set(rows.map((r) => r.id));
    if (imageIds.length !== rows.length || new Set(imageIds).size !== imageIds.length || !imageIds.every((id) => known.has(id))) return fail('badOrder');
    for (const [i, id] of imageIds.entries()) await tx.update(productImages).set({ position: i + 1 }).where(eq(productImages.id, id));
    await syncProductPictures(tx, sku);
    await writeAudit(tx, actor, {
      action: 'productImage.reorder',
      entity: 'product',
      entityId: sku,
      before: { order: [...rows].sort((a, b) => a.position - b.position).map((r) => r.id) },
      after: { order: imageIds },
    });
    return null;
  });
}

/** The bytes of one rendition, by the parts of its URL; null when there is none. */
export async function productImageVariantBytes(db: Db, hash: string, width: number, format: ProductImageFormat): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: productImageVariants.bytes })
    .from(productImageVariants)
    .innerJoin(productImages, eq(productImages.id, productImageVariants.imageId))
    .where(and(eq(productImages.hash, hash), eq(productImageVariants.width, width), eq(productImageVariants.format, format)))
    .limit(1);
  return row?.bytes ?? null;
}

/** A product's name and pictures for the back office; null for an unknown product. */
export async function productWithImages(db: Db, sku: string): Promise<{ sku: string; name: string; images: ProductImageView[] } | null> {
  const [product] = await db.select({ sku: products.sku, name: products.name }).from(products).where(eq(products.sku, sku.slice(0, 200)));
  if (!product) return null;
  return { ...product, images: await productImagesOf(db, product.sku) };
}

export async function skuOfProductImage(db: Db, imageId: number): Promise<string | null> {
  if (!Number.isSafeInteger(imageId)) return null;
  const [row] = await db.select({ sku: productImages.productSku }).from(productImages).where(eq(productImages.id, imageId));
  return row?.sku ?? null;
}
