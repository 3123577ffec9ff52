// @vitest-environment node
// QR Platba (issue 15, item 2): a bank-transfer order carries its SPAYD string and QR code (an SVG
// made locally) for the thank-you page and the profile, and the confirmation e-mail, delivered
// over real SMTP, shows the code as an inline PNG (a CID attachment the HTML refers to).
// Orders of other payments carry neither.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { QR_PAYMENT_TEXTS } from '../../src/domain/index.js';
import { DEMO_BANK_ACCOUNT } from '../../src/server/config.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { pickProduct } from '../helpers/catalogue-fixtures.js';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp.js';
import { COMPANY, readyVisitor } from './checkout-helpers.js';

let t: TestApp;
let smtp: SmtpHarness;
let sku: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ smtpUrl: smtp.url });
  sku = (await pickProduct(t.database, 'purchasable', 41)).sku;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Placed = { status: string; order: { number: string; totals: { totalToPay: number }; bankPayment: { spayd: string | null; qrCode: string | null } | null } };

async function placeWith(payment: string, email: string): Promise<Placed> {
  const v = await readyVisitor(t.url, sku, 1, { shipping: 'dpd', payment, contact: { ...COMPANY, emailAddress: email, phoneNumber: '+420777123456' } });
  const r = await v.gql<{ checkout_create_purchase: Placed }>(
    `mutation($c: ID!, $i: CreatePurchaseInput!) { checkout_create_purchase(checkoutId: $c, input: $i) {
      status order { number totals { totalToPay } bankPayment { spayd qrCode } } } }`,
    { c: v.checkoutId, i: { idempotencyKey: `qr-${crypto.randomUUID()}` } },
  );
  if (!r.body.data) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.checkout_create_purchase;
}

/** The base64 body of the MIME part whose headers include `header` (e.g. the Content-ID), decoded. */
function mimePart(raw: string, header: RegExp): { headers: string; body: Buffer } | null {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!header.test(headers)) continue;
    const body = part.slice(split).replace(/--[^\r\n]*--\s*$/, '').replace(/\s+/g, '');
    return { headers, body: Buffer.from(body, 'base64') };
  }
  return null;
}

describe('QR Platba', () => {
  it('a bank-transfer order carries the SPAYD string and an SVG code of it, and its e-mail shows the code inline', async () => {
    const email = `qr-${Date.now()}@example.cz`;
    const placed = await placeWith('prevod', email);
    expect(placed.status).toBe('success');
    const { number, totals, bankPayment } = placed.order;
    const amount = `${Math.floor(totals.totalToPay / 100)}.${String(totals.totalToPay % 100).padStart(2, '0')}`;
    const spayd = `SPD*1.0*ACC:${DEMO_BANK_ACCOUNT.iban}*AM:${amount}*CC:CZK*X-VS:${number}*MSG:Objednavka ${number}`;
    expect(bankPayment?.spayd).toBe(spayd);

    // The page's image: an SVG of exactly the QR symbol of that string (version and modules).
    expect(bankPayment?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from((bankPayment?.qrCode ?? '').split(',')[1] ?? '', 'base64').toString('utf8');
    const symbol = QRCode.create(spayd, { errorCorrectionLevel: 'M' });
    expect(svg).toContain(`viewBox="0 0 ${symbol.modules.size + 8} ${symbol.modules.size + 8}"`);
    const dark = [...svg.matchAll(/M(\d+) (\d+)h(\d+)/g)].reduce((sum, m) => sum + Number(m[3]), 0);
    expect(dark).toBe([...symbol.modules.data].filter(Boolean).length);

    // The e-mail over real SMTP: the HTML shows cid:qr-platba@cisto, the PNG travels with it.
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.html).toContain('src="cid:qr-platba@cisto"');
    expect(mail.html).toContain(`alt="${QR_PAYMENT_TEXTS.alt}"`);
    // nodemailer nests the HTML and its images as multipart/related inside multipart/alternative.
    expect(mail.raw).toMatch(/Content-Type:\s*multipart\/related/i);
    const png = mimePart(mail.raw, /Content-ID:\s*<qr-platba@cisto>/i);
    expect(png?.headers).toMatch(/Content-Type:\s*image\/png/i);
    expect(png?.headers).toMatch(/Content-Disposition:\s*inline/i);
    const image = png?.body ?? Buffer.alloc(0);
    expect(image.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: width and height = (modules + 2 × 4 quiet zone) × 8 pixels.
    expect(image.readUInt32BE(16)).toBe((symbol.modules.size + 8) * 8);
    expect(image.readUInt32BE(20)).toBe((symbol.modules.size + 8) * 8);
  });

  it('an order paid otherwise has no code, and its e-mail no image', async () => {
    const email = `qr-dobirka-${Date.now()}@example.cz`;
    const placed = await placeWith('dobirka', email);
    expect(placed.order.bankPayment).toBeNull();
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.html).not.toContain('cid:qr-platba');
    expect(mail.raw).not.toMatch(/Content-ID:\s*<qr-platba@cisto>/i);
  });
});
