import { lazy, Suspense, useState } from 'react';
import { detailMessages } from '../../../texts/detail';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Skeleton } from '../../../ui/Skeleton';

// zod and react-hook-form stay out of the product page chunk until the dialog opens.
const ProductDemandForm = lazy(() => import('./ProductDemandForm'));

export function ProductDemand({ sku, productName, quantity }: { sku: string; productName: string; quantity: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="demand-open">
        {detailMessages.demand}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={detailMessages.demand} description={`${productName} — ${detailMessages.demandIntro}`}>
        {open ? (
          <Suspense fallback={<Skeleton lines={4} />}>
            <ProductDemandForm sku={sku} productName={productName} defaultQuantity={quantity} onSent={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
