// @vitest-environment node
// The server render knows the logged-in customer: the header shows "Můj účet" without a flash,
// profile pages render for the customer and redirect a logged-out visitor to login.
import { describe, expect, it } from 'vitest';
import { render, type RenderVisitor } from '../../src/client/entry-server';
import { CHECKOUT_ID, emptyCart } from '../fixtures/cart';
import { customer, customerOrdersMock, shoppingListsMock } from '../fixtures/account';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function dataOf(mock: { result?: unknown }): unknown {
  const result = mock.result;
  return typeof result === 'object' && result !== null ? Reflect.get(result, 'data') : null;
}

function visitor(customerName: string | null): RenderVisitor {
  return {
    accessToken: 'secret-token',
    accessTokenType: 'Bearer',
    checkoutId: CHECKOUT_ID,
    pricesType: 'B2C',
    shopName: 'Čisto',
    publicUrl: 'http://shop.test',
    customer: customerName ? { name: customerName } : null,
    async fetch(input, init) {
      const url = new URL(String(input));
      if (url.pathname !== '/api/utils/gql') return json(null, 404);
      const body: unknown = JSON.parse(String(init?.body ?? '{}'));
      const operation = typeof body === 'object' && body !== null ? Reflect.get(body, 'operationName') : null;
      switch (operation) {
        case 'Checkout':
          return json({ data: { checkout: { __typename: 'Checkout', id: CHECKOUT_ID, cart: emptyCart, existingCarts: [] } } });
        case 'Customer':
          return json({ data: { customer: customer() } });
        case 'CustomerOrders':
          return json({ data: dataOf(customerOrdersMock(1, 5, ['2026000123'])) });
        case 'ShoppingLists':
          return json({ data: dataOf(shoppingListsMock([])) });
        default:
          return json({ data: null });
      }
    },
  };
}

describe('server render with accounts', () => {
  it('shows "Můj účet" for a logged-in customer and passes the name (never the token) to the page', async () => {
    const { status, html } = await render({ url: '/profil', visitor: visitor('Jana Nováková') });
    expect(status).toBe(200);
    expect(html).toContain('data-testid="account-menu"');
    expect(html).not.toContain('data-testid="account-login"');
    expect(html).toContain('Dobrý den, Jana Nováková');
    const ctx = /window\.__CISTO_CTX__=(\{.*?\});/.exec(html)?.[1];
    expect(ctx && JSON.parse(ctx)).toMatchObject({ customer: { name: 'Jana Nováková' } });
    expect(html).not.toContain('secret-token');
  });

  it('redirects a logged-out visit of a profile page to the login dialog and back', async () => {
    const result = await render({ url: '/profil/objednavky?strana=2', visitor: visitor(null) });
    expect(result.status).toBe(302);
    expect(result.redirect).toBe('/?prihlaseni=%2Fprofil%2Fobjednavky%3Fstrana%3D2');
  });

  it('shows "Registrace/Přihlášení" to an anonymous visitor', async () => {
    const { html } = await render({ url: '/registrace', visitor: visitor(null) });
    expect(html).toContain('data-testid="account-login"');
    expect(html).toContain('Registrace/Přihlášení');
  });
});
