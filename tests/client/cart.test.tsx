import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatCzk } from '../../src/domain';
import { AddToCartButton } from '../../src/client/features/cart/AddToCartButton';
import { CartBadge } from '../../src/client/features/cart/CartBadge';
import { CartPage } from '../../src/client/features/cart/CartPage';
import { mopProduct } from '../fixtures/catalogue';
import { CHECKOUT_ID, addToCartMock, cartWithMop, checkoutMock, emptyCart } from '../fixtures/cart';
import {
  MOP_SKU,
  cartDetail,
  checkoutDetailMock,
  checkoutState,
  couponApplyMock,
  emptyCartDetail,
  money,
  mutationError,
  resetMock,
  stepReachedMock,
  subject,
  updateSubjectsMock,
} from '../fixtures/checkout';
import { renderCheckout, text } from './checkout-render';
import { renderWithApp } from './render';

const norm = (s: string) => s.replace(/\s+/g, ' ');
const czk = (haler: number) => norm(formatCzk(haler));

describe('CartPage (step 1)', () => {
  it('lists each line with image, name, stock, unit price, stepper and total; services under it; totals and stats', async () => {
    renderCheckout(<CartPage />, { path: '/kosik', mocks: [checkoutDetailMock(checkoutState(), cartDetail())] });
    const [row] = await screen.findAllByTestId('cart-subject');
    expect(row!.querySelector('img')?.getAttribute('src')).toBe('/images/products/CIS-MOP-1.svg');
    expect(within(row!).getByRole('link', { name: 'Mop Čisto Profi' }).getAttribute('href')).toBe('/mop-cisto-profi/p/CIS-MOP-1');
    expect(within(row!).getByText('Skladem 10+ ks')).toBeTruthy();
    expect(text(within(row!).getByTestId('cart-subject-unit-price'))).toBe(czk(30_129));
    expect(within(row!).getByRole<HTMLInputElement>('textbox').value).toBe('2');
    expect(text(within(row!).getByTestId('cart-subject-total'))).toBe(czk(60_258));
    const [service] = screen.getAllByTestId('cart-indirect-subject');
    expect(text(service!)).toContain('Prodloužená záruka o 1 rok');
    expect(text(screen.getByTestId('cart-total-with-vat'))).toBe(czk(63_270));
    expect(text(screen.getByTestId('cart-total-without-vat'))).toBe(czk(52_290));
    expect(screen.getByTestId('cart-total-with-vat').className).toContain('cart-totals__grand');
    expect(text(screen.getByTestId('cart-stats-weight'))).toBe('2,4 kg');
    expect(text(screen.getByTestId('cart-stats-volume'))).toBe('12,5 l');
    expect(text(screen.getByTestId('cart-stats-dimension'))).toBe('145 cm');
    expect(screen.getByRole('navigation', { name: 'Průběh objednávky' }).querySelector('[aria-current="step"]')?.textContent).toBe('Košík');
  });

  it('shows B2B visitors the prices without VAT and stresses the total without VAT', async () => {
    renderCheckout(<CartPage />, { path: '/kosik', pricesType: 'B2B', mocks: [checkoutDetailMock(checkoutState(), cartDetail())] });
    const [row] = await screen.findAllByTestId('cart-subject');
    expect(text(within(row!).getByTestId('cart-subject-unit-price'))).toBe(czk(24_900));
    expect(screen.getByTestId('cart-total-without-vat').className).toContain('cart-totals__grand');
  });

  it('shows discounts per line', async () => {
    const discounted = cartDetail({
      subjects: [subject({ discounts: { __typename: 'SubjectDiscounts', discountCodes: ['SLEVA10'], totalDiscount: money(4_980, 6_026) } })],
    });
    renderCheckout(<CartPage />, { path: '/kosik', mocks: [checkoutDetailMock(checkoutState(), discounted)] });
    const discount = await screen.findByTestId('cart-subject-discount');
    expect(text(discount.querySelector('td:nth-child(2)'))).toBe('Sleva SLEVA10');
    expect(text(discount.querySelector('td.num'))).toBe(`−${czk(6_026)}`);
  });

  it('has an empty state, also for a visitor without a checkout', async () => {
    renderCheckout(<CartPage />, { path: '/kosik', mocks: [checkoutDetailMock(checkoutState(), emptyCartDetail)] });
    expect(await screen.findByText('Košík je prázdný.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hromadné přidání' }).getAttribute('href')).toBe('/kosik/hromadne-pridani');
  });

  it('says the cart is empty for a visitor without a checkout id, without a request', () => {
    renderCheckout(<CartPage />, { path: '/kosik', checkoutId: null });
    expect(screen.getByText('Košík je prázdný.')).toBeTruthy();
  });

  it('changes a quantity optimistically, then shows the server answer', async () => {
    const user = userEvent.setup();
    const answered = cartDetail({ subjects: [subject({ quantity: 3, subjectTotal: money(70_000, 84_700) })] });
    const mutation = { ...updateSubjectsMock([{ sku: MOP_SKU, quantity: 3, mode: 'SET' }], answered, checkoutState()), delay: 200 };
    renderCheckout(<CartPage />, { path: '/kosik', mocks: [checkoutDetailMock(checkoutState(), cartDetail()), mutation] });
    const [row] = await screen.findAllByTestId('cart-subject');
    await user.click(within(row!).getByRole('button', { name: 'Přidat kus' }));
    // At once, before the server answers: 3 × the unit price.
    expect(within(screen.getAllByTestId('cart-subject')[0]!).getByRole<HTMLInputElement>('textbox').value).toBe('3');
    expect(text(screen.getAllByTestId('cart-subject-total')[0]!)).toBe(czk(3 * 30_129));
    // Then the server's figures (a tier price here).
    await waitFor(() => expect(text(screen.getAllByTestId('cart-subject-total')[0]!)).toBe(czk(84_700)));
  });

  it('rolls the quantity back and toasts "Chyba při změně obsahu košíku" when the change fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const failing = { ...updateSubjectsMock([{ sku: MOP_SKU, quantity: 3, mode: 'SET' }], null, null), result: undefined, error: new Error('offline') };
    renderCheckout(<CartPage />, { path: '/kosik', mocks: [checkoutDetailMock(checkoutState(), cartDetail()), failing] });
    const [row] = await screen.findAllByTestId('cart-subject');
    await user.click(within(row!).getByRole('button', { name: 'Přidat kus' }));
    expect(await screen.findByText('Chyba při změně obsahu košíku')).toBeTruthy();
    await waitFor(() => expect(within(screen.getAllByTestId('cart-subject')[0]!).getByRole<HTMLInputElement>('textbox').value).toBe('2'));
    logged.mockRestore();
  });

  it('toasts the server reason of a refused change (e.g. not enough stock)', async () => {
    const user = userEvent.setup();
    const refused = updateSubjectsMock([{ sku: MOP_SKU, quantity: 3, mode: 'SET' }], cartDetail(), checkoutState(), [
      mutationError('OUT_OF_STOCK', `Produktu ${MOP_SKU} je skladem pouze 2 ks.`, MOP_SKU),
    ]);
    renderCheckout(<CartPage />, { path: '/kosik', mocks: [checkoutDetailMock(checkoutState(), cartDetail()), refused] });
    const [row] = await screen.findAllByTestId('cart-subject');
    await user.click(within(row!).getByRole('button', { name: 'Přidat kus' }));
    expect(await screen.findByText('Chyba při změně obsahu košíku')).toBeTruthy();
    expect(screen.getByText(`Produktu ${MOP_SKU} je skladem pouze 2 ks.`)).toBeTruthy();
  });

  it('removes a line (quantity 0)', async () => {
    const user = userEvent.setup();
    renderCheckout(<CartPage />, {
      path: '/kosik',
      mocks: [checkoutDetailMock(checkoutState(), cartDetail()), updateSubjectsMock([{ sku: MOP_SKU, quantity: 0, mode: 'SET' }], emptyCartDetail, checkoutState())],
    });
    await user.click(await screen.findByRole('button', { name: 'Odebrat z košíku: Mop Čisto Profi' }));
    expect(await screen.findByText('Košík je prázdný.')).toBeTruthy();
  });

  it('resets the cart after confirmation; a failure toasts "Chyba při resetování košíku"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const failing = { ...resetMock(null, null), result: undefined, error: new Error('offline') };
    renderCheckout(<CartPage />, { path: '/kosik', mocks: [checkoutDetailMock(checkoutState(), cartDetail()), failing, resetMock(emptyCartDetail, checkoutState())] });
    await user.click(await screen.findByTestId('cart-reset'));
    await user.click(await screen.findByTestId('cart-reset-confirm'));
    expect(await screen.findByText('Chyba při resetování košíku')).toBeTruthy();
    await user.click(screen.getByTestId('cart-reset'));
    await user.click(await screen.findByTestId('cart-reset-confirm'));
    expect(await screen.findByText('Košík je prázdný.')).toBeTruthy();
    expect(screen.getByText('Košík byl vyprázdněn.')).toBeTruthy();
    logged.mockRestore();
  });

  it('applies a coupon, and shows the Czech reason of a refused one at the field', async () => {
    const user = userEvent.setup();
    const withCoupon = cartDetail({
      couponsApplied: [{ __typename: 'AppliedCoupon', couponCode: 'SLEVA10', description: 'Sleva 10 %', active: true, message: null, discount: money(5_229, 6_327) }],
      totals: { ...cartDetail().totals, discount: money(5_229, 6_327) },
    });
    renderCheckout(<CartPage />, {
      path: '/kosik',
      mocks: [
        checkoutDetailMock(checkoutState(), cartDetail()),
        couponApplyMock('ZIMA2024', cartDetail(), checkoutState(), [mutationError('COUPON_EXPIRED', 'Platnost kupónu ZIMA2024 vypršela.')]),
        couponApplyMock('SLEVA10', withCoupon, checkoutState()),
      ],
    });
    const field = await screen.findByLabelText('Slevový kupón');
    await user.click(screen.getByRole('button', { name: 'Uplatnit' }));
    expect(await screen.findByText('Zadejte prosím kód kupónu.')).toBeTruthy();
    await user.type(field, ' ZIMA2024 ');
    await user.click(screen.getByRole('button', { name: 'Uplatnit' }));
    expect(await screen.findByText('Platnost kupónu ZIMA2024 vypršela.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'SLEVA10');
    await user.click(screen.getByRole('button', { name: 'Uplatnit' }));
    expect(text(await screen.findByTestId('applied-coupon'))).toContain('SLEVA10 Sleva 10 %');
    expect(text(screen.getByTestId('cart-total-discount'))).toBe(`−${czk(6_327)}`);
  });

  it('"Pokračovat" records the gift step and navigates; a refusal stays with the reason', async () => {
    const user = userEvent.setup();
    const reached = checkoutState({ furthestStep: 'gift' });
    const { unmount } = renderCheckout(<CartPage />, {
      path: '/kosik',
      mocks: [checkoutDetailMock(checkoutState(), cartDetail()), stepReachedMock('gift', reached)],
    });
    await user.click(await screen.findByTestId('checkout-continue'));
    expect((await screen.findByTestId('probe')).textContent).toBe('/kosik/vernostni-program');
    unmount();

    renderCheckout(<CartPage />, {
      path: '/kosik',
      mocks: [checkoutDetailMock(checkoutState(), cartDetail()), stepReachedMock('gift', checkoutState(), [mutationError('STEP_NOT_REACHABLE', 'Košík je prázdný.')])],
    });
    await user.click(await screen.findByTestId('checkout-continue'));
    expect(await screen.findByText('Košík je prázdný.')).toBeTruthy();
    expect(screen.queryByTestId('probe')).toBeNull();
  });
});

describe('CartBadge and add to cart', () => {
  it('shows 0 for a visitor without a checkout id, without any request', () => {
    renderWithApp(<CartBadge />, { checkoutId: null });
    expect(screen.getByTestId('cart-badge-count').textContent).toBe('0');
    expect(text(screen.getByTestId('cart-badge-total'))).toBe(czk(0));
  });

  it('adds with mode ADD and the badge updates from the normalised cache', async () => {
    const user = userEvent.setup();
    const added = cartDetail({ id: emptyCart.id });
    renderWithApp(
      <>
        <CartBadge />
        <AddToCartButton sku={mopProduct.sku} quantity={2} />
      </>,
      { checkoutId: CHECKOUT_ID, mocks: [checkoutMock(emptyCart), addToCartMock(mopProduct.sku, 2, added, checkoutState())] },
    );
    await waitFor(() => expect(screen.getByTestId('cart-badge-count').textContent).toBe('0'));
    await user.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(screen.getByTestId('cart-badge-count').textContent).toBe('1'));
    expect(text(screen.getByTestId('cart-badge-total'))).toBe(czk(63_270));
    expect(screen.getByRole('status').textContent).toBe('Přidáno do košíku');
  });

  it('shows the spec message when the update fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const failing = { ...addToCartMock(mopProduct.sku, 1, cartDetail(), checkoutState()), result: undefined, error: new Error('offline') };
    renderWithApp(<AddToCartButton sku={mopProduct.sku} quantity={1} />, { checkoutId: CHECKOUT_ID, mocks: [failing] });
    await user.click(screen.getByTestId('add-to-cart'));
    expect((await screen.findByRole('alert')).textContent).toBe('Chyba při změně obsahu košíku');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('keeps the header cart fixture in step with the checkout one', () => {
    expect(cartWithMop.subjects[0]!.sku).toBe(mopProduct.sku);
  });
});
