// The PDF of a tax document — an invoice or its credit note (opravný daňový doklad) — drawn by
// pdfkit from the one model the profile's HTML page shows (TaxDocument, src/domain/tax-document.ts):
// every field of § 29 zákona o DPH, the lines in a table whose header repeats on every page, item
// names wrapped (never cut), the VAT recapitulation per rate in CZK, the rounding, the total, and
// on an unpaid transfer the payment instructions with the QR Platba code.
//
// Font: DejaVu Sans from the dejavu-fonts-ttf package (Bitstream Vera licence: free to embed and
// redistribute), embedded as a subset of the glyphs used, so every Czech and Slovak letter prints
// and reads back as text.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  BANK_PAYMENT_TEXTS,
  QR_PAYMENT_TEXTS,
  TAX_DOCUMENT_TEXTS as T,
  formatCzk,
  partyLines,
  taxDocumentFacts,
  taxDocumentHeading,
  taxDocumentTotal,
  vatRateText,
  type TaxDocument,
  type TaxDocumentParty,
} from '../../domain/index.js';
import { qrPng } from './qr-payment.js';

const require = createRequire(import.meta.url);

/**
 * The TrueType files, read once per process; each document parses its own copy. A parsed font
 * must not be shared between documents: fontkit caches a glyph with the code points of its first
 * request, and an accent's base letter first loaded as a component of "ř" keeps none, so the next
 * document's "r" would lose its ToUnicode entry (text that cannot be copied or searched).
 */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** The lowest y content may reach; the footer sits below it. */
const CONTENT_BOTTOM = PAGE.height - MARGIN - 20;
const CELL_PADDING = 3;
const TABLE_SIZE = 8;
const TEXT_SIZE = 9;

type Align = 'left' | 'right';
type Column = { width: number; align: Align };

/** The lines table: Položka | Množství | Cena/j. bez DPH | Sazba DPH | Základ | DPH | Celkem s DPH (515 pt). */
const LINE_COLUMNS: Column[] = [
  { width: 170, align: 'left' },
  { width: 55, align: 'right' },
  { width: 62, align: 'right' },
  { width: 38, align: 'right' },
  { width: 62, align: 'right' },
  { width: 58, align: 'right' },
  { width: 70, align: 'right' },
];
const LINE_HEADER = [T.item, T.quantity, T.unitPrice, T.vatRate, T.base, T.vat, T.amountWithTax];

const RECAP_COLUMNS: Column[] = [
  { width: 80, align: 'left' },
  { width: 100, align: 'right' },
  { width: 100, align: 'right' },
  { width: 100, align: 'right' },
];
const RECAP_HEADER = [T.vatRate, T.base, T.vat, T.amountWithTax];

/** Money as printed: formatCzk with its no-break spaces (DejaVu has the glyph, so amounts never wrap inside). */
const czk = formatCzk;

class Writer {
  readonly pdf: PDFKit.PDFDocument;
  y = MARGIN;

  constructor(readonly doc: TaxDocument) {
    const { regular, bold } = fontFiles();
    this.pdf = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      // No default font: pdfkit would load its standard Helvetica; every text uses the registered DejaVu.
      font: '',
      info: { Title: taxDocumentHeading(doc), Subject: taxDocumentHeading(doc), Creator: 'Čisto' },
      lang: 'cs-CZ',
      displayTitle: true,
    });
    this.pdf.registerFont('regular', regular);
    this.pdf.registerFont('bold', bold);
  }

  font(bold: boolean, size: number): this {
    this.pdf.font(bold ? 'bold' : 'regular').fontSize(size);
    return this;
  }

  /** A new page when `height` no longer fits; true when one was added. */
  ensure(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.pdf.addPage();
    this.y = MARGIN;
    return true;
  }

  text(value: string, x: number, width: number, options: { bold?: boolean; size?: number; align?: Align } = {}): number {
    this.font(options.bold ?? false, options.size ?? TEXT_SIZE);
    const height = this.pdf.heightOfString(value, { width });
    this.pdf.text(value, x, this.y, { width, align: options.align ?? 'left' });
    return height;
  }

  /** The height of a table row: cells wrap within their column, the row is as tall as its tallest cell. */
  rowHeight(columns: Column[], cells: string[], bold = false): number {
    this.font(bold, TABLE_SIZE);
    const heights = cells.map((cell, i) => this.pdf.heightOfString(cell, { width: columns[i]!.width - 2 * CELL_PADDING }));
    return Math.max(...heights) + 2 * CELL_PADDING;
  }

  drawRow(columns: Column[], cells: string[], options: { bold?: boolean; fill?: string; height?: number } = {}): void {
    const height = options.height ?? this.rowHeight(columns, cells, options.bold);
    const width = columns.reduce((w, c) => w + c.width, 0);
    if (options.fill) this.pdf.rect(MARGIN, this.y, width, height).fill(options.fill).fillColor('black');
    this.font(options.bold ?? false, TABLE_SIZE);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      this.pdf.text(cell, x + CELL_PADDING, this.y + CELL_PADDING, { width: column.width - 2 * CELL_PADDING, align: column.align });
      x += column.width;
    });
    this.y += height;
    this.pdf.moveTo(MARGIN, this.y).lineTo(MARGIN + width, this.y).lineWidth(0.5).strokeColor('#999999').stroke();
  }

  heading(): void {
    const doc = this.doc;
    const height = this.text(taxDocumentHeading(doc), MARGIN, CONTENT_WIDTH, { bold: true, size: 15 });
    this.y += height + 10;
  }

  party(title: string, party: TaxDocumentParty, x: number, width: number): number {
    const top = this.y;
    let y = top;
    for (const [value, bold, size] of [[title, true, 8], [party.name, true, TEXT_SIZE], ...partyLines(party).map((l) => [l, false, TEXT_SIZE] as const)] as const) {
      this.y = y;
      y += this.text(value, x, width, { bold, size }) + 2;
    }
    this.y = top;
    return y - top;
  }

  parties(): void {
    const half = CONTENT_WIDTH / 2 - 10;
    const left = this.party(T.supplier, this.doc.supplier, MARGIN, half);
    const right = this.party(T.buyer, this.doc.buyer, MARGIN + CONTENT_WIDTH / 2 + 10, half);
    this.y += Math.max(left, right) + 12;
  }

  facts(): void {
    const labelWidth = 200;
    for (const [label, value] of taxDocumentFacts(this.doc)) {
      this.ensure(14);
      const height = Math.max(this.text(`${label}:`, MARGIN, labelWidth), this.text(value, MARGIN + labelWidth, CONTENT_WIDTH - labelWidth, { bold: true }));
      this.y += height + 2;
    }
    this.y += 12;
  }

  lines(): void {
    const headerHeight = this.rowHeight(LINE_COLUMNS, LINE_HEADER, true);
    const header = () => this.drawRow(LINE_COLUMNS, LINE_HEADER, { bold: true, fill: '#eeeeee', height: headerHeight });
    this.ensure(headerHeight + 20);
    header();
    for (const line of this.doc.lines) {
      const cells = [
        line.text,
        line.quantityText,
        czk(line.unitPrice),
        vatRateText(line.vatRate),
        czk(line.amount),
        czk(line.vatAmount),
        czk(line.amountWithTax),
      ];
      // A row taller than a page (a name of thousands of characters) is drawn from the top of a fresh page.
      const height = this.rowHeight(LINE_COLUMNS, cells);
      if (this.ensure(height)) header();
      this.drawRow(LINE_COLUMNS, cells, { height });
    }
    this.y += 14;
  }

  recap(): void {
    const doc = this.doc;
    const rows = doc.vatRecap.map((r) => [vatRateText(r.rate), czk(r.base), czk(r.vat), czk(r.total)]);
    const totals: [string, string, boolean][] = [
      [T.totalBase, czk(doc.amount), false],
      [T.totalVat, czk(doc.vatAmount), false],
    ];
    if (doc.rounding !== 0) totals.push([T.rounding, czk(doc.rounding), false]);
    const total = taxDocumentTotal(doc);
    totals.push([total.label, total.amount, true]);
    const headerHeight = this.rowHeight(RECAP_COLUMNS, RECAP_HEADER, true);
    const heights = rows.map((r) => this.rowHeight(RECAP_COLUMNS, r));
    // The recapitulation and the totals stay together on one page.
    this.ensure(20 + headerHeight + heights.reduce((a, b) => a + b, 0) + 10 + totals.length * 16 + (doc.paid ? 20 : 0));
    this.y += this.text(T.recapTitle, MARGIN, CONTENT_WIDTH, { bold: true, size: 10 }) + 4;
    this.drawRow(RECAP_COLUMNS, RECAP_HEADER, { bold: true, fill: '#eeeeee', height: headerHeight });
    rows.forEach((row, i) => this.drawRow(RECAP_COLUMNS, row, { height: heights[i]! }));
    this.y += 10;
    const labelX = MARGIN + CONTENT_WIDTH - 330;
    for (const [label, value, bold] of totals) {
      const size = bold ? 11 : TEXT_SIZE;
      const height = Math.max(this.text(`${label}:`, labelX, 200, { bold, size }), this.text(value, labelX + 200, 130, { bold, size, align: 'right' }));
      this.y += height + 4;
    }
    if (doc.paid) {
      this.y += 4;
      this.y += this.text(T.paid, labelX, 330, { bold: true, size: 10 }) + 4;
    }
    this.y += 12;
  }

  async bank(): Promise<void> {
    const bank = this.doc.bankPayment;
    if (!bank || this.doc.paid) return;
    const qrSize = 110;
    const facts: [string, string][] = [
      [BANK_PAYMENT_TEXTS.account, bank.account],
      [BANK_PAYMENT_TEXTS.iban, bank.iban],
      [BANK_PAYMENT_TEXTS.amount, czk(bank.amount)],
      [BANK_PAYMENT_TEXTS.variableSymbol, bank.variableSymbol],
    ];
    this.ensure(Math.max(qrSize + 30, 20 + facts.length * 14 + 30));
    const top = this.y;
    this.y += this.text(BANK_PAYMENT_TEXTS.title, MARGIN, 330, { bold: true, size: 10 }) + 4;
    for (const [label, value] of facts) {
      const height = Math.max(this.text(`${label}:`, MARGIN, 110), this.text(value, MARGIN + 110, 220, { bold: true }));
      this.y += height + 3;
    }
    this.y += 4;
    this.y += this.text(BANK_PAYMENT_TEXTS.note, MARGIN, 320, { size: 8 });
    if (bank.spayd) {
      const x = MARGIN + CONTENT_WIDTH - qrSize;
      this.pdf.image(await qrPng(bank.spayd, 4), x, top, { width: qrSize, height: qrSize });
      this.y = Math.max(this.y, top + qrSize);
      this.y += this.text(QR_PAYMENT_TEXTS.caption, x - 20, qrSize + 20, { size: 7, align: 'right' });
    }
    this.y += 12;
  }

  /** "Faktura – daňový doklad č. … · Strana 1 z 2" under every page. */
  footers(): void {
    const range = this.pdf.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.pdf.switchToPage(range.start + i);
      // Below the bottom margin pdfkit would start a new page; the footer is drawn with none.
      const margins = this.pdf.page.margins;
      this.pdf.page.margins = { ...margins, bottom: 0 };
      this.font(false, 7);
      this.pdf.text(`${taxDocumentHeading(this.doc)} · ${T.page} ${i + 1} z ${range.count}`, MARGIN, PAGE.height - MARGIN, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
      this.pdf.page.margins = margins;
    }
  }

  async render(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.pdf.on('end', () => resolve(Buffer.concat(chunks)));
      this.pdf.on('error', reject);
    });
    this.heading();
    this.parties();
    this.facts();
    this.lines();
    this.recap();
    await this.bank();
    this.footers();
    this.pdf.end();
    return done;
  }
}

/**
 * The PDF of a tax document (invoice or credit note) as bytes. The GraphQL `Invoice` the profile
 * serves is a TaxDocument; a credit note (services/credit-notes.ts) comes in the same shape.
 */
export function taxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  return new Writer(doc).render();
}
