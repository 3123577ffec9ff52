// The stock watchdog's components (issue 16) with MockedProvider: the "Hlídat dostupnost" form
// (Czech validation before any request, an empty quantity sent as null, the customer's e-mail
// prefilled from the cache, the server's refusal shown in the form) and the profile's list with
// its states and "Zrušit hlídání".
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../src/client/apollo/cache';
import { createStaticSession } from '../../src/client/apollo/session';
import { AppContextProvider } from '../../src/client/app-context';
import { ToastProvider } from '../../src/client/ui/Toast';
import { VisitorListsProvider } from '../../src/client/features/compare/VisitorListsProvider';
import StockWatchForm from '../../src/client/features/stock-watch/StockWatchForm';
import { ProfileStockWatchesPage } from '../../src/client/features/stock-watch/ProfileStockWatchesPage';
import { MESSAGES, STOCK_WATCH_TEXTS } from '../../src/domain';
import { CustomerDocument } from '../../src/generated/graphql';
import { customer } from '../fixtures/account';
import { cancelMock, stockWatch, stockWatchesMock, subscribeMock } from '../fixtures/stock-watch';

function renderApp(ui: ReactNode, mocks: readonly MockedResponse[] = [], loggedInEmail: string | null = null) {
  const cache = createCache();
  if (loggedInEmail) cache.writeQuery({ query: CustomerDocument, data: { customer: customer({ email: loggedInEmail }) } });
  const session = createStaticSession({ accessToken: 't', accessTokenType: 'Bearer', checkoutId: null, pricesType: 'B2C' });
  return render(
    <MockedProvider mocks={mocks} cache={cache}>
      <AppContextProvider value={{ session, shopName: 'Čisto', publicUrl: 'http://shop.test' }}>
        <ToastProvider>
          <VisitorListsProvider>
            <MemoryRouter>{ui}</MemoryRouter>
          </VisitorListsProvider>
        </ToastProvider>
      </AppContextProvider>
    </MockedProvider>,
  );
}

describe('Hlídat dostupnost form', () => {
  it('refuses a bad e-mail and quantity in Czech without sending', async () => {
    const user = userEvent.setup();
    renderApp(<StockWatchForm sku="MOP-100" onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: STOCK_WATCH_TEXTS.submit }));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    await user.type(screen.getByLabelText(/E-mail/), 'jana@');
    await user.type(screen.getByLabelText(/Množství/), '0');
    await user.click(screen.getByRole('button', { name: STOCK_WATCH_TEXTS.submit }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText('Zadejte číslo větší než 0.')).toBeTruthy();
    expect(screen.getByText(STOCK_WATCH_TEXTS.lifetime)).toBeTruthy();
  });

  it('sends a visitor’s e-mail with no quantity as null, toasts and closes', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderApp(<StockWatchForm sku="MOP-100" onDone={onDone} />, [subscribeMock({ sku: 'MOP-100', email: 'petr@example.cz', quantity: null })]);
    await user.type(screen.getByLabelText(/E-mail/), 'petr@example.cz');
    await user.click(screen.getByRole('button', { name: STOCK_WATCH_TEXTS.submit }));
    expect((await screen.findAllByText(STOCK_WATCH_TEXTS.subscribed)).length).toBeGreaterThan(0);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('prefills the customer’s e-mail and sends the quantity', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderApp(<StockWatchForm sku="MOP-100" onDone={onDone} />, [subscribeMock({ sku: 'MOP-100', email: 'jana.novakova@example.cz', quantity: 24 })], 'jana.novakova@example.cz');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('jana.novakova@example.cz');
    await user.type(screen.getByLabelText(/Množství/), '24');
    await user.click(screen.getByRole('button', { name: STOCK_WATCH_TEXTS.submit }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it('shows the server’s refusal in the form and stays open', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const refusal = subscribeMock(
      { sku: 'MOP-100', email: 'petr@example.cz', quantity: null },
      { ok: false, watch: null, errors: [{ __typename: 'MutationError', code: 'IN_STOCK', message: STOCK_WATCH_TEXTS.inStock }] },
    );
    renderApp(<StockWatchForm sku="MOP-100" onDone={onDone} />, [refusal]);
    await user.type(screen.getByLabelText(/E-mail/), 'petr@example.cz');
    await user.click(screen.getByRole('button', { name: STOCK_WATCH_TEXTS.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(STOCK_WATCH_TEXTS.inStock);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('profile: Hlídání dostupnosti', () => {
  it('lists the watches with quantity and state, and cancels an active one', async () => {
    const user = userEvent.setup();
    const active = stockWatch({ quantity: 24 });
    const notified = stockWatch({ id: 'w-2', sku: 'KBL-10', productName: 'Kbelík', productUrl: '/kbelik/p/KBL-10', state: 'notified', stateText: 'Odesláno upozornění', notifiedAt: '2026-05-10T08:00:00.000Z' });
    renderApp(<ProfileStockWatchesPage />, [stockWatchesMock([active, notified]), cancelMock(active)]);
    const row = await screen.findByTestId('stock-watch-MOP-100');
    expect(row.textContent).toContain('Mop Vileda');
    expect(row.textContent).toContain('24 ks');
    expect(row.textContent).toContain('Hlídá se');
    const other = screen.getByTestId('stock-watch-KBL-10');
    expect(other.textContent).toContain('Odesláno upozornění');
    expect(within(other).queryByRole('button')).toBeNull();

    await user.click(within(row).getByRole('button', { name: STOCK_WATCH_TEXTS.cancel }));
    await vi.waitFor(() => expect(screen.getByTestId('stock-watch-MOP-100').textContent).toContain('Zrušeno'));
    expect(within(screen.getByTestId('stock-watch-MOP-100')).queryByRole('button')).toBeNull();
  });

  it('says so when there is nothing watched', async () => {
    renderApp(<ProfileStockWatchesPage />, [stockWatchesMock([])]);
    expect(await screen.findByText(STOCK_WATCH_TEXTS.empty)).toBeTruthy();
  });
});
