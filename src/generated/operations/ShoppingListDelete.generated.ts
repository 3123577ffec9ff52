/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ShoppingListDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ShoppingListDeleteMutation = { shopping_list_delete: { __typename: 'ShoppingListResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, list: { __typename: 'ShoppingList', id: string } | null } };


export const ShoppingListDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShoppingListDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopping_list_delete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode;
export type ShoppingListDeleteMutationFn = ApolloReactCommon.MutationFunction<ShoppingListDeleteMutation, ShoppingListDeleteMutationVariables>;

/**
 * __useShoppingListDeleteMutation__
 *
 * To run a mutation, you first call `useShoppingListDeleteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useShoppingListDeleteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [shoppingListDeleteMutation, { data, loading, error }] = useShoppingListDeleteMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useShoppingListDeleteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ShoppingListDeleteMutation, ShoppingListDeleteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ShoppingListDeleteMutation, ShoppingListDeleteMutationVariables>(ShoppingListDeleteDocument, options);
      }
export type ShoppingListDeleteMutationHookResult = ReturnType<typeof useShoppingListDeleteMutation>;
export type ShoppingListDeleteMutationResult = ApolloReactCommon.MutationResult<ShoppingListDeleteMutation>;
export type ShoppingListDeleteMutationOptions = ApolloReactCommon.BaseMutationOptions<ShoppingListDeleteMutation, ShoppingListDeleteMutationVariables>;