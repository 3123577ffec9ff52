/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ShopSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopSettingsQuery = { shopSettings: { __typename: 'ShopSettings', id: string, name: string, phone: string, email: string, openingHours: string, companyName: string, address: string, chatScriptUrl: string | null, chatKey: string | null, deliveryRates: Array<{ __typename: 'DeliveryRate', name: string, priceWithTax: number, priceFrom: number | null, priceTo: number | null }> } | null };


export const ShopSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopSettings"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"ShopSettings","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/content/settings","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"chatScriptUrl"}},{"kind":"Field","name":{"kind":"Name","value":"chatKey"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"priceTo"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useShopSettingsQuery__
 *
 * To run a query within a React component, call `useShopSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useShopSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShopSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useShopSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ShopSettingsQuery, ShopSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShopSettingsQuery, ShopSettingsQueryVariables>(ShopSettingsDocument, options);
      }
export function useShopSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShopSettingsQuery, ShopSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShopSettingsQuery, ShopSettingsQueryVariables>(ShopSettingsDocument, options);
        }
// @ts-ignore
export function useShopSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ShopSettingsQuery, ShopSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShopSettingsQuery, ShopSettingsQueryVariables>;
export function useShopSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShopSettingsQuery, ShopSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShopSettingsQuery | undefined, ShopSettingsQueryVariables>;
export function useShopSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShopSettingsQuery, ShopSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ShopSettingsQuery, ShopSettingsQueryVariables>(ShopSettingsDocument, options);
        }
export type ShopSettingsQueryHookResult = ReturnType<typeof useShopSettingsQuery>;
export type ShopSettingsLazyQueryHookResult = ReturnType<typeof useShopSettingsLazyQuery>;
export type ShopSettingsSuspenseQueryHookResult = ReturnType<typeof useShopSettingsSuspenseQuery>;
export type ShopSettingsQueryResult = ApolloReactCommon.QueryResult<ShopSettingsQuery, ShopSettingsQueryVariables>;