/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type SearchAutocompleteQueryVariables = Exact<{
  q: string;
}>;


export type SearchAutocompleteQuery = { searchAutocomplete: { __typename: 'Autocomplete', query: string, exactMatchUrl: string | null, topQueries: Array<{ __typename: 'SearchQuerySuggestion', query: string, count: number }>, brands: Array<{ __typename: 'TaxonomyLink', hash: string, name: string, url: string }>, categories: Array<{ __typename: 'TaxonomyLink', hash: string, name: string, url: string }>, articles: Array<{ __typename: 'ArticleTeaser', id: string, title: string, url: string }>, products: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null } }> } | null };


export const SearchAutocompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchAutocomplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchAutocomplete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"Autocomplete","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/search/autocomplete?{args}","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"topQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"originalAmountWithTax"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"exactMatchUrl"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSearchAutocompleteQuery__
 *
 * To run a query within a React component, call `useSearchAutocompleteQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchAutocompleteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchAutocompleteQuery({
 *   variables: {
 *      q: // value for 'q'
 *   },
 * });
 */
export function useSearchAutocompleteQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SearchAutocompleteQuery, SearchAutocompleteQueryVariables> & ({ variables: SearchAutocompleteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>(SearchAutocompleteDocument, options);
      }
export function useSearchAutocompleteLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>(SearchAutocompleteDocument, options);
        }
// @ts-ignore
export function useSearchAutocompleteSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>;
export function useSearchAutocompleteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchAutocompleteQuery | undefined, SearchAutocompleteQueryVariables>;
export function useSearchAutocompleteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>(SearchAutocompleteDocument, options);
        }
export type SearchAutocompleteQueryHookResult = ReturnType<typeof useSearchAutocompleteQuery>;
export type SearchAutocompleteLazyQueryHookResult = ReturnType<typeof useSearchAutocompleteLazyQuery>;
export type SearchAutocompleteSuspenseQueryHookResult = ReturnType<typeof useSearchAutocompleteSuspenseQuery>;
export type SearchAutocompleteQueryResult = ApolloReactCommon.QueryResult<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>;