/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ShowroomsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShowroomsQuery = { showrooms: Array<{ __typename: 'Showroom', id: string, alias: string, name: string, address: string, openingHours: string, telephone: string, email: string | null, description: string, url: string }> | null };


export const ShowroomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Showrooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showrooms"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"Showroom","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/articles/showrooms","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShowroomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShowroomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Showroom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"openingHours"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode;

/**
 * __useShowroomsQuery__
 *
 * To run a query within a React component, call `useShowroomsQuery` and pass it any options that fit your needs.
 * When your component renders, `useShowroomsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShowroomsQuery({
 *   variables: {
 *   },
 * });
 */
export function useShowroomsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ShowroomsQuery, ShowroomsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShowroomsQuery, ShowroomsQueryVariables>(ShowroomsDocument, options);
      }
export function useShowroomsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShowroomsQuery, ShowroomsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShowroomsQuery, ShowroomsQueryVariables>(ShowroomsDocument, options);
        }
// @ts-ignore
export function useShowroomsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ShowroomsQuery, ShowroomsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShowroomsQuery, ShowroomsQueryVariables>;
export function useShowroomsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShowroomsQuery, ShowroomsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShowroomsQuery | undefined, ShowroomsQueryVariables>;
export function useShowroomsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShowroomsQuery, ShowroomsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ShowroomsQuery, ShowroomsQueryVariables>(ShowroomsDocument, options);
        }
export type ShowroomsQueryHookResult = ReturnType<typeof useShowroomsQuery>;
export type ShowroomsLazyQueryHookResult = ReturnType<typeof useShowroomsLazyQuery>;
export type ShowroomsSuspenseQueryHookResult = ReturnType<typeof useShowroomsSuspenseQuery>;
export type ShowroomsQueryResult = ApolloReactCommon.QueryResult<ShowroomsQuery, ShowroomsQueryVariables>;