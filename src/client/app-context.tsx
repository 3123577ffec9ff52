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

/** Re-renders when the session learns a checkout id or a new price type. */
export function useSessionSnapshot(): SessionSnapshot {
  const { session } = useAppContext();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

export function usePricesType(): SessionSnapshot['pricesType'] {
  return useSessionSnapshot().pricesType;
}
