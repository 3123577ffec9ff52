// QR Platba images, made locally by the qrcode library (no third-party image service sees the
// shop's account or the buyer's amount). The page gets an SVG (scales sharply, no extra request:
// a data: URL inside the order); the e-mail gets a PNG, because mail clients do not show SVG.

import QRCode from 'qrcode';

/** Error correction M (15 %): what Czech banks print for QR Platba; a quiet zone of 4 modules. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** One SVG path of the dark modules: a "h1v1h-1z" square per module, rows merged into runs. */
function svgOf(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: OPTIONS.errorCorrectionLevel });
  const size = modules.size;
  const full = size + 2 * OPTIONS.margin;
  let path = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      path += `M${start + OPTIONS.margin} ${row + OPTIONS.margin}h${col - start}v1h-${col - start}z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges"><rect width="${full}" height="${full}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}

/** The QR code of `text` as an SVG data: URL, for an <img> on the page. */
export function qrSvgDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svgOf(text)).toString('base64')}`;
}

/** The QR code of `text` as a PNG: 8 pixels a module for e-mail attachments; the PDF takes 4 (it scales without smoothing). */
export function qrPng(text: string, scale = 8): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', scale });
}
