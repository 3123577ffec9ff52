// Toasts (top-right) on Radix Toast: announced to screen readers, paused on hover and focus,
// swipe to dismiss, F8 jumps to the region. Anywhere below <ToastProvider>:
//   const toast = useToast();
//   toast.success('Byl jste úspěšně přihlášen k newsletteru.');
//   toast.error('…'); toast.show({ title, description, tone, duration });
import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { messages } from '../messages';
import { Icon } from './Icon';
import { cx } from './cx';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds; default 5000. */
  duration?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

export interface ToastApi {
  show(options: ToastOptions): void;
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
  warning(title: string, description?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const DEFAULT_DURATION = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const next = useRef(1);
  const show = useCallback((options: ToastOptions) => {
    const id = next.current++;
    setToasts((list) => [...list.slice(-4), { ...options, id, open: true }]);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (title, description) => show({ title, description, tone: 'success' }),
      error: (title, description) => show({ title, description, tone: 'error' }),
      info: (title, description) => show({ title, description, tone: 'info' }),
      warning: (title, description) => show({ title, description, tone: 'warning' }),
    }),
    [show],
  );
  const close = (id: number) => setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  const remove = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider swipeDirection="right" label={messages.ui.notifications}>
        {children}
        {toasts.map((t) => (
          <RadixToast.Root
            key={t.id}
            open={t.open}
            duration={t.duration ?? DEFAULT_DURATION}
            type={t.tone === 'error' ? 'foreground' : 'background'}
            className={cx('toast', `toast--${t.tone ?? 'info'}`)}
            onOpenChange={(open) => {
              if (!open) {
                close(t.id);
                // Leave time for the exit animation before unmounting.
                setTimeout(() => remove(t.id), 200);
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
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside <ToastProvider>');
  return api;
}
