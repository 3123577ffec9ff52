// Reads a PDF back the way a viewer does, through Mozilla's pdf.js (legacy build for Node): each
// page's text items in drawing order (a wrapped cell is several items) and the images it paints.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfPage = {
  /** The text items of the page in drawing order, no-break spaces as plain spaces. */
  items: string[];
  /** The page's text: items joined by single spaces, runs of white space collapsed. */
  text: string;
  /** How many raster images the page paints (the QR Platba code is one). */
  images: number;
};

export type PdfRead = { pages: PdfPage[]; text: string; title: string | null };

const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [plain(item.str)] : []));
      const operators = await page.getOperatorList();
      const images = operators.fnArray.filter((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject).length;
      pages.push({ items, text: items.join(' ').replace(/\s+/g, ' '), images });
    }
    const { info } = await pdf.getMetadata();
    const title = info && typeof info === 'object' && 'Title' in info && typeof info.Title === 'string' ? info.Title : null;
    return { pages, text: pages.map((p) => p.text).join(' '), title };
  } finally {
    await pdf.destroy();
  }
}
