import type { Font } from 'fontkit';

// pdfkit takes a parsed fontkit font wherever it takes a font file (its PDFFontFactory uses any
// object with layout()); @types/pdfkit lists only files and bytes. Parsing DejaVu once per
// process instead of once per document is most of a PDF's time (accounts-invoice-pdf.ts).
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
