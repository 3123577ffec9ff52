// @vitest-environment node
// The server entry end to end with a fake in-process fetch: one render pass with loaders,
// the right HTTP status per route, the serialised cache and no token in the page.
import { describe, expect, it, vi } from 'vitest';
import { render, type RenderVisitor } from '../../src/client/entry-server';
import { DEFAULT_CATALOGUE_HASH } from '../../src/domain';
import { cataloguePage, mopDetail, taxonomyRoot } from '../fixtures/catalogue';
import { CHECKOUT_ID, cartWithMop } from '../fixtures/cart';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** /api/search: a code names the mop; "nic" finds nothing and brings suggestions; anything else lists the page. */
function searchAnswer(input: { q: string }) {
  const nothing = input.q === 'nic';
  return {
    __typename: 'SearchResults',
    query: input.q.toLowerCase(),
    products: nothing ? { ...cataloguePage, items: [], totalCount: 0, pageInfo: { ...cataloguePage.pageInfo, endCursor: null, hasNextPage: false } } : cataloguePage,
    categories: [],
    brands: [],
    articles: [],
    exactMatchUrl: input.q.toLowerCase() === mopDetail.sku.toLowerCase() ? mopDetail.url : null,
    suggestions: nothing
      ? { __typename: 'SearchSuggestions', correction: 'mop', categories: [{ __typename: 'TaxonomyLink', hash: 'h1', name: 'Úklidové pomůcky', url: '/uklidove-pomucky/c/h1' }] }
      : null,
  };
}

const REWARDS = [
  { __typename: 'ClubReward', sku: 'DAR-001', text: 'Mikroutěrka Čisto', image: '/images/products/DAR-001.svg', loyaltyPoints: 50 },
  { __typename: 'ClubReward', sku: 'DAR-002', text: 'Pracovní rukavice', image: null, loyaltyPoints: 100 },
];

const CONTENT_PAGE = {
  __typename: 'ContentPage',
  hash: 'obsah-hash',
  name: 'Velkoodběr',
  path: '/obsah/velkoodber',
  description: null,
  article: {
    __typename: 'Article',
    id: '7',
    type: 'article',
    alias: 'velkoodber',
    title: 'Velkoodběr pro firmy',
    category: null,
    teaserText: 'Ceny pro firmy.',
    teaserImage: null,
    date: '2026-01-05T00:00:00.000Z',
    url: '/stranky/velkoodber',
    body: '<p>Ceny pro firmy.</p>',
  },
};

function visitor(checkoutId: string | null = null, content: { navigation?: unknown } = {}): RenderVisitor & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    accessToken: 'secret-token',
    accessTokenType: 'Bearer',
    checkoutId,
    pricesType: 'B2C',
    shopName: 'Čisto',
    publicUrl: 'http://shop.test',
    async fetch(input, init) {
      const url = new URL(String(input));
      requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/api/taxonomies/sub-tree') {
        // The root at depth 1; the home page's preview listings (depth 0) get a node too.
        return url.searchParams.get('hash') === DEFAULT_CATALOGUE_HASH || url.searchParams.get('depth') === '0'
          ? json(taxonomyRoot)
          : json(null);
      }
      if (url.pathname === '/api/content/rewards') return json(REWARDS);
      if (url.pathname === '/api/content/navigation' && content.navigation) return json(content.navigation);
      if (url.pathname === '/api/content/page' && url.searchParams.get('hash') === 'obsah-hash') return json(CONTENT_PAGE);
      if (url.pathname === '/api/content/articles/article/velkoodber') return json(CONTENT_PAGE.article);
      // Shell and content reads (issue 4): absent here; the shell renders its empty fallback.
      if (url.pathname.startsWith('/api/content/') || url.pathname.startsWith('/api/articles/')) return json(null, 404);
      if (url.pathname === '/api/catalogue') return json(cataloguePage);
      if (url.pathname === '/api/search') return json(searchAnswer(JSON.parse(String(init?.body)) as { q: string }));
      if (url.pathname.startsWith('/api/catalogue/filter-options/')) return json({ message: 'Not found' }, 404);
      if (url.pathname === `/api/products/${mopDetail.sku}/detail`) return json(mopDetail);
      if (url.pathname.startsWith('/api/products/')) return json({ message: 'Not found' }, 404);
      if (url.pathname === '/api/utils/gql') {
        return json({ data: { checkout: { __typename: 'Checkout', id: CHECKOUT_ID, cart: cartWithMop, existingCarts: [] } } });
      }
      return json({ message: 'unexpected' }, 500);
    },
  };
}

describe('entry-server render', () => {
  it('renders the home page with categories, products, the cart badge and the serialised cache', async () => {
    const v = visitor(CHECKOUT_ID);
    const { status, html } = await render({ url: '/', visitor: v });
    expect(status).toBe(200);
    expect(html).toContain('<title>Úklidové a hygienické potřeby pro domácnosti i firmy | Čisto</title>');
    expect(html).toContain('href="/uklidova-chemie/c/chem-hash"');
    expect(html).toContain(`href="${cataloguePage.items[0]!.url}"`);
    expect(html).toMatch(/data-testid="cart-badge-count">1</);
    // The cache travels as a JSON data block (parsed with JSON.parse, no script to run or hash).
    const state = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html)?.[1];
    expect(state && JSON.parse(state)).toHaveProperty('ROOT_QUERY');
    const ctx = /window\.__CISTO_CTX__=(\{.*?\});/.exec(html)?.[1];
    expect(ctx && JSON.parse(ctx)).toMatchObject({ checkoutId: CHECKOUT_ID, pricesType: 'B2C', shopName: 'Čisto', unsupportedBrowser: null });
    // The matched routes, whose lazy modules the browser loads before hydrating (no matching of its own).
    expect(ctx && (JSON.parse(ctx) as { routeIds: string[] }).routeIds).toEqual(expect.arrayContaining(['root', 'home']));
    expect(html).not.toContain('secret-token');
    expect([...new Set(v.requests)].sort()).toEqual([
      'GET /api/articles/for-taxonomy',
      'GET /api/content/banners',
      'GET /api/content/footer',
      'GET /api/content/navigation',
      'GET /api/content/settings',
      'GET /api/content/status-bars',
      'GET /api/taxonomies/sub-tree',
      'POST /api/catalogue',
      'POST /api/utils/gql',
    ]);
  });

  it('serialises the navigation areas as whole values, the mega menu only as deep as it renders, and no mobile category tree', async () => {
    const link = (label: string, items: unknown[] | null = null) => ({
      ...{ kind: 'taxonomy', label, action: null, href: null, target: null, to: null, image: null, code: null },
      ...{ hash: `h-${label}`, url: `/${label}/c/h-${label}`, items },
    });
    const tree = [link('chemie', [link('podlahy', [link('dlazba')])])];
    const navigation = { id: 'navigation', categories: tree, groups: [link('skupina', tree)], horizontalNav: [], main: [link('katalog')], mobileAfter: [], topNav: [], topNavLeft: [] };
    const v = visitor(null, { navigation });
    const { status, html } = await render({ url: '/', visitor: v });
    expect(status).toBe(200);
    expect(v.requests.filter((r) => r === 'GET /api/content/navigation')).toHaveLength(1);
    const state = JSON.parse(/<script type="application\/json" id="apollo-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<string, Record<string, unknown>>;
    const stored = state['Navigation:navigation'];
    expect(stored).toMatchObject({ main: navigation.main });
    expect(stored).not.toHaveProperty('categories');
    expect(stored?.groups).toEqual([link('skupina', [link('chemie', [link('podlahy')])])]);
    // The mega menu's links are in the page for crawlers (hidden panels); the level below is not.
    expect(html).toContain('href="/podlahy/c/h-podlahy"');
    expect(html).not.toContain('dlazba');
  });

  it('renders a product detail at /{name}/p/{sku}', async () => {
    const { status, html } = await render({ url: mopDetail.url, visitor: visitor() });
    expect(status).toBe(200);
    expect(html).toContain(`<title>${mopDetail.name} | Čisto</title>`);
    expect(html).toContain('Šířka');
    expect(html).toContain('data-testid="add-to-cart"');
  });

  it('redirects a product address with an outdated name part', async () => {
    const result = await render({ url: `/stary-nazev/p/${mopDetail.sku}`, visitor: visitor() });
    expect(result).toMatchObject({ status: 301, redirect: mopDetail.url });
  });

  it('fills the header search box with the phrase of a directly loaded results page', async () => {
    const { status, html } = await render({ url: '/vyhledavani?q=mop', visitor: visitor() });
    expect(status).toBe(200);
    expect(html).toMatch(/<input[^>]*data-testid="search-input"[^>]*>/);
    expect(html.match(/<input[^>]*data-testid="search-input"[^>]*>/)?.[0]).toContain('value="mop"');
  });

  it('redirects a phrase that is a product code to the product', async () => {
    const result = await render({ url: `/vyhledavani?q=${mopDetail.sku.toLowerCase()}`, visitor: visitor() });
    expect(result).toMatchObject({ status: 302, redirect: mopDetail.url });
  });

  it('answers a fruitless phrase with the spec notice and suggestions, not an empty filter panel', async () => {
    const { status, html } = await render({ url: '/vyhledavani?q=nic', visitor: visitor() });
    expect(status).toBe(200);
    expect(html).toContain('Na frázi &quot;nic&quot; jsme nic nenašli.');
    expect(html).toContain('href="/vyhledavani?q=mop"');
    expect(html).toContain('Úklidové pomůcky');
    expect(html).not.toContain('data-testid="filter-panel"');
  });

  it('lists the club rewards with name, picture and points', async () => {
    const { status, html } = await render({ url: '/klub/odmeny', visitor: visitor() });
    expect(status).toBe(200);
    expect(html).toContain('Mikroutěrka Čisto');
    expect(html).toContain('src="/images/products/DAR-001.svg"');
    expect(html).toContain('50 bodů');
    expect(html).toContain('100 bodů');
  });

  it('names the article address canonical on both the article and the content section page', async () => {
    for (const url of ['/stranky/velkoodber', '/obsah/velkoodber/w/obsah-hash']) {
      const { status, html } = await render({ url, visitor: visitor() });
      expect(status, url).toBe(200);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<link rel="canonical"[^>]*>/g), url).toEqual(['<link rel="canonical" href="http://shop.test/stranky/velkoodber"/>']);
    }
  });

  it('puts description, canonical and link-preview tags in the head of a product, and noindex on search and cart', async () => {
    const product = await render({ url: mopDetail.url, visitor: visitor() });
    const head = product.html.slice(0, product.html.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="http://shop.test${mopDetail.url}"/>`);
    expect(head).toContain(`<meta property="og:url" content="http://shop.test${mopDetail.url}"/>`);
    expect(head).toContain(`<meta property="og:title" content="${mopDetail.name} | Čisto"/>`);
    expect(head).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(head).toContain('<meta property="og:site_name" content="Čisto"/>');
    expect(head).not.toContain('noindex');
    const ctx = /window\.__CISTO_CTX__=(\{.*?\});/.exec(product.html)?.[1];
    expect(ctx && JSON.parse(ctx)).toMatchObject({ publicUrl: 'http://shop.test' });
    expect(ctx && (JSON.parse(ctx) as { routeIds: string[] }).routeIds).toEqual(expect.arrayContaining(['root', 'catchAll']));

    for (const url of ['/vyhledavani?q=mop', '/kosik']) {
      const { html } = await render({ url, visitor: visitor(CHECKOUT_ID) });
      const pageHead = html.slice(0, html.indexOf('</head>'));
      expect(pageHead, url).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(pageHead, url).not.toContain('rel="canonical"');
    }
  });

  it('answers 404 with the spec page for unknown paths, products and categories', async () => {
    for (const url of ['/neco/neexistuje', '/x/p/UNKNOWN', '/x/c/unknown-hash']) {
      const { status, html } = await render({ url, visitor: visitor() });
      expect(status, url).toBe(404);
      expect(html).toContain('Tato stránka bohužel neexistuje');
      expect(html).toContain('href="/stranky/kontakty"');
    }
  });

  it('answers 500 with the spec texts on /_error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, html } = await render({ url: '/_error', visitor: visitor() });
    expect(status).toBe(500);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('An error occured!');
    logged.mockRestore();
  });
});
