import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addRecentlyViewed,
  addToCompare,
  chatWidgetVisible,
  compareBarVisible,
  closeStatusBar,
  copyrightYears,
  footerVisibility,
  isPathUnder,
  isUnsupportedBrowser,
  limitAutocomplete,
  logoutRedirect,
  pageTitle,
  parseClosedStatusBars,
  removeFromCompare,
  serializeClosedStatusBars,
  splitAddress,
  splitHorizontalNav,
  visibleStatusBars,
} from '../../src/domain';

describe('recently viewed', () => {
  it('puts the newest first and moves a present sku to the front', () => {
    expect(addRecentlyViewed([], 'A')).toEqual(['A']);
    expect(addRecentlyViewed(['A', 'B', 'C'], 'D')).toEqual(['D', 'A', 'B', 'C']);
    expect(addRecentlyViewed(['A', 'B', 'C'], 'C')).toEqual(['C', 'A', 'B']);
    expect(addRecentlyViewed(['A'], '')).toEqual(['A']);
  });

  it('holds at most 20: a new one replaces the oldest', () => {
    const full = Array.from({ length: 20 }, (_, i) => `S${i}`);
    const next = addRecentlyViewed(full, 'NEW');
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('NEW');
    expect(next).not.toContain('S19');
  });

  it('never exceeds the limit, never duplicates, newest first (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('')), { maxLength: 100 }), (views) => {
        const list = views.reduce<string[]>((l, sku) => addRecentlyViewed(l, sku), []);
        return list.length <= 20 && new Set(list).size === list.length && (views.length === 0 || list[0] === views.at(-1));
      }),
    );
  });
});

describe('compare list', () => {
  it('adds once and warns on a second add', () => {
    expect(addToCompare(['A'], 'B')).toEqual({ list: ['A', 'B'], result: 'added' });
    expect(addToCompare(['A', 'B'], 'A')).toEqual({ list: ['A', 'B'], result: 'already-present' });
    expect(removeFromCompare(['A', 'B'], 'A')).toEqual(['B']);
    expect(removeFromCompare(['A'], 'X')).toEqual(['A']);
  });
});

describe('status bars', () => {
  const bars = [
    { statusBarId: 'all', closable: true, pathList: [] },
    { statusBarId: 'cart', closable: false, pathList: ['/kosik'] },
    { statusBarId: 'home', pathList: ['/'] },
    { statusBarId: 'club', closable: true, pathList: ['/klub', '/profil/vernostni-program'] },
    { statusBarId: 'sticky', closable: false, pathList: null },
  ];
  const ids = (path: string, closed: string[] = []) => visibleStatusBars(bars, path, closed).map((b) => b.statusBarId);

  it.each([
    ['/', [], ['all', 'home', 'sticky']],
    ['/kosik', [], ['all', 'cart', 'sticky']],
    ['/kosik/dodani/', [], ['all', 'cart', 'sticky']],
    ['/kosikar', [], ['all', 'sticky']],
    ['/klub/body?x=1', [], ['all', 'club', 'sticky']],
    ['/klub', ['club', 'all'], ['sticky']],
    ['/kosik', ['cart', 'sticky'], ['all', 'cart', 'sticky']],
  ])('%s with closed %j', (path, closed, expected) => {
    expect(ids(path, closed)).toEqual(expected);
  });

  it('path prefix matching is at segment boundaries', () => {
    expect(isPathUnder('/klub/body', '/klub/')).toBe(true);
    expect(isPathUnder('/klubovna', '/klub')).toBe(false);
    expect(isPathUnder('/', '/')).toBe(true);
    expect(isPathUnder('/x', '/')).toBe(false);
  });

  it('closed ids cookie', () => {
    expect(parseClosedStatusBars('["a","b"]')).toEqual(['a', 'b']);
    expect(parseClosedStatusBars('[1,"a",""]')).toEqual(['a']);
    expect(parseClosedStatusBars('[{"a":1}]')).toEqual([]);
    expect(parseClosedStatusBars('42')).toEqual(['42']);
    expect(parseClosedStatusBars('[broken')).toEqual([]);
    expect(parseClosedStatusBars('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(parseClosedStatusBars('')).toEqual([]);
    expect(parseClosedStatusBars(undefined)).toEqual([]);
    expect(parseClosedStatusBars('"str"')).toEqual(['"str"']);
    expect(serializeClosedStatusBars(['a', 'b', 'a'])).toBe('["a","b"]');
    expect(closeStatusBar(['a'], 'b')).toEqual(['a', 'b']);
    expect(closeStatusBar(['a'], 'a')).toEqual(['a']);
  });

  it('serialize ∘ parse keeps the ids (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 })), (list) => {
        expect(parseClosedStatusBars(serializeClosedStatusBars(list))).toEqual(list);
      }),
    );
  });
});

describe('footer and shell', () => {
  it('splits the address at the first comma', () => {
    expect(splitAddress('Dlouhá 1, 110 00 Praha, Česko')).toEqual({ line1: 'Dlouhá 1', line2: '110 00 Praha, Česko' });
    expect(splitAddress('Bez čárky')).toEqual({ line1: 'Bez čárky', line2: '' });
  });

  it('copyright years', () => {
    expect(copyrightYears(new Date(2025, 5, 1))).toBe('2009–2025');
    expect(copyrightYears(new Date(2009, 0, 1))).toBe('2009');
    expect(copyrightYears()).toBe(`2009–${new Date().getFullYear()}`);
  });

  it.each([
    ['/', true, true],
    ['/kosik', false, false],
    ['/kosik/adresa', false, false],
    ['/registrace', false, true],
    ['/klub', false, true],
    ['/klub/odmeny', false, true],
    ['/klubovna', true, true],
    ['/profil', true, true],
  ])('footer on %s: newsletter %s, main %s', (path, newsletter, main) => {
    expect(footerVisibility(path)).toEqual({ newsletter, main });
  });

  it('comparison bar: not on the comparison page, not in the cart or a checkout step', () => {
    expect(compareBarVisible('/', '/porovnani-produktu')).toBe(true);
    expect(compareBarVisible('/uklidova-chemie/', '/porovnani-produktu')).toBe(true);
    expect(compareBarVisible('/porovnani-produktu/', '/porovnani-produktu')).toBe(false);
    expect(compareBarVisible('/kosik', '/porovnani-produktu')).toBe(false);
    expect(compareBarVisible('/kosik/dodani', '/porovnani-produktu')).toBe(false);
    expect(compareBarVisible('/kosikova-stranka', '/porovnani-produktu')).toBe(true);
  });

  it('chat widget', () => {
    expect(chatWidgetVisible('/kosik/dodani', true)).toBe(false);
    expect(chatWidgetVisible('/kosik', false)).toBe(true);
    expect(chatWidgetVisible('/', true)).toBe(true);
  });

  it.each([
    ['/kosik/dodani', '/kosik'],
    ['/kosik', null],
    ['/profil/objednavky', '/'],
    ['/profil', '/'],
    ['/poradna', null],
  ])('logout from %s → %s', (path, target) => {
    expect(logoutRedirect(path)).toBe(target);
  });

  it('autocomplete limits 3/4/4/3/7', () => {
    const many = Array.from({ length: 10 }, (_, i) => i);
    expect(limitAutocomplete({ topQueries: many, brands: many, categories: many, articles: many, products: many })).toEqual({
      topQueries: [0, 1, 2],
      brands: [0, 1, 2, 3],
      categories: [0, 1, 2, 3],
      articles: [0, 1, 2],
      products: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(limitAutocomplete({ products: null, brands: ['x'] })).toEqual({ topQueries: [], brands: ['x'], categories: [], articles: [], products: [] });
  });

  it.each([
    ['ie', true],
    ['IE', true],
    ['Internet Explorer', true],
    ['BlackBerry', true],
    ['yandex', true],
    ['chrome', false],
    ['', false],
    [null, false],
  ])('unsupported browser %j → %s', (name, expected) => {
    expect(isUnsupportedBrowser(name)).toBe(expected);
  });

  it('horizontal nav split and page title', () => {
    expect(splitHorizontalNav([1, 2, 3, 4, 5, 6, 7])).toEqual({ left: [1, 2, 3, 4, 5], right: [6, 7] });
    expect(pageTitle('Košík', 'Čisto')).toBe('Košík | Čisto');
    expect(pageTitle(' ', 'Čisto')).toBe('Čisto');
    expect(pageTitle(null, 'Čisto')).toBe('Čisto');
  });
});
