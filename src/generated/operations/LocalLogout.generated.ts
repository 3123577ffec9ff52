/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type LocalLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LocalLogoutMutation = { localLogout: { __typename: 'LogoutResult', status: string, ctx: { __typename: 'AuthTokenContext', accessToken: string, accessTokenType: string, expiresIn: number, checkoutId: string | null } } | null };


export const LocalLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LocalLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localLogout"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"LogoutResult","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/auth/local-logout","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"GET","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ctx"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutId"}}]}}]}}]}}]} as unknown as DocumentNode;
export type LocalLogoutMutationFn = ApolloReactCommon.MutationFunction<LocalLogoutMutation, LocalLogoutMutationVariables>;

/**
 * __useLocalLogoutMutation__
 *
 * To run a mutation, you first call `useLocalLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLocalLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [localLogoutMutation, { data, loading, error }] = useLocalLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLocalLogoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LocalLogoutMutation, LocalLogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LocalLogoutMutation, LocalLogoutMutationVariables>(LocalLogoutDocument, options);
      }
export type LocalLogoutMutationHookResult = ReturnType<typeof useLocalLogoutMutation>;
export type LocalLogoutMutationResult = ApolloReactCommon.MutationResult<LocalLogoutMutation>;
export type LocalLogoutMutationOptions = ApolloReactCommon.BaseMutationOptions<LocalLogoutMutation, LocalLogoutMutationVariables>;