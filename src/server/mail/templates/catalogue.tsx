// E-mails started from the storefront: a product demand to the sales mailbox, a watchdog
// alert to a customer, and a cart shared by one visitor with someone else. All three carry
// text a visitor typed; React escapes it, so it can never become markup.

import { formatNumber } from '../../../domain/czech';
import { STOCK_WATCH_TEXTS } from '../../../domain/stock-watch';
import { formatCzk } from '../format';
import { Button, Details, Heading, Link, P, useShop, UserQuote, UserText } from './Layout';
import type { MailTemplate } from './types';

export type ProductDemandProps = {
  productName: string;
  sku: string;
  /** The visitor's contact details, as typed into the demand form. */
  name: string;
  email: string;
  phone: string;
  message: string;
  quantity: number;
};

export const productDemand: MailTemplate<ProductDemandProps> = {
  subject: ({ productName, sku }) => `Poptávka produktu ${productName} (${sku})`,
  Body: function ProductDemand({ productName, sku, name, email, phone, message, quantity }) {
    return (
      <>
        <Heading>Poptávka produktu</Heading>
        <P>Zákazník poptává produkt přes formulář na webu:</P>
        <Details
          rows={[
            ['Produkt', `${productName} (${sku})`],
            ['Množství', String(quantity)],
            ['Jméno', <UserText key="name" text={name} />],
            ['E-mail', <Link key="email" href={`mailto:${email}`}>{email}</Link>],
            ['Telefon', phone],
          ]}
        />
        <UserQuote text={message} />
      </>
    );
  },
};

export type WatchdogProps = {
  productName: string;
  productUrl: string;
  /** What the watchdog was set to wait for. */
  reason: 'inStock' | 'priceDrop';
  /** Current price with VAT in haléře, shown for a price drop. */
  priceWithTax?: number;
  /** The pieces the watch waited for (issue 16), when it asked for a quantity. */
  quantity?: number;
  /** Signed link that cancels every other watch of the address (issue 16). */
  cancelUrl?: string;
};

export const watchdog: MailTemplate<WatchdogProps> = {
  subject: ({ productName, reason }) =>
    reason === 'inStock' ? `${productName} je opět skladem` : `${productName} je nyní levnější`,
  Body: function Watchdog({ productName, productUrl, reason, priceWithTax, quantity, cancelUrl }) {
    return (
      <>
        <Heading>Hlídací pes: {productName}</Heading>
        <P>Dobrý den,</P>
        {reason === 'inStock' ? (
          <P>
            produkt, který hlídáte, je opět skladem
            {quantity !== undefined && quantity > 1 ? (
              <>
                {' '}
                v množství alespoň <strong>{formatNumber(quantity, 0)} ks</strong>
              </>
            ) : null}
            .
          </P>
        ) : (
          <P>
            cena produktu, který hlídáte, klesla
            {priceWithTax !== undefined ? (
              <>
                {' '}
                na <strong>{formatCzk(priceWithTax)}</strong>
              </>
            ) : null}
            .
          </P>
        )}
        <Button href={productUrl}>Zobrazit produkt</Button>
        <P muted>Hlídání tohoto produktu tím skončilo; nastavit ho můžete znovu na stránce produktu.</P>
        {cancelUrl ? (
          <P muted>
            <Link href={cancelUrl}>{STOCK_WATCH_TEXTS.mailCancelLink}</Link>
          </P>
        ) : null}
      </>
    );
  },
};

export type ShareCartProps = {
  senderName: string;
  message?: string;
  /** Link that loads the shared cart (the /nahrat-sdileny-kosik page). */
  cartUrl: string;
};

export const shareCart: MailTemplate<ShareCartProps> = {
  // Fixed text only: a visitor's name or message never goes into a subject (issue 11).
  subject: (_props, shop) => `Sdílený nákupní košík z obchodu ${shop.name}`,
  Body: function ShareCart({ senderName, message, cartUrl }) {
    const shop = useShop();
    return (
      <>
        <Heading>Sdílený nákupní košík</Heading>
        <P>Dobrý den,</P>
        <P>
          <UserText text={senderName} /> vám posílá obsah svého nákupního košíku v obchodě {shop.name}.
        </P>
        {message ? <UserQuote text={message} /> : null}
        <P muted>Zprávu napsal odesílatel, ne obchod {shop.name}. Odkazy v ní nejsou klikací; košík otevřete jen tlačítkem níže.</P>
        <Button href={cartUrl}>Otevřít košík</Button>
      </>
    );
  },
};
