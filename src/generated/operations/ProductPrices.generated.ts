/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ProductPricesQueryVariables = Exact<{
  sku: string;
}>;


export type ProductPricesQuery = { productQuantityPrices: { __typename: 'ProductQuantityPrices', sku: string, pcs: Array<{ __typename: 'QuantityPrice', packType: Types.PackType, minQuantity: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, carton: Array<{ __typename: 'QuantityPrice', packType: Types.PackType, minQuantity: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, productPackPrices: { __typename: 'ProductPackPrices', sku: string, packs: Array<{ __typename: 'PackPrice', sku: string, packType: Types.PackType, pieces: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pricePerPiece: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null };


export const ProductPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productQuantityPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"ProductQuantityPrices","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/products/{args.sku}/quantity-prices","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"pcs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuantityPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"carton"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuantityPriceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"productPackPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"ProductPackPrices","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/products/{args.sku}/pack-prices","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"packs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"packType"}},{"kind":"Field","name":{"kind":"Name","value":"pieces"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePerPiece"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuantityPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuantityPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packType"}},{"kind":"Field","name":{"kind":"Name","value":"minQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProductPricesQuery__
 *
 * To run a query within a React component, call `useProductPricesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductPricesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductPricesQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useProductPricesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables> & ({ variables: ProductPricesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductPricesQuery, ProductPricesQueryVariables>(ProductPricesDocument, options);
      }
export function useProductPricesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductPricesQuery, ProductPricesQueryVariables>(ProductPricesDocument, options);
        }
// @ts-ignore
export function useProductPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductPricesQuery, ProductPricesQueryVariables>;
export function useProductPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductPricesQuery | undefined, ProductPricesQueryVariables>;
export function useProductPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductPricesQuery, ProductPricesQueryVariables>(ProductPricesDocument, options);
        }
export type ProductPricesQueryHookResult = ReturnType<typeof useProductPricesQuery>;
export type ProductPricesLazyQueryHookResult = ReturnType<typeof useProductPricesLazyQuery>;
export type ProductPricesSuspenseQueryHookResult = ReturnType<typeof useProductPricesSuspenseQuery>;
export type ProductPricesQueryResult = ApolloReactCommon.QueryResult<ProductPricesQuery, ProductPricesQueryVariables>;