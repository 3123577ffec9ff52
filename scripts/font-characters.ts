// What the storefront's cut of Inter must draw. scripts/subset-fonts.ts keeps these characters and
// tests/client/font-subset.test.ts checks the committed file against them: a fixed alphabet plus
// every character of the shop's own texts, so a text with a new symbol fails that test until
// `npm run fonts` is run again (a character missing from the font would show in a system font).
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import ts from 'typescript';

/** Where the texts live: UI strings, rules' messages, seed data, server messages, CSS `content`. Not src/generated (schema docs). */
const TEXT_ROOT = 'src';
const SKIPPED = ['src/generated'];

/** Every Czech and Slovak letter, upper and lower case. */
export const CZECH_SLOVAK_LETTERS = 'ÁáČčĎďÉéĚěÍíŇňÓóŘřŠšŤťÚúŮůÝýŽž' + 'ÄäĹĺĽľŔŕÔô';

/** Customers' names and addresses from the neighbours (German, Polish, Hungarian): 25 letters, about 1 kB. */
export const NEIGHBOUR_LETTERS = 'ÖöÜüß' + 'ĄąĆćĘęŁłŃńŚśŹźŻż' + 'ŐőŰű';

/**
 * Spaces and punctuation of Czech typography and prices: the no-break spaces Intl puts into
 * amounts and dates (U+00A0, U+202F), quotes „…“ ‚…‘ (and English ones), dashes, the multiplication
 * sign, the minus sign, arrows and a tick.
 */
export const PUNCTUATION = '\u00a0\u2009\u202f«»°×§©®·–—‘’‚“”„…•€←→✓−';

function basicLatin(): string {
  let text = '';
  for (let cp = 0x20; cp <= 0x7e; cp += 1) text += String.fromCodePoint(cp);
  return text;
}

/**
 * Left out: controls and format characters (soft hyphen, BOM, zero-width space) take no glyph;
 * combining marks are only in czech-sort.ts's collation table, and with them hb-subset keeps some
 * 240 more glyphs (8 kB, a third of the file). The texts are precomposed: a typed "c" + combining
 * caron would be drawn whole in a system font (browsers fall back per letter, not per mark).
 */
const LEFT_OUT = /^[\p{Cc}\p{Cf}\p{M}]$/u;

function sourceFiles(root: string, dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (SKIPPED.includes(file)) continue;
    if (entry.isDirectory()) sourceFiles(root, file, out);
    else if (/\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(file);
  }
  return out;
}

/** The strings of CSS `content` (breadcrumb separators, list markers), escapes decoded. */
function cssContentTexts(file: string): string[] {
  const css = fs.readFileSync(file, 'utf8');
  return [...css.matchAll(/content:\s*(['"])(.*?)\1/g)].map(([, , text = '']) =>
    text.replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, code: string) => String.fromCodePoint(parseInt(code, 16))),
  );
}

/** The text of every string, template and JSX text in a file: what can reach a page (comments cannot). */
function literalTexts(file: string): string[] {
  if (file.endsWith('.css')) return cssContentTexts(file);
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Each visible character of the shop's texts, with the first file that uses it. */
export function shopTextCharacters(root = process.cwd()): Map<number, string> {
  const found = new Map<number, string>();
  for (const file of sourceFiles(root, TEXT_ROOT).sort()) {
    for (const text of literalTexts(path.join(root, file))) {
      for (const char of text) {
        const cp = char.codePointAt(0) ?? 0;
        if (!LEFT_OUT.test(char) && !found.has(cp)) found.set(cp, file);
      }
    }
  }
  return found;
}

/** What the font must draw: the fixed alphabet and the shop's texts, ascending. */
export function requiredCodePoints(texts = shopTextCharacters()): number[] {
  const fixed = basicLatin() + CZECH_SLOVAK_LETTERS + NEIGHBOUR_LETTERS + PUNCTUATION;
  const all = new Set([...fixed].map((char) => char.codePointAt(0) ?? 0));
  for (const cp of texts.keys()) all.add(cp);
  return [...all].sort((a, b) => a - b);
}

function hex(cp: number): string {
  return cp.toString(16).toUpperCase().padStart(4, '0');
}

/** The CSS unicode-range of a set of code points: runs joined, e.g. `U+0020-007E, U+00A0`. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    const start = sorted[i] ?? 0;
    let end = start;
    while (sorted[i + 1] === end + 1) {
      end += 1;
      i += 1;
    }
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
    i += 1;
  }
  return parts.join(', ');
}

/** The characters a font file maps to glyphs (its cmap). */
export function fontCodePoints(file: Buffer): number[] {
  const font = fontkit.create(file);
  if (!('characterSet' in font)) throw new Error('A font collection, not one font');
  // fontkit lists U+FFFF, the end marker of the format-4 cmap, as a character.
  return font.characterSet.filter((cp) => cp !== 0xffff);
}
