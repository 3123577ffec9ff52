import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatCzk } from '../../src/domain';
import { AddToCartButton } from '../../src/client/features/cart/AddToCartButton';
import { CartBadge } from '../../src/client/features/cart/CartBadge';
import { CartPage } from '../../src/client/features/cart/CartPage';
import { mopProduct } from '../fixtures/catalogue';
import { CHECKOUT_ID, addToCartMock, cartWithMop, checkoutMock, emptyCart } from '../fixtures/cart';
import { renderWithApp, text } from './render';

const norm = (s: string) => s.replace(/\s+/g, ' ');

describe('CartPage', () => {
  it('lists each subject with quantity, unit price and subject total, and the totals', async () => {
    const { container } = renderWithApp(<CartPage />, { checkoutId: CHECKOUT_ID, mocks: [checkoutMock(cartWithMop)] });
    const rows = await screen.findAllByTestId('cart-subject');
    expect(rows).toHaveLength(1);
    const cells = [...rows[0]!.querySelectorAll('td')].map(text);
    expect(cells).toEqual([mopProduct.name, '2 ks', norm(formatCzk(30_129)), norm(formatCzk(60_258))]);
    expect(text(screen.getByTestId('cart-total-with-vat'))).toBe(norm(formatCzk(60_258)));
    expect(text(screen.getByTestId('cart-total-without-vat'))).toBe(norm(formatCzk(49_800)));
    expect(text(container.querySelector('h1'))).toBe('Košík');
  });

  it('shows prices without VAT to B2B visitors', async () => {
    renderWithApp(<CartPage />, { checkoutId: CHECKOUT_ID, pricesType: 'B2B', mocks: [checkoutMock(cartWithMop)] });
    const [row] = await screen.findAllByTestId('cart-subject');
    const cells = [...row!.querySelectorAll('td')].map(text);
    expect(cells.slice(2)).toEqual([norm(formatCzk(24_900)), norm(formatCzk(49_800))]);
  });

  it('says the cart is empty for a visitor without a checkout', () => {
    renderWithApp(<CartPage />, { checkoutId: null });
    expect(screen.getByText('Košík je prázdný.')).toBeTruthy();
  });
});

describe('CartBadge and add to cart', () => {
  it('shows 0 for a visitor without a checkout id, without any request', () => {
    renderWithApp(<CartBadge />, { checkoutId: null });
    expect(screen.getByTestId('cart-badge-count').textContent).toBe('0');
    expect(text(screen.getByTestId('cart-badge-total'))).toBe(norm(formatCzk(0)));
  });

  it('adds with mode ADD and the badge updates from the normalised cache', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <CartBadge />
        <AddToCartButton sku={mopProduct.sku} quantity={2} />
      </>,
      // The mutation mock matches only { sku, quantity: 2, mode: 'ADD' } exactly.
      { checkoutId: CHECKOUT_ID, mocks: [checkoutMock(emptyCart), addToCartMock(mopProduct.sku, 2, cartWithMop)] },
    );
    await waitFor(() => expect(screen.getByTestId('cart-badge-count').textContent).toBe('0'));

    await user.click(screen.getByTestId('add-to-cart'));

    await waitFor(() => expect(screen.getByTestId('cart-badge-count').textContent).toBe('1'));
    expect(text(screen.getByTestId('cart-badge-total'))).toBe(norm(formatCzk(60_258)));
    expect(screen.getByRole('status').textContent).toBe('Přidáno do košíku');
  });

  it('shows the spec message when the update fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const failing = { ...addToCartMock(mopProduct.sku, 1, cartWithMop), result: undefined, error: new Error('offline') };
    renderWithApp(<AddToCartButton sku={mopProduct.sku} quantity={1} />, { checkoutId: CHECKOUT_ID, mocks: [failing] });
    await user.click(screen.getByTestId('add-to-cart'));
    expect((await screen.findByRole('alert')).textContent).toBe('Chyba při změně obsahu košíku');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
