// "Hlídat dostupnost" on a product that is not in stock (canWatchStock): a button that opens an
// accessible dialog (Radix, loaded on open) with the form; the form's chunk (react-hook-form, zod)
// loads only then.
import { lazy, Suspense, useState } from 'react';
import { STOCK_WATCH_TEXTS } from '../../domain';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Skeleton } from '../../ui/Skeleton';

const StockWatchForm = lazy(() => import('./StockWatchForm'));

export function StockWatchButton({ sku, productName }: { sku: string; productName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="stock-watch-open">
        {STOCK_WATCH_TEXTS.action}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={STOCK_WATCH_TEXTS.action} description={`${productName} — ${STOCK_WATCH_TEXTS.intro}`}>
        {open ? (
          <Suspense fallback={<Skeleton lines={3} />}>
            <StockWatchForm sku={sku} onDone={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
