// Modal dialog on Radix Dialog (focus trap, Escape, scroll lock, aria wiring: none of it hand-rolled).
//   <Dialog open={open} onOpenChange={setOpen} title="Sdílet košík" description="…">…</Dialog>
//   <Dialog trigger={<Button>Otevřít</Button>} title="…">…</Dialog>   (uncontrolled)
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { messages } from '../messages';
import { Icon } from './Icon';
import { cx } from './cx';

export interface DialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (Zrušit / Potvrdit). */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** An element that opens the dialog (uncontrolled use). */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'drawer': a full-height panel from the left edge (filters on phones), its footer kept in view. */
  variant?: 'modal' | 'drawer';
  className?: string;
}

export function Dialog({ title, description, children, footer, open, defaultOpen, onOpenChange, trigger, size = 'md', variant = 'modal', className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={cx('dialog', variant === 'drawer' ? 'dialog--drawer' : `dialog--${size}`, className)}
          aria-describedby={description ? undefined : undefined}
        >
          <div className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="dialog__close" aria-label={messages.ui.close}>
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description> : null}
          <div className="dialog__body">{children}</div>
          {footer ? <div className="dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a button inside a dialog footer to close it: <DialogClose asChild><Button>Zrušit</Button></DialogClose>. */
export const DialogClose = RadixDialog.Close;
