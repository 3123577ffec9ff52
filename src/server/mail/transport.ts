// Delivery. With SMTP_URL the shop talks SMTP; without it every message is written as an
// .eml file under DATA_DIR/mail, so development and single-box installs can read what would
// have been sent (any mail client opens .eml). Errors are not swallowed here: the caller
// decides whether a failed e-mail is fatal or becomes the 'email-notification-failed' warning.

import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Config } from '../config';
import { DEFAULT_SHOP, type MailShop } from './templates';

export type OutgoingMail = {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Images the HTML shows inline (`<img src="cid:…">`), e.g. the QR Platba code. */
  attachments?: readonly InlineImage[];
  /**
   * "<uuid@host>", fixed when the outbox queued the message, so a resend after a crash between
   * sending and marking carries the same Message-ID. Without it one is generated here.
   */
  messageId?: string;
};

/** An image sent with the message and shown in its HTML by `cid`. */
export type InlineImage = { filename: string; content: Buffer; contentType: string; cid: string };

export type Mailer = {
  send(message: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
  /** The sender shown in templates (header, footer); sendTemplate reads it from here. */
  readonly shop?: MailShop;
};

export type MailerConfig = Pick<Config, 'smtpUrl' | 'dataDir' | 'shopName' | 'publicUrl'>;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * nodemailer reads transport options from the URL's query (`smtp://host:25?ignoreTLS=true&
 * connectionTimeout=5000`), so anything not set here can be set in SMTP_URL. Two defaults:
 * - a loopback server (the test harness, a local Mailpit/MailHog) gets `ignoreTLS=true`: it
 *   usually offers no STARTTLS, and there is no network to protect the plaintext on;
 * - timeouts are shorter than nodemailer's (2 min connect, 10 min socket), because mail is
 *   sent while a shopper waits for the response.
 * An explicit value in the URL always wins.
 */
export function smtpTransportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults: Record<string, string> = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  if (LOOPBACK_HOSTS.has(url.hostname)) defaults.ignoreTLS = 'true';
  for (const [key, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** A new Message-ID ("<uuid@public host>"), as the outbox fixes it at enqueue. */
export function newMessageId(publicUrl: string): string {
  return `<${randomUUID()}@${messageIdDomain(publicUrl)}>`;
}

/** Domain for generated Message-IDs: the public host, so replies and bounces point at the shop. */
function messageIdDomain(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

function toMailOptions(message: OutgoingMail, shop: MailShop, publicUrl: string): Mail.Options {
  return {
    // A bare address gets the shop's name as display name ("Čisto <no-reply@cisto.cz>").
    from: message.from.includes('<') ? message.from : { name: shop.name, address: message.from },
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ ...a, contentDisposition: 'inline' as const })) } : {}),
    messageId: message.messageId ?? newMessageId(publicUrl),
  };
}

/** "2025-01-31T12-00-00-000Z_<id>.eml": sorts by time, safe on every filesystem. */
function emlFileName(messageId: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const id = messageId.replace(/^<|>$/g, '').replace(/[^a-zA-Z0-9@._-]/g, '_');
  return `${stamp}_${id}.eml`;
}

export function createMailer(config: MailerConfig, contact: { email?: string; phone?: string } = {}): Mailer {
  const shop: MailShop = { ...DEFAULT_SHOP, name: config.shopName, url: config.publicUrl, ...contact };

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(smtpTransportUrl(config.smtpUrl));
    return {
      shop,
      async send(message) {
        const info = await transport.sendMail(toMailOptions(message, shop, config.publicUrl));
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const dir = path.join(config.dataDir, 'mail');
  // buffer: true hands back the whole RFC 822 message, which is exactly an .eml file.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    shop,
    async send(message) {
      const info = await transport.sendMail(toMailOptions(message, shop, config.publicUrl));
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer stream transport did not return a buffer');
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, emlFileName(info.messageId, new Date())), info.message);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
