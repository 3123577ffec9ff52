import { useState } from 'react';
import { detailMessages } from '../../../texts/detail';
import { cx } from '../../../ui/cx';
import { ProductPhoto, type ProductPhotoData } from '../../../ui/ProductPhoto';

export const DETAIL_IMAGE_SIZE = 480;
const THUMB_SIZE = 80;

/** Up to 480 px wide; the whole width of a phone. */
const MAIN_SIZES = `(max-width: ${DETAIL_IMAGE_SIZE}px) 100vw, ${DETAIL_IMAGE_SIZE}px`;

/**
 * The main image and its thumbnails; the first image loads eagerly (it is the page's LCP).
 * Uploaded photographs (`pictures`) take the place of the drawn artwork (`images`).
 */
export function ProductGallery({ images, pictures = [], name }: { images: readonly string[]; pictures?: readonly ProductPhotoData[]; name: string }) {
  const [index, setIndex] = useState(0);
  if (pictures.length > 0) return <PhotoGallery pictures={pictures} name={name} index={index} setIndex={setIndex} />;
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

function PhotoGallery({ pictures, name, index, setIndex }: { pictures: readonly ProductPhotoData[]; name: string; index: number; setIndex: (i: number) => void }) {
  const main = pictures[index] ?? pictures[0];
  return (
    <div className="product-gallery" aria-label={detailMessages.gallery} role="group">
      {main ? (
        <ProductPhoto
          picture={main}
          className="product-gallery__main"
          alt={main.alt || name}
          boxWidth={DETAIL_IMAGE_SIZE}
          sizes={MAIN_SIZES}
          loading="eager"
          fetchPriority="high"
        />
      ) : null}
      {pictures.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {pictures.map((picture, i) => (
            <li key={picture.src}>
              <button
                type="button"
                className={cx('product-gallery__thumb', i === index && 'product-gallery__thumb--active')}
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={`${detailMessages.image} ${i + 1}`}
              >
                <ProductPhoto picture={picture} alt="" boxWidth={THUMB_SIZE} sizes={`${THUMB_SIZE}px`} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
