import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '../../src/client/features/shell/Header';
import { Price } from '../../src/client/ui/Price';
import { UpdateSettingsDocument } from '../../src/generated/graphql';
import { text } from './render';
import { renderShell } from './shell-render';

describe('header toggles', () => {
  it('mobile menu and mobile search are mutually exclusive; the open menu locks body scroll', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const menu = screen.getByRole('button', { name: 'Otevřít menu' });
    const search = screen.getByRole('button', { name: 'Otevřít vyhledávání' });

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.dataset.scrollLocked).toBe('true');

    await user.click(search);
    expect(search.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(search.getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Zavřít menu' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });

  it('Escape closes the open panel', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    await user.click(screen.getByRole('button', { name: 'Otevřít menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Otevřít menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('shows the horizontal nav split 5 / rest with phone and hours, and the account button', () => {
    renderShell(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Rychlé odkazy' });
    const [left, right] = nav.querySelectorAll('ul');
    expect(left?.querySelectorAll('li')).toHaveLength(5);
    expect(right?.querySelectorAll('li')).toHaveLength(4);
    const desktopNav = text(document.querySelector('.desktop-nav'));
    expect(desktopNav).toContain('+420 800 100 200');
    expect(desktopNav).toContain('Po - Pá 8:00 - 16:30');
    expect(screen.getByRole('link', { name: 'Katalog v PDF' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /Registrace\/Přihlášení/ }).getAttribute('href')).toBe('/registrace');
  });

  it('the mobile category menu expands the ancestors of the current category', async () => {
    const user = userEvent.setup();
    renderShell(<Header />, { path: '/dlazba/c/aaaa000000000111' });
    await user.click(screen.getByRole('button', { name: 'Otevřít menu' }));
    const menu = within(screen.getByRole('region', { name: 'Menu' }));
    const current = menu.getByText('Dlazba');
    expect(current.closest('[hidden]')).toBeNull();
    expect(current.closest('[aria-current="page"]')).not.toBeNull();
    expect(menu.getByRole('button', { name: 'Sbalit: Chemie' }).getAttribute('aria-expanded')).toBe('true');
    expect(menu.getByRole('button', { name: 'Sbalit: Podlahy' }).getAttribute('aria-expanded')).toBe('true');
    // Other branches stay closed, and open on demand.
    const papir = menu.getByRole('button', { name: 'Rozbalit: Papír' });
    expect(menu.getByText('Ručníky').closest('[hidden]')).not.toBeNull();
    await user.click(papir);
    expect(menu.getByText('Ručníky').closest('[hidden]')).toBeNull();
  });
});

describe('price-type switch', () => {
  it('switches every price to B2B through update_settings', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: UpdateSettingsDocument, variables: { pricesType: 'B2B' } },
        result: {
          data: {
            update_settings: { __typename: 'VisitorSettings' as const, id: 'current', pricesType: 'B2B' as const, priceGroup: '_default', currency: 'CZK', region: 'CZ', locale: 'cs' },
          },
        },
      },
    ];
    const { session } = renderShell(
      <>
        <Header />
        <div data-testid="price">
          <Price price={{ amount: 10_000, amountWithTax: 12_100 }} />
        </div>
      </>,
      { mocks },
    );
    expect(text(screen.getByTestId('price'))).toBe('121 Kč s DPH');
    const b2b = screen.getByRole('button', { name: 'Bez DPH' });
    await user.click(b2b);
    await waitFor(() => expect(text(screen.getByTestId('price'))).toBe('100 Kč bez DPH'));
    expect(session.getSnapshot().pricesType).toBe('B2B');
    expect(b2b.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the mode and shows a toast when the mutation fails', async () => {
    const mocks = [{ request: { query: UpdateSettingsDocument, variables: { pricesType: 'B2B' } }, error: new Error('offline') }];
    const original = console.error;
    console.error = () => undefined;
    try {
      const { session } = renderShell(<Header />, { mocks });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Bez DPH' }));
      });
      await screen.findByText('Přepnutí cen se nepodařilo. Zkuste to prosím znovu.');
      expect(session.getSnapshot().pricesType).toBe('B2C');
    } finally {
      console.error = original;
    }
  });
});
