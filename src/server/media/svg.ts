// Generated placeholder artwork: small deterministic SVGs, so the seeded shop has an image for
// every product, category, article and brand without shipping binary files.

export const IMAGE_SIZE = 600;

/** FNV-1a 32-bit: a stable number from a text (colour and pictogram choice). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

/** Splits a title into at most `maxLines` lines of about `width` characters, with an ellipsis if cut. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter((w) => w !== '');
  const lines: string[] = [];
  let current = '';
  let cut = false;
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= width || current === '') {
      current = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      cut = true;
      break;
    }
    lines.push(current);
    current = word;
  }
  if (current !== '') lines.push(current);
  const last = lines[lines.length - 1];
  if (last !== undefined && (cut || last.length > width)) {
    lines[lines.length - 1] = `${last.slice(0, Math.max(1, width - 1)).trimEnd()}…`;
  }
  return lines;
}

type Palette = { background: string; halo: string; main: string; light: string; dark: string };

function palette(seed: string): Palette {
  const hue = hash32(seed) % 360;
  return {
    background: `hsl(${hue} 55% 96%)`,
    halo: `hsl(${hue} 60% 89%)`,
    main: `hsl(${hue} 55% 48%)`,
    light: `hsl(${hue} 60% 72%)`,
    dark: `hsl(${hue} 50% 26%)`,
  };
}

export type Pictogram = 'bottle' | 'roll' | 'box';
const PICTOGRAMS: readonly Pictogram[] = ['bottle', 'roll', 'box'];

export function pictogramFor(seed: string): Pictogram {
  return PICTOGRAMS[hash32(`pictogram:${seed}`) % PICTOGRAMS.length] ?? 'box';
}

/** A pictogram about 240 px tall, centred on (0, 0). */
function pictogram(kind: Pictogram, p: Palette): string {
  switch (kind) {
    case 'bottle':
      return [
        `<rect x="-24" y="-125" width="48" height="34" rx="7" fill="${p.dark}"/>`,
        `<path d="M-34 -95h68v22q56 22 56 78v120q0 24-24 24h-132q-24 0-24-24v-120q0-56 56-78z" fill="${p.main}"/>`,
        `<rect x="-58" y="10" width="116" height="76" rx="10" fill="#fff" opacity="0.9"/>`,
        `<rect x="-40" y="32" width="80" height="10" rx="5" fill="${p.light}"/>`,
        `<rect x="-40" y="54" width="52" height="10" rx="5" fill="${p.light}"/>`,
      ].join('');
    case 'roll':
      return [
        `<path d="M60 80h70v34h-130z" fill="#fff" stroke="${p.light}" stroke-width="4"/>`,
        `<rect x="-100" y="-80" width="160" height="160" fill="${p.main}"/>`,
        `<ellipse cx="-100" cy="0" rx="42" ry="80" fill="${p.main}"/>`,
        `<ellipse cx="60" cy="0" rx="42" ry="80" fill="${p.light}"/>`,
        `<ellipse cx="60" cy="0" rx="15" ry="29" fill="${p.dark}"/>`,
      ].join('');
    case 'box':
      return [
        `<path d="M-120 -50L0-105L120-50L0 5z" fill="${p.light}"/>`,
        `<path d="M-120 -50L0 5V130L-120 75z" fill="${p.main}"/>`,
        `<path d="M120 -50L0 5V130L120 75z" fill="${p.dark}"/>`,
        `<path d="M-60 -77L60-22V18" fill="none" stroke="#fff" stroke-width="10" opacity="0.7"/>`,
      ].join('');
  }
}

type ImageSpec = { seed: string; title: string; caption: string | null; pictogram: Pictogram; variant: number };

function render(spec: ImageSpec): string {
  const p = palette(spec.seed);
  const lines = wrapText(spec.title, 30, 2);
  const label = [spec.title, spec.caption].filter((t): t is string => !!t).join(' – ') || 'Čisto';
  // Variant 2 shows the same product from "another angle": mirrored pictogram, shifted halo.
  const mirror = spec.variant % 2 === 0;
  const centreY = lines.length === 0 ? 270 : 235;
  const textY = lines.length === 1 ? 500 : 482;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect width="600" height="600" fill="${p.background}"/>`,
    `<circle cx="${mirror ? 330 : 300}" cy="${centreY}" r="${mirror ? 185 : 170}" fill="${p.halo}"/>`,
    `<g transform="translate(300 ${centreY})${mirror ? ' scale(-1 1)' : ''}">${pictogram(spec.pictogram, p)}</g>`,
    ...lines.map(
      (line, i) =>
        `<text x="300" y="${textY + i * 38}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="30" font-weight="600" fill="${p.dark}">${escapeXml(line)}</text>`,
    ),
    spec.caption
      ? `<text x="300" y="572" text-anchor="middle" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="18" fill="${p.main}">${escapeXml(spec.caption)}</text>`
      : '',
    '</svg>',
  ];
  return parts.join('');
}

/**
 * Product artwork: colour and pictogram follow the sku, so every image of one product
 * matches; `variant` 2+ gives the alternative views. Without a name the sku is the title.
 */
export function productImageSvg(sku: string, name: string | null, variant = 1): string {
  return render({
    seed: sku,
    title: name ?? sku,
    caption: name ? sku : null,
    pictogram: pictogramFor(sku),
    variant,
  });
}

/** Generic artwork for categories, articles and brands; an empty title draws only the pictogram. */
export function placeholderSvg(title: string, seed: string): string {
  return render({ seed, title, caption: null, pictogram: pictogramFor(seed), variant: 1 });
}
