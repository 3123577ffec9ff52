// "Koupit znovu" runs through the one cart-change path (useCartChange), so like every other add
// it stamps the cart's cache freshness: the next read of the cart within its 2-minute cache time
// is served from the cache ('cache-first') instead of asking the server again ('network-only').
import { useApolloClient } from '@apollo/client';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/client/apollo/cache';
import { fetchPolicyFor } from '../../src/client/apollo/cache-policies';
import { createStaticSession } from '../../src/client/apollo/session';
import { AppContextProvider } from '../../src/client/app-context';
import { useBuyAgain } from '../../src/client/features/profile/useCustomerOrders';
import { CHECKOUT_ID, emptyCartDetail, mutationError, updateSubjectsMock } from '../fixtures/checkout';

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
      <AppContextProvider value={{ session, shopName: 'Čisto' }}>{children}</AppContextProvider>
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
