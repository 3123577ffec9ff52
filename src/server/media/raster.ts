// The shop's drawn pictures (products, categories, articles) as WebP. A browser turns every SVG
// <img> into a document of its own, parsed, laid out and painted on the page's main thread
// (10–24 ms each on the home page's first load, measured in Chromium traces), where a WebP is
// decoded off it, as the photographs of a real catalogue are. Each drawing is rendered once per
// width by sharp and kept in memory; the SVG addresses stay for what links them.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * The width each kind is rendered at: its largest use on a page (product detail 480 px, a
 * category tile 64 px, an article teaser 400 px) at a phone's 1.75× pixel density, or about.
 */
export const ARTWORK_WEBP_WIDTHS = { products: 800, categories: 128, articles: 800 } as const;
export type RasterArtworkKind = keyof typeof ARTWORK_WEBP_WIDTHS;

/** Gradients and flat shapes: 75 keeps them clean at 2–7 kB a picture. */
const WEBP_QUALITY = 75;
/** About 5 000 renditions (the demo catalogue's 1 100 pictures fit several times). */
const KEPT_BYTES = 32 * 1024 * 1024;

const rendered = new LRUCache<string, Buffer>({ maxSize: KEPT_BYTES, sizeCalculation: (bytes) => bytes.length });
const rendering = new Map<string, Promise<Buffer>>();

async function render(svg: string, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const input = Buffer.from(svg);
  const { width: drawn = width } = await sharp(input).metadata();
  // Rasterised at the density that gives at least `width` pixels, so nothing is scaled up blurred.
  const density = 72 * Math.max(1, width / drawn);
  return sharp(input, { density }).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/** The drawing as a WebP `width` px wide; concurrent asks for one rendition share its rendering. */
export async function artworkWebp(svg: string, width: number): Promise<Buffer> {
  const key = `${createHash('sha256').update(svg).digest('base64url')}:${width}`;
  const kept = rendered.get(key);
  if (kept) return kept;
  let pending = rendering.get(key);
  if (!pending) {
    pending = render(svg, width).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  const bytes = await pending;
  rendered.set(key, bytes);
  return bytes;
}
