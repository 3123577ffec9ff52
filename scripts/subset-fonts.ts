// `npm run fonts`: cuts the storefront's web font, src/client/styles/fonts/inter-cs.woff2 (committed:
// the build only copies it, CI never runs this). Inter 4.001 from inter-ui, the upstream package:
// @fontsource-variable/inter splits the same outlines into latin and latin-ext files, and one file
// needs both halves (hb-subset cannot merge fonts). Kept: the characters of scripts/font-characters.ts,
// the weights the CSS uses, the features it uses. Writes the file's unicode-range into fonts.css.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import subsetFont from 'subset-font';
import { fontCodePoints, requiredCodePoints, unicodeRange } from './font-characters';

export const SUBSET_FILE = 'src/client/styles/fonts/inter-cs.woff2';
export const FONTS_CSS = 'src/client/styles/fonts.css';

/** --weight-regular … 800 (the logo, the big numbers): nothing asks for thinner or heavier. */
export const WEIGHTS = { min: 400, max: 800 } as const;

/**
 * kern; calt keeps Inter's contextual forms (the raised colon in 8:30, arrows, case-aware
 * punctuation); tnum for `font-variant-numeric: tabular-nums`. The rest go: frac, numr, dnom (unused),
 * the mark features (no combining marks are kept, see font-characters.ts), and cv11 and ss01, which
 * base.css asks for but fontsource's files never had: keeping them would change the look of every
 * "a" and digit, not just the size.
 */
export const FEATURES = ['kern', 'calt', 'tnum'];

const require = createRequire(import.meta.url);
const SOURCE = require.resolve('inter-ui/variable/InterVariable.woff2');

async function main(): Promise<void> {
  const codePoints = requiredCodePoints();
  const text = String.fromCodePoint(...codePoints);
  const subset = await subsetFont(fs.readFileSync(SOURCE), text, {
    targetFormat: 'woff2',
    // Optical size 14 is what fontsource's wght files were cut at (the text sizes the shop uses).
    variationAxes: { wght: { ...WEIGHTS, default: 400 }, opsz: 14 },
    keepFeatures: FEATURES,
    // Copyright (kept anyway), licence and its URL: the OFL travels with the font.
    preserveNameIds: [0, 13, 14],
  });
  const drawn = new Set(fontCodePoints(subset));
  const missing = codePoints.filter((cp) => !drawn.has(cp));
  if (missing.length > 0) throw new Error(`Inter has no glyph for ${missing.map((cp) => String.fromCodePoint(cp)).join(' ')}: reword the text or pick a font that has one`);
  fs.mkdirSync(path.dirname(SUBSET_FILE), { recursive: true });
  fs.writeFileSync(SUBSET_FILE, subset);
  // woff2 is brotli inside already: the server's gzip/brotli gain nothing, the raw size is what travels.
  console.log(`${SUBSET_FILE}: ${subset.length} B (gzip ${gzipSync(subset).length} B, brotli ${brotliCompressSync(subset).length} B), ${codePoints.length} characters`);
  writeUnicodeRange(unicodeRange(drawn));
}

/** fonts.css has one face with a unicode-range (the fallback face has none): its value, wrapped. */
function writeUnicodeRange(range: string): void {
  const lines: string[] = [];
  for (const part of range.split(', ')) {
    const last = lines.length - 1;
    if (last >= 0 && (lines[last] ?? '').length + part.length < 96) lines[last] += ` ${part},`;
    else lines.push(`${part},`);
  }
  const value = lines.join('\n    ').replace(/,$/, ';');
  const css = fs.readFileSync(FONTS_CSS, 'utf8');
  const next = css.replace(/unicode-range:[^;]*;/, `unicode-range: ${value}`);
  if (next === css) console.log(`${FONTS_CSS}: unicode-range unchanged`);
  else {
    fs.writeFileSync(FONTS_CSS, next);
    console.log(`${FONTS_CSS}: unicode-range written`);
  }
}

await main();
