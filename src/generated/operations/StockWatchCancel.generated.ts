/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type StockWatchCancelMutationVariables = Exact<{
  id: string;
}>;


export type StockWatchCancelMutation = { stock_watch_cancel: { __typename: 'StockWatchResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, watch: { __typename: 'StockWatch', id: string, sku: string, productName: string, productUrl: string | null, email: string, quantity: number | null, createdAt: string, expiresAt: string, notifiedAt: string | null, state: string, stateText: string } | null } };


export const StockWatchCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StockWatchCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock_watch_cancel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockWatchFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockWatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockWatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productUrl"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"notifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}}]}}]} as unknown as DocumentNode;
export type StockWatchCancelMutationFn = ApolloReactCommon.MutationFunction<StockWatchCancelMutation, StockWatchCancelMutationVariables>;

/**
 * __useStockWatchCancelMutation__
 *
 * To run a mutation, you first call `useStockWatchCancelMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStockWatchCancelMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [stockWatchCancelMutation, { data, loading, error }] = useStockWatchCancelMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useStockWatchCancelMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StockWatchCancelMutation, StockWatchCancelMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StockWatchCancelMutation, StockWatchCancelMutationVariables>(StockWatchCancelDocument, options);
      }
export type StockWatchCancelMutationHookResult = ReturnType<typeof useStockWatchCancelMutation>;
export type StockWatchCancelMutationResult = ApolloReactCommon.MutationResult<StockWatchCancelMutation>;
export type StockWatchCancelMutationOptions = ApolloReactCommon.BaseMutationOptions<StockWatchCancelMutation, StockWatchCancelMutationVariables>;