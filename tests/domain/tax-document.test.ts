// Czech tax documents (issue 15, item 5): the printed fields of an invoice and its credit note, and
// the credit note's amounts — negative lines at the invoice's prices, recapitulated by the one VAT
// rule, a part of a line in exact proportion, a full return reversing the invoice to the haléř.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TAX_DOCUMENT_TEXTS as T,
  countryName,
  creditNoteDocument,
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

describe('creditNoteDocument', () => {
  const input = { number: 'OD2026000001', issuedAt: new Date('2026-03-31T22:30:00Z'), reason: 'Odstoupení od smlouvy', pricesType: 'B2C' as const };

  it('returns units as negative lines at the invoice prices, dated in Prague, due in 14 days, referring to the invoice', () => {
    const note = creditNoteDocument(INVOICE, { ...input, lines: [{ line: 0, quantity: 2 }] });
    expect(note).toMatchObject({
      kind: 'creditNote',
      number: 'OD2026000001',
      correctedInvoiceNumber: 'FV2026000042',
      correctionReason: 'Odstoupení od smlouvy',
      orderNumber: '2026000042',
      variableSymbol: '2026000042',
      // 22:30 UTC on 31 March is 1 April in Prague.
      issueDate: '2026-04-01',
      taxPointDate: '2026-04-01',
      dueDate: '2026-04-15',
      supplier: SUPPLIER,
      buyer: CONSUMER,
      paid: false,
      bankPayment: null,
      rounding: 0,
    });
    expect(note.lines).toEqual([
      { sku: 'SKU-0', text: 'Mop Čisto Profi', quantity: 2, packType: 'pcs', quantityText: '2 ks', unitPrice: -10_000, vatRate: 21, amount: -20_000, vatAmount: -4_200, amountWithTax: -24_200 },
    ]);
    expect(note.vatRecap).toEqual([{ rate: 21, base: -20_000, vat: -4_200, total: -24_200 }]);
    expect([note.amount, note.vatAmount, note.amountWithTax, note.totalToPay]).toEqual([-20_000, -4_200, -24_200, -24_200]);
  });

  it('returning every unit of every line is the invoice negated, its rounding included', () => {
    const all = INVOICE.lines.map((l, line) => ({ line, quantity: l.quantity }));
    const note = creditNoteDocument(INVOICE, { ...input, lines: all });
    expect(note.vatRecap).toEqual(INVOICE.vatRecap.map((r) => ({ rate: r.rate, base: -r.base, vat: -r.vat, total: -r.total })));
    expect(note.lines.map((l) => [l.amount, l.vatAmount, l.amountWithTax])).toEqual(INVOICE.lines.map((l) => [-l.amount, -l.vatAmount, -l.amountWithTax]));
    expect(note.rounding).toBe(17);
    expect(note.totalToPay).toBe(-INVOICE.totalToPay);
  });

  it('reconciles to the haléř for any part of any line, B2C and B2B: lines per rate add up to the row, base + VAT = total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 50 }), unitNet: fc.integer({ min: 1, max: 500_000 }), vatRate: fc.constantFrom(21, 12, 0) }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom<PricesType>('B2C', 'B2B'),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 6 }),
        (lines, pricesType, picks) => {
          const invoice = invoiceOf(
            lines.map((l, i) => ({ text: `Položka ${i}`, ...l, unitGross: Math.round((l.unitNet * (100 + l.vatRate)) / 100) })),
            pricesType,
          );
          const chosen = [...new Map(picks.map(([line, q]) => [line % lines.length, (q % lines[line % lines.length]!.quantity) + 1])).entries()].map(([line, quantity]) => ({ line, quantity }));
          const note = creditNoteDocument(invoice, { ...input, pricesType, lines: chosen });
          for (const row of note.vatRecap) {
            const ofRate = note.lines.filter((l) => l.vatRate === row.rate);
            expect(ofRate.reduce((s, l) => s + l.amount, 0)).toBe(row.base);
            expect(ofRate.reduce((s, l) => s + l.vatAmount, 0)).toBe(row.vat);
            expect(row.base + row.vat).toBe(row.total);
            expect(row.total).toBeLessThanOrEqual(0);
          }
          for (const l of note.lines) expect(l.amount + l.vatAmount).toBe(l.amountWithTax);
          expect(note.totalToPay).toBe(note.vatRecap.reduce((s, r) => s + r.total, 0) + note.rounding);
          // The returned commercial amount is the line's share of its units, never more than the line.
          const side = pricesType === 'B2B' ? 'amount' : 'amountWithTax';
          for (const [i, c] of chosen.entries()) {
            const original = invoice.lines[c.line]![side];
            expect(Math.abs(note.lines[i]![side] + (original * c.quantity) / invoice.lines[c.line]!.quantity)).toBeLessThan(1);
          }
        },
      ),
    );
  });

  it('refuses an unknown line and a quantity outside 1…the invoiced quantity', () => {
    expect(() => creditNoteDocument(INVOICE, { ...input, lines: [{ line: 9, quantity: 1 }] })).toThrow(RangeError);
    expect(() => creditNoteDocument(INVOICE, { ...input, lines: [{ line: 0, quantity: 4 }] })).toThrow(RangeError);
    expect(() => creditNoteDocument(INVOICE, { ...input, lines: [{ line: 0, quantity: 0 }] })).toThrow(RangeError);
    expect(() => creditNoteDocument(INVOICE, { ...input, lines: [{ line: 0, quantity: 1.5 }] })).toThrow(RangeError);
  });
});
