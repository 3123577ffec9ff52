// Public face of the mail module: the mailer, the templates, and sendTemplate, which is what
// routes and services call.

import { renderMail, type MailTemplateProps, type MailTemplateType, type MailShop, type RenderedMail } from './templates';
import type { InlineImage, Mailer } from './transport';

export * from './templates';
export { createMailer, newMessageId, smtpTransportUrl, type InlineImage, type Mailer, type MailerConfig, type OutgoingMail } from './transport';
export { htmlToText } from './format';

export type TemplateMail<K extends MailTemplateType = MailTemplateType> = {
  to: string;
  from: string;
  replyTo?: string;
  type: K;
  props: MailTemplateProps[K];
  /** Overrides mailer.shop, e.g. to add the contact e-mail and phone from the shop settings. */
  shop?: MailShop;
  /** Inline images the template refers to by cid (e.g. QR_PAYMENT_CID). */
  attachments?: readonly InlineImage[];
};

/** Renders a template (the outbox stores what this returns); throws as renderMail does. */
export type MailRenderer = <K extends MailTemplateType>(type: K, props: MailTemplateProps[K], shop: MailShop) => RenderedMail;

/**
 * Renders a template and sends it at once, bypassing the outbox: for tests of the templates and
 * the transport. Services queue mail with the outbox (services/mail-outbox.ts) instead. Throws MailTemplateNotFoundError (code
 * 'email-template-not-found') for an unknown type and the transport's error when delivery
 * fails; callers that must not fail on mail turn those into the spec's warnings.
 */
export async function sendTemplate<K extends MailTemplateType>(
  mailer: Mailer,
  mail: TemplateMail<K>,
): Promise<{ messageId: string }> {
  const { subject, html, text } = renderMail(mail.type, mail.props, mail.shop ?? mailer.shop);
  return mailer.send({ to: mail.to, from: mail.from, replyTo: mail.replyTo, subject, html, text, ...(mail.attachments ? { attachments: mail.attachments } : {}) });
}

/** Maps a mail failure to the spec's warning code (registration and purchase warnings). */
export function mailWarning(error: unknown): 'email-template-not-found' | 'email-notification-failed' {
  return error instanceof Error && 'code' in error && error.code === 'email-template-not-found'
    ? 'email-template-not-found'
    : 'email-notification-failed';
}
