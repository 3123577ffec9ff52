/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type StockWatchSubscribeMutationVariables = Exact<{
  input: Types.StockWatchInput;
}>;


export type StockWatchSubscribeMutation = { stock_watch_subscribe: { __typename: 'StockWatchResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, watch: { __typename: 'StockWatch', id: string, sku: string, productName: string, productUrl: string | null, email: string, quantity: number | null, createdAt: string, expiresAt: string, notifiedAt: string | null, state: string, stateText: string } | null } };


export const StockWatchSubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StockWatchSubscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StockWatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stock_watch_subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"watch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StockWatchFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StockWatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockWatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productUrl"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"notifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}}]}}]} as unknown as DocumentNode;
export type StockWatchSubscribeMutationFn = ApolloReactCommon.MutationFunction<StockWatchSubscribeMutation, StockWatchSubscribeMutationVariables>;

/**
 * __useStockWatchSubscribeMutation__
 *
 * To run a mutation, you first call `useStockWatchSubscribeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStockWatchSubscribeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [stockWatchSubscribeMutation, { data, loading, error }] = useStockWatchSubscribeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useStockWatchSubscribeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StockWatchSubscribeMutation, StockWatchSubscribeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StockWatchSubscribeMutation, StockWatchSubscribeMutationVariables>(StockWatchSubscribeDocument, options);
      }
export type StockWatchSubscribeMutationHookResult = ReturnType<typeof useStockWatchSubscribeMutation>;
export type StockWatchSubscribeMutationResult = ApolloReactCommon.MutationResult<StockWatchSubscribeMutation>;
export type StockWatchSubscribeMutationOptions = ApolloReactCommon.BaseMutationOptions<StockWatchSubscribeMutation, StockWatchSubscribeMutationVariables>;