/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type PasswordRenewCheckQueryVariables = Exact<{
  token: string;
}>;


export type PasswordRenewCheckQuery = { passwordRenewCheck: { __typename: 'PasswordRenewResult', status: string, reason: string | null } | null };


export const PasswordRenewCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordRenewCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordRenewCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"PasswordRenewResult","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/auth/password-renew/{args.token}","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePasswordRenewCheckQuery__
 *
 * To run a query within a React component, call `usePasswordRenewCheckQuery` and pass it any options that fit your needs.
 * When your component renders, `usePasswordRenewCheckQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePasswordRenewCheckQuery({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function usePasswordRenewCheckQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables> & ({ variables: PasswordRenewCheckQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>(PasswordRenewCheckDocument, options);
      }
export function usePasswordRenewCheckLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>(PasswordRenewCheckDocument, options);
        }
// @ts-ignore
export function usePasswordRenewCheckSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>;
export function usePasswordRenewCheckSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PasswordRenewCheckQuery | undefined, PasswordRenewCheckQueryVariables>;
export function usePasswordRenewCheckSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>(PasswordRenewCheckDocument, options);
        }
export type PasswordRenewCheckQueryHookResult = ReturnType<typeof usePasswordRenewCheckQuery>;
export type PasswordRenewCheckLazyQueryHookResult = ReturnType<typeof usePasswordRenewCheckLazyQuery>;
export type PasswordRenewCheckSuspenseQueryHookResult = ReturnType<typeof usePasswordRenewCheckSuspenseQuery>;
export type PasswordRenewCheckQueryResult = ApolloReactCommon.QueryResult<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>;