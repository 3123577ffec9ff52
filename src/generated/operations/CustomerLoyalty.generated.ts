/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CustomerLoyaltyQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CustomerLoyaltyQuery = { customerLoyalty: { __typename: 'LoyaltyOverview', balance: number, page: number, pageSize: number, totalCount: number, items: Array<{ __typename: 'LoyaltyMovement', id: string, kind: Types.LoyaltyMovementKind, points: number, balanceAfter: number, description: string, orderNumber: string | null, createdAt: string }> } | null };


export const CustomerLoyaltyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerLoyalty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerLoyalty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCustomerLoyaltyQuery__
 *
 * To run a query within a React component, call `useCustomerLoyaltyQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerLoyaltyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerLoyaltyQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useCustomerLoyaltyQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>(CustomerLoyaltyDocument, options);
      }
export function useCustomerLoyaltyLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>(CustomerLoyaltyDocument, options);
        }
// @ts-ignore
export function useCustomerLoyaltySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>;
export function useCustomerLoyaltySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerLoyaltyQuery | undefined, CustomerLoyaltyQueryVariables>;
export function useCustomerLoyaltySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>(CustomerLoyaltyDocument, options);
        }
export type CustomerLoyaltyQueryHookResult = ReturnType<typeof useCustomerLoyaltyQuery>;
export type CustomerLoyaltyLazyQueryHookResult = ReturnType<typeof useCustomerLoyaltyLazyQuery>;
export type CustomerLoyaltySuspenseQueryHookResult = ReturnType<typeof useCustomerLoyaltySuspenseQuery>;
export type CustomerLoyaltyQueryResult = ApolloReactCommon.QueryResult<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>;