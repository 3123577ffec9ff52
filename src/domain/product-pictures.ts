// Uploaded product pictures (issue 16): where their renditions live and how a page offers them.
// The server renders each picture once per format and width; the browser picks one by `sizes`.

export const PRODUCT_PICTURE_WIDTHS = [320, 640, 960, 1280] as const;
export type ProductPictureFormat = 'webp' | 'jpg';

/**
 * What a product row keeps about one uploaded picture (products.pictures), so every product read
 * can offer it without another statement. `widths` are those actually rendered (never wider than
 * the original).
 */
export type ProductPictureData = { hash: string; alt: string; width: number; height: number; widths: number[] };

/** Content-hashed: another picture has another hash, so an address is cacheable for ever. */
export function productPictureUrl(hash: string, width: number, format: ProductPictureFormat): string {
  return `/images/p/${hash}-${width}.${format}`;
}

export function productPictureSrcset(picture: Pick<ProductPictureData, 'hash' | 'widths'>, format: ProductPictureFormat): string {
  return picture.widths.map((w) => `${productPictureUrl(picture.hash, w, format)} ${w}w`).join(', ');
}
