/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type StatusBarsQueryVariables = Exact<{ [key: string]: never; }>;


export type StatusBarsQuery = { statusBars: Array<{ __typename: 'StatusBar', statusBarId: string, message: string, type: string, closable: boolean, pathList: Array<string> }> | null };


export const StatusBarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatusBars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusBars"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"StatusBar","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/content/status-bars","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusBarId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"closable"}},{"kind":"Field","name":{"kind":"Name","value":"pathList"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStatusBarsQuery__
 *
 * To run a query within a React component, call `useStatusBarsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStatusBarsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStatusBarsQuery({
 *   variables: {
 *   },
 * });
 */
export function useStatusBarsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StatusBarsQuery, StatusBarsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StatusBarsQuery, StatusBarsQueryVariables>(StatusBarsDocument, options);
      }
export function useStatusBarsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StatusBarsQuery, StatusBarsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StatusBarsQuery, StatusBarsQueryVariables>(StatusBarsDocument, options);
        }
// @ts-ignore
export function useStatusBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StatusBarsQuery, StatusBarsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StatusBarsQuery, StatusBarsQueryVariables>;
export function useStatusBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StatusBarsQuery, StatusBarsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StatusBarsQuery | undefined, StatusBarsQueryVariables>;
export function useStatusBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StatusBarsQuery, StatusBarsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StatusBarsQuery, StatusBarsQueryVariables>(StatusBarsDocument, options);
        }
export type StatusBarsQueryHookResult = ReturnType<typeof useStatusBarsQuery>;
export type StatusBarsLazyQueryHookResult = ReturnType<typeof useStatusBarsLazyQuery>;
export type StatusBarsSuspenseQueryHookResult = ReturnType<typeof useStatusBarsSuspenseQuery>;
export type StatusBarsQueryResult = ApolloReactCommon.QueryResult<StatusBarsQuery, StatusBarsQueryVariables>;