/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type NavigationCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type NavigationCategoriesQuery = { navigation: { __typename: 'Navigation', id: string, categories: import('../../domain/navigation').NavigationItems } | null };


export const NavigationCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NavigationCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigation"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"Navigation","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/content/navigation","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useNavigationCategoriesQuery__
 *
 * To run a query within a React component, call `useNavigationCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useNavigationCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNavigationCategoriesQuery({
 *   variables: {
 *   },
 * });
 */
export function useNavigationCategoriesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>(NavigationCategoriesDocument, options);
      }
export function useNavigationCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>(NavigationCategoriesDocument, options);
        }
// @ts-ignore
export function useNavigationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>;
export function useNavigationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NavigationCategoriesQuery | undefined, NavigationCategoriesQueryVariables>;
export function useNavigationCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>(NavigationCategoriesDocument, options);
        }
export type NavigationCategoriesQueryHookResult = ReturnType<typeof useNavigationCategoriesQuery>;
export type NavigationCategoriesLazyQueryHookResult = ReturnType<typeof useNavigationCategoriesLazyQuery>;
export type NavigationCategoriesSuspenseQueryHookResult = ReturnType<typeof useNavigationCategoriesSuspenseQuery>;
export type NavigationCategoriesQueryResult = ApolloReactCommon.QueryResult<NavigationCategoriesQuery, NavigationCategoriesQueryVariables>;