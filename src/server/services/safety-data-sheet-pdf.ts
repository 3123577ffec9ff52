// The safety data sheet (PDF) the shop serves for a chemical product: identification and the
// label elements of section 2 (pictograms, signal word, H and P statements, UFI) in Czech, written
// with pdfkit. Czech letters need an embedded font: DejaVu Sans (npm dejavu-fonts-ttf), which
// pdfkit subsets, so a sheet stays a few kilobytes.

import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CLP_TEXTS, formatDate } from '../../domain/index.js';
import type { SafetyDataSheetFacts } from './clp.js';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const RED = '#d0021b';
const MARGIN = 50;

export type SafetyDataSheetOptions = {
  shopName: string;
  /** The day printed as the revision date; fixed by the caller so one product's sheet is byte-stable per day. */
  revisionDate: Date;
};

/** A GHS pictogram as the PDF can draw it: a red-bordered diamond with the code inside. */
function pictogram(doc: PDFKit.PDFDocument, x: number, y: number, size: number, code: string): void {
  const half = size / 2;
  doc
    .save()
    .lineWidth(3)
    .polygon([x + half, y], [x + size, y + half], [x + half, y + size], [x, y + half])
    .fillAndStroke('#ffffff', RED)
    .restore();
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('#000000')
    .text(code, x, y + half - 5, { width: size, align: 'center', lineBreak: false });
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#000000').text(text, MARGIN).moveDown(0.3);
}

function line(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('regular').fontSize(10).fillColor('#000000').text(text, MARGIN, undefined, { width: doc.page.width - 2 * MARGIN });
}

/** The PDF bytes of the safety data sheet of one product. */
export function safetyDataSheetPdf(facts: SafetyDataSheetFacts, options: SafetyDataSheetOptions): Promise<Buffer> {
  const { hazard } = facts;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Bezpečnostní list – ${facts.name}`,
      Author: options.shopName,
      Subject: 'Bezpečnostní list podle nařízení (ES) č. 1907/2006 (REACH), příloha II',
      CreationDate: options.revisionDate,
      ModDate: options.revisionDate,
    },
    lang: 'cs-CZ',
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(18).text('BEZPEČNOSTNÍ LIST');
  line(doc, 'podle nařízení (ES) č. 1907/2006 (REACH), příloha II, a nařízení (ES) č. 1272/2008 (CLP)');
  line(doc, `Datum revize: ${formatDate(options.revisionDate.getTime())}`);

  heading(doc, 'ODDÍL 1: Identifikace látky/směsi a společnosti/podniku');
  line(doc, `1.1 Identifikátor výrobku: ${facts.name}`);
  line(doc, `Katalogové číslo: ${facts.sku}`);
  if (hazard.ufi) line(doc, `UFI: ${hazard.ufi}`);
  line(doc, '1.2 Určená použití: čisticí, mycí nebo dezinfekční prostředek podle návodu na obalu.');
  line(doc, `1.3 Dodavatel: ${options.shopName}`);
  line(doc, '1.4 Telefonní číslo pro naléhavé situace: Toxikologické informační středisko, Na Bojišti 1, 128 08 Praha 2, tel. (nepřetržitě) 224 919 293, 224 915 402.');

  heading(doc, 'ODDÍL 2: Identifikace nebezpečnosti');
  if (!hazard.hazardous) {
    line(doc, CLP_TEXTS.notClassified);
  } else {
    line(doc, '2.2 Prvky označení');
    if (hazard.pictograms.length > 0) {
      const size = 56;
      const top = doc.y + 6;
      hazard.pictograms.forEach((p, i) => pictogram(doc, MARGIN + i * (size + 14), top, size, p.code));
      doc.y = top + size + 6;
      line(doc, `Výstražné symboly nebezpečnosti: ${hazard.pictograms.map((p) => `${p.code} (${p.name})`).join(', ')}`);
    }
    if (hazard.signalWordText) line(doc, `${CLP_TEXTS.signalWord}: ${hazard.signalWordText}`);
    if (hazard.hazardStatements.length > 0) {
      doc.moveDown(0.4);
      line(doc, `${CLP_TEXTS.hazardStatements}:`);
      for (const s of hazard.hazardStatements) line(doc, `${s.code} ${s.text}`);
    }
    if (hazard.precautionaryStatements.length > 0) {
      doc.moveDown(0.4);
      line(doc, `${CLP_TEXTS.precautionaryStatements}:`);
      for (const s of hazard.precautionaryStatements) line(doc, `${s.code} ${s.text}`);
    }
  }

  heading(doc, 'ODDÍL 16: Další informace');
  line(doc, 'Údaje odpovídají štítku výrobku. Úplný bezpečnostní list výrobce zašleme na vyžádání.');

  doc.end();
  return done;
}
