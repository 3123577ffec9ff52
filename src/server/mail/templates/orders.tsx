// E-mails about an order's life: created, cancelled, handed to a carrier, ready for pickup,
// and a complaint about one of its products.

import { formatCzk, formatDate } from '../format';
import { Button, Details, Heading, Link, P, Quote, styles, useShop } from './Layout';
import type { MailTemplate } from './types';

export type PurchaseCreatedProps = {
  orderNumber: string;
  /** totalWithTax in haléře, for the whole line (unit price × quantity). */
  items: ReadonlyArray<{ name: string; quantity: number; totalWithTax: number }>;
  /** Order total in haléře, shipping and payment included. */
  totalWithTax: number;
  shippingName: string;
  paymentName: string;
};

export const purchaseCreated: MailTemplate<PurchaseCreatedProps> = {
  subject: ({ orderNumber }) => `Potvrzení objednávky č. ${orderNumber}`,
  Body: function PurchaseCreated({ orderNumber, items, totalWithTax, shippingName, paymentName }) {
    const shop = useShop();
    return (
      <>
        <Heading>Děkujeme za objednávku č. {orderNumber}</Heading>
        <P>Dobrý den,</P>
        <P>vaši objednávku v obchodě {shop.name} jsme přijali a začínáme ji vyřizovat. Její souhrn:</P>
        <ul style={styles.list}>
          {items.map((item, i) => (
            <li key={i}>
              {item.quantity}&nbsp;× {item.name} — {formatCzk(item.totalWithTax)}
            </li>
          ))}
        </ul>
        <Details
          rows={[
            ['Doprava', shippingName],
            ['Platba', paymentName],
            ['Celkem s DPH', <strong key="total">{formatCzk(totalWithTax)}</strong>],
          ]}
        />
        <P muted>O dalším průběhu vás budeme informovat e-mailem.</P>
      </>
    );
  },
};

export type CancelOrderProps = {
  orderNumber: string;
  /** Why the order was cancelled, when the shop wants to say. */
  reason?: string;
};

export const cancelOrder: MailTemplate<CancelOrderProps> = {
  subject: ({ orderNumber }) => `Objednávka č. ${orderNumber} byla zrušena`,
  Body: function CancelOrder({ orderNumber, reason }) {
    return (
      <>
        <Heading>Objednávka č. {orderNumber} byla zrušena</Heading>
        <P>Dobrý den,</P>
        <P>vaše objednávka č. {orderNumber} byla zrušena.</P>
        {reason ? <Quote>{reason}</Quote> : null}
        <P>Pokud jste objednávku již zaplatili, peníze vám vrátíme stejnou cestou do 14 dnů.</P>
      </>
    );
  },
};

export type ReadyToPickupProps = {
  orderNumber: string;
  /** Name and address of the showroom or pickup point. */
  pickupPlace: string;
  /** Last day to collect (ISO date), when the place keeps orders for a limited time. */
  pickupUntil?: string;
  /** Amount to pay at pickup in haléře; 0 or absent when already paid. */
  amountToPay?: number;
};

export const readyToPickup: MailTemplate<ReadyToPickupProps> = {
  subject: ({ orderNumber }) => `Objednávka č. ${orderNumber} je připravena k vyzvednutí`,
  Body: function ReadyToPickup({ orderNumber, pickupPlace, pickupUntil, amountToPay }) {
    return (
      <>
        <Heading>Objednávka č. {orderNumber} je připravena</Heading>
        <P>Dobrý den,</P>
        <P>vaši objednávku si můžete vyzvednout na výdejním místě:</P>
        <Quote>{pickupPlace}</Quote>
        {pickupUntil ? <P>Objednávku pro vás držíme do {formatDate(pickupUntil)}.</P> : null}
        {amountToPay ? (
          <P>
            Při převzetí zaplatíte <strong>{formatCzk(amountToPay)}</strong>.
          </P>
        ) : null}
        <P muted>K vyzvednutí stačí sdělit číslo objednávky.</P>
      </>
    );
  },
};

export type SentToParcelServiceProps = {
  orderNumber: string;
  /** Carrier name, e.g. "PPL" or "Zásilkovna". */
  carrier: string;
  trackingNumber?: string;
  trackingUrl?: string;
};

export const sentToParcelService: MailTemplate<SentToParcelServiceProps> = {
  subject: ({ orderNumber }) => `Objednávka č. ${orderNumber} byla předána dopravci`,
  Body: function SentToParcelService({ orderNumber, carrier, trackingNumber, trackingUrl }) {
    return (
      <>
        <Heading>Objednávka č. {orderNumber} je na cestě</Heading>
        <P>Dobrý den,</P>
        <P>
          vaši objednávku jsme zabalili a předali dopravci <strong>{carrier}</strong>.
        </P>
        {trackingNumber ? <P>Číslo zásilky: {trackingNumber}</P> : null}
        {trackingUrl ? <Button href={trackingUrl}>Sledovat zásilku</Button> : null}
      </>
    );
  },
};

export type ComplaintProps = {
  orderNumber: string;
  /** The product complained about (name, and SKU when known). */
  product: string;
  description: string;
  contactName: string;
};

export const complaint: MailTemplate<ComplaintProps> = {
  subject: ({ orderNumber }) => `Reklamace k objednávce č. ${orderNumber}`,
  Body: function Complaint({ orderNumber, product, description, contactName }) {
    const shop = useShop();
    return (
      <>
        <Heading>Reklamace k objednávce č. {orderNumber}</Heading>
        <P>Reklamaci jsme přijali a vyřídíme ji nejpozději do 30 dnů. Shrnutí:</P>
        <Details
          rows={[
            ['Objednávka', orderNumber],
            ['Produkt', product],
            ['Kontaktní osoba', contactName],
          ]}
        />
        <Quote>{description}</Quote>
        {shop.email ? (
          <P muted>
            Dotazy k reklamaci posílejte na <Link href={`mailto:${shop.email}`}>{shop.email}</Link>.
          </P>
        ) : null}
      </>
    );
  },
};
