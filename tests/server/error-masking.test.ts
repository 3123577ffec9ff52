// Issue 11, finding 5 (second half): no unexpected error text reaches a client. A failed SQL
// statement carried the statement and its parameters (a shopper's name, address, phone) in its
// message, and GraphQL answered it as it was. Now every unexpected error is logged with the
// request id and answered with a generic Czech message naming that id; expected refusals
// (UserFacingError, zod input, GraphQL validation) keep their message.
//
// The failure is provoked the way a real one happens: a database trigger that raises for one
// marker value, so the statement (with the personal data as parameters) fails inside the service.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { Database } from '../../src/server/db/client.js';
import { newVisitor, openTestDatabase, testConfig } from '../helpers/test-app.js';
import { PERSON } from './checkout-helpers.js';

const MARKER = 'Maskovaná Zkoušková';
const MAIL_MARKER = 'mask-test-marker@example.cz';
const GENERIC = /^Na serveru nastala neočekávaná chyba\. Zkuste to prosím znovu; pokud potíže trvají, uveďte kód chyby (\S+)\.$/;

let base = '';
let database: Database;
let close: () => Promise<void>;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  process.env.SCRYPT_COST = 'test';
  database = await openTestDatabase();
  await database.db.execute(sql.raw(`
    CREATE OR REPLACE FUNCTION mask_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF row_to_json(NEW)::text LIKE '%${MARKER}%' OR row_to_json(NEW)::text LIKE '%${MAIL_MARKER}%' THEN
        RAISE EXCEPTION 'value too long for type character varying(32)';
      END IF;
      RETURN NEW;
    END $$`));
  await database.db.execute(sql.raw('DROP TRIGGER IF EXISTS mask_test_checkouts ON checkouts'));
  await database.db.execute(sql.raw('CREATE TRIGGER mask_test_checkouts BEFORE UPDATE ON checkouts FOR EACH ROW EXECUTE FUNCTION mask_test_fail()'));
  await database.db.execute(sql.raw('DROP TRIGGER IF EXISTS mask_test_newsletter ON newsletter_subscriptions'));
  await database.db.execute(sql.raw('CREATE TRIGGER mask_test_newsletter BEFORE INSERT ON newsletter_subscriptions FOR EACH ROW EXECUTE FUNCTION mask_test_fail()'));
  const config = testConfig();
  const { dataDir } = config;
  const stream = {
    write(line: string) {
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    },
  };
  const { app } = await buildApp({ config, database, distDir: null, logger: { level: 'error', stream } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  close = async () => {
    await app.close();
    await database.db.execute(sql.raw('DROP TRIGGER IF EXISTS mask_test_checkouts ON checkouts'));
    await database.db.execute(sql.raw('DROP TRIGGER IF EXISTS mask_test_newsletter ON newsletter_subscriptions'));
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});

afterAll(async () => close());

function logFor(requestId: string): Record<string, unknown> | undefined {
  return logLines.find((line) => line.reqId === requestId && line.level === 50);
}

describe('unexpected errors are masked', () => {
  it('GraphQL: a failed UPDATE with personal data answers the generic Czech message with the request id, and the log has the details', async () => {
    const v = await newVisitor(base);
    const res = await v.gql<{ checkout_data_update: unknown }>(
      `mutation($c: ID!, $i: CheckoutDataInput!) { checkout_data_update(checkoutId: $c, input: $i) { ok } }`,
      { c: v.checkoutId, i: { orderInfo: { contact: { ...PERSON, personName: MARKER } } } },
    );
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(MARKER);
    expect(text).not.toMatch(/Failed query|params:|character varying|set "data"/i);
    const error = res.body.errors?.[0] as { message: string; extensions?: { code?: string; requestId?: string } } | undefined;
    const requestId = GENERIC.exec(error?.message ?? '')?.[1];
    expect(requestId).toBeDefined();
    expect(error?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', requestId });
    // Support finds the failure by the id the shopper quotes.
    const logged = logFor(requestId ?? '');
    expect(JSON.stringify(logged)).toContain('character varying(32)');
  });

  it('REST: a failed INSERT answers 500 with the generic Czech message, the request id in the body and in X-Request-Id', async () => {
    const res = await fetch(`${base}/api/utils/save-newsletter-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: MAIL_MARKER, agreement: true }),
    });
    const body = (await res.json()) as { statusCode: number; message: string; requestId?: string };
    expect(res.status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/Failed query|insert into|newsletter_subscriptions|params:|character varying|mask-test-marker/i);
    const requestId = GENERIC.exec(body.message)?.[1];
    expect(requestId).toBe(body.requestId);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    expect(JSON.stringify(logFor(requestId ?? ''))).toContain('character varying(32)');
  });
});

describe('expected refusals keep their message', () => {
  it('GraphQL: a refusal the code throws on purpose, a validation error and a variable error', async () => {
    const v = await newVisitor(base);
    const other = await newVisitor(base);
    const foreign = await v.gql(`mutation($c: ID!) { checkout_cart_reset(checkoutId: $c) { ok } }`, { c: other.checkoutId });
    expect(foreign.body.errors?.[0]?.message).toBe('Tento košík vám nepatří.');

    const invalid = await v.gql(`{ visitorSettings { nonexistentField } }`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.[0]?.message).toMatch(/^Cannot query field "nonexistentField" on type "VisitorSettings"\./);

    const badVariable = await v.gql(`query($t: String!) { checkout_validate_product_batch(text: $t) { ok } }`, { t: 42 });
    expect(badVariable.status).toBe(400);
    expect(badVariable.body.errors?.[0]?.message).toMatch(/^Variable "\$t" got invalid value 42/);
  });

  it('REST: zod input errors and Fastify client errors answer 400 with their message', async () => {
    const res = await fetch(`${base}/api/utils/save-newsletter-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).not.toMatch(/neočekávaná chyba/);

    const malformed = await fetch(`${base}/api/utils/save-newsletter-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toMatch(/^Neplatný požadavek: /);
  });
});
