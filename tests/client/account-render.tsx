// Renders account dialogs and profile pages as the app does: mocked Apollo with the app's cache,
// a static session (anonymous or logged in), toasts, the account provider and a data router
// whose other paths show a probe with the location.
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import type { NormalizedCacheObject } from '@apollo/client';
import type { InMemoryCache } from '@apollo/client';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type LoaderFunction } from 'react-router-dom';
import { createCache } from '../../src/client/apollo/cache';
import { createStaticSession, type Session } from '../../src/client/apollo/session';
import { AppContextProvider } from '../../src/client/app-context';
import { AccountProvider } from '../../src/client/features/account/AccountProvider';
import { ToastProvider } from '../../src/client/ui';
import { CHECKOUT_ID } from '../fixtures/account';

export interface AccountRenderOptions {
  mocks?: readonly MockedResponse[];
  /** The logged-in customer's name; anonymous when missing. */
  customer?: string;
  path?: string;
  url?: string;
  loader?: LoaderFunction;
  prepare?(cache: InMemoryCache): void;
  state?: NormalizedCacheObject;
}

function Probe() {
  const location = useLocation();
  return <p data-testid="probe">{`${location.pathname}${location.search}`}</p>;
}

export function renderAccount(ui: ReactNode, options: AccountRenderOptions = {}): RenderResult & { session: Session; cache: InMemoryCache } {
  const session = createStaticSession({
    accessToken: 'test-token',
    accessTokenType: 'Bearer',
    checkoutId: CHECKOUT_ID,
    pricesType: 'B2C',
    customer: options.customer ? { name: options.customer } : null,
  });
  const cache = createCache();
  options.prepare?.(cache);
  const path = options.path ?? '/';
  const url = options.url ?? path;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ToastProvider>
            <AccountProvider>
              <Outlet />
            </AccountProvider>
          </ToastProvider>
        ),
        children: [
          { path: path === '/' ? undefined : path.replace(/^\//, ''), index: path === '/' ? true : undefined, element: ui, loader: options.loader },
          { path: '*', element: <Probe /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <MockedProvider mocks={options.mocks ?? []} cache={cache}>
      <AppContextProvider value={{ session, shopName: 'Čisto', publicUrl: 'http://shop.test' }}>
        <RouterProvider router={router} />
      </AppContextProvider>
    </MockedProvider>,
  );
  return { ...result, session, cache };
}
