import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_CATALOGUE_HASH,
  DEFAULT_CATALOGUE_PATH,
  catalogueUrl,
  contentUrl,
  fnv1a64Hex,
  isContentHashValid,
  lastDayOfMonthAhead,
  manufacturerUrl,
  matchCatchAll,
  mediaUrl,
  normalizeTaxonomyPath,
  parseCatalogueUrl,
  parseProductPath,
  productUrl,
  slugify,
  slugifyPath,
  stripLeadingSlash,
  stripTrailingSlash,
  taxonomyHash,
  taxonomyUrl,
  type CatalogueUrlParams,
  type JsonValue,
} from '../../src/domain';

describe('taxonomyHash', () => {
  it('is FNV-1a 64 (published test vectors)', () => {
    expect(fnv1a64Hex('')).toBe('cbf29ce484222325');
    expect(fnv1a64Hex('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64Hex('foobar')).toBe('85944171f73967e8');
  });

  it('hashes the normalized path', () => {
    expect(DEFAULT_CATALOGUE_PATH).toBe('/catalogue');
    expect(DEFAULT_CATALOGUE_HASH).toBe('007e7c3753a0203f');
    expect(taxonomyHash('/catalogue')).toBe(DEFAULT_CATALOGUE_HASH);
    expect(taxonomyHash('catalogue/')).toBe(DEFAULT_CATALOGUE_HASH);
    expect(taxonomyHash(' //catalogue// ')).toBe(DEFAULT_CATALOGUE_HASH);
    expect(taxonomyHash('/Catalogue')).not.toBe(DEFAULT_CATALOGUE_HASH);
    expect(taxonomyHash('/poradna/čištění')).toBe(fnv1a64Hex('/poradna/čištění'));
    expect(normalizeTaxonomyPath('a//b/')).toBe('/a/b');
    expect(normalizeTaxonomyPath('')).toBe('/');
  });

  it('is deterministic, 16 hex digits, and equal for equal normalized paths (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (path) => {
        const h = taxonomyHash(path);
        return /^[0-9a-f]{16}$/.test(h) && h === taxonomyHash(path) && h === taxonomyHash(`/${path}/`);
      }),
    );
  });
});

describe('slugs and slashes', () => {
  it.each([
    ['Úklidové prostředky & mopy', 'uklidove-prostredky-mopy'],
    ['Žluťoučký kůň úpěl ďábelské ódy', 'zlutoucky-kun-upel-dabelske-ody'],
    ['  --Katalog--  ', 'katalog'],
    ['ŘEŠETO 2000', 'reseto-2000'],
    ['', ''],
  ])('slugify(%j) = %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('slugify is idempotent and URL-safe (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => slugify(slugify(s)) === slugify(s) && /^[a-z0-9-]*$/.test(slugify(s))));
  });

  it('slugifyPath', () => {
    expect(slugifyPath('/Úklid/Mopy a hadry/')).toBe('uklid/mopy-a-hadry');
  });

  it('strip slashes', () => {
    expect(stripTrailingSlash('/kosik/')).toBe('/kosik');
    expect(stripTrailingSlash('/kosik//')).toBe('/kosik');
    expect(stripTrailingSlash('/kosik')).toBe('/kosik');
    expect(stripLeadingSlash('//kosik/')).toBe('kosik/');
    expect(stripLeadingSlash('kosik')).toBe('kosik');
  });
});

describe('catalogue URLs', () => {
  it.each<[CatalogueUrlParams, string]>([
    [{}, `/katalog/c/${DEFAULT_CATALOGUE_HASH}`],
    [{ hash: 'abc', taxonomyName: 'Mopy a hadry' }, '/mopy-a-hadry/c/abc'],
    [{ hash: 'abc', taxonomyPath: '/Úklid/Mopy', taxonomyName: 'Mopy' }, '/uklid/mopy/c/abc'],
    [{ hash: 'abc', taxonomyName: '!!!' }, '/katalog/c/abc'],
    [{ hash: 'abc', after: 'cursor-10' }, '/katalog/c/abc?after=cursor-10'],
    [{ hash: 'abc', filter: { brand: ['Vileda'] } }, '/katalog/c/abc?filter=%7B%22brand%22%3A%5B%22Vileda%22%5D%7D'],
    [{ hash: 'abc', filter: {} }, '/katalog/c/abc'],
    [{ hash: 'abc', filter: [] }, '/katalog/c/abc'],
    [{ hash: 'abc', filter: null }, '/katalog/c/abc'],
    [{ hash: 'abc', page: 3, pageSize: 48 }, '/katalog/c/abc'],
    [{ hash: 'abc', extra: { sort: 'PRICE_ASC', view: 'ROWS', page: 2, after: 'x', empty: null, gone: undefined, n: 1, b: true } }, '/katalog/c/abc?sort=PRICE_ASC&view=ROWS&n=1&b=true'],
    [{ hash: 'a/b', after: '' }, '/katalog/c/a%2Fb'],
  ])('%j → %s', (params, url) => {
    expect(catalogueUrl(params)).toBe(url);
  });

  it('parses what it builds', () => {
    const url = catalogueUrl({ hash: 'abc', taxonomyName: 'Mopy', after: 'c', filter: { p: [1, 2] }, extra: { sort: 'NEW_DESC' } });
    const [path, search] = url.split('?') as [string, string];
    expect(parseCatalogueUrl(path, `?${search}`)).toEqual({
      hash: 'abc',
      taxonomyPath: 'mopy',
      after: 'c',
      filter: { p: [1, 2] },
      extra: { sort: 'NEW_DESC' },
    });
  });

  it('ignores broken filters, page params and non-catalogue paths', () => {
    expect(parseCatalogueUrl('/katalog/c/abc', 'filter=%7Bnope&page=2&pageSize=10')).toEqual({ hash: 'abc', taxonomyPath: 'katalog' });
    expect(parseCatalogueUrl('/katalog/c/abc', 'filter=%7B%7D')).toEqual({ hash: 'abc', taxonomyPath: 'katalog' });
    expect(parseCatalogueUrl('/katalog/c/abc')).toEqual({ hash: 'abc', taxonomyPath: 'katalog' });
    expect(parseCatalogueUrl('/mop/p/123', '')).toBeNull();
    expect(parseCatalogueUrl('/kosik', '')).toBeNull();
    expect(parseCatalogueUrl('/k/c/abc', 'x=1&x=2&constructor=3&__proto__=4')).toEqual({
      hash: 'abc',
      taxonomyPath: 'k',
      extra: { x: '1', constructor: '3', ['__proto__']: '4' },
    });
  });

  const json: fc.Arbitrary<JsonValue> = fc.jsonValue() as fc.Arbitrary<JsonValue>;
  const params = fc.record(
    {
      hash: fc.stringMatching(/^[0-9a-f]{16}$/),
      taxonomyName: fc.string(),
      taxonomyPath: fc.string(),
      after: fc.string(),
      filter: json,
      page: fc.nat(),
      pageSize: fc.nat(),
      extra: fc.dictionary(fc.string().filter((k) => !['after', 'filter', 'page', 'pageSize'].includes(k)), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
    },
    { requiredKeys: [] },
  );

  it('build ∘ parse is identity (property)', () => {
    fc.assert(
      fc.property(params, (p) => {
        const url = catalogueUrl(p);
        const [path, ...rest] = url.split('?');
        const parsed = parseCatalogueUrl(path!, rest.join('?'));
        expect(parsed).not.toBeNull();
        // Rebuilding from the parsed result gives the same URL…
        expect(catalogueUrl(parsed!)).toBe(url);
        // …and every value survives (filter after a JSON round trip, extra values as text).
        expect(parsed!.hash).toBe(p.hash ?? DEFAULT_CATALOGUE_HASH);
        expect(parsed!.after).toBe(p.after ? p.after : undefined);
        const filter = p.filter === undefined ? undefined : (JSON.parse(JSON.stringify(p.filter)) as JsonValue);
        const emptyFilter = filter === null || filter === undefined || (typeof filter === 'object' && Object.keys(filter).length === 0);
        expect(parsed!.filter).toEqual(emptyFilter ? undefined : filter);
        const extra = Object.fromEntries(Object.entries(p.extra ?? {}).map(([k, v]) => [k, String(v)]));
        expect(parsed!.extra ?? {}).toEqual(extra);
      }),
    );
  });
});

describe('product, content and manufacturer URLs', () => {
  it('product', () => {
    expect(productUrl({ name: 'Mop Vileda Ultramax', sku: 'VIL-123' })).toBe('/mop-vileda-ultramax/p/VIL-123');
    expect(productUrl({ name: '', sku: 'A B' })).toBe('/produkt/p/A%20B');
    expect(parseProductPath('/mop-vileda-ultramax/p/VIL-123')).toEqual({ productName: 'mop-vileda-ultramax', sku: 'VIL-123' });
    expect(parseProductPath('/produkt/p/A%20B')).toEqual({ productName: 'produkt', sku: 'A B' });
    expect(parseProductPath('/x/c/abc')).toBeNull();
    expect(parseProductPath('/p/abc')).toBeNull();
  });

  it('product URLs parse back (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (name, sku) => {
        const parsed = parseProductPath(productUrl({ name, sku }));
        return parsed !== null && parsed.sku === sku && parsed.productName === (slugify(name) || 'produkt');
      }),
    );
  });

  it('content', () => {
    const hash = taxonomyHash('poradna/jak-myt-okna');
    expect(contentUrl('poradna/jak-myt-okna')).toBe(`/poradna/jak-myt-okna/w/${hash}`);
    expect(contentUrl('/poradna/jak-myt-okna/')).toBe(`/poradna/jak-myt-okna/w/${hash}`);
    expect(contentUrl('stránky/kontakty')).toBe(`/str%C3%A1nky/kontakty/w/${taxonomyHash('stránky/kontakty')}`);
    expect(matchCatchAll(contentUrl('stránky/kontakty'))).toEqual({ kind: 'content', path: 'stránky/kontakty', id: taxonomyHash('/stránky/kontakty') });
    expect(isContentHashValid('poradna/jak-myt-okna', hash.toUpperCase())).toBe(true);
    expect(isContentHashValid('poradna/jinak', hash)).toBe(false);
  });

  it('manufacturer', () => {
    expect(manufacturerUrl({ name: 'Kärcher', hash: 'f00' })).toBe('/karcher/z/f00');
    expect(manufacturerUrl({ name: '', hash: 'f00' })).toBe('/vyrobce/z/f00');
  });

  it('taxonomyUrl by kind', () => {
    expect(taxonomyUrl({ hash: 'h1', name: 'Mopy', path: '/catalogue/mopy', kind: 'category' })).toBe('/mopy/c/h1');
    expect(taxonomyUrl({ hash: 'h2', name: 'Akce', path: '/preview/akce', kind: 'preview' })).toBe('/akce/c/h2');
    expect(taxonomyUrl({ hash: 'h3', name: 'Vileda', path: '/manufacturers/vileda', kind: 'manufacturer' })).toBe('/vileda/z/h3');
    expect(taxonomyUrl({ hash: 'h4', name: 'Poradna', path: '/poradna', kind: 'content' })).toBe('/poradna/w/h4');
  });

  it.each([
    ['/mopy/c/abc', { kind: 'catalogue', path: 'mopy', id: 'abc' }],
    ['/uklid/mopy/c/abc/', { kind: 'catalogue', path: 'uklid/mopy', id: 'abc' }],
    ['/poradna/clanek/w/123', { kind: 'content', path: 'poradna/clanek', id: '123' }],
    ['/vileda/z/h', { kind: 'manufacturer', path: 'vileda', id: 'h' }],
    ['/mop/p/SKU-1', { kind: 'product', path: 'mop', id: 'SKU-1' }],
    ['/mop/p/%E0%A4%A', { kind: 'product', path: 'mop', id: '%E0%A4%A' }],
    ['/mop/x/SKU-1', null],
    ['/c/abc', null],
    ['/kosik', null],
    ['/', null],
  ] as const)('matchCatchAll(%s)', (path, expected) => {
    expect(matchCatchAll(path)).toEqual(expected);
  });
});

describe('mediaUrl', () => {
  it.each([
    ['/files/a.jpg', 'https://media.cisto.cz', 'https://media.cisto.cz/files/a.jpg'],
    ['files/a.jpg', 'https://media.cisto.cz/', 'https://media.cisto.cz/files/a.jpg'],
    ['~/files/a.jpg', 'https://media.cisto.cz', 'https://media.cisto.cz/files/a.jpg'],
    ['/images/modern/logo.svg', 'https://media.cisto.cz', '/images/modern/logo.svg'],
    ['~/images/modern/logo.svg', 'https://media.cisto.cz', '/images/modern/logo.svg'],
    ['/images/modernist.jpg', 'https://m', 'https://m/images/modernist.jpg'],
    ['https://cdn.example/a.jpg', 'https://m', 'https://cdn.example/a.jpg'],
    ['HTTP://cdn.example/a.jpg', 'https://m', 'HTTP://cdn.example/a.jpg'],
    ['//cdn.example/a.jpg', 'https://m', '//cdn.example/a.jpg'],
    ['data:image/png;base64,AA', 'https://m', 'data:image/png;base64,AA'],
    ['/a.jpg', '', '/a.jpg'],
    ['', 'https://m', ''],
    [null, 'https://m', ''],
  ])('mediaUrl(%j, %j) = %j', (url, prefix, expected) => {
    expect(mediaUrl(url, prefix)).toBe(expected);
  });
});

describe('lastDayOfMonthAhead', () => {
  it.each([
    [0, '2025-01-15', '2025-01-31'],
    [14, '2025-01-15', '2025-01-31'],
    [17, '2025-01-15', '2025-02-28'],
    [14, '2024-02-10', '2024-02-29'],
    [30, '2024-12-15', '2025-01-31'],
    [-20, '2025-03-10', '2025-02-28'],
    [365, '2025-06-30', '2026-06-30'],
  ])('%i days from %s → %s', (days, from, expected) => {
    expect(lastDayOfMonthAhead(days, new Date(`${from}T12:00:00Z`))).toBe(expected);
  });

  it('is the last day of the month and not before the target (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (days, from) => {
        const result = lastDayOfMonthAhead(days, from);
        const d = new Date(`${result}T00:00:00Z`);
        const next = new Date(d.getTime() + 86_400_000);
        const target = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days);
        return /^\d{4}-\d{2}-\d{2}$/.test(result) && next.getUTCDate() === 1 && d.getTime() >= target && d.getTime() - target < 31 * 86_400_000;
      }),
    );
  });
});
