// @vitest-environment node
// The storefront's cut of Inter (src/client/styles/fonts/inter-cs.woff2, made by `npm run fonts`)
// against what the shop shows: a character of a text that the font lacks would be drawn in a
// system font, a weight outside its axis would be the nearest one it has. Fix: run `npm run fonts`
// and commit the file (and fonts.css, whose unicode-range the script writes).
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { CZECH_SLOVAK_LETTERS, fontCodePoints, requiredCodePoints, shopTextCharacters, unicodeRange } from '../../scripts/font-characters';

const FONT_FILE = 'src/client/styles/fonts/inter-cs.woff2';
const FONTS_CSS = fs.readFileSync('src/client/styles/fonts.css', 'utf8');
const font = fs.readFileSync(FONT_FILE);
const drawn = new Set(fontCodePoints(font));

/** The @font-face block that loads the cut. */
function interFace(): string {
  const face = FONTS_CSS.split('@font-face').find((block) => block.includes('inter-cs.woff2'));
  if (!face) throw new Error('fonts.css does not load inter-cs.woff2');
  return face;
}

function descriptor(name: string): string {
  return (interFace().match(new RegExp(`${name}:([^;]*);`))?.[1] ?? '').replace(/\s+/g, ' ').trim();
}

function describeCodePoint(cp: number, where: string | undefined): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(cp)}${where ? ` (${where})` : ''}`;
}

/** Every font-weight of the stylesheets, as numbers (tokens resolved through tokens.css). */
function cssWeights(): number[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.css') && !file.endsWith('fonts.css')) files.push(file);
    }
  };
  walk('src');
  const css = files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  const tokens = new Map([...css.matchAll(/(--weight-[\w-]+):\s*(\d+)/g)].map((m) => [m[1] ?? '', Number(m[2])]));
  const keywords: Record<string, number> = { normal: 400, bold: 700 };
  return [...css.matchAll(/font-weight:\s*([^;]+);/g)].map(([, raw = '']) => {
    const value = raw.trim();
    const token = value.match(/var\((--weight-[\w-]+)/)?.[1];
    const weight = token ? tokens.get(token) : (keywords[value] ?? Number(value));
    if (weight === undefined || Number.isNaN(weight)) throw new Error(`Unknown font-weight: ${value}`);
    return weight;
  });
}

describe('the storefront font (inter-cs.woff2)', () => {
  let texts = new Map<number, string>();
  // Parses every source file under src (seconds on a busy machine).
  beforeAll(() => {
    texts = shopTextCharacters();
  }, 60_000);

  it('draws every character of the shop’s texts', () => {
    const missing = [...texts].filter(([cp]) => !drawn.has(cp)).map(([cp, file]) => describeCodePoint(cp, file));
    expect(missing, 'missing from the font: run `npm run fonts`').toEqual([]);
    // The scan does find the texts (a broken one would pass vacuously).
    for (const char of 'ěščřžýáíéůúň„“–…×') expect(texts.has(char.codePointAt(0) ?? 0)).toBe(true);
  });

  it('draws the Czech and Slovak alphabets, the neighbours’ letters and the shop’s punctuation', () => {
    const missing = requiredCodePoints(texts).filter((cp) => !drawn.has(cp)).map((cp) => describeCodePoint(cp, undefined));
    expect(missing).toEqual([]);
    expect([...CZECH_SLOVAK_LETTERS].filter((char) => !drawn.has(char.codePointAt(0) ?? 0))).toEqual([]);
  });

  it('is declared in fonts.css with its own unicode-range', () => {
    expect(descriptor('unicode-range')).toBe(unicodeRange(drawn));
    expect(descriptor('font-display')).toBe('swap');
  });

  it('is preloaded by the HTML template as the same file, in CORS mode (else the browser fetches it twice)', () => {
    const link = fs.readFileSync('index.html', 'utf8').match(/<link rel="preload"[^>]*as="font"[^>]*>/)?.[0] ?? '';
    expect(link).toContain(`href="/${FONT_FILE}"`);
    expect(link).toContain('type="font/woff2"');
    expect(link).toMatch(/\scrossorigin[\s/>]/);
  });

  it('keeps a weight axis that spans every font-weight of the stylesheets', () => {
    const parsed = fontkit.create(font);
    if (!('variationAxes' in parsed)) throw new Error('A font collection, not one font');
    const axis = parsed.variationAxes.wght;
    expect(axis).toBeDefined();
    const weights = cssWeights();
    expect(weights.length).toBeGreaterThan(50);
    expect(Math.min(...weights)).toBeGreaterThanOrEqual(axis?.min ?? Infinity);
    expect(Math.max(...weights)).toBeLessThanOrEqual(axis?.max ?? -Infinity);
    expect(descriptor('font-weight')).toBe(`${axis?.min} ${axis?.max}`);
    // Optical size is pinned (to 14, as fontsource's files were): no other axis.
    expect(Object.keys(parsed.variationAxes)).toEqual(['wght']);
  });

  it('keeps kerning, contextual forms and tabular figures (font-variant-numeric: tabular-nums)', () => {
    const parsed = fontkit.create(font);
    if (!('availableFeatures' in parsed)) throw new Error('A font collection, not one font');
    expect(parsed.availableFeatures).toEqual(expect.arrayContaining(['kern', 'calt', 'tnum']));
  });
});
