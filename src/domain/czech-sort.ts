// Czech alphabetical order as a plain string key, so a database orders names correctly by comparing
// keys byte by byte (COLLATE "C"): PGlite's ICU collations do not sort Czech, and PostgreSQL's
// depend on how the server was built. The key follows Intl.Collator('cs', { numeric: true }) —
// the tests check it against that collator — with three levels, as the Unicode Collation
// Algorithm does:
// 1. letters, with č, ř, š, ž and ch as letters of their own (ch between h and i); digit runs as
//    numbers ("Pytle 30 l" before "Pytle 120 l"); spaces and punctuation before digits, digits
//    before letters;
// 2. other diacritics (a < á, e < é < ě, u < ú < ů);
// 3. case (lower before upper).

/** Weights are the printable ASCII characters after the level separator, so keys stay readable. */
const LEVEL_SEPARATOR = ' ';
const FIRST_WEIGHT = 0x21;
const WEIGHT_COUNT = 0x7f - FIRST_WEIGHT;

function weight(index: number): string {
  return String.fromCharCode(FIRST_WEIGHT + index);
}

/** Fixed-width base-94 digits: fixed width keeps every element's encoding prefix-free. */
function fixedWidth(value: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = weight(value % WEIGHT_COUNT) + out;
    value = Math.floor(value / WEIGHT_COUNT);
  }
  return out;
}

// Spaces, punctuation and symbols in the collator's order (each a primary difference of its own).
const SYMBOLS = ' _-–—,;:!?.\'"()[]{}§@*/\\&#%`^°®+×<=>|~$€';
const LETTERS = ['a', 'b', 'c', 'č', 'd', 'e', 'f', 'g', 'h', 'ch', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 'ř', 's', 'š', 't', 'u', 'v', 'w', 'x', 'y', 'z', 'ž'];

const PRIMARY = new Map<string, string>();
[...SYMBOLS].forEach((symbol, i) => PRIMARY.set(symbol, weight(i)));
const NUMBER_WEIGHT = weight(SYMBOLS.length);
LETTERS.forEach((letter, i) => PRIMARY.set(letter, weight(SYMBOLS.length + 1 + i)));
/** Anything else sorts after the letters, by code point. */
const OTHER_WEIGHT = weight(SYMBOLS.length + 1 + LETTERS.length);

// Secondary weights of combining marks in the collator's order; an element without one has the
// common weight, lower than all of them.
const MARKS = ['\u0301', '\u0300', '\u0306', '\u0302', '\u030c', '\u030a', '\u0308', '\u030b', '\u0303', '\u0307', '\u0327', '\u0328', '\u0304'];
const COMMON = weight(0);
const MARK_WEIGHT = new Map(MARKS.map((mark, i) => [mark, weight(1 + i)]));
const OTHER_MARK_WEIGHT = weight(1 + MARKS.length);

// Tertiary: lower case is the common weight. The ch contraction has four spellings: ch < cH < Ch < CH.
const LOWER = weight(0);
const UPPER = weight(1);
const CH_CASES: Readonly<Record<string, string>> = { ch: weight(0), cH: weight(1), Ch: weight(2), CH: weight(3) };
/** A no-break space is a space that differs only at the tertiary level. */
const NO_BREAK_SPACE = '\u00a0';

/** The letters that are Czech letters of their own although they carry a caron. */
const CZECH_CARON_LETTERS = new Set(['č', 'ř', 'š', 'ž']);

type Element = { primary: string; secondary: string; tertiary: string };

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

function isCombiningMark(char: string): boolean {
  return /\p{M}/u.test(char);
}

/** A run of digits is one element: the number of significant digits first, so 30 sorts before 120. */
function numberElement(digits: string): Element {
  const significant = digits.replace(/^0+/, '') || '0';
  const value = [...significant].map((d) => weight(Number(d))).join('');
  return { primary: NUMBER_WEIGHT + fixedWidth(significant.length, 2) + value, secondary: COMMON, tertiary: LOWER };
}

/** One character (NFC) and the combining marks that follow it. */
function charElement(char: string, marks: string[]): Element {
  const lower = char.toLowerCase();
  const tertiaryCase = lower !== char || char === NO_BREAK_SPACE ? UPPER : LOWER;
  let base = lower === NO_BREAK_SPACE ? ' ' : lower;
  let allMarks = marks;
  if (!CZECH_CARON_LETTERS.has(base)) {
    // á, ě, ů…: the base letter at the first level, its marks at the second.
    const [decomposedBase = base, ...decomposedMarks] = [...base.normalize('NFD')];
    base = decomposedBase;
    allMarks = [...decomposedMarks, ...marks];
  }
  const codePoint = base.codePointAt(0) ?? 0;
  const primary = PRIMARY.get(base) ?? OTHER_WEIGHT + fixedWidth(codePoint, 4);
  const secondary = COMMON + allMarks.map((m) => MARK_WEIGHT.get(m) ?? OTHER_MARK_WEIGHT).join('');
  const tertiary = tertiaryCase + allMarks.map(() => LOWER).join('');
  return { primary, secondary, tertiary };
}

function elements(text: string): Element[] {
  const chars = [...text.normalize('NFC')];
  const out: Element[] = [];
  let i = 0;
  while (i < chars.length) {
    const char = chars[i] ?? '';
    if (isDigit(char)) {
      let end = i;
      while (end < chars.length && isDigit(chars[end] ?? '')) end++;
      out.push(numberElement(chars.slice(i, end).join('')));
      i = end;
      continue;
    }
    const pair = char + (chars[i + 1] ?? '');
    const chCase = CH_CASES[pair];
    if (chCase !== undefined) {
      const primary = PRIMARY.get('ch') ?? '';
      out.push({ primary, secondary: COMMON, tertiary: chCase });
      i += 2;
      continue;
    }
    let end = i + 1;
    while (end < chars.length && isCombiningMark(chars[end] ?? '')) end++;
    out.push(charElement(char, chars.slice(i + 1, end)));
    i = end;
  }
  return out;
}

/**
 * The sort key of a name: comparing two keys as byte strings (or with `<` in JavaScript) orders
 * the names as Czech does. Names the collator holds equal ("01" and "1") get equal keys.
 */
export function czechSortKey(text: string): string {
  const parts = elements(text);
  return [parts.map((p) => p.primary).join(''), parts.map((p) => p.secondary).join(''), parts.map((p) => p.tertiary).join('')].join(LEVEL_SEPARATOR);
}
