// The PDF of an invoice (tax document) for the profile's download. No PDF library is installed,
// so this writes a small PDF 1.4 by hand: A4 pages, the built-in Helvetica (no font embedding),
// with an encoding whose /Differences add the Czech and Slovak letters outside Latin-1.

import type { Invoice, InvoiceParty } from '../../generated/server.js';
import { BANK_PAYMENT_TEXTS, formatCzk } from '../../domain/index.js';

/** Characters given their own codes 128–159 (glyph names of the standard Latin set); exported for tests that read a PDF back. */
export const EXTRA_GLYPHS: ReadonlyArray<[string, string]> = [
  ['č', 'ccaron'], ['ď', 'dcaron'], ['ě', 'ecaron'], ['ň', 'ncaron'], ['ř', 'rcaron'], ['š', 'scaron'],
  ['ť', 'tcaron'], ['ů', 'uring'], ['ž', 'zcaron'], ['Č', 'Ccaron'], ['Ď', 'Dcaron'], ['Ě', 'Ecaron'],
  ['Ň', 'Ncaron'], ['Ř', 'Rcaron'], ['Š', 'Scaron'], ['Ť', 'Tcaron'], ['Ů', 'Uring'], ['Ž', 'Zcaron'],
  ['ľ', 'lcaron'], ['ĺ', 'lacute'], ['ŕ', 'racute'], ['Ľ', 'Lcaron'], ['Ĺ', 'Lacute'], ['Ŕ', 'Racute'],
  ['–', 'endash'], ['€', 'Euro'], ['„', 'quotedblbase'], ['“', 'quotedblleft'], ['…', 'ellipsis'], ['•', 'bullet'],
];
const CODE_OF = new Map(EXTRA_GLYPHS.map(([ch], i) => [ch, 128 + i]));
const DIFFERENCES = `[128 ${EXTRA_GLYPHS.map(([, name]) => `/${name}`).join(' ')}]`;

/** A PDF string literal in the custom encoding: Latin-1 as is, the extra letters by code, others '?'. */
function pdfText(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\u00a0\u202f\u2009]/g, ' ')) {
    const code = ch.codePointAt(0) ?? 63;
    let byte = CODE_OF.get(ch) ?? (code < 128 || (code >= 160 && code <= 255) ? code : 63);
    if (byte < 32) byte = 32;
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

type Line = { x: number; y: number; text: string; bold?: boolean; size?: number };

const PAGE_TOP = 800;
const PAGE_BOTTOM = 60;

function partyLines(title: string, p: InvoiceParty, x: number, y: number): Line[] {
  const rows = [p.name, p.street, `${p.postalCode} ${p.city}`.trim(), p.country, p.companyRegNo ? `IČO: ${p.companyRegNo}` : '', p.companyTaxNo ? `DIČ: ${p.companyTaxNo}` : '']
    .filter((r) => r.trim() !== '');
  return [{ x, y, text: title, bold: true }, ...rows.map((text, i) => ({ x, y: y - 14 * (i + 1), text }))];
}

function pageContent(lines: Line[]): string {
  return lines
    .map((l) => `BT /${l.bold ? 'F2' : 'F1'} ${l.size ?? 10} Tf ${l.x} ${l.y} Td ${pdfText(l.text)} Tj ET`)
    .join('\n');
}

/** The invoice as PDF bytes. */
export function invoicePdf(invoice: Invoice, shopName: string): Buffer {
  const pages: Line[][] = [];
  let page: Line[] = [];
  let y = PAGE_TOP;
  const newPage = () => {
    pages.push(page);
    page = [];
    y = PAGE_TOP;
  };
  const need = (height: number) => {
    if (y - height < PAGE_BOTTOM) newPage();
  };

  // A credit note (opravný daňový doklad) comes in the same document model, with the invoice it corrects.
  const title = invoice.correctedInvoiceNumber ? `Opravný daňový doklad č. ${invoice.number}` : `Faktura – daňový doklad č. ${invoice.number}`;
  page.push({ x: 50, y, text: title, bold: true, size: 16 });
  page.push({ x: 400, y, text: shopName, bold: true, size: 12 });
  y -= 30;
  page.push(...partyLines('Dodavatel', invoice.supplier, 50, y), ...partyLines('Odběratel', invoice.buyer, 320, y));
  y -= 110;
  const facts: [string, string][] = [
    ['Datum vystavení', invoice.issueDate],
    ['Datum uskutečnění zdanitelného plnění', invoice.taxPointDate],
    ['Datum splatnosti', invoice.dueDate],
    ['Variabilní symbol', invoice.variableSymbol],
    ['Objednávka', invoice.orderNumber],
    ...(invoice.correctedInvoiceNumber ? ([['Opravuje fakturu', invoice.correctedInvoiceNumber]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    page.push({ x: 50, y, text: `${label}:` }, { x: 260, y, text: value });
    y -= 14;
  }
  y -= 16;
  const header = () => {
    page.push(
      { x: 50, y, text: 'Položka', bold: true },
      { x: 300, y, text: 'Množství', bold: true },
      { x: 360, y, text: 'Cena/j.', bold: true },
      { x: 430, y, text: 'DPH', bold: true },
      { x: 470, y, text: 'Celkem s DPH', bold: true },
    );
    y -= 16;
  };
  header();
  for (const line of invoice.lines) {
    need(14);
    if (y === PAGE_TOP) header();
    const text = line.text.length > 48 ? `${line.text.slice(0, 47)}…` : line.text;
    page.push(
      { x: 50, y, text },
      // "5 kartonů", not "5 karton": the unit declined for the quantity (domain packQuantity).
      { x: 300, y, text: line.quantityText },
      { x: 360, y, text: formatCzk(line.unitPrice) },
      { x: 430, y, text: `${line.vatRate} %` },
      { x: 470, y, text: formatCzk(line.amountWithTax) },
    );
    y -= 14;
  }
  need(40 + 14 * invoice.vatRecap.length + 60);
  y -= 16;
  page.push(
    { x: 50, y, text: 'Rekapitulace DPH', bold: true },
    { x: 200, y, text: 'Základ', bold: true },
    { x: 300, y, text: 'DPH', bold: true },
    { x: 400, y, text: 'Celkem', bold: true },
  );
  y -= 14;
  for (const row of invoice.vatRecap) {
    page.push(
      { x: 50, y, text: `${row.rate} %` },
      { x: 200, y, text: formatCzk(row.base) },
      { x: 300, y, text: formatCzk(row.vat) },
      { x: 400, y, text: formatCzk(row.total) },
    );
    y -= 14;
  }
  y -= 10;
  page.push({ x: 50, y, text: `Celkem bez DPH: ${formatCzk(invoice.amount)}` });
  y -= 14;
  page.push({ x: 50, y, text: `DPH: ${formatCzk(invoice.vatAmount)}` });
  y -= 14;
  if (invoice.rounding !== 0) {
    page.push({ x: 50, y, text: `Zaokrouhlení: ${formatCzk(invoice.rounding)}` });
    y -= 14;
  }
  page.push({ x: 50, y, text: `Celkem k úhradě: ${formatCzk(invoice.totalToPay)}`, bold: true, size: 12 });
  const bank = invoice.bankPayment;
  if (bank) {
    need(24 + 14 * 5);
    y -= 24;
    page.push({ x: 50, y, text: BANK_PAYMENT_TEXTS.title, bold: true });
    for (const [label, value] of [
      [BANK_PAYMENT_TEXTS.account, bank.account],
      [BANK_PAYMENT_TEXTS.iban, bank.iban],
      [BANK_PAYMENT_TEXTS.amount, formatCzk(bank.amount)],
      [BANK_PAYMENT_TEXTS.variableSymbol, bank.variableSymbol],
    ] as const) {
      y -= 14;
      page.push({ x: 50, y, text: `${label}:` }, { x: 200, y, text: value });
    }
  }
  pages.push(page);

  // Objects: 1 catalog, 2 pages, 3 encoding, 4–5 fonts, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${DIFFERENCES} >>`;
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 3 0 R >>';
  objects[5] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 3 0 R >>';
  pages.forEach((lines, i) => {
    const content = pageContent(lines);
    objects[6 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${7 + i * 2} 0 R >>`;
    objects[7 + i * 2] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
