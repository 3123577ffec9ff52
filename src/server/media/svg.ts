// Generated artwork: small deterministic SVGs (a few kB), so the shop has a picture for every
// product, category, article, banner and brand without shipping binary files.
//
// - products: the drawing of the product's kind (drawings.ts, chosen in kinds.ts) in the brand's
//   colour on white with a soft floor shadow, like a product photo; image 2 is the same product
//   smaller with a magnifier on a telling detail. Never a SKU or any other text.
// - categories: the drawing of the category's kind in the shop's teal on a soft disc.
// - articles and banners: a wide (16:9) scene of a few objects, no text (pages print their own).
// - brands: a wordmark with a small mark (the text is the logo); payment and delivery methods an icon.

import { SHOP_COLOUR, brandOf, hash32, luminance, METAL, mix, plainWords, shade, tint, type Brand } from './colour.js';
import { DRAWING_DEFS, type Drawing, type Kit } from './drawings.js';
import { productArt, type ArtworkSubject } from './kinds.js';
import { xmlText } from '../services/feeds/xml.js';

export const IMAGE_SIZE = 600;
/** Article and banner scenes: 16:9, what the teaser and the banner show. */
export const SCENE_WIDTH = 800;
export const SCENE_HEIGHT = 450;
/** Brand logos: 5:2, the footer's partner strip (120 × 48). */
export const LOGO_WIDTH = 400;
export const LOGO_HEIGHT = 160;

/** Text for an SVG: the feeds' one XML escape (entities, and characters XML 1.0 forbids removed, so a control character in a name cannot break the picture). */
export function escapeXml(text: string): string {
  return xmlText(text);
}

// --- Colours and shared gradients ---------------------------------------------------------------

const WHITE_ITEM = '#f5f7f8';

function kitOf(brand: string, item: string | null): Kit {
  const metal = item === METAL;
  const i = metal ? '#c5ccd0' : (item ?? WHITE_ITEM);
  return {
    b: brand,
    bd: shade(brand, 0.28),
    bl: tint(brand, 0.45),
    i,
    id: shade(i, i === WHITE_ITEM ? 0.16 : 0.25),
    il: tint(i, 0.4),
    metal,
  };
}

/** A horizontal "cylinder" gradient: dark edges, a highlight left of the middle. */
function cylinder(id: string, c: string): string {
  const stops: [number, string][] = [
    [0, shade(c, 0.2)],
    [0.22, c],
    [0.4, tint(c, 0.3)],
    [0.62, c],
    [1, shade(c, 0.24)],
  ];
  return `<linearGradient id="${id}">${stops.map(([o, s]) => `<stop offset="${o}" stop-color="${s}"/>`).join('')}</linearGradient>`;
}

const STEEL = '<stop offset="0" stop-color="#8e989e"/><stop offset=".35" stop-color="#eef1f3"/><stop offset=".62" stop-color="#c3cacf"/><stop offset="1" stop-color="#848e94"/>';
const WHITE = '<stop offset="0" stop-color="#d3d9dc"/><stop offset=".35" stop-color="#fff"/><stop offset=".7" stop-color="#f1f3f4"/><stop offset="1" stop-color="#cdd3d6"/>';

/** The gradients a body refers to (and only those, to stay small). */
function gradients(body: string, k: Kit): string {
  const defs: string[] = [];
  if (body.includes('url(#b)')) defs.push(cylinder('b', k.b));
  if (body.includes('url(#i)')) {
    defs.push(k.metal ? `<linearGradient id="i">${STEEL}</linearGradient>` : k.i === WHITE_ITEM ? `<linearGradient id="i">${WHITE}</linearGradient>` : cylinder('i', k.i));
  }
  if (body.includes('url(#w)')) defs.push(`<linearGradient id="w">${WHITE}</linearGradient>`);
  if (body.includes('url(#m)')) defs.push(`<linearGradient id="m">${STEEL}</linearGradient>`);
  if (body.includes('url(#s)')) defs.push('<radialGradient id="s"><stop offset="0" stop-color="#0f2024" stop-opacity=".26"/><stop offset="1" stop-color="#0f2024" stop-opacity="0"/></radialGradient>');
  if (body.includes('url(#h)')) defs.push(`<radialGradient id="h" cy=".42" r=".6"><stop offset="0" stop-color="${tint(k.b, 0.9)}"/><stop offset="1" stop-color="#fff"/></radialGradient>`);
  return defs.length > 0 ? `<defs>${defs.join('')}</defs>` : '';
}

function svgDocument(width: number, height: number, label: string, body: string, k: Kit): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    gradients(body, k) +
    body +
    '</svg>'
  );
}

const FLOOR_SHADOW = '<ellipse cx="300" cy="522" rx="200" ry="24" fill="url(#s)"/>';

// --- Products ------------------------------------------------------------------------------------

export type ProductPicture = { drawing: Drawing; brand: Brand; item?: string | null; label?: string };

/**
 * One product picture. `variant` 1 is the product on white; 2 (and every even variant) the same
 * product smaller, left, with a round magnifier on its detail — a second "photo" of the pack.
 */
export function productPictureSvg(picture: ProductPicture, variant = 1): string {
  const def = DRAWING_DEFS[picture.drawing];
  const k = kitOf(picture.brand.colour, picture.item ?? def.item);
  const drawing = def.draw(k);
  const label = picture.label ?? picture.brand.name;
  const background = '<rect width="600" height="600" fill="url(#h)"/>';
  if (variant % 2 === 1) return svgDocument(IMAGE_SIZE, IMAGE_SIZE, label, `${background}<g transform="matrix(1.1 0 0 1.1 -30 -36)">${FLOOR_SHADOW}${drawing}</g>`, k);
  const [fx, fy] = def.detail;
  const lens = { x: 452, y: 156, r: 112 };
  const body =
    `<defs><g id="d">${drawing}</g><clipPath id="c"><circle cx="${lens.x}" cy="${lens.y}" r="${lens.r}"/></clipPath></defs>` +
    background +
    '<g transform="matrix(.8 0 0 .8 10 104)">' +
    FLOOR_SHADOW +
    '<use href="#d"/></g>' +
    `<circle cx="${lens.x + 4}" cy="${lens.y + 8}" r="${lens.r + 10}" fill="#0f2024" opacity=".1"/>` +
    `<circle cx="${lens.x}" cy="${lens.y}" r="${lens.r + 8}" fill="#fff"/>` +
    `<g clip-path="url(#c)"><rect x="${lens.x - lens.r}" y="${lens.y - lens.r}" width="${lens.r * 2}" height="${lens.r * 2}" fill="${tint(k.b, 0.9)}"/>` +
    `<use href="#d" transform="translate(${lens.x} ${lens.y}) scale(1.6) translate(${-fx} ${-fy})"/></g>` +
    `<circle cx="${lens.x}" cy="${lens.y}" r="${lens.r + 8}" fill="none" stroke="${tint(k.b, 0.55)}" stroke-width="3"/>`;
  return svgDocument(IMAGE_SIZE, IMAGE_SIZE, label, body, k);
}

/** What a product's artwork is drawn from: the subject (name, category, parameters) and its brand. */
export type ProductArtwork = ArtworkSubject & { brand?: string | null };

/** A product's picture: its kind's drawing, its brand's colour, its own colour. */
export function productImageSvg(product: ProductArtwork, variant = 1): string {
  const art = productArt(product);
  return productPictureSvg({ drawing: art.drawing, item: art.item, brand: brandOf(product.brand), label: product.name }, variant);
}

// --- Categories ----------------------------------------------------------------------------------

/** A category tile: the drawing of its kind in the shop's colour on a soft disc. */
export function categoryImageSvg(drawing: Drawing, label: string): string {
  const def = DRAWING_DEFS[drawing];
  const k = kitOf(SHOP_COLOUR, def.item);
  const body =
    `<circle cx="300" cy="300" r="282" fill="${tint(SHOP_COLOUR, 0.9)}"/>` +
    `<circle cx="300" cy="300" r="282" fill="none" stroke="${tint(SHOP_COLOUR, 0.8)}" stroke-width="4"/>` +
    `<g transform="matrix(.96 0 0 .96 12 -14)">${FLOOR_SHADOW}${def.draw(k)}</g>`;
  return svgDocument(IMAGE_SIZE, IMAGE_SIZE, label, body, k);
}

// --- Articles and banners --------------------------------------------------------------------------

/** Scenes by words of the article's address; each is three objects standing on a floor. */
const SCENES: readonly [RegExp, readonly [Drawing, Drawing, Drawing]][] = [
  [/toaletni papir|papir/, ['roll-dispenser', 'toilet-paper', 'jumbo-roll']],
  [/\bmop/, ['string-mop', 'wringer-bucket', 'flat-mop']],
  [/dezinfekc|cisteni/, ['spray', 'pump', 'wipes']],
  [/davkovac/, ['towel-dispenser', 'soap-dispenser', 'pump']],
  [/jarni|jaro/, ['spray', 'bucket', 'cloth']],
  [/koncentrat|redit/, ['bottle', 'canister', 'spray']],
  [/zimni|vstup/, ['broom', 'bucket', 'dustpan']],
  [/hotel/, ['folded-towels', 'hotel-kit', 'soap-bar']],
  [/pytle|recyklat/, ['bin', 'bags', 'sorting-bins']],
  [/trideni|odpad/, ['sorting-bins', 'bags', 'bin']],
  [/letni|teras/, ['broom', 'spray', 'bucket']],
  [/vozik/, ['bucket', 'trolley', 'spray']],
  [/stroj/, ['vacuum', 'scrubber', 'steam']],
  [/doprava|doruc/, ['parcel', 'truck', 'parcel']],
  [/klub|body|odmen/, ['gift', 'warranty', 'gift']],
  [/reklamac|vraceni/, ['parcel', 'wrench', 'warranty']],
  [/velkoodber|firm/, ['parcel', 'canister', 'toilet-paper']],
  [/ochrana|podminky|udaju/, ['parcel', 'warranty', 'gift']],
  [/nakupovat|kontakt|showroom|otevr|svatk|prodejn/, ['bottle', 'parcel', 'toilet-paper']],
];

const SCENE_FALLBACKS: readonly (readonly [Drawing, Drawing, Drawing])[] = [
  ['spray', 'bucket', 'cloth'],
  ['pump', 'soap-bar', 'folded-towels'],
  ['bottle', 'toilet-paper', 'gloves'],
  ['flat-mop', 'bucket', 'spray'],
];

/** Soft backdrops (wall, floor) and object colours of the scenes. */
const SCENE_PALETTES: readonly { wall: string; floor: string; blob: string; colours: readonly [string, string, string] }[] = [
  { wall: '#e6f3f1', floor: '#cfe6e2', blob: '#d6ece8', colours: [SHOP_COLOUR, '#e3572b', '#1989c9'] },
  { wall: '#eaf1fa', floor: '#d3e2f3', blob: '#dde9f7', colours: ['#1f5fae', '#0a6f6a', '#e08e0b'] },
  { wall: '#fbefe6', floor: '#f3dcc9', blob: '#f7e4d6', colours: ['#e35d2a', '#0a6f6a', '#7b4fb0'] },
  { wall: '#f0ecf8', floor: '#ddd5ef', blob: '#e6e0f4', colours: ['#7b4fb0', '#2e9d5b', '#1989c9'] },
  { wall: '#edf6e9', floor: '#d6e9cd', blob: '#e1f0da', colours: ['#2e9d5b', '#1f5fae', '#e35d2a'] },
];

/** A sparkle (four-pointed star) for the scenes. */
function sparkle(cx: number, cy: number, r: number, fill: string): string {
  const q = r * 0.18;
  return `<path d="M${cx} ${cy - r}Q${cx + q} ${cy - q} ${cx + r} ${cy}Q${cx + q} ${cy + q} ${cx} ${cy + r}Q${cx - q} ${cy + q} ${cx - r} ${cy}Q${cx - q} ${cy - q} ${cx} ${cy - r}z" fill="${fill}"/>`;
}

/**
 * A decorative 16:9 scene for an article or banner, chosen by the words of its address (its
 * alias): three objects on a soft floor with sparkles and bubbles. No text, and the objects keep
 * to the middle, so a crop to a square or a narrow banner keeps them.
 */
export function articleImageSvg(alias: string): string {
  const words = plainWords(alias);
  const seed = hash32(`scene:${words}`);
  const trio = SCENES.find(([pattern]) => pattern.test(words))?.[1] ?? SCENE_FALLBACKS[seed % SCENE_FALLBACKS.length] ?? SCENE_FALLBACKS[0]!;
  const palette = SCENE_PALETTES[(seed >>> 4) % SCENE_PALETTES.length] ?? SCENE_PALETTES[0]!;
  const kits = palette.colours.map((c, n) => kitOf(c, DRAWING_DEFS[trio[n] ?? 'parcel'].item));
  // Objects: the middle one larger, all standing on the floor line at y = 372.
  const places = [
    { x: 214, scale: 0.5 },
    { x: 400, scale: 0.64 },
    { x: 586, scale: 0.5 },
  ];
  const defs: string[] = [];
  const objects = trio
    .map((drawing, n) => {
      const { x, scale } = places[n] ?? places[0]!;
      const k = kits[n] ?? kits[0]!;
      // Each object has its own colours: its gradients get the object's number (b → b0, i → i0…).
      const raw = DRAWING_DEFS[drawing].draw(k);
      defs.push(gradients(raw, k).replace(/^<defs>|<\/defs>$/g, '').replace(/id="([biwm])"/g, `id="$1${n}"`));
      const drawn = raw.replace(/url\(#([biwm])\)/g, `url(#$1${n})`);
      const dx = (x - 300 * scale).toFixed(1);
      const dy = (396 - 520 * scale).toFixed(1);
      return `<g transform="matrix(${scale} 0 0 ${scale} ${dx} ${dy})">${FLOOR_SHADOW}${drawn}</g>`;
    })
    .join('');
  const bubbles = [0, 1, 2, 3, 4]
    .map((n) => {
      const h = hash32(`bubble:${words}:${n}`);
      const x = 150 + (h % 500);
      const y = 60 + ((h >>> 9) % 150);
      return `<circle cx="${x}" cy="${y}" r="${8 + ((h >>> 17) % 14)}" fill="#fff" fill-opacity=".55" stroke="#fff" stroke-width="3"/>`;
    })
    .join('');
  const body =
    `<defs>${defs.join('')}<radialGradient id="s"><stop offset="0" stop-color="#0f2024" stop-opacity=".22"/><stop offset="1" stop-color="#0f2024" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="800" height="450" fill="${palette.wall}"/>` +
    `<circle cx="400" cy="250" r="210" fill="${palette.blob}"/>` +
    `<circle cx="170" cy="120" r="90" fill="#fff" opacity=".5"/>` +
    `<circle cx="660" cy="110" r="60" fill="#fff" opacity=".45"/>` +
    `<path d="M0 372H800V450H0z" fill="${palette.floor}"/>` +
    `<path d="M0 372H800" stroke="#fff" stroke-width="4" opacity=".6"/>` +
    bubbles +
    sparkle(300, 110, 22, '#fff') +
    sparkle(520, 84, 16, '#fff') +
    sparkle(640, 200, 12, mix(palette.colours[0], '#ffffff', 0.5)) +
    objects;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" role="img" aria-label="">${body}</svg>`;
}

// --- Brands, carriers, partners and payment methods ------------------------------------------------

/** Payment and delivery methods have an icon instead of a wordmark (their names are on the page). */
const METHOD_ICONS: Record<string, (c: string) => string> = {
  karta: (c) =>
    `<rect x="140" y="32" width="120" height="96" rx="12" fill="${c}"/><rect x="140" y="54" width="120" height="16" fill="#1f2326" opacity=".7"/><rect x="156" y="88" width="26" height="20" rx="4" fill="#f2c230"/><rect x="196" y="94" width="48" height="8" rx="4" fill="#fff" opacity=".7"/>`,
  prevod: (c) =>
    `<path d="M200 24L270 60H130z" fill="${c}"/><rect x="140" y="64" width="120" height="8" fill="${c}"/><path d="M150 80h16v34h-16zM184 80h16v34h-16zM218 80h16v34h-16zM244 80h8v34h-8z" fill="${c}" opacity=".8"/><rect x="132" y="118" width="136" height="14" rx="3" fill="${c}"/>`,
  dobirka: (c) =>
    `<path d="M130 60L190 36L250 60V116L190 140L130 116z" fill="#d8b98a"/><path d="M130 60L190 84L250 60" fill="none" stroke="#b8935f" stroke-width="4"/><circle cx="256" cy="104" r="30" fill="${c}"/><circle cx="256" cy="104" r="18" fill="none" stroke="#fff" stroke-width="5"/>`,
  hotove: (c) =>
    `<rect x="124" y="42" width="152" height="82" rx="10" fill="${c}"/><circle cx="200" cy="83" r="22" fill="#fff" opacity=".85"/><circle cx="146" cy="83" r="7" fill="#fff" opacity=".6"/><circle cx="254" cy="83" r="7" fill="#fff" opacity=".6"/>`,
  faktura: (c) =>
    `<path d="M156 22H226L250 46V138H156z" fill="#fff" stroke="${c}" stroke-width="6" stroke-linejoin="round"/><path d="M174 64H232M174 84H232M174 104H212" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`,
  'osobni-odber': (c) =>
    `<rect x="140" y="62" width="120" height="74" rx="6" fill="${c}"/><path d="M128 40H272L262 66H138z" fill="${shade(c, 0.25)}"/><rect x="186" y="90" width="28" height="46" rx="3" fill="#fff"/><rect x="150" y="80" width="26" height="24" rx="3" fill="#fff" opacity=".7"/><rect x="224" y="80" width="26" height="24" rx="3" fill="#fff" opacity=".7"/>`,
};

/** Delivery methods drawn with a product drawing (a van, a pallet of boxes, a technician's wrench). */
const METHOD_DRAWINGS: Record<string, Drawing> = { rozvoz: 'truck', paleta: 'parcel', technik: 'wrench' };

/** Fits a wordmark: one line, or two when that is larger; returns lines and font size. */
function wordmarkLayout(name: string, width: number): { lines: string[]; size: number } {
  const glyph = 0.62; // average advance of a bold sans-serif glyph, in em
  const one = Math.min(70, width / (Math.max(name.length, 1) * glyph));
  const words = name.split(/\s+/);
  if (words.length < 2) return { lines: [name], size: one };
  let best: { lines: string[]; size: number } = { lines: [name], size: one };
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const size = Math.min(52, width / (Math.max(...lines.map((l) => l.length)) * glyph));
    if (size > best.size) best = { lines, size };
  }
  return best;
}

/** The mark beside a wordmark: a rounded square with a white drop, leaf, sparkle or wave. */
function brandMark(brand: Brand, x: number, y: number, s: number): string {
  const glyphs = [
    `<path d="M0-26Q20-4 20 8A20 20 0 0 1-20 8Q-20-4 0-26z" fill="#fff"/>`,
    `<path d="M-18 18Q-22-20 22-22Q22 18-18 18z" fill="#fff"/><path d="M-16 16L10-10" stroke="${brand.colour}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M0-24Q4-4 24 0Q4 4 0 24Q-4 4-24 0Q-4-4 0-24z" fill="#fff"/>`,
    `<path d="M-24-6Q-12-18 0-6T24-6M-24 10Q-12-2 0 10T24 10" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
  ];
  const glyph = glyphs[hash32(`mark:${brand.name}`) % glyphs.length] ?? glyphs[0];
  const on = luminance(brand.colour) > 0.45 ? glyph?.replace(/#fff/g, '#1f2326') : glyph;
  return `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s * 0.26}" fill="${brand.colour}"/><g transform="translate(${x + s / 2} ${y + s / 2}) scale(${s / 80})">${on}</g>`;
}

/**
 * A brand's logo: its mark and its name as a bold wordmark in the brand's colour (dark text for a
 * light brand colour), on white, 5:2. Sized so the name stays legible at the footer's 48 px.
 */
export function brandLogoSvg(brand: Brand): string {
  const k = kitOf(brand.colour, null);
  const frame = `<rect x="2" y="2" width="396" height="156" rx="22" fill="#fff" stroke="#e3e8ea" stroke-width="3"/>`;
  const mark = brandMark(brand, 24, 40, 80);
  const { lines, size } = wordmarkLayout(brand.name, LOGO_WIDTH - 148);
  const ink = luminance(brand.colour) > 0.45 ? '#1f2326' : shade(brand.colour, 0.12);
  const lineHeight = size * 1.06;
  const first = 80 + size * 0.36 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, n) =>
        `<text x="124" y="${(first + n * lineHeight).toFixed(1)}" font-family="'Inter Variable', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="${size.toFixed(1)}" font-weight="800" letter-spacing="-0.5" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return svgDocument(LOGO_WIDTH, LOGO_HEIGHT, brand.name, frame + mark + text, k);
}

/** A payment or delivery method's icon tile (5:2, like the logos), in the shop's colour. */
export function methodIconSvg(slug: string): string | null {
  const icon = METHOD_ICONS[slug];
  const frame = `<rect x="2" y="2" width="396" height="156" rx="22" fill="#fff" stroke="#e3e8ea" stroke-width="3"/>`;
  if (icon) return svgDocument(LOGO_WIDTH, LOGO_HEIGHT, '', frame + icon(SHOP_COLOUR), kitOf(SHOP_COLOUR, null));
  const drawing = METHOD_DRAWINGS[slug];
  if (!drawing) return null;
  const k = kitOf(SHOP_COLOUR, null);
  const body = `${frame}<g transform="matrix(.34 0 0 .34 98 -40)">${DRAWING_DEFS[drawing].draw(k)}</g>`;
  return svgDocument(LOGO_WIDTH, LOGO_HEIGHT, '', body, k);
}

/** The picture of /images/brands/<slug>.svg: a method's icon, else the brand's logo. */
export function brandImageSvg(slug: string, name?: string | null): string {
  return methodIconSvg(slug) ?? brandLogoSvg(name ? { ...brandOf(slug), name } : brandOf(slug));
}
