// The shop's drawn pictures (products, categories, articles) as WebP. A browser turns every SVG
// <img> into a document of its own, parsed, laid out and painted on the page's main thread
// (10–24 ms each on the home page's first load, measured in Chromium traces), where a WebP is
// decoded off it, as the photographs of a real catalogue are. Each drawing is rendered once per
// width by sharp and kept in memory; the SVG addresses stay for what links them.
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';

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

/**
 * Renderings at a time, and asks that may wait for one. Renderings run on libuv's four threads,
 * which password hashing and file reads need too; any article alias has a drawing, so a crawler
 * (or worse) asking for thousands of new names must not take them all. Past the queue the route
 * answers the SVG instead, uncached.
 */
export const RENDER_LIMITS = { rendering: 2, waiting: 32 } as const;

const rendered = new LRUCache<string, Buffer>({ maxSize: KEPT_BYTES, sizeCalculation: (bytes) => bytes.length });
const rendering = new Map<string, Promise<Buffer>>();
const slots = pLimit(RENDER_LIMITS.rendering);

async function render(svg: string, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const input = Buffer.from(svg);
  const { width: drawn = width } = await sharp(input).metadata();
  // Rasterised at the density that gives at least `width` pixels, so nothing is scaled up blurred.
  const density = 72 * Math.max(1, width / drawn);
  return sharp(input, { density }).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/**
 * The drawing as a WebP `width` px wide, kept under `key`, which names this drawing at this width
 * (the route's ETag); concurrent asks for one rendition share its rendering. Null when too many
 * renderings are already waiting (RENDER_LIMITS).
 */
export async function artworkWebp(key: string, svg: string, width: number): Promise<Buffer | null> {
  const kept = rendered.get(key);
  if (kept) return kept;
  let pending = rendering.get(key);
  if (!pending) {
    if (slots.activeCount >= RENDER_LIMITS.rendering && slots.pendingCount >= RENDER_LIMITS.waiting) return null;
    pending = slots(() => render(svg, width))
      .then((bytes) => {
        rendered.set(key, bytes);
        return bytes;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}
