import { ApolloProvider } from '@apollo/client';
import { useMemo, type ReactNode } from 'react';
import type { AppApolloClient } from './apollo/client';
import type { Session } from './apollo/session';
import { AppContextProvider } from './app-context';

export function AppProviders({
  client,
  session,
  shopName,
  publicUrl,
  unsupportedBrowser = null,
  children,
}: {
  client: AppApolloClient;
  session: Session;
  shopName: string;
  publicUrl: string;
  unsupportedBrowser?: string | null;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ session, shopName, publicUrl, unsupportedBrowser }), [session, shopName, publicUrl, unsupportedBrowser]);
  return (
    <ApolloProvider client={client}>
      <AppContextProvider value={value}>{children}</AppContextProvider>
    </ApolloProvider>
  );
}
