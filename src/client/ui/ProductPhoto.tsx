import type { ImgHTMLAttributes } from 'react';

export type ProductPhotoData = { alt: string; width: number; height: number; webpSrcset: string; jpegSrcset: string; src: string };

type ProductPhotoProps = {
  picture: ProductPhotoData;
  /** Which width the picture takes on the page, so the browser fetches the smallest sufficient rendition. */
  sizes: string;
  /** The box it is shown in (px); the height follows the picture's own aspect ratio, so nothing shifts. */
  boxWidth: number;
  className?: string;
  /** Empty when the text next to it already names the product (cards). */
  alt?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
};

/** An uploaded product photograph: WebP where the browser takes it, JPEG otherwise. */
export function ProductPhoto({ picture, sizes, boxWidth, className, alt, loading = 'lazy', fetchPriority }: ProductPhotoProps) {
  const height = Math.round((boxWidth * picture.height) / picture.width);
  return (
    <picture>
      <source type="image/webp" srcSet={picture.webpSrcset} sizes={sizes} />
      <source type="image/jpeg" srcSet={picture.jpegSrcset} sizes={sizes} />
      <img
        className={className}
        src={picture.src}
        alt={alt ?? picture.alt}
        width={boxWidth}
        height={height}
        loading={loading}
        decoding="async"
        {...(fetchPriority ? { fetchPriority } : {})}
      />
    </picture>
  );
}
