// Renders catalogue, product, search and comparison components as the app does: a data router at
// `path` (listings navigate and read useNavigation), Apollo mocks over the app's cache
// policies, the app context and toasts. The probe shows the current URL (path + query).
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import type { InMemoryCache } from '@apollo/client';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createCache } from '../../src/client/apollo/cache';
import { createStaticSession, type Session } from '../../src/client/apollo/session';
import { AppContextProvider } from '../../src/client/app-context';
import { ToastProvider } from '../../src/client/ui/Toast';
import { VisitorListsProvider } from '../../src/client/features/compare/VisitorListsProvider';

export interface CatalogueRenderOptions {
  path?: string;
  mocks?: readonly MockedResponse[];
  checkoutId?: string | null;
  pricesType?: 'B2C' | 'B2B';
  cache?: InMemoryCache;
}

function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

export function renderCatalogue(
  ui: ReactNode,
  options: CatalogueRenderOptions = {},
): RenderResult & { session: Session; router: ReturnType<typeof createMemoryRouter>; cache: InMemoryCache } {
  const cache = options.cache ?? createCache();
  const session = createStaticSession({
    accessToken: 't',
    accessTokenType: 'Bearer',
    checkoutId: options.checkoutId ?? null,
    pricesType: options.pricesType ?? 'B2C',
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <UrlProbe />
          </>
        ),
      },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const result = render(
    <MockedProvider mocks={options.mocks ?? []} cache={cache}>
      <AppContextProvider value={{ session, shopName: 'Čisto', publicUrl: 'http://shop.test' }}>
        <ToastProvider>
          <VisitorListsProvider>
            <RouterProvider router={router} />
          </VisitorListsProvider>
        </ToastProvider>
      </AppContextProvider>
    </MockedProvider>,
  );
  return { ...result, session, router, cache };
}

/** The URL as the probe shows it, query decoded for readable assertions. */
export function currentUrl(container: ParentNode): string {
  const text = container.querySelector('[data-testid="url"]')?.textContent ?? '';
  return decodeURIComponent(text.replace(/\+/g, ' '));
}
