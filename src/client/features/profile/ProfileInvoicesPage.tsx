// /profil/faktury and /profil/faktury/:invoiceNumber: the tax documents of the customer's orders,
// with the PDF (GET /api/profile/invoices/{number}/pdf with the Authorization header, so it is
// fetched by the session and saved from a blob, not linked).
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { formatCzk, formatDate } from '../../domain';
import type { InvoicePartyFieldsFragment } from '../../../generated/graphql';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { Button, ButtonLink, EmptyState, PageTitle, Pagination, Skeleton, useToast } from '../../ui';
import { BankPaymentDetails } from '../checkout';
import { PAGE_PARAM, type PageData } from './loaders';
import { useCustomerInvoice, useCustomerInvoices } from './useCustomerInvoices';

const f = messages.profile.invoices;

/** The API path of an invoice's PDF (relative to /api). */
export function invoicePdfPath(number: string): string {
  return `/profile/invoices/${encodeURIComponent(number)}/pdf`;
}

export function PdfButton({ number }: { number: string }) {
  const { session } = useAppContext();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await session.download(invoicePdfPath(number));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `faktura-${number}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked later: some browsers read the URL after click() returned.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      console.error(error);
      toast.error(f.pdfFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" loading={busy} onClick={() => void download()} data-testid={`invoice-pdf-${number}`}>
      {f.pdf}
    </Button>
  );
}

export function ProfileInvoicesPage() {
  const paging = useLoaderData<PageData>();
  const { list, loading } = useCustomerInvoices(paging);
  const pageCount = list ? Math.max(1, Math.ceil(list.totalCount / list.pageSize)) : 1;
  return (
    <section className="profile-page">
      <PageTitle name={messages.pages.profileInvoices} />
      <h1>{messages.pages.profileInvoices}</h1>
      {!list && loading ? (
        <Skeleton lines={5} />
      ) : list && list.items.length > 0 ? (
        <>
          <table className="profile-table profile-table--cards invoices-table" data-testid="invoices-table">
            <thead>
              <tr>
                <th scope="col">{f.number}</th>
                <th scope="col">{f.order}</th>
                <th scope="col">{f.issueDate}</th>
                <th scope="col">{f.dueDate}</th>
                <th scope="col" className="profile-table__number">
                  {f.total}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{f.pdf}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((invoice) => (
                <tr key={invoice.id}>
                  <td className="invoices-table__number">
                    <Link to={`/profil/faktury/${encodeURIComponent(invoice.number)}`}>{invoice.number}</Link>
                  </td>
                  <td className="invoices-table__order" data-label={f.order}>
                    <Link to={`/profil/objednavky/${encodeURIComponent(invoice.orderNumber)}`}>{invoice.orderNumber}</Link>
                  </td>
                  <td className="invoices-table__issued" data-label={f.issueDate}>
                    {formatDate(invoice.issueDate)}
                  </td>
                  <td className="invoices-table__due" data-label={f.dueDate}>
                    {formatDate(invoice.dueDate)}
                  </td>
                  <td className="profile-table__number invoices-table__total">{formatCzk(invoice.totalToPay)}</td>
                  <td className="invoices-table__pdf">
                    <PdfButton number={invoice.number} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={list.page} pageCount={pageCount} hrefFor={(page) => `/profil/faktury?${PAGE_PARAM}=${page}`} />
        </>
      ) : (
        <EmptyState title={f.empty} />
      )}
    </section>
  );
}

function Party({ title, party }: { title: string; party: InvoicePartyFieldsFragment }) {
  return (
    <div>
      <h2>{title}</h2>
      <address className="contact-lines">
        <strong>{party.name}</strong>
        <span>{party.street}</span>
        <span>
          {party.postalCode} {party.city}
        </span>
        {party.companyRegNo ? (
          <span>
            {f.companyRegNo}: {party.companyRegNo}
          </span>
        ) : null}
        {party.companyTaxNo ? (
          <span>
            {f.companyTaxNo}: {party.companyTaxNo}
          </span>
        ) : null}
      </address>
    </div>
  );
}

export function ProfileInvoicePage() {
  const { invoiceNumber } = useLoaderData<{ invoiceNumber: string }>();
  const { invoice } = useCustomerInvoice(invoiceNumber);
  if (!invoice) return <EmptyState title={f.notFound} />;
  // A credit note (opravný daňový doklad, issue 15) comes in the invoice's shape with the invoice it corrects.
  const title = invoice.correctedInvoiceNumber ? f.creditNote : messages.pages.profileInvoice;
  return (
    <section className="profile-page invoice-detail" data-testid="invoice-detail">
      <PageTitle name={`${title} ${invoice.number}`} />
      <p>
        <Link to="/profil/faktury">{f.back}</Link>
      </p>
      <h1>
        {title} {invoice.number}
      </h1>
      <dl className="profile-facts">
        {invoice.correctedInvoiceNumber ? (
          <>
            <dt>{f.corrects}</dt>
            <dd>
              <Link to={`/profil/faktury/${encodeURIComponent(invoice.correctedInvoiceNumber)}`}>{invoice.correctedInvoiceNumber}</Link>
            </dd>
          </>
        ) : null}
        <dt>{f.order}</dt>
        <dd>
          <Link to={`/profil/objednavky/${encodeURIComponent(invoice.orderNumber)}`}>{invoice.orderNumber}</Link>
        </dd>
        <dt>{f.issueDate}</dt>
        <dd>{formatDate(invoice.issueDate)}</dd>
        <dt>{f.taxPointDate}</dt>
        <dd>{formatDate(invoice.taxPointDate)}</dd>
        <dt>{f.dueDate}</dt>
        <dd>{formatDate(invoice.dueDate)}</dd>
        <dt>{f.variableSymbol}</dt>
        <dd>{invoice.variableSymbol}</dd>
      </dl>
      <div className="profile-contacts">
        <Party title={f.supplier} party={invoice.supplier} />
        <Party title={f.buyer} party={invoice.buyer} />
      </div>
      <div className="table-scroll">
        <table className="profile-table profile-table--cards invoice-lines" data-testid="invoice-lines">
          <thead>
            <tr>
              <th scope="col">{f.item}</th>
              <th scope="col">{f.quantity}</th>
              <th scope="col" className="profile-table__number">
                {f.unitPrice}
              </th>
              <th scope="col">{f.vatRate}</th>
              <th scope="col" className="profile-table__number">
                {f.amount}
              </th>
              <th scope="col" className="profile-table__number">
                {f.amountWithTax}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={`${line.sku ?? 'line'}-${i}`}>
                <td className="invoice-lines__text">{line.text}</td>
                <td data-label={f.quantity}>{line.quantityText}</td>
                <td className="profile-table__number" data-label={f.unitPrice}>
                  {formatCzk(line.unitPrice)}
                </td>
                <td data-label={f.vatRate}>{line.vatRate}</td>
                <td className="profile-table__number" data-label={f.amount}>
                  {formatCzk(line.amount)}
                </td>
                <td className="profile-table__number invoice-lines__total" data-label={f.amountWithTax}>
                  {formatCzk(line.amountWithTax)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-scroll">
        <table className="profile-table profile-table--recap">
          <thead>
            <tr>
              <th scope="col">{f.vatRate}</th>
              <th scope="col" className="profile-table__number">
                {f.vatBase}
              </th>
              <th scope="col" className="profile-table__number">
                {f.vat}
              </th>
              <th scope="col" className="profile-table__number">
                {f.amountWithTax}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.vatRecap.map((row) => (
              <tr key={row.rate}>
                <td>{row.rate}</td>
                <td className="profile-table__number">{formatCzk(row.base)}</td>
                <td className="profile-table__number">{formatCzk(row.vat)}</td>
                <td className="profile-table__number">{formatCzk(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="profile-total">
        {invoice.rounding !== 0 ? (
          <>
            {f.rounding}: {formatCzk(invoice.rounding)}
            <br />
          </>
        ) : null}
        <strong>
          {f.total}: {formatCzk(invoice.totalToPay)}
        </strong>
      </p>
      <BankPaymentDetails payment={invoice.bankPayment} />
      <div className="profile-actions">
        <ButtonLink to="/profil/faktury">{f.back}</ButtonLink>
        <PdfButton number={invoice.number} />
      </div>
    </section>
  );
}
