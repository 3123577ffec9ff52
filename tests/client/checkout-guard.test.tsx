// @vitest-environment node
// The step guard on the server render: a deep link beyond the furthest step reached answers
// with a redirect (replace) to that step before any HTML; a reachable step renders.
import { describe, expect, it } from 'vitest';
import { render, type RenderVisitor } from '../../src/client/entry-server';
import { createApolloClient } from '../../src/client/apollo/client';
import { createStaticSession } from '../../src/client/apollo/session';
import { checkoutStepLoader } from '../../src/client/features/checkout/loaders';
import { CHECKOUT_ID, cartDetail, checkoutState, emptyCartDetail, readyCheckout, type CartDetail, type CheckoutState } from '../fixtures/checkout';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fakeFetch(checkout: CheckoutState, cart: CartDetail): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/utils/gql') {
      const body: unknown = JSON.parse(String(init?.body ?? '{}'));
      const operation = isRecord(body) ? body.operationName : null;
      if (operation === 'CheckoutDetail' || operation === 'Checkout') {
        return json({ data: { checkout: { ...checkout, cart, existingCarts: [] } } });
      }
      return json({ data: null });
    }
    return json(null, 404);
  };
}

function visitor(checkoutId: string | null, checkout: CheckoutState, cart: CartDetail): RenderVisitor {
  return {
    accessToken: 'secret-token',
    accessTokenType: 'Bearer',
    checkoutId,
    pricesType: 'B2C',
    shopName: 'Čisto',
    publicUrl: 'http://shop.test',
    fetch: fakeFetch(checkout, cart),
  };
}

describe('checkout step guard', () => {
  it('the server render redirects /kosik/rekapitulace of an empty cart to /kosik', async () => {
    const result = await render({ url: '/kosik/rekapitulace', visitor: visitor(CHECKOUT_ID, checkoutState({ furthestStep: 'cart' }), emptyCartDetail) });
    expect(result).toMatchObject({ status: 302, redirect: '/kosik' });
  });

  it('a visitor without a session is sent to /kosik from any later step', async () => {
    for (const url of ['/kosik/vernostni-program', '/kosik/dodani', '/kosik/adresa', '/kosik/rekapitulace']) {
      const result = await render({ url, visitor: visitor(null, checkoutState(), emptyCartDetail) });
      expect(result, url).toMatchObject({ status: 302, redirect: '/kosik' });
    }
  });

  it('redirects to the furthest step reached, and renders steps up to it', async () => {
    const checkout = checkoutState({ furthestStep: 'delivery' });
    expect(await render({ url: '/kosik/rekapitulace', visitor: visitor(CHECKOUT_ID, checkout, cartDetail()) })).toMatchObject({ status: 302, redirect: '/kosik/dodani' });
    const shown = await render({ url: '/kosik/dodani', visitor: visitor(CHECKOUT_ID, checkout, cartDetail()) });
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('data-testid="shipping-ppl"');
    const ready = readyCheckout();
    const summary = await render({ url: '/kosik/rekapitulace', visitor: visitor(CHECKOUT_ID, ready.checkout, ready.cart) });
    expect(summary.status).toBe(200);
    expect(summary.html).toContain('data-testid="summary-form"');
  });

  it('in the browser the loader throws a replacing redirect', async () => {
    const session = createStaticSession({ accessToken: 't', accessTokenType: 'Bearer', checkoutId: CHECKOUT_ID, pricesType: 'B2C' });
    const client = createApolloClient({ fetch: fakeFetch(checkoutState({ furthestStep: 'gift' }), cartDetail()), apiBase: 'http://shop.test/api', session, ssrMode: false });
    const loader = checkoutStepLoader(client, session, 'address');
    const thrown: unknown = await loader({ request: new Request('http://shop.test/kosik/adresa') }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    if (!(thrown instanceof Response)) return;
    expect(thrown.headers.get('Location')).toBe('/kosik/vernostni-program');
    expect(thrown.headers.get('X-Remix-Replace')).toBe('true');
    await expect(checkoutStepLoader(client, session, 'gift')({ request: new Request('http://shop.test/kosik/vernostni-program') })).resolves.toBeNull();
  });
});
