import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCzk, STOCK_TEXTS } from '../../src/domain';
import { ProductCard } from '../../src/client/features/catalogue/ProductCard';
import { mopProduct, soldOutProduct } from '../fixtures/catalogue';
import { renderWithApp, text } from './render';

const norm = (s: string) => s.replace(/\s+/g, ' ');

describe('ProductCard', () => {
  it('shows the price with VAT for consumers (B2C)', () => {
    const { container } = renderWithApp(<ProductCard product={mopProduct} />, { pricesType: 'B2C' });
    expect(text(container.querySelector('.price'))).toBe(norm(`${formatCzk(30_129)} s DPH`));
  });

  it('shows the price without VAT for businesses (B2B)', () => {
    const { container } = renderWithApp(<ProductCard product={mopProduct} />, { pricesType: 'B2B' });
    expect(text(container.querySelector('.price'))).toBe(norm(`${formatCzk(24_900)} bez DPH`));
  });

  it('shows the availability text in its colour and a "Do košíku" button when purchasable', () => {
    const { container } = renderWithApp(<ProductCard product={mopProduct} />);
    const availability = container.querySelector('.availability');
    expect(text(availability)).toBe(mopProduct.availability.text);
    expect(mopProduct.availability.text.startsWith(STOCK_TEXTS.inStock)).toBe(true);
    expect(availability?.classList.contains('availability--green')).toBe(true);
    expect(screen.getByTestId('add-to-cart').textContent).toBe('Do košíku');
  });

  it('shows a sold-out product in red and without the button', () => {
    const { container } = renderWithApp(<ProductCard product={soldOutProduct} />);
    const availability = container.querySelector('.availability');
    expect(text(availability)).toBe(STOCK_TEXTS.soldOut);
    expect(availability?.classList.contains('availability--red')).toBe(true);
    expect(screen.queryByTestId('add-to-cart')).toBe(null);
  });

  it('links the name to the product and sizes the image to avoid layout shift', () => {
    const { container } = renderWithApp(<ProductCard product={mopProduct} />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe(mopProduct.url);
    const img = container.querySelector('img');
    expect(img?.getAttribute('width')).toBe('240');
    expect(img?.getAttribute('height')).toBe('240');
  });
});
