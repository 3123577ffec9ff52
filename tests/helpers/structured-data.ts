// Checks JSON-LD against the checked-in lists of the properties Google's rich results require and
// recommend (tests/fixtures/structured-data/<Type>.json).
import fs from 'node:fs';
import path from 'node:path';

export interface StructuredDataSpec {
  type: string;
  alsoTypes?: string[];
  required: string[];
  recommended: string[];
  /** Checked only when the item has the first key of the path (e.g. aggregateRating of a product with reviews). */
  whenAvailable: Record<string, string>;
  notProvided: Record<string, string>;
  absoluteUrls: string[];
  values: Record<string, string>;
}

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/structured-data');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSpec(value: unknown): value is StructuredDataSpec {
  return isRecord(value) && typeof value.type === 'string' && Array.isArray(value.required) && Array.isArray(value.recommended);
}

export function loadSpec(type: string): StructuredDataSpec {
  const parsed: unknown = JSON.parse(fs.readFileSync(path.join(FIXTURES, `${type}.json`), 'utf8'));
  if (!isSpec(parsed)) throw new Error(`${type}.json is not a structured-data spec`);
  return parsed;
}

/** The JSON-LD blocks of a page (every <script type="application/ld+json">), parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const blocks: Record<string, unknown>[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const parsed: unknown = JSON.parse(m[1] ?? '');
    if (isRecord(parsed)) blocks.push(parsed);
  }
  return blocks;
}

const flat = (values: unknown[]): unknown[] => values.flatMap((v) => (Array.isArray(v) ? v : [v]));
const empty = (v: unknown): boolean => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Every value at a dotted path, arrays at any level meaning "each element"; `missing` when one element lacks it. */
export function valuesAt(item: unknown, dotted: string): { values: unknown[]; missing: boolean } {
  let values: unknown[] = [item];
  let missing = false;
  for (const key of dotted.split('.')) {
    const next: unknown[] = [];
    for (const v of flat(values)) {
      const child = isRecord(v) ? v[key] : undefined;
      if (empty(child)) missing = true;
      else next.push(child);
    }
    values = next;
  }
  return { values: flat(values), missing: missing || values.length === 0 };
}

/** What is wrong with `item` as `spec.type`: missing required or recommended properties, relative URLs, bad values. */
export function structuredDataProblems(item: Record<string, unknown>, spec: StructuredDataSpec): string[] {
  const problems: string[] = [];
  const types = [spec.type, ...(spec.alsoTypes ?? [])];
  if (item['@context'] !== 'https://schema.org') problems.push(`@context is ${String(item['@context'])}`);
  if (!types.includes(String(item['@type']))) problems.push(`@type is ${String(item['@type'])}, not ${types.join(' or ')}`);
  for (const p of spec.required) if (valuesAt(item, p).missing) problems.push(`required ${p} is missing`);
  for (const p of spec.recommended) if (valuesAt(item, p).missing) problems.push(`recommended ${p} is missing`);
  const present = (p: string) => !spec.whenAvailable[p] || !empty(isRecord(item) ? item[p.split('.')[0] ?? ''] : undefined);
  for (const p of Object.keys(spec.whenAvailable)) {
    if (present(p) && valuesAt(item, p).missing) problems.push(`${p} is incomplete`);
  }
  for (const p of spec.absoluteUrls) {
    for (const v of valuesAt(item, p).values) if (!/^https?:\/\/[^/]/.test(String(v))) problems.push(`${p} is not an absolute URL: ${String(v)}`);
  }
  for (const [p, pattern] of Object.entries(spec.values)) {
    if (!present(p)) continue;
    for (const v of valuesAt(item, p).values) if (!new RegExp(pattern).test(String(v))) problems.push(`${p} = ${JSON.stringify(v)} does not match ${pattern}`);
  }
  return problems;
}
