// /profil/hlidani-dostupnosti (issue 16): the customer's stock watches — product, since when,
// quantity, until when, state — with "Zrušit hlídání" on the pending ones.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatNumber, STOCK_WATCH_TEXTS } from '../../domain';
import { Alert, Button, EmptyState, PageTitle, Skeleton, useToast } from '../../ui';
import { useStockWatches } from './useStockWatch';

const t = STOCK_WATCH_TEXTS;

export function ProfileStockWatchesPage() {
  const { watches, loading, cancel } = useStockWatches();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onCancel = async (id: string) => {
    setBusy(id);
    setError(null);
    const failure = await cancel(id);
    setBusy(null);
    if (failure) setError(failure);
    else toast.success(t.cancelled);
  };

  return (
    <section className="profile-page" data-testid="stock-watches">
      <PageTitle name={t.profileTitle} />
      <h1>{t.profileTitle}</h1>
      <p className="lead">{t.profileIntro}</p>
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {watches.length === 0 && loading ? (
        <Skeleton lines={4} />
      ) : watches.length > 0 ? (
        <table className="profile-table profile-table--cards" data-testid="stock-watches-table">
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col">{t.since}</th>
              <th scope="col">{t.quantityColumn}</th>
              <th scope="col">{t.until}</th>
              <th scope="col">{t.state}</th>
              <th scope="col">
                <span className="visually-hidden">{t.cancel}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {watches.map((watch) => (
              <tr key={watch.id} data-testid={`stock-watch-${watch.sku}`}>
                <td>{watch.productUrl ? <Link to={watch.productUrl}>{watch.productName}</Link> : watch.productName}</td>
                <td data-label={t.since}>{formatDate(watch.createdAt)}</td>
                <td data-label={t.quantityColumn}>{watch.quantity === null ? t.anyQuantity : `${formatNumber(watch.quantity, 0)} ks`}</td>
                <td data-label={t.until}>{formatDate(watch.expiresAt)}</td>
                <td data-label={t.state} data-state={watch.state}>
                  {watch.stateText}
                </td>
                <td>
                  {watch.state === 'active' ? (
                    <Button size="sm" loading={busy === watch.id} onClick={() => void onCancel(watch.id)} data-testid={`stock-watch-cancel-${watch.sku}`}>
                      {t.cancel}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <EmptyState title={t.empty} />
      )}
    </section>
  );
}
