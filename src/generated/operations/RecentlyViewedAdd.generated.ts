/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type RecentlyViewedAddMutationVariables = Exact<{
  sku: string;
  first?: number | null | undefined;
}>;


export type RecentlyViewedAddMutation = { recently_viewed_add: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string>, recentlyViewedProducts: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, pictures: Array<{ __typename: 'ProductPicture', alt: string, width: number, height: number, webpSrcset: string, jpegSrcset: string, src: string }>, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string }, hazard: { __typename: 'ProductHazard', hazardous: boolean, pictograms: Array<{ __typename: 'GhsPictogram', code: string, name: string }> } | null }> } };


export const RecentlyViewedAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecentlyViewedAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recently_viewed_add"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitorListsFields"}},{"kind":"Field","name":{"kind":"Name","value":"recentlyViewedProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitorListsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorLists"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"compare"}},{"kind":"Field","name":{"kind":"Name","value":"recentlyViewed"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"jpegSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"originalAmountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPrice30Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"quantitySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hazard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hazardous"}},{"kind":"Field","name":{"kind":"Name","value":"pictograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;
export type RecentlyViewedAddMutationFn = ApolloReactCommon.MutationFunction<RecentlyViewedAddMutation, RecentlyViewedAddMutationVariables>;

/**
 * __useRecentlyViewedAddMutation__
 *
 * To run a mutation, you first call `useRecentlyViewedAddMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecentlyViewedAddMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recentlyViewedAddMutation, { data, loading, error }] = useRecentlyViewedAddMutation({
 *   variables: {
 *      sku: // value for 'sku'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useRecentlyViewedAddMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RecentlyViewedAddMutation, RecentlyViewedAddMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RecentlyViewedAddMutation, RecentlyViewedAddMutationVariables>(RecentlyViewedAddDocument, options);
      }
export type RecentlyViewedAddMutationHookResult = ReturnType<typeof useRecentlyViewedAddMutation>;
export type RecentlyViewedAddMutationResult = ApolloReactCommon.MutationResult<RecentlyViewedAddMutation>;
export type RecentlyViewedAddMutationOptions = ApolloReactCommon.BaseMutationOptions<RecentlyViewedAddMutation, RecentlyViewedAddMutationVariables>;