// The profile's documents (issue 12, shopper trust): the invoice and the order detail print each
// quantity with its unit declined ("1 karton", "5 kartonů", "3 ks"), and a transfer order shows its
// payment instructions (BankPaymentDetails: account, IBAN, amount, variable symbol) on both.
// The invoice page is a Czech tax document (issue 15): every field of § 29 ZDPH with the PDF's
// labels; a paid one asks for no money; a credit note names the invoice it corrects.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANK_PAYMENT_TEXTS, TAX_DOCUMENT_TEXTS as T, formatCzk, formatDate } from '../../src/domain';
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
    expect(screen.getByRole('columnheader', { name: T.unitPrice })).toBeTruthy();
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

describe('the profile invoice as a tax document', () => {
  /** The label → value pairs of a description list. */
  const pairs = (testId: string): Record<string, string> => {
    const list = screen.getByTestId(testId);
    const terms = [...list.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
    const values = [...list.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
    return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
  };
  const CZ = 'ěščřžýáíéůú ĚŠČŘŽÝÁÍÉŮÚ ďťň';

  it('shows supplier and buyer with address, IČO and DIČ, the number, dates, variable symbol, payment method, VAT per line, the recap and the totals', async () => {
    const invoice = customerInvoice({ rounding: -24, totalToPay: customerInvoice().amountWithTax - 24 });
    renderInvoice({ ...invoice, buyer: { ...invoice.buyer, name: `Žluťoučký ${CZ}`, street: `Ďáblická ${CZ} 1`, companyRegNo: '25596641', companyTaxNo: 'CZ25596641' } });
    const detail = await screen.findByTestId('invoice-detail');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Faktura – daňový doklad č. FV2026000123');
    expect(pairs('invoice-facts')).toEqual({
      [T.number]: 'FV2026000123',
      [T.order]: '2026000123',
      [T.issueDate]: formatDate('2026-03-02'),
      [T.taxPointDate]: formatDate('2026-03-02'),
      [T.dueDate]: formatDate('2026-03-16'),
      [T.variableSymbol]: '2026000123',
      [T.paymentMethod]: 'Bankovní převod',
    });
    const text = detail.textContent ?? '';
    for (const part of ['Čisto s.r.o.', 'Průmyslová 1472/11', '102 00 Praha 10', 'IČO: 24681351', 'DIČ: CZ24681351', `Žluťoučký ${CZ}`, `Ďáblická ${CZ} 1`, 'IČO: 25596641', 'DIČ: CZ25596641', 'Česká republika']) {
      expect(text).toContain(part);
    }
    const line = invoice.lines[0]!;
    expect(rowOf(line.text)).toEqual([line.text, '5 kartonů', formatCzk(line.unitPrice), '21 %', formatCzk(line.amount), formatCzk(line.vatAmount), formatCzk(line.amountWithTax)]);
    const recap = within(screen.getByTestId('invoice-recap'));
    expect(recap.getByText(T.recapTitle)).toBeTruthy();
    expect(recap.getAllByRole('cell').map((c) => c.textContent)).toEqual(['21 %', formatCzk(invoice.vatRecap[0]!.base), formatCzk(invoice.vatRecap[0]!.vat), formatCzk(invoice.vatRecap[0]!.total)]);
    expect(pairs('invoice-totals')).toEqual({
      [T.totalBase]: formatCzk(invoice.amount),
      [T.totalVat]: formatCzk(invoice.vatAmount),
      [T.rounding]: formatCzk(-24),
      [T.totalToPay]: formatCzk(invoice.totalToPay),
    });
    expect(screen.getByTestId('qr-payment')).toBeTruthy();
    expect(screen.queryByTestId('invoice-paid')).toBe(null);
  });

  it('a paid invoice says so and shows no payment instructions or QR code', async () => {
    renderInvoice(customerInvoice({ paid: true, bankPayment: null, paymentMethod: 'Kartou online' }));
    await screen.findByTestId('invoice-detail');
    expect(screen.getByTestId('invoice-paid').textContent).toBe(T.paid);
    expect(screen.queryByTestId('bank-payment')).toBe(null);
    expect(screen.queryByTestId('qr-payment')).toBe(null);
    expect(pairs('invoice-facts')[T.paymentMethod]).toBe('Kartou online');
  });

  it('a credit note is titled "Opravný daňový doklad", names the corrected invoice and the reason, and the amount to refund', async () => {
    const invoice = customerInvoice();
    const negative = invoice.lines.slice(0, 1).map((l) => ({ ...l, unitPrice: -l.unitPrice, amount: -l.amount, vatAmount: -l.vatAmount, amountWithTax: -l.amountWithTax }));
    const line = negative[0]!;
    renderInvoice({
      ...invoice,
      kind: 'creditNote',
      correctedInvoiceNumber: 'FV2026000099',
      correctionReason: 'Odstoupení od smlouvy',
      lines: negative,
      vatRecap: [{ __typename: 'VatRecap', rate: 21, base: line.amount, vat: line.vatAmount, total: line.amountWithTax }],
      amount: line.amount,
      vatAmount: line.vatAmount,
      amountWithTax: line.amountWithTax,
      totalToPay: line.amountWithTax,
      bankPayment: null,
    });
    await screen.findByTestId('invoice-detail');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Opravný daňový doklad č. FV2026000123');
    expect(pairs('invoice-facts')).toMatchObject({ [T.correctedInvoice]: 'FV2026000099', [T.correctionReason]: 'Odstoupení od smlouvy' });
    expect(rowOf(line.text)[6]).toBe(formatCzk(line.amountWithTax));
    expect(pairs('invoice-totals')[T.totalToRefund]).toBe(formatCzk(-line.amountWithTax));
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
