import type { ReactElement } from 'react';
import type { MailShop } from './Layout';

/**
 * One e-mail template: a Czech subject and a body component. The body renders inside
 * <Layout>, which adds the header, footer and the shop (through context).
 */
export type MailTemplate<P> = {
  subject: (props: P, shop: MailShop) => string;
  Body: (props: P) => ReactElement;
};
