// @vitest-environment node
// GET /api/utils/company/:ico against a local ARES stand-in serving ARES's documented JSON: the
// company as the forms use it, 404 for an IČO ARES does not know, 400 for a malformed one, a
// Czech 504 after the 3 s timeout and 503 when ARES fails, a 24 h cache, no token, a per-IP limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_LOOKUP_TEXTS, MESSAGES, type CompanyRecord } from '../../src/domain/index.js';
import { RATE_LIMITS } from '../../src/server/plugins/rate-limit.js';
import { CompanyRegisterUnavailableError, createCompanyRegister } from '../../src/server/services/company-register.js';
import { ALZA_ICO, FAILING_ICO, SLOW_ICO, UNKNOWN_ICO, VILLAGE_ICO, startAresStandIn, type AresStandIn } from '../helpers/ares-stand-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let ares: AresStandIn;
let t: TestApp;

beforeAll(async () => {
  ares = await startAresStandIn();
  t = await startTestApp({ aresUrl: ares.url, trustProxy: 1 });
});

afterAll(async () => {
  await t?.close();
  await ares?.close();
});

let ipCounter = 0;
/** A fresh client address per test, so the per-IP limit of one test does not touch another. */
const nextIp = () => `198.51.100.${++ipCounter}`;

async function lookup(ico: string, ip = nextIp()): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${t.url}/api/utils/company/${ico}`, { headers: { 'x-forwarded-for': ip } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

describe('GET /api/utils/company/:ico', () => {
  it('answers the company from ARES, without a token', async () => {
    const res = await lookup(ALZA_ICO);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      companyRegNo: ALZA_ICO,
      companyName: 'Alza.cz a.s.',
      street: 'Jankovcova 1522/53',
      city: 'Praha',
      postalCode: '170 00',
      country: 'CZ',
      companyTaxNo: 'CZ27082440',
    } satisfies CompanyRecord);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('keeps the answer (24 h): a second look-up, also with spaces in the IČO, does not ask ARES again', async () => {
    const before = ares.requests.filter((ico) => ico === ALZA_ICO).length;
    await lookup(ALZA_ICO);
    const spaced = await lookup(encodeURIComponent('270 82 440'));
    expect(spaced.status).toBe(200);
    expect(spaced.body.companyName).toBe('Alza.cz a.s.');
    expect(ares.requests.filter((ico) => ico === ALZA_ICO).length).toBe(Math.max(before, 1));
  });

  it('writes a village address without streets as its part and house number; no DIČ for a non-payer', async () => {
    const res = await lookup(VILLAGE_ICO);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyName: 'Úklid Lhota s.r.o.', street: 'Lhota 12', city: 'Lhota', postalCode: '277 14', companyTaxNo: '' });
  });

  it('404 with a Czech message for an IČO ARES does not know', async () => {
    const res = await lookup(UNKNOWN_ICO);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(COMPANY_LOOKUP_TEXTS.notFound);
    expect(ares.requests).toContain(UNKNOWN_ICO);
  });

  it('400 for a malformed IČO or a wrong check digit, without asking ARES', async () => {
    const asked = ares.requests.length;
    const letters = await lookup('abc');
    expect(letters.status).toBe(400);
    expect(letters.body.message).toBe(MESSAGES.companyRegNo);
    const checksum = await lookup('27082441');
    expect(checksum.status).toBe(400);
    expect(checksum.body.message).toBe(MESSAGES.companyRegNoChecksum);
    expect((await lookup('1'.repeat(40))).status).toBe(400);
    // The 10-digit form is a valid IČO for the forms, but ARES issues only 8 digits: not found.
    const long = await lookup('1234567890');
    expect(long.status).toBe(404);
    expect(ares.requests.length).toBe(asked);
  });

  it('503 with a Czech message when ARES fails, and asks again next time (failures are not cached)', async () => {
    const first = await lookup(FAILING_ICO);
    expect(first.status).toBe(503);
    expect(first.body.message).toBe(COMPANY_LOOKUP_TEXTS.unavailable);
    await lookup(FAILING_ICO);
    expect(ares.requests.filter((ico) => ico === FAILING_ICO)).toHaveLength(2);
  });

  it('504 with a Czech message when ARES takes longer than 3 s', async () => {
    // The stand-in answers this IČO after 4 s; a 504 (not its 200) shows the shop gave up first.
    const res = await lookup(SLOW_ICO);
    expect(res.status).toBe(504);
    expect(res.body.message).toBe(COMPANY_LOOKUP_TEXTS.timeout);
  });

  it('limits look-ups per client IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.companyLookup.max; i++) expect((await lookup(ALZA_ICO, ip)).status).toBe(200);
    const limited = await lookup(ALZA_ICO, ip);
    expect(limited.status).toBe(429);
    expect(String(limited.body.message)).toMatch(/^Příliš mnoho pokusů/);
    expect((await lookup(ALZA_ICO)).status).toBe(200);
  });
});

describe('the register client', () => {
  it('treats an unreachable ARES as unavailable (503), not as an unknown company', async () => {
    const register = createCompanyRegister('http://127.0.0.1:9/rest');
    const error = await register.lookup(ALZA_ICO).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CompanyRegisterUnavailableError);
    expect((error as CompanyRegisterUnavailableError).statusCode).toBe(503);
  });

  it('shares one ARES call between concurrent look-ups of one IČO', async () => {
    const register = createCompanyRegister(ares.url);
    const before = ares.requests.length;
    const answers = await Promise.all([register.lookup(VILLAGE_ICO), register.lookup(VILLAGE_ICO), register.lookup(VILLAGE_ICO)]);
    expect(answers.map((a) => a?.companyName)).toEqual(['Úklid Lhota s.r.o.', 'Úklid Lhota s.r.o.', 'Úklid Lhota s.r.o.']);
    expect(ares.requests.length - before).toBe(1);
  });
});
