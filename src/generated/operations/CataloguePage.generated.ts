/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CataloguePageQueryVariables = Exact<{
  input: Types.CatalogueInput;
}>;


export type CataloguePageQuery = { catalogue: { __typename: 'CataloguePage', startsAfter: string | null, totalCount: number, items: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, pictures: Array<{ __typename: 'ProductPicture', alt: string, width: number, height: number, webpSrcset: string, jpegSrcset: string, src: string }>, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string }, hazard: { __typename: 'ProductHazard', hazardous: boolean, pictograms: Array<{ __typename: 'GhsPictogram', code: string, name: string }> } | null }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } | null };


export const CataloguePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CataloguePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"CataloguePage","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/catalogue","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"POST","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bodyKey"},"value":{"kind":"StringValue","value":"input","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startsAfter"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"jpegSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"originalAmountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPrice30Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"quantitySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hazard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hazardous"}},{"kind":"Field","name":{"kind":"Name","value":"pictograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCataloguePageQuery__
 *
 * To run a query within a React component, call `useCataloguePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useCataloguePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCataloguePageQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCataloguePageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables> & ({ variables: CataloguePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CataloguePageQuery, CataloguePageQueryVariables>(CataloguePageDocument, options);
      }
export function useCataloguePageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CataloguePageQuery, CataloguePageQueryVariables>(CataloguePageDocument, options);
        }
// @ts-ignore
export function useCataloguePageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CataloguePageQuery, CataloguePageQueryVariables>;
export function useCataloguePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CataloguePageQuery | undefined, CataloguePageQueryVariables>;
export function useCataloguePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CataloguePageQuery, CataloguePageQueryVariables>(CataloguePageDocument, options);
        }
export type CataloguePageQueryHookResult = ReturnType<typeof useCataloguePageQuery>;
export type CataloguePageLazyQueryHookResult = ReturnType<typeof useCataloguePageLazyQuery>;
export type CataloguePageSuspenseQueryHookResult = ReturnType<typeof useCataloguePageSuspenseQuery>;
export type CataloguePageQueryResult = ApolloReactCommon.QueryResult<CataloguePageQuery, CataloguePageQueryVariables>;