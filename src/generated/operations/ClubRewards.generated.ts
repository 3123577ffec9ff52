/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ClubRewardsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClubRewardsQuery = { clubRewards: Array<{ __typename: 'ClubReward', sku: string, text: string, image: string | null, loyaltyPoints: number }> | null };


export const ClubRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClubRewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clubRewards"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"rest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"ClubReward","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"StringValue","value":"/content/rewards","block":false}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"loyaltyPoints"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClubRewardsQuery__
 *
 * To run a query within a React component, call `useClubRewardsQuery` and pass it any options that fit your needs.
 * When your component renders, `useClubRewardsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useClubRewardsQuery({
 *   variables: {
 *   },
 * });
 */
export function useClubRewardsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ClubRewardsQuery, ClubRewardsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ClubRewardsQuery, ClubRewardsQueryVariables>(ClubRewardsDocument, options);
      }
export function useClubRewardsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ClubRewardsQuery, ClubRewardsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ClubRewardsQuery, ClubRewardsQueryVariables>(ClubRewardsDocument, options);
        }
// @ts-ignore
export function useClubRewardsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ClubRewardsQuery, ClubRewardsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ClubRewardsQuery, ClubRewardsQueryVariables>;
export function useClubRewardsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ClubRewardsQuery, ClubRewardsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ClubRewardsQuery | undefined, ClubRewardsQueryVariables>;
export function useClubRewardsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ClubRewardsQuery, ClubRewardsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ClubRewardsQuery, ClubRewardsQueryVariables>(ClubRewardsDocument, options);
        }
export type ClubRewardsQueryHookResult = ReturnType<typeof useClubRewardsQuery>;
export type ClubRewardsLazyQueryHookResult = ReturnType<typeof useClubRewardsLazyQuery>;
export type ClubRewardsSuspenseQueryHookResult = ReturnType<typeof useClubRewardsSuspenseQuery>;
export type ClubRewardsQueryResult = ApolloReactCommon.QueryResult<ClubRewardsQuery, ClubRewardsQueryVariables>;