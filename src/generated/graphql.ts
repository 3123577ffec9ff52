/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type CartSubjectUpdate = {
  mode?: SubjectUpdateMode | null | undefined;
  quantity: number;
  /** Product sku, or <sku>-carton. */
  sku: string;
};

export type CatalogueFilterInput = {
  inStock?: boolean | null | undefined;
  manufacturers?: Array<string> | null | undefined;
  priceFrom?: number | null | undefined;
  priceTo?: number | null | undefined;
};

export type CatalogueInput = {
  after?: string | null | undefined;
  filter?: CatalogueFilterInput | null | undefined;
  first?: number | null | undefined;
  hash: string;
  sort?: string | null | undefined;
};

export type PackType =
  | 'carton'
  | 'pcs';

export type PricesType =
  | 'B2B'
  | 'B2C';

export type SubjectUpdateMode =
  /** Add this quantity to the line. */
  | 'ADD'
  /** Set the line to this quantity (0 removes it). */
  | 'SET';

export type CheckoutCartResetMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
}>;


export type CheckoutCartResetMutation = { checkout_cart_reset: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } } | null } };

export type CheckoutCartUpdateSubjectsMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  batch: Array<CartSubjectUpdate> | CartSubjectUpdate;
}>;


export type CheckoutCartUpdateSubjectsMutation = { checkout_cart_update_subjects: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } } | null } };

export type CataloguePageQueryVariables = Exact<{
  input: CatalogueInput;
}>;


export type CataloguePageQuery = { catalogue: { __typename: 'CataloguePage', totalCount: number, items: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null }, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } | null };

export type ProductDetailQueryVariables = Exact<{
  sku: string;
}>;


export type ProductDetailQuery = { productDetail: { __typename: 'Product', images: Array<string>, description: string | null, onSale: boolean, soldOut: boolean, piecesPerCarton: number | null, taxonomies: Array<string>, sku: string, name: string, url: string, image: string | null, purchasable: boolean, manufacturer: { __typename: 'TaxonomyLink', hash: string, name: string, url: string } | null, stock: { __typename: 'StockInfo', state: string, quantity: number, note: string | null, timing: string | null } | null, parameters: Array<{ __typename: 'ProductParameter', code: string, name: string, value: string, unit: string | null }>, breadcrumbs: Array<{ __typename: 'TaxonomyLink', hash: string, name: string, url: string }>, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null }, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null };

export type TaxonomySubTreeQueryVariables = Exact<{
  hash: string;
  depth?: number | null | undefined;
}>;


export type TaxonomySubTreeQuery = { taxonomySubTree: { __typename: 'TaxonomyNode', description: string | null, hash: string, name: string, code: string | null, path: string, url: string, kind: string, hasChildren: boolean, image: string | null, level: string, children: Array<{ __typename: 'TaxonomyNode', hash: string, name: string, code: string | null, path: string, url: string, kind: string, hasChildren: boolean, image: string | null, level: string }> } | null };

export type CheckoutQueryVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
}>;


export type CheckoutQuery = { checkout: { __typename: 'Checkout', id: string, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } }, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string }> } | null };

export type UpdateSettingsMutationVariables = Exact<{
  pricesType: PricesType;
}>;


export type UpdateSettingsMutation = { update_settings: { __typename: 'VisitorSettings', id: string, pricesType: PricesType, priceGroup: string, currency: string, region: string, locale: string } };

export type VisitorSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type VisitorSettingsQuery = { visitorSettings: { __typename: 'VisitorSettings', id: string, pricesType: PricesType, priceGroup: string, currency: string, region: string, locale: string } };

export type CartFieldsFragment = { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } };

export type ProductCardFieldsFragment = { __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null }, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } };

export type TaxonomyNodeFieldsFragment = { __typename: 'TaxonomyNode', hash: string, name: string, code: string | null, path: string, url: string, kind: string, hasChildren: boolean, image: string | null, level: string };

export const CartFieldsFragmentDoc = gql`
    fragment CartFields on Cart {
  id
  pricesType
  subjects(first: 100) {
    id
    sku
    productSku
    packType
    text
    quantity
    price {
      amount
      amountWithTax
      currency
    }
    subjectTotal {
      amount
      amountWithTax
      currency
    }
    vatCode
    subjectType
    product {
      sku
      name
      url
      image
    }
  }
  totals {
    subjects {
      count
      amount
      amountWithTax
    }
    total {
      amount
      amountWithTax
      currency
    }
    vatAmount
    quantity
  }
}
    `;
export const ProductCardFieldsFragmentDoc = gql`
    fragment ProductCardFields on Product {
  sku
  name
  url
  image
  price {
    amount
    amountWithTax
    currency
    vatRate
    originalAmountWithTax
  }
  availability {
    state
    text
    color
    note
  }
  purchasable
  quantitySettings {
    default
    min
    max
    step
    rounding
  }
}
    `;
export const TaxonomyNodeFieldsFragmentDoc = gql`
    fragment TaxonomyNodeFields on TaxonomyNode {
  hash
  name
  code
  path
  url
  kind
  hasChildren
  image
  level
}
    `;
export const CheckoutCartResetDocument = gql`
    mutation CheckoutCartReset($checkoutId: ID!, $locale: String) {
  checkout_cart_reset(checkoutId: $checkoutId, locale: $locale) {
    ok
    errors {
      code
      message
      sku
    }
    cart {
      ...CartFields
    }
  }
}
    ${CartFieldsFragmentDoc}`;
export type CheckoutCartResetMutationFn = ApolloReactCommon.MutationFunction<CheckoutCartResetMutation, CheckoutCartResetMutationVariables>;

/**
 * __useCheckoutCartResetMutation__
 *
 * To run a mutation, you first call `useCheckoutCartResetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartResetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartResetMutation, { data, loading, error }] = useCheckoutCartResetMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCheckoutCartResetMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCartResetMutation, CheckoutCartResetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutCartResetMutation, CheckoutCartResetMutationVariables>(CheckoutCartResetDocument, options);
      }
export type CheckoutCartResetMutationHookResult = ReturnType<typeof useCheckoutCartResetMutation>;
export type CheckoutCartResetMutationResult = ApolloReactCommon.MutationResult<CheckoutCartResetMutation>;
export type CheckoutCartResetMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutCartResetMutation, CheckoutCartResetMutationVariables>;
export const CheckoutCartUpdateSubjectsDocument = gql`
    mutation CheckoutCartUpdateSubjects($checkoutId: ID!, $locale: String, $batch: [CartSubjectUpdate!]!) {
  checkout_cart_update_subjects(
    checkoutId: $checkoutId
    locale: $locale
    batch: $batch
  ) {
    ok
    errors {
      code
      message
      sku
    }
    cart {
      ...CartFields
    }
  }
}
    ${CartFieldsFragmentDoc}`;
export type CheckoutCartUpdateSubjectsMutationFn = ApolloReactCommon.MutationFunction<CheckoutCartUpdateSubjectsMutation, CheckoutCartUpdateSubjectsMutationVariables>;

/**
 * __useCheckoutCartUpdateSubjectsMutation__
 *
 * To run a mutation, you first call `useCheckoutCartUpdateSubjectsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartUpdateSubjectsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartUpdateSubjectsMutation, { data, loading, error }] = useCheckoutCartUpdateSubjectsMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      batch: // value for 'batch'
 *   },
 * });
 */
export function useCheckoutCartUpdateSubjectsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCartUpdateSubjectsMutation, CheckoutCartUpdateSubjectsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutCartUpdateSubjectsMutation, CheckoutCartUpdateSubjectsMutationVariables>(CheckoutCartUpdateSubjectsDocument, options);
      }
export type CheckoutCartUpdateSubjectsMutationHookResult = ReturnType<typeof useCheckoutCartUpdateSubjectsMutation>;
export type CheckoutCartUpdateSubjectsMutationResult = ApolloReactCommon.MutationResult<CheckoutCartUpdateSubjectsMutation>;
export type CheckoutCartUpdateSubjectsMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutCartUpdateSubjectsMutation, CheckoutCartUpdateSubjectsMutationVariables>;
export const CataloguePageDocument = gql`
    query CataloguePage($input: CatalogueInput!) {
  catalogue(input: $input) @rest(type: "CataloguePage", path: "/catalogue", method: "POST", bodyKey: "input") {
    items {
      ...ProductCardFields
    }
    pageInfo {
      endCursor
      hasNextPage
    }
    totalCount
  }
}
    ${ProductCardFieldsFragmentDoc}`;

/**
 * __useCataloguePageQuery__
 *
 * To run a query within a React component, call `useCataloguePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useCataloguePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCataloguePageQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCataloguePageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables> & ({ variables: CataloguePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CataloguePageQuery, CataloguePageQueryVariables>(CataloguePageDocument, options);
      }
export function useCataloguePageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CataloguePageQuery, CataloguePageQueryVariables>(CataloguePageDocument, options);
        }
// @ts-ignore
export function useCataloguePageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CataloguePageQuery, CataloguePageQueryVariables>;
export function useCataloguePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CataloguePageQuery | undefined, CataloguePageQueryVariables>;
export function useCataloguePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CataloguePageQuery, CataloguePageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CataloguePageQuery, CataloguePageQueryVariables>(CataloguePageDocument, options);
        }
export type CataloguePageQueryHookResult = ReturnType<typeof useCataloguePageQuery>;
export type CataloguePageLazyQueryHookResult = ReturnType<typeof useCataloguePageLazyQuery>;
export type CataloguePageSuspenseQueryHookResult = ReturnType<typeof useCataloguePageSuspenseQuery>;
export type CataloguePageQueryResult = ApolloReactCommon.QueryResult<CataloguePageQuery, CataloguePageQueryVariables>;
export const ProductDetailDocument = gql`
    query ProductDetail($sku: String!) {
  productDetail(sku: $sku) @rest(type: "Product", path: "/products/{args.sku}/detail") {
    ...ProductCardFields
    images
    description
    manufacturer {
      hash
      name
      url
    }
    stock {
      state
      quantity
      note
      timing
    }
    onSale
    soldOut
    piecesPerCarton
    parameters {
      code
      name
      value
      unit
    }
    breadcrumbs {
      hash
      name
      url
    }
    taxonomies
  }
}
    ${ProductCardFieldsFragmentDoc}`;

/**
 * __useProductDetailQuery__
 *
 * To run a query within a React component, call `useProductDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductDetailQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useProductDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductDetailQuery, ProductDetailQueryVariables> & ({ variables: ProductDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductDetailQuery, ProductDetailQueryVariables>(ProductDetailDocument, options);
      }
export function useProductDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductDetailQuery, ProductDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductDetailQuery, ProductDetailQueryVariables>(ProductDetailDocument, options);
        }
// @ts-ignore
export function useProductDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailQuery, ProductDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductDetailQuery, ProductDetailQueryVariables>;
export function useProductDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailQuery, ProductDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductDetailQuery | undefined, ProductDetailQueryVariables>;
export function useProductDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductDetailQuery, ProductDetailQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductDetailQuery, ProductDetailQueryVariables>(ProductDetailDocument, options);
        }
export type ProductDetailQueryHookResult = ReturnType<typeof useProductDetailQuery>;
export type ProductDetailLazyQueryHookResult = ReturnType<typeof useProductDetailLazyQuery>;
export type ProductDetailSuspenseQueryHookResult = ReturnType<typeof useProductDetailSuspenseQuery>;
export type ProductDetailQueryResult = ApolloReactCommon.QueryResult<ProductDetailQuery, ProductDetailQueryVariables>;
export const TaxonomySubTreeDocument = gql`
    query TaxonomySubTree($hash: String!, $depth: Int) {
  taxonomySubTree(hash: $hash, depth: $depth) @rest(type: "TaxonomyNode", path: "/taxonomies/sub-tree?hash={args.hash}&depth={args.depth}") {
    ...TaxonomyNodeFields
    description
    children {
      ...TaxonomyNodeFields
    }
  }
}
    ${TaxonomyNodeFieldsFragmentDoc}`;

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
export const CheckoutDocument = gql`
    query Checkout($checkoutId: ID!, $locale: String) {
  checkout(checkoutId: $checkoutId, locale: $locale) {
    id
    cart {
      ...CartFields
    }
    existingCarts {
      id
      state
    }
  }
}
    ${CartFieldsFragmentDoc}`;

/**
 * __useCheckoutQuery__
 *
 * To run a query within a React component, call `useCheckoutQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutQuery({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCheckoutQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CheckoutQuery, CheckoutQueryVariables> & ({ variables: CheckoutQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutQuery, CheckoutQueryVariables>(CheckoutDocument, options);
      }
export function useCheckoutLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutQuery, CheckoutQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutQuery, CheckoutQueryVariables>(CheckoutDocument, options);
        }
// @ts-ignore
export function useCheckoutSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutQuery, CheckoutQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutQuery, CheckoutQueryVariables>;
export function useCheckoutSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutQuery, CheckoutQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutQuery | undefined, CheckoutQueryVariables>;
export function useCheckoutSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutQuery, CheckoutQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckoutQuery, CheckoutQueryVariables>(CheckoutDocument, options);
        }
export type CheckoutQueryHookResult = ReturnType<typeof useCheckoutQuery>;
export type CheckoutLazyQueryHookResult = ReturnType<typeof useCheckoutLazyQuery>;
export type CheckoutSuspenseQueryHookResult = ReturnType<typeof useCheckoutSuspenseQuery>;
export type CheckoutQueryResult = ApolloReactCommon.QueryResult<CheckoutQuery, CheckoutQueryVariables>;
export const UpdateSettingsDocument = gql`
    mutation UpdateSettings($pricesType: PricesType!) {
  update_settings(pricesType: $pricesType) {
    id
    pricesType
    priceGroup
    currency
    region
    locale
  }
}
    `;
export type UpdateSettingsMutationFn = ApolloReactCommon.MutationFunction<UpdateSettingsMutation, UpdateSettingsMutationVariables>;

/**
 * __useUpdateSettingsMutation__
 *
 * To run a mutation, you first call `useUpdateSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSettingsMutation, { data, loading, error }] = useUpdateSettingsMutation({
 *   variables: {
 *      pricesType: // value for 'pricesType'
 *   },
 * });
 */
export function useUpdateSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateSettingsMutation, UpdateSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateSettingsMutation, UpdateSettingsMutationVariables>(UpdateSettingsDocument, options);
      }
export type UpdateSettingsMutationHookResult = ReturnType<typeof useUpdateSettingsMutation>;
export type UpdateSettingsMutationResult = ApolloReactCommon.MutationResult<UpdateSettingsMutation>;
export type UpdateSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const VisitorSettingsDocument = gql`
    query VisitorSettings {
  visitorSettings {
    id
    pricesType
    priceGroup
    currency
    region
    locale
  }
}
    `;

/**
 * __useVisitorSettingsQuery__
 *
 * To run a query within a React component, call `useVisitorSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useVisitorSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVisitorSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useVisitorSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<VisitorSettingsQuery, VisitorSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VisitorSettingsQuery, VisitorSettingsQueryVariables>(VisitorSettingsDocument, options);
      }
export function useVisitorSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VisitorSettingsQuery, VisitorSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VisitorSettingsQuery, VisitorSettingsQueryVariables>(VisitorSettingsDocument, options);
        }
// @ts-ignore
export function useVisitorSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VisitorSettingsQuery, VisitorSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VisitorSettingsQuery, VisitorSettingsQueryVariables>;
export function useVisitorSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VisitorSettingsQuery, VisitorSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VisitorSettingsQuery | undefined, VisitorSettingsQueryVariables>;
export function useVisitorSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VisitorSettingsQuery, VisitorSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<VisitorSettingsQuery, VisitorSettingsQueryVariables>(VisitorSettingsDocument, options);
        }
export type VisitorSettingsQueryHookResult = ReturnType<typeof useVisitorSettingsQuery>;
export type VisitorSettingsLazyQueryHookResult = ReturnType<typeof useVisitorSettingsLazyQuery>;
export type VisitorSettingsSuspenseQueryHookResult = ReturnType<typeof useVisitorSettingsSuspenseQuery>;
export type VisitorSettingsQueryResult = ApolloReactCommon.QueryResult<VisitorSettingsQuery, VisitorSettingsQueryVariables>;