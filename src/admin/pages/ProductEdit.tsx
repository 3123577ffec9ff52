// One product's edit: name, description, EAN, VAT, stock, on sale, parameters, prices without VAT
// per price group with quantity tiers, categories. The server checks everything again (domain
// checkProductEdit) and answers errors per field; a price change writes the price history the
// storefront's 30-day lowest price is read from. Below: the price periods and the audit log.
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  useAdminCatalogueOptionsQuery,
  useAdminCatalogueProductQuery,
  useAdminUpdateCatalogueProductMutation,
  type AdminCatalogueOptionsQuery,
  type AdminProductFieldsFragment,
} from '../../generated/admin/operations';
import { CATALOGUE_MESSAGES, csvKc } from '../../domain/admin-catalogue';
import { parseKcInput } from '../../domain/money';
import { Alert } from '../../client/ui/Alert';
import { SavedNotice } from '../SavedNotice';
import { Button, ButtonLink } from '../../client/ui/Button';
import { Checkbox, Input, Select, Textarea } from '../../client/ui/Field';
import { formatCzk, formatDateTime } from '../format';
import { RequireRole } from '../session';
import { TableScroll } from '../TableScroll';

type Options = AdminCatalogueOptionsQuery['catalogueOptions'];
type ParameterDraft = { code: string; name: string; value: string; unit: string };
type TierDraft = { priceGroup: string; packType: string; minQuantity: string; price: string };
type Draft = {
  name: string;
  description: string;
  ean: string;
  vatRate: string;
  onSale: boolean;
  stockState: string;
  stockQuantity: string;
  parameters: ParameterDraft[];
  prices: Record<string, string>;
  tiers: TierDraft[];
  categoryHashes: string[];
  mainCategoryHash: string;
};

function draftOf(p: AdminProductFieldsFragment): Draft {
  return {
    name: p.name,
    description: p.description,
    ean: p.ean ?? '',
    vatRate: String(p.vatRate),
    onSale: p.onSale,
    stockState: p.stockState ?? '',
    stockQuantity: String(p.stockQuantity),
    parameters: p.parameters.map((x) => ({ code: x.code, name: x.name, value: x.value, unit: x.unit ?? '' })),
    prices: Object.fromEntries(p.prices.map((x) => [x.priceGroup, csvKc(x.price)])),
    tiers: p.tiers.map((t) => ({ priceGroup: t.priceGroup, packType: t.packType, minQuantity: String(t.minQuantity), price: csvKc(t.price) })),
    categoryHashes: p.categoryHashes,
    mainCategoryHash: p.mainCategoryHash ?? '',
  };
}

const PACK_OPTIONS = [
  { value: 'pcs', label: 'kusy' },
  { value: 'carton', label: 'kartony' },
];

function ProductForm({ product, options, onSaved }: { product: AdminProductFieldsFragment; options: Options; onSaved: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [save, saving] = useAdminUpdateCatalogueProductMutation();
  const groups = options.priceGroups;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setParameter = (i: number, change: Partial<ParameterDraft>) => set('parameters', draft.parameters.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const setTier = (i: number, change: Partial<TierDraft>) => set('tiers', draft.tiers.map((t, j) => (j === i ? { ...t, ...change } : t)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const local: Record<string, string> = {};
    const prices = groups.map((g) => {
      const text = (draft.prices[g.id] ?? '').trim();
      const price = text === '' ? null : (parseKcInput(text) ?? -1);
      if (price === -1) local[`prices.${g.id}`] = CATALOGUE_MESSAGES.priceInvalid;
      return { priceGroup: g.id, price: price === -1 ? null : price };
    });
    const tiers = draft.tiers.map((t, i) => {
      const price = parseKcInput(t.price);
      const minQuantity = /^\d+$/.test(t.minQuantity.trim()) ? Number(t.minQuantity.trim()) : -1;
      if (price === undefined) local[`tiers.${i}`] = CATALOGUE_MESSAGES.priceInvalid;
      else if (minQuantity < 0) local[`tiers.${i}`] = CATALOGUE_MESSAGES.tierQuantityInvalid;
      return { priceGroup: t.priceGroup, packType: t.packType, minQuantity, price: price ?? 0 };
    });
    const quantity = draft.stockQuantity.trim();
    if (!/^\d+$/.test(quantity)) local.stockQuantity = CATALOGUE_MESSAGES.stockQuantityInvalid;
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    const { data } = await save({
      variables: {
        input: {
          sku: product.sku,
          name: draft.name,
          description: draft.description,
          ean: draft.ean.trim() === '' ? null : draft.ean,
          vatRate: Number(draft.vatRate),
          onSale: draft.onSale,
          stockState: draft.stockState,
          stockQuantity: Number(quantity),
          parameters: draft.parameters.map((p) => ({ code: p.code, name: p.name, value: p.value, unit: p.unit.trim() === '' ? null : p.unit })),
          prices,
          tiers,
          categoryHashes: draft.categoryHashes,
          mainCategoryHash: draft.mainCategoryHash || null,
        },
      },
    });
    const result = data?.updateCatalogueProduct;
    if (result?.ok) {
      setErrors({});
      if (result.product) setDraft(draftOf(result.product));
      setNotice('Změny jsou uložené.');
      // AdminProduct has no id for Apollo's cache: the page's query (history, price periods) is read again.
      onSaved();
    } else {
      setErrors(Object.fromEntries((result?.errors ?? []).map((e) => [e.field ?? 'form', e.message])));
    }
  };

  const categoryName = (hash: string) => options.categories.find((c) => c.hash === hash)?.name ?? hash;
  const errorList = Object.entries(errors);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Úprava produktu ${product.sku}`}>
      {errorList.length > 0 ? (
        <Alert tone="danger" title="Změny nejsou uložené" role="alert">
          Opravte prosím označená pole ({errorList.length}).
          {errors.form ? ` ${errors.form}` : ''}
        </Alert>
      ) : null}
      <SavedNotice notice={notice} />

      <section className="admin-card" aria-labelledby="product-basics">
        <h2 id="product-basics">Základní údaje</h2>
        <Input label="Název" name="name" required value={draft.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <Textarea label="Popis (HTML)" name="description" rows={6} value={draft.description} error={errors.description} onChange={(e) => set('description', e.target.value)} />
        <Input label="EAN" name="ean" inputMode="numeric" value={draft.ean} error={errors.ean} onChange={(e) => set('ean', e.target.value)} />
        <Select label="Sazba DPH" name="vatRate" value={draft.vatRate} error={errors.vatRate} onChange={(e) => set('vatRate', e.target.value)} options={options.vatRates.map((r) => ({ value: String(r), label: `${r} %` }))} />
        <Checkbox label="V prodeji" name="onSale" checked={draft.onSale} onChange={(e) => set('onSale', e.target.checked)} />
      </section>

      <section className="admin-card" aria-labelledby="product-stock">
        <h2 id="product-stock">Sklad</h2>
        <Select
          label="Stav skladu"
          name="stockState"
          value={draft.stockState}
          error={errors.stockState}
          onChange={(e) => set('stockState', e.target.value)}
          options={[{ value: '', label: 'Neuvedeno (služba)' }, ...options.stockStates.map((s) => ({ value: s.code, label: s.text }))]}
        />
        <Input label="Množství skladem (ks)" name="stockQuantity" inputMode="numeric" value={draft.stockQuantity} error={errors.stockQuantity} onChange={(e) => set('stockQuantity', e.target.value)} />
      </section>

      <section className="admin-card" aria-labelledby="product-prices">
        <h2 id="product-prices">Ceny bez DPH</h2>
        <p className="admin-muted">Cena s DPH se dopočítá ze sazby DPH. Prázdné pole: produkt v této cenové skupině nemá cenu.</p>
        {errors.prices ? (
          <p className="field__error" role="alert">
            {errors.prices}
          </p>
        ) : null}
        {groups.map((g) => {
          const current = product.prices.find((p) => p.priceGroup === g.id);
          return (
            <Input
              key={g.id}
              label={`Cena bez DPH – ${g.name} (Kč)`}
              name={`price-${g.id}`}
              inputMode="decimal"
              value={draft.prices[g.id] ?? ''}
              error={errors[`prices.${g.id}`]}
              hint={current ? `Nyní s DPH ${formatCzk(current.priceWithTax)}` : undefined}
              onChange={(e) => set('prices', { ...draft.prices, [g.id]: e.target.value })}
            />
          );
        })}
        <fieldset className="admin-fieldset">
          <legend>Množstevní ceny</legend>
          {draft.tiers.map((t, i) => (
            <div className="admin-filters" key={i} role="group" aria-label={`Množstevní cena ${i + 1}`}>
              <Select label="Cenová skupina" value={t.priceGroup} onChange={(e) => setTier(i, { priceGroup: e.target.value })} options={groups.map((g) => ({ value: g.id, label: g.name }))} />
              <Select label="Balení" value={t.packType} onChange={(e) => setTier(i, { packType: e.target.value })} options={PACK_OPTIONS} />
              <Input label="Od množství" inputMode="numeric" value={t.minQuantity} onChange={(e) => setTier(i, { minQuantity: e.target.value })} />
              <Input label="Cena bez DPH (Kč)" inputMode="decimal" value={t.price} error={errors[`tiers.${i}`]} onChange={(e) => setTier(i, { price: e.target.value })} />
              <Button type="button" size="sm" variant="ghost" onClick={() => set('tiers', draft.tiers.filter((_, j) => j !== i))}>
                Odebrat množstevní cenu {i + 1}
              </Button>
            </div>
          ))}
          <Button type="button" size="sm" onClick={() => set('tiers', [...draft.tiers, { priceGroup: groups[0]?.id ?? '', packType: 'pcs', minQuantity: '', price: '' }])}>
            Přidat množstevní cenu
          </Button>
        </fieldset>
      </section>

      <section className="admin-card" aria-labelledby="product-parameters">
        <h2 id="product-parameters">Parametry</h2>
        {errors.parameters ? (
          <p className="field__error" role="alert">
            {errors.parameters}
          </p>
        ) : null}
        {draft.parameters.map((p, i) => (
          <div className="admin-filters" key={i} role="group" aria-label={`Parametr ${i + 1}`}>
            <Input label="Kód" value={p.code} onChange={(e) => setParameter(i, { code: e.target.value })} />
            <Input label="Název" value={p.name} onChange={(e) => setParameter(i, { name: e.target.value })} />
            <Input label="Hodnota" value={p.value} error={errors[`parameters.${i}`]} onChange={(e) => setParameter(i, { value: e.target.value })} />
            <Input label="Jednotka" value={p.unit} onChange={(e) => setParameter(i, { unit: e.target.value })} />
            <Button type="button" size="sm" variant="ghost" onClick={() => set('parameters', draft.parameters.filter((_, j) => j !== i))}>
              Odebrat parametr {i + 1}
            </Button>
          </div>
        ))}
        <Button type="button" size="sm" onClick={() => set('parameters', [...draft.parameters, { code: '', name: '', value: '', unit: '' }])}>
          Přidat parametr
        </Button>
      </section>

      <section className="admin-card" aria-labelledby="product-categories">
        <h2 id="product-categories">Kategorie</h2>
        <Select
          label="Hlavní kategorie"
          name="mainCategoryHash"
          value={draft.mainCategoryHash}
          error={errors.mainCategoryHash}
          onChange={(e) => set('mainCategoryHash', e.target.value)}
          options={[{ value: '', label: 'První vybraná' }, ...draft.categoryHashes.map((h) => ({ value: h, label: categoryName(h) }))]}
        />
        <fieldset className="admin-fieldset admin-categories">
          <legend>Zařazení do kategorií</legend>
          {errors.categoryHashes ? (
            <p className="field__error" role="alert">
              {errors.categoryHashes}
            </p>
          ) : null}
          {options.categories.map((c) => (
            <Checkbox
              key={c.hash}
              label={`${'– '.repeat(Math.max(0, c.depth - 1))}${c.name}`}
              checked={draft.categoryHashes.includes(c.hash)}
              onChange={(e) => set('categoryHashes', e.target.checked ? [...draft.categoryHashes, c.hash] : draft.categoryHashes.filter((h) => h !== c.hash))}
            />
          ))}
        </fieldset>
      </section>

      <div className="admin-actions">
        <Button type="submit" variant="primary" loading={saving.loading}>
          Uložit změny
        </Button>
        <Button type="button" variant="ghost" onClick={() => { setDraft(draftOf(product)); setErrors({}); setNotice(null); }}>
          Zahodit změny
        </Button>
      </div>
    </form>
  );
}

function ProductEditPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useAdminCatalogueProductQuery({ variables: { sku: id }, fetchPolicy: 'cache-and-network' });
  const options = useAdminCatalogueOptionsQuery();
  const product = data?.catalogueProduct;
  if (error && !product) return <Alert tone="danger">{error.message}</Alert>;
  if (!data || !options.data) return <p role="status">Načítám…</p>;
  if (!product) return <Alert tone="warning">{CATALOGUE_MESSAGES.notFound}</Alert>;
  return (
    <>
      <p>
        <Link to="/katalog">← Katalog</Link>
      </p>
      <h1>{product.name}</h1>
      <div className="admin-actions">
        <span className="admin-muted">Kód {product.sku}</span>
        <a href={product.url} target="_blank" rel="noreferrer">
          Zobrazit v obchodě
        </a>
        <ButtonLink to={`/katalog/${encodeURIComponent(product.sku)}/obrazky`} size="sm">
          Obrázky
        </ButtonLink>
      </div>
      <ProductForm key={product.sku} product={product} options={options.data.catalogueOptions} onSaved={() => void refetch()} />

      <section className="admin-card" aria-labelledby="price-history">
        <h2 id="price-history">Historie cen</h2>
        <TableScroll label="Historie cen">
          <table className="admin-table" data-testid="price-history">
            <caption className="visually-hidden">Historie cen</caption>
            <thead>
              <tr>
                <th scope="col">Skupina</th>
                <th scope="col">Bez DPH</th>
                <th scope="col">S DPH</th>
                <th scope="col">Od</th>
                <th scope="col">Do</th>
              </tr>
            </thead>
            <tbody>
              {product.priceHistory.map((h) => (
                <tr key={`${h.priceGroup}-${h.validFrom}`}>
                  <td>{h.priceGroup}</td>
                  <td>{formatCzk(h.price)}</td>
                  <td>{formatCzk(h.priceWithTax)}</td>
                  <td>{formatDateTime(h.validFrom)}</td>
                  <td>{h.validTo ? formatDateTime(h.validTo) : 'platí'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section className="admin-card" aria-labelledby="product-history">
        <h2 id="product-history">Historie změn</h2>
        {product.history.length === 0 ? <p className="admin-muted">Zatím bez změn v administraci.</p> : null}
        <ul data-testid="product-history">
          {product.history.map((h) => (
            <li key={h.id}>
              {formatDateTime(h.at)} – {h.staffEmail} – {h.action}
              <br />
              <small className="admin-break">
                {h.before ?? '—'} → {h.after ?? '—'}
              </small>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['catalogue']}>
      <ProductEditPage />
    </RequireRole>
  );
}
