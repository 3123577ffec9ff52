// A product's photographs (issue 16): upload (JPEG, PNG, WebP; the server renders WebP and JPEG at
// 320–1280 px), alt text, order (the first is the main picture) and deletion; role catalogue.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  useAdminProductImagesQuery,
  useDeleteProductImageMutation,
  useReorderProductImagesMutation,
  useSetProductImageAltMutation,
} from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Input } from '../../client/ui/Field';
import { RequireRole } from '../session';

type Notice = { tone: 'success' | 'danger'; text: string } | null;
type Outcome = { ok: boolean; errors: { message: string }[] } | undefined;

function AltForm({ imageId, alt, onDone }: { imageId: string; alt: string; onDone: (n: Notice) => void }) {
  const [value, setValue] = useState(alt);
  const [save, saving] = useSetProductImageAltMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { data } = await save({ variables: { imageId, alt: value } });
    const outcome: Outcome = data?.setProductImageAlt;
    onDone(outcome?.ok ? { tone: 'success', text: 'Popis obrázku uložen.' } : { tone: 'danger', text: outcome?.errors[0]?.message ?? 'Popis se nepodařilo uložit.' });
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="admin-inline-form">
      <Input label="Popis obrázku (alt)" value={value} maxLength={300} onChange={(e) => setValue(e.target.value)} />
      <Button type="submit" disabled={saving.loading}>
        Uložit popis
      </Button>
    </form>
  );
}

function ProductImagesPage({ id }: { id: string }) {
  const { data, error, loading, refetch } = useAdminProductImagesQuery({ variables: { productId: id }, fetchPolicy: 'cache-and-network' });
  const [reorder] = useReorderProductImagesMutation();
  const [remove] = useDeleteProductImageMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const [uploading, setUploading] = useState(false);

  if (error) return <Alert tone="danger">{error.message}</Alert>;
  if (!data && loading) return <p role="status">Načítám…</p>;
  const product = data?.productImages;
  if (!product) {
    return (
      <>
        <h1>Produkt nenalezen</h1>
        <p>Produkt neexistuje.</p>
      </>
    );
  }

  // The answer's product has no id for the cache to merge by: read the list again.
  const report = async (outcome: Outcome, success: string) => {
    setNotice(outcome?.ok ? { tone: 'success', text: success } : { tone: 'danger', text: outcome?.errors[0]?.message ?? 'Změnu se nepodařilo uložit.' });
    await refetch();
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setNotice(null);
    try {
      const res = await fetch(`/api/admin/products/${encodeURIComponent(product.sku)}/images`, {
        method: 'POST',
        credentials: 'same-origin',
        // The custom header marks the request as the back office's own (the server refuses uploads without it).
        headers: { 'content-type': file.type || 'application/octet-stream', 'x-cisto-admin': '1' },
        body: file,
      });
      if (res.ok) {
        setNotice({ tone: 'success', text: 'Obrázek nahrán.' });
        await refetch();
      } else {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        setNotice({ tone: 'danger', text: body?.message ?? 'Obrázek se nepodařilo nahrát.' });
      }
    } catch {
      setNotice({ tone: 'danger', text: 'Obrázek se nepodařilo nahrát, zkontrolujte připojení.' });
    } finally {
      setUploading(false);
    }
  };

  const ids = product.images.map((image) => image.id);
  const move = async (index: number, by: -1 | 1) => {
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    order.splice(index + by, 0, moved);
    const { data: answer } = await reorder({ variables: { productId: product.sku, imageIds: order } });
    await report(answer?.reorderProductImages, 'Pořadí uloženo.');
  };
  const drop = async (imageId: string) => {
    const { data: answer } = await remove({ variables: { imageId } });
    await report(answer?.deleteProductImage, 'Obrázek smazán.');
  };

  return (
    <>
      <h1>Obrázky produktu {product.name}</h1>
      <p>
        Kód {product.sku}. Nahrajte fotografii ve formátu JPEG, PNG nebo WebP (nejvýše 10 MB, alespoň 200 × 200 px). První obrázek je hlavní. Produkt bez fotografie
        ukazuje kreslený obrázek.
      </p>
      <div aria-live="polite">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>
      <Input label="Nahrát obrázek" type="file" accept="image/jpeg,image/png,image/webp" disabled={uploading} onChange={(e) => void upload(e)} />
      {uploading ? <p role="status">Nahrávám…</p> : null}
      {product.images.length === 0 ? (
        <p>Produkt zatím nemá žádnou fotografii.</p>
      ) : (
        <ol className="admin-image-list">
          {product.images.map((image, index) => {
            const smallest = image.variants.find((v) => v.format === 'webp') ?? image.variants[0];
            return (
              <li key={image.id}>
                {smallest ? <img src={smallest.url} alt={image.alt} width={160} height={Math.round((160 * image.height) / image.width)} loading="lazy" /> : null}
                <p>
                  {index === 0 ? 'Hlavní obrázek, ' : ''}
                  {image.width} × {image.height} px
                </p>
                <AltForm key={image.alt} imageId={image.id} alt={image.alt} onDone={(n) => {
                    setNotice(n);
                    void refetch();
                  }}
                />
                <Button type="button" variant="secondary" disabled={index === 0} onClick={() => void move(index, -1)} aria-label={`Posunout obrázek ${index + 1} výš`}>
                  Výš
                </Button>
                <Button type="button" variant="secondary" disabled={index === ids.length - 1} onClick={() => void move(index, 1)} aria-label={`Posunout obrázek ${index + 1} níž`}>
                  Níž
                </Button>
                <Button type="button" variant="danger" onClick={() => void drop(image.id)} aria-label={`Smazat obrázek ${index + 1}`}>
                  Smazat
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireRole roles={['catalogue']}>
      <ProductImagesPage id={id} />
    </RequireRole>
  );
}
