/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type TaxonomySubTreeQueryVariables = Exact<{
  hash: string;
  depth?: number | null | undefined;
}>;


export type TaxonomySubTreeQuery = { taxonomySubTree: { __typename: 'TaxonomyNode', description: string | null, hash: string, name: string, code: string | null, path: string, url: string, kind: string, hasChildren: boolean, image: string | null, level: string, children: Array<{ __typename: 'TaxonomyNode', hash: string, name: string, code: string | null, path: string, url: string, kind: string, hasChildren: boolean, image: string | null, level: string }> } | null };


export const TaxonomySubTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxonomySubTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depth"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxonomySubTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}},{"kind":"Argument","name":{"kind":"Name","value":"depth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depth"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"TaxonomyNode","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/taxonomies/sub-tree?hash={args.hash}&depth={args.depth}","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyNodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyNodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]} as unknown as DocumentNode;

/**
 * __useTaxonomySubTreeQuery__
 *
 * To run a query within a React component, call `useTaxonomySubTreeQuery` and pass it any options that fit your needs.
 * When your component renders, `useTaxonomySubTreeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTaxonomySubTreeQuery({
 *   variables: {
 *      hash: // value for 'hash'
 *      depth: // value for 'depth'
 *   },
 * });
 */
export function useTaxonomySubTreeQuery(baseOptions: ApolloReactHooks.QueryHookOptions<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables> & ({ variables: TaxonomySubTreeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>(TaxonomySubTreeDocument, options);
      }
export function useTaxonomySubTreeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>(TaxonomySubTreeDocument, options);
        }
// @ts-ignore
export function useTaxonomySubTreeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>;
export function useTaxonomySubTreeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TaxonomySubTreeQuery | undefined, TaxonomySubTreeQueryVariables>;
export function useTaxonomySubTreeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>(TaxonomySubTreeDocument, options);
        }
export type TaxonomySubTreeQueryHookResult = ReturnType<typeof useTaxonomySubTreeQuery>;
export type TaxonomySubTreeLazyQueryHookResult = ReturnType<typeof useTaxonomySubTreeLazyQuery>;
export type TaxonomySubTreeSuspenseQueryHookResult = ReturnType<typeof useTaxonomySubTreeSuspenseQuery>;
export type TaxonomySubTreeQueryResult = ApolloReactCommon.QueryResult<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>;