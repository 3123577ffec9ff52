/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CatalogueFilterOptionsQueryVariables = Exact<{
  input: Types.FilterOptionsInput;
}>;


export type CatalogueFilterOptionsQuery = { cataloguePriceRange: { __typename: 'PriceRange', min: number | null, max: number | null, minWithTax: number | null, maxWithTax: number | null, count: number } | null, catalogueParameterRanges: { __typename: 'ParameterRanges', items: Array<{ __typename: 'ParameterRange', code: string, name: string, unit: string | null, min: number, max: number, count: number }> } | null, catalogueParameterOptions: { __typename: 'ParameterOptions', inStockCount: number, parameters: Array<{ __typename: 'ParameterFacet', code: string, name: string, unit: string | null, options: Array<{ __typename: 'ParameterOption', value: string, count: number, selected: boolean }> }>, manufacturers: Array<{ __typename: 'ManufacturerFacet', hash: string, name: string, count: number, selected: boolean }> } | null };


export const CatalogueFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueFilterOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FilterOptionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cataloguePriceRange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"PriceRange","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/catalogue/filter-options/price-range","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"POST","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bodyKey"},"value":{"kind":"StringValue","value":"input","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"minWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"maxWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogueParameterRanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"ParameterRanges","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/catalogue/filter-options/parameter-range","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"POST","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bodyKey"},"value":{"kind":"StringValue","value":"input","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogueParameterOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"ParameterOptions","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/catalogue/filter-options/parameter","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"StringValue","value":"POST","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bodyKey"},"value":{"kind":"StringValue","value":"input","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"manufacturers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inStockCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCatalogueFilterOptionsQuery__
 *
 * To run a query within a React component, call `useCatalogueFilterOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueFilterOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueFilterOptionsQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCatalogueFilterOptionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables> & ({ variables: CatalogueFilterOptionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>(CatalogueFilterOptionsDocument, options);
      }
export function useCatalogueFilterOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>(CatalogueFilterOptionsDocument, options);
        }
// @ts-ignore
export function useCatalogueFilterOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>;
export function useCatalogueFilterOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueFilterOptionsQuery | undefined, CatalogueFilterOptionsQueryVariables>;
export function useCatalogueFilterOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>(CatalogueFilterOptionsDocument, options);
        }
export type CatalogueFilterOptionsQueryHookResult = ReturnType<typeof useCatalogueFilterOptionsQuery>;
export type CatalogueFilterOptionsLazyQueryHookResult = ReturnType<typeof useCatalogueFilterOptionsLazyQuery>;
export type CatalogueFilterOptionsSuspenseQueryHookResult = ReturnType<typeof useCatalogueFilterOptionsSuspenseQuery>;
export type CatalogueFilterOptionsQueryResult = ApolloReactCommon.QueryResult<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>;