// Status bars (issue 16, item 6): the bars above every storefront page (or the listed paths), in
// position order; create, edit, delete. The message is inline HTML, sanitised by the server.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  useAdminStatusBarsQuery,
  useDeleteStatusBarMutation,
  useSaveStatusBarMutation,
  type AdminStatusBarFieldsFragment,
} from '../../generated/admin/operations';
import { STATUS_BAR_TYPES } from '../../domain/enums';
import { Alert } from '../../client/ui/Alert';
import { SavedNotice } from '../SavedNotice';
import { Button } from '../../client/ui/Button';
import { Checkbox, Input, Select, Textarea } from '../../client/ui/Field';
import { RequireRole } from '../session';
import { TableScroll } from '../TableScroll';

const TYPE_LABELS: Record<(typeof STATUS_BAR_TYPES)[number], string> = { info: 'Informace', success: 'Úspěch', warning: 'Varování', danger: 'Chyba' };
type Draft = { id: string | null; message: string; type: string; closable: boolean; paths: string; position: string };
const EMPTY: Draft = { id: null, message: '', type: 'info', closable: true, paths: '', position: '0' };

function StatusBarsPage() {
  const { data, error, loading, refetch } = useAdminStatusBarsQuery({ fetchPolicy: 'cache-and-network' });
  const [save, saving] = useSaveStatusBarMutation();
  const [remove] = useDeleteStatusBarMutation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const edit = (bar: AdminStatusBarFieldsFragment) => {
    setDraft({ id: bar.id, message: bar.message, type: bar.type, closable: bar.closable, paths: bar.pathList.join('\n'), position: String(bar.position) });
    setErrors({});
    setNotice(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const input = {
      message: draft.message,
      type: draft.type,
      closable: draft.closable,
      pathList: draft.paths.split('\n').map((p) => p.trim()).filter((p) => p !== ''),
      position: Number.parseInt(draft.position, 10) || 0,
    };
    const { data: answer } = await save({ variables: { id: draft.id, input } });
    const outcome = answer?.saveStatusBar;
    if (outcome?.ok) {
      setDraft(EMPTY);
      setErrors({});
      setNotice('Lišta je uložena a e-shop ji ukazuje.');
      await refetch();
    } else {
      setErrors(Object.fromEntries((outcome?.errors ?? []).map((e) => [e.field ?? 'form', e.message])));
    }
  };

  const del = async (bar: AdminStatusBarFieldsFragment) => {
    if (!window.confirm('Opravdu lištu smazat?')) return;
    const { data: answer } = await remove({ variables: { id: bar.id } });
    setNotice(answer?.deleteStatusBar.ok ? 'Lišta je smazána.' : (answer?.deleteStatusBar.errors[0]?.message ?? 'Lištu se nepodařilo smazat.'));
    await refetch();
  };

  return (
    <>
      <h1>Obsah: informační lišty</h1>
      <p>
        <Link to="/obsah/clanky">Články</Link> · <Link to="/obsah/bannery">Bannery</Link> · <Link to="/obsah/navigace">Navigace</Link>
      </p>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {!data && loading ? <p role="status">Načítám…</p> : null}
      {data ? (
        <TableScroll label="Informační lišty">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Pořadí</th>
                <th scope="col">Text</th>
                <th scope="col">Typ</th>
                <th scope="col">Stránky</th>
                <th scope="col">Akce</th>
              </tr>
            </thead>
            <tbody>
              {data.statusBars.map((bar) => (
                <tr key={bar.id}>
                  <td>{bar.position}</td>
                  {/* The server sanitised the message with the storefront's inline allow-list. */}
                  <td dangerouslySetInnerHTML={{ __html: bar.message }} />
                  <td>{TYPE_LABELS[bar.type as keyof typeof TYPE_LABELS] ?? bar.type}</td>
                  <td>{bar.pathList.length > 0 ? bar.pathList.join(', ') : 'všechny'}</td>
                  <td>
                    <Button size="sm" onClick={() => edit(bar)}>
                      Upravit
                    </Button>{' '}
                    <Button size="sm" variant="danger" onClick={() => void del(bar)}>
                      Smazat
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <form className="admin-card" onSubmit={(e) => void submit(e)} aria-labelledby="bar-form-heading" noValidate>
        <h2 id="bar-form-heading">{draft.id ? 'Upravit lištu' : 'Nová lišta'}</h2>
        <Textarea
          label="Text lišty"
          hint="Odkazy a tučné písmo HTML: <a href=&quot;/kosik&quot;>…</a>, <b>…</b>"
          name="message"
          value={draft.message}
          error={errors.message ?? null}
          onChange={(e) => setDraft({ ...draft, message: e.target.value })}
        />
        <Select
          label="Typ"
          name="type"
          options={STATUS_BAR_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          value={draft.type}
          error={errors.type ?? null}
          onChange={(e) => setDraft({ ...draft, type: e.target.value })}
        />
        <Textarea
          label="Jen na stránkách"
          hint="Jedna cesta na řádek (např. /kosik); prázdné = všude."
          name="paths"
          value={draft.paths}
          error={errors.pathList ?? null}
          onChange={(e) => setDraft({ ...draft, paths: e.target.value })}
        />
        <Input
          label="Pořadí"
          name="position"
          inputMode="numeric"
          value={draft.position}
          error={errors.position ?? null}
          onChange={(e) => setDraft({ ...draft, position: e.target.value })}
        />
        <Checkbox label="Návštěvník ji může zavřít" name="closable" checked={draft.closable} onChange={(e) => setDraft({ ...draft, closable: e.target.checked })} />
        <Button type="submit" variant="primary" loading={saving.loading}>
          Uložit lištu
        </Button>{' '}
        {draft.id ? <Button onClick={() => setDraft(EMPTY)}>Zrušit úpravy</Button> : null}
        {errors.id ? <Alert tone="danger">{errors.id}</Alert> : null}
      </form>
      <SavedNotice notice={notice} />
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['content']}>
      <StatusBarsPage />
    </RequireRole>
  );
}
