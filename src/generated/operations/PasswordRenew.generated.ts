/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type PasswordRenewMutationVariables = Exact<{
  input: Types.PasswordRenewInput;
}>;


export type PasswordRenewMutation = { passwordRenew: { __typename: 'PasswordRenewResult', status: string, reason: string | null } | null };


export const PasswordRenewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordRenew"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordRenewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordRenew"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"PasswordRenewResult","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/auth/password-renew","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"POST","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bodyKey"},"value":{"kind":"StringValue","value":"input","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode;
export type PasswordRenewMutationFn = ApolloReactCommon.MutationFunction<PasswordRenewMutation, PasswordRenewMutationVariables>;

/**
 * __usePasswordRenewMutation__
 *
 * To run a mutation, you first call `usePasswordRenewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePasswordRenewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [passwordRenewMutation, { data, loading, error }] = usePasswordRenewMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePasswordRenewMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PasswordRenewMutation, PasswordRenewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PasswordRenewMutation, PasswordRenewMutationVariables>(PasswordRenewDocument, options);
      }
export type PasswordRenewMutationHookResult = ReturnType<typeof usePasswordRenewMutation>;
export type PasswordRenewMutationResult = ApolloReactCommon.MutationResult<PasswordRenewMutation>;
export type PasswordRenewMutationOptions = ApolloReactCommon.BaseMutationOptions<PasswordRenewMutation, PasswordRenewMutationVariables>;