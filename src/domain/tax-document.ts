// Czech tax documents (zákon o DPH): the invoice (faktura – daňový doklad, § 29) and its credit
// note (opravný daňový doklad, § 42 and § 45). One model for both, read by the profile's HTML page
// and the PDF writer alike, so they print the same fields with the same labels: supplier and
// customer (name, address, IČO, DIČ), the document's number (evidenční číslo), the invoice a
// credit note corrects, issue date, DUZP, due date, variable symbol, payment method, lines with
// quantity, unit price, VAT rate, base and VAT, the recapitulation per rate in CZK, the rounding
// and the total.

import { formatDate } from './czech.js';
import { formatCzk, type VatBreakdown } from './money.js';
import type { PackType } from './enums.js';

export const TAX_DOCUMENT_KINDS = ['invoice', 'creditNote'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

export interface TaxDocumentParty {
  name: string;
  street: string;
  city: string;
  postalCode: string;
  /** ISO code (CZ, SK). */
  country: string;
  /** IČO; '' when the party has none (a consumer). */
  companyRegNo: string;
  /** DIČ; '' when the party has none. */
  companyTaxNo: string;
}

export interface TaxDocumentLine {
  sku?: string | null;
  /** The whole name, never shortened. */
  text: string;
  quantity: number;
  /** carton for a carton line, pcs for every other line. */
  packType: PackType;
  /** The quantity with its unit declined for it: "3 ks", "5 kartonů". */
  quantityText: string;
  /** Net price of one unit (haléře; negative on a credit note's line). */
  unitPrice: number;
  vatRate: number;
  /** Base (without VAT), VAT and the amount with VAT of the line, as the recapitulation settled them. */
  amount: number;
  vatAmount: number;
  amountWithTax: number;
}

export interface TaxDocumentBankPayment {
  account: string;
  iban: string;
  amount: number;
  variableSymbol: string;
  /** The QR Platba string (SPAYD); null when none can be made. */
  spayd?: string | null;
}

export interface TaxDocument {
  kind: TaxDocumentKind;
  /** Evidenční číslo dokladu. */
  number: string;
  orderNumber: string;
  /** A credit note: the number of the invoice it corrects; null on an invoice. */
  correctedInvoiceNumber?: string | null;
  /** A credit note: why the tax base changed (e.g. "Odstoupení od smlouvy"); null on an invoice. */
  correctionReason?: string | null;
  /** Calendar dates YYYY-MM-DD (shop time zone). */
  issueDate: string;
  /** DUZP. */
  taxPointDate: string;
  dueDate: string;
  variableSymbol: string;
  /** The payment method's name as the order named it ("Bankovní převod"). */
  paymentMethod: string;
  supplier: TaxDocumentParty;
  buyer: TaxDocumentParty;
  lines: readonly TaxDocumentLine[];
  /** Per VAT rate, highest first; base + vat = total in every row. */
  vatRecap: readonly VatBreakdown[];
  amount: number;
  vatAmount: number;
  amountWithTax: number;
  /** Petty-cash rounding added to amountWithTax (may be negative). */
  rounding: number;
  totalToPay: number;
  /** The order is paid: the document says so and carries no QR Platba code. */
  paid: boolean;
  /** Transfer instructions while the document is to be paid by transfer; null otherwise. */
  bankPayment?: TaxDocumentBankPayment | null;
}

/** Labels of a tax document: the same on the profile's page and in the PDF. */
export const TAX_DOCUMENT_TEXTS = {
  titles: { invoice: 'Faktura – daňový doklad', creditNote: 'Opravný daňový doklad' } satisfies Record<TaxDocumentKind, string>,
  supplier: 'Dodavatel',
  buyer: 'Odběratel',
  companyRegNo: 'IČO',
  companyTaxNo: 'DIČ',
  number: 'Evidenční číslo dokladu',
  correctedInvoice: 'Opravovaný daňový doklad',
  correctionReason: 'Důvod opravy',
  order: 'Objednávka',
  issueDate: 'Datum vystavení',
  taxPointDate: 'Datum uskutečnění zdanitelného plnění',
  dueDate: 'Datum splatnosti',
  variableSymbol: 'Variabilní symbol',
  paymentMethod: 'Způsob platby',
  item: 'Položka',
  quantity: 'Množství',
  unitPrice: 'Cena/j. bez DPH',
  vatRate: 'Sazba DPH',
  base: 'Základ',
  vat: 'DPH',
  amountWithTax: 'Celkem s DPH',
  recapTitle: 'Rekapitulace DPH v CZK',
  totalBase: 'Celkem bez DPH',
  totalVat: 'DPH celkem',
  rounding: 'Zaokrouhlení',
  totalToPay: 'Celkem k úhradě',
  totalToRefund: 'Celkem k vrácení',
  paid: 'Uhrazeno – neplaťte.',
  page: 'Strana',
} as const;

const COUNTRY_NAMES: Readonly<Record<string, string>> = { CZ: 'Česká republika', SK: 'Slovensko' };

/** "Česká republika" for CZ; an unknown code as it is. */
export function countryName(code: string): string {
  return COUNTRY_NAMES[code.toUpperCase()] ?? code;
}

export function taxDocumentTitle(kind: TaxDocumentKind): string {
  return TAX_DOCUMENT_TEXTS.titles[kind];
}

/** "Faktura – daňový doklad č. FV2026000001". */
export function taxDocumentHeading(doc: Pick<TaxDocument, 'kind' | 'number'>): string {
  return `${taxDocumentTitle(doc.kind)} č. ${doc.number}`;
}

/** The printed lines of a party's box below its name: street, postal code and city, country, IČO, DIČ. */
export function partyLines(party: TaxDocumentParty): string[] {
  return [
    party.street,
    `${party.postalCode} ${party.city}`.trim(),
    countryName(party.country),
    party.companyRegNo ? `${TAX_DOCUMENT_TEXTS.companyRegNo}: ${party.companyRegNo}` : '',
    party.companyTaxNo ? `${TAX_DOCUMENT_TEXTS.companyTaxNo}: ${party.companyTaxNo}` : '',
  ].filter((line) => line.trim() !== '');
}

/** The document's facts as label → value, in print order (a credit note names the invoice it corrects). */
export function taxDocumentFacts(doc: TaxDocument): [string, string][] {
  const t = TAX_DOCUMENT_TEXTS;
  const facts: [string, string][] = [[t.number, doc.number]];
  if (doc.correctedInvoiceNumber) facts.push([t.correctedInvoice, doc.correctedInvoiceNumber]);
  if (doc.correctionReason) facts.push([t.correctionReason, doc.correctionReason]);
  facts.push(
    [t.order, doc.orderNumber],
    [t.issueDate, formatDate(doc.issueDate)],
    [t.taxPointDate, formatDate(doc.taxPointDate)],
    [t.dueDate, formatDate(doc.dueDate)],
    [t.variableSymbol, doc.variableSymbol],
    [t.paymentMethod, doc.paymentMethod],
  );
  return facts;
}

/** "21 %". */
export const vatRateText = (rate: number): string => `${rate} %`;

/** The closing total: what the buyer pays, or on a credit note what the shop returns (a positive amount). */
export function taxDocumentTotal(doc: Pick<TaxDocument, 'kind' | 'totalToPay'>): { label: string; amount: string } {
  return doc.kind === 'creditNote' && doc.totalToPay <= 0
    ? { label: TAX_DOCUMENT_TEXTS.totalToRefund, amount: formatCzk(-doc.totalToPay) }
    : { label: TAX_DOCUMENT_TEXTS.totalToPay, amount: formatCzk(doc.totalToPay) };
}

/** The reason a credit note of a withdrawal gives (§ 45 ZDPH asks for the reason of the correction). */
export const CREDIT_NOTE_REASON = 'Odstoupení od smlouvy';

