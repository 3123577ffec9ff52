// Toasts (top-right) on Radix Toast: announced to screen readers, paused on hover and focus,
// swipe to dismiss, F8 jumps to the region. Anywhere below <ToastProvider>:
//   const toast = useToast();
//   toast.success('Byl jste úspěšně přihlášen k newsletteru.');
//   toast.error('…'); toast.show({ title, description, tone, duration });
import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyOnUse } from './lazy-on-use';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds; default 5000. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

export interface ToastRegionProps {
  toasts: readonly ToastEntry[];
  onClose(id: number): void;
  onRemove(id: number): void;
}

export interface ToastApi {
  show(options: ToastOptions): void;
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
  warning(title: string, description?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export const radixToasts = lazyOnUse<ToastRegionProps>(() => import('./ToastRegion'));
const ToastRegion = radixToasts.Component;

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
  // Radix Toast is loaded with the first toast (not in the first load of a page); once loaded
  // its region stays mounted, so later toasts animate in and out as usual.
  const [loaded, setLoaded] = useState(false);
  if (toasts.length > 0 && !loaded) setLoaded(true);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onClose={close} onRemove={remove} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside <ToastProvider>');
  return api;
}
