// The profile's documents (issue 12, shopper trust): the invoice and the order detail print each
// quantity with its unit declined ("1 karton", "5 kartonů", "3 ks"), and a transfer order shows its
// payment instructions (BankPaymentDetails: account, IBAN, amount, variable symbol) on both.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK_PAYMENT_TEXTS, formatCzk } from '../../src/domain';
import { ProfileInvoicePage } from '../../src/client/features/profile/ProfileInvoicesPage';
import { ProfileOrderPage } from '../../src/client/features/profile/ProfileOrdersPage';
import { BANK_PAYMENT, JANA, customerInvoice, customerInvoiceMock, customerOrder, customerOrderMock } from '../fixtures/account';
import { renderAccount } from './account-render';

function renderInvoice(invoice = customerInvoice()) {
  return renderAccount(<ProfileInvoicePage />, {
    customer: JANA.name,
    path: '/profil/faktury/:invoiceNumber',
    url: `/profil/faktury/${invoice.number}`,
    loader: () => ({ invoiceNumber: invoice.number }),
    mocks: [customerInvoiceMock(invoice)],
  });
}

function renderOrder(order = customerOrder()) {
  return renderAccount(<ProfileOrderPage />, {
    customer: JANA.name,
    path: '/profil/objednavky/:orderNumber',
    url: `/profil/objednavky/${order.number}`,
    loader: () => ({ orderNumber: order.number }),
    mocks: [customerOrderMock(order)],
  });
}

/** The texts of the table row naming `text`. */
function rowOf(text: string): string[] {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** The payment instructions block, read back as its label → value pairs. */
function bankDetails(): Record<string, string> {
  const block = screen.getByTestId('bank-payment');
  expect(within(block).getByRole('heading').textContent).toBe(BANK_PAYMENT_TEXTS.title);
  const terms = [...block.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
  const values = [...block.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
}

const EXPECTED_BANK = {
  [BANK_PAYMENT_TEXTS.account]: BANK_PAYMENT.account,
  [BANK_PAYMENT_TEXTS.iban]: BANK_PAYMENT.iban,
  [BANK_PAYMENT_TEXTS.amount]: formatCzk(BANK_PAYMENT.amount),
  [BANK_PAYMENT_TEXTS.variableSymbol]: BANK_PAYMENT.variableSymbol,
};

describe('the profile invoice', () => {
  it('prints each quantity with its unit declined: cartons and pieces', async () => {
    renderInvoice();
    await screen.findByTestId('invoice-detail');
    expect(rowOf('Ručníky ZZ skládané (karton 20 balení)')[1]).toBe('5 kartonů');
    expect(rowOf('Toaletní papír Tork (karton 6 rolí)')[1]).toBe('1 karton');
    expect(rowOf('Mop Čisto Profi')[1]).toBe('3 ks');
    expect(rowOf('Doprava: PPL')[1]).toBe('1 ks');
    // A per-unit price header fits carton lines as well as pieces.
    expect(screen.getByRole('columnheader', { name: 'Cena za jednotku bez DPH' })).toBeTruthy();
    expect(screen.getByTestId('invoice-detail').textContent).not.toMatch(/5 karton(?!\p{L})/u);
  });

  it('shows the transfer instructions of a bank-transfer order', async () => {
    renderInvoice();
    await screen.findByTestId('invoice-detail');
    expect(bankDetails()).toEqual(EXPECTED_BANK);
    expect(screen.getByTestId('bank-amount').textContent).toBe(formatCzk(223_700));
    expect(screen.getByTestId('variable-symbol').textContent).toBe('2026000123');
    expect(screen.getByText(BANK_PAYMENT_TEXTS.note)).toBeTruthy();
  });

  it('has no transfer instructions for another payment', async () => {
    renderInvoice(customerInvoice({ bankPayment: null }));
    await screen.findByTestId('invoice-detail');
    expect(screen.queryByTestId('bank-payment')).toBe(null);
  });
});

describe('the profile order detail', () => {
  it('prints each quantity with its unit declined', async () => {
    renderOrder();
    await screen.findByTestId('order-detail');
    expect(rowOf('Ručníky ZZ skládané (karton 20 balení)')[1]).toBe('5 kartonů');
    expect(rowOf('Mop Čisto Profi')[1]).toBe('3 ks');
  });

  it('shows the transfer instructions of a bank-transfer order', async () => {
    renderOrder();
    await screen.findByTestId('order-detail');
    expect(bankDetails()).toEqual(EXPECTED_BANK);
  });

  it('has no transfer instructions for another payment', async () => {
    renderOrder(customerOrder({ bankPayment: null }));
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('bank-payment')).toBe(null);
  });
});
