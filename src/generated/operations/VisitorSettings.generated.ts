/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type VisitorSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type VisitorSettingsQuery = { visitorSettings: { __typename: 'VisitorSettings', id: string, pricesType: Types.PricesType, priceGroup: string, currency: string, region: string, locale: string } };


export const VisitorSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitorSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pricesType"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useVisitorSettingsQuery__
 *
 * To run a query within a React component, call `useVisitorSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useVisitorSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVisitorSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useVisitorSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<VisitorSettingsQuery, VisitorSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VisitorSettingsQuery, VisitorSettingsQueryVariables>(VisitorSettingsDocument, options);
      }
export function useVisitorSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VisitorSettingsQuery, VisitorSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VisitorSettingsQuery, VisitorSettingsQueryVariables>(VisitorSettingsDocument, options);
        }
// @ts-ignore
export function useVisitorSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VisitorSettingsQuery, VisitorSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VisitorSettingsQuery, VisitorSettingsQueryVariables>;
export function useVisitorSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VisitorSettingsQuery, VisitorSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VisitorSettingsQuery | undefined, VisitorSettingsQueryVariables>;
export function useVisitorSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VisitorSettingsQuery, VisitorSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<VisitorSettingsQuery, VisitorSettingsQueryVariables>(VisitorSettingsDocument, options);
        }
export type VisitorSettingsQueryHookResult = ReturnType<typeof useVisitorSettingsQuery>;
export type VisitorSettingsLazyQueryHookResult = ReturnType<typeof useVisitorSettingsLazyQuery>;
export type VisitorSettingsSuspenseQueryHookResult = ReturnType<typeof useVisitorSettingsSuspenseQuery>;
export type VisitorSettingsQueryResult = ApolloReactCommon.QueryResult<VisitorSettingsQuery, VisitorSettingsQueryVariables>;