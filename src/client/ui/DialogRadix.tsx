// The modal dialog itself on Radix Dialog (focus trap, Escape, scroll lock, aria wiring: none of it
// hand-rolled), loaded by <Dialog> (Dialog.tsx) when a dialog first opens.
import * as RadixDialog from '@radix-ui/react-dialog';
import { messages } from '../messages';
import { DialogCloseContext, type DialogProps } from './dialog-context';
import { Icon } from './Icon';
import { cx } from './cx';

export default function DialogRadix({ title, description, children, footer, open, defaultOpen, onOpenChange, trigger, size = 'md', variant = 'modal', className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogCloseContext.Provider value={RadixDialog.Close}>
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
      </DialogCloseContext.Provider>
    </RadixDialog.Root>
  );
}
