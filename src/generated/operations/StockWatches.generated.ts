/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type StockWatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type StockWatchesQuery = { stockWatches: Array<{ __typename: 'StockWatch', id: string, sku: string, productName: string, productUrl: string | null, email: string, quantity: number | null, createdAt: string, expiresAt: string, notifiedAt: string | null, state: string, stateText: string }> };


export const StockWatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StockWatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockWatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockWatchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockWatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockWatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productUrl"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"notifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}}]}}]} as unknown as DocumentNode;

/**
 * __useStockWatchesQuery__
 *
 * To run a query within a React component, call `useStockWatchesQuery` and pass it any options that fit your needs.
 * When your component renders, `useStockWatchesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStockWatchesQuery({
 *   variables: {
 *   },
 * });
 */
export function useStockWatchesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StockWatchesQuery, StockWatchesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StockWatchesQuery, StockWatchesQueryVariables>(StockWatchesDocument, options);
      }
export function useStockWatchesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StockWatchesQuery, StockWatchesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StockWatchesQuery, StockWatchesQueryVariables>(StockWatchesDocument, options);
        }
// @ts-ignore
export function useStockWatchesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StockWatchesQuery, StockWatchesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StockWatchesQuery, StockWatchesQueryVariables>;
export function useStockWatchesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StockWatchesQuery, StockWatchesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StockWatchesQuery | undefined, StockWatchesQueryVariables>;
export function useStockWatchesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StockWatchesQuery, StockWatchesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StockWatchesQuery, StockWatchesQueryVariables>(StockWatchesDocument, options);
        }
export type StockWatchesQueryHookResult = ReturnType<typeof useStockWatchesQuery>;
export type StockWatchesLazyQueryHookResult = ReturnType<typeof useStockWatchesLazyQuery>;
export type StockWatchesSuspenseQueryHookResult = ReturnType<typeof useStockWatchesSuspenseQuery>;
export type StockWatchesQueryResult = ApolloReactCommon.QueryResult<StockWatchesQuery, StockWatchesQueryVariables>;