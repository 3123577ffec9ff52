import { ApolloProvider } from '@apollo/client';
import { useMemo, type ReactNode } from 'react';
import type { AppApolloClient } from './apollo/client';
import type { Session } from './apollo/session';
import { AppContextProvider } from './app-context';

export function AppProviders({
  client,
  session,
  shopName,
  children,
}: {
  client: AppApolloClient;
  session: Session;
  shopName: string;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ session, shopName }), [session, shopName]);
  return (
    <ApolloProvider client={client}>
      <AppContextProvider value={value}>{children}</AppContextProvider>
    </ApolloProvider>
  );
}
