/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type DeliveryContactCreateMutationVariables = Exact<{
  input: Types.ContactInput;
  isDefault?: boolean | null | undefined;
}>;


export type DeliveryContactCreateMutation = { customer_delivery_contact_create: { __typename: 'CustomerMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, customer: { __typename: 'Customer', id: string, email: string, name: string, priceGroup: string, pricesType: Types.PricesType, newsletter: boolean, loyaltyPoints: number, ordersCount: number, createdAt: string, contact: { __typename: 'Contact', contactType: Types.ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContacts: Array<{ __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: Types.ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }> } | null } };


export const DeliveryContactCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliveryContactCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isDefault"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer_delivery_contact_create"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"isDefault"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isDefault"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerMutationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactType"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNo"}},{"kind":"Field","name":{"kind":"Name","value":"officeName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"contactType"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNo"}},{"kind":"Field","name":{"kind":"Name","value":"officeName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"pricesType"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}},{"kind":"Field","name":{"kind":"Name","value":"loyaltyPoints"}},{"kind":"Field","name":{"kind":"Name","value":"ordersCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryContactFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerMutationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerMutationResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}}]} as unknown as DocumentNode;
export type DeliveryContactCreateMutationFn = ApolloReactCommon.MutationFunction<DeliveryContactCreateMutation, DeliveryContactCreateMutationVariables>;

/**
 * __useDeliveryContactCreateMutation__
 *
 * To run a mutation, you first call `useDeliveryContactCreateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeliveryContactCreateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deliveryContactCreateMutation, { data, loading, error }] = useDeliveryContactCreateMutation({
 *   variables: {
 *      input: // value for 'input'
 *      isDefault: // value for 'isDefault'
 *   },
 * });
 */
export function useDeliveryContactCreateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeliveryContactCreateMutation, DeliveryContactCreateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeliveryContactCreateMutation, DeliveryContactCreateMutationVariables>(DeliveryContactCreateDocument, options);
      }
export type DeliveryContactCreateMutationHookResult = ReturnType<typeof useDeliveryContactCreateMutation>;
export type DeliveryContactCreateMutationResult = ApolloReactCommon.MutationResult<DeliveryContactCreateMutation>;
export type DeliveryContactCreateMutationOptions = ApolloReactCommon.BaseMutationOptions<DeliveryContactCreateMutation, DeliveryContactCreateMutationVariables>;