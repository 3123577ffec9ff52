// Withdrawal from the contract in the storefront (issue 15): the order detail shows earlier
// withdrawals and the "Odstoupit od smlouvy" button while the order allows one; the form's two
// steps (choose, confirm) refuse an empty choice with the domain's text and end with the
// acknowledgement (date and time, refund, credit note).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCzk, formatDateTime, withdrawalMessage } from '../../src/domain';
import { ProfileOrderPage } from '../../src/client/features/profile/ProfileOrdersPage';
import { WithdrawalForm } from '../../src/client/features/withdrawal/WithdrawalForm';
import { JANA, customerOrder, customerOrderMock } from '../fixtures/account';
import { orderWithdrawMock, withdrawalOffer, withdrawalRecord } from '../fixtures/withdrawal';
import { renderAccount } from './account-render';

describe('withdrawal', () => {
  it('the order detail lists earlier withdrawals and links the form while eligible', async () => {
    const order = customerOrder({ withdrawal: withdrawalOffer({ withdrawals: [withdrawalRecord()] }) });
    renderAccount(<ProfileOrderPage />, {
      customer: JANA.name,
      path: '/profil/objednavky/:orderNumber',
      url: `/profil/objednavky/${order.number}`,
      loader: () => ({ orderNumber: order.number }),
      mocks: [customerOrderMock(order)],
    });
    const block = await screen.findByTestId('withdrawal-history');
    const row = within(block).getByTestId('withdrawal-row');
    expect(row.textContent).toContain('Mop Čisto Profi – 1 ks');
    expect(row.textContent).toContain(formatCzk(36_300));
    expect(row.textContent).toContain('Přijato – čekáme na vrácení zboží');
    expect(within(row).getByRole('link', { name: 'OD2026000001' }).getAttribute('href')).toBe('/profil/faktury/OD2026000001');
    expect(within(block).getByRole('link', { name: 'Odstoupit od smlouvy' }).getAttribute('href')).toBe('/odstoupeni-od-smlouvy?objednavka=2026000123');
  });

  it('the order detail offers no button for an order that cannot be withdrawn', async () => {
    const order = customerOrder({ withdrawal: withdrawalOffer({ eligible: false, refusal: 'COMPANY_ORDER', message: withdrawalMessage('COMPANY_ORDER') }) });
    renderAccount(<ProfileOrderPage />, {
      customer: JANA.name,
      path: '/profil/objednavky/:orderNumber',
      url: `/profil/objednavky/${order.number}`,
      loader: () => ({ orderNumber: order.number }),
      mocks: [customerOrderMock(order)],
    });
    await screen.findByTestId('order-detail');
    expect(screen.queryByRole('link', { name: 'Odstoupit od smlouvy' })).toBeNull();
  });

  it('the form refuses an empty choice, confirms the chosen quantity and shows the acknowledgement', async () => {
    const user = userEvent.setup();
    const created = withdrawalRecord();
    const after = withdrawalOffer({ lines: [{ ...withdrawalOffer().lines[0]!, withdrawn: 1, left: 2 }], withdrawals: [created] });
    renderAccount(<WithdrawalForm offer={withdrawalOffer()} email="jana@example.cz" />, {
      mocks: [orderWithdrawMock({ orderNumber: '2026000123', email: 'jana@example.cz', lines: [{ position: 1, quantity: 1 }] }, created, after)],
    });
    await user.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(screen.getByRole('alert').textContent).toBe(withdrawalMessage('NOTHING_CHOSEN'));

    await user.click(screen.getByRole('button', { name: 'Přidat kus' }));
    await user.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(screen.getByRole('heading', { name: 'Krok 2 ze 2: Potvrďte odstoupení' })).toBeTruthy();
    expect(screen.getByTestId('withdrawal-chosen').textContent).toBe('Mop Čisto Profi – 1 ks');
    await user.click(screen.getByRole('button', { name: 'Potvrdit odstoupení od smlouvy' }));

    const done = await screen.findByTestId('withdrawal-done');
    expect(done.textContent).toContain('Odstoupení od smlouvy jsme přijali');
    expect(done.textContent).toContain(formatDateTime(created.createdAt));
    expect(screen.getByTestId('withdrawal-refund').textContent).toBe(formatCzk(36_300));
    expect(done.textContent).toContain('OD2026000001');
  });
});
