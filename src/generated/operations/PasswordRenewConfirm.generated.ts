/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type PasswordRenewConfirmMutationVariables = Exact<{
  token: string;
  input: Types.PasswordRenewConfirmInput;
}>;


export type PasswordRenewConfirmMutation = { passwordRenewConfirm: { __typename: 'PasswordRenewResult', status: string, reason: string | null } | null };


export const PasswordRenewConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasswordRenewConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordRenewConfirmInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordRenewConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"PasswordRenewResult","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/auth/password-renew/{args.token}","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"POST","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bodyKey"},"value":{"kind":"StringValue","value":"input","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode;
export type PasswordRenewConfirmMutationFn = ApolloReactCommon.MutationFunction<PasswordRenewConfirmMutation, PasswordRenewConfirmMutationVariables>;

/**
 * __usePasswordRenewConfirmMutation__
 *
 * To run a mutation, you first call `usePasswordRenewConfirmMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePasswordRenewConfirmMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [passwordRenewConfirmMutation, { data, loading, error }] = usePasswordRenewConfirmMutation({
 *   variables: {
 *      token: // value for 'token'
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePasswordRenewConfirmMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PasswordRenewConfirmMutation, PasswordRenewConfirmMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PasswordRenewConfirmMutation, PasswordRenewConfirmMutationVariables>(PasswordRenewConfirmDocument, options);
      }
export type PasswordRenewConfirmMutationHookResult = ReturnType<typeof usePasswordRenewConfirmMutation>;
export type PasswordRenewConfirmMutationResult = ApolloReactCommon.MutationResult<PasswordRenewConfirmMutation>;
export type PasswordRenewConfirmMutationOptions = ApolloReactCommon.BaseMutationOptions<PasswordRenewConfirmMutation, PasswordRenewConfirmMutationVariables>;