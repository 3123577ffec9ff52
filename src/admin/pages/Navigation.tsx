// The storefront's navigation (issue 16, item 6): pick an area, edit its items (name, kind, link),
// reorder, add and remove, and save the area as a whole. Sub-items (category trees) stay with their
// item; the catalogue's taxonomy owns them.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAdminNavigationQuery, useSaveNavigationMutation, type AdminNavigationAreaFieldsFragment } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Checkbox, Input, Select } from '../../client/ui/Field';
import { RequireRole } from '../session';
import { ListFormFooter, ListItemControls } from '../EditableListControls';
import { useEditableList } from '../useEditableList';

const AREA_LABELS: Record<string, string> = {
  horizontalNav: 'Lišta pod hlavičkou',
  topNav: 'Horní řádek vpravo',
  topNavLeft: 'Horní řádek vlevo',
  main: 'Hlavní menu (mobil)',
  mobileAfter: 'Mobilní menu dole',
  categories: 'Kategorie v menu katalogu',
  groups: 'Skupiny kategorií',
};
const KIND_OPTIONS = [
  { value: 'local', label: 'Odkaz na e-shopu' },
  { value: 'remote', label: 'Odkaz jinam' },
  { value: 'taxonomy', label: 'Kategorie' },
  { value: 'action', label: 'Akce (chat)' },
  { value: 'label', label: 'Jen text' },
];

type Item = Omit<AdminNavigationAreaFieldsFragment['items'][number], '__typename'> & { keepChildrenOf: number | null };

function itemsOf(area: AdminNavigationAreaFieldsFragment): Item[] {
  return area.items.map(({ __typename: _t, ...item }, index) => ({ ...item, keepChildrenOf: item.childCount > 0 ? index : null }));
}

function AreaEditor({ area }: { area: AdminNavigationAreaFieldsFragment }) {
  const { items, setItems, change, move, remove, add } = useEditableList<Item>(() => itemsOf(area));
  const [save, saving] = useSaveNavigationMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const name = AREA_LABELS[area.area] ?? area.area;


  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const input = items.map(({ childCount: _c, ...item }) => item);
    const { data } = await save({ variables: { area: area.area, items: input } });
    const outcome = data?.saveNavigation;
    if (outcome?.ok && outcome.area) {
      setErrors({});
      setItems(itemsOf(outcome.area));
      setNotice('Navigace je uložena a e-shop ji ukazuje.');
    } else {
      setErrors(Object.fromEntries((outcome?.errors ?? []).map((e) => [e.field ?? 'form', e.message])));
    }
  };

  const error = (index: number, field: string) => errors[`items.${index}.${field}`] ?? null;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Navigace: ${name}`}>
      {items.length === 0 ? <p>Tato část navigace je prázdná.</p> : null}
      {items.map((item, index) => (
        <fieldset className="admin-card" key={`${area.area}-${index}`} data-testid="admin-nav-item">
          <legend>
            {index + 1}. {item.label || 'Nová položka'}
          </legend>
          <Input label="Název" name={`label-${index}`} value={item.label} error={error(index, 'label')} onChange={(e) => change(index, { label: e.target.value })} />
          <Select label="Druh" name={`kind-${index}`} options={KIND_OPTIONS} value={item.kind} error={error(index, 'kind')} onChange={(e) => change(index, { kind: e.target.value })} />
          {item.kind === 'local' ? (
            <Input label="Adresa na e-shopu (např. /poradna)" name={`to-${index}`} value={item.to ?? ''} error={error(index, 'to')} onChange={(e) => change(index, { to: e.target.value })} />
          ) : null}
          {item.kind === 'remote' ? (
            <>
              <Input label="Adresa (https://…, mailto: nebo tel:)" name={`href-${index}`} value={item.href ?? ''} error={error(index, 'href')} onChange={(e) => change(index, { href: e.target.value })} />
              <Checkbox label="Otevřít v novém okně" name={`new-window-${index}`} checked={item.newWindow} onChange={(e) => change(index, { newWindow: e.target.checked })} />
            </>
          ) : null}
          {item.kind === 'taxonomy' ? (
            <Input label="Kategorie (její kód hash)" name={`hash-${index}`} value={item.hash ?? ''} error={error(index, 'hash')} onChange={(e) => change(index, { hash: e.target.value })} />
          ) : null}
          {item.kind === 'action' ? (
            <Select
              label="Akce"
              name={`action-${index}`}
              options={[{ value: 'openChat', label: 'Otevřít chat' }]}
              value={item.action ?? 'openChat'}
              error={error(index, 'action')}
              onChange={(e) => change(index, { action: e.target.value })}
            />
          ) : null}
          {item.keepChildrenOf !== null ? <p className="admin-muted">Podpoložek: {item.childCount} (zůstávají, jak jsou).</p> : null}
          <ListItemControls index={index} count={items.length} noun="položku" onMove={(by) => move(index, by)} onRemove={() => remove(index)} />
        </fieldset>
      ))}
      <ListFormFooter
        error={errors.items || errors.area ? (errors.items ?? errors.area) : null}
        addLabel="Přidat položku"
        onAdd={() => add({ kind: 'local', label: '', to: '/', href: null, newWindow: false, hash: null, code: null, action: null, image: null, childCount: 0, keepChildrenOf: null })}
        saveLabel="Uložit navigaci"
        saving={saving.loading}
        notice={notice}
      />
    </form>
  );
}

function NavigationPage() {
  const { data, error, loading } = useAdminNavigationQuery({ fetchPolicy: 'network-only' });
  const [areaName, setAreaName] = useState('horizontalNav');
  const area = data?.navigationAreas.find((a) => a.area === areaName);
  return (
    <>
      <h1>Obsah: navigace</h1>
      <p>
        <Link to="/obsah">Informační lišty</Link> · <Link to="/obsah/bannery">Bannery</Link> · <Link to="/obsah/clanky">Články</Link>
      </p>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {!data && loading ? <p role="status">Načítám…</p> : null}
      {data ? (
        <>
          <Select
            label="Část navigace"
            name="area"
            options={data.navigationAreas.map((a) => ({ value: a.area, label: AREA_LABELS[a.area] ?? a.area }))}
            value={areaName}
            onChange={(e) => setAreaName(e.target.value)}
          />
          {area ? <AreaEditor key={area.area} area={area} /> : null}
        </>
      ) : null}
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['content']}>
      <NavigationPage />
    </RequireRole>
  );
}
