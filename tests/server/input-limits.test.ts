// @vitest-environment node
// Issue 11, findings 9 and 10: every path that stores a contact refuses an over-long field with
// the Czech length message (a 500 kB name was once stored), and every path that sets a password
// refuses one of the ≥ 10,000 most common passwords (a list shipped by a maintained package).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, maxLengthMessage, TEXT_LIMITS } from '../../src/domain/index.js';
import { commonPasswordCount, isCommonPassword } from '../../src/server/auth/common-passwords.js';
import { Browser, registrationPayload, uniqueEmail } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
});

const HUGE = 'A'.repeat(500_000);

async function registered(): Promise<{ browser: Browser; email: string }> {
  const email = uniqueEmail('limits');
  const browser = new Browser(t.url);
  await browser.uictx();
  const res = await browser.json<{ status: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(email) });
  expect(res.body.status).toBe('success');
  expect((await browser.login(email, 'Modry-Kbelik-42')).body).toMatchObject({ status: 'success' });
  return { browser, email };
}

type FieldErrors = { ok: boolean; fieldErrors: { field: string; message: string }[] };
const CONTACT = { contactType: 'person', personName: 'Jana', street: 'Dlouhá 1', city: 'Praha', postalCode: '110 00', country: 'CZ', emailAddress: 'jana@example.cz', phoneNumber: '+420777123456' };

describe('length limits (finding 10)', () => {
  it('registration refuses a 500 kB name, street or city with 400 and the Czech message', async () => {
    for (const [field, limit] of [
      ['personName', TEXT_LIMITS.personName],
      ['street', TEXT_LIMITS.street],
      ['city', TEXT_LIMITS.city],
    ] as const) {
      const payload = registrationPayload(uniqueEmail('huge'));
      const body = { ...payload, info: { ...payload.info, contact: { ...payload.info.contact, [field]: HUGE } } };
      const res = await new Browser(t.url).json<{ statusCode: number; message: string }>('/api/auth/registration', { method: 'POST', body });
      expect(res.status, field).toBe(400);
      expect(res.body.message).toBe(`contact.${field}: ${maxLengthMessage(limit)}`);
    }
  });

  it('a company name of 255 characters is fine, 256 are not', async () => {
    const payload = registrationPayload(uniqueEmail('company'));
    const company = (name: string) => ({ ...payload, info: { ...payload.info, contact: { ...payload.info.contact, contactType: 'company', companyName: name, companyRegNo: '25596641' } } });
    const long = await new Browser(t.url).json<{ status: string }>('/api/auth/registration', { method: 'POST', body: company('S'.repeat(255)) });
    expect(long.status).toBe(200);
    expect(long.body.status).toBe('success');
    const tooLong = await new Browser(t.url).json<{ message: string }>('/api/auth/registration', { method: 'POST', body: company('S'.repeat(256)) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('contact.companyName: Zadejte nejvýše 255 znaků.');
  });

  it('profile update, delivery contacts and checkout data refuse it as a field error (nothing stored)', async () => {
    const { browser } = await registered();
    const update = await browser.gql<{ customer_update: FieldErrors & { customer: { name: string } } }>(
      `mutation($c: ContactInput!) { customer_update(input: { contact: $c }) { ok fieldErrors { field message } customer { name } } }`,
      { c: { ...CONTACT, personName: HUGE } },
    );
    expect(update.body.errors).toBeUndefined();
    expect(update.body.data.customer_update).toMatchObject({ ok: false, fieldErrors: [{ field: 'contact.personName', message: 'Zadejte nejvýše 100 znaků.' }] });
    expect(update.body.data.customer_update.customer.name).toBe('Tomáš Test');

    const delivery = await browser.gql<{ customer_delivery_contact_create: FieldErrors }>(
      `mutation($c: ContactInput!) { customer_delivery_contact_create(input: $c) { ok fieldErrors { field message } } }`,
      { c: { ...CONTACT, street: HUGE } },
    );
    expect(delivery.body.data.customer_delivery_contact_create.ok).toBe(false);
    expect(delivery.body.data.customer_delivery_contact_create.fieldErrors).toContainEqual({ field: expect.stringMatching(/street$/) as string, message: 'Zadejte nejvýše 150 znaků.' });

    const checkout = await browser.gql<{ checkout_data_update: FieldErrors }>(
      `mutation($id: ID!, $c: ContactInput!) { checkout_data_update(checkoutId: $id, input: { orderInfo: { contact: $c }, deliveryInfo: { contact: $c } }) { ok fieldErrors { field message } } }`,
      { id: browser.checkoutId, c: { ...CONTACT, city: HUGE, emailAddress: `${'a'.repeat(250)}@example.cz` } },
    );
    expect(checkout.body.data.checkout_data_update.ok).toBe(false);
    expect(checkout.body.data.checkout_data_update.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'orderInfo.contact.city', message: 'Zadejte nejvýše 100 znaků.' },
        { field: 'orderInfo.contact.emailAddress', message: 'Zadejte nejvýše 254 znaků.' },
        { field: 'deliveryInfo.contact.city', message: 'Zadejte nejvýše 100 znaků.' },
      ]),
    );
    const profile = await browser.fetch('/profil');
    expect((await profile.text()).length).toBeLessThan(1_000_000);
  });

  it('share cart, product demand and complaint forms refuse over-long texts with 400', async () => {
    const browser = new Browser(t.url);
    await browser.uictx();
    const share = await browser.json<{ message: string }>('/api/utils/share-cart', {
      method: 'POST',
      body: { customerName: HUGE, customerEmail: 'a@example.cz', to: 'b@example.cz', message: '', checkoutId: browser.checkoutId },
    });
    expect(share.status).toBe(400);
    expect(share.body.message).toContain('Zadejte nejvýše 100 znaků.');
    const complaint = await browser.json<{ message: string }>('/api/content/complaints', {
      method: 'POST',
      body: { name: 'Jana', email: 'jana@example.cz', phone: '', orderNumber: 'X'.repeat(5000), productSku: '', description: 'Rozbité víčko u lahve.', agreement: true },
    });
    expect(complaint.status).toBe(400);
    expect(complaint.body.message).toContain('Zadejte nejvýše 30 znaků.');
  });
});

describe('common passwords (finding 9)', () => {
  it('the server list has at least 10,000 entries and knows Czech ones', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const p of ['password1', 'Sunshine1', 'iloveyou2', 'heslo123', 'qwertz123', 'baseball1']) expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword('Modry-Kbelik-42')).toBe(false);
  });

  it('registration refuses a common password (one the old 29-entry list lacked) with the Czech message', async () => {
    for (const password of ['baseball1', 'trustno1', 'superman1']) {
      const res = await new Browser(t.url).json<{ message: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(uniqueEmail('common'), password) });
      expect(res.status, password).toBe(400);
      expect(res.body.message).toBe(`password: ${MESSAGES.passwordTooCommon}`);
    }
    const short = await new Browser(t.url).json<{ message: string }>('/api/auth/registration', { method: 'POST', body: registrationPayload(uniqueEmail('short'), 'Kr4tke!') });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('password: Zadejte alespoň 8 znaků.');
  });

  it('a password change refuses a common password', async () => {
    const { browser } = await registered();
    const res = await browser.gql<{ customer_change_password: FieldErrors }>(
      `mutation($i: PasswordChangeInput!) { customer_change_password(input: $i) { ok fieldErrors { field message } } }`,
      { i: { currentPassword: 'Modry-Kbelik-42', newPassword: 'baseball1', newPasswordConfirmation: 'baseball1' } },
    );
    expect(res.body.data.customer_change_password).toEqual({ ok: false, fieldErrors: [{ field: 'newPassword', message: MESSAGES.passwordTooCommon }] });
  });
});
