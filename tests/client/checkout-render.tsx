// Renders a checkout page the way the app does: mocked Apollo with the app's cache, the app
// context, toasts, and a data router (loaders, navigation) whose other paths show a probe with
// the location, so a test can assert where "Pokračovat" led and with which router state.
import type { ApolloLink } from '@apollo/client';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type LoaderFunction } from 'react-router-dom';
import { createCache } from '../../src/client/apollo/cache';
import { createStaticSession } from '../../src/client/apollo/session';
import { AppContextProvider } from '../../src/client/app-context';
import { ToastProvider } from '../../src/client/ui';

export interface CheckoutRenderOptions {
  mocks?: readonly MockedResponse[];
  checkoutId?: string | null;
  pricesType?: 'B2C' | 'B2B';
  /** The path the page is mounted at (and opened with). */
  path: string;
  /** The URL opened, when it differs from path (query string). */
  url?: string;
  state?: unknown;
  loader?: LoaderFunction;
  /** A logged-in customer's name; anonymous without. */
  customer?: string;
  /** A link in place of the mocks (e.g. the app's error link in front of a MockLink). */
  link?: ApolloLink;
}

function Probe() {
  const location = useLocation();
  return (
    <p data-testid="probe" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </p>
  );
}

export function renderCheckout(ui: ReactNode, options: CheckoutRenderOptions): RenderResult {
  const session = createStaticSession({
    accessToken: 'test-token',
    accessTokenType: 'Bearer',
    checkoutId: options.checkoutId === undefined ? 'chk-test-1' : options.checkoutId,
    pricesType: options.pricesType ?? 'B2C',
    customer: options.customer ? { name: options.customer } : null,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ToastProvider>
            <Outlet />
          </ToastProvider>
        ),
        children: [
          { path: options.path.replace(/^\//, ''), element: ui, loader: options.loader },
          { path: '*', element: <Probe /> },
        ],
      },
    ],
    { initialEntries: [{ pathname: (options.url ?? options.path).split('?')[0], search: (options.url ?? '').includes('?') ? `?${(options.url ?? '').split('?')[1]}` : '', state: options.state }] },
  );
  return render(
    <MockedProvider mocks={options.mocks ?? []} cache={createCache()} {...(options.link ? { link: options.link } : {})}>
      <AppContextProvider value={{ session, shopName: 'Čisto', publicUrl: 'http://shop.test' }}>
        <RouterProvider router={router} />
      </AppContextProvider>
    </MockedProvider>,
  );
}

/** Text as the user reads it: Intl separates groups with no-break spaces. */
export function text(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
