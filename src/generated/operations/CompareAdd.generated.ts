/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CompareAddMutationVariables = Exact<{
  sku: string;
}>;


export type CompareAddMutation = { compare_add: { __typename: 'VisitorListResult', result: string, lists: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string> } } };


export const CompareAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompareAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compare_add"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"lists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitorListsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitorListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorLists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"compare"}},{"kind":"Field","name":{"kind":"Name","value":"recentlyViewed"}}]}}]} as unknown as DocumentNode;
export type CompareAddMutationFn = ApolloReactCommon.MutationFunction<CompareAddMutation, CompareAddMutationVariables>;

/**
 * __useCompareAddMutation__
 *
 * To run a mutation, you first call `useCompareAddMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCompareAddMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [compareAddMutation, { data, loading, error }] = useCompareAddMutation({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useCompareAddMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CompareAddMutation, CompareAddMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CompareAddMutation, CompareAddMutationVariables>(CompareAddDocument, options);
      }
export type CompareAddMutationHookResult = ReturnType<typeof useCompareAddMutation>;
export type CompareAddMutationResult = ApolloReactCommon.MutationResult<CompareAddMutation>;
export type CompareAddMutationOptions = ApolloReactCommon.BaseMutationOptions<CompareAddMutation, CompareAddMutationVariables>;