/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CompareClearMutationVariables = Exact<{ [key: string]: never; }>;


export type CompareClearMutation = { compare_clear: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string>, compareProducts: Array<{ __typename: 'Product', sku: string }> } };


export const CompareClearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompareClear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compare_clear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitorListsFields"}},{"kind":"Field","name":{"kind":"Name","value":"compareProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitorListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorLists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"compare"}},{"kind":"Field","name":{"kind":"Name","value":"recentlyViewed"}}]}}]} as unknown as DocumentNode;
export type CompareClearMutationFn = ApolloReactCommon.MutationFunction<CompareClearMutation, CompareClearMutationVariables>;

/**
 * __useCompareClearMutation__
 *
 * To run a mutation, you first call `useCompareClearMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCompareClearMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [compareClearMutation, { data, loading, error }] = useCompareClearMutation({
 *   variables: {
 *   },
 * });
 */
export function useCompareClearMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CompareClearMutation, CompareClearMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CompareClearMutation, CompareClearMutationVariables>(CompareClearDocument, options);
      }
export type CompareClearMutationHookResult = ReturnType<typeof useCompareClearMutation>;
export type CompareClearMutationResult = ApolloReactCommon.MutationResult<CompareClearMutation>;
export type CompareClearMutationOptions = ApolloReactCommon.BaseMutationOptions<CompareClearMutation, CompareClearMutationVariables>;