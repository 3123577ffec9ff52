/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type SendProductDemandMutationVariables = Exact<{
  input: Types.SendEmailInput;
}>;


export type SendProductDemandMutation = { sendNotificationEmail: { __typename: 'NotificationResult', ok: boolean } | null };


export const SendProductDemandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendProductDemand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNotificationEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"NotificationResult","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/notification/sendEmail","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"POST","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bodyKey"},"value":{"kind":"StringValue","value":"input","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode;
export type SendProductDemandMutationFn = ApolloReactCommon.MutationFunction<SendProductDemandMutation, SendProductDemandMutationVariables>;

/**
 * __useSendProductDemandMutation__
 *
 * To run a mutation, you first call `useSendProductDemandMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendProductDemandMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendProductDemandMutation, { data, loading, error }] = useSendProductDemandMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSendProductDemandMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendProductDemandMutation, SendProductDemandMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendProductDemandMutation, SendProductDemandMutationVariables>(SendProductDemandDocument, options);
      }
export type SendProductDemandMutationHookResult = ReturnType<typeof useSendProductDemandMutation>;
export type SendProductDemandMutationResult = ApolloReactCommon.MutationResult<SendProductDemandMutation>;
export type SendProductDemandMutationOptions = ApolloReactCommon.BaseMutationOptions<SendProductDemandMutation, SendProductDemandMutationVariables>;