import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productPictureSrcset, productPictureUrl } from '../../src/domain';
import { ProductGallery } from '../../src/client/features/catalogue/product/ProductGallery';
import { ProductCard } from '../../src/client/features/catalogue/ProductCard';
import { mopProduct } from '../fixtures/catalogue';
import { renderWithApp } from './render';

const data = { hash: 'AbCdEfGhIjKlMnOpQrSt', widths: [320, 640, 960, 1280] };
const photo = {
  __typename: 'ProductPicture' as const,
  alt: 'Mop na dřevěné podlaze',
  width: 1600,
  height: 1200,
  webpSrcset: productPictureSrcset(data, 'webp'),
  jpegSrcset: productPictureSrcset(data, 'jpg'),
  src: productPictureUrl(data.hash, 1280, 'jpg'),
};

describe('uploaded product photographs', () => {
  it('the product page shows a <picture> with WebP and JPEG srcsets, its size, alt text and high priority', () => {
    const { container } = render(<ProductGallery images={['/images/products/MOP-100.svg']} pictures={[photo]} name="Mop" />);
    const sources = container.querySelectorAll('picture source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/webp', 'image/jpeg']);
    expect(sources[0]?.getAttribute('srcset')).toContain('/images/p/AbCdEfGhIjKlMnOpQrSt-640.webp 640w');
    expect(sources[0]?.getAttribute('sizes')).toBeTruthy();
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('alt')).toBe('Mop na dřevěné podlaze');
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('360');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(container.querySelector('img[src$=".svg"]')).toBeNull();
  });

  it('a product card loads its photograph lazily; without one it keeps the drawn artwork', () => {
    const withPhoto = renderWithApp(<ProductCard product={{ ...mopProduct, pictures: [photo] }} />);
    const img = withPhoto.container.querySelector('.product-card picture img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(withPhoto.container.querySelector('picture source[type="image/webp"]')?.getAttribute('srcset')).toContain('320w');
    withPhoto.unmount();
    const drawn = renderWithApp(<ProductCard product={mopProduct} />);
    expect(drawn.container.querySelector('picture')).toBeNull();
    expect(drawn.container.querySelector('.product-card__image')?.getAttribute('src')).toBe(mopProduct.image);
  });
});
