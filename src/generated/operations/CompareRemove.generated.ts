/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CompareRemoveMutationVariables = Exact<{
  sku: string;
}>;


export type CompareRemoveMutation = { compare_remove: { __typename: 'VisitorListResult', result: string, lists: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string>, compareProducts: Array<{ __typename: 'Product', sku: string }> } } };


export const CompareRemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompareRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compare_remove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitorListsFields"}},{"kind":"Field","name":{"kind":"Name","value":"compareProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitorListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorLists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"compare"}},{"kind":"Field","name":{"kind":"Name","value":"recentlyViewed"}}]}}]} as unknown as DocumentNode;
export type CompareRemoveMutationFn = ApolloReactCommon.MutationFunction<CompareRemoveMutation, CompareRemoveMutationVariables>;

/**
 * __useCompareRemoveMutation__
 *
 * To run a mutation, you first call `useCompareRemoveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCompareRemoveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [compareRemoveMutation, { data, loading, error }] = useCompareRemoveMutation({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useCompareRemoveMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CompareRemoveMutation, CompareRemoveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CompareRemoveMutation, CompareRemoveMutationVariables>(CompareRemoveDocument, options);
      }
export type CompareRemoveMutationHookResult = ReturnType<typeof useCompareRemoveMutation>;
export type CompareRemoveMutationResult = ApolloReactCommon.MutationResult<CompareRemoveMutation>;
export type CompareRemoveMutationOptions = ApolloReactCommon.BaseMutationOptions<CompareRemoveMutation, CompareRemoveMutationVariables>;