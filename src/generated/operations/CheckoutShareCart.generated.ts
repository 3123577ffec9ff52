/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CheckoutShareCartMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  input: Types.ShareCartInput;
}>;


export type CheckoutShareCartMutation = { checkout_share_cart: { __typename: 'ShareCartResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } };


export const CheckoutShareCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutShareCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout_share_cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkoutId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkoutId"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;
export type CheckoutShareCartMutationFn = ApolloReactCommon.MutationFunction<CheckoutShareCartMutation, CheckoutShareCartMutationVariables>;

/**
 * __useCheckoutShareCartMutation__
 *
 * To run a mutation, you first call `useCheckoutShareCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutShareCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutShareCartMutation, { data, loading, error }] = useCheckoutShareCartMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCheckoutShareCartMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutShareCartMutation, CheckoutShareCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutShareCartMutation, CheckoutShareCartMutationVariables>(CheckoutShareCartDocument, options);
      }
export type CheckoutShareCartMutationHookResult = ReturnType<typeof useCheckoutShareCartMutation>;
export type CheckoutShareCartMutationResult = ApolloReactCommon.MutationResult<CheckoutShareCartMutation>;
export type CheckoutShareCartMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutShareCartMutation, CheckoutShareCartMutationVariables>;