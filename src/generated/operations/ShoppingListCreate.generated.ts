/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ShoppingListCreateMutationVariables = Exact<{
  checkoutId: string;
  name: string;
}>;


export type ShoppingListCreateMutation = { shopping_list_create: { __typename: 'ShoppingListResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, list: { __typename: 'ShoppingList', id: string, name: string, createdAt: string, items: Array<{ __typename: 'ShoppingListItem', sku: string, quantity: number, product: { __typename: 'Product', sku: string, name: string, url: string } | null }> } | null } };


export const ShoppingListCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShoppingListCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopping_list_create"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShoppingListFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShoppingListFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShoppingList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode;
export type ShoppingListCreateMutationFn = ApolloReactCommon.MutationFunction<ShoppingListCreateMutation, ShoppingListCreateMutationVariables>;

/**
 * __useShoppingListCreateMutation__
 *
 * To run a mutation, you first call `useShoppingListCreateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useShoppingListCreateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [shoppingListCreateMutation, { data, loading, error }] = useShoppingListCreateMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useShoppingListCreateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ShoppingListCreateMutation, ShoppingListCreateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ShoppingListCreateMutation, ShoppingListCreateMutationVariables>(ShoppingListCreateDocument, options);
      }
export type ShoppingListCreateMutationHookResult = ReturnType<typeof useShoppingListCreateMutation>;
export type ShoppingListCreateMutationResult = ApolloReactCommon.MutationResult<ShoppingListCreateMutation>;
export type ShoppingListCreateMutationOptions = ApolloReactCommon.BaseMutationOptions<ShoppingListCreateMutation, ShoppingListCreateMutationVariables>;