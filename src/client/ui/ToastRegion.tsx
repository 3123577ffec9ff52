// The toasts themselves on Radix Toast, loaded by <ToastProvider> (Toast.tsx) with the first toast.
import * as RadixToast from '@radix-ui/react-toast';
import { messages } from '../messages';
import { Icon } from './Icon';
import { cx } from './cx';
import type { ToastRegionProps } from './Toast';

const DEFAULT_DURATION = 5000;

export default function ToastRegion({ toasts, onClose, onRemove }: ToastRegionProps) {
  return (
    <RadixToast.Provider swipeDirection="right" label={messages.ui.notifications}>
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          duration={t.duration ?? DEFAULT_DURATION}
          type={t.tone === 'error' ? 'foreground' : 'background'}
          className={cx('toast', `toast--${t.tone ?? 'info'}`)}
          onOpenChange={(open) => {
            if (!open) {
              onClose(t.id);
              // Leave time for the exit animation before unmounting.
              setTimeout(() => onRemove(t.id), 200);
            }
          }}
          data-testid="toast"
        >
          <span className="toast__icon" aria-hidden="true">
            <Icon name={t.tone === 'success' ? 'check' : t.tone === 'info' ? 'info' : 'alert'} />
          </span>
          <div className="toast__body">
            <RadixToast.Title className="toast__title">{t.title}</RadixToast.Title>
            {t.description ? <RadixToast.Description className="toast__description">{t.description}</RadixToast.Description> : null}
          </div>
          <RadixToast.Close className="toast__close" aria-label={messages.ui.close}>
            <Icon name="close" size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" />
    </RadixToast.Provider>
  );
}
