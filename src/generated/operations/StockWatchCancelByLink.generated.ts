/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type StockWatchCancelByLinkMutationVariables = Exact<{
  token: string;
}>;


export type StockWatchCancelByLinkMutation = { stock_watch_cancel_by_link: { __typename: 'StockWatchLinkResult', ok: boolean, email: string | null, cancelled: number, errors: Array<{ __typename: 'MutationError', code: string, message: string }> } };


export const StockWatchCancelByLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StockWatchCancelByLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock_watch_cancel_by_link"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}}]}}]} as unknown as DocumentNode;
export type StockWatchCancelByLinkMutationFn = ApolloReactCommon.MutationFunction<StockWatchCancelByLinkMutation, StockWatchCancelByLinkMutationVariables>;

/**
 * __useStockWatchCancelByLinkMutation__
 *
 * To run a mutation, you first call `useStockWatchCancelByLinkMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStockWatchCancelByLinkMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [stockWatchCancelByLinkMutation, { data, loading, error }] = useStockWatchCancelByLinkMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useStockWatchCancelByLinkMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StockWatchCancelByLinkMutation, StockWatchCancelByLinkMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StockWatchCancelByLinkMutation, StockWatchCancelByLinkMutationVariables>(StockWatchCancelByLinkDocument, options);
      }
export type StockWatchCancelByLinkMutationHookResult = ReturnType<typeof useStockWatchCancelByLinkMutation>;
export type StockWatchCancelByLinkMutationResult = ApolloReactCommon.MutationResult<StockWatchCancelByLinkMutation>;
export type StockWatchCancelByLinkMutationOptions = ApolloReactCommon.BaseMutationOptions<StockWatchCancelByLinkMutation, StockWatchCancelByLinkMutationVariables>;