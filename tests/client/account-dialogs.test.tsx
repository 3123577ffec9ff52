// The account dialogs and their outcomes (spec sections 4, 5 and 8) with mocked auth answers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS } from '../../src/domain';
import { ForgottenPasswordDialog, LoginDialog, LogoutDialog, afterLogoutTarget } from '../../src/client/features/account/AccountDialogs';
import { AccountMenu } from '../../src/client/features/shell/AccountMenu';
import { cartWithMop, checkoutMock, emptyCart } from '../fixtures/cart';
import {
  JANA,
  afterLoginMock,
  contextUpdateMock,
  customer,
  customerMock,
  decisionMock,
  loginMock,
  loginRefused,
  loginSuccess,
  logoutMock,
  passwordRenewMock,
} from '../fixtures/account';
import { renderAccount } from './account-render';

async function fillLogin(username = JANA.username, password = JANA.password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mail/), username);
  await user.type(screen.getByLabelText(/Heslo/), password);
  await user.click(screen.getByTestId('login-submit'));
  return user;
}

const noop = () => undefined;

describe('login dialog', () => {
  it('requires the user name before asking the server', async () => {
    renderAccount(<LoginDialog returnTo={null} onSwitch={noop} onClose={noop} />);
    await userEvent.setup().click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Pole je povinné.')).toBeTruthy();
  });

  it('trims both fields and shows the credentials text of spec section 8', async () => {
    renderAccount(<LoginDialog returnTo={null} onSwitch={noop} onClose={noop} />, { mocks: [loginMock(loginRefused('invalid-credentials'))] });
    await fillLogin(`  ${JANA.username} `, ` ${JANA.password}  `);
    expect(await screen.findByText(ACCOUNT_TEXTS.loginCredentials)).toBeTruthy();
  });

  it('shows the fatal text when the server cannot be reached', async () => {
    renderAccount(<LoginDialog returnTo={null} onSwitch={noop} onClose={noop} />, { mocks: [loginMock(new Error('offline'))] });
    vi.spyOn(console, 'error').mockImplementation(noop);
    await fillLogin();
    expect(await screen.findByText(ACCOUNT_TEXTS.loginFatal)).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('stores the customer token, moves the cart to the customer pricing and returns to the requested page', async () => {
    const onClose = vi.fn();
    const { session } = renderAccount(<LoginDialog returnTo="/profil/faktury" onSwitch={noop} onClose={onClose} />, {
      mocks: [loginMock(loginSuccess), afterLoginMock([])],
    });
    await fillLogin();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(session.getSnapshot().customer).toEqual({ name: JANA.name });
    expect(session.currentAuthorization()).toBe('Bearer customer-token');
    expect((await screen.findByTestId('probe')).textContent).toBe('/profil/faktury');
  });

  it('asks about a saved cart after login and keeps the current one on request', async () => {
    const onClose = vi.fn();
    renderAccount(<LoginDialog returnTo={null} onSwitch={noop} onClose={onClose} />, {
      mocks: [loginMock(loginSuccess), afterLoginMock(['cart-saved']), decisionMock('keep', null, ['cart-saved'])],
    });
    const user = await fillLogin();
    const decision = await screen.findByTestId('after-login-decision');
    expect(within(decision).getByRole('button', { name: 'Sloučit s aktuálním košíkem' })).toBeTruthy();
    expect(within(decision).getByRole('button', { name: 'Použít uložený košík' })).toBeTruthy();
    await user.click(screen.getByTestId('after-login-keep'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('merges a saved cart into the current one', async () => {
    const onClose = vi.fn();
    renderAccount(<LoginDialog returnTo={null} onSwitch={noop} onClose={onClose} />, {
      mocks: [loginMock(loginSuccess), afterLoginMock(['cart-saved']), decisionMock('merge', 'cart-saved', [])],
    });
    const user = await fillLogin();
    await user.click(await screen.findByRole('button', { name: 'Sloučit s aktuálním košíkem' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Košíky byly sloučeny.')).toBeTruthy();
  });

  it('shows each saved cart with its items, total and date', async () => {
    renderAccount(<LoginDialog returnTo={null} onSwitch={noop} onClose={noop} />, { mocks: [loginMock(loginSuccess), afterLoginMock(['cart-saved'])] });
    await fillLogin();
    const decision = await screen.findByTestId('after-login-decision');
    expect(within(decision).getByTestId('saved-cart-lines').textContent).toBe('Mop Vileda Ultramax × 2Náhrada Vileda Ultramax × 3');
    expect(within(decision).getByTestId('saved-cart-total').textContent).toBe('Celkem 1\u00a0234,50\u00a0Kč');
    expect(decision.textContent).toContain('(uložen 20. 5. 2026)');
  });

  it('reports a merge with a refused line as partial, names the line and keeps it in the saved cart', async () => {
    const onClose = vi.fn();
    const refusedLine = { __typename: 'MutationError' as const, code: 'OUT_OF_STOCK', message: 'Produktu REFILL-9 je skladem pouze 1 ks.', sku: 'REFILL-9' };
    renderAccount(<LoginDialog returnTo={null} onSwitch={noop} onClose={onClose} />, {
      mocks: [loginMock(loginSuccess), afterLoginMock(['cart-saved']), decisionMock('merge', 'cart-saved', ['cart-saved'], [refusedLine])],
    });
    const user = await fillLogin();
    await user.click(await screen.findByRole('button', { name: 'Sloučit s aktuálním košíkem' }));
    const refused = await screen.findByTestId('after-login-refused');
    expect(refused.textContent).toBe('Náhrada Vileda Ultramax: Produktu REFILL-9 je skladem pouze 1 ks.');
    expect(screen.queryByText('Košík se nepodařilo upravit. Zkuste to prosím znovu.')).toBe(null);
    expect(await screen.findByText('Košíky byly sloučeny jen zčásti, některé produkty se nepodařilo přidat.')).toBeTruthy();
    // The saved cart with the refused line is still offered; nothing closed behind the shopper's back.
    expect(screen.getByTestId('after-login-decision').querySelector('[data-cart-id="cart-saved"]')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('forgotten password dialog', () => {
  it('validates the e-mail, then confirms the link was sent', async () => {
    const onClose = vi.fn();
    renderAccount(<ForgottenPasswordDialog onSwitch={noop} onClose={onClose} />, { mocks: [passwordRenewMock('jana@example.cz', 'success')] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail/), 'jana@');
    await user.click(screen.getByTestId('forgotten-submit'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.clear(screen.getByLabelText(/E-mail/));
    await user.type(screen.getByLabelText(/E-mail/), 'jana@example.cz');
    await user.click(screen.getByTestId('forgotten-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Odkaz pro nastavení nového hesla jsme vám poslali e-mailem.')).toBeTruthy();
  });

  it('warns "Obnovu hesla nebylo možné provést." for an unknown e-mail', async () => {
    renderAccount(<ForgottenPasswordDialog onSwitch={noop} onClose={noop} />, { mocks: [passwordRenewMock('nikdo@example.cz', 'emailNotFound')] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail/), 'nikdo@example.cz');
    await user.click(screen.getByTestId('forgotten-submit'));
    expect(await screen.findByText(ACCOUNT_TEXTS.passwordRenewEmailNotFound)).toBeTruthy();
  });

  it('shows an error toast for another failure', async () => {
    renderAccount(<ForgottenPasswordDialog onSwitch={noop} onClose={noop} />, { mocks: [passwordRenewMock('jana@example.cz', 'error')] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail/), 'jana@example.cz');
    await user.click(screen.getByTestId('forgotten-submit'));
    expect(await screen.findByText('Obnovu hesla se nepodařilo odeslat. Zkuste to prosím znovu.')).toBeTruthy();
  });
});

describe('logout dialog', () => {
  it('warns when the cart has products, logs out, resets the cart through checkout_context_update and reloads /kosik after a logout from a checkout step', async () => {
    const reload = vi.fn();
    const reset = vi.fn();
    const { session } = renderAccount(<LogoutDialog onClose={noop} reload={reload} />, {
      customer: JANA.name,
      path: '/kosik/adresa',
      mocks: [logoutMock('success'), checkoutMock(cartWithMop), contextUpdateMock(reset)],
    });
    expect(await screen.findByText(/V košíku máte produkty/)).toBeTruthy();
    await userEvent.setup().click(screen.getByTestId('logout-confirm'));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/kosik'));
    // The after-logout cart step went through the spec's GraphQL operation, before the reload.
    expect(reset).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().customer).toBe(null);
    expect(session.currentAuthorization()).toBe('Bearer anonymous-token');
    expect(window.sessionStorage.getItem('cisto-logout-notice')).toBe('1');
    window.sessionStorage.clear();
  });

  it('keeps the dialog open with an error toast when the logout fails (the customer repeats it)', async () => {
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(noop);
    const { session } = renderAccount(<LogoutDialog onClose={noop} reload={reload} />, {
      customer: JANA.name,
      mocks: [logoutMock(new Error('offline')), checkoutMock(emptyCart)],
    });
    expect(screen.queryByText(/V košíku máte produkty/)).toBe(null);
    await userEvent.setup().click(screen.getByTestId('logout-confirm'));
    expect(await screen.findByText('Odhlášení se nezdařilo. Zkuste to prosím znovu.')).toBeTruthy();
    expect(screen.getByTestId('logout-confirm')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(session.getSnapshot().customer).toEqual({ name: JANA.name });
    vi.restoreAllMocks();
  });

  it.each([
    ['/kosik/dodani', '', '/kosik'],
    ['/profil/objednavky', '?strana=2', '/'],
    ['/profil', '', '/'],
    ['/klub/body', '?x=1', '/klub/body?x=1'],
  ])('after a logout from %s%s the page loads %s', (pathname, search, target) => {
    expect(afterLogoutTarget(pathname, search)).toBe(target);
  });
});

describe('header account menu', () => {
  it('offers "Registrace/Přihlášení" to an anonymous visitor, which opens the login dialog', async () => {
    renderAccount(<AccountMenu />);
    const button = screen.getByTestId('account-login');
    expect(button.textContent).toBe('Registrace/Přihlášení');
    await userEvent.setup().click(button);
    expect(await screen.findByTestId('login-form')).toBeTruthy();
  });

  it('shows "Můj účet" with the orders count for a logged-in customer', async () => {
    renderAccount(<AccountMenu />, { customer: JANA.name, mocks: [customerMock(customer({ ordersCount: 4 }))] });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('account-menu'));
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Objednávky (4)' })).toBeTruthy());
    expect(items.map((item) => item.textContent)).toEqual(['Můj účet', 'Věrnostní program', expect.stringMatching(/^Objednávky/), 'Faktury', 'Odhlásit se']);
    await user.click(screen.getByRole('menuitem', { name: 'Odhlásit se' }));
    expect(await screen.findByTestId('logout-confirm')).toBeTruthy();
  });
});
