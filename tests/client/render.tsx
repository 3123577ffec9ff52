// Renders a component the way the app does: Apollo (mocked) with the app's cache policies,
// the app context with a session, and a router for links.
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../src/client/apollo/cache';
import { createStaticSession } from '../../src/client/apollo/session';
import { AppContextProvider } from '../../src/client/app-context';
import { ToastProvider } from '../../src/client/ui/Toast';
import { VisitorListsProvider } from '../../src/client/features/compare/VisitorListsProvider';

export interface RenderOptions {
  mocks?: readonly MockedResponse[];
  checkoutId?: string | null;
  pricesType?: 'B2C' | 'B2B';
}

export function renderWithApp(ui: ReactNode, options: RenderOptions = {}): RenderResult {
  const session = createStaticSession({
    accessToken: 'test-token',
    accessTokenType: 'Bearer',
    checkoutId: options.checkoutId ?? null,
    pricesType: options.pricesType ?? 'B2C',
  });
  return render(
    <MockedProvider mocks={options.mocks ?? []} cache={createCache()}>
      <AppContextProvider value={{ session, shopName: 'Čisto', publicUrl: 'http://shop.test' }}>
        {/* Listings offer "Porovnat": its toasts and the visitor lists come from providers the Layout gives the app. */}
        <ToastProvider>
          <VisitorListsProvider>
            <MemoryRouter>{ui}</MemoryRouter>
          </VisitorListsProvider>
        </ToastProvider>
      </AppContextProvider>
    </MockedProvider>,
  );
}

/** Text as the user reads it: Intl separates groups with no-break spaces. */
export function text(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
