// Renders shell components as the app does: a cache pre-filled the way the root loader fills
// it (shell components read cache-only), the app context, toasts and a router at `path`.
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createCache } from '../../src/client/apollo/cache';
import { createStaticSession, type Session } from '../../src/client/apollo/session';
import { AppContextProvider } from '../../src/client/app-context';
import { ToastProvider } from '../../src/client/ui/Toast';
import { FooterDocument, NavigationCategoriesDocument, NavigationDocument, ShopSettingsDocument, StatusBarsDocument } from '../../src/generated/graphql';
import { footerData, navigationCategoriesData, navigationData, settingsData, statusBarsData } from '../fixtures/shell';

export interface ShellRenderOptions {
  path?: string;
  mocks?: readonly MockedResponse[];
  withShellData?: boolean;
  /**
   * Whether the mobile menu's category tree is in the cache already (as once the browser's idle
   * load is done; default), or still to be loaded (through `mocks`).
   */
  withCategories?: boolean;
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderShell(ui: ReactNode, options: ShellRenderOptions = {}): RenderResult & { session: Session; router: ReturnType<typeof createMemoryRouter> } {
  const cache = createCache();
  if (options.withShellData !== false) {
    cache.writeQuery({ query: NavigationDocument, data: navigationData });
    if (options.withCategories !== false) cache.writeQuery({ query: NavigationCategoriesDocument, data: navigationCategoriesData });
    cache.writeQuery({ query: FooterDocument, data: footerData });
    cache.writeQuery({ query: ShopSettingsDocument, data: settingsData });
    cache.writeQuery({ query: StatusBarsDocument, data: statusBarsData });
  }
  const session = createStaticSession({ accessToken: 't', accessTokenType: 'Bearer', checkoutId: null, pricesType: 'B2C' });
  // A data router, as in the app (Form, useSubmit and loaders need one).
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
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
          <RouterProvider router={router} />
        </ToastProvider>
      </AppContextProvider>
    </MockedProvider>,
  );
  return { ...result, session, router };
}
