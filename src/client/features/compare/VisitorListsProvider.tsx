import type { ReactNode } from 'react';
import { useVisitorListsProviderValue, VisitorListsContext } from './useVisitorLists';

/** Watches the visitor's lists once for the whole page (see useVisitorLists.ts); inside the ToastProvider. */
export function VisitorListsProvider({ children }: { children: ReactNode }) {
  const value = useVisitorListsProviderValue();
  return <VisitorListsContext.Provider value={value}>{children}</VisitorListsContext.Provider>;
}
