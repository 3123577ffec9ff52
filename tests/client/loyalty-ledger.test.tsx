// The loyalty ledger on the profile page and on /klub/body: date, Czech description linking the
// order, signed points and the balance after each movement (cs-CZ formatting).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClubPointsPage } from '../../src/client/features/content/ClubPages';
import { CLUB_LEDGER_SIZE, LOYALTY_PAGE_SIZE } from '../../src/client/features/profile/loaders';
import { ProfileLoyaltyPage } from '../../src/client/features/profile/ProfileLoyaltyPage';
import { JANA, customerLoyaltyMock } from '../fixtures/account';
import { renderAccount } from './account-render';

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('loyalty ledger', () => {
  it('shows the profile ledger with descriptions, signed points and the balance after each movement', async () => {
    renderAccount(<ProfileLoyaltyPage />, {
      customer: JANA.name,
      path: '/profil/vernostni-program',
      loader: () => ({ page: 1, pageSize: LOYALTY_PAGE_SIZE }),
      mocks: [customerLoyaltyMock(1, LOYALTY_PAGE_SIZE)],
    });
    expect((await screen.findByTestId('loyalty-balance')).textContent).toBe('100 bodů');
    const table = screen.getByRole('table', { name: 'Pohyby bodů, nejnovější nahoře' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Datum', 'Pohyb', 'Body', 'Stav']);
    expect(rowsOf(table)).toEqual([
      ['3. 3. 2026', 'Storno objednávky 2026000123 (platba zrušena)', '-1\u00a0200', '100'],
      ['2. 3. 2026', 'Dárek k objednávce 2026000123: Mikroutěrka Čisto 40 × 40 cm', '-50', '1\u00a0300'],
      ['2. 3. 2026', 'Nákup – objednávka 2026000123', '+1\u00a0250', '1\u00a0350'],
      ['15. 1. 2026', 'Body za registraci', '+100', '100'],
    ]);
    expect(within(table).getByRole('link', { name: 'Nákup – objednávka 2026000123' }).getAttribute('href')).toBe('/profil/objednavky/2026000123');
  });

  it('shows the balance and the latest movements on /klub/body for a logged-in customer', async () => {
    renderAccount(<ClubPointsPage />, {
      customer: JANA.name,
      path: '/klub/body',
      mocks: [customerLoyaltyMock(1, CLUB_LEDGER_SIZE)],
    });
    expect((await screen.findByTestId('club-balance')).textContent).toBe('100 bodů');
    expect(rowsOf(screen.getByTestId('loyalty-history'))).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Celá historie bodů' }).getAttribute('href')).toBe('/profil/vernostni-program');
  });

  it('asks a visitor to log in on /klub/body', async () => {
    renderAccount(<ClubPointsPage />, { path: '/klub/body' });
    expect(await screen.findByText('Pro zobrazení bodů se přihlaste nebo zaregistrujte.')).toBeTruthy();
    expect(screen.queryByTestId('loyalty-history')).toBeNull();
  });
});
