/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type NavigationQueryVariables = Exact<{ [key: string]: never; }>;


export type NavigationQuery = { navigation: { __typename: 'Navigation', id: string, groups: import('../../domain/navigation').NavigationItems, horizontalNav: import('../../domain/navigation').NavigationItems, main: import('../../domain/navigation').NavigationItems, mobileAfter: import('../../domain/navigation').NavigationItems, topNav: import('../../domain/navigation').NavigationItems, topNavLeft: import('../../domain/navigation').NavigationItems } | null };


export const NavigationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Navigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigation"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"Navigation","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/content/navigation","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groups"}},{"kind":"Field","name":{"kind":"Name","value":"horizontalNav"}},{"kind":"Field","name":{"kind":"Name","value":"main"}},{"kind":"Field","name":{"kind":"Name","value":"mobileAfter"}},{"kind":"Field","name":{"kind":"Name","value":"topNav"}},{"kind":"Field","name":{"kind":"Name","value":"topNavLeft"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNavigationQuery__
 *
 * To run a query within a React component, call `useNavigationQuery` and pass it any options that fit your needs.
 * When your component renders, `useNavigationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNavigationQuery({
 *   variables: {
 *   },
 * });
 */
export function useNavigationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NavigationQuery, NavigationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NavigationQuery, NavigationQueryVariables>(NavigationDocument, options);
      }
export function useNavigationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NavigationQuery, NavigationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NavigationQuery, NavigationQueryVariables>(NavigationDocument, options);
        }
// @ts-ignore
export function useNavigationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NavigationQuery, NavigationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NavigationQuery, NavigationQueryVariables>;
export function useNavigationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NavigationQuery, NavigationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NavigationQuery | undefined, NavigationQueryVariables>;
export function useNavigationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NavigationQuery, NavigationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NavigationQuery, NavigationQueryVariables>(NavigationDocument, options);
        }
export type NavigationQueryHookResult = ReturnType<typeof useNavigationQuery>;
export type NavigationLazyQueryHookResult = ReturnType<typeof useNavigationLazyQuery>;
export type NavigationSuspenseQueryHookResult = ReturnType<typeof useNavigationSuspenseQuery>;
export type NavigationQueryResult = ApolloReactCommon.QueryResult<NavigationQuery, NavigationQueryVariables>;