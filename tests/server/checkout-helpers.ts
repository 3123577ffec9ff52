// Shared steps of the checkout server tests: GraphQL documents and a visitor walked to a
// checkout that can be ordered.

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { prices, products } from '../../src/server/db/schema.js';
import { newVisitor } from '../helpers/test-app.js';

export type Visitor = Awaited<ReturnType<typeof newVisitor>>;
/** What the checkout helpers need: an anonymous visitor or a logged-in Browser (tests/helpers/accounts.ts). */
export type CheckoutClient = Pick<Visitor, 'gql' | 'checkoutId'>;

export const ERR = 'errors { code message sku }';

export const CART = `
  id
  subjects { sku productSku quantity subjectTotal { amount amountWithTax } discounts { discountCodes totalDiscount { amount amountWithTax } } }
  couponsApplied { couponCode description active message discount { amount amountWithTax } }
  loyaltyPoints loyaltyPointsLeft
  gifts { sku text quantity unit price { amount amountWithTax } vatCode available }
  giftOptions { sku loyaltyPoints available selected }
  shippingMethod { sku name price { amount amountWithTax } disabled }
  paymentMethod { sku name price { amount amountWithTax } cartTotalSettlementOfPettyCash disabled }
  shippingMethods { sku disabled disabledReasons failedRules requiresLogin personalPickup pickupPlace { name address } price { amount amountWithTax } }
  paymentMethods { sku disabled disabledReasons requiresLogin availableForShipping price { amount amountWithTax } }
  totals { total { amount amountWithTax } vatAmount goods { amount amountWithTax } discount { amount amountWithTax }
    gifts { amount amountWithTax } shipping { amount amountWithTax } payment { amount amountWithTax } rounding
    vatRecap { rate base vat total } subjects { count amountWithTax } }
`;

export const CHECKOUT = `
  id furthestStep availableDestinies
  progress { hasItems methodsReady contactsReady maxReachableStep }
  data { destiny notes customerOrderNumber agreements { terms privacy newsletter }
    orderInfo { utilization contact { contactType personName companyName companyRegNo companyTaxNo emailAddress phoneNumber postalCode country } }
    invoiceInfo { utilization contact { companyName street } }
    deliveryInfo { utilization contact { street } customerContactId }
    personalPickupInfo { methodSku place { name } contact { officeName street city postalCode } } }
  deliveryPreview { source contact { street city } }
`;

export type CartView = {
  id: string;
  subjects: { sku: string; productSku: string; quantity: number; subjectTotal: { amount: number; amountWithTax: number }; discounts: { discountCodes: string[]; totalDiscount: { amount: number; amountWithTax: number } } | null }[];
  couponsApplied: { couponCode: string; description: string; active: boolean; message: string | null; discount: { amount: number; amountWithTax: number } }[];
  loyaltyPoints: number;
  loyaltyPointsLeft: number;
  gifts: { sku: string; text: string; quantity: number; unit: string; price: { amount: number; amountWithTax: number }; vatCode: number; available: boolean }[];
  giftOptions: { sku: string; loyaltyPoints: number; available: boolean; selected: boolean }[];
  shippingMethod: { sku: string; price: { amount: number; amountWithTax: number }; disabled: boolean } | null;
  paymentMethod: { sku: string; price: { amount: number; amountWithTax: number }; cartTotalSettlementOfPettyCash: string; disabled: boolean } | null;
  shippingMethods: { sku: string; disabled: boolean; disabledReasons: string[]; failedRules: string[]; requiresLogin: boolean; personalPickup: boolean; pickupPlace: { name: string; address: string } | null; price: { amount: number; amountWithTax: number } }[];
  paymentMethods: { sku: string; disabled: boolean; disabledReasons: string[]; requiresLogin: boolean; availableForShipping: boolean; price: { amount: number; amountWithTax: number } }[];
  totals: {
    total: { amount: number; amountWithTax: number };
    vatAmount: number;
    goods: { amount: number; amountWithTax: number };
    discount: { amount: number; amountWithTax: number };
    gifts: { amount: number; amountWithTax: number };
    shipping: { amount: number; amountWithTax: number };
    payment: { amount: number; amountWithTax: number };
    rounding: number;
    vatRecap: { rate: number; base: number; vat: number; total: number }[];
    subjects: { count: number; amountWithTax: number };
  };
};

export type CheckoutView = {
  id: string;
  furthestStep: string;
  availableDestinies: string[];
  progress: { hasItems: boolean; methodsReady: boolean; contactsReady: boolean; maxReachableStep: string };
  data: {
    destiny: string;
    notes: string;
    customerOrderNumber: string;
    agreements: { terms: boolean; privacy: boolean; newsletter: boolean };
    orderInfo: { utilization: string; contact: Record<string, string> | null };
    invoiceInfo: { utilization: string; contact: { companyName: string; street: string } | null };
    deliveryInfo: { utilization: string; contact: { street: string } | null; customerContactId: string | null };
    personalPickupInfo: { methodSku: string; place: { name: string }; contact: { officeName: string; street: string; city: string; postalCode: string } } | null;
  };
  deliveryPreview: { source: string; contact: { street: string; city: string } | null };
};

export type MutationErrorView = { code: string; message: string; sku: string | null };
export type CartResult = { ok: boolean; errors: MutationErrorView[]; cart: CartView };
export type CheckoutResult = { ok: boolean; errors: MutationErrorView[]; fieldErrors: { field: string; message: string }[]; checkout: CheckoutView };

export const PERSON = {
  contactType: 'person',
  personName: 'Jana Testová',
  street: 'Dlouhá 12',
  city: 'Praha',
  postalCode: '11000',
  country: 'CZ',
  emailAddress: 'jana.testova@example.cz',
  phoneNumber: '+420777123456',
};

export const COMPANY = {
  contactType: 'company',
  companyName: 'Úklid Vltava s.r.o.',
  companyRegNo: '25596641',
  companyTaxNo: 'CZ25596641',
  street: 'Podnikatelská 5',
  city: 'Brno',
  postalCode: '602 00',
  country: 'CZ',
};

export async function addToCart(v: CheckoutClient, sku: string, quantity: number) {
  const r = await v.gql<{ checkout_cart_update_subjects: { ok: boolean; errors: MutationErrorView[] } }>(
    `mutation($c: ID!, $b: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $c, batch: $b) { ok ${ERR} } }`,
    { c: v.checkoutId, b: [{ sku, quantity, mode: 'ADD' }] },
  );
  return r.body.data.checkout_cart_update_subjects;
}

export async function setMethods(v: CheckoutClient, shippingSku: string | null, paymentSku: string | null) {
  const r = await v.gql<{ checkout_cart_update_methods: CartResult }>(
    `mutation($c: ID!, $s: String, $p: String) { checkout_cart_update_methods(checkoutId: $c, shippingSku: $s, paymentSku: $p) { ok ${ERR} cart { ${CART} } } }`,
    { c: v.checkoutId, s: shippingSku, p: paymentSku },
  );
  if (!r.body.data) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.checkout_cart_update_methods;
}

export async function updateData(v: CheckoutClient, input: Record<string, unknown>) {
  const r = await v.gql<{ checkout_data_update: CheckoutResult }>(
    `mutation($c: ID!, $i: CheckoutDataInput!) { checkout_data_update(checkoutId: $c, input: $i) { ok ${ERR} fieldErrors { field message } checkout { ${CHECKOUT} } } }`,
    { c: v.checkoutId, i: input },
  );
  if (!r.body.data) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.checkout_data_update;
}

export async function readCheckout(v: CheckoutClient): Promise<{ cart: CartView } & CheckoutView> {
  const r = await v.gql<{ checkout: { cart: CartView } & CheckoutView }>(
    `query($c: ID!) { checkout(checkoutId: $c) { ${CHECKOUT} cart { ${CART} } } }`,
    { c: v.checkoutId },
  );
  if (!r.body.data) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.checkout;
}

export type OrderView = {
  id: string;
  number: string;
  paymentStatus: string;
  destiny: string;
  email: string;
  loyaltyPoints: number;
  items: { kind: string; sku: string; quantity: number; total: { amount: number; amountWithTax: number }; discount: { amountWithTax: number } }[];
  totals: { total: { amount: number; amountWithTax: number }; vatAmount: number; rounding: number; totalToPay: number; vatRecap: { rate: number; base: number; vat: number; total: number }[] };
  invoice: {
    number: string;
    issueDate: string;
    taxPointDate: string;
    dueDate: string;
    variableSymbol: string;
    supplier: { name: string; companyRegNo: string };
    buyer: { name: string; companyRegNo: string; companyTaxNo: string };
    lines: { text: string; amount: number; vatAmount: number; amountWithTax: number; vatRate: number }[];
    vatRecap: { rate: number; base: number; vat: number; total: number }[];
    amount: number;
    vatAmount: number;
    amountWithTax: number;
    rounding: number;
    totalToPay: number;
  } | null;
  paymentUrl: string | null;
};

export const ORDER = `
  id number paymentStatus destiny email loyaltyPoints
  items { kind sku quantity total { amount amountWithTax } discount { amountWithTax } }
  totals { total { amount amountWithTax } vatAmount rounding totalToPay vatRecap { rate base vat total } }
  invoice { number issueDate taxPointDate dueDate variableSymbol supplier { name companyRegNo } buyer { name companyRegNo companyTaxNo }
    lines { text amount vatAmount amountWithTax vatRate } vatRecap { rate base vat total } amount vatAmount amountWithTax rounding totalToPay }
  paymentUrl
`;

export type PurchaseResult = {
  status: string;
  errors: MutationErrorView[];
  warnings: string[];
  order: OrderView | null;
  redirectUrl: string | null;
  checkout: { id: string; furthestStep: string; cart: { id: string; subjects: { sku: string }[] } } | null;
};

export async function purchase(v: CheckoutClient, idempotencyKey: string, expectedTotal?: number) {
  const r = await v.gql<{ checkout_create_purchase: PurchaseResult }>(
    `mutation($c: ID!, $i: CreatePurchaseInput!) { checkout_create_purchase(checkoutId: $c, input: $i) {
      status ${ERR} warnings redirectUrl order { ${ORDER} } checkout { id furthestStep cart { id subjects { sku } } } } }`,
    { c: v.checkoutId, i: { idempotencyKey, ...(expectedTotal === undefined ? {} : { expectedTotal }) } },
  );
  if (!r.body.data) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.checkout_create_purchase;
}

/** A visitor with `quantity` of `sku` in the cart, methods chosen, contact and agreements given. */
export async function readyVisitor(
  url: string,
  sku: string,
  quantity = 1,
  options: { shipping?: string; payment?: string; contact?: Record<string, string> } = {},
): Promise<Visitor> {
  const v = await newVisitor(url);
  const added = await addToCart(v, sku, quantity);
  if (!added.ok) throw new Error(`add failed: ${JSON.stringify(added.errors)}`);
  const methods = await setMethods(v, options.shipping ?? 'osobni-odber-praha', options.payment ?? 'hotove');
  if (!methods.ok) throw new Error(`methods failed: ${JSON.stringify(methods.errors)}`);
  const data = await updateData(v, { orderInfo: { contact: options.contact ?? PERSON }, agreements: { terms: true, privacy: true } });
  if (!data.ok) throw new Error(`data failed: ${JSON.stringify(data)}`);
  return v;
}

export async function setStock(database: Database, sku: string, quantity: number): Promise<void> {
  await database.db.update(products).set({ stockQuantity: quantity }).where(eq(products.sku, sku));
}

export async function stockOf(database: Database, sku: string): Promise<number> {
  const [row] = await database.db.select({ q: products.stockQuantity }).from(products).where(eq(products.sku, sku));
  return row?.q ?? -1;
}

/** The n-th purchasable stock-only product counted from the end, so test files do not share one on PostgreSQL. */
export async function stockOnlyProduct(database: Database, fromEnd: number): Promise<string> {
  const rows = await database.db
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
    .where(
      and(
        eq(products.stockOnly, true),
        eq(products.onSale, true),
        eq(products.soldOut, false),
        sql`${products.stockState} IS DISTINCT FROM 'sold-out'`,
        gt(prices.price, 0),
        isNull(products.quantitySettings),
        sql`NOT (${products.taxonomyPaths}::text LIKE '%/virtual/%')`,
      ),
    )
    .orderBy(products.sku);
  const purchasable: string[] = [];
  for (const r of rows) purchasable.push(r.sku);
  const sku = purchasable[purchasable.length - 1 - fromEnd];
  if (!sku) throw new Error('not enough stock-only products');
  return sku;
}
