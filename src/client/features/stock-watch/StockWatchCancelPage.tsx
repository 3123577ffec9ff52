// /hlidani-dostupnosti/zrusit?token=… (issue 16, noindex): the link in the watchdog e-mail. The
// visitor confirms with a button, so a mail scanner that opens the link cancels nothing.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STOCK_WATCH_TEXTS } from '../../domain';
import { Alert, Button, PageTitle } from '../../ui';
import { useStockWatchLinkCancel, type LinkCancelOutcome } from './useStockWatch';

const t = STOCK_WATCH_TEXTS;

export function StockWatchCancelPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { cancelByLink, cancelling } = useStockWatchLinkCancel();
  const [outcome, setOutcome] = useState<LinkCancelOutcome | null>(null);

  return (
    <section className="page" data-testid="stock-watch-cancel-page">
      <PageTitle name={t.cancelPageTitle} />
      <h1>{t.cancelPageTitle}</h1>
      {!token ? (
        <Alert tone="danger">{t.invalidLink}</Alert>
      ) : outcome?.ok ? (
        <Alert tone="success" role="status">
          {(outcome.cancelled > 0 ? t.cancelPageDone : t.cancelPageNone).replace('{email}', outcome.email)}
        </Alert>
      ) : (
        <>
          {outcome ? (
            <Alert tone="danger" role="alert">
              {outcome.message}
            </Alert>
          ) : null}
          <p>{t.cancelPageQuestion}</p>
          <Button variant="primary" loading={cancelling} onClick={() => void cancelByLink(token).then(setOutcome)} data-testid="stock-watch-cancel-confirm">
            {t.cancelAll}
          </Button>
        </>
      )}
    </section>
  );
}
