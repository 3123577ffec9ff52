// Keeps rule texts out of every source file but src/domain: each later feature must call the
// domain instead of spelling its own copy of a stock text, band label or validation message.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { ELIGIBILITY_REASONS, MESSAGES, STOCK_TEXTS } from '../../src/domain';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'src');
const EXCLUDED = [join(SRC, 'domain'), join(SRC, 'generated')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return EXCLUDED.includes(path) || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The fixed text of a message template: everything before its first placeholder. */
const staticPart = (text: string): string => text.split('{', 1)[0]!.trim();

const FORBIDDEN: string[] = [
  STOCK_TEXTS.soldOut,
  STOCK_TEXTS.supplier,
  STOCK_TEXTS.ordered,
  STOCK_TEXTS.expected,
  STOCK_TEXTS.unavailable,
  ...Object.values(MESSAGES).map(staticPart),
  ...Object.values(ELIGIBILITY_REASONS),
  // Band labels as string literals: the thresholds 3/5/10/50 live in src/domain only.
  ...["'3-5'", '"3-5"', "'5-10'", '"5-10"', "'10+'", '"10+"', "'50+'", '"50+"'],
].filter((text) => text.length >= 3);

describe('rule texts live only in src/domain', () => {
  it('builds a meaningful list of texts', () => {
    expect(FORBIDDEN).toContain('Prodej byl ukončen');
    expect(FORBIDDEN).toContain('Pole je povinné.');
    expect(FORBIDDEN).toContain('Zadejte alespoň');
  });

  it('no other source file spells them', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const rule of FORBIDDEN) {
        if (text.includes(rule)) offences.push(`${relative(ROOT, file).split(sep).join('/')}: ${rule}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

describe('one formatter for prices (formatCzk) and numbers (formatNumber, formatParameterValue)', () => {
  // A currency or locale number format outside src/domain would be a second rule for how a price reads.
  const OWN_FORMATS = [/style:\s*['"]currency['"]/, /\.toLocaleString\(/, /new Intl\.NumberFormat\(/];

  it('no other source file formats currency or numbers itself', () => {
    const offences = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return OWN_FORMATS.filter((pattern) => pattern.test(text)).map((pattern) => `${relative(ROOT, file).split(sep).join('/')}: ${pattern.source}`);
    });
    expect(offences).toEqual([]);
  });
});
