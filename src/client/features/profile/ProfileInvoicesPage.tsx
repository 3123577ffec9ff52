// /profil/faktury and /profil/faktury/:invoiceNumber: the tax documents of the customer's orders,
// with the PDF (GET /api/profile/invoices/{number}/pdf with the Authorization header, so it is
// fetched by the session and saved from a blob, not linked).
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { formatCzk, formatDate, taxDocumentHeading } from '../../domain';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { profileMessages } from '../../texts/profile';
import { Button, ButtonLink, EmptyState, PageTitle, Pagination, Skeleton, useToast } from '../../ui';
import { PAGE_PARAM, type PageData } from './loaders';
import { useCustomerInvoice, useCustomerInvoices } from './useCustomerInvoices';
import { InvoiceDocument, InvoiceHeading } from './InvoiceDocument';

const f = profileMessages.invoices;

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

export function ProfileInvoicePage() {
  const { invoiceNumber } = useLoaderData<{ invoiceNumber: string }>();
  const { invoice } = useCustomerInvoice(invoiceNumber);
  if (!invoice) return <EmptyState title={f.notFound} />;
  return (
    <section className="profile-page invoice-detail" data-testid="invoice-detail">
      <PageTitle name={taxDocumentHeading(invoice)} />
      <p>
        <Link to="/profil/faktury">{f.back}</Link>
      </p>
      <InvoiceHeading invoice={invoice} />
      <InvoiceDocument invoice={invoice} />
      <div className="profile-actions">
        <ButtonLink to="/profil/faktury">{f.back}</ButtonLink>
        <PdfButton number={invoice.number} />
      </div>
    </section>
  );
}
