// The orders list: filters in the URL (?stav, platba, od, do, hledat, strana), 20 per page with
// the total, newest first; CSV export of the same filter (UTF-8 with BOM for Excel).
import { Link } from 'react-router-dom';
import { useAdminOrdersCsvLazyQuery, useAdminOrdersQuery, type AdminOrderFilter } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Input, Select } from '../../client/ui/Field';
import { formatCzk, formatDateTime } from '../format';
import { Pager } from '../Pager';
import { PAYMENT_OPTIONS, STATE_OPTIONS, paymentStatusText } from '../orderTexts';
import { RequireRole } from '../session';
import { useListFilter } from '../useListFilter';

const PAGE_SIZE = 20;

function filterOf(params: URLSearchParams): AdminOrderFilter {
  return {
    state: params.get('stav') || null,
    paymentStatus: params.get('platba') || null,
    from: params.get('od') || null,
    to: params.get('do') || null,
    text: params.get('hledat') || null,
  };
}

function OrdersPage() {
  const { params, page, draft, setDraft, apply, goTo } = useListFilter(['stav', 'platba', 'od', 'do', 'hledat'] as const);
  const filter = filterOf(params);
  const { data, error, loading } = useAdminOrdersQuery({ variables: { filter, page, pageSize: PAGE_SIZE } });
  const [fetchCsv, csv] = useAdminOrdersCsvLazyQuery({ fetchPolicy: 'network-only' });
  const result = data?.orders;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / PAGE_SIZE)) : 1;

  const exportCsv = async () => {
    const { data: file } = await fetchCsv({ variables: { filter } });
    if (!file) return;
    const url = URL.createObjectURL(new Blob([file.ordersCsv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `objednavky-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <>
      <h1>Objednávky</h1>
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Filtr objednávek">
        <Input label="Hledat (číslo, jméno, e-mail)" name="hledat" value={draft.hledat} onChange={(e) => setDraft({ ...draft, hledat: e.target.value })} />
        <Select label="Stav" name="stav" options={STATE_OPTIONS} value={draft.stav} onChange={(e) => setDraft({ ...draft, stav: e.target.value })} />
        <Select label="Platba" name="platba" options={PAYMENT_OPTIONS} value={draft.platba} onChange={(e) => setDraft({ ...draft, platba: e.target.value })} />
        <Input label="Od" type="date" name="od" value={draft.od} onChange={(e) => setDraft({ ...draft, od: e.target.value })} />
        <Input label="Do" type="date" name="do" value={draft.do} onChange={(e) => setDraft({ ...draft, do: e.target.value })} />
        <Button type="submit" variant="primary">
          Filtrovat
        </Button>
        <Button type="button" onClick={() => void exportCsv()} disabled={csv.loading}>
          Export CSV
        </Button>
      </form>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {csv.error ? <Alert tone="danger">{csv.error.message}</Alert> : null}
      {result ? (
        <p className="admin-muted" role="status">
          Nalezeno {result.totalCount} objednávek.
        </p>
      ) : loading ? (
        <p role="status">Načítám…</p>
      ) : null}
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="admin-orders">
          <caption className="visually-hidden">Objednávky</caption>
          <thead>
            <tr>
              <th scope="col">Číslo</th>
              <th scope="col">Vytvořeno</th>
              <th scope="col">Zákazník</th>
              <th scope="col">Stav</th>
              <th scope="col">Platba</th>
              <th scope="col">Celkem</th>
            </tr>
          </thead>
          <tbody>
            {(result?.items ?? []).map((o) => (
              <tr key={o.id} data-order-number={o.number}>
                <td>
                  <Link to={`/objednavky/${encodeURIComponent(o.id)}`}>{o.number}</Link>
                </td>
                <td>{formatDateTime(o.createdAt)}</td>
                <td>
                  {o.name}
                  <br />
                  <small>{o.email}</small>
                </td>
                <td>{o.stateText}</td>
                <td>{paymentStatusText(o.paymentStatus)}</td>
                <td>{formatCzk(o.totalToPay)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} hasNext={page < pages} onGo={goTo} />
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['orders']}>
      <OrdersPage />
    </RequireRole>
  );
}
