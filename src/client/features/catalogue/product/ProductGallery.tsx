import { useState } from 'react';
import { detailMessages } from '../../../texts/detail';
import { cx } from '../../../ui/cx';

export const DETAIL_IMAGE_SIZE = 480;
const THUMB_SIZE = 80;

/** The main image and its thumbnails; the first image loads eagerly (it is the page's LCP). */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const main = images[index] ?? images[0];
  return (
    <div className="product-gallery" aria-label={detailMessages.gallery} role="group">
      {main ? (
        <img className="product-gallery__main" src={main} alt={name} width={DETAIL_IMAGE_SIZE} height={DETAIL_IMAGE_SIZE} fetchPriority="high" />
      ) : (
        <span className="product-gallery__main product-gallery__main--empty" aria-hidden="true" />
      )}
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={cx('product-gallery__thumb', i === index && 'product-gallery__thumb--active')}
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={`${detailMessages.image} ${i + 1}`}
              >
                <img src={src} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
