// @vitest-environment node
// The profile area: who may read what (only the logged-in customer, only their own orders and
// invoices), account details, password change, delivery contacts, shopping lists, loyalty.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { B2C_EMAIL, Browser, DEMO_PASSWORD, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { deliveryContacts, invoices, orders } from '../../src/server/db/schema.js';
import { orderRow } from '../helpers/order-fixtures.js';
import { recordPurchasePoints } from '../../src/server/services/accounts-loyalty.js';
import { readPdf } from '../helpers/pdf-text.js';

let t: TestApp;
let sku: string;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  sku = (await pickProduct(t.database, 'purchasable')).sku;
});
afterAll(async () => {
  await t.close();
});

type Result = { ok: boolean; errors: { code: string; message: string }[]; fieldErrors: { field: string; message: string }[]; customer: Customer | null };
type Customer = { id: string; name: string; email: string; newsletter: boolean; ordersCount: number; loyaltyPoints: number; deliveryContacts: { id: string; isDefault: boolean; street: string; city: string }[] };
const CUSTOMER_FIELDS = 'id name email newsletter ordersCount loyaltyPoints deliveryContacts(first: 100) { id isDefault street city }';
const RESULT = `ok errors { code message } fieldErrors { field message } customer { ${CUSTOMER_FIELDS} }`;

async function customerBrowser(prefix: string): Promise<{ b: Browser; email: string; password: string; id: string }> {
  const email = uniqueEmail(prefix);
  const b = new Browser(t.url);
  expect((await b.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) })).body.status).toBe('success');
  const password = registrationPayload(email).info.password;
  const login = await b.login(email, password);
  return { b, email, password, id: login.body.user?.settings.customer ?? '' };
}

async function insertOrder(customerId: string, number: string): Promise<void> {
  const orderId = randomUUID();
  await t.database.db.insert(orders).values(orderRow(customerId, number, orderId));
  // What placement writes to the loyalty ledger for a purchase (services/accounts-loyalty.ts).
  await recordPurchasePoints(t.database.db, { customerId, orderId, orderNumber: number, destiny: 'purchase', cartPoints: 12, gifts: [], at: new Date() });
  const party = { name: 'Tomáš Test', street: 'Dlouhá 12', city: 'Brno', postalCode: '602 00', country: 'CZ', companyRegNo: '', companyTaxNo: '' };
  await t.database.db.insert(invoices).values({
    id: randomUUID(),
    number: `F${number}`,
    orderId,
    customerId,
    issueDate: '2026-05-20',
    taxPointDate: '2026-05-20',
    dueDate: '2026-05-20',
    variableSymbol: number,
    supplier: { ...party, name: 'Čisto s.r.o.', companyRegNo: '12345678', companyTaxNo: 'CZ12345678' },
    buyer: party,
    amount: 10000,
    vatAmount: 2100,
    amountWithTax: 12100,
    totalToPay: 12100,
    vatRecap: [{ rate: 21, base: 10000, vat: 2100, total: 12100 }],
  });
}

describe('authorisation', () => {
  it('answers nothing about customers to an anonymous token', async () => {
    const b = new Browser(t.url);
    await b.uictx();
    const res = await b.gql<{ customer: null; customerOrders: { totalCount: number }; customerLoyalty: null; shoppingLists: unknown[] }>(
      '{ customer { id } customerOrders { totalCount } customerLoyalty { balance } shoppingLists { id } }',
    );
    expect(res.body.data).toEqual({ customer: null, customerOrders: { totalCount: 0 }, customerLoyalty: null, shoppingLists: [] });
    const upd = await b.gql<{ customer_update: Result }>(`mutation { customer_update(input: { newsletter: true }) { ${RESULT} } }`);
    expect(upd.body.data.customer_update).toMatchObject({ ok: false, errors: [{ code: 'LOGIN_REQUIRED', message: 'Pro tuto akci se musíte přihlásit.' }] });
    expect((await b.json('/api/profile/orders')).status).toBe(401);
    expect((await b.json('/api/shopping-lists', { method: 'POST', body: { checkoutId: b.checkoutId, name: 'x' } })).status).toBe(401);
  });

  it('shows a customer only their own orders and invoices: another customer’s are 404', async () => {
    const alice = await customerBrowser('alice');
    const bob = await customerBrowser('bob');
    const number = `T${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await insertOrder(alice.id, number);

    const list = await alice.b.gql<{ customerOrders: { totalCount: number; items: { number: string; invoiceNumber: string | null; totalToPay: number }[] }; customer: { ordersCount: number } }>(
      '{ customerOrders(page: 1, pageSize: 5) { totalCount items { number invoiceNumber totalToPay } } customer { ordersCount } }',
    );
    expect(list.body.data.customerOrders).toEqual({ totalCount: 1, items: [{ number, invoiceNumber: `F${number}`, totalToPay: 12100 }] });
    expect(list.body.data.customer.ordersCount).toBe(1);
    expect((await alice.b.json<{ number: string }>(`/api/profile/orders/${number}`)).body.number).toBe(number);
    const detail = await alice.b.gql<{ customerOrder: { number: string; invoice: { number: string } } }>(
      `query($n: String!) { customerOrder(orderNumber: $n) { number invoice { number } } }`,
      { n: number },
    );
    expect(detail.body.data.customerOrder).toEqual({ number, invoice: { number: `F${number}` } });

    const pdf = await alice.b.fetch(`/api/profile/invoices/F${number}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const read = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(read.text).toContain(`F${number}`);

    // Bob: 404 over REST, null over GraphQL, nothing in his lists.
    expect((await bob.b.json(`/api/profile/orders/${number}`)).status).toBe(404);
    expect((await bob.b.json(`/api/profile/invoices/F${number}`)).status).toBe(404);
    expect((await bob.b.fetch(`/api/profile/invoices/F${number}/pdf`)).status).toBe(404);
    const bobView = await bob.b.gql<{ customerOrder: null; customerInvoice: null; customerOrders: { totalCount: number }; customerInvoices: { totalCount: number } }>(
      `query($n: String!, $i: String!) { customerOrder(orderNumber: $n) { number } customerInvoice(invoiceNumber: $i) { number } customerOrders { totalCount } customerInvoices { totalCount } }`,
      { n: number, i: `F${number}` },
    );
    expect(bobView.body.data).toEqual({ customerOrder: null, customerInvoice: null, customerOrders: { totalCount: 0 }, customerInvoices: { totalCount: 0 } });

    // Alice's invoices list and loyalty (the order's points count).
    const inv = await alice.b.gql<{ customerInvoices: { items: { number: string; pdfUrl: string }[] }; customerLoyalty: { balance: number; items: { kind: string; points: number }[] } }>(
      '{ customerInvoices { items { number pdfUrl } } customerLoyalty { balance items { kind points } } }',
    );
    expect(inv.body.data.customerInvoices.items).toEqual([{ number: `F${number}`, pdfUrl: `/api/profile/invoices/F${number}/pdf` }]);
    expect(inv.body.data.customerLoyalty).toEqual({ balance: 12, items: [{ kind: 'earned', points: 12 }] });
  });
});

describe('account details and password', () => {
  it('updates the contact and the newsletter flag; refuses an invalid contact with field errors', async () => {
    const { b } = await customerBrowser('details');
    const ok = await b.gql<{ customer_update: Result }>(
      `mutation($c: ContactInput!) { customer_update(input: { contact: $c, newsletter: true }) { ${RESULT} } }`,
      { c: { contactType: 'person', personName: 'Tomáš Nový', street: 'Krátká 1', city: 'Olomouc', postalCode: '77900', country: 'cz', emailAddress: 'tomas@example.cz', phoneNumber: '+420603111222' } },
    );
    expect(ok.body.data.customer_update).toMatchObject({ ok: true, customer: { name: 'Tomáš Nový', newsletter: true } });
    const bad = await b.gql<{ customer_update: Result }>(`mutation($c: ContactInput!) { customer_update(input: { contact: $c }) { ${RESULT} } }`, {
      c: { contactType: 'company', companyName: 'X', companyRegNo: '12', street: 'A', city: 'B', postalCode: '1', phoneNumber: '1', emailAddress: 'x' },
    });
    const result = bad.body.data.customer_update;
    expect(result.ok).toBe(false);
    expect(result.fieldErrors.map((e) => e.field)).toEqual(expect.arrayContaining(['contact.companyRegNo', 'contact.postalCode', 'contact.phoneNumber']));
    expect(result.fieldErrors.find((e) => e.field === 'contact.companyRegNo')?.message).toBe('Prosím zadejte IČO ve formátu XXXXXXXX.');
  });

  it('changes the password: wrong current refused, other sessions logged out, this one kept', async () => {
    const { b, email, password } = await customerBrowser('pw');
    const other = new Browser(t.url);
    await other.login(email, password);
    const CHANGE = `mutation($i: PasswordChangeInput!) { customer_change_password(input: $i) { ok errors { code } fieldErrors { field message } } }`;
    const wrong = await b.gql<{ customer_change_password: Result }>(CHANGE, { i: { currentPassword: 'nic', newPassword: 'Nove-Heslo-99', newPasswordConfirmation: 'Nove-Heslo-99' } });
    expect(wrong.body.data.customer_change_password).toMatchObject({ ok: false, errors: [{ code: 'WRONG_PASSWORD' }] });
    const common = await b.gql<{ customer_change_password: Result }>(CHANGE, { i: { currentPassword: password, newPassword: 'qwerty123', newPasswordConfirmation: 'qwerty123' } });
    expect(common.body.data.customer_change_password.fieldErrors[0]?.message).toBe('Toto heslo je příliš běžné, zvolte prosím jiné.');
    const ok = await b.gql<{ customer_change_password: Result }>(CHANGE, { i: { currentPassword: password, newPassword: 'Nove-Heslo-99', newPasswordConfirmation: 'Nove-Heslo-99' } });
    expect(ok.body.data.customer_change_password.ok).toBe(true);

    expect((await other.refresh()).body.customer).toBeNull();
    expect((await other.gql<{ customer: null }>('{ customer { id } }')).body.data.customer).toBeNull();
    expect((await b.refresh()).body.customer?.email).toBe(email);
    expect((await new Browser(t.url).login(email, 'Nove-Heslo-99')).body.status).toBe('success');
  });
});

describe('delivery contacts', () => {
  const CONTACT = { contactType: 'person', personName: 'Eva Malá', street: 'Nová 5', city: 'Plzeň', postalCode: '301 00', country: 'CZ' };
  const CREATE = `mutation($c: ContactInput!, $d: Boolean) { customer_delivery_contact_create(input: $c, isDefault: $d) { ${RESULT} } }`;

  it('creates, edits, sets default and deletes; validates with the domain schema', async () => {
    const { b } = await customerBrowser('contacts');
    const start = (await b.gql<{ customer: Customer }>(`{ customer { ${CUSTOMER_FIELDS} } }`)).body.data.customer;
    expect(start.deliveryContacts).toHaveLength(1);
    expect(start.deliveryContacts[0]?.isDefault).toBe(true);

    const created = (await b.gql<{ customer_delivery_contact_create: Result }>(CREATE, { c: CONTACT, d: true })).body.data.customer_delivery_contact_create;
    expect(created.ok).toBe(true);
    const added = created.customer?.deliveryContacts.find((c) => c.city === 'Plzeň');
    expect(added?.isDefault).toBe(true);
    expect(created.customer?.deliveryContacts.filter((c) => c.isDefault)).toHaveLength(1);

    const invalid = (await b.gql<{ customer_delivery_contact_create: Result }>(CREATE, { c: { ...CONTACT, street: '' } })).body.data.customer_delivery_contact_create;
    expect(invalid).toMatchObject({ ok: false, fieldErrors: [{ field: 'input.street', message: 'Pole je povinné.' }] });

    const edited = await b.gql<{ customer_delivery_contact_update: Result }>(
      `mutation($id: ID!, $c: ContactInput!) { customer_delivery_contact_update(id: $id, input: $c) { ${RESULT} } }`,
      { id: added?.id, c: { ...CONTACT, city: 'Plzeň 3' } },
    );
    expect(edited.body.data.customer_delivery_contact_update.customer?.deliveryContacts.some((c) => c.city === 'Plzeň 3')).toBe(true);

    const firstId = start.deliveryContacts[0]?.id;
    const def = await b.gql<{ customer_delivery_contact_set_default: Result }>(`mutation($id: ID!) { customer_delivery_contact_set_default(id: $id) { ${RESULT} } }`, { id: firstId });
    expect(def.body.data.customer_delivery_contact_set_default.customer?.deliveryContacts[0]).toMatchObject({ id: firstId, isDefault: true });

    const del = await b.gql<{ customer_delivery_contact_delete: Result }>(`mutation($id: ID!) { customer_delivery_contact_delete(id: $id) { ${RESULT} } }`, { id: firstId });
    const left = del.body.data.customer_delivery_contact_delete.customer?.deliveryContacts ?? [];
    expect(left).toHaveLength(1);
    expect(left[0]?.isDefault).toBe(true);
  });

  it('cannot touch another customer’s address', async () => {
    const { b } = await customerBrowser('intruder');
    const res = await b.gql<{ customer_delivery_contact_delete: Result }>(`mutation($id: ID!) { customer_delivery_contact_delete(id: $id) { ${RESULT} } }`, {
      id: '00000000-0000-4000-8000-000000000101',
    });
    expect(res.body.data.customer_delivery_contact_delete).toMatchObject({ ok: false, errors: [{ code: 'DELIVERY_CONTACT_NOT_FOUND' }] });
  });

  it('stops at 100 addresses', async () => {
    const { b, id } = await customerBrowser('hundred');
    await t.database.db.insert(deliveryContacts).values(
      Array.from({ length: 99 }, (_, i) => ({ id: randomUUID(), customerId: id, contact: { ...CONTACT, street: `Nová ${i}` }, isDefault: false })),
    );
    const res = (await b.gql<{ customer_delivery_contact_create: Result }>(CREATE, { c: CONTACT })).body.data.customer_delivery_contact_create;
    expect(res).toMatchObject({ ok: false, errors: [{ code: 'DELIVERY_CONTACTS_LIMIT', message: 'Uložit lze nejvýše 100 dodacích adres.' }] });
  });
});

describe('shopping lists', () => {
  it('saves the cart by POST /api/shopping-lists, lists it and loads it back into the cart', async () => {
    const { b, id } = await customerBrowser('lists');
    const empty = await b.json<{ status: string; reason: string }>('/api/shopping-lists', { method: 'POST', body: { checkoutId: b.checkoutId, name: 'Prázdný', userId: id } });
    expect(empty.body).toMatchObject({ status: 'error', reason: 'SHOPPING_LIST_EMPTY' });
    await b.gql(`mutation($id: ID!, $batch: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $id, batch: $batch) { ok } }`, {
      id: b.checkoutId,
      batch: [{ sku, quantity: 3 }],
    });
    const saved = await b.json<{ data: { id: string; name: string; items: { sku: string; quantity: number }[] } }>('/api/shopping-lists', {
      method: 'POST',
      body: { checkoutId: b.checkoutId, name: ' Úklid kanceláře ', userId: id },
    });
    expect(saved.body.data).toMatchObject({ name: 'Úklid kanceláře', items: [{ sku, quantity: 3 }] });
    expect((await b.json('/api/shopping-lists', { method: 'POST', body: { checkoutId: b.checkoutId, name: 'x', userId: 'someone-else' } })).body).toMatchObject({ status: 'error' });

    const lists = await b.gql<{ shoppingLists: { id: string; items: { product: { sku: string } | null }[] }[] }>('{ shoppingLists { id items { product { sku } } } }');
    expect(lists.body.data.shoppingLists).toEqual([{ id: saved.body.data.id, items: [{ product: { sku } }] }]);

    await b.gql(`mutation($id: ID!) { checkout_cart_reset(checkoutId: $id) { ok } }`, { id: b.checkoutId });
    const loaded = await b.gql<{ shopping_list_load: { ok: boolean; cart: { subjects: { sku: string; quantity: number }[] } } }>(
      `mutation($c: ID!, $l: ID!) { shopping_list_load(checkoutId: $c, id: $l) { ok cart { subjects { sku quantity } } } }`,
      { c: b.checkoutId, l: saved.body.data.id },
    );
    expect(loaded.body.data.shopping_list_load).toEqual({ ok: true, cart: { subjects: [{ sku, quantity: 3 }] } });

    // Another customer can neither load nor delete it.
    const other = await customerBrowser('lists-other');
    const foreign = await other.b.gql<{ shopping_list_delete: { ok: boolean; errors: { code: string }[] } }>(`mutation($l: ID!) { shopping_list_delete(id: $l) { ok errors { code } } }`, {
      l: saved.body.data.id,
    });
    expect(foreign.body.data.shopping_list_delete).toEqual({ ok: false, errors: [{ code: 'SHOPPING_LIST_NOT_FOUND' }] });
  });
});

describe('loyalty', () => {
  it('shows the seeded balance and history of the demo customer', async () => {
    const b = new Browser(t.url);
    await b.login(B2C_EMAIL, DEMO_PASSWORD);
    const res = await b.gql<{ customerLoyalty: { balance: number; totalCount: number; items: { points: number; kind: string }[] }; customer: { loyaltyPoints: number } }>(
      '{ customerLoyalty(pageSize: 2) { balance totalCount items { points kind } } customer { loyaltyPoints } }',
    );
    const loyalty = res.body.data.customerLoyalty;
    expect(loyalty.balance).toBeGreaterThanOrEqual(420);
    expect(res.body.data.customer.loyaltyPoints).toBe(loyalty.balance);
    expect(loyalty.items).toHaveLength(2);
    expect(loyalty.totalCount).toBeGreaterThanOrEqual(3);
  });
});
