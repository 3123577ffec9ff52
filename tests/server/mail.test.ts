// @vitest-environment node
// The mail module end to end: templates rendered by React, delivered over real SMTP to the
// test harness, or written as .eml files when no SMTP server is configured.

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailer,
  mailWarning,
  MAIL_TEMPLATE_TYPES,
  renderMail,
  sendTemplate,
  smtpTransportUrl,
  type Mailer,
  type MailTemplateType,
  type PurchaseCreatedProps,
} from '../../src/server/mail';
import { startSmtpServer, type SmtpHarness } from '../helpers/smtp';

const SHOP = { shopName: 'Čisto', publicUrl: 'https://cisto.test' };

const PURCHASE: PurchaseCreatedProps = {
  orderNumber: '1',
  createdAt: '2025-03-01T10:00:00.000Z',
  customerOrderNumber: '',
  items: [],
  shipping: { name: 's', priceWithTax: 0 },
  payment: { name: 'p', priceWithTax: 0 },
  discountWithTax: 0,
  coupons: [],
  rounding: 0,
  totalToPay: 0,
  vatRecap: [],
  buyer: { name: 'Jana Testová', lines: ['Dlouhá 12', '110 00 Praha'] },
  delivery: null,
  pickup: null,
  seller: { name: 'Čisto s.r.o.', lines: ['IČO: 24681351'] },
  bankPayment: null,
  paymentUrl: null,
  notes: '',
  loyalty: null,
};

describe('mail over SMTP', () => {
  let smtp: SmtpHarness;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = createMailer({ ...SHOP, smtpUrl: smtp.url, dataDir: '/nonexistent' }, { email: 'info@cisto.test', phone: '+420 123 456 789' });
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  it('delivers passwordRenew with the reset link and no password', async () => {
    const resetUrl = 'https://cisto.test/obnova-hesla?token=abc123';
    const { messageId } = await sendTemplate(mailer, {
      to: 'jana.novakova@example.cz',
      from: 'no-reply@cisto.test',
      type: 'passwordRenew',
      props: { name: 'Jana Nováková', resetUrl, validMinutes: 30 },
    });
    const mail = await smtp.waitFor((m) => m.to.includes('jana.novakova@example.cz'));

    expect(messageId).toMatch(/@cisto\.test>$/);
    expect(mail.headers['message-id']).toBe(messageId);
    expect(mail.subject).toBe('Obnovení hesla – Čisto');
    expect(mail.from).toBe('no-reply@cisto.test');
    // A bare sender address gets the shop name as its display name.
    expect(mail.headers.from).toBe('Čisto <no-reply@cisto.test>');
    expect(mail.html).toContain('lang="cs"');
    expect(mail.html).toContain(`href="${resetUrl}"`);
    expect(mail.html).toContain('Nastavit nové heslo');
    expect(mail.html).toContain('Odkaz platí 30 minut');
    expect(mail.html).toContain('info@cisto.test');
    expect(mail.text).toContain(resetUrl);
    expect(mail.text).toContain('Odkaz platí 30 minut a lze jej použít jen jednou.');
    expect(`${mail.html}\n${mail.text}`.toLowerCase()).not.toMatch(/heslo\s*:|password/);
  });

  it('delivers purchaseCreated with the items and Czech money', async () => {
    await sendTemplate(mailer, {
      to: 'petr@example.cz',
      from: 'objednavky@cisto.test',
      replyTo: 'podpora@cisto.test',
      type: 'purchaseCreated',
      props: { ...PURCHASE, orderNumber: '2025000123', items: [
          { name: 'Toaletní papír Tork 2vrstvý, 68 m', quantity: 2, unitPriceWithTax: 61725, totalWithTax: 123450 },
          { name: 'Mýdlo pěnové 1 l', quantity: 1, unitPriceWithTax: 9900, totalWithTax: 9900 },
        ], shipping: { name: 'PPL', priceWithTax: 9000 }, payment: { name: 'Dobírka', priceWithTax: 0 }, totalToPay: 142350 },
    });
    const mail = await smtp.waitFor((m) => m.to.includes('petr@example.cz'));

    expect(mail.subject).toBe('Potvrzení objednávky č. 2025000123');
    expect(mail.headers['reply-to']).toBe('podpora@cisto.test');
    expect(mail.html).toContain('Toaletní papír Tork 2vrstvý, 68 m');
    expect(mail.html).toContain('1\u00a0234,50\u00a0Kč');
    expect(mail.text).toContain('1\u00a0423,50\u00a0Kč');
    expect(mail.text).toContain('Doprava: PPL');
  });

  it('propagates delivery errors so callers can warn', async () => {
    const closed = await startSmtpServer();
    const url = closed.url;
    await closed.close();
    const dead = createMailer({ ...SHOP, smtpUrl: url, dataDir: '/nonexistent' });
    const error: unknown = await sendTemplate(dead, {
      to: 'x@example.cz',
      from: 'no-reply@cisto.test',
      type: 'registration',
      props: { name: 'x', loginUrl: 'https://cisto.test/prihlaseni' },
    }).catch((e: unknown) => e);
    dead.close();
    expect(error).toBeInstanceOf(Error);
    expect(mailWarning(error)).toBe('email-notification-failed');
  });
});

describe('mail without SMTP', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cisto-mail-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    const mailer = createMailer({ ...SHOP, smtpUrl: null, dataDir });
    const { messageId } = await sendTemplate(mailer, {
      to: 'eva@example.cz',
      from: 'no-reply@cisto.test',
      type: 'registration',
      props: { name: 'Eva Svobodová', loginUrl: 'https://cisto.test/prihlaseni' },
    });
    mailer.close();

    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z_.+@cisto\.test\.eml$/);
    expect(file).toContain(messageId.replace(/^<|>$/g, ''));
    const eml = await readFile(path.join(dataDir, 'mail', file ?? ''), 'utf8');
    expect(eml).toContain('To: eva@example.cz');
    expect(eml).toContain(`Message-ID: ${messageId}`);
    expect(eml).toContain('Content-Type: text/html');
  });
});

describe('renderMail', () => {
  it('throws email-template-not-found for an unknown type', () => {
    // A type name arriving from outside (a stored value, an API parameter) is only a string.
    const type = 'newsletterWelcome' as string as MailTemplateType;
    let error: unknown;
    try {
      renderMail(type, { name: 'x', loginUrl: 'https://cisto.test' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'email-template-not-found' });
    expect(mailWarning(error)).toBe('email-template-not-found');
  });

  it('escapes visitor input in the HTML', () => {
    const { html, text, subject } = renderMail('productDemand', {
      productName: 'Dávkovač mýdla <b>Tork</b>',
      sku: 'TRK-561500',
      name: 'Karel "Hacker" Dvořák',
      email: 'karel@example.cz',
      phone: '+420 777 000 111',
      message: 'Dobrý den, <script>alert("xss")</script> potřebuji 50 ks.',
      quantity: 50,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<b>Tork</b>');
    expect(subject).toBe('Poptávka produktu Dávkovač mýdla <b>Tork</b> (TRK-561500)');
    // The text part is text/plain: the visitor's characters come back as typed.
    expect(text).toContain('<script>alert("xss")</script>');
  });

  it('refuses non-web links and flattens line breaks in subjects', () => {
    const { html, subject } = renderMail('shareCart', {
      senderName: 'Eva\r\nBcc: victim@example.cz',
      message: 'Mrkni na to',
      cartUrl: 'javascript:alert(1)',
    });
    expect(html).not.toContain('javascript:');
    // The share-cart subject is fixed text (issue 11); the name in the body is defanged text.
    expect(subject).toBe('Sdílený nákupní košík z obchodu Čisto');
    expect(html).toContain('victim@example[.]cz');
  });

  const WITHDRAWAL = {
    orderNumber: '2026000001',
    receivedAt: '3. 7. 2026 14:05',
    items: [{ name: 'Mýdlo', quantityText: '2 ks' }],
    refundAmount: 12900,
    creditNoteNumber: 'OD2026000001',
    customerName: 'Jana',
    customerEmail: 'jana@example.cz',
    formUrl: 'https://cisto.test/odstoupeni-od-smlouvy',
  };

  it('renders every template with a Czech subject and the shared layout', () => {
    const samples: { [K in MailTemplateType]: Parameters<typeof renderMail<K>>[1] } = {
      cancelOrder: { orderNumber: '1', reason: 'Zboží již není k dispozici.' },
      passwordRenew: { name: 'a', resetUrl: 'https://cisto.test/r', validMinutes: 1 },
      productDemand: { productName: 'p', sku: 's', name: 'n', email: 'e@x.cz', phone: '1', message: 'm', quantity: 1 },
      purchaseCreated: PURCHASE,
      paymentReceived: { orderNumber: '1', amount: 10000, paymentName: 'Platba kartou online' },
      readyToPickup: { orderNumber: '1', pickupPlace: 'Prodejna Praha', pickupUntil: '2025-03-05', amountToPay: 10000 },
      registration: { name: 'a', loginUrl: 'https://cisto.test/l' },
      sentToParcelService: { orderNumber: '1', carrier: 'PPL', trackingNumber: '123', trackingUrl: 'https://ppl.cz/t/123' },
      watchdog: { productName: 'p', productUrl: 'https://cisto.test/p', reason: 'priceDrop', priceWithTax: 12900 },
      shareCart: { senderName: 'Eva', cartUrl: 'https://cisto.test/nahrat-sdileny-kosik?id=1' },
      complaint: { orderNumber: '1', product: 'p', description: 'd', contactName: 'c' },
      withdrawalReceived: WITHDRAWAL,
      withdrawalNotice: WITHDRAWAL,
    };
    for (const type of MAIL_TEMPLATE_TYPES) {
      const { subject, html, text } = renderMail(type, samples[type], { name: 'Čisto', url: 'https://cisto.test' });
      expect(subject, type).toMatch(/[ěščřžýáíéůúňťď]/i);
      expect(html, type).toMatch(/^<!DOCTYPE html><html lang="cs">/);
      expect(html, type).toContain(`<title>${subject}</title>`);
      expect(text, type).toContain('Čisto');
    }
    expect(renderMail('passwordRenew', samples.passwordRenew).text).toContain('Odkaz platí 1 minutu');
    expect(renderMail('watchdog', samples.watchdog).text).toContain('klesla na 129\u00a0Kč.');
    expect(renderMail('readyToPickup', samples.readyToPickup).text).toContain('do 5. 3. 2025');
  });

  it('adds ignoreTLS and shorter timeouts for a loopback SMTP server only', () => {
    expect(smtpTransportUrl('smtp://127.0.0.1:2525')).toContain('ignoreTLS=true');
    expect(smtpTransportUrl('smtp://localhost:1025?ignoreTLS=false')).toContain('ignoreTLS=false');
    const remote = smtpTransportUrl('smtp://user:pass@mail.example.cz:587');
    expect(remote).not.toContain('ignoreTLS');
    expect(remote).toContain('connectionTimeout=10000');
  });
});
