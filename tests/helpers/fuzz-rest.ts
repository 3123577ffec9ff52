// What the REST fuzz suite sends to each route: path parameters, query fields and body shapes,
// seeded with real values (FuzzKnown) so generated input gets past validation. Keyed by
// "METHOD /path" exactly as Fastify registered it; tests/server/fuzz-rest.test.ts fails when the
// app has a route without an entry here.

import fc from 'fast-check';
import { ARTICLE_SORTS, CLOSED_STATUS_BARS_COOKIE, PRICES_TYPE_COOKIE, complaintSchema, newsletterSchema, productDemandSchema, shareCartSchema } from '../../src/domain/index.js';
import { LISTABLE_KINDS, TAXONOMY_LEVELS } from '../../src/server/services/taxonomy.js';
import type { FuzzKnown } from './fuzz-fixtures.js';
import { B2C_EMAIL, registrationPayload } from './accounts.js';
import { ALZA_ICO, UNKNOWN_ICO, VILLAGE_ICO } from './ares-stand-in.js';
import { encodeSegment, nastyString, shapedBody } from './fuzz-values.js';

/** Whose cookies and token the generated requests carry. */
export type FuzzCaller =
  /** the fixture customer (logged in, with a cart and an order) */
  | 'customer'
  /** a second login of the same customer, for routes that end or rotate the login */
  | 'second-login';

export type RouteFuzz = {
  params?: Record<string, fc.Arbitrary<string>>;
  query?: Record<string, fc.Arbitrary<string>>;
  /** The body's valid shape; POST routes without one still get hostile bodies. */
  body?: fc.Arbitrary<unknown>;
  caller?: FuzzCaller;
};

/** One parsed line of `app.printRoutes({ commonPrefix: false })`: a full path and its methods. */
export type AppRoute = { method: string; path: string };

/**
 * The app's routes from Fastify's own route tree (printRoutes is Fastify's public listing; each line
 * is a path suffix under its parent line). HEAD is implied by GET; wildcard catch-alls are left out.
 */
export function routesOf(printed: string): AppRoute[] {
  const stack: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const segment = match[2] ?? '';
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + segment;
    stack.push(path);
    if (!match[3] || path.includes('*')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** Field names of a domain zod object schema: the body shapes follow src/domain/validation.ts. */
function fieldsOf(shape: Record<string, unknown>, values: Record<string, fc.Arbitrary<unknown>>): Record<string, fc.Arbitrary<unknown>> {
  return Object.fromEntries(Object.keys(shape).map((k) => [k, values[k] ?? fc.string({ maxLength: 30 })]));
}

export function restFuzzPlan(known: FuzzKnown): Record<string, RouteFuzz> {
  const sku = fc.constantFrom(...known.skus);
  const hash = fc.constantFrom(...known.hashes);
  const checkoutId = fc.constant(known.checkoutId);
  const email = fc.oneof(fc.emailAddress(), fc.constant(B2C_EMAIL));
  const quantity = fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constantFrom(100_000, 1_000_000));
  const orderNumber = fc.constantFrom(...known.orderNumbers, 'OBJ-0', '2026000001');
  const invoiceNumber = fc.constantFrom(...known.invoiceNumbers, 'FA-0');
  const paymentId = fc.constantFrom(...known.paymentIds, 'pay_0');
  const small = fc.integer({ min: -5, max: 60 }).map(String);
  const text = fc.string({ maxLength: 60 });
  const contact = fc.constant(registrationPayload(known.email).info.contact);
  const filter = shapedBody({
    priceFrom: fc.integer({ min: 0, max: 100_000 }),
    priceTo: fc.integer({ min: 0, max: 100_000_000 }),
    priceWithoutTax: fc.boolean(),
    inStock: fc.boolean(),
    manufacturers: fc.array(hash, { maxLength: 3 }),
    parameters: fc.array(shapedBody({ code: fc.constantFrom('barva', 'objem', 'x'), values: fc.array(text, { maxLength: 3 }) }), { maxLength: 3 }),
    parameterRanges: fc.array(shapedBody({ code: fc.constantFrom('objem', 'x'), from: fc.double(), to: fc.double() }), { maxLength: 3 }),
  });
  const listing = { filter, sort: fc.constantFrom('RECOMMENDED', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'x'), after: text, first: fc.integer({ min: -1, max: 101 }) };
  const filterOptions = shapedBody({ hash, filter, codes: fc.array(fc.constantFrom('barva', 'objem'), { maxLength: 3 }), q: text });
  const subject = shapedBody({ sku, quantity, mode: fc.constantFrom('SET', 'ADD', 'REMOVE') });
  const withHash = { hash };

  return {
    'GET /api/health': {},
    'GET /api/ready': {},
    // Refused for every fuzz request: the test app has no backup token, and they carry X-Forwarded-For.
    'POST /api/internal/backup': {},
    'GET /api/auth/uictx': {},
    'POST /api/auth/local-login': { caller: 'second-login', body: shapedBody({ username: email, password: fc.oneof(text, fc.constant('Cisto2026!')) }) },
    'GET /api/auth/local-logout': { caller: 'second-login' },
    'GET /api/auth/refresh-token': { caller: 'second-login' },
    'POST /api/auth/registration': {
      body: fc.oneof(
        fc.emailAddress().map((e) => registrationPayload(e)),
        shapedBody({
          info: shapedBody({ email, password: text, passwordConfirmation: text, contact: fc.oneof(contact, shapedBody({ personName: nastyString, street: text })), newsletter: fc.boolean(), agreement: fc.boolean() }),
          deliveryInfo: shapedBody({ contact }),
          locale: fc.constant('cs'),
          region: fc.constant('CZ'),
          userSettings: shapedBody({ currency: fc.constant('CZK'), priceGroup: fc.constant('b2b-velkoodber'), pricesType: fc.constant('B2B') }),
        }),
      ),
    },
    'POST /api/auth/password-renew': { body: shapedBody({ email }) },
    'GET /api/auth/password-renew/:token': { params: { token: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }) } },
    'POST /api/auth/password-renew/:token': {
      params: { token: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }) },
      body: shapedBody({ password: text, passwordConfirmation: text }),
    },
    'GET /api/articles/for-taxonomy': {
      query: { type: fc.constantFrom('article', 'advisor', 'blog', 'news'), category: text, hash, sort: fc.constantFrom(...ARTICLE_SORTS), page: small, pageSize: small },
    },
    'GET /api/articles/showrooms': {},
    'GET /api/articles/showrooms/:id': { params: { id: fc.constantFrom(...known.showroomIds, 'praha') } },
    'POST /api/shopping-lists': { body: shapedBody({ checkoutId, name: text, userId: text }) },
    'GET /api/shopping-lists': {},
    'POST /api/search': { body: shapedBody({ q: fc.constantFrom('mýdlo', 'savo', 'a', '%', '_', '\\'), ...listing }) },
    'GET /api/search/autocomplete': { query: { q: fc.constantFrom('mýdlo', 'sav', 'ú', '%_') } },
    'GET /api/profile/orders': { query: { page: small, pageSize: small } },
    'GET /api/profile/orders/:number': { params: { number: orderNumber } },
    'GET /api/profile/invoices': { query: { page: small, pageSize: small } },
    'GET /api/profile/invoices/:number': { params: { number: invoiceNumber } },
    'GET /api/profile/invoices/:number/pdf': { params: { number: invoiceNumber } },
    'GET /api/products/:sku/detail': { params: { sku } },
    'GET /api/products/:sku/detail/meta': { params: { sku } },
    'GET /api/products/:sku/detail/preview': { params: { sku } },
    'GET /api/products/:sku/review': { params: { sku }, query: { first: small, after: text } },
    'POST /api/products/:sku/related/:relationType': {
      params: { sku, relationType: fc.constantFrom('related', 'alternative', 'accessory', 'x') },
      body: shapedBody({ first: fc.integer({ min: -1, max: 60 }) }),
    },
    'GET /api/products/:sku/quantity-prices': { params: { sku } },
    'GET /api/products/:sku/pack-prices': { params: { sku } },
    'GET /api/payments/test/gateway/:paymentId': { params: { paymentId } },
    'POST /api/payments/test/gateway/:paymentId/:action': { params: { paymentId, action: fc.constantFrom('pay', 'cancel', 'fail') } },
    'POST /api/payments/test/notify': {
      body: shapedBody({ paymentId, status: fc.constantFrom('paid', 'cancelled', 'failed'), amount: fc.integer(), timestamp: fc.integer() }),
    },
    'GET /api/payments/test/return': { query: { paymentId, status: fc.constant('paid') } },
    'POST /api/catalogue': { body: shapedBody({ hash, ...listing }) },
    'POST /api/catalogue/filter-options/price-range': { body: filterOptions },
    'POST /api/catalogue/filter-options/parameter': { body: filterOptions },
    'POST /api/catalogue/filter-options/parameter-range': { body: filterOptions },
    'GET /api/checkout/:id/cart': { params: { id: checkoutId } },
    'POST /api/checkout/:id/cart/update-subject': { params: { id: checkoutId }, body: subject },
    'POST /api/checkout/:id/cart/update-subject-indirect': {
      params: { id: checkoutId },
      body: shapedBody({ parentId: fc.constantFrom(...known.cartLineIds, '0', '-1'), sku: fc.constantFrom('zar01', 'zar02', 'mont01', 'rekl01'), quantity }),
    },
    'POST /api/checkout/:id/cart/update-subject-batch': { params: { id: checkoutId }, body: shapedBody({ batch: fc.array(subject, { maxLength: 5 }) }) },
    'POST /api/checkout/:id/cart/update-methods': {
      params: { id: checkoutId },
      body: shapedBody({ shippingSku: fc.constantFrom('osobni-odber-praha', 'ppl', 'x'), paymentSku: fc.constantFrom('karta', 'prevod', 'hotove', 'dobirka') }),
    },
    'POST /api/checkout/:id/cart/reset': { params: { id: checkoutId } },
    'POST /api/checkout/:id/cart/load-shared': { params: { id: checkoutId }, body: shapedBody({ token: text }) },
    'POST /api/checkout/:id/create-purchase': {
      params: { id: checkoutId },
      body: shapedBody({ idempotencyKey: fc.uuid(), expectedTotal: fc.integer({ min: 0, max: 10_000_000 }), locale: fc.constant('cs') }),
    },
    'GET /api/checkout/:id/shipping-methods': { params: { id: checkoutId } },
    'GET /api/checkout/:id/shipping-payment-map': { params: { id: checkoutId } },
    'GET /api/checkout/:id/payment-methods': { params: { id: checkoutId } },
    'GET /api/content/navigation': {},
    'GET /api/content/footer': {},
    'GET /api/content/settings': {},
    'GET /api/content/status-bars': {},
    'GET /api/content/banners': {},
    'GET /api/content/rewards': {},
    'GET /api/content/page': { query: withHash },
    'GET /api/content/articles/:type/:alias': {
      params: { type: fc.constantFrom(...known.articles.map((a) => a.type), 'blog'), alias: fc.constantFrom(...known.articles.map((a) => a.alias), 'x') },
    },
    'POST /api/content/complaints': {
      body: shapedBody(fieldsOf(complaintSchema.shape, { email, orderNumber, productSku: sku, agreement: fc.boolean(), description: fc.string({ minLength: 10, maxLength: 300 }) })),
    },
    'GET /api/taxonomies/sub-tree': { query: { hash, depth: small } },
    'GET /api/taxonomies/me-and-ancestors': { query: withHash },
    'GET /api/taxonomies/detail': { query: { hash, level: fc.constantFrom(...TAXONOMY_LEVELS), locale: fc.constant('cs'), region: fc.constant('CZ') } },
    'GET /api/taxonomies/code': { query: withHash },
    'GET /api/taxonomies/with-ancestors': { query: withHash },
    'GET /api/taxonomies/list': { query: { kind: fc.constantFrom(...LISTABLE_KINDS) } },
    'POST /api/notification/sendEmail': {
      body: shapedBody({ template: fc.constant('productDemand'), bodyProps: shapedBody(fieldsOf(productDemandSchema.shape, { sku, email, quantity })), subjectProps: text, options: shapedBody({ to: email }) }),
    },
    'POST /api/utils/share-cart': { body: shapedBody({ ...fieldsOf(shareCartSchema.shape, { customerEmail: email, to: email }), checkoutId }) },
    'GET /api/utils/shared-cart': { query: { token: text } },
    // Known, unknown and malformed IČOs (the suite's ARES stand-in knows ALZA_ICO and VILLAGE_ICO).
    'GET /api/utils/company/:ico': {
      params: { ico: fc.oneof(fc.constantFrom(ALZA_ICO, VILLAGE_ICO, UNKNOWN_ICO, '27082441', '1234567890'), fc.stringMatching(/^\d{8}$/), text) },
    },
    'POST /api/utils/save-newsletter-email': { body: shapedBody(fieldsOf(newsletterSchema.shape, { email, agreement: fc.boolean() })) },
    'POST /api/utils/validate-product-batch': {
      body: fc.oneof(
        shapedBody({ text: fc.array(fc.tuple(sku, quantity).map(([s, q]) => `${s}\t${q}`), { maxLength: 20 }).map((l) => l.join('\n')) }),
        shapedBody({ items: fc.array(shapedBody({ sku, quantity }), { maxLength: 10 }) }),
      ),
    },
    // GraphQL has its own suite (fuzz-graphql.test.ts); here only its transport: GET, odd bodies.
    'GET /api/utils/gql': { query: { query: fc.constantFrom('{ visitorSettings { id } }', '{', 'mutation { x }', '12', '{"kind":"Document"}') } },
    'POST /api/utils/gql': { body: shapedBody({ query: fc.constantFrom('{ visitorSettings { id } }', '{', 'query($a: Int!) { x }'), variables: shapedBody({}), operationName: text }) },
    // The back office's endpoint (issue 16; its operations: fuzz-admin-graphql.test.ts): transport only, no staff session.
    'GET /api/admin/gql': { query: { query: fc.constantFrom('{ me { demo } }', '{ orders { totalCount } }', '{', 'mutation { signOut { ok } }', '12') } },
    'POST /api/admin/gql': {
      body: shapedBody({ query: fc.constantFrom('{ me { demo } }', '{ orders { totalCount } }', 'mutation { signOut { ok } }', '{', 'query($a: Int!) { x }'), variables: shapedBody({}), operationName: text }),
    },
    // The back office's CSV and photograph routes (issue 16): no staff session here, so refusals only.
    'GET /api/admin/catalogue/export.csv': {},
    'POST /api/admin/catalogue/import': { query: { dryRun: fc.constantFrom('true', 'false', 'x') }, body: shapedBody({ csv: text }) },
    'POST /api/admin/products/:id/images': { params: { id: sku }, body: shapedBody({ image: text }) },
    'GET /images/p/:file': { params: { file: fc.oneof(fc.constantFrom('abc-320.webp', 'abc-640.jpg', 'x.png', '-1.webp'), text) } },
    'GET /images/products/:file': { params: { file: sku.map((s) => `${s}.svg`) } },
    'GET /images/categories/:file': { params: { file: hash.map((h) => `${h}.svg`) } },
    'GET /images/articles/:file': { params: { file: fc.constantFrom('a.svg', 'x.png', 'a.webp', 'a.webp.svg') } },
    'GET /images/brands/:file': { params: { file: fc.constantFrom('karta.svg', 'x.svg') } },
    'GET /media/bezpecnostni-list/:file': { params: { file: fc.oneof(sku.map((s) => `${s}.pdf`), text) } },
    'GET /feeds/heureka.xml': {},
    'GET /feeds/zbozi.xml': {},
    'GET /feeds/google.xml': {},
    'GET /robots.txt': {},
    'GET /sitemap.xml': {},
    'GET /sitemaps/:file': { params: { file: fc.oneof(fc.constantFrom('products-1.xml', 'categories-1.xml', 'manufacturers-1.xml', 'content-1.xml', 'products-999.xml', 'products-0.xml'), text) } },
  };
}

/**
 * The Comgate routes (only registered with PAYMENT_PROVIDER=comgate; fuzz-rest.test.ts runs them on
 * an app of their own over the Comgate stand-in): real and unknown payment ids and transIds, the
 * stand-in's own merchant and secret as well as wrong ones.
 */
export function comgateFuzzPlan(known: FuzzKnown, gate: { merchant: string; secret: string; payments: Map<string, unknown> }): Record<string, RouteFuzz> {
  const paymentId = fc.oneof(fc.constantFrom(...known.paymentIds, 'pay_0'), fc.uuid(), nastyString);
  const transId = fc.oneof(
    fc.constant(null).map(() => [...gate.payments.keys()][0] ?? 'AAAA-BBBB-CCCC'),
    fc.stringMatching(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/),
    nastyString,
  );
  return {
    'GET /api/payments/comgate/gateway/:paymentId': { params: { paymentId } },
    'POST /api/payments/comgate/notify': {
      body: shapedBody({
        transId,
        merchant: fc.constantFrom(gate.merchant, '1', ''),
        secret: fc.oneof(fc.constant(gate.secret), nastyString),
        status: fc.constantFrom('PAID', 'CANCELLED', 'PENDING', 'AUTHORIZED', 'x'),
        price: fc.integer().map(String),
        curr: fc.constantFrom('CZK', 'EUR'),
      }),
    },
    'GET /api/payments/comgate/return': { query: { paymentId, status: fc.constantFrom('PAID', 'CANCELLED') } },
  };
}

/** Cookie headers to send: the caller's own, with hostile extra cookies, hostile session cookies, or none. */
export function cookieVariant(own: string): fc.Arbitrary<string | null> {
  const value = nastyString.map((s) => encodeSegment(s.slice(0, 500)));
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(own) },
    { weight: 1, arbitrary: value.map((v) => `${own}; ${CLOSED_STATUS_BARS_COOKIE}=${v}; ${PRICES_TYPE_COOKIE}=${v}`) },
    { weight: 1, arbitrary: fc.tuple(value, value).map(([a, b]) => `cisto_sid=${a}; cisto_rt=${b}`) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}
