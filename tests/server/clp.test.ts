// @vitest-environment node
// CLP hazard information (issue 15, item 3) over the real API: the product detail (REST), listing
// cards (REST catalogue), cart lines (GraphQL) and the safety data sheet PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { HAZARD_STATEMENTS, isValidUfi, safetyDataSheetPath } from '../../src/domain/index.js';
import { prices, products } from '../../src/server/db/schema.js';
import { newVisitor, startTestApp, type TestApp } from '../helpers/test-app.js';

type Hazard = {
  hazardous: boolean;
  pictograms: { code: string; name: string }[];
  signalWord: string | null;
  signalWordText: string | null;
  hazardStatements: { code: string; text: string }[];
  precautionaryStatements: { code: string; text: string }[];
  ufi: string | null;
  safetyDataSheetUrl: string;
};
type Product = { sku: string; name: string; hazard: Hazard | null; purchasable: boolean };

let t: TestApp;

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${t.url}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

/** The first seeded product whose name starts with `prefix` and that is purchasable at the default price. */
async function seeded(prefix: string): Promise<typeof products.$inferSelect> {
  const [row] = await t.database.db
    .select({ product: products })
    .from(products)
    .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
    .where(and(sql`${products.name} LIKE ${`${prefix}%`}`, eq(products.onSale, true), eq(products.soldOut, false)))
    .orderBy(products.sku)
    .limit(1);
  if (!row) throw new Error(`seed has no ${prefix}`);
  return row.product;
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seeded classification', () => {
  it('labels the drain cleaner, the chlorine bleach and the hand gel; glass cleaners are not classified; paper is no chemical', async () => {
    const drain = await t.database.db.select().from(products).where(and(sql`${products.name} LIKE 'Čistič odpadů proti%'`));
    expect(drain[0]?.clp).toMatchObject({ pictograms: ['GHS05'], signalWord: 'danger', hazardStatements: ['H290', 'H314'] });
    const bleach = await t.database.db.select().from(products).where(sql`${products.name} LIKE 'Bělidlo hotelové%'`);
    expect(bleach[0]?.clp).toMatchObject({ pictograms: ['GHS05', 'GHS09'], signalWord: 'danger' });
    expect(bleach[0]?.clp?.hazardStatements).toEqual(expect.arrayContaining(['H314', 'H411', 'EUH206']));
    const glass = await t.database.db.select().from(products).where(sql`${products.name} LIKE 'Čistič na okna%'`);
    expect(glass.length).toBeGreaterThan(0);
    for (const g of glass) expect(g.clp).toEqual({ pictograms: [], signalWord: null, hazardStatements: [], precautionaryStatements: [], ufi: null });
    const paper = await t.database.db.select().from(products).where(sql`${products.name} LIKE 'Toaletní papír%'`).limit(1);
    expect(paper[0]?.clp).toBeNull();
    // Every stored UFI passes the checksum.
    const ufis = await t.database.db.select({ clp: products.clp }).from(products).where(isNotNull(products.clp));
    const codes = ufis.flatMap((r) => (r.clp?.ufi ? [r.clp.ufi] : []));
    expect(codes.length).toBeGreaterThan(10);
    for (const ufi of codes) expect(isValidUfi(ufi), ufi).toBe(true);
  });
});

describe('product detail (REST)', () => {
  it('serves pictograms, signal word, H and P statements in Czech, the UFI and the data sheet link', async () => {
    const drain = await seeded('Čistič odpadů proti');
    const { status, body } = await get<Product>(`/api/products/${drain.sku}/detail`);
    expect(status).toBe(200);
    expect(body.hazard).toMatchObject({
      hazardous: true,
      pictograms: [{ code: 'GHS05', name: 'Žíravost' }],
      signalWord: 'danger',
      signalWordText: 'Nebezpečí',
      safetyDataSheetUrl: `/media/bezpecnostni-list/${drain.sku}.pdf`,
    });
    expect(body.hazard?.hazardStatements).toMatchObject([
      { code: 'H290', text: 'Může být korozivní pro kovy.' },
      { code: 'H314', text: 'Způsobuje těžké poleptání kůže a poškození očí.' },
    ]);
    expect(body.hazard?.precautionaryStatements.find((p) => p.code === 'P301+P330+P331')?.text).toBe(
      'PŘI POŽITÍ: Vypláchněte ústa. NEVYVOLÁVEJTE zvracení.',
    );
    expect(body.hazard?.ufi).toMatch(/^[0-9A-Y]{4}-[0-9A-Y]{4}-[0-9A-Y]{4}-[0-9A-Y]{4}$/);
    expect(isValidUfi(body.hazard?.ufi ?? '')).toBe(true);
  });

  it('says "not hazardous" for a glass cleaner and has no hazard for a non-chemical', async () => {
    const glass = await seeded('Čistič na okna');
    const g = await get<Product>(`/api/products/${glass.sku}/detail`);
    expect(g.body.hazard).toMatchObject({ hazardous: false, pictograms: [], signalWord: null, hazardStatements: [], ufi: null });
    const [paper] = await t.database.db.select({ sku: products.sku }).from(products).where(and(isNull(products.clp), sql`${products.name} LIKE 'Toaletní papír%'`)).limit(1);
    const p = await get<Product>(`/api/products/${paper!.sku}/detail`);
    expect(p.body.hazard).toBeNull();
  });
});

describe('listing cards', () => {
  it('carry the hazard on the preview level of the catalogue', async () => {
    const bleach = await seeded('Bělidlo hotelové');
    const page = await fetch(`${t.url}/api/catalogue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hash: bleach.mainTaxonomyHash, first: 60 }),
    });
    const body = (await page.json()) as { items: Product[] };
    const card = body.items.find((i) => i.sku === bleach.sku);
    expect(card?.hazard?.hazardous).toBe(true);
    expect(card?.hazard?.pictograms.map((p) => p.code)).toEqual(['GHS05', 'GHS09']);
    expect(card?.hazard?.hazardStatements.map((s) => s.code)).toContain('EUH206');
    expect(card?.hazard?.hazardStatements.find((s) => s.code === 'EUH206')?.text).toBe(HAZARD_STATEMENTS.EUH206);
  });
});

describe('cart lines (GraphQL)', () => {
  it('expose the hazard of each line product', async () => {
    const drain = await seeded('Čistič odpadů proti');
    const v = await newVisitor(t.url);
    const r = await v.gql<{
      checkout_cart_update_subjects: { ok: boolean; cart: { subjects: { sku: string; product: { hazard: Hazard | null } | null }[] } };
    }>(
      `mutation($c: ID!, $b: [CartSubjectUpdate!]!) { checkout_cart_update_subjects(checkoutId: $c, batch: $b) {
        ok cart { subjects { sku product { sku hazard { hazardous signalWordText pictograms { code name } } } } } } }`,
      { c: v.checkoutId, b: [{ sku: drain.sku, quantity: 1, mode: 'ADD' }] },
    );
    expect(r.body.errors).toBeUndefined();
    const line = r.body.data.checkout_cart_update_subjects.cart.subjects.find((s) => s.sku === drain.sku);
    expect(line?.product?.hazard).toEqual({ hazardous: true, signalWordText: 'Nebezpečí', pictograms: [{ code: 'GHS05', name: 'Žíravost' }] });
  });
});

describe('safety data sheet', () => {
  it('is a PDF with the product and its label, revalidated by ETag', async () => {
    const drain = await seeded('Čistič odpadů proti');
    const res = await fetch(`${t.url}${safetyDataSheetPath(drain.sku)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    // The document title carries the product name (pdfkit writes info strings as UTF-16BE hex or literal).
    const text = bytes.toString('latin1');
    expect(text).toMatch(/\/Title/);
    expect(text).toContain('/FontFile2');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${t.url}${safetyDataSheetPath(drain.sku)}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown products, non-chemicals and bad names', async () => {
    const [paper] = await t.database.db.select({ sku: products.sku }).from(products).where(isNull(products.clp)).limit(1);
    for (const path of ['/media/bezpecnostni-list/NEEXISTUJE.pdf', `/media/bezpecnostni-list/${paper!.sku}.pdf`, '/media/bezpecnostni-list/..%2Fx.pdf']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('Bezpečnostní list tohoto produktu neexistuje.');
    }
  });
});
