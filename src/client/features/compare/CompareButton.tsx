import { useState } from 'react';
import { messages } from '../../messages';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { useAddToCompare, useVisitorLists } from './useVisitorLists';

/**
 * "Porovnat" as shops show it: an outlined button with the compare arrows; once compared it
 * says "V porovnání" with a tick (a second click only warns, as the spec wants).
 */
export function CompareButton({ sku, className }: { sku: string; className?: string }) {
  const compared = useVisitorLists().compare.includes(sku);
  const add = useAddToCompare();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="ghost"
      className={cx('compare-button', compared && 'compare-button--active', className)}
      aria-pressed={compared}
      loading={busy}
      icon={<Icon name={compared ? 'check' : 'compare'} size={16} />}
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
