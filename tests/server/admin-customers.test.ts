// @vitest-environment node
// Customers in the back office (issue 16, item 6): search by name, e-mail, company and IČO, the
// detail with orders and loyalty balance, and the B2B price group — the customer's cart is repriced
// at once and the next token carries the group; audit-logged; role orders only.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRegNoCheckDigit } from '../../src/domain/index.js';
import { auditLog, customers } from '../../src/server/db/schema.js';
import { insertStaff } from '../../src/server/services/staff.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { AdminBrowser } from '../helpers/admin.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'Zelena-Konvice-77';
const B2B_GROUP = 'b2b-velkoodber';
let t: TestApp;
let staff: AdminBrowser;

type Customer = { id: string; email: string; name: string; companyName: string | null; companyRegNo: string | null; priceGroup: { id: string; name: string; b2b: boolean } };
type Errors = { code: string; field: string | null; message: string }[];
const FIELDS = 'id email name companyName companyRegNo priceGroup { id name b2b }';
const LIST = `query($text: String, $priceGroupId: ID, $page: Int, $pageSize: Int) { customers(text: $text, priceGroupId: $priceGroupId, page: $page, pageSize: $pageSize) { items { ${FIELDS} } page pageSize totalCount } priceGroups { id name b2b } }`;
const DETAIL = `query($id: ID!) { customer(id: $id) { customer { ${FIELDS} } ordersCount loyaltyPoints } }`;
const SET = `mutation($c: ID!, $g: ID!) { setCustomerPriceGroup(customerId: $c, priceGroupId: $g) { ok errors { code field message } customer { customer { ${FIELDS} } ordersCount loyaltyPoints } } }`;

async function staffMember(role: 'orders' | 'catalogue') {
  const email = `${role}-zak-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
  await insertStaff(t.database.db, { email, name: `Zákazníci ${role}`, password: PASSWORD, roles: [role] });
  const browser = new AdminBrowser(t.url);
  expect((await browser.signIn(email, PASSWORD)).body.data?.signIn.ok).toBe(true);
  return browser;
}

/** A registered company customer, logged in, with one product in the cart. */
async function companyCustomer(label: string) {
  const email = uniqueEmail(label);
  const payload = registrationPayload(email);
  const company = `Úklidová ${label} ${crypto.randomUUID().slice(0, 6)} s.r.o.`;
  const first7 = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  const ico = `${first7}${companyRegNoCheckDigit(first7)}`;
  const body = { ...payload, info: { ...payload.info, contact: { ...payload.info.contact, contactType: 'company', companyName: company, companyRegNo: ico } } };
  const b = new Browser(t.url);
  const registered = await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body });
  expect(registered.body, JSON.stringify(registered.body)).toMatchObject({ status: 'success' });
  await b.login(email, payload.info.password);
  const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
  return { b, email, company, ico, id: row!.id };
}

async function cartLineTotal(b: Browser): Promise<number> {
  const cart = await b.json<{ subjects: { subjectTotal: { amountWithTax: number } }[] }>(`/api/checkout/${b.checkoutId}/cart`);
  expect(cart.status).toBe(200);
  return cart.body.subjects[0]!.subjectTotal.amountWithTax;
}

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffMember('orders');
});
afterAll(async () => {
  await t?.close();
});

describe('customers list', () => {
  it('finds a customer by a part of the e-mail, the company name and the IČO, and filters by price group', async () => {
    const c = await companyCustomer('hledani');
    for (const text of [c.email.slice(0, 16), c.company.slice(9), c.ico]) {
      const found = await staff.gql<{ customers: { items: Customer[]; totalCount: number } }>(LIST, { text });
      expect(found.body.errors).toBeUndefined();
      expect(found.body.data?.customers.items.map((x) => x.email), text).toContain(c.email);
    }
    const wildcard = await staff.gql<{ customers: { items: Customer[] } }>(LIST, { text: '%' });
    expect(wildcard.body.data?.customers.items.map((x) => x.email)).not.toContain(c.email);
    const listed = await staff.gql<{ customers: { items: Customer[] }; priceGroups: { id: string; b2b: boolean }[] }>(LIST, { text: c.email });
    expect(listed.body.data?.customers.items[0]).toMatchObject({ companyName: c.company, companyRegNo: c.ico, priceGroup: { id: '_default', b2b: false } });
    expect(listed.body.data?.priceGroups.some((g) => g.id === B2B_GROUP && g.b2b)).toBe(true);
    const inB2b = await staff.gql<{ customers: { items: Customer[] } }>(LIST, { text: c.email, priceGroupId: B2B_GROUP });
    expect(inB2b.body.data?.customers.items).toEqual([]);
  });

  it('refuses without a staff session and to a role other than orders', async () => {
    const anonymous = await new AdminBrowser(t.url).gql(LIST, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const catalogue = await staffMember('catalogue');
    for (const [query, variables] of [
      [LIST, {}],
      [DETAIL, { id: 'x' }],
      [SET, { c: 'x', g: B2B_GROUP }],
    ] as const) {
      const refused = await catalogue.gql(query, variables);
      expect(refused.body.errors?.[0]).toMatchObject({ message: 'K této akci nemáte oprávnění.', extensions: { code: 'FORBIDDEN' } });
    }
  });
});

describe('price group', () => {
  it('reprices the customer\'s cart at once, reaches the next token, and is audit-logged', async () => {
    const c = await companyCustomer('skupina');
    const product = await pickProduct(t.database, 'purchasable', 7);
    const added = await c.b.json(`/api/checkout/${c.b.checkoutId}/cart/update-subject`, { method: 'POST', body: { sku: product.sku, quantity: 2 } });
    expect(added.status).toBe(200);
    const consumerTotal = await cartLineTotal(c.b);

    const set = await staff.gql<{ setCustomerPriceGroup: { ok: boolean; errors: Errors; customer: { customer: Customer; ordersCount: number; loyaltyPoints: number } | null } }>(SET, { c: c.id, g: B2B_GROUP });
    expect(set.body.data?.setCustomerPriceGroup).toMatchObject({ ok: true, errors: [], customer: { customer: { id: c.id, priceGroup: { id: B2B_GROUP } }, ordersCount: 0, loyaltyPoints: 0 } });

    // The cart holds the wholesale price at its next read (its version moved, the priced cart is stale).
    const wholesaleTotal = await cartLineTotal(c.b);
    expect(wholesaleTotal).toBeLessThan(consumerTotal);
    // The next access token carries the group the catalogue prices by.
    await c.b.refresh();
    expect((await c.b.uictx()).priceGroups).toEqual([B2B_GROUP]);

    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, c.id), eq(auditLog.action, 'customer.priceGroup')));
    expect(audit).toMatchObject({ entity: 'customer', before: { priceGroup: '_default' }, after: { priceGroup: B2B_GROUP } });

    // Back to the consumer group: the cart follows again.
    expect((await staff.gql<{ setCustomerPriceGroup: { ok: boolean } }>(SET, { c: c.id, g: '_default' })).body.data?.setCustomerPriceGroup.ok).toBe(true);
    expect(await cartLineTotal(c.b)).toBe(consumerTotal);
  });

  it('refuses an unknown price group and an unknown customer in Czech, changing nothing', async () => {
    const c = await companyCustomer('chyba');
    const unknownGroup = await staff.gql<{ setCustomerPriceGroup: { ok: boolean; errors: Errors } }>(SET, { c: c.id, g: 'zlata-skupina' });
    expect(unknownGroup.body.data?.setCustomerPriceGroup).toMatchObject({ ok: false, errors: [{ code: 'UNKNOWN_PRICE_GROUP', field: 'priceGroupId', message: 'Tato cenová skupina neexistuje.' }] });
    const unknownCustomer = await staff.gql<{ setCustomerPriceGroup: { ok: boolean; errors: Errors } }>(SET, { c: 'neni-takovy', g: B2B_GROUP });
    expect(unknownCustomer.body.data?.setCustomerPriceGroup).toMatchObject({ ok: false, errors: [{ code: 'NOT_FOUND', message: 'Zákazník nebyl nalezen.' }] });
    const detail = await staff.gql<{ customer: { customer: Customer } | null }>(DETAIL, { id: c.id });
    expect(detail.body.data?.customer?.customer.priceGroup.id).toBe('_default');
    expect((await staff.gql<{ customer: null }>(DETAIL, { id: 'neni-takovy' })).body.data?.customer).toBeNull();
  });
});
