// @vitest-environment node
// Uploaded product pictures (issue 16): validated by content, rendered as WebP and JPEG at 320–1280 px
// without upscaling, kept in the database and served at content-hashed, immutable addresses;
// catalogue staff only, audit-logged.

import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../src/server/db/schema.js';
import { insertStaff } from '../../src/server/services/staff.js';
import { PRODUCT_IMAGE_MESSAGES } from '../../src/server/services/product-images.js';
import { AdminBrowser } from '../helpers/admin.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PASSWORD = 'Modra-Konvice-58';
let t: TestApp;
let catalogue: AdminBrowser;
let sku: string;

type Variant = { format: string; width: number; height: number; url: string };
type Image = { id: number; alt: string; width: number; height: number; hash: string; variants: Variant[] };

async function staffMember(role: 'orders' | 'catalogue') {
  const email = `${role}-img-${crypto.randomUUID().slice(0, 8)}@cisto.test`;
  await insertStaff(t.database.db, { email, name: `Obrázky ${role}`, password: PASSWORD, roles: [role] });
  const browser = new AdminBrowser(t.url);
  expect((await browser.signIn(email, PASSWORD)).body.data?.signIn.ok).toBe(true);
  return browser;
}

function picture(width: number, height: number, format: 'png' | 'jpeg', seed = 0) {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 40 + seed, g: 120, b: 200 } } });
  return format === 'png' ? base.png().toBuffer() : base.jpeg().toBuffer();
}

async function upload(browser: AdminBrowser | null, body: Buffer, contentType = 'image/png', target = sku, adminHeader = true) {
  const res = await fetch(`${t.url}/api/admin/products/${encodeURIComponent(target)}/images`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(adminHeader ? { 'x-cisto-admin': '1' } : {}), ...(browser ? { cookie: browser.cookieHeader } : {}) },
    body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as { image?: Image; message?: string } };
}

beforeAll(async () => {
  t = await startTestApp();
  catalogue = await staffMember('catalogue');
  sku = `IMG-${crypto.randomUUID().slice(0, 8)}`;
  await t.database.db.insert(products).values({ sku, name: `Testovací mop ${sku}` });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('product image upload', () => {
  it('renders a large PNG as WebP and JPEG at 320, 640, 960 and 1280 px and serves them immutable', async () => {
    const res = await upload(catalogue, await picture(1600, 1200, 'png'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const image = res.body.image!;
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    const widths = (format: string) => image.variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widths('webp')).toEqual([320, 640, 960, 1280]);
    expect(widths('jpg')).toEqual([320, 640, 960, 1280]);
    expect(image.variants.find((v) => v.width === 640)?.height).toBe(480);

    const webp = image.variants.find((v) => v.format === 'webp' && v.width === 960)!;
    const got = await fetch(`${t.url}${webp.url}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = got.headers.get('etag');
    expect(etag).toBeTruthy();
    const bytes = Buffer.from(await got.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
    const again = await fetch(`${t.url}${webp.url}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    const jpg = await fetch(`${t.url}${image.variants.find((v) => v.format === 'jpg' && v.width === 320)!.url}`);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await jpg.arrayBuffer())).metadata()).width).toBe(320);

    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, sku), eq(auditLog.action, 'productImage.add')));
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('never upscales a small JPEG, strips its metadata and gives another picture another address', async () => {
    const withExif = await sharp(await picture(500, 400, 'jpeg', 7)).withMetadata({ exif: { IFD0: { Copyright: 'Tajny autor' } } }).jpeg().toBuffer();
    const res = await upload(catalogue, withExif, 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const image = res.body.image!;
    expect(Math.max(...image.variants.map((v) => v.width))).toBe(500);
    expect(image.variants.filter((v) => v.format === 'webp').map((v) => v.width)).toEqual([320, 500]);
    const served = Buffer.from(await (await fetch(`${t.url}${image.variants.find((v) => v.format === 'jpg' && v.width === 500)!.url}`)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();

    const other = await upload(catalogue, await picture(500, 400, 'jpeg', 9), 'image/jpeg');
    expect(other.status).toBe(201);
    expect(other.body.image!.hash).not.toBe(image.hash);
  });

  it('turns a picture upright by its EXIF orientation', async () => {
    const rotated = await sharp(await picture(400, 300, 'jpeg', 11)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const res = await upload(catalogue, rotated, 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.image).toMatchObject({ width: 300, height: 400 });
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, in Czech', async () => {
    const gif = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    const res = await upload(catalogue, gif, 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(PRODUCT_IMAGE_MESSAGES.wrongType);
    const text = await upload(catalogue, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect(text.status).toBe(415);
    const json = await upload(catalogue, Buffer.from('{}'), 'application/json');
    expect(json.status).toBeGreaterThanOrEqual(400);
    const small = await upload(catalogue, await picture(100, 80, 'png'));
    expect(small.status).toBe(422);
    expect(small.body.message).toBe(PRODUCT_IMAGE_MESSAGES.tooSmall);
  });

  it('refuses a file over 10 MB in Czech', async () => {
    const res = await upload(catalogue, Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(PRODUCT_IMAGE_MESSAGES.tooLarge);
  });

  it('refuses without a session, without the catalogue role and without the admin header', async () => {
    const png = await picture(400, 400, 'png', 20);
    expect((await upload(null, png)).status).toBe(401);
    const orders = await staffMember('orders');
    const refused = await upload(orders, png);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/oprávnění|nemáte/i);
    expect((await upload(catalogue, png, 'image/png', sku, false)).status).toBe(403);
    expect((await upload(catalogue, png, 'image/png', 'NENI-TAKOVY-PRODUKT')).status).toBe(404);
  });

  it('alt text, order and deletion through admin GraphQL, copied onto the product row, audit-logged', async () => {
    const FIELDS = 'ok errors { code message } product { sku name images { id position alt hash variants { url } } }';
    const list = await catalogue.gql<{ productImages: { name: string; images: { id: string; hash: string }[] } }>(`query($p: ID!) { productImages(productId: $p) { name images { id hash } } }`, { p: sku });
    const images = list.body.data!.productImages.images;
    expect(images.length).toBeGreaterThanOrEqual(3);
    expect(list.body.data!.productImages.name).toContain(sku);

    const alt = await catalogue.gql<{ setProductImageAlt: { ok: boolean; product: { images: { id: string; alt: string }[] } } }>(
      `mutation($i: ID!, $a: String!) { setProductImageAlt(imageId: $i, alt: $a) { ${FIELDS} } }`,
      { i: images[0]!.id, a: 'Mop v kbelíku' },
    );
    expect(alt.body.data!.setProductImageAlt.ok).toBe(true);
    const reversed = [...images].reverse().map((i) => i.id);
    const order = await catalogue.gql<{ reorderProductImages: { ok: boolean; product: { images: { id: string }[] } } }>(
      `mutation($p: ID!, $ids: [ID!]!) { reorderProductImages(productId: $p, imageIds: $ids) { ${FIELDS} } }`,
      { p: sku, ids: reversed },
    );
    expect(order.body.data!.reorderProductImages.product.images.map((i) => i.id)).toEqual(reversed);
    const bad = await catalogue.gql<{ reorderProductImages: { ok: boolean; errors: { message: string }[] } }>(
      `mutation($p: ID!, $ids: [ID!]!) { reorderProductImages(productId: $p, imageIds: $ids) { ${FIELDS} } }`,
      { p: sku, ids: [reversed[0]] },
    );
    expect(bad.body.data!.reorderProductImages.errors[0]!.message).toBe(PRODUCT_IMAGE_MESSAGES.badOrder);

    const [row] = await t.database.db.select({ pictures: products.pictures }).from(products).where(eq(products.sku, sku));
    expect(row!.pictures[0]!.hash).toBe(images[images.length - 1]!.hash);
    expect(row!.pictures.find((p) => p.hash === images[0]!.hash)?.alt).toBe('Mop v kbelíku');

    const victim = images[0]!;
    const url = `${t.url}/images/p/${victim.hash}-320.webp`;
    expect((await fetch(url)).status).toBe(200);
    const deleted = await catalogue.gql<{ deleteProductImage: { ok: boolean; product: { images: { id: string }[] } } }>(`mutation($i: ID!) { deleteProductImage(imageId: $i) { ${FIELDS} } }`, { i: victim.id });
    expect(deleted.body.data!.deleteProductImage.ok).toBe(true);
    expect(deleted.body.data!.deleteProductImage.product.images.map((i) => i.id)).not.toContain(victim.id);
    expect((await fetch(url)).status).toBe(404);
    const again = await catalogue.gql<{ deleteProductImage: { ok: boolean; errors: { message: string }[] } }>(`mutation($i: ID!) { deleteProductImage(imageId: $i) { ${FIELDS} } }`, { i: victim.id });
    expect(again.body.data!.deleteProductImage.errors[0]!.message).toBe(PRODUCT_IMAGE_MESSAGES.imageNotFound);

    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, sku))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['productImage.add', 'productImage.alt', 'productImage.reorder', 'productImage.delete']));

    const orders = await staffMember('orders');
    const refused = await orders.gql(`query($p: ID!) { productImages(productId: $p) { name } }`, { p: sku });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the public product detail offers the pictures as WebP and JPEG srcsets', async () => {
    const res = await fetch(`${t.url}/api/products/${encodeURIComponent(sku)}/detail`);
    expect(res.status).toBe(200);
    const product = (await res.json()) as { pictures: { width: number; height: number; webpSrcset: string; jpegSrcset: string; src: string }[] };
    expect(product.pictures.length).toBeGreaterThanOrEqual(1);
    const first = product.pictures[0]!;
    expect(first.webpSrcset).toMatch(/^\/images\/p\/[A-Za-z0-9]+-\d+\.webp \d+w/);
    expect(first.jpegSrcset).toContain('.jpg ');
    expect((await fetch(`${t.url}${first.src}`)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('unknown variants are not found', async () => {
    expect((await fetch(`${t.url}/images/p/abcdefghijabcdefghij-640.webp`)).status).toBe(404);
    expect((await fetch(`${t.url}/images/p/..%2F..-640.webp`)).status).toBe(404);
  });
});
