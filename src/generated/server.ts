import { GraphQLResolveInfo } from 'graphql';
import { GraphQLContext } from '../server/graphql/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  couponCode: Scalars['String']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  couponsApplied: Array<AppliedCoupon>;
  id: Scalars['ID']['output'];
  priceGroup: Scalars['String']['output'];
  pricesType: PricesType;
  stats: CartStats;
  subjects: Array<CartSubject>;
  totals: CartTotals;
};


export type CartSubjectsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type CartMutationResult = {
  __typename?: 'CartMutationResult';
  cart?: Maybe<Cart>;
  errors: Array<MutationError>;
  ok: Scalars['Boolean']['output'];
};

/** Weight in grams, volume in millilitres, dimension in millimetres. */
export type CartStats = {
  __typename?: 'CartStats';
  maxProductDimension: Scalars['Int']['output'];
  volume: Scalars['Int']['output'];
  weight: Scalars['Int']['output'];
};

export type CartSubject = {
  __typename?: 'CartSubject';
  discounts?: Maybe<SubjectDiscounts>;
  /** Stable per cart line. */
  id: Scalars['ID']['output'];
  indirectSubjects: Array<CartSubject>;
  packType: PackType;
  /** Unit price of this line. */
  price: Money;
  product?: Maybe<Product>;
  productSku: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** The sku in the cart: the product sku, or <sku>-carton for a carton. */
  sku: Scalars['String']['output'];
  subjectTotal: Money;
  subjectType: Scalars['String']['output'];
  text: Scalars['String']['output'];
  vatAmount: Scalars['Int']['output'];
  /** VAT rate in percent. */
  vatCode: Scalars['Int']['output'];
};

export type CartSubjectUpdate = {
  mode?: InputMaybe<SubjectUpdateMode>;
  quantity: Scalars['Int']['input'];
  /** Product sku, or <sku>-carton. */
  sku: Scalars['String']['input'];
};

export type CartTotals = {
  __typename?: 'CartTotals';
  /** Number of pieces/cartons over all item lines. */
  quantity: Scalars['Int']['output'];
  subjects: SubjectsTotal;
  total: Money;
  vatAmount: Scalars['Int']['output'];
};

export type Checkout = {
  __typename?: 'Checkout';
  cart: Cart;
  existingCarts: Array<ExistingCart>;
  id: Scalars['ID']['output'];
};

export type ExistingCart = {
  __typename?: 'ExistingCart';
  id: Scalars['ID']['output'];
  state: Scalars['String']['output'];
};

/** Money is always in haléře (1 Kč = 100 haléřů), as integers: `amount` without VAT, `amountWithTax` with VAT. */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['Int']['output'];
  amountWithTax: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  checkout_cart_reset: CartMutationResult;
  checkout_cart_update_subjects: CartMutationResult;
  /** Switches the price display (kept in the session and the 1825-day pricesType cookie). */
  update_settings: VisitorSettings;
};


export type MutationCheckout_Cart_ResetArgs = {
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Cart_Update_SubjectsArgs = {
  batch: Array<CartSubjectUpdate>;
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdate_SettingsArgs = {
  pricesType: PricesType;
};

export type MutationError = {
  __typename?: 'MutationError';
  /** Stable machine-readable code, e.g. CART_LIMIT, UNKNOWN_SKU, NOT_PURCHASABLE. */
  code: Scalars['String']['output'];
  /** Czech message for the shopper. */
  message: Scalars['String']['output'];
  /** The subject the error is about, when there is one. */
  sku?: Maybe<Scalars['String']['output']>;
};

export type PackType =
  | 'carton'
  | 'pcs';

export type PricesType =
  | 'B2B'
  | 'B2C';

/**
 * A product at some detail level. Listings carry the preview fields; the detail page adds the rest.
 * Keyed by sku in the client cache, so REST and GraphQL results merge.
 */
export type Product = {
  __typename?: 'Product';
  availability: StockAvailability;
  availabilityCarton?: Maybe<StockAvailability>;
  breadcrumbs: Array<TaxonomyLink>;
  description?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  images: Array<Scalars['String']['output']>;
  manufacturer?: Maybe<TaxonomyLink>;
  name: Scalars['String']['output'];
  onSale: Scalars['Boolean']['output'];
  parameters: Array<ProductParameter>;
  piecesPerCarton?: Maybe<Scalars['Int']['output']>;
  price: ProductPrice;
  purchasable: Scalars['Boolean']['output'];
  quantitySettings: QuantitySettings;
  rating?: Maybe<Scalars['Float']['output']>;
  reviewCount: Scalars['Int']['output'];
  sku: Scalars['ID']['output'];
  soldOut: Scalars['Boolean']['output'];
  stock?: Maybe<StockInfo>;
  taxonomies: Array<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type ProductParameter = {
  __typename?: 'ProductParameter';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type ProductPrice = {
  __typename?: 'ProductPrice';
  amount: Scalars['Int']['output'];
  amountWithTax: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** Price with VAT before a sale discount, when discounted. */
  originalAmountWithTax?: Maybe<Scalars['Int']['output']>;
  vatRate: Scalars['Int']['output'];
};

export type QuantitySettings = {
  __typename?: 'QuantitySettings';
  default: Scalars['Int']['output'];
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
  rounding: Scalars['String']['output'];
  step: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  checkout?: Maybe<Checkout>;
  /** Price display and other per-visitor settings of the current session. */
  visitorSettings: VisitorSettings;
};


export type QueryCheckoutArgs = {
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};

/** What the shopper sees about availability (computed by src/domain stockAvailability). */
export type StockAvailability = {
  __typename?: 'StockAvailability';
  color: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type StockInfo = {
  __typename?: 'StockInfo';
  note?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  state: Scalars['String']['output'];
  timing?: Maybe<Scalars['String']['output']>;
};

export type SubjectDiscounts = {
  __typename?: 'SubjectDiscounts';
  discountCodes: Array<Scalars['String']['output']>;
  totalDiscount: Money;
};

export type SubjectUpdateMode =
  /** Add this quantity to the line. */
  | 'ADD'
  /** Set the line to this quantity (0 removes it). */
  | 'SET';

export type SubjectsTotal = {
  __typename?: 'SubjectsTotal';
  amount: Scalars['Int']['output'];
  amountWithTax: Scalars['Int']['output'];
  count: Scalars['Int']['output'];
};

export type TaxonomyLink = {
  __typename?: 'TaxonomyLink';
  hash: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type VisitorSettings = {
  __typename?: 'VisitorSettings';
  currency: Scalars['String']['output'];
  /** Always 'current': one settings object per visitor, so updates land on the cached one. */
  id: Scalars['ID']['output'];
  locale: Scalars['String']['output'];
  priceGroup: Scalars['String']['output'];
  pricesType: PricesType;
  region: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AppliedCoupon: ResolverTypeWrapper<AppliedCoupon>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<Cart>;
  CartMutationResult: ResolverTypeWrapper<CartMutationResult>;
  CartStats: ResolverTypeWrapper<CartStats>;
  CartSubject: ResolverTypeWrapper<CartSubject>;
  CartSubjectUpdate: CartSubjectUpdate;
  CartTotals: ResolverTypeWrapper<CartTotals>;
  Checkout: ResolverTypeWrapper<Checkout>;
  ExistingCart: ResolverTypeWrapper<ExistingCart>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationError: ResolverTypeWrapper<MutationError>;
  PackType: PackType;
  PricesType: PricesType;
  Product: ResolverTypeWrapper<Product>;
  ProductParameter: ResolverTypeWrapper<ProductParameter>;
  ProductPrice: ResolverTypeWrapper<ProductPrice>;
  QuantitySettings: ResolverTypeWrapper<QuantitySettings>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  StockAvailability: ResolverTypeWrapper<StockAvailability>;
  StockInfo: ResolverTypeWrapper<StockInfo>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubjectDiscounts: ResolverTypeWrapper<SubjectDiscounts>;
  SubjectUpdateMode: SubjectUpdateMode;
  SubjectsTotal: ResolverTypeWrapper<SubjectsTotal>;
  TaxonomyLink: ResolverTypeWrapper<TaxonomyLink>;
  VisitorSettings: ResolverTypeWrapper<VisitorSettings>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AppliedCoupon: AppliedCoupon;
  Boolean: Scalars['Boolean']['output'];
  Cart: Cart;
  CartMutationResult: CartMutationResult;
  CartStats: CartStats;
  CartSubject: CartSubject;
  CartSubjectUpdate: CartSubjectUpdate;
  CartTotals: CartTotals;
  Checkout: Checkout;
  ExistingCart: ExistingCart;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  MutationError: MutationError;
  Product: Product;
  ProductParameter: ProductParameter;
  ProductPrice: ProductPrice;
  QuantitySettings: QuantitySettings;
  Query: Record<PropertyKey, never>;
  StockAvailability: StockAvailability;
  StockInfo: StockInfo;
  String: Scalars['String']['output'];
  SubjectDiscounts: SubjectDiscounts;
  SubjectsTotal: SubjectsTotal;
  TaxonomyLink: TaxonomyLink;
  VisitorSettings: VisitorSettings;
};

export type AppliedCouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  couponCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  couponsApplied?: Resolver<Array<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricesType?: Resolver<ResolversTypes['PricesType'], ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['CartStats'], ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['CartSubject']>, ParentType, ContextType, RequireFields<CartSubjectsArgs, 'first'>>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
};

export type CartMutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartMutationResult'] = ResolversParentTypes['CartMutationResult']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartStats'] = ResolversParentTypes['CartStats']> = {
  maxProductDimension?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartSubjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartSubject'] = ResolversParentTypes['CartSubject']> = {
  discounts?: Resolver<Maybe<ResolversTypes['SubjectDiscounts']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indirectSubjects?: Resolver<Array<ResolversTypes['CartSubject']>, ParentType, ContextType>;
  packType?: Resolver<ResolversTypes['PackType'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartTotals'] = ResolversParentTypes['CartTotals']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subjects?: Resolver<ResolversTypes['SubjectsTotal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  existingCarts?: Resolver<Array<ResolversTypes['ExistingCart']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ExistingCartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExistingCart'] = ResolversParentTypes['ExistingCart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountWithTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  checkout_cart_reset?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_ResetArgs, 'checkoutId'>>;
  checkout_cart_update_subjects?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_Update_SubjectsArgs, 'batch' | 'checkoutId'>>;
  update_settings?: Resolver<ResolversTypes['VisitorSettings'], ParentType, ContextType, RequireFields<MutationUpdate_SettingsArgs, 'pricesType'>>;
};

export type MutationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationError'] = ResolversParentTypes['MutationError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  availability?: Resolver<ResolversTypes['StockAvailability'], ParentType, ContextType>;
  availabilityCarton?: Resolver<Maybe<ResolversTypes['StockAvailability']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['TaxonomyLink']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['TaxonomyLink']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['ProductParameter']>, ParentType, ContextType>;
  piecesPerCarton?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  purchasable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantitySettings?: Resolver<ResolversTypes['QuantitySettings'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['StockInfo']>, ParentType, ContextType>;
  taxonomies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductParameterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductParameter'] = ResolversParentTypes['ProductParameter']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountWithTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalAmountWithTax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QuantitySettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuantitySettings'] = ResolversParentTypes['QuantitySettings']> = {
  default?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rounding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType, RequireFields<QueryCheckoutArgs, 'checkoutId'>>;
  visitorSettings?: Resolver<ResolversTypes['VisitorSettings'], ParentType, ContextType>;
};

export type StockAvailabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockAvailability'] = ResolversParentTypes['StockAvailability']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockInfo'] = ResolversParentTypes['StockInfo']> = {
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubjectDiscountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubjectDiscounts'] = ResolversParentTypes['SubjectDiscounts']> = {
  discountCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  totalDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SubjectsTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubjectsTotal'] = ResolversParentTypes['SubjectsTotal']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountWithTax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaxonomyLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxonomyLink'] = ResolversParentTypes['TaxonomyLink']> = {
  hash?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisitorSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitorSettings'] = ResolversParentTypes['VisitorSettings']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricesType?: Resolver<ResolversTypes['PricesType'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartMutationResult?: CartMutationResultResolvers<ContextType>;
  CartStats?: CartStatsResolvers<ContextType>;
  CartSubject?: CartSubjectResolvers<ContextType>;
  CartTotals?: CartTotalsResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  ExistingCart?: ExistingCartResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationError?: MutationErrorResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductParameter?: ProductParameterResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  QuantitySettings?: QuantitySettingsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  StockAvailability?: StockAvailabilityResolvers<ContextType>;
  StockInfo?: StockInfoResolvers<ContextType>;
  SubjectDiscounts?: SubjectDiscountsResolvers<ContextType>;
  SubjectsTotal?: SubjectsTotalResolvers<ContextType>;
  TaxonomyLink?: TaxonomyLinkResolvers<ContextType>;
  VisitorSettings?: VisitorSettingsResolvers<ContextType>;
};

