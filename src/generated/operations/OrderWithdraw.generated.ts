/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type OrderWithdrawMutationVariables = Exact<{
  input: Types.OrderWithdrawInput;
}>;


export type OrderWithdrawMutation = { order_withdraw: { __typename: 'OrderWithdrawalResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, withdrawal: { __typename: 'OrderWithdrawal', orderNumber: string, orderCreatedAt: string, eligible: boolean, refusal: string | null, message: string | null, deadline: string, lines: Array<{ __typename: 'WithdrawalOrderLine', position: number, sku: string, text: string, packType: Types.PackType, quantity: number, withdrawn: number, left: number }>, withdrawals: Array<{ __typename: 'Withdrawal', id: string, createdAt: string, state: string, stateText: string, refundAmount: number, creditNoteNumber: string | null, lines: Array<{ __typename: 'WithdrawalLine', kind: string, sku: string, text: string, quantity: number, quantityText: string, amountWithTax: number }> }> } | null, created: { __typename: 'Withdrawal', id: string, createdAt: string, state: string, stateText: string, refundAmount: number, creditNoteNumber: string | null, lines: Array<{ __typename: 'WithdrawalLine', kind: string, sku: string, text: string, quantity: number, quantityText: string, amountWithTax: number }> } | null } };


export const OrderWithdrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OrderWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderWithdrawInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order_withdraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderWithdrawalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityText"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderWithdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"packType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}},{"kind":"Field","name":{"kind":"Name","value":"left"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalFields"}}]}}]}}]} as unknown as DocumentNode;
export type OrderWithdrawMutationFn = ApolloReactCommon.MutationFunction<OrderWithdrawMutation, OrderWithdrawMutationVariables>;

/**
 * __useOrderWithdrawMutation__
 *
 * To run a mutation, you first call `useOrderWithdrawMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useOrderWithdrawMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [orderWithdrawMutation, { data, loading, error }] = useOrderWithdrawMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useOrderWithdrawMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<OrderWithdrawMutation, OrderWithdrawMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<OrderWithdrawMutation, OrderWithdrawMutationVariables>(OrderWithdrawDocument, options);
      }
export type OrderWithdrawMutationHookResult = ReturnType<typeof useOrderWithdrawMutation>;
export type OrderWithdrawMutationResult = ApolloReactCommon.MutationResult<OrderWithdrawMutation>;
export type OrderWithdrawMutationOptions = ApolloReactCommon.BaseMutationOptions<OrderWithdrawMutation, OrderWithdrawMutationVariables>;