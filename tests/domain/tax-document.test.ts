// Czech tax documents (issue 15, item 5): the printed fields of an invoice and its credit note (the
// credit note's amounts are the withdrawal's settlement, tests/domain/withdrawal.test.ts).
import { describe, expect, it } from 'vitest';
import {
  TAX_DOCUMENT_TEXTS as T,
  countryName,
  formatCzk,
  formatDate,
  partyLines,
  taxDocumentFacts,
  taxDocumentHeading,
  taxDocumentTotal,
  vatRecapitulation,
  vatRateText,
  type PricesType,
  type TaxDocument,
  type TaxDocumentLine,
} from '../../src/domain';

const SUPPLIER = { name: 'Čisto s.r.o.', street: 'Průmyslová 1472/11', city: 'Praha 10', postalCode: '102 00', country: 'CZ', companyRegNo: '24681351', companyTaxNo: 'CZ24681351' };
const CONSUMER = { name: 'Jana Nováková', street: 'Vinohradská 10', city: 'Praha', postalCode: '120 00', country: 'CZ', companyRegNo: '', companyTaxNo: '' };

/** An invoice whose lines come from the recapitulation, as issueInvoice makes them. */
function invoiceOf(lines: { text: string; quantity: number; unitNet: number; unitGross: number; vatRate: number }[], pricesType: PricesType, rounding = 0): TaxDocument {
  const recap = vatRecapitulation(
    lines.map((l) => ({ amount: l.unitNet * l.quantity, amountWithTax: l.unitGross * l.quantity, vatRate: l.vatRate })),
    pricesType,
  );
  const docLines: TaxDocumentLine[] = lines.map((l, i) => ({
    sku: `SKU-${i}`,
    text: l.text,
    quantity: l.quantity,
    packType: 'pcs',
    quantityText: `${l.quantity} ks`,
    unitPrice: l.unitNet,
    vatRate: l.vatRate,
    ...recap.lines[i]!,
  }));
  return {
    kind: 'invoice',
    number: 'FV2026000042',
    orderNumber: '2026000042',
    issueDate: '2026-03-02',
    taxPointDate: '2026-03-02',
    dueDate: '2026-03-16',
    variableSymbol: '2026000042',
    paymentMethod: 'Bankovní převod',
    supplier: SUPPLIER,
    buyer: CONSUMER,
    lines: docLines,
    vatRecap: recap.byRate,
    amount: recap.amount,
    vatAmount: recap.vatAmount,
    amountWithTax: recap.amountWithTax,
    rounding,
    totalToPay: recap.amountWithTax + rounding,
    paid: false,
    bankPayment: { account: '2000123456/2010', iban: 'CZ78 2010 0000 0020 0012 3456', amount: recap.amountWithTax + rounding, variableSymbol: '2026000042', spayd: null },
  };
}

const INVOICE = invoiceOf(
  [
    { text: 'Mop Čisto Profi', quantity: 3, unitNet: 10_000, unitGross: 12_100, vatRate: 21 },
    { text: 'Ručníky ZZ', quantity: 7, unitNet: 4_465, unitGross: 5_001, vatRate: 12 },
    { text: 'Doprava: PPL', quantity: 1, unitNet: 8_264, unitGross: 9_999, vatRate: 21 },
  ],
  'B2C',
  -17,
);

describe('the printed fields', () => {
  it('heads the document with its kind and number', () => {
    expect(taxDocumentHeading(INVOICE)).toBe('Faktura – daňový doklad č. FV2026000042');
    expect(taxDocumentHeading({ kind: 'creditNote', number: 'OD1' })).toBe('Opravný daňový doklad č. OD1');
  });

  it('prints a party with its address, country and, when it has them, IČO and DIČ', () => {
    expect(partyLines(SUPPLIER)).toEqual(['Průmyslová 1472/11', '102 00 Praha 10', 'Česká republika', 'IČO: 24681351', 'DIČ: CZ24681351']);
    expect(partyLines({ ...CONSUMER, country: 'sk' })).toEqual(['Vinohradská 10', '120 00 Praha', 'Slovensko']);
    expect(countryName('AT')).toBe('AT');
  });

  it('lists number, order, dates with DUZP, variable symbol and payment method; a credit note adds the invoice it corrects and why', () => {
    expect(taxDocumentFacts(INVOICE)).toEqual([
      [T.number, 'FV2026000042'],
      [T.order, '2026000042'],
      [T.issueDate, formatDate('2026-03-02')],
      [T.taxPointDate, formatDate('2026-03-02')],
      [T.dueDate, formatDate('2026-03-16')],
      [T.variableSymbol, '2026000042'],
      [T.paymentMethod, 'Bankovní převod'],
    ]);
    const facts = taxDocumentFacts({ ...INVOICE, kind: 'creditNote', correctedInvoiceNumber: 'FV1', correctionReason: 'Odstoupení od smlouvy' });
    expect(facts.slice(0, 3)).toEqual([
      [T.number, 'FV2026000042'],
      [T.correctedInvoice, 'FV1'],
      [T.correctionReason, 'Odstoupení od smlouvy'],
    ]);
  });

  it('closes with the total to pay, or on a credit note with the amount to refund', () => {
    expect(taxDocumentTotal(INVOICE)).toEqual({ label: T.totalToPay, amount: formatCzk(INVOICE.totalToPay) });
    expect(taxDocumentTotal({ kind: 'creditNote', totalToPay: -12_345 })).toEqual({ label: T.totalToRefund, amount: formatCzk(12_345) });
    expect(vatRateText(21)).toBe('21 %');
  });
});

