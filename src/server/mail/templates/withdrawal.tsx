// Withdrawal from the contract (issue 15): the acknowledgement to the customer, sent at once with
// the date and time it was received (the durable medium the directive asks for), and the notice
// to the shop's mailbox.

import { formatCzk } from '../format';
import { Details, Heading, Link, P, useShop, UserText } from './Layout';
import type { MailTemplate } from './types';

export type WithdrawalMailProps = {
  orderNumber: string;
  /** "3. 7. 2026 14:05", Europe/Prague. */
  receivedAt: string;
  /** Goods and their services taken back, with the quantity as documents print it ("2 ks"). */
  items: ReadonlyArray<{ name: string; quantityText: string }>;
  /** Haléře the shop pays back. */
  refundAmount: number;
  /** The credit note of an invoiced order. */
  creditNoteNumber: string | null;
  customerName: string;
  customerEmail: string;
  /** The public withdrawal page. */
  formUrl: string;
};

function Items({ items }: { items: WithdrawalMailProps['items'] }) {
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>
          <UserText text={item.name} /> – {item.quantityText}
        </li>
      ))}
    </ul>
  );
}

export const withdrawalReceived: MailTemplate<WithdrawalMailProps> = {
  subject: ({ orderNumber }) => `Potvrzení odstoupení od smlouvy – objednávka č. ${orderNumber}`,
  Body: function WithdrawalReceived({ orderNumber, receivedAt, items, refundAmount, creditNoteNumber }) {
    const shop = useShop();
    return (
      <>
        <Heading>Odstoupení od smlouvy jsme přijali</Heading>
        <P>Dobrý den,</P>
        <P>
          potvrzujeme, že jsme <strong>{receivedAt}</strong> přijali vaše odstoupení od kupní smlouvy u objednávky č. {orderNumber} u těchto položek:
        </P>
        <Items items={items} />
        <Details
          rows={[
            ['Objednávka', orderNumber],
            ['Přijato', receivedAt],
            ['Vrátíme vám', formatCzk(refundAmount)],
            ...(creditNoteNumber ? ([['Opravný daňový doklad', creditNoteNumber]] as const) : []),
          ]}
        />
        <P>
          Zboží nám prosím pošlete zpět nejpozději do 14 dnů. Peníze vrátíme do 14 dnů od přijetí odstoupení stejným způsobem, jakým jste platili; můžeme je
          ale zadržet, dokud zboží nedostaneme nebo neprokážete, že jste ho odeslali.
        </P>
        {shop.email ? (
          <P muted>
            Dotazy posílejte na <Link href={`mailto:${shop.email}`}>{shop.email}</Link>.
          </P>
        ) : null}
      </>
    );
  },
};

export const withdrawalNotice: MailTemplate<WithdrawalMailProps> = {
  subject: ({ orderNumber }) => `Odstoupení od smlouvy – objednávka č. ${orderNumber}`,
  Body: function WithdrawalNotice({ orderNumber, receivedAt, items, refundAmount, creditNoteNumber, customerName, customerEmail }) {
    return (
      <>
        <Heading>Zákazník odstoupil od smlouvy</Heading>
        <Details
          rows={[
            ['Objednávka', orderNumber],
            ['Přijato', receivedAt],
            ['Zákazník', <UserText key="name" text={`${customerName} <${customerEmail}>`} />],
            ['K vrácení', formatCzk(refundAmount)],
            ...(creditNoteNumber ? ([['Opravný daňový doklad', creditNoteNumber]] as const) : []),
          ]}
        />
        <Items items={items} />
        <P muted>Vrácení peněz zadejte nejpozději do 14 dnů od přijetí odstoupení.</P>
      </>
    );
  },
};
