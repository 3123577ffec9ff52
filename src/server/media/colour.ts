// Colours of the generated artwork: brand colours of the manufacturers (and the carriers and
// partners that have a logo), the shop's own teal, and the Czech colour names of product
// parameters ("Barva": modrá, nerez matná, …) as the colour of the drawn object.

/** The shop's own colour (--color-brand in tokens.css): categories, gifts, unbranded products. */
export const SHOP_COLOUR = '#0a6f6a';

/** FNV-1a 32-bit: a stable number from a text (fallback colours, small variations). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Lower case, no diacritics, words separated by single spaces ("Koš s víkem" → "kos s vikem"). */
export function plainWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` moved towards `b` by `t` (0 … 1). */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const shade = (colour: string, t: number): string => mix(colour, '#000000', t);
export const tint = (colour: string, t: number): string => mix(colour, '#ffffff', t);

/** Relative luminance (WCAG), 0 black … 1 white. */
export function luminance(hex: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgbOf(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export type Brand = { name: string; colour: string };

/**
 * Brand colours by slug (slugify of the name). The seeded manufacturers each have their own hue,
 * so a shelf of products tells the brands apart; carriers and partners have their familiar colour.
 */
const BRANDS: Record<string, Brand> = {
  tork: { name: 'Tork', colour: '#1f5fae' },
  merida: { name: 'Merida', colour: '#2e9d5b' },
  cleamen: { name: 'Cleamen', colour: '#e35d2a' },
  katrin: { name: 'Katrin', colour: '#1989c9' },
  vileda: { name: 'Vileda', colour: '#d7262e' },
  satino: { name: 'Satino', colour: '#6aa84f' },
  'jan-niezgoda': { name: 'Jan Niezgoda', colour: '#7b4fb0' },
  karcher: { name: 'Kärcher', colour: '#f2b705' },
  'bohemia-clean': { name: 'Bohemia Clean', colour: '#138a72' },
  'hygiena-morava': { name: 'Hygiena Morava', colour: '#c2185b' },
  'papirny-vltava': { name: 'Papírny Vltava', colour: '#4c5fc7' },
  'sanitas-pro': { name: 'Sanitas Pro', colour: '#0097a7' },
  numatic: { name: 'Numatic', colour: '#b23a48' },
  dezio: { name: 'Dezio', colour: '#1e3a8a' },
  ekopytel: { name: 'Ekopytel', colour: '#7f9a22' },
  contimo: { name: 'Contimo', colour: '#e08e0b' },
  protekta: { name: 'Protekta', colour: '#37474f' },
  'mydlarna-brno': { name: 'Mýdlárna Brno', colour: '#c0568d' },
  'alpin-chemie': { name: 'Alpin Chemie', colour: '#3d6e8f' },
  'servis-line': { name: 'Servis Line', colour: '#8d5a3b' },
  cisto: { name: 'Čisto', colour: SHOP_COLOUR },
  // Carriers and partners (footer, shipping methods).
  zasilkovna: { name: 'Zásilkovna', colour: '#ba1b02' },
  ppl: { name: 'PPL', colour: '#0a4a8f' },
  dpd: { name: 'DPD', colour: '#dc0032' },
  'ceska-posta': { name: 'Česká pošta', colour: '#0f3b8c' },
  heureka: { name: 'Heureka', colour: '#e4731e' },
  apek: { name: 'APEK', colour: '#1d4f91' },
};

/** Pleasant fallback hues for brands without a colour of their own. */
const FALLBACK_COLOURS = ['#2b7bb9', '#2e9d5b', '#e35d2a', '#7b4fb0', '#c2185b', '#138a72', '#e08e0b', '#4c5fc7', '#0097a7', '#8d5a3b'];

function slugOf(text: string): string {
  return plainWords(text).replace(/ /g, '-');
}

/** A brand by its name or slug: the known colour, else a stable one from the name. */
export function brandOf(nameOrSlug: string | null | undefined): Brand {
  if (!nameOrSlug) return BRANDS.cisto as Brand;
  const slug = slugOf(nameOrSlug);
  const known = BRANDS[slug];
  if (known) return known;
  const name = /[A-Z\u00C0-\u017F ]/.test(nameOrSlug)
    ? nameOrSlug
    : slug
        .split('-')
        .filter((w) => w !== '')
        .map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`)
        .join(' ');
  return { name, colour: FALLBACK_COLOURS[hash32(slug) % FALLBACK_COLOURS.length] ?? SHOP_COLOUR };
}

/** Slugs of the brands with a colour of their own (tests, docs). */
export const KNOWN_BRAND_SLUGS: readonly string[] = Object.keys(BRANDS);

export const METAL = 'metal';

/** "Barva" values of the seed (and common others) → the colour of the object; METAL for steel. */
const NAMED_COLOURS: Record<string, string> = {
  modra: '#3a86d4',
  zelena: '#3aa35b',
  zluta: '#f2c230',
  ruzova: '#ee8fb4',
  cira: '#bfe3f2',
  transparentni: '#d7e6ee',
  oranzova: '#f28a30',
  fialova: '#8a5cc7',
  bila: '#f5f7f8',
  cerna: '#33383d',
  seda: '#9aa4aa',
  cervena: '#d9443a',
  prirodni: '#eadfc8',
  hneda: '#8d6748',
  stribrna: METAL,
  'nerez matna': METAL,
  nerez: METAL,
};

/** The object colour named by a "Barva" parameter value; null when unknown. */
export function namedColour(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const words = plainWords(String(value));
  return NAMED_COLOURS[words] ?? NAMED_COLOURS[words.split(' ')[0] ?? ''] ?? null;
}
