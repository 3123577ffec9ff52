// The back office's own Apollo client: /api/admin/gql with the staff session cookie (same origin),
// never the storefront's token. Lists and details are read fresh (network first): staff act on
// the current state of an order.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export function createAdminApollo(): ApolloClient<unknown> {
  return new ApolloClient({
    link: new HttpLink({ uri: '/api/admin/gql', credentials: 'same-origin' }),
    cache: new InMemoryCache({ typePolicies: { Me: { keyFields: [] } } }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'all' }, query: { fetchPolicy: 'network-only', errorPolicy: 'all' } },
  });
}
