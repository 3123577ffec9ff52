/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type TaxonomyMeAndAncestorsQueryVariables = Exact<{
  hash: string;
}>;


export type TaxonomyMeAndAncestorsQuery = { taxonomyMeAndAncestors: Array<{ __typename: 'TaxonomyNode', hash: string, name: string, code: string | null, path: string, url: string, kind: string, hasChildren: boolean, image: string | null, level: string }> | null };


export const TaxonomyMeAndAncestorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxonomyMeAndAncestors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxonomyMeAndAncestors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"TaxonomyNode","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/taxonomies/me-and-ancestors?{args}","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyNodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxonomyNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]} as unknown as DocumentNode;

/**
 * __useTaxonomyMeAndAncestorsQuery__
 *
 * To run a query within a React component, call `useTaxonomyMeAndAncestorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useTaxonomyMeAndAncestorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTaxonomyMeAndAncestorsQuery({
 *   variables: {
 *      hash: // value for 'hash'
 *   },
 * });
 */
export function useTaxonomyMeAndAncestorsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables> & ({ variables: TaxonomyMeAndAncestorsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables>(TaxonomyMeAndAncestorsDocument, options);
      }
export function useTaxonomyMeAndAncestorsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables>(TaxonomyMeAndAncestorsDocument, options);
        }
// @ts-ignore
export function useTaxonomyMeAndAncestorsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables>;
export function useTaxonomyMeAndAncestorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TaxonomyMeAndAncestorsQuery | undefined, TaxonomyMeAndAncestorsQueryVariables>;
export function useTaxonomyMeAndAncestorsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables>(TaxonomyMeAndAncestorsDocument, options);
        }
export type TaxonomyMeAndAncestorsQueryHookResult = ReturnType<typeof useTaxonomyMeAndAncestorsQuery>;
export type TaxonomyMeAndAncestorsLazyQueryHookResult = ReturnType<typeof useTaxonomyMeAndAncestorsLazyQuery>;
export type TaxonomyMeAndAncestorsSuspenseQueryHookResult = ReturnType<typeof useTaxonomyMeAndAncestorsSuspenseQuery>;
export type TaxonomyMeAndAncestorsQueryResult = ApolloReactCommon.QueryResult<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables>;