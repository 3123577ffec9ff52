import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '../../src/client/features/shell/Footer';
import { StatusBars } from '../../src/client/features/shell/StatusBars';
import { copyrightYears, parseClosedStatusBars } from '../../src/domain';
import { text } from './render';
import { renderShell } from './shell-render';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

function closedCookie(): string[] {
  const raw = document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith('closedStatusBars='));
  return parseClosedStatusBars(raw ? decodeURIComponent(raw.slice('closedStatusBars='.length)) : null);
}

describe('status bars', () => {
  afterEach(clearCookies);

  it('shows bars for the path only, with sanitised HTML from the API', () => {
    renderShell(<StatusBars />, { path: '/' });
    expect(document.querySelector('[data-status-bar="everywhere"]')?.innerHTML).toContain('<strong>zdarma</strong>');
    expect(document.querySelector('[data-status-bar="cart-only"]')).toBeNull();
    expect(document.querySelector('[data-status-bar="fixed"]')).not.toBeNull();
  });

  it('shows the cart bar under /kosik', () => {
    renderShell(<StatusBars />, { path: '/kosik/dodani' });
    expect(document.querySelector('[data-status-bar="cart-only"]')).not.toBeNull();
  });

  it('closing hides the bar and stores its id in the closedStatusBars cookie; unclosable bars have no button', async () => {
    const user = userEvent.setup();
    renderShell(<StatusBars />, { path: '/' });
    const buttons = screen.getAllByRole('button', { name: 'Zavřít upozornění' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    expect(document.querySelector('[data-status-bar="everywhere"]')).toBeNull();
    expect(document.querySelector('[data-status-bar="fixed"]')).not.toBeNull();
    expect(closedCookie()).toEqual(['everywhere']);
  });

  it('adds to an existing cookie instead of replacing it', async () => {
    document.cookie = `closedStatusBars=${encodeURIComponent(JSON.stringify(['older']))}; path=/`;
    const user = userEvent.setup();
    renderShell(<StatusBars />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Zavřít upozornění' }));
    expect(closedCookie()).toEqual(['older', 'everywhere']);
  });
});

describe('footer visibility per path', () => {
  it.each([
    ['/', true, true],
    ['/poradna/neco', true, true],
    ['/kosik', false, false],
    ['/kosik/dodani', false, false],
    ['/registrace', false, true],
    ['/klub', false, true],
    ['/klub/body', false, true],
    ['/klubovna', true, true],
  ])('%s: newsletter %s, main part %s', (path, newsletter, main) => {
    renderShell(<Footer />, { path });
    expect(screen.queryByTestId('newsletter-form') !== null).toBe(newsletter);
    expect(screen.queryByTestId('footer-main') !== null).toBe(main);
    expect(text(screen.getByRole('contentinfo'))).toContain(`© ${copyrightYears()} Čisto`);
  });

  it('renders sections, showroom address split at the first comma, social links and partners', () => {
    renderShell(<Footer />, { path: '/' });
    expect(screen.getByRole('heading', { name: 'Nákup' })).toBeTruthy();
    const address = document.querySelector('.footer-showroom__address');
    expect([...(address?.querySelectorAll('span') ?? [])].map((s) => s.textContent)).toEqual(['Na Příkopě 12', '110 00 Praha 1']);
    expect(screen.getByRole('link', { name: 'Čisto na Facebooku' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Heureka' })).toBeTruthy();
  });

  it('falls back to empty sections without footer data (load error)', () => {
    renderShell(<Footer />, { path: '/', withShellData: false });
    expect(screen.queryByRole('heading', { name: 'Nákup' })).toBeNull();
    expect(screen.getByTestId('footer-main')).toBeTruthy();
    expect(screen.getByTestId('newsletter-form')).toBeTruthy();
  });

  it('follows client-side navigation', async () => {
    const { router } = renderShell(<Footer />, { path: '/' });
    expect(screen.queryByTestId('newsletter-form')).not.toBeNull();
    await act(async () => {
      await router.navigate('/kosik');
    });
    expect(screen.queryByTestId('newsletter-form')).toBeNull();
    expect(screen.queryByTestId('footer-main')).toBeNull();
  });
});
