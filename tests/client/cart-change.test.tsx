// "Koupit znovu" runs through the one cart-change path (useCartChange), so like every other add
// it stamps the cart's cache freshness: the next read of the cart within its 2-minute cache time
// is served from the cache ('cache-first') instead of asking the server again ('network-only').
import { useApolloClient } from '@apollo/client';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/client/apollo/cache';
import { fetchPolicyFor } from '../../src/client/apollo/cache-policies';
import { createStaticSession } from '../../src/client/apollo/session';
import { AppContextProvider } from '../../src/client/app-context';
import { useCartActions } from '../../src/client/features/cart/useCartActions';
import { useBuyAgain } from '../../src/client/features/profile/useCustomerOrders';
import { cartMessages } from '../../src/client/texts/cart';
import { ToastProvider } from '../../src/client/ui/Toast';
import { CART_TOASTS } from '../../src/domain';
import { CheckoutCartCouponRemoveDocument, CheckoutCartIndirectUpdateDocument } from '../../src/generated/graphql';
import { CHECKOUT_ID, couponApplyMock, emptyCartDetail, mutationError, resetMock, subject, updateSubjectsMock } from '../fixtures/checkout';

const cartRead = { checkoutId: CHECKOUT_ID, locale: 'cs' };
const THREE_MINUTES = 3 * 60_000;
const items = [
  { sku: 'MOP-1', quantity: 2 },
  { sku: 'HOUBA-3', quantity: 1 },
];
const batch = items.map((item) => ({ ...item, mode: 'ADD' as const }));

function renderBuyAgain(mocks: readonly MockedResponse[]) {
  const session = createStaticSession({ accessToken: 'test-token', accessTokenType: 'Bearer', checkoutId: CHECKOUT_ID, pricesType: 'B2C', customer: { name: 'Jana' } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={createCache()}>
      <AppContextProvider value={{ session, shopName: 'Čisto', publicUrl: 'http://shop.test' }}>{children}</AppContextProvider>
    </MockedProvider>
  );
  return renderHook(() => ({ ...useBuyAgain(), client: useApolloClient() }), { wrapper });
}

describe('Koupit znovu (useBuyAgain)', () => {
  it('without a cart change, a cart read older than 2 minutes asks the server again', () => {
    const { result } = renderBuyAgain([]);
    const { client } = result.current;
    fetchPolicyFor(client, 'cart', cartRead, Date.now() - THREE_MINUTES);
    expect(fetchPolicyFor(client, 'cart', cartRead)).toBe('network-only');
  });

  it('stamps the cart fresh: the next cart read is served from the cache', async () => {
    const { result } = renderBuyAgain([updateSubjectsMock(batch, emptyCartDetail, null)]);
    const { client } = result.current;
    fetchPolicyFor(client, 'cart', cartRead, Date.now() - THREE_MINUTES);
    let answer: { partly: boolean } | undefined;
    await act(async () => {
      answer = await result.current.buyAgain(items);
    });
    expect(answer).toEqual({ partly: false });
    expect(fetchPolicyFor(client, 'cart', cartRead)).toBe('cache-first');
  });

  it('stamps the cart fresh also when the cart refused some products (the answer carries the cart)', async () => {
    const refused = mutationError('CART_LIMIT', 'Produkt HOUBA-3 již nelze přidat.', 'HOUBA-3');
    const { result } = renderBuyAgain([updateSubjectsMock(batch, emptyCartDetail, null, [refused])]);
    const { client } = result.current;
    fetchPolicyFor(client, 'cart', cartRead, Date.now() - THREE_MINUTES);
    let answer: { partly: boolean } | undefined;
    await act(async () => {
      answer = await result.current.buyAgain(items);
    });
    expect(answer).toEqual({ partly: true });
    expect(fetchPolicyFor(client, 'cart', cartRead)).toBe('cache-first');
  });

  it('still throws when the request fails, and stamps nothing', async () => {
    const { result } = renderBuyAgain([{ request: updateSubjectsMock(batch, emptyCartDetail, null).request, error: new Error('offline') }]);
    const { client } = result.current;
    fetchPolicyFor(client, 'cart', cartRead, Date.now() - THREE_MINUTES);
    await act(async () => {
      await expect(result.current.buyAgain(items)).rejects.toThrow();
    });
    expect(fetchPolicyFor(client, 'cart', cartRead)).toBe('network-only');
  });
});

// The cart page's other changes (services, reset, coupons) run through the same path: the same
// freshness stamp on every answer, the same Czech reasons, a failed request stamps nothing.
describe('the cart page changes (useCartActions) on the one cart-change path', () => {
  function renderActions(mocks: readonly MockedResponse[]) {
    const session = createStaticSession({ accessToken: 'test-token', accessTokenType: 'Bearer', checkoutId: CHECKOUT_ID, pricesType: 'B2C' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={mocks} cache={createCache()}>
        <AppContextProvider value={{ session, shopName: 'Čisto', publicUrl: 'http://shop.test' }}>
          <ToastProvider>{children}</ToastProvider>
        </AppContextProvider>
      </MockedProvider>
    );
    const view = renderHook(() => ({ ...useCartActions(CHECKOUT_ID, null, null), client: useApolloClient() }), { wrapper });
    fetchPolicyFor(view.result.current.client, 'cart', cartRead, Date.now() - THREE_MINUTES);
    return view;
  }

  it('a refused coupon answers the server\'s Czech reason and still stamps the cart fresh', async () => {
    const refused = mutationError('COUPON_EXPIRED', 'Platnost kupónu ZIMA2024 skončila.');
    const { result } = renderActions([couponApplyMock('ZIMA2024', emptyCartDetail, null, [refused])]);
    let problem: string | null = null;
    await act(async () => {
      problem = await result.current.applyCoupon(' ZIMA2024 ');
    });
    expect(problem).toBe('Platnost kupónu ZIMA2024 skončila.');
    expect(fetchPolicyFor(result.current.client, 'cart', cartRead)).toBe('cache-first');
  });

  it('an empty coupon asks nothing; a failed request answers the spec text and stamps nothing', async () => {
    const { result } = renderActions([{ request: couponApplyMock('SLEVA10', emptyCartDetail, null).request, error: new Error('offline') }]);
    let problems: (string | null)[] = [];
    await act(async () => {
      problems = [await result.current.applyCoupon('  '), await result.current.applyCoupon('SLEVA10')];
    });
    expect(problems).toEqual([cartMessages.couponEmpty, cartMessages.couponFailed]);
    expect(fetchPolicyFor(result.current.client, 'cart', cartRead)).toBe('network-only');
  });

  it('reset, coupon removal and service removal stamp the cart fresh; a refused one toasts its reason', async () => {
    const parent = subject({ id: 'line-1' });
    const { result } = renderActions([
      resetMock(emptyCartDetail, null),
      {
        request: { query: CheckoutCartCouponRemoveDocument, variables: { ...cartRead, couponCode: 'SLEVA10' } },
        result: { data: { checkout_cart_coupon_remove: { __typename: 'CartMutationResult', ok: true, errors: [], cart: emptyCartDetail, checkout: null } } },
      },
      {
        request: { query: CheckoutCartIndirectUpdateDocument, variables: { ...cartRead, update: { parentId: 'line-1', sku: 'SERVIS-1', quantity: 0 } } },
        result: {
          data: {
            checkout_cart_update_subject_indirect: {
              __typename: 'CartMutationResult',
              ok: false,
              errors: [mutationError('SERVICE_REQUIRED', 'Tuto službu nelze odebrat.')],
              cart: emptyCartDetail,
              checkout: null,
            },
          },
        },
      },
    ]);
    const outcomes: boolean[] = [];
    await act(async () => {
      outcomes.push(await result.current.reset());
      outcomes.push(await result.current.removeCoupon('SLEVA10'));
      outcomes.push(await result.current.removeService(parent, 'SERVIS-1'));
    });
    expect(outcomes).toEqual([true, true, false]);
    expect(fetchPolicyFor(result.current.client, 'cart', cartRead)).toBe('cache-first');
    expect(await screen.findByText('Tuto službu nelze odebrat.')).toBeTruthy();
    expect(screen.getByText(CART_TOASTS.updateFailed)).toBeTruthy();
  });

  it('a failed reset toasts "Chyba při resetování košíku" and stamps nothing', async () => {
    const { result } = renderActions([{ request: resetMock(emptyCartDetail, null).request, error: new Error('offline') }]);
    let ok = true;
    await act(async () => {
      ok = await result.current.reset();
    });
    expect(ok).toBe(false);
    expect(await screen.findByText(CART_TOASTS.resetFailed)).toBeTruthy();
    expect(fetchPolicyFor(result.current.client, 'cart', cartRead)).toBe('network-only');
  });
});
