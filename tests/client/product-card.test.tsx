import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCzk, formatUnitPrice, STOCK_TEXTS } from '../../src/domain';
import { QuantityPrices } from '../../src/client/features/catalogue/product/QuantityPrices';
import { ProductCard, ProductGrid } from '../../src/client/features/catalogue/ProductCard';
import { ratingFill, ratingLabel } from '../../src/client/ui/Rating';
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
    // The text and the spec's "Skladem N" note (issue 12, finding 3).
    expect(text(availability)).toBe(`${mopProduct.availability.text} (${mopProduct.availability.note})`);
    expect(screen.getByTestId('stock-note').textContent).toBe(' (Skladem 24)');
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

  it('fetches the first two pictures of a grid in the first screen first (the likely LCP), the rest as usual', () => {
    const products = [0, 1, 2, 3, 4].map((i) => ({ ...mopProduct, sku: `${mopProduct.sku}-${i}` }));
    const { container } = renderWithApp(<ProductGrid products={products} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null, null]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
    // A grid further down the page (eager count 0) competes with nothing.
    const { container: below } = renderWithApp(<ProductGrid products={products} eagerCount={0} />);
    expect([...below.querySelectorAll('img')].every((img) => !img.hasAttribute('fetchpriority'))).toBe(true);
  });

  it('announces a discount only as the server measured it: badge, struck-through 30-day lowest price and the note', () => {
    const discounted = {
      ...mopProduct,
      price: {
        ...mopProduct.price,
        originalAmountWithTax: 43_000,
        discountPercent: 30,
        lowestPrice30Days: { __typename: 'Money' as const, amount: 35_537, amountWithTax: 43_000, currency: 'CZK' },
      },
    };
    const { container } = renderWithApp(<ProductCard product={discounted} />, { pricesType: 'B2C' });
    expect(screen.getByTestId('discount-badge').textContent).toBe('−30\u00a0%');
    expect(text(container.querySelector('.price__original'))).toContain(norm(formatCzk(43_000)));
    expect(text(screen.getByTestId('lowest-price'))).toBe(norm(`Nejnižší cena za posledních 30 dní: ${formatCzk(43_000)}`));
  });

  it('shows no badge and no 30-day note without a discount', () => {
    renderWithApp(<ProductCard product={mopProduct} />);
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(screen.queryByTestId('lowest-price')).toBeNull();
    expect(screen.queryByTestId('unit-price')).toBeNull();
  });

  it('shows the unit price in the visitor\'s price type', () => {
    const liquid = { ...mopProduct, unitPrice: { __typename: 'UnitPrice' as const, amount: 9_907, amountWithTax: 11_987, unit: 'l' } };
    renderWithApp(<ProductCard product={liquid} />, { pricesType: 'B2C' });
    expect(screen.getByTestId('unit-price').textContent).toBe(formatUnitPrice(11_987, 'l'));
    expect(screen.getByTestId('unit-price').textContent).toBe('119,87\u00a0Kč/l');
  });
});

describe('ProductCard as shops show it (issue 13)', () => {
  it('rates with stars and the count, one accessible name for both', () => {
    renderWithApp(<ProductCard product={{ ...mopProduct, rating: 4.4, reviewCount: 8 }} />);
    const rating = screen.getByRole('img', { name: 'Hodnocení 4,4 z 5, 8 hodnocení' });
    expect(rating.textContent).toBe('(8)');
    expect((rating.querySelector('.rating__fill') as HTMLElement).style.width).toBe('88%');
  });

  it('shows no stars for a product nobody rated', () => {
    renderWithApp(<ProductCard product={{ ...mopProduct, rating: null, reviewCount: 0 }} />);
    expect(screen.queryByTestId('rating')).toBeNull();
  });

  it('puts the discount badge over the picture and offers "Porovnat" as a button with its icon', () => {
    const discounted = { ...mopProduct, price: { ...mopProduct.price, originalAmountWithTax: 43_000, discountPercent: 30 } };
    const { container } = renderWithApp(<ProductCard product={discounted} />);
    expect(container.querySelector('.product-card__discount')?.textContent).toBe('Sleva −30\u00a0%');
    const compare = screen.getByRole('button', { name: 'Porovnat' });
    expect(compare.getAttribute('aria-pressed')).toBe('false');
    expect(compare.querySelector('svg.icon')).not.toBeNull();
  });

  it('the filled share of the stars', () => {
    expect(ratingFill(4.4)).toBe(88);
    expect(ratingFill(5)).toBe(100);
    expect(ratingFill(7)).toBe(100);
    expect(ratingFill(-1)).toBe(0);
    expect(ratingLabel(4, 1)).toBe('Hodnocení 4 z 5, 1 hodnocení');
  });
});

describe('QuantityPrices: carton tiers in Czech (issue 12, finding 3)', () => {
  it('says "od 1 kartonu", "od 5 kartonů" and keeps "ks" for pieces', () => {
    const money = (amount: number) => ({ __typename: 'Money' as const, amount, amountWithTax: amount, currency: 'CZK' });
    const tiers = [
      { __typename: 'QuantityPrice' as const, packType: 'carton' as const, minQuantity: 1, price: money(100_000) },
      { __typename: 'QuantityPrice' as const, packType: 'carton' as const, minQuantity: 5, price: money(90_000) },
      { __typename: 'QuantityPrice' as const, packType: 'pcs' as const, minQuantity: 10, price: money(9_000) },
    ];
    const { unmount } = renderWithApp(<QuantityPrices tiers={tiers} packType="carton" quantity={1} />);
    const rows = screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(rows).toEqual(['od 1 kartonu', 'od 5 kartonů']);
    unmount();
    renderWithApp(<QuantityPrices tiers={tiers} packType="pcs" quantity={1} />);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['od 10 ks']);
  });
});
