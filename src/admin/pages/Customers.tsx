// Customers (issue 16, item 6): search by name, e-mail, company or IČO (?hledat), filter by price
// group (?skupina), 25 per page (?strana); each row leads to the customer's detail.
import { Link } from 'react-router-dom';
import { useAdminCustomersQuery } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Input, Select } from '../../client/ui/Field';
import { formatDateTime } from '../format';
import { Pager } from '../Pager';
import { RequireRole } from '../session';
import { useListFilter } from '../useListFilter';
import { TableScroll } from '../TableScroll';

const PAGE_SIZE = 25;

function CustomersPage() {
  const { params, page, draft, setDraft, apply, goTo } = useListFilter(['hledat', 'skupina'] as const);
  const text = params.get('hledat') ?? '';
  const priceGroupId = params.get('skupina') ?? '';
  const { data, error, loading } = useAdminCustomersQuery({
    variables: { text: text || null, priceGroupId: priceGroupId || null, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.customers;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / PAGE_SIZE)) : 1;
  const groupOptions = [{ value: '', label: 'Všechny' }, ...(data?.priceGroups ?? []).map((g) => ({ value: g.id, label: g.name }))];

  return (
    <>
      <h1>Zákazníci</h1>
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Hledání zákazníků">
        <Input label="Hledat (jméno, e-mail, firma, IČO)" name="hledat" value={draft.hledat} onChange={(e) => setDraft({ ...draft, hledat: e.target.value })} />
        <Select label="Cenová skupina" name="skupina" options={groupOptions} value={draft.skupina} onChange={(e) => setDraft({ ...draft, skupina: e.target.value })} />
        <Button type="submit" variant="primary">
          Hledat
        </Button>
      </form>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {result ? (
        <p className="admin-muted" role="status">
          Nalezeno zákazníků: {result.totalCount}.
        </p>
      ) : loading ? (
        <p role="status">Načítám…</p>
      ) : null}
      <TableScroll label="Zákazníci">
        <table className="admin-table" data-testid="admin-customers">
          <caption className="visually-hidden">Zákazníci</caption>
          <thead>
            <tr>
              <th scope="col">Zákazník</th>
              <th scope="col">E-mail</th>
              <th scope="col">Firma / IČO</th>
              <th scope="col">Cenová skupina</th>
              <th scope="col">Registrace</th>
            </tr>
          </thead>
          <tbody>
            {(result?.items ?? []).map((c) => (
              <tr key={c.id} data-customer-email={c.email}>
                <td>
                  <Link to={`/zakaznici/${encodeURIComponent(c.id)}`}>{c.name}</Link>
                </td>
                <td className="admin-break">{c.email}</td>
                <td>
                  {c.companyName ?? '—'}
                  {c.companyRegNo ? (
                    <>
                      <br />
                      <small>IČO {c.companyRegNo}</small>
                    </>
                  ) : null}
                </td>
                <td>{c.priceGroup.name}</td>
                <td>{formatDateTime(c.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {result ? <Pager page={page} pages={pages} hasNext={page < pages} onGo={goTo} /> : null}
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['orders']}>
      <CustomersPage />
    </RequireRole>
  );
}
