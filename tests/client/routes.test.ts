// The route table of spec section 2, path by path (plus /obnova-hesla/:token); the not-exact
// /c/ /w/ /z/ /p/ addresses and the 404 fallback share the one "*" route.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../src/client/apollo/client';
import { createStaticSession } from '../../src/client/apollo/session';
import { createRoutes } from '../../src/client/routes';

function paths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? prefix || '/' : route.path === undefined ? null : `${prefix}${route.path}`;
    const base = own === null ? prefix : own.endsWith('/') ? own : `${own}/`;
    return [...(own === null || route.children ? [] : [own]), ...(route.children ? paths(route.children, base) : [])];
  });
}

describe('route table', () => {
  it('declares every path of spec section 2 exactly', () => {
    const session = createStaticSession({ accessToken: 't', accessTokenType: 'Bearer', checkoutId: null, pricesType: 'B2C' });
    const client = createApolloClient({ fetch: () => Promise.reject(new Error('no network')), apiBase: '/api', session, ssrMode: true });
    expect(paths(createRoutes(client, { session })).sort()).toEqual(
      [
        '/',
        '/poradna',
        '/poradna/:path',
        '/stranky/:path',
        '/blog',
        '/blog/:path',
        // News (spec: "at an address you choose"), docs/design-system.md.
        '/aktuality',
        '/aktuality/:path',
        '/kosik',
        '/kosik/vernostni-program',
        '/kosik/dodani',
        '/kosik/adresa',
        '/kosik/rekapitulace',
        '/kosik/ukladani-objednavky',
        '/kosik/hromadne-pridani',
        '/nahrat-sdileny-kosik',
        '/dekujeme',
        '/porovnani-produktu',
        '/vyhledavani',
        '/klub',
        '/klub/odmeny',
        '/klub/body',
        '/klub/stranky/podminky',
        '/reklamace',
        // Withdrawal from the contract (issue 15).
        '/odstoupeni-od-smlouvy',
        '/registrace',
        '/profil',
        '/profil/osobni-udaje',
        '/profil/dodaci-adresy',
        '/profil/objednavky',
        '/profil/objednavky/:orderNumber',
        '/profil/faktury',
        '/profil/faktury/:invoiceNumber',
        '/profil/vernostni-program',
        // The stock watchdog (issue 16): the customer's watches and the e-mail's cancel link.
        '/profil/hlidani-dostupnosti',
        '/hlidani-dostupnosti/zrusit',
        '/showrooms',
        '/showrooms/:path',
        '/__styleguide',
        '/_error',
        '/obnova-hesla/:token',
        '/*',
      ].sort(),
    );
  });
});
