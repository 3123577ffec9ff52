// E-mails about an order's life: created, cancelled, handed to a carrier, ready for pickup,
// and a complaint about one of its products.

import { BANK_PAYMENT_TEXTS, QR_PAYMENT_TEXTS, type BankPayment } from '../../../domain/bank';
import { packQuantity, unitPriceHeader } from '../../../domain/czech';
import type { PackType } from '../../../domain/enums';
import { formatCzk, formatDate, formatDateTime } from '../format';
import { Button, Details, Heading, Link, P, Quote, useShop, UserQuote, UserText } from './Layout';
import type { MailTemplate } from './types';

/** A party on the order document: its name and the address lines below it. */
export type MailParty = { name: string; lines: readonly string[] };

export type PurchaseCreatedProps = {
  orderNumber: string;
  /** ISO timestamp of the order. */
  createdAt: string;
  /** The buyer's own order number, when they gave one. */
  customerOrderNumber: string;
  /**
   * Goods and gifts; amounts in haléře with VAT, the line total before coupon discounts. The
   * quantity counts units of `packType` (pieces when absent), and the unit price is per that unit.
   */
  items: ReadonlyArray<{ name: string; quantity: number; packType?: PackType; unitPriceWithTax: number; totalWithTax: number }>;
  shipping: { name: string; priceWithTax: number };
  payment: { name: string; priceWithTax: number };
  /** Coupon discounts with VAT (a positive amount taken off), and the coupon codes. */
  discountWithTax: number;
  coupons: readonly string[];
  /** Petty-cash rounding (cash on delivery to whole koruny); 0 when none. */
  rounding: number;
  /** items + shipping + payment − discount + rounding, to the haléř. */
  totalToPay: number;
  vatRecap: ReadonlyArray<{ rate: number; base: number; vat: number; total: number }>;
  buyer: MailParty;
  /** Null when the goods go to the buyer's address or are picked up (then `pickup` says where). */
  delivery: MailParty | null;
  pickup: string | null;
  seller: MailParty;
  /** Transfer instructions (bank transfer, invoice payment). */
  bankPayment: BankPayment | null;
  /** The gateway page of a card payment still to be made. */
  paymentUrl: string | null;
  notes: string;
  /** Points a customer earns; for an anonymous buyer an invitation to register instead. */
  loyalty: { points: number } | { registerUrl: string } | null;
  /** The withdrawal form for this order (consumer purchases only, issue 15). */
  withdrawalUrl?: string | null;
};

const cell = { padding: '4px 6px', borderBottom: '1px solid #d9e2ec', textAlign: 'left' } as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

function Party({ title, party }: { title: string; party: MailParty }) {
  return (
    <div style={{ margin: '0 0 12px' }}>
      <strong>{title}</strong>
      <br />
      <UserText text={party.name} />
      {party.lines.map((line, i) => (
        <span key={i}>
          <br />
          <UserText text={line} />
        </span>
      ))}
    </div>
  );
}

/** The Content-ID of the QR Platba image attached to a message that shows BankPaymentBlock. */
export const QR_PAYMENT_CID = 'qr-platba@cisto';

/**
 * The payment instructions of a transfer: the numbers a buyer copies into the bank app, and the
 * QR Platba code (an inline PNG attachment, QR_PAYMENT_CID) that saves the copying.
 */
export function BankPaymentBlock({ payment }: { payment: BankPayment }) {
  return (
    <>
      <h2 style={{ fontSize: '17px', margin: '16px 0 8px' }}>{BANK_PAYMENT_TEXTS.title}</h2>
      {payment.spayd ? (
        <div style={{ margin: '0 0 8px' }}>
          <img src={`cid:${QR_PAYMENT_CID}`} alt={QR_PAYMENT_TEXTS.alt} width={180} height={180} style={{ display: 'block', border: 0 }} />
          <P>{QR_PAYMENT_TEXTS.caption}</P>
        </div>
      ) : null}
      <Details
        rows={[
          [BANK_PAYMENT_TEXTS.account, <strong key="account">{payment.account}</strong>],
          [BANK_PAYMENT_TEXTS.iban, payment.iban],
          [BANK_PAYMENT_TEXTS.amount, <strong key="amount">{formatCzk(payment.amount)}</strong>],
          [BANK_PAYMENT_TEXTS.variableSymbol, <strong key="vs">{payment.variableSymbol}</strong>],
        ]}
      />
      <P>{BANK_PAYMENT_TEXTS.note}</P>
    </>
  );
}

export const purchaseCreated: MailTemplate<PurchaseCreatedProps> = {
  subject: ({ orderNumber }) => `Potvrzení objednávky č. ${orderNumber}`,
  Body: function PurchaseCreated(props) {
    const shop = useShop();
    const { orderNumber, items, shipping, payment } = props;
    return (
      <>
        <Heading>Děkujeme za objednávku č. {orderNumber}</Heading>
        <P>Dobrý den,</P>
        <P>
          vaši objednávku v obchodě {shop.name} jsme přijali {formatDateTime(props.createdAt)} a začínáme ji vyřizovat. Toto je její
          souhrn:
        </P>
        <Details
          rows={[
            ['Číslo objednávky', orderNumber],
            ...(props.customerOrderNumber ? [['Vaše číslo objednávky', <UserText key="con" text={props.customerOrderNumber} />] as const] : []),
          ]}
        />
        <table style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 12px' }}>
          <thead>
            <tr>
              <th style={cell}>Položka</th>
              <th style={num}>Množství</th>
              <th style={num}>{unitPriceHeader(items.map((item) => item.packType ?? 'pcs'), 's DPH')}</th>
              <th style={num}>Celkem s DPH</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => (
              <tr key={i}>
                <td style={cell}>{item.name}</td>
                <td style={num}>{packQuantity(item.packType ?? 'pcs', item.quantity)}</td>
                <td style={num}>{formatCzk(item.unitPriceWithTax)}</td>
                <td style={num}>{formatCzk(item.totalWithTax)}</td>
              </tr>
            ))}
            <tr>
              <td style={cell} colSpan={3}>
                Doprava: {shipping.name}
              </td>
              <td style={num}>{formatCzk(shipping.priceWithTax)}</td>
            </tr>
            <tr>
              <td style={cell} colSpan={3}>
                Platba: {payment.name}
              </td>
              <td style={num}>{formatCzk(payment.priceWithTax)}</td>
            </tr>
            {props.discountWithTax !== 0 ? (
              <tr>
                <td style={cell} colSpan={3}>
                  Sleva{props.coupons.length > 0 ? ` (kupón ${props.coupons.join(', ')})` : ''}
                </td>
                <td style={num}>−{formatCzk(props.discountWithTax)}</td>
              </tr>
            ) : null}
            {props.rounding !== 0 ? (
              <tr>
                <td style={cell} colSpan={3}>
                  Zaokrouhlení
                </td>
                <td style={num}>{formatCzk(props.rounding)}</td>
              </tr>
            ) : null}
            <tr>
              <td style={{ ...cell, fontWeight: 'bold' }} colSpan={3}>
                Celkem k úhradě
              </td>
              <td style={{ ...num, fontWeight: 'bold' }}>{formatCzk(props.totalToPay)}</td>
            </tr>
          </tbody>
        </table>
        {props.vatRecap.length > 0 ? (
          <table style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 12px' }}>
            <thead>
              <tr>
                <th style={cell}>Sazba DPH</th>
                <th style={num}>Základ</th>
                <th style={num}>DPH</th>
                <th style={num}>Celkem</th>
              </tr>
            </thead>
            <tbody>
              {props.vatRecap.map((row) => (
                <tr key={row.rate}>
                  <td style={cell}>{row.rate} %</td>
                  <td style={num}>{formatCzk(row.base)}</td>
                  <td style={num}>{formatCzk(row.vat)}</td>
                  <td style={num}>{formatCzk(row.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {props.bankPayment ? <BankPaymentBlock payment={props.bankPayment} /> : null}
        {props.paymentUrl ? (
          <>
            <P>Objednávku zaplatíte kartou na platební bráně:</P>
            <Button href={props.paymentUrl}>Zaplatit objednávku</Button>
          </>
        ) : null}
        <Party title="Fakturační údaje" party={props.buyer} />
        {props.delivery ? <Party title="Doručovací adresa" party={props.delivery} /> : null}
        {props.pickup ? (
          <P>
            <strong>Osobní odběr:</strong> <UserText text={props.pickup} />
          </P>
        ) : null}
        {props.notes ? (
          <>
            <P>
              <strong>Poznámka</strong>
            </P>
            <UserQuote text={props.notes} />
          </>
        ) : null}
        {props.loyalty && 'points' in props.loyalty ? <P>Za tuto objednávku získáváte {props.loyalty.points} věrnostních bodů.</P> : null}
        {props.loyalty && 'registerUrl' in props.loyalty ? (
          <P>
            Věrnostní body za nákupy sbírají registrovaní zákazníci. <Link href={props.loyalty.registerUrl}>Zaregistrujte se</Link> a body
            získáte už za příští objednávku.
          </P>
        ) : null}
        <Party title="Prodávající" party={props.seller} />
        <P muted>O dalším průběhu vás budeme informovat e-mailem.</P>
        {props.withdrawalUrl ? (
          <P muted>
            Od smlouvy můžete odstoupit do 14 dnů od převzetí zboží: <Link href={props.withdrawalUrl}>Odstoupit od smlouvy</Link>.
          </P>
        ) : null}
      </>
    );
  },
};

export type PaymentReceivedProps = {
  orderNumber: string;
  /** Haléře received. */
  amount: number;
  paymentName: string;
};

export const paymentReceived: MailTemplate<PaymentReceivedProps> = {
  subject: ({ orderNumber }) => `Platba přijata – objednávka č. ${orderNumber}`,
  Body: function PaymentReceived({ orderNumber, amount, paymentName }) {
    return (
      <>
        <Heading>Platba přijata</Heading>
        <P>Dobrý den,</P>
        <P>
          přijali jsme vaši platbu <strong>{formatCzk(amount)}</strong> ({paymentName}) za objednávku č. {orderNumber}. Děkujeme.
        </P>
        <P muted>Objednávku teď připravujeme k odeslání; o dalším průběhu vás budeme informovat e-mailem.</P>
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
            ['Produkt', <UserText key="product" text={product} />],
            ['Kontaktní osoba', <UserText key="contact" text={contactName} />],
          ]}
        />
        <UserQuote text={description} />
        {shop.email ? (
          <P muted>
            Dotazy k reklamaci posílejte na <Link href={`mailto:${shop.email}`}>{shop.email}</Link>.
          </P>
        ) : null}
      </>
    );
  },
};
