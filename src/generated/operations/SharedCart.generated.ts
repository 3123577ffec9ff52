/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type SharedCartQueryVariables = Exact<{
  token: string;
}>;


export type SharedCartQuery = { sharedCart: { __typename: 'SharedCart', senderName: string, lines: Array<{ __typename: 'SharedCartLine', sku: string, quantity: number, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, pictures: Array<{ __typename: 'ProductPicture', alt: string, width: number, height: number, webpSrcset: string, jpegSrcset: string, src: string }>, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string }, hazard: { __typename: 'ProductHazard', hazardous: boolean, pictograms: Array<{ __typename: 'GhsPictogram', code: string, name: string }> } | null } | null }> } | null };


export const SharedCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"webpSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"jpegSrcset"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"originalAmountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"lowestPrice30Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"purchasable"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"quantitySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hazard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hazardous"}},{"kind":"Field","name":{"kind":"Name","value":"pictograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSharedCartQuery__
 *
 * To run a query within a React component, call `useSharedCartQuery` and pass it any options that fit your needs.
 * When your component renders, `useSharedCartQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSharedCartQuery({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useSharedCartQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SharedCartQuery, SharedCartQueryVariables> & ({ variables: SharedCartQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SharedCartQuery, SharedCartQueryVariables>(SharedCartDocument, options);
      }
export function useSharedCartLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SharedCartQuery, SharedCartQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SharedCartQuery, SharedCartQueryVariables>(SharedCartDocument, options);
        }
// @ts-ignore
export function useSharedCartSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SharedCartQuery, SharedCartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SharedCartQuery, SharedCartQueryVariables>;
export function useSharedCartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SharedCartQuery, SharedCartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SharedCartQuery | undefined, SharedCartQueryVariables>;
export function useSharedCartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SharedCartQuery, SharedCartQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SharedCartQuery, SharedCartQueryVariables>(SharedCartDocument, options);
        }
export type SharedCartQueryHookResult = ReturnType<typeof useSharedCartQuery>;
export type SharedCartLazyQueryHookResult = ReturnType<typeof useSharedCartLazyQuery>;
export type SharedCartSuspenseQueryHookResult = ReturnType<typeof useSharedCartSuspenseQuery>;
export type SharedCartQueryResult = ApolloReactCommon.QueryResult<SharedCartQuery, SharedCartQueryVariables>;