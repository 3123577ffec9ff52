// The catalogue list: search by name, SKU or EAN, filters by category, on sale and stock (all in
// the URL: ?hledat, kategorie, prodej, sklad, strana), 25 per page by name; the CSV export is a
// plain download of /api/admin/catalogue/export.csv (the staff cookie's path), the import a page.
import { Link } from 'react-router-dom';
import { useAdminCatalogueOptionsQuery, useAdminCatalogueProductsQuery, type AdminProductFilter } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button, ButtonLink, buttonClass } from '../../client/ui/Button';
import { Input, Select } from '../../client/ui/Field';
import { formatCzk } from '../format';
import { CATALOGUE_EXPORT_URL } from '../catalogue';
import { RequireRole } from '../session';
import { useListFilter } from '../useListFilter';
import { TableScroll } from '../TableScroll';
import { Pager } from '../Pager';

const PAGE_SIZE = 25;

function filterOf(params: URLSearchParams): AdminProductFilter {
  const sale = params.get('prodej');
  return {
    text: params.get('hledat') || null,
    categoryHash: params.get('kategorie') || null,
    onSale: sale === 'ano' ? true : sale === 'ne' ? false : null,
    stock: params.get('sklad') || null,
  };
}

function CataloguePage() {
  const { params, page, draft, setDraft, apply, goTo } = useListFilter(['hledat', 'kategorie', 'prodej', 'sklad'] as const);
  const filter = filterOf(params);
  const { data, error, loading } = useAdminCatalogueProductsQuery({ variables: { filter, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const options = useAdminCatalogueOptionsQuery();
  const result = data?.catalogueProducts;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / PAGE_SIZE)) : 1;
  const categories = options.data?.catalogueOptions.categories ?? [];

  return (
    <>
      <h1>Katalog</h1>
      <div className="admin-actions">
        <a className={buttonClass()} href={CATALOGUE_EXPORT_URL} download>
          Stáhnout CSV
        </a>
        <ButtonLink to="/katalog/import">Import CSV</ButtonLink>
      </div>
      <form className="admin-filters" onSubmit={apply} role="search" aria-label="Filtr produktů">
        <Input label="Hledat (název, kód, EAN)" name="hledat" value={draft.hledat} onChange={(e) => setDraft({ ...draft, hledat: e.target.value })} />
        <Select
          label="Kategorie"
          name="kategorie"
          value={draft.kategorie}
          onChange={(e) => setDraft({ ...draft, kategorie: e.target.value })}
          options={[{ value: '', label: 'Všechny' }, ...categories.map((c) => ({ value: c.hash, label: `${'– '.repeat(Math.max(0, c.depth - 1))}${c.name}` }))]}
        />
        <Select
          label="V prodeji"
          name="prodej"
          value={draft.prodej}
          onChange={(e) => setDraft({ ...draft, prodej: e.target.value })}
          options={[
            { value: '', label: 'Vše' },
            { value: 'ano', label: 'V prodeji' },
            { value: 'ne', label: 'Mimo prodej' },
          ]}
        />
        <Select
          label="Sklad"
          name="sklad"
          value={draft.sklad}
          onChange={(e) => setDraft({ ...draft, sklad: e.target.value })}
          options={[
            { value: '', label: 'Vše' },
            { value: 'in', label: 'Skladem (kusy > 0)' },
            { value: 'out', label: 'Bez kusů na skladě' },
          ]}
        />
        <Button type="submit" variant="primary">
          Filtrovat
        </Button>
      </form>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {result ? (
        <p className="admin-muted" role="status">
          Nalezeno {result.totalCount} produktů.
        </p>
      ) : loading ? (
        <p role="status">Načítám…</p>
      ) : null}
      <TableScroll label="Produkty">
        <table className="admin-table" data-testid="admin-products">
          <caption className="visually-hidden">Produkty</caption>
          <thead>
            <tr>
              <th scope="col">Název</th>
              <th scope="col">Kód</th>
              <th scope="col">EAN</th>
              <th scope="col">Cena bez DPH</th>
              <th scope="col">Sklad</th>
              <th scope="col">V prodeji</th>
            </tr>
          </thead>
          <tbody>
            {(result?.items ?? []).map((p) => (
              <tr key={p.sku} data-sku={p.sku}>
                <td>
                  <Link to={`/katalog/${encodeURIComponent(p.sku)}`}>{p.name}</Link>
                </td>
                <td>{p.sku}</td>
                <td>{p.ean ?? '—'}</td>
                <td>{p.price === null ? '—' : formatCzk(p.price)}</td>
                <td>
                  {p.stockStateText}, {p.stockQuantity} ks
                </td>
                <td>{p.onSale ? 'ano' : 'ne'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={page} pages={pages} hasNext={page < pages} onGo={goTo} />
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['catalogue']}>
      <CataloguePage />
    </RequireRole>
  );
}
