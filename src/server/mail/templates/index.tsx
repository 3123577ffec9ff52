// The template registry and renderMail. Templates are React components rendered once to
// static HTML on the server (renderToStaticMarkup: no hydration markers), so this module
// must never be imported by client code.

import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailTemplateType } from '../../../domain/enums';
import { htmlToText } from '../format';
import { passwordRenew, registration, type PasswordRenewProps, type RegistrationProps } from './account';
import {
  productDemand,
  shareCart,
  watchdog,
  type ProductDemandProps,
  type ShareCartProps,
  type WatchdogProps,
} from './catalogue';
import { DEFAULT_SHOP, Layout, ShopProvider, type MailShop } from './Layout';
import {
  cancelOrder,
  complaint,
  paymentReceived,
  purchaseCreated,
  readyToPickup,
  sentToParcelService,
  type CancelOrderProps,
  type ComplaintProps,
  type PaymentReceivedProps,
  type PurchaseCreatedProps,
  type ReadyToPickupProps,
  type SentToParcelServiceProps,
} from './orders';
import type { MailTemplate } from './types';
import { withdrawalNotice, withdrawalReceived, type WithdrawalMailProps } from './withdrawal';

export type * from './account';
export type * from './catalogue';
export type * from './orders';
export type * from './withdrawal';
export type { MailTemplate } from './types';
export { DEFAULT_SHOP, type MailShop } from './Layout';
export { QR_PAYMENT_CID } from './orders';

/** Template type → its props: the one place that ties a type name to its data. */
export type MailTemplateProps = {
  cancelOrder: CancelOrderProps;
  passwordRenew: PasswordRenewProps;
  productDemand: ProductDemandProps;
  purchaseCreated: PurchaseCreatedProps;
  readyToPickup: ReadyToPickupProps;
  registration: RegistrationProps;
  sentToParcelService: SentToParcelServiceProps;
  watchdog: WatchdogProps;
  shareCart: ShareCartProps;
  complaint: ComplaintProps;
  paymentReceived: PaymentReceivedProps;
  withdrawalReceived: WithdrawalMailProps;
  withdrawalNotice: WithdrawalMailProps;
};

export type MailTemplateType = keyof MailTemplateProps;

// Fails to compile if the spec's list in src/domain gains a type that has no template here.
type MissingSpecTemplates = Exclude<EmailTemplateType, MailTemplateType>;
const specTemplatesCovered: [MissingSpecTemplates] extends [never] ? true : MissingSpecTemplates = true;
void specTemplatesCovered;

const TEMPLATES: { readonly [K in MailTemplateType]: MailTemplate<MailTemplateProps[K]> } = {
  cancelOrder,
  passwordRenew,
  productDemand,
  purchaseCreated,
  readyToPickup,
  registration,
  sentToParcelService,
  watchdog,
  shareCart,
  complaint,
  paymentReceived,
  withdrawalReceived,
  withdrawalNotice,
};

export const MAIL_TEMPLATE_TYPES = Object.keys(TEMPLATES) as MailTemplateType[];

export function isMailTemplateType(value: unknown): value is MailTemplateType {
  return typeof value === 'string' && Object.hasOwn(TEMPLATES, value);
}

/** Thrown for a template type that does not exist; callers map `code` to the spec's warning. */
export class MailTemplateNotFoundError extends Error {
  readonly code = 'email-template-not-found' as const;
  constructor(readonly templateType: string) {
    super(`E-mail template "${templateType}" does not exist`);
    this.name = 'MailTemplateNotFoundError';
  }
}

export type RenderedMail = { subject: string; html: string; text: string };

/**
 * Renders one e-mail. The generic ties `props` to `type` at compile time; the runtime check
 * covers types that arrive as strings (a stored template name, an API parameter).
 */
export function renderMail<K extends MailTemplateType>(
  type: K,
  props: MailTemplateProps[K],
  shop: MailShop = DEFAULT_SHOP,
): RenderedMail {
  if (!isMailTemplateType(type)) throw new MailTemplateNotFoundError(String(type));
  const template: MailTemplate<MailTemplateProps[K]> = TEMPLATES[type];
  // Subjects may quote visitor input (a sender's name); a line break there would be a
  // header-injection attempt, so it is flattened to a space.
  const subject = template.subject(props, shop).replace(/[\r\n]+/g, ' ').trim();
  const { Body } = template;
  const html =
    '<!DOCTYPE html>' +
    renderToStaticMarkup(
      <ShopProvider value={shop}>
        <Layout title={subject}>
          <Body {...props} />
        </Layout>
      </ShopProvider>,
    );
  return { subject, html, text: htmlToText(html) };
}
