// Articles (issue 16, item 6): advice, blog, news and content pages, newest first, filtered by kind
// (?druh) and a part of the title or slug (?hledat), 25 per page (?strana).
import { Link } from 'react-router-dom';
import { useAdminArticlesQuery } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Input, Select } from '../../client/ui/Field';
import { formatDateTime } from '../format';
import { Pager } from '../Pager';
import { RequireRole } from '../session';
import { useListFilter } from '../useListFilter';
import { TableScroll } from '../TableScroll';
import { ARTICLE_KIND_LABELS } from '../articleTexts';

const PAGE_SIZE = 25;

function ArticlesPage() {
  const { params, page, draft, setDraft, apply, goTo } = useListFilter(['hledat', 'druh'] as const);
  const text = params.get('hledat') ?? '';
  const type = params.get('druh') ?? '';
  const { data, error, loading } = useAdminArticlesQuery({ variables: { text: text || null, type: type || null, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const result = data?.articles;
  const pages = result ? Math.max(1, Math.ceil(result.totalCount / PAGE_SIZE)) : 1;

  return (
    <>
      <h1>Obsah: články</h1>
      <p>
        <Link to="/obsah">Informační lišty</Link> · <Link to="/obsah/bannery">Bannery</Link> · <Link to="/obsah/clanky/novy">Nový článek</Link>
      </p>
      <form className="admin-filters" role="search" aria-label="Hledat články" onSubmit={apply}>
        <Input label="Nadpis nebo adresa" name="hledat" value={draft.hledat} onChange={(e) => setDraft({ ...draft, hledat: e.target.value })} />
        <Select
          label="Druh"
          name="druh"
          options={[{ value: '', label: 'Všechny' }, ...Object.entries(ARTICLE_KIND_LABELS).map(([value, label]) => ({ value, label }))]}
          value={draft.druh}
          onChange={(e) => setDraft({ ...draft, druh: e.target.value })}
        />
        <Button type="submit">Hledat</Button>
      </form>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {!data && loading ? <p role="status">Načítám…</p> : null}
      {result ? (
        <>
          <p role="status">Nalezeno: {result.totalCount}</p>
          <TableScroll label="Články">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Nadpis</th>
                  <th scope="col">Druh</th>
                  <th scope="col">Adresa</th>
                  <th scope="col">Zveřejněno</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((a) => (
                  <tr key={a.id}>
                    <td>
                      <Link to={`/obsah/clanky/${a.id}`}>{a.title}</Link>
                    </td>
                    <td>{ARTICLE_KIND_LABELS[a.type as keyof typeof ARTICLE_KIND_LABELS] ?? a.type}</td>
                    <td className="admin-break">{a.url}</td>
                    <td>{formatDateTime(a.publishedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Pager page={page} pages={pages} hasNext={page < pages} onGo={goTo} />
        </>
      ) : null}
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['content']}>
      <ArticlesPage />
    </RequireRole>
  );
}
