// Home page banners (issue 16, item 6): edit, add, remove and reorder; saved as a whole (the
// server validates every banner: a code, a title and a link inside the shop) and audit-logged.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAdminBannersQuery, useSaveBannersMutation, type AdminBannerFieldsFragment } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Input, Textarea } from '../../client/ui/Field';
import { RequireRole } from '../session';
import { ListFormFooter, ListItemControls } from '../EditableListControls';
import { useEditableList } from '../useEditableList';

type Banner = Omit<AdminBannerFieldsFragment, '__typename'>;
const EMPTY: Banner = { id: '', title: '', text: '', image: '', to: '/', cta: '' };

function BannersEditor({ initial }: { initial: readonly Banner[] }) {
  const { items: banners, change, move, remove, add } = useEditableList<Banner>(() => initial.map(({ id, title, text, image, to, cta }) => ({ id, title, text, image, to, cta })));
  const [save, saving] = useSaveBannersMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);


  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const { data } = await save({ variables: { banners } });
    const outcome = data?.saveBanners;
    if (outcome?.ok) {
      setErrors({});
      setNotice('Bannery jsou uloženy a úvodní stránka je ukazuje.');
    } else {
      setErrors(Object.fromEntries((outcome?.errors ?? []).map((e) => [e.field ?? 'form', e.message])));
    }
  };

  const bannerError = (index: number) => errors[`banners.${index}`] ?? errors[`banners.${index}.to`] ?? null;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      {banners.length === 0 ? <p>Úvodní stránka nemá žádné bannery.</p> : null}
      {banners.map((banner, index) => (
        <fieldset className="admin-card" key={index} data-testid="admin-banner">
          <legend>
            Banner {index + 1}
            {banner.title ? `: ${banner.title}` : ''}
          </legend>
          {bannerError(index) ? (
            <Alert tone="danger" role="alert">
              {bannerError(index)}
            </Alert>
          ) : null}
          <Input label="Kód (malá písmena, číslice, pomlčky)" name={`id-${index}`} value={banner.id} onChange={(e) => change(index, { id: e.target.value })} />
          <Input label="Nadpis" name={`title-${index}`} value={banner.title} onChange={(e) => change(index, { title: e.target.value })} />
          <Textarea label="Text" name={`text-${index}`} value={banner.text} onChange={(e) => change(index, { text: e.target.value })} />
          <Input label="Odkaz (adresa na e-shopu, např. /akce)" name={`to-${index}`} value={banner.to} onChange={(e) => change(index, { to: e.target.value })} />
          <Input label="Text tlačítka" name={`cta-${index}`} value={banner.cta} onChange={(e) => change(index, { cta: e.target.value })} />
          <Input label="Obrázek (adresa na e-shopu, nepovinné)" name={`image-${index}`} value={banner.image} onChange={(e) => change(index, { image: e.target.value })} />
          <ListItemControls index={index} count={banners.length} noun="banner" onMove={(by) => move(index, by)} onRemove={() => remove(index)} />
        </fieldset>
      ))}
      <ListFormFooter error={errors.banners} addLabel="Přidat banner" onAdd={() => add(EMPTY)} saveLabel="Uložit bannery" saving={saving.loading} notice={notice} />
    </form>
  );
}

function BannersPage() {
  const { data, error, loading } = useAdminBannersQuery({ fetchPolicy: 'network-only' });
  return (
    <>
      <h1>Obsah: bannery na úvodní stránce</h1>
      <p>
        <Link to="/obsah">Informační lišty</Link> · <Link to="/obsah/clanky">Články</Link> · <Link to="/obsah/navigace">Navigace</Link>
      </p>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {!data && loading ? <p role="status">Načítám…</p> : null}
      {data ? <BannersEditor initial={data.banners} /> : null}
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['content']}>
      <BannersPage />
    </RequireRole>
  );
}
