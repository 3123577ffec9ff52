/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CheckoutContextUpdateMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  cartLeaveActiveAndReturnEmpty?: boolean | null | undefined;
}>;


export type CheckoutContextUpdateMutation = { checkout_context_update: { __typename: 'CheckoutContextResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, checkout: { __typename: 'Checkout', id: string, cart: { __typename: 'Cart', id: string, pricesType: Types.PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: Types.PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } }, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string }> } | null } };


export const CheckoutContextUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutContextUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartLeaveActiveAndReturnEmpty"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout_context_update"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"cartLeaveActiveAndReturnEmpty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartLeaveActiveAndReturnEmpty"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"existingCarts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pricesType"}},{"kind":"Field","name":{"kind":"Name","value":"subjects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"productSku"}},{"kind":"Field","name":{"kind":"Name","value":"packType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjectTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatCode"}},{"kind":"Field","name":{"kind":"Name","value":"subjectType"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatAmount"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode;
export type CheckoutContextUpdateMutationFn = ApolloReactCommon.MutationFunction<CheckoutContextUpdateMutation, CheckoutContextUpdateMutationVariables>;

/**
 * __useCheckoutContextUpdateMutation__
 *
 * To run a mutation, you first call `useCheckoutContextUpdateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutContextUpdateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutContextUpdateMutation, { data, loading, error }] = useCheckoutContextUpdateMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      cartLeaveActiveAndReturnEmpty: // value for 'cartLeaveActiveAndReturnEmpty'
 *   },
 * });
 */
export function useCheckoutContextUpdateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutContextUpdateMutation, CheckoutContextUpdateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutContextUpdateMutation, CheckoutContextUpdateMutationVariables>(CheckoutContextUpdateDocument, options);
      }
export type CheckoutContextUpdateMutationHookResult = ReturnType<typeof useCheckoutContextUpdateMutation>;
export type CheckoutContextUpdateMutationResult = ApolloReactCommon.MutationResult<CheckoutContextUpdateMutation>;
export type CheckoutContextUpdateMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutContextUpdateMutation, CheckoutContextUpdateMutationVariables>;