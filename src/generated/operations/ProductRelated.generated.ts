/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ProductRelatedQueryVariables = Exact<{
  sku: string;
  relationType: string;
  input: Types.RelatedInput;
}>;


export type ProductRelatedQuery = { productRelated: { __typename: 'RelatedProducts', sku: string, relationType: string, count: number, items: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, pictures: Array<{ __typename: 'ProductPicture', alt: string, width: number, height: number, webpSrcset: string, jpegSrcset: string, src: string }>, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string }, hazard: { __typename: 'ProductHazard', hazardous: boolean, pictograms: Array<{ __typename: 'GhsPictogram', code: string, name: string }> } | null }> } | null };


export const ProductRelatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductRelated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"relationType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RelatedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productRelated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}},{"kind":"Argument","name":{"kind":"Name","value":"relationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"relationType"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"RelatedProducts","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/products/{args.sku}/related/{args.relationType}","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"POST","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bodyKey"},"value":{"kind":"StringValue","value":"input","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"relationType"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"jpegSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"originalAmountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPrice30Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"quantitySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hazard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hazardous"}},{"kind":"Field","name":{"kind":"Name","value":"pictograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProductRelatedQuery__
 *
 * To run a query within a React component, call `useProductRelatedQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductRelatedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductRelatedQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *      relationType: // value for 'relationType'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useProductRelatedQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables> & ({ variables: ProductRelatedQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(ProductRelatedDocument, options);
      }
export function useProductRelatedLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(ProductRelatedDocument, options);
        }
// @ts-ignore
export function useProductRelatedSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductRelatedQuery, ProductRelatedQueryVariables>;
export function useProductRelatedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductRelatedQuery | undefined, ProductRelatedQueryVariables>;
export function useProductRelatedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(ProductRelatedDocument, options);
        }
export type ProductRelatedQueryHookResult = ReturnType<typeof useProductRelatedQuery>;
export type ProductRelatedLazyQueryHookResult = ReturnType<typeof useProductRelatedLazyQuery>;
export type ProductRelatedSuspenseQueryHookResult = ReturnType<typeof useProductRelatedSuspenseQuery>;
export type ProductRelatedQueryResult = ApolloReactCommon.QueryResult<ProductRelatedQuery, ProductRelatedQueryVariables>;