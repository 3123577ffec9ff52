/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CompanyLookupQueryVariables = Exact<{
  ico: string;
}>;


export type CompanyLookupQuery = { companyLookup: { __typename: 'Company', companyRegNo: string, companyName: string, street: string, city: string, postalCode: string, country: string, companyTaxNo: string } | null };


export const CompanyLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ico"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ico"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ico"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"Company","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/utils/company/{args.ico}","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyRegNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNo"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCompanyLookupQuery__
 *
 * To run a query within a React component, call `useCompanyLookupQuery` and pass it any options that fit your needs.
 * When your component renders, `useCompanyLookupQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCompanyLookupQuery({
 *   variables: {
 *      ico: // value for 'ico'
 *   },
 * });
 */
export function useCompanyLookupQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CompanyLookupQuery, CompanyLookupQueryVariables> & ({ variables: CompanyLookupQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CompanyLookupQuery, CompanyLookupQueryVariables>(CompanyLookupDocument, options);
      }
export function useCompanyLookupLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CompanyLookupQuery, CompanyLookupQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CompanyLookupQuery, CompanyLookupQueryVariables>(CompanyLookupDocument, options);
        }
// @ts-ignore
export function useCompanyLookupSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CompanyLookupQuery, CompanyLookupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CompanyLookupQuery, CompanyLookupQueryVariables>;
export function useCompanyLookupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CompanyLookupQuery, CompanyLookupQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CompanyLookupQuery | undefined, CompanyLookupQueryVariables>;
export function useCompanyLookupSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CompanyLookupQuery, CompanyLookupQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CompanyLookupQuery, CompanyLookupQueryVariables>(CompanyLookupDocument, options);
        }
export type CompanyLookupQueryHookResult = ReturnType<typeof useCompanyLookupQuery>;
export type CompanyLookupLazyQueryHookResult = ReturnType<typeof useCompanyLookupLazyQuery>;
export type CompanyLookupSuspenseQueryHookResult = ReturnType<typeof useCompanyLookupSuspenseQuery>;
export type CompanyLookupQueryResult = ApolloReactCommon.QueryResult<CompanyLookupQuery, CompanyLookupQueryVariables>;