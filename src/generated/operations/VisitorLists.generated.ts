/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type VisitorListsQueryVariables = Exact<{ [key: string]: never; }>;


export type VisitorListsQuery = { visitorLists: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string> } };


export const VisitorListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitorLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitorListsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitorListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorLists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"compare"}},{"kind":"Field","name":{"kind":"Name","value":"recentlyViewed"}}]}}]} as unknown as DocumentNode;

/**
 * __useVisitorListsQuery__
 *
 * To run a query within a React component, call `useVisitorListsQuery` and pass it any options that fit your needs.
 * When your component renders, `useVisitorListsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVisitorListsQuery({
 *   variables: {
 *   },
 * });
 */
export function useVisitorListsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<VisitorListsQuery, VisitorListsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VisitorListsQuery, VisitorListsQueryVariables>(VisitorListsDocument, options);
      }
export function useVisitorListsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VisitorListsQuery, VisitorListsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VisitorListsQuery, VisitorListsQueryVariables>(VisitorListsDocument, options);
        }
// @ts-ignore
export function useVisitorListsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VisitorListsQuery, VisitorListsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VisitorListsQuery, VisitorListsQueryVariables>;
export function useVisitorListsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VisitorListsQuery, VisitorListsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VisitorListsQuery | undefined, VisitorListsQueryVariables>;
export function useVisitorListsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VisitorListsQuery, VisitorListsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<VisitorListsQuery, VisitorListsQueryVariables>(VisitorListsDocument, options);
        }
export type VisitorListsQueryHookResult = ReturnType<typeof useVisitorListsQuery>;
export type VisitorListsLazyQueryHookResult = ReturnType<typeof useVisitorListsLazyQuery>;
export type VisitorListsSuspenseQueryHookResult = ReturnType<typeof useVisitorListsSuspenseQuery>;
export type VisitorListsQueryResult = ApolloReactCommon.QueryResult<VisitorListsQuery, VisitorListsQueryVariables>;