import { useState } from 'react';
import { messages } from '../../messages';
import { Button } from '../../ui/Button';
import { useCompare } from './useCompare';

/** "Porovnat"; once compared it says so (a second click only warns, as the spec wants). */
export function CompareButton({ sku }: { sku: string }) {
  const { isCompared, add } = useCompare();
  const [busy, setBusy] = useState(false);
  const compared = isCompared(sku);
  return (
    <Button
      size="sm"
      variant="ghost"
      className="compare-button"
      aria-pressed={compared}
      loading={busy}
      data-testid="compare-add"
      onClick={() => {
        setBusy(true);
        void add(sku).finally(() => setBusy(false));
      }}
    >
      {compared ? messages.compare.inList : messages.compare.add}
    </Button>
  );
}
