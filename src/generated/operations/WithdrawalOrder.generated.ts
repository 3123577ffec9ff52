/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type WithdrawalOrderQueryVariables = Exact<{
  orderNumber: string;
}>;


export type WithdrawalOrderQuery = { order: { __typename: 'Order', id: string, number: string, withdrawal: { __typename: 'OrderWithdrawal', orderNumber: string, orderCreatedAt: string, eligible: boolean, refusal: string | null, message: string | null, deadline: string, lines: Array<{ __typename: 'WithdrawalOrderLine', position: number, sku: string, text: string, packType: Types.PackType, quantity: number, withdrawn: number, left: number }>, withdrawals: Array<{ __typename: 'Withdrawal', id: string, createdAt: string, state: string, stateText: string, refundAmount: number, creditNoteNumber: string | null, lines: Array<{ __typename: 'WithdrawalLine', kind: string, sku: string, text: string, quantity: number, quantityText: string, amountWithTax: number }> }> } | null } | null };


export const WithdrawalOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawalOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderWithdrawalFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityText"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderWithdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orderCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eligible"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"packType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}},{"kind":"Field","name":{"kind":"Name","value":"left"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWithdrawalOrderQuery__
 *
 * To run a query within a React component, call `useWithdrawalOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useWithdrawalOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useWithdrawalOrderQuery({
 *   variables: {
 *      orderNumber: // value for 'orderNumber'
 *   },
 * });
 */
export function useWithdrawalOrderQuery(baseOptions: ApolloReactHooks.QueryHookOptions<WithdrawalOrderQuery, WithdrawalOrderQueryVariables> & ({ variables: WithdrawalOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<WithdrawalOrderQuery, WithdrawalOrderQueryVariables>(WithdrawalOrderDocument, options);
      }
export function useWithdrawalOrderLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<WithdrawalOrderQuery, WithdrawalOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<WithdrawalOrderQuery, WithdrawalOrderQueryVariables>(WithdrawalOrderDocument, options);
        }
// @ts-ignore
export function useWithdrawalOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<WithdrawalOrderQuery, WithdrawalOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WithdrawalOrderQuery, WithdrawalOrderQueryVariables>;
export function useWithdrawalOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WithdrawalOrderQuery, WithdrawalOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<WithdrawalOrderQuery | undefined, WithdrawalOrderQueryVariables>;
export function useWithdrawalOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<WithdrawalOrderQuery, WithdrawalOrderQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<WithdrawalOrderQuery, WithdrawalOrderQueryVariables>(WithdrawalOrderDocument, options);
        }
export type WithdrawalOrderQueryHookResult = ReturnType<typeof useWithdrawalOrderQuery>;
export type WithdrawalOrderLazyQueryHookResult = ReturnType<typeof useWithdrawalOrderLazyQuery>;
export type WithdrawalOrderSuspenseQueryHookResult = ReturnType<typeof useWithdrawalOrderSuspenseQuery>;
export type WithdrawalOrderQueryResult = ApolloReactCommon.QueryResult<WithdrawalOrderQuery, WithdrawalOrderQueryVariables>;