// A tax document (invoice or credit note) as the profile shows it: the same model, fields and
// labels as its PDF (src/domain/tax-document.ts, services/accounts-invoice-pdf.ts): supplier and
// buyer with IČO/DIČ, number, the corrected invoice, dates (DUZP), variable symbol, payment method,
// lines with quantity, unit price, VAT rate, base and VAT, the recapitulation per rate in CZK, the
// rounding, the total and, while unpaid by transfer, the payment instructions with the QR code.
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import {
  TAX_DOCUMENT_TEXTS as t,
  formatCzk,
  partyLines,
  taxDocumentFacts,
  taxDocumentHeading,
  taxDocumentTotal,
  vatRateText,
  type TaxDocumentParty,
} from '../../domain';
import { BankPaymentDetails } from '../checkout';
import type { CustomerInvoiceDetail } from './useCustomerInvoices';

function Party({ title, party }: { title: string; party: TaxDocumentParty }) {
  return (
    <div>
      <h2>{title}</h2>
      <address className="contact-lines">
        <strong>{party.name}</strong>
        {partyLines(party).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </div>
  );
}

export function InvoiceHeading({ invoice }: { invoice: Pick<CustomerInvoiceDetail, 'kind' | 'number'> }) {
  return <h1>{taxDocumentHeading(invoice)}</h1>;
}

export function InvoiceDocument({ invoice }: { invoice: CustomerInvoiceDetail }) {
  const total = taxDocumentTotal(invoice);
  const totals: [string, string, boolean][] = [
    [t.totalBase, formatCzk(invoice.amount), false],
    [t.totalVat, formatCzk(invoice.vatAmount), false],
    ...(invoice.rounding !== 0 ? [[t.rounding, formatCzk(invoice.rounding), false] as [string, string, boolean]] : []),
    [total.label, total.amount, true],
  ];
  return (
    <>
      <div className="profile-contacts">
        <Party title={t.supplier} party={invoice.supplier} />
        <Party title={t.buyer} party={invoice.buyer} />
      </div>
      <dl className="profile-facts invoice-facts" data-testid="invoice-facts">
        {taxDocumentFacts(invoice).map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{label === t.order ? <Link to={`/profil/objednavky/${encodeURIComponent(value)}`}>{value}</Link> : value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className="table-scroll">
        <table className="profile-table profile-table--cards invoice-lines" data-testid="invoice-lines">
          <thead>
            <tr>
              <th scope="col">{t.item}</th>
              <th scope="col">{t.quantity}</th>
              <th scope="col" className="profile-table__number">
                {t.unitPrice}
              </th>
              <th scope="col">{t.vatRate}</th>
              <th scope="col" className="profile-table__number">
                {t.base}
              </th>
              <th scope="col" className="profile-table__number">
                {t.vat}
              </th>
              <th scope="col" className="profile-table__number">
                {t.amountWithTax}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={`${line.sku ?? 'line'}-${i}`}>
                <td className="invoice-lines__text">{line.text}</td>
                <td data-label={t.quantity}>{line.quantityText}</td>
                <td className="profile-table__number" data-label={t.unitPrice}>
                  {formatCzk(line.unitPrice)}
                </td>
                <td data-label={t.vatRate}>{vatRateText(line.vatRate)}</td>
                <td className="profile-table__number" data-label={t.base}>
                  {formatCzk(line.amount)}
                </td>
                <td className="profile-table__number" data-label={t.vat}>
                  {formatCzk(line.vatAmount)}
                </td>
                <td className="profile-table__number invoice-lines__total" data-label={t.amountWithTax}>
                  {formatCzk(line.amountWithTax)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-scroll">
        <table className="profile-table profile-table--recap" data-testid="invoice-recap">
          <caption>{t.recapTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.vatRate}</th>
              <th scope="col" className="profile-table__number">
                {t.base}
              </th>
              <th scope="col" className="profile-table__number">
                {t.vat}
              </th>
              <th scope="col" className="profile-table__number">
                {t.amountWithTax}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.vatRecap.map((row) => (
              <tr key={row.rate}>
                <td>{vatRateText(row.rate)}</td>
                <td className="profile-table__number">{formatCzk(row.base)}</td>
                <td className="profile-table__number">{formatCzk(row.vat)}</td>
                <td className="profile-table__number">{formatCzk(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="profile-facts invoice-totals" data-testid="invoice-totals">
        {totals.map(([label, value, grand]) => (
          <Fragment key={label}>
            <dt className={grand ? 'invoice-totals__grand' : undefined}>{label}</dt>
            <dd className={grand ? 'invoice-totals__grand' : undefined} data-testid={grand ? 'invoice-total' : undefined}>
              {value}
            </dd>
          </Fragment>
        ))}
      </dl>
      {invoice.paid ? (
        <p className="invoice-paid" data-testid="invoice-paid">
          {t.paid}
        </p>
      ) : (
        <BankPaymentDetails payment={invoice.bankPayment} />
      )}
    </>
  );
}
