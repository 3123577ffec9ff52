// Building blocks of the fuzz suites (tests/server/fuzz-*.test.ts): hostile input values, the
// run count, and the one check every answer must pass — never a 5xx, never a hang, a 4xx always
// with a message, and nothing internal (SQL, stack frames, output coercion) in a message.

import fc from 'fast-check';
import { expect } from 'vitest';

/** Runs per endpoint or operation: 10 in `npm test` (bounded time), `FUZZ_RUNS=1000` for a long run (its own variable: FAST_CHECK_RUNS scales the domain model). */
export const FUZZ_RUNS = Math.max(1, Number.parseInt(process.env.FUZZ_RUNS ?? '', 10) || 10);

/** An answer slower than this counts as a hang (a detector, not a speed assertion). */
export const HANG_MS = 5_000;

/** Objects with own `__proto__` / `constructor` keys, as a JSON body can carry them. */
const pollution: fc.Arbitrary<unknown> = fc.constantFrom(
  JSON.parse('{"__proto__":{"isAdmin":true,"status":"paid"}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"polluted":1}}}') as unknown,
  JSON.parse('{"__proto__":null,"toString":"x","valueOf":1,"hasOwnProperty":false}') as unknown,
);

/** Numbers a JSON body can carry that break naive integer/money handling. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, -0.5, 1e-7, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), Number.MAX_VALUE, -Number.MAX_VALUE, 1e21, 100_000),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.maxSafeInteger(),
);

/** Strings that look like numbers, ids or markup, or are merely large and odd. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '-Infinity',
    '-1',
    '1e309',
    '0x10',
    '9007199254740993',
    '1.5',
    'null',
    'undefined',
    'true',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '"; DROP TABLE orders; --',
    '%00',
    '\u0000',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '${7*7}',
    '\uD800',
    '😀'.repeat(50),
    'Příliš žluťoučký kůň úpěl ďábelské ódy',
    '\u202Eevil',
    'a'.repeat(10_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON value of a wrong kind: numbers, strings, null, booleans, arrays, nested and polluted objects. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyNumber,
    nastyString,
    fc.constant(null),
    fc.boolean(),
    pollution,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nastyString, fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Either a value of the right shape (from `valid`) or a wrong one. */
export function validOr<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: nastyValue });
}

/**
 * A JSON object derived from a valid shape: every field valid or wrong, sometimes missing, sometimes
 * extra fields (including prototype keys); now and then the whole body of a wrong kind.
 */
export function shapedBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const record = fc.record(Object.fromEntries(Object.entries(fields).map(([k, arb]) => [k, validOr(arb)])), { requiredKeys: [] });
  const withExtras = fc.tuple(record, fc.option(pollution), fc.option(fc.dictionary(nastyString, nastyValue, { maxKeys: 3 }))).map(([base, proto, extra]) => {
    // JSON.parse keeps `__proto__` as an own key, the way a request body arrives.
    const merged: Record<string, unknown> = JSON.parse(JSON.stringify({ ...(extra ?? {}), ...(base as Record<string, unknown>) })) as Record<string, unknown>;
    if (proto && typeof proto === 'object') {
      const text = JSON.stringify(merged);
      const protoText = JSON.stringify(proto).slice(1, -1);
      return JSON.parse(text === '{}' ? `{${protoText}}` : `{${protoText},${text.slice(1)}`) as unknown;
    }
    return merged;
  });
  return fc.oneof({ weight: 6, arbitrary: withExtras }, { weight: 1, arbitrary: nastyValue });
}

/** A request body as sent on the wire: JSON text, malformed JSON, or another content type. */
export type WireBody = { contentType: string; text: string } | null;

export function wireBody(body: fc.Arbitrary<unknown>): fc.Arbitrary<WireBody> {
  return fc.oneof(
    { weight: 12, arbitrary: body.map((b) => ({ contentType: 'application/json', text: JSON.stringify(b) ?? 'null' })) },
    { weight: 1, arbitrary: fc.constantFrom<WireBody>(null, { contentType: 'application/json', text: '' }, { contentType: 'application/json', text: '{"a":' }, { contentType: 'application/json', text: '[1,2' }) },
    { weight: 1, arbitrary: nastyString.map((s) => ({ contentType: 'text/plain', text: s })) },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/x-www-form-urlencoded', text: 'a=1&a=2&b[c]=3&__proto__[x]=1' }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 30 }).map((n) => ({ contentType: 'application/json', text: `${'['.repeat(n * 100)}${']'.repeat(n * 100)}` })) },
  );
}

/** encodeURIComponent throws on lone surrogates; the wire gets U+FFFD for them instead. */
export function encodeSegment(s: string): string {
  return encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** Hostile strings short enough for a URL (Node refuses request lines over 16 kB before Fastify sees them). */
const urlNasty: fc.Arbitrary<string> = nastyString.map((s) => s.slice(0, 2_000));

/** A query-string value: a valid one or a hostile one, sometimes repeated or bracketed (`a[b]=`). */
export function queryString(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const pair = (key: string, arb: fc.Arbitrary<string>) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.oneof(arb, urlNasty).map((v) => `${key}=${encodeSegment(v)}`) },
      { weight: 1, arbitrary: fc.tuple(fc.oneof(arb, urlNasty), urlNasty).map(([a, b]) => `${key}=${encodeSegment(a)}&${key}=${encodeSegment(b)}`) },
      { weight: 1, arbitrary: urlNasty.map((v) => `${key}[__proto__]=${encodeSegment(v)}&${key}[0]=1`) },
    );
  const known = Object.entries(fields).map(([k, arb]) => fc.option(pair(k, arb), { freq: 3 }));
  const extra = fc.option(fc.tuple(urlNasty, urlNasty).map(([k, v]) => `${encodeSegment(k || 'x')}=${encodeSegment(v)}`));
  return fc.tuple(fc.tuple(...known), extra).map(([pairs, more]) => [...pairs, more].filter((p): p is string => !!p).join('&'));
}

/** A path segment: a valid value or a hostile one, always URL-encoded so it stays one segment. */
export function pathSegment(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 2, arbitrary: urlNasty.filter((s) => s.length > 0) }).map((s) => encodeSegment(s));
}

/** Texts that must never reach a client: SQL, driver errors, stack frames, internal GraphQL coercion. */
export const INTERNAL_LEAK =
  /\b(select\s.+\sfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b|failed query|violates .* constraint|duplicate key|syntax error at|relation "|\n\s+at\s|node_modules|\.ts:\d+|cannot represent|Cannot read propert|is not a function|undefined is not/i;

export type Answer = { status: number; contentType: string; text: string };

/** POSTs/GETs with the hang detector; an AbortError here means the server hung on that input. */
export async function send(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Answer> {
  const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(HANG_MS) });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** The contract of every REST answer to any input. */
export function expectCleanRestAnswer(answer: Answer, what: string): void {
  expect(answer.status, `${what} → ${answer.status} ${answer.text.slice(0, 500)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.contentType, `${what}: a refusal is JSON`).toMatch(/application\/json/);
    // REST refusals carry `message`; the GraphQL transport answers in GraphQL's own `errors[].message`.
    const body = JSON.parse(answer.text) as { message?: unknown; errors?: { message?: unknown }[] };
    const message = body.message ?? body.errors?.map((e) => e.message).join('; ');
    expect(typeof message === 'string' && message.length > 0, `${what}: a refusal has a message: ${answer.text.slice(0, 300)}`).toBe(true);
    expect(String(message), `${what}: refusal leaks internals`).not.toMatch(INTERNAL_LEAK);
  }
}
