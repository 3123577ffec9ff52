// The visitor's lists are watched once per page, and a first session (a product view recorded)
// re-renders only what depends on the checkout id: prices stay as they are.
import { useApolloClient, type ApolloClient } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/client/apollo/cache';
import { createStaticSession, type Session, type SessionSnapshot } from '../../src/client/apollo/session';
import { AppContextProvider, usePricesType } from '../../src/client/app-context';
import { CompareButton } from '../../src/client/features/compare/CompareButton';
import { useRecordProductView } from '../../src/client/features/compare/useRecordProductView';
import { useVisitorLists } from '../../src/client/features/compare/useVisitorLists';
import { VisitorListsProvider } from '../../src/client/features/compare/VisitorListsProvider';
import { ToastProvider } from '../../src/client/ui/Toast';
import { VisitorListsDocument, type VisitorListsQuery } from '../../src/generated/graphql';
import { listingProduct, recentlyViewedAddMock, visitorListsData } from '../fixtures/catalogue-listing';

/** A session whose checkout id the test can set, as the browser's session does on a first visit. */
function sessionWithSettableCheckout(checkoutId: string | null): Session & { learnCheckoutId(id: string): void } {
  const base = createStaticSession({ accessToken: 't', accessTokenType: 'Bearer', checkoutId, pricesType: 'B2C' });
  let snapshot: SessionSnapshot = base.getSnapshot();
  const listeners = new Set<() => void>();
  return {
    ...base,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    learnCheckoutId(id) {
      snapshot = { ...snapshot, checkoutId: id };
      for (const listener of listeners) listener();
    },
  };
}

let client: ApolloClient<unknown> | null = null;
function ClientProbe() {
  client = useApolloClient();
  return null;
}

const renders = { price: 0 };
function PriceProbe() {
  renders.price += 1;
  return <span>{usePricesType()}</span>;
}

const SKUS = Array.from({ length: 12 }, (_, i) => `SKU-${i}`);

function renderGrid(session: Session, cache = createCache()) {
  return render(
    <MockedProvider mocks={[]} cache={cache}>
      <AppContextProvider value={{ session, shopName: 'Čisto', publicUrl: 'http://shop.test' }}>
        <ToastProvider>
          <VisitorListsProvider>
            <MemoryRouter>
              <ClientProbe />
              <PriceProbe />
              {SKUS.map((sku) => (
                <CompareButton key={sku} sku={sku} />
              ))}
            </MemoryRouter>
          </VisitorListsProvider>
        </ToastProvider>
      </AppContextProvider>
    </MockedProvider>,
  );
}

function visitorListsWatches(): number {
  if (!client) throw new Error('no client');
  return [...client.getObservableQueries('active').values()].filter((query) => query.queryName === 'VisitorLists').length;
}

describe('visitor lists on a page of product cards', () => {
  it('are watched once, however many "Porovnat" buttons the page has', async () => {
    const cache = createCache();
    cache.writeQuery<VisitorListsQuery>({ query: VisitorListsDocument, data: visitorListsData(['SKU-3']) });
    renderGrid(sessionWithSettableCheckout('chk-1'), cache);
    const buttons = await screen.findAllByTestId('compare-add');
    expect(buttons).toHaveLength(SKUS.length);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(SKUS.map((sku) => String(sku === 'SKU-3')));
    expect(visitorListsWatches()).toBe(1);
  });

  it('a first session re-renders no price', async () => {
    renders.price = 0;
    const session = sessionWithSettableCheckout(null);
    const cache = createCache();
    cache.writeQuery<VisitorListsQuery>({ query: VisitorListsDocument, data: visitorListsData([]) });
    renderGrid(session, cache);
    expect(renders.price).toBe(1);
    expect(visitorListsWatches()).toBe(0);
    await act(async () => session.learnCheckoutId('chk-1'));
    expect(renders.price).toBe(1);
    expect(visitorListsWatches()).toBe(1);
  });
});

describe('recording a product view', () => {
  it('re-renders the product page not once: the answer only goes to the cache', async () => {
    const product = listingProduct(7);
    let pageRenders = 0;
    function ProductPageProbe() {
      pageRenders += 1;
      useRecordProductView(product.sku);
      return null;
    }
    function StripProbe() {
      return <output data-testid="recent">{useVisitorLists().recentlyViewed.join(',')}</output>;
    }
    const cache = createCache();
    render(
      <MockedProvider mocks={[recentlyViewedAddMock(product.sku, [product])]} cache={cache}>
        <AppContextProvider value={{ session: sessionWithSettableCheckout('chk-1'), shopName: 'Čisto', publicUrl: 'http://shop.test' }}>
          <ToastProvider>
            <VisitorListsProvider>
              <ProductPageProbe />
              <StripProbe />
            </VisitorListsProvider>
          </ToastProvider>
        </AppContextProvider>
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('recent').textContent).toBe(product.sku));
    expect(pageRenders).toBe(1);
  });
});
