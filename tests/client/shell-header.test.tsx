import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '../../src/client/features/shell/Header';
import { Price } from '../../src/client/ui/Price';
import { NavigationCategoriesDocument, UpdateSettingsDocument } from '../../src/generated/graphql';
import { navigationCategoriesData } from '../fixtures/shell';
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

  it('shows the first five horizontal items, the rest behind "Další", the claims and the phone in the top strip, and the account button', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Rychlé odkazy' });
    expect(nav.querySelector('.horizontal-nav__left')?.querySelectorAll('li')).toHaveLength(5);
    // "Další" is a disclosure: closed, its links are out of reach; open, the rest of the row.
    const more = within(nav).getByRole('button', { name: 'Další' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Katalog v PDF' })).toBeNull();
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '');
    // Klub Čisto, Katalog v PDF, Online poradce (+ the first five, listed there for tablets).
    expect(panel?.querySelectorAll('li:not(.nav-more__narrow)')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Katalog v PDF' }).getAttribute('target')).toBe('_blank');
    await user.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
    // The static claim of the right part stands in the top strip; the phone label calls the shop.
    const strip = document.querySelector('.top-strip');
    expect(text(strip)).toContain('Velkoodběr se slevou');
    expect(text(nav)).not.toContain('Velkoodběr se slevou');
    expect(strip?.querySelector('a[href^="tel:"]')?.textContent).toContain('+420 800 100 200');
    expect(screen.getByRole('link', { name: /Registrace\/Přihlášení/ }).getAttribute('href')).toBe('/registrace');
  });

  it('the mobile menu lists the listings first and every address once, with the opening hours', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    await user.click(screen.getByRole('button', { name: 'Otevřít menu' }));
    const menu = within(screen.getByRole('region', { name: 'Menu' }));
    expect(menu.getByRole('navigation', { name: 'Nakupujte' }).textContent).toContain('Katalog');
    expect(menu.getAllByRole('link', { name: 'Kontakty' })).toHaveLength(1);
    expect(menu.getAllByRole('link', { name: 'Katalog' })).toHaveLength(1);
    expect(text(screen.getByRole('region', { name: 'Menu' }))).toContain('Po - Pá 8:00 - 16:30');
  });

  it('collapses to the toolbar once the page is scrolled down, and back at the top', async () => {
    renderShell(<Header />);
    const header = screen.getByTestId('site-header');
    expect(header.classList.contains('site-header--collapsed')).toBe(false);
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    try {
      scrollTo(600);
      await waitFor(() => expect(header.classList.contains('site-header--collapsed')).toBe(true));
      // A keyboard user inside the top strip keeps it shown; leaving it collapses the header again.
      const stripLink = header.querySelector<HTMLAnchorElement>('.top-strip a');
      act(() => stripLink?.focus());
      expect(header.classList.contains('site-header--collapsed')).toBe(false);
      act(() => stripLink?.blur());
      expect(header.classList.contains('site-header--collapsed')).toBe(true);
      scrollTo(0);
      await waitFor(() => expect(header.classList.contains('site-header--collapsed')).toBe(false));
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
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

describe('mobile category menu (loaded apart from the server-rendered navigation)', () => {
  it('shows the rest of the menu and a loading text until the categories arrive, then the tree', async () => {
    const user = userEvent.setup();
    // The request starts when the finger touches the button: the answer comes late enough that the
    // loading text is still there after the click, however slow the machine.
    const mocks = [{ request: { query: NavigationCategoriesDocument }, result: { data: navigationCategoriesData }, delay: 1500 }];
    renderShell(<Header />, { withCategories: false, mocks });
    await user.click(screen.getByRole('button', { name: 'Otevřít menu' }));
    const region = screen.getByRole('region', { name: 'Menu' });
    const menu = within(region);
    expect(menu.getByRole('status').textContent).toBe('Načítám kategorie…');
    expect(menu.getByRole('navigation', { name: 'Nakupujte' }).textContent).toContain('Katalog');
    expect(menu.getAllByRole('link', { name: 'Kontakty' })).toHaveLength(1);
    const tree = await menu.findByRole('navigation', { name: 'Kategorie' }, { timeout: 10_000 });
    expect(within(tree).getByRole('link', { name: 'Chemie' }).getAttribute('href')).toBe('/chemie/c/aaaa000000000001');
    expect(within(tree).getByRole('button', { name: 'Rozbalit: Papír' })).toBeTruthy();
    expect(menu.queryByRole('status')).toBeNull();
  });

  it('loads the categories when the shopper reaches for the menu button, not while the page starts', async () => {
    const user = userEvent.setup();
    let requested = 0;
    const mocks = [
      {
        request: { query: NavigationCategoriesDocument },
        result: () => {
          requested += 1;
          return { data: navigationCategoriesData };
        },
      },
    ];
    renderShell(<Header />, { withCategories: false, mocks });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toBe(0);
    const button = screen.getByRole('button', { name: 'Otevřít menu' });
    await user.pointer({ keys: '[TouchA>]', target: button });
    await waitFor(() => expect(requested).toBe(1));
    await user.pointer({ keys: '[/TouchA]', target: button });
    const menu = within(screen.getByRole('region', { name: 'Menu' }));
    await menu.findByRole('navigation', { name: 'Kategorie' });
    expect(requested).toBe(1);
  });

  it('says so in Czech when the categories fail to load; the other links still work', async () => {
    const user = userEvent.setup();
    const mocks = [{ request: { query: NavigationCategoriesDocument }, error: new Error('offline') }];
    renderShell(<Header />, { withCategories: false, mocks });
    await user.click(screen.getByRole('button', { name: 'Otevřít menu' }));
    const menu = within(screen.getByRole('region', { name: 'Menu' }));
    await waitFor(() => expect(menu.getByRole('status').textContent).toBe('Kategorie se nepodařilo načíst. Zkuste to prosím později.'));
    expect(menu.queryByRole('navigation', { name: 'Kategorie' })).toBeNull();
    await user.click(menu.getByRole('link', { name: 'Kontakty' }));
    expect(screen.getByTestId('location').textContent).toBe('/stranky/kontakty');
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
