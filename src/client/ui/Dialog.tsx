// Modal dialog on Radix Dialog, loaded when a dialog first opens (DialogRadix.tsx): a page's first
// load carries no dialog code. Until then only the trigger (uncontrolled use) is rendered; after
// that Radix stays mounted, so closing animates and focus returns as usual.
//   <Dialog open={open} onOpenChange={setOpen} title="Sdílet košík" description="…">…</Dialog>
//   <Dialog trigger={<Button>Otevřít</Button>} title="…">…</Dialog>   (uncontrolled)
import { cloneElement, isValidElement, Suspense, useContext, useState, type ReactElement } from 'react';
import { DialogCloseContext, type DialogCloseProps, type DialogProps } from './dialog-context';
import { lazyOnUse } from './lazy-on-use';

export type { DialogProps };

export const radixDialog = lazyOnUse<DialogProps>(() => import('./DialogRadix'));
const DialogRadix = radixDialog.Component;
const loadDialog = radixDialog.preload;

export function Dialog(props: DialogProps) {
  const [innerOpen, setInnerOpen] = useState(props.defaultOpen ?? false);
  const open = props.open ?? innerOpen;
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const onOpenChange = (next: boolean) => {
    setInnerOpen(next);
    props.onOpenChange?.(next);
  };
  const plainTrigger = isValidElement(props.trigger)
    ? cloneElement(props.trigger as ReactElement<{ onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }>, {
        onPointerEnter: () => void loadDialog(),
        onFocus: () => void loadDialog(),
        onClick: () => onOpenChange(true),
      })
    : (props.trigger ?? null);
  if (!used) return plainTrigger;
  return (
    <Suspense fallback={plainTrigger}>
      <DialogRadix {...props} open={open} defaultOpen={undefined} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** Wrap a button inside a dialog footer to close it: <DialogClose asChild><Button>Zrušit</Button></DialogClose>. */
export function DialogClose(props: DialogCloseProps) {
  const Close = useContext(DialogCloseContext);
  return Close ? <Close {...props} /> : <>{props.children}</>;
}
