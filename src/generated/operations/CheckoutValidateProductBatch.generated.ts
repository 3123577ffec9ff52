/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CheckoutValidateProductBatchQueryVariables = Exact<{
  text: string;
}>;


export type CheckoutValidateProductBatchQuery = { checkout_validate_product_batch: { __typename: 'ProductBatchValidation', ok: boolean, lines: Array<{ __typename: 'ProductBatchLine', line: number, raw: string, sku: string, requestedQuantity: number | null, quantity: number | null, status: string, message: string, product: { __typename: 'Product', sku: string, name: string, url: string } | null }>, items: Array<{ __typename: 'ProductBatchItem', sku: string, quantity: number }> } };


export const CheckoutValidateProductBatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutValidateProductBatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout_validate_product_batch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"requestedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCheckoutValidateProductBatchQuery__
 *
 * To run a query within a React component, call `useCheckoutValidateProductBatchQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutValidateProductBatchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutValidateProductBatchQuery({
 *   variables: {
 *      text: // value for 'text'
 *   },
 * });
 */
export function useCheckoutValidateProductBatchQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables> & ({ variables: CheckoutValidateProductBatchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>(CheckoutValidateProductBatchDocument, options);
      }
export function useCheckoutValidateProductBatchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>(CheckoutValidateProductBatchDocument, options);
        }
// @ts-ignore
export function useCheckoutValidateProductBatchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>;
export function useCheckoutValidateProductBatchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutValidateProductBatchQuery | undefined, CheckoutValidateProductBatchQueryVariables>;
export function useCheckoutValidateProductBatchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>(CheckoutValidateProductBatchDocument, options);
        }
export type CheckoutValidateProductBatchQueryHookResult = ReturnType<typeof useCheckoutValidateProductBatchQuery>;
export type CheckoutValidateProductBatchLazyQueryHookResult = ReturnType<typeof useCheckoutValidateProductBatchLazyQuery>;
export type CheckoutValidateProductBatchSuspenseQueryHookResult = ReturnType<typeof useCheckoutValidateProductBatchSuspenseQuery>;
export type CheckoutValidateProductBatchQueryResult = ApolloReactCommon.QueryResult<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>;