/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ShoppingListsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShoppingListsQuery = { shoppingLists: Array<{ __typename: 'ShoppingList', id: string, name: string, createdAt: string, items: Array<{ __typename: 'ShoppingListItem', sku: string, quantity: number, product: { __typename: 'Product', sku: string, name: string, url: string } | null }> }> };


export const ShoppingListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShoppingLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shoppingLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShoppingListFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShoppingListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShoppingList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useShoppingListsQuery__
 *
 * To run a query within a React component, call `useShoppingListsQuery` and pass it any options that fit your needs.
 * When your component renders, `useShoppingListsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShoppingListsQuery({
 *   variables: {
 *   },
 * });
 */
export function useShoppingListsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ShoppingListsQuery, ShoppingListsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShoppingListsQuery, ShoppingListsQueryVariables>(ShoppingListsDocument, options);
      }
export function useShoppingListsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShoppingListsQuery, ShoppingListsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShoppingListsQuery, ShoppingListsQueryVariables>(ShoppingListsDocument, options);
        }
// @ts-ignore
export function useShoppingListsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ShoppingListsQuery, ShoppingListsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShoppingListsQuery, ShoppingListsQueryVariables>;
export function useShoppingListsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShoppingListsQuery, ShoppingListsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShoppingListsQuery | undefined, ShoppingListsQueryVariables>;
export function useShoppingListsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShoppingListsQuery, ShoppingListsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ShoppingListsQuery, ShoppingListsQueryVariables>(ShoppingListsDocument, options);
        }
export type ShoppingListsQueryHookResult = ReturnType<typeof useShoppingListsQuery>;
export type ShoppingListsLazyQueryHookResult = ReturnType<typeof useShoppingListsLazyQuery>;
export type ShoppingListsSuspenseQueryHookResult = ReturnType<typeof useShoppingListsSuspenseQuery>;
export type ShoppingListsQueryResult = ApolloReactCommon.QueryResult<ShoppingListsQuery, ShoppingListsQueryVariables>;