// What every component may know about the app besides the Apollo cache: the visitor session
// (checkout id and price type, never the token) and the shop name for page titles.
// Cart data is NOT here: it lives only in the normalised Apollo cache.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Session, SessionSnapshot } from './apollo/session';

export interface AppContextValue {
  session: Session;
  shopName: string;
  /** The shop's public origin ("https://www.cisto.cz"): absolute URLs in head tags and structured data. */
  publicUrl: string;
  /** Spec id of an unsupported browser, decided by the server; absent or null when supported. */
  unsupportedBrowser?: string | null;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppContextProvider({ value, children }: { value: AppContextValue; children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useAppContext outside AppContextProvider');
  return value;
}

/** Re-renders when the session learns a checkout id, a new price type or a login. */
export function useSessionSnapshot(): SessionSnapshot {
  const { session } = useAppContext();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/**
 * One value of the session, re-rendering only when that value changes: a first visit that gets its
 * checkout id (recording a product view, say) must not re-render every price on the page. The
 * selector returns a primitive (or a reference the session keeps), never a new object.
 */
function useSessionValue<T>(select: (snapshot: SessionSnapshot) => T): T {
  const { session } = useAppContext();
  const read = () => select(session.getSnapshot());
  return useSyncExternalStore(session.subscribe, read, read);
}

const selectPricesType = (snapshot: SessionSnapshot) => snapshot.pricesType;
const selectCheckoutId = (snapshot: SessionSnapshot) => snapshot.checkoutId;
const selectLoggedIn = (snapshot: SessionSnapshot) => Boolean(snapshot.customer);

export function usePricesType(): SessionSnapshot['pricesType'] {
  return useSessionValue(selectPricesType);
}

/** The visitor's checkout id; null until they have a session. */
export function useCheckoutId(): string | null {
  return useSessionValue(selectCheckoutId);
}

/** Whether a customer is logged in. */
export function useLoggedIn(): boolean {
  return useSessionValue(selectLoggedIn);
}
