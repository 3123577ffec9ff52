/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ShowroomQueryVariables = Exact<{
  id: string;
}>;


export type ShowroomQuery = { showroom: { __typename: 'Showroom', id: string, alias: string, name: string, address: string, openingHours: string, telephone: string, email: string | null, description: string, url: string } | null };


export const ShowroomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Showroom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showroom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"Showroom","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/articles/showrooms/{args.id}","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode;

/**
 * __useShowroomQuery__
 *
 * To run a query within a React component, call `useShowroomQuery` and pass it any options that fit your needs.
 * When your component renders, `useShowroomQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShowroomQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useShowroomQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ShowroomQuery, ShowroomQueryVariables> & ({ variables: ShowroomQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShowroomQuery, ShowroomQueryVariables>(ShowroomDocument, options);
      }
export function useShowroomLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShowroomQuery, ShowroomQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShowroomQuery, ShowroomQueryVariables>(ShowroomDocument, options);
        }
// @ts-ignore
export function useShowroomSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ShowroomQuery, ShowroomQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShowroomQuery, ShowroomQueryVariables>;
export function useShowroomSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShowroomQuery, ShowroomQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShowroomQuery | undefined, ShowroomQueryVariables>;
export function useShowroomSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShowroomQuery, ShowroomQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ShowroomQuery, ShowroomQueryVariables>(ShowroomDocument, options);
        }
export type ShowroomQueryHookResult = ReturnType<typeof useShowroomQuery>;
export type ShowroomLazyQueryHookResult = ReturnType<typeof useShowroomLazyQuery>;
export type ShowroomSuspenseQueryHookResult = ReturnType<typeof useShowroomSuspenseQuery>;
export type ShowroomQueryResult = ApolloReactCommon.QueryResult<ShowroomQuery, ShowroomQueryVariables>;