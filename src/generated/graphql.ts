/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type AfterLoginAction =
  /** Keep the current cart; the other carts stay saved. */
  | 'keep'
  /** Add the lines of nextCartId to the current cart; nextCartId is removed. */
  | 'merge'
  /** Make nextCartId the active cart; the current cart is saved for later (or dropped when empty). */
  | 'switch';

export type AgreementsInput = {
  newsletter?: boolean | null | undefined;
  privacy?: boolean | null | undefined;
  terms?: boolean | null | undefined;
};

export type ArticlesInput = {
  category?: string | null | undefined;
  /** Only articles attached to this taxonomy or content node. */
  hash?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  /** DATE_ASC, DATE_DESC, ORDER_ASC or ORDER_DESC (default DATE_DESC). */
  sort?: string | null | undefined;
  /** article, advisor, blog or news (default article). */
  type?: string | null | undefined;
};

/**
 * Adds, or with quantity 0 removes, an additional service (warranty, assembly, delivery service) as an
 * indirect subject of a primary cart line. The service must be offered with that line's product.
 * An item service follows its line's quantity; a delivery service counts once.
 */
export type CartIndirectSubjectUpdate = {
  /** The primary line's CartSubject.id. */
  parentId: string;
  /** 0 removes the service; any positive number adds it. */
  quantity: number;
  /** The service sku (zar01, zar02, mont01, rekl01…). */
  sku: string;
};

export type CartSubjectUpdate = {
  mode?: SubjectUpdateMode | null | undefined;
  quantity: number;
  /** Product sku, or <sku>-carton. */
  sku: string;
};

export type CatalogueFilterInput = {
  inStock?: boolean | null | undefined;
  /** Manufacturer taxonomy hashes (any of them). */
  manufacturers?: Array<string> | null | undefined;
  /** Numeric parameter ranges, bounds inclusive. */
  parameterRanges?: Array<ParameterRangeFilterInput> | null | undefined;
  /** Parameter options: any of the values per code, every code. */
  parameters?: Array<ParameterOptionFilterInput> | null | undefined;
  /** Haléře; compared with the price with VAT (without VAT when priceWithoutTax is true). */
  priceFrom?: number | null | undefined;
  priceTo?: number | null | undefined;
  priceWithoutTax?: boolean | null | undefined;
};

export type CatalogueInput = {
  after?: string | null | undefined;
  filter?: CatalogueFilterInput | null | undefined;
  first?: number | null | undefined;
  hash: string;
  sort?: string | null | undefined;
};

/** Every part is optional; the parts given are validated together and saved together or not at all. */
export type CheckoutDataInput = {
  agreements?: AgreementsInput | null | undefined;
  customerOrderNumber?: string | null | undefined;
  deliveryInfo?: DeliveryInfoInput | null | undefined;
  destiny?: Destiny | null | undefined;
  invoiceInfo?: InvoiceInfoInput | null | undefined;
  notes?: string | null | undefined;
  orderInfo?: OrderInfoInput | null | undefined;
};

export type CheckoutStep =
  | 'address'
  | 'cart'
  | 'delivery'
  | 'gift'
  | 'summary';

export type ComplaintInput = {
  agreement: boolean;
  description: string;
  email: string;
  name: string;
  orderNumber: string;
  phone?: string | null | undefined;
  productSku?: string | null | undefined;
};

export type ContactInput = {
  city?: string | null | undefined;
  companyName?: string | null | undefined;
  companyRegNo?: string | null | undefined;
  companyTaxNo?: string | null | undefined;
  contactType?: ContactType | null | undefined;
  country?: string | null | undefined;
  emailAddress?: string | null | undefined;
  officeName?: string | null | undefined;
  personName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  postalCode?: string | null | undefined;
  street?: string | null | undefined;
};

export type ContactType =
  | 'company'
  | 'office'
  | 'person';

export type CreatePurchaseInput = {
  /** The total to pay shown on the summary; a different server total refuses with PRICE_CHANGED. */
  expectedTotal?: number | null | undefined;
  /** One key per checkout attempt (a UUID made when the summary opens): resubmits return the same order. */
  idempotencyKey: string;
};

export type CustomerUpdateInput = {
  /** The customer's own contact (e-mail and phone required, as at registration). */
  contact?: ContactInput | null | undefined;
  newsletter?: boolean | null | undefined;
};

export type DeliveryInfoInput = {
  contact?: ContactInput | null | undefined;
  /** One of the logged-in customer's delivery contacts: sets utilization customer. */
  customerContactId?: string | null | undefined;
  utilization?: DeliveryUtilization | null | undefined;
};

export type DeliveryUtilization =
  | 'assigned'
  | 'customer'
  | 'inherit'
  | 'invoice';

export type Destiny =
  | 'inquiry'
  | 'purchase'
  | 'reservation';

export type FilterOptionsInput = {
  /** Only these parameter codes (all when missing). */
  codes?: Array<string> | null | undefined;
  filter?: CatalogueFilterInput | null | undefined;
  hash: string;
  /** A search phrase: the options then describe the search results within the taxonomy. */
  q?: string | null | undefined;
};

export type InvoiceInfoInput = {
  contact?: ContactInput | null | undefined;
  utilization?: InvoiceUtilization | null | undefined;
};

export type InvoiceUtilization =
  | 'assigned'
  | 'inherit';

export type LoginInput = {
  password: string;
  username: string;
};

/** What moved a customer's points (issue 11: one ledger, the balance is the sum of the movements). */
export type LoyaltyMovementKind =
  /** Not tied to an order: welcome points, a correction, an opening balance. */
  | 'adjustment'
  /** A placed purchase earned its points (or a retried payment that succeeded gave them back). */
  | 'earned'
  /** The purchase's payment was cancelled, failed or refunded: its points were taken back. */
  | 'reversed'
  /** Gifts chosen in a purchase spent their points. */
  | 'spent';

export type NewsletterInput = {
  agreement: boolean;
  email: string;
};

/** utilization alone switches (assigned without a contact creates an empty one); a contact sets it by hand (assigned). */
export type OrderInfoInput = {
  contact?: ContactInput | null | undefined;
  utilization?: OrderUtilization | null | undefined;
};

export type OrderUtilization =
  | 'assigned'
  | 'customer'
  | 'none';

export type PackType =
  | 'carton'
  | 'pcs';

export type ParameterOptionFilterInput = {
  code: string;
  values: Array<string>;
};

export type ParameterRangeFilterInput = {
  code: string;
  from?: number | null | undefined;
  to?: number | null | undefined;
};

export type PasswordChangeInput = {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
};

export type PasswordRenewConfirmInput = {
  password: string;
  passwordConfirmation: string;
};

export type PasswordRenewInput = {
  email: string;
};

export type PricesType =
  | 'B2B'
  | 'B2C';

/** pricingSettings of checkout_context_afterlogin. The shop decides price groups: a group other than the customer's own is ignored. */
export type PricingSettingsInput = {
  currency?: string | null | undefined;
  priceGroupIds?: Array<string> | null | undefined;
  pricesType?: PricesType | null | undefined;
};

export type ProductDemandBodyInput = {
  email: string;
  message?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  quantity: number;
  sku: string;
};

export type RegistrationDeliveryInfoInput = {
  /** A separate delivery address; null: deliver to info.contact. */
  contact?: ContactInput | null | undefined;
};

export type RegistrationInfoInput = {
  agreement: boolean;
  /** The orderer/invoice contact (e-mail and phone required). */
  contact: ContactInput;
  email: string;
  newsletter?: boolean | null | undefined;
  password: string;
  passwordConfirmation: string;
};

export type RegistrationInput = {
  deliveryInfo?: RegistrationDeliveryInfoInput | null | undefined;
  info: RegistrationInfoInput;
  locale?: string | null | undefined;
  region?: string | null | undefined;
  userSettings?: RegistrationUserSettingsInput | null | undefined;
};

/** Accepted and ignored: a new account is always in price group _default with B2C prices. */
export type RegistrationUserSettingsInput = {
  currency?: string | null | undefined;
  locale?: string | null | undefined;
  priceGroup?: string | null | undefined;
  pricesType?: string | null | undefined;
};

export type RelatedInput = {
  first?: number | null | undefined;
};

export type SearchInput = {
  after?: string | null | undefined;
  filter?: CatalogueFilterInput | null | undefined;
  first?: number | null | undefined;
  q: string;
  /** One of the 11 catalogue sorts, or RELEVANCE (the default). */
  sort?: string | null | undefined;
};

/** Only productDemand is accepted. Recipient and sender are fixed by the server (options are ignored). */
export type SendEmailInput = {
  bodyProps: ProductDemandBodyInput;
  options?: SendEmailOptionsInput | null | undefined;
  subjectProps?: SendEmailSubjectPropsInput | null | undefined;
  template: string;
};

/** Accepted for compatibility and ignored: the server fixes recipient and sender. */
export type SendEmailOptionsInput = {
  from?: string | null | undefined;
  replyTo?: string | null | undefined;
  to?: string | null | undefined;
};

/** Accepted and ignored: the subject names the product as stored. */
export type SendEmailSubjectPropsInput = {
  productName?: string | null | undefined;
};

export type ShareCartInput = {
  customerEmail: string;
  customerName: string;
  message?: string | null | undefined;
  to: string;
};

export type SubjectUpdateMode =
  /** Add this quantity to the line. */
  | 'ADD'
  /** Set the line to this quantity (0 removes it). */
  | 'SET';

export type LocalLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LocalLoginMutation = { localLogin: { __typename: 'LoginResult', status: string, reason: string | null, accessToken: string | null, accessTokenType: string | null, expiresIn: number | null, checkoutId: string | null, user: { __typename: 'AuthUser', name: string, email: string, settings: { __typename: 'AuthUserSettings', currency: string, priceGroupIds: Array<string>, pricesType: PricesType, customer: string } } | null } | null };

export type LocalLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LocalLogoutMutation = { localLogout: { __typename: 'LogoutResult', status: string, ctx: { __typename: 'AuthTokenContext', accessToken: string, accessTokenType: string, expiresIn: number, checkoutId: string | null } } | null };

export type PasswordRenewMutationVariables = Exact<{
  input: PasswordRenewInput;
}>;


export type PasswordRenewMutation = { passwordRenew: { __typename: 'PasswordRenewResult', status: string, reason: string | null } | null };

export type PasswordRenewCheckQueryVariables = Exact<{
  token: string;
}>;


export type PasswordRenewCheckQuery = { passwordRenewCheck: { __typename: 'PasswordRenewResult', status: string, reason: string | null } | null };

export type PasswordRenewConfirmMutationVariables = Exact<{
  token: string;
  input: PasswordRenewConfirmInput;
}>;


export type PasswordRenewConfirmMutation = { passwordRenewConfirm: { __typename: 'PasswordRenewResult', status: string, reason: string | null } | null };

export type RegistrationMutationVariables = Exact<{
  input: RegistrationInput;
}>;


export type RegistrationMutation = { registration: { __typename: 'RegistrationResult', status: string, reason: string | null, warnings: Array<string> } | null };

export type CartDetailFieldsFragment = { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> };

export type PickupPlaceFieldsFragment = { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string };

export type ShippingMethodFieldsFragment = { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null };

export type PaymentMethodFieldsFragment = { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } };

export type CartMoneyFieldsFragment = { __typename: 'Money', amount: number, amountWithTax: number, currency: string };

export type CartIndirectSubjectFieldsFragment = { __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } };

export type CartSubjectFieldsFragment = { __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null };

export type CheckoutCartCouponApplyMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  couponCode: string;
}>;


export type CheckoutCartCouponApplyMutation = { checkout_cart_coupon_apply: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutCartCouponRemoveMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  couponCode: string;
}>;


export type CheckoutCartCouponRemoveMutation = { checkout_cart_coupon_remove: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutCartGiftsAddMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  gifts: Array<string> | string;
}>;


export type CheckoutCartGiftsAddMutation = { checkout_cart_gifts_add: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutCartGiftsRemoveMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  gifts: Array<string> | string;
}>;


export type CheckoutCartGiftsRemoveMutation = { checkout_cart_gifts_remove: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutCartIndirectUpdateMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  update: CartIndirectSubjectUpdate;
}>;


export type CheckoutCartIndirectUpdateMutation = { checkout_cart_update_subject_indirect: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutCartLoadSharedMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  token: string;
}>;


export type CheckoutCartLoadSharedMutation = { checkout_cart_load_shared: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutCartResetMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
}>;


export type CheckoutCartResetMutation = { checkout_cart_reset: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutCartUpdateMethodsMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  shippingSku?: string | null | undefined;
  paymentSku?: string | null | undefined;
}>;


export type CheckoutCartUpdateMethodsMutation = { checkout_cart_update_methods: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutCartUpdateSubjectsMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  batch: Array<CartSubjectUpdate> | CartSubjectUpdate;
}>;


export type CheckoutCartUpdateSubjectsMutation = { checkout_cart_update_subjects: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutShareCartMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  input: ShareCartInput;
}>;


export type CheckoutShareCartMutation = { checkout_share_cart: { __typename: 'ShareCartResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } };

export type CheckoutValidateProductBatchQueryVariables = Exact<{
  text: string;
}>;


export type CheckoutValidateProductBatchQuery = { checkout_validate_product_batch: { __typename: 'ProductBatchValidation', ok: boolean, lines: Array<{ __typename: 'ProductBatchLine', line: number, raw: string, sku: string, requestedQuantity: number | null, quantity: number | null, status: string, message: string, product: { __typename: 'Product', sku: string, name: string, url: string } | null }>, items: Array<{ __typename: 'ProductBatchItem', sku: string, quantity: number }> } };

export type SharedCartQueryVariables = Exact<{
  token: string;
}>;


export type SharedCartQuery = { sharedCart: { __typename: 'SharedCart', senderName: string, lines: Array<{ __typename: 'SharedCartLine', sku: string, quantity: number, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null }> } | null };

export type CatalogueFilterOptionsQueryVariables = Exact<{
  input: FilterOptionsInput;
}>;


export type CatalogueFilterOptionsQuery = { cataloguePriceRange: { __typename: 'PriceRange', min: number | null, max: number | null, minWithTax: number | null, maxWithTax: number | null, count: number } | null, catalogueParameterRanges: { __typename: 'ParameterRanges', items: Array<{ __typename: 'ParameterRange', code: string, name: string, unit: string | null, min: number, max: number, count: number }> } | null, catalogueParameterOptions: { __typename: 'ParameterOptions', inStockCount: number, parameters: Array<{ __typename: 'ParameterFacet', code: string, name: string, unit: string | null, options: Array<{ __typename: 'ParameterOption', value: string, count: number, selected: boolean }> }>, manufacturers: Array<{ __typename: 'ManufacturerFacet', hash: string, name: string, count: number, selected: boolean }> } | null };

export type CataloguePageQueryVariables = Exact<{
  input: CatalogueInput;
}>;


export type CataloguePageQuery = { catalogue: { __typename: 'CataloguePage', startsAfter: string | null, totalCount: number, items: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } | null };

export type ProductDetailQueryVariables = Exact<{
  sku: string;
}>;


export type ProductDetailQuery = { productDetail: { __typename: 'Product', images: Array<string>, description: string | null, onSale: boolean, soldOut: boolean, piecesPerCarton: number | null, taxonomies: Array<string>, rating: number | null, reviewCount: number, sku: string, name: string, url: string, image: string | null, purchasable: boolean, manufacturer: { __typename: 'TaxonomyLink', hash: string, name: string, url: string } | null, stock: { __typename: 'StockInfo', state: string, quantity: number, note: string | null, timing: string | null } | null, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, parameters: Array<{ __typename: 'ProductParameter', code: string, name: string, value: string, unit: string | null }>, breadcrumbs: Array<{ __typename: 'TaxonomyLink', hash: string, name: string, url: string }>, relatedAdditionalServices: Array<{ __typename: 'AdditionalService', sku: string, kind: string, appliesTo: string, descriptor: string, order: number, percent: number | null, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, relations: Array<{ __typename: 'ProductRelation', relationType: string, count: number }>, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null };

export type ProductPricesQueryVariables = Exact<{
  sku: string;
}>;


export type ProductPricesQuery = { productQuantityPrices: { __typename: 'ProductQuantityPrices', sku: string, pcs: Array<{ __typename: 'QuantityPrice', packType: PackType, minQuantity: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, carton: Array<{ __typename: 'QuantityPrice', packType: PackType, minQuantity: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, productPackPrices: { __typename: 'ProductPackPrices', sku: string, packs: Array<{ __typename: 'PackPrice', sku: string, packType: PackType, pieces: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pricePerPiece: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null };

export type ProductRelatedQueryVariables = Exact<{
  sku: string;
  relationType: string;
  input: RelatedInput;
}>;


export type ProductRelatedQuery = { productRelated: { __typename: 'RelatedProducts', sku: string, relationType: string, count: number, items: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } }> } | null };

export type ProductReviewsQueryVariables = Exact<{
  sku: string;
}>;


export type ProductReviewsQuery = { productReviews: { __typename: 'ProductReviews', sku: string, summary: { __typename: 'RatingSummary', average: number | null, count: number, distribution: Array<{ __typename: 'RatingCount', stars: number, count: number }> }, items: Array<{ __typename: 'Review', id: string, author: string, rating: number, text: string, createdAt: string }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } | null };

export type QuantityPriceFieldsFragment = { __typename: 'QuantityPrice', packType: PackType, minQuantity: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } };

export type SearchAutocompleteQueryVariables = Exact<{
  q: string;
}>;


export type SearchAutocompleteQuery = { searchAutocomplete: { __typename: 'Autocomplete', query: string, exactMatchUrl: string | null, topQueries: Array<{ __typename: 'SearchQuerySuggestion', query: string, count: number }>, brands: Array<{ __typename: 'TaxonomyLink', hash: string, name: string, url: string }>, categories: Array<{ __typename: 'TaxonomyLink', hash: string, name: string, url: string }>, articles: Array<{ __typename: 'ArticleTeaser', id: string, title: string, url: string }>, products: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null } }> } | null };

export type SearchResultsQueryVariables = Exact<{
  input: SearchInput;
}>;


export type SearchResultsQuery = { searchResults: { __typename: 'SearchResults', query: string, exactMatchUrl: string | null, products: { __typename: 'CataloguePage', startsAfter: string | null, totalCount: number, items: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } }, categories: Array<{ __typename: 'TaxonomyLink', hash: string, name: string, url: string }>, brands: Array<{ __typename: 'TaxonomyLink', hash: string, name: string, url: string }>, articles: Array<{ __typename: 'ArticleTeaser', id: string, type: string, alias: string, title: string, category: string | null, teaserText: string, teaserImage: string | null, date: string, url: string }>, suggestions: { __typename: 'SearchSuggestions', correction: string | null, categories: Array<{ __typename: 'TaxonomyLink', hash: string, name: string, url: string }> } | null } | null };

export type SendProductDemandMutationVariables = Exact<{
  input: SendEmailInput;
}>;


export type SendProductDemandMutation = { sendNotificationEmail: { __typename: 'NotificationResult', ok: boolean } | null };

export type TaxonomyMeAndAncestorsQueryVariables = Exact<{
  hash: string;
}>;


export type TaxonomyMeAndAncestorsQuery = { taxonomyMeAndAncestors: Array<{ __typename: 'TaxonomyNode', hash: string, name: string, code: string | null, path: string, url: string, kind: string, hasChildren: boolean, image: string | null, level: string }> | null };

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

export type CheckoutCreatePurchaseMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  input: CreatePurchaseInput;
}>;


export type CheckoutCreatePurchaseMutation = { checkout_create_purchase: { __typename: 'CreatePurchaseResult', status: string, warnings: Array<string>, redirectUrl: string | null, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, order: { __typename: 'Order', id: string, number: string, createdAt: string, destiny: Destiny, paymentStatus: string, email: string, coupons: Array<string>, loyaltyPoints: number, personalPickup: boolean, notes: string, customerOrderNumber: string, paymentUrl: string | null, items: Array<{ __typename: 'OrderItem', kind: string, sku: string, productSku: string | null, text: string, quantity: number, packType: PackType, quantityText: string, vatCode: number, unitPrice: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, shipping: { __typename: 'OrderMethod', sku: string, name: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, payment: { __typename: 'OrderMethod', sku: string, name: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, totals: { __typename: 'OrderTotals', vatAmount: number, rounding: number, totalToPay: number, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, orderContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, invoiceContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null, bankPayment: { __typename: 'BankPayment', account: string, iban: string, amount: number, variableSymbol: string, qrCode: string | null } | null } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> }, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutDataUpdateMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  input: CheckoutDataInput;
}>;


export type CheckoutDataUpdateMutation = { checkout_data_update: { __typename: 'CheckoutMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type CheckoutDetailQueryVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
}>;


export type CheckoutDetailQuery = { checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> }, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string }>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null };

export type ContactFieldsFragment = { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string };

export type CheckoutFieldsFragment = { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } };

export type CheckoutStepReachedMutationVariables = Exact<{
  checkoutId: string;
  step: CheckoutStep;
}>;


export type CheckoutStepReachedMutation = { checkout_step_reached: { __typename: 'CheckoutMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type OrderQueryVariables = Exact<{
  orderNumber: string;
}>;


export type OrderQuery = { order: { __typename: 'Order', id: string, number: string, createdAt: string, destiny: Destiny, paymentStatus: string, email: string, coupons: Array<string>, loyaltyPoints: number, personalPickup: boolean, notes: string, customerOrderNumber: string, paymentUrl: string | null, items: Array<{ __typename: 'OrderItem', kind: string, sku: string, productSku: string | null, text: string, quantity: number, packType: PackType, quantityText: string, vatCode: number, unitPrice: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, shipping: { __typename: 'OrderMethod', sku: string, name: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, payment: { __typename: 'OrderMethod', sku: string, name: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, totals: { __typename: 'OrderTotals', vatAmount: number, rounding: number, totalToPay: number, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, orderContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, invoiceContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null, bankPayment: { __typename: 'BankPayment', account: string, iban: string, amount: number, variableSymbol: string, qrCode: string | null } | null } | null };

export type OrderMoneyFieldsFragment = { __typename: 'Money', amount: number, amountWithTax: number, currency: string };

export type OrderFieldsFragment = { __typename: 'Order', id: string, number: string, createdAt: string, destiny: Destiny, paymentStatus: string, email: string, coupons: Array<string>, loyaltyPoints: number, personalPickup: boolean, notes: string, customerOrderNumber: string, paymentUrl: string | null, items: Array<{ __typename: 'OrderItem', kind: string, sku: string, productSku: string | null, text: string, quantity: number, packType: PackType, quantityText: string, vatCode: number, unitPrice: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, shipping: { __typename: 'OrderMethod', sku: string, name: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, payment: { __typename: 'OrderMethod', sku: string, name: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, totals: { __typename: 'OrderTotals', vatAmount: number, rounding: number, totalToPay: number, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, orderContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, invoiceContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null, bankPayment: { __typename: 'BankPayment', account: string, iban: string, amount: number, variableSymbol: string, qrCode: string | null } | null };

export type BankPaymentFieldsFragment = { __typename: 'BankPayment', account: string, iban: string, amount: number, variableSymbol: string, qrCode: string | null };

export type OrderRetryPaymentMutationVariables = Exact<{
  orderNumber: string;
}>;


export type OrderRetryPaymentMutation = { checkout_order_retry_payment: { __typename: 'RetryPaymentResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, order: { __typename: 'Order', id: string, number: string, createdAt: string, destiny: Destiny, paymentStatus: string, email: string, coupons: Array<string>, loyaltyPoints: number, personalPickup: boolean, notes: string, customerOrderNumber: string, paymentUrl: string | null, items: Array<{ __typename: 'OrderItem', kind: string, sku: string, productSku: string | null, text: string, quantity: number, packType: PackType, quantityText: string, vatCode: number, unitPrice: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, shipping: { __typename: 'OrderMethod', sku: string, name: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, payment: { __typename: 'OrderMethod', sku: string, name: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, totals: { __typename: 'OrderTotals', vatAmount: number, rounding: number, totalToPay: number, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, orderContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, invoiceContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null, bankPayment: { __typename: 'BankPayment', account: string, iban: string, amount: number, variableSymbol: string, qrCode: string | null } | null } | null } };

export type ArticleQueryVariables = Exact<{
  type: string;
  alias: string;
}>;


export type ArticleQuery = { article: { __typename: 'Article', id: string, type: string, alias: string, title: string, category: string | null, teaserText: string, teaserImage: string | null, date: string, url: string, body: string } | null };

export type ArticleFieldsFragment = { __typename: 'Article', id: string, type: string, alias: string, title: string, category: string | null, teaserText: string, teaserImage: string | null, date: string, url: string, body: string };

export type ArticleTeaserFieldsFragment = { __typename: 'ArticleTeaser', id: string, type: string, alias: string, title: string, category: string | null, teaserText: string, teaserImage: string | null, date: string, url: string };

export type ArticlesQueryVariables = Exact<{
  input: ArticlesInput;
}>;


export type ArticlesQuery = { articles: { __typename: 'ArticleList', totalCount: number, page: number, pageCount: number, categories: Array<string>, items: Array<{ __typename: 'ArticleTeaser', id: string, type: string, alias: string, title: string, category: string | null, teaserText: string, teaserImage: string | null, date: string, url: string }> } | null };

export type BannersQueryVariables = Exact<{ [key: string]: never; }>;


export type BannersQuery = { banners: Array<{ __typename: 'Banner', id: string, title: string, text: string, image: string, to: string, cta: string }> | null };

export type ClubRewardsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClubRewardsQuery = { clubRewards: Array<{ __typename: 'ClubReward', sku: string, text: string, image: string | null, loyaltyPoints: number }> | null };

export type ContentPageQueryVariables = Exact<{
  hash: string;
}>;


export type ContentPageQuery = { contentPage: { __typename: 'ContentPage', hash: string, name: string, path: string, description: string | null, article: { __typename: 'Article', id: string, type: string, alias: string, title: string, category: string | null, teaserText: string, teaserImage: string | null, date: string, url: string, body: string } | null } | null };

export type CreateComplaintMutationVariables = Exact<{
  input: ComplaintInput;
}>;


export type CreateComplaintMutation = { createComplaint: { __typename: 'ComplaintResult', ok: boolean, complaintNumber: string } | null };

export type FooterQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterQuery = { footer: { __typename: 'Footer', id: string, sections: Array<{ __typename: 'FooterSection', title: string, links: Array<{ __typename: 'FooterLink', label: string, href: string | null, to: string | null }> }>, showroom: { __typename: 'FooterShowroom', name: string, address: string, openingHours: string } | null, social: Array<{ __typename: 'SocialLink', network: string, href: string, label: string }>, partners: Array<{ __typename: 'PartnerLogo', name: string, image: string, href: string }> } | null };

export type NavigationQueryVariables = Exact<{ [key: string]: never; }>;


export type NavigationQuery = { navigation: { __typename: 'Navigation', id: string, categories: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null }> | null }> | null }> | null }> | null }>, groups: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null }> | null }> | null }> | null }> | null }>, horizontalNav: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null }> | null }> | null }> | null }> | null }>, main: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null }> | null }> | null }> | null }> | null }>, mobileAfter: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null }> | null }> | null }> | null }> | null }>, topNav: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null }> | null }> | null }> | null }> | null }>, topNavLeft: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null }> | null }> | null }> | null }> | null }> } | null };

export type NavigationItemLeafFragment = { __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null };

export type NavigationItemTreeFragment = { __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null, items: Array<{ __typename: 'NavigationItem', kind: string, label: string, action: string | null, href: string | null, target: string | null, to: string | null, hash: string | null, url: string | null, image: string | null, code: string | null }> | null }> | null }> | null }> | null };

export type SaveNewsletterEmailMutationVariables = Exact<{
  input: NewsletterInput;
}>;


export type SaveNewsletterEmailMutation = { saveNewsletterEmail: { __typename: 'NewsletterResult', ok: boolean } | null };

export type ShopSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopSettingsQuery = { shopSettings: { __typename: 'ShopSettings', id: string, name: string, phone: string, email: string, openingHours: string, companyName: string, address: string, chatScriptUrl: string | null, chatKey: string | null } | null };

export type ShowroomQueryVariables = Exact<{
  id: string;
}>;


export type ShowroomQuery = { showroom: { __typename: 'Showroom', id: string, alias: string, name: string, address: string, openingHours: string, telephone: string, email: string | null, description: string, url: string } | null };

export type ShowroomFieldsFragment = { __typename: 'Showroom', id: string, alias: string, name: string, address: string, openingHours: string, telephone: string, email: string | null, description: string, url: string };

export type ShowroomsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShowroomsQuery = { showrooms: Array<{ __typename: 'Showroom', id: string, alias: string, name: string, address: string, openingHours: string, telephone: string, email: string | null, description: string, url: string }> | null };

export type StatusBarsQueryVariables = Exact<{ [key: string]: never; }>;


export type StatusBarsQuery = { statusBars: Array<{ __typename: 'StatusBar', statusBarId: string, message: string, type: string, closable: boolean, pathList: Array<string> }> | null };

export type CheckoutContextAfterLoginMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  pricingSettings?: PricingSettingsInput | null | undefined;
}>;


export type CheckoutContextAfterLoginMutation = { checkout_context_afterlogin: { __typename: 'AfterLoginResult', ok: boolean, partial: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, checkout: { __typename: 'Checkout', id: string, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } }, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string }> } | null, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string, updatedAt: string, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, text: string, quantity: number }>, totals: { __typename: 'CartTotals', total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } } | null }> } };

export type AfterLoginFieldsFragment = { __typename: 'AfterLoginResult', ok: boolean, partial: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, checkout: { __typename: 'Checkout', id: string, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } }, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string }> } | null, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string, updatedAt: string, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, text: string, quantity: number }>, totals: { __typename: 'CartTotals', total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } } | null }> };

export type SavedCartFieldsFragment = { __typename: 'ExistingCart', id: string, state: string, updatedAt: string, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, text: string, quantity: number }>, totals: { __typename: 'CartTotals', total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } } | null };

export type CheckoutContextAfterLoginDecisionMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  action: AfterLoginAction;
  nextCartId?: string | null | undefined;
}>;


export type CheckoutContextAfterLoginDecisionMutation = { checkout_context_afterlogin_decision: { __typename: 'AfterLoginResult', ok: boolean, partial: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, checkout: { __typename: 'Checkout', id: string, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } }, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string }> } | null, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string, updatedAt: string, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, text: string, quantity: number }>, totals: { __typename: 'CartTotals', total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } } | null }> } };

export type CheckoutContextAfterLoginRemoveCartMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  cartToRemoveId: string;
}>;


export type CheckoutContextAfterLoginRemoveCartMutation = { checkout_context_afterlogin_removeCart: { __typename: 'RemoveCartResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } } | null, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string, updatedAt: string, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, text: string, quantity: number }>, totals: { __typename: 'CartTotals', total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } } | null }> } };

export type CheckoutContextUpdateMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  cartLeaveActiveAndReturnEmpty?: boolean | null | undefined;
}>;


export type CheckoutContextUpdateMutation = { checkout_context_update: { __typename: 'CheckoutContextResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, checkout: { __typename: 'Checkout', id: string, cart: { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } }, existingCarts: Array<{ __typename: 'ExistingCart', id: string, state: string }> } | null } };

export type CompanyLookupQueryVariables = Exact<{
  ico: string;
}>;


export type CompanyLookupQuery = { companyLookup: { __typename: 'Company', companyRegNo: string, companyName: string, street: string, city: string, postalCode: string, country: string, companyTaxNo: string } | null };

export type CustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerQuery = { customer: { __typename: 'Customer', id: string, email: string, name: string, priceGroup: string, pricesType: PricesType, newsletter: boolean, loyaltyPoints: number, ordersCount: number, createdAt: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContacts: Array<{ __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }> } | null };

export type CustomerChangePasswordMutationVariables = Exact<{
  input: PasswordChangeInput;
}>;


export type CustomerChangePasswordMutation = { customer_change_password: { __typename: 'CustomerMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, customer: { __typename: 'Customer', id: string, email: string, name: string, priceGroup: string, pricesType: PricesType, newsletter: boolean, loyaltyPoints: number, ordersCount: number, createdAt: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContacts: Array<{ __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }> } | null } };

export type DeliveryContactFieldsFragment = { __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string };

export type CustomerFieldsFragment = { __typename: 'Customer', id: string, email: string, name: string, priceGroup: string, pricesType: PricesType, newsletter: boolean, loyaltyPoints: number, ordersCount: number, createdAt: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContacts: Array<{ __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }> };

export type CustomerMutationFieldsFragment = { __typename: 'CustomerMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, customer: { __typename: 'Customer', id: string, email: string, name: string, priceGroup: string, pricesType: PricesType, newsletter: boolean, loyaltyPoints: number, ordersCount: number, createdAt: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContacts: Array<{ __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }> } | null };

export type CustomerInvoiceQueryVariables = Exact<{
  invoiceNumber: string;
}>;


export type CustomerInvoiceQuery = { customerInvoice: { __typename: 'Invoice', id: string, number: string, orderNumber: string, issueDate: string, taxPointDate: string, dueDate: string, variableSymbol: string, amount: number, vatAmount: number, amountWithTax: number, rounding: number, totalToPay: number, supplier: { __typename: 'InvoiceParty', name: string, street: string, city: string, postalCode: string, country: string, companyRegNo: string, companyTaxNo: string }, buyer: { __typename: 'InvoiceParty', name: string, street: string, city: string, postalCode: string, country: string, companyRegNo: string, companyTaxNo: string }, lines: Array<{ __typename: 'InvoiceLine', sku: string | null, text: string, quantity: number, packType: PackType, quantityText: string, unitPrice: number, vatRate: number, amount: number, vatAmount: number, amountWithTax: number }>, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, bankPayment: { __typename: 'BankPayment', account: string, iban: string, amount: number, variableSymbol: string, qrCode: string | null } | null } | null };

export type InvoicePartyFieldsFragment = { __typename: 'InvoiceParty', name: string, street: string, city: string, postalCode: string, country: string, companyRegNo: string, companyTaxNo: string };

export type CustomerInvoicesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CustomerInvoicesQuery = { customerInvoices: { __typename: 'InvoicePage', page: number, pageSize: number, totalCount: number, items: Array<{ __typename: 'InvoiceSummary', id: string, number: string, orderNumber: string, issueDate: string, dueDate: string, totalToPay: number, currency: string, pdfUrl: string }> } };

export type CustomerLoyaltyQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CustomerLoyaltyQuery = { customerLoyalty: { __typename: 'LoyaltyOverview', balance: number, page: number, pageSize: number, totalCount: number, items: Array<{ __typename: 'LoyaltyMovement', id: string, kind: LoyaltyMovementKind, points: number, balanceAfter: number, description: string, orderNumber: string | null, createdAt: string }> } | null };

export type CustomerOrderQueryVariables = Exact<{
  orderNumber: string;
}>;


export type CustomerOrderQuery = { customerOrder: { __typename: 'Order', id: string, number: string, createdAt: string, destiny: Destiny, paymentStatus: string, email: string, coupons: Array<string>, loyaltyPoints: number, personalPickup: boolean, notes: string, customerOrderNumber: string, paymentUrl: string | null, invoice: { __typename: 'Invoice', id: string, number: string } | null, items: Array<{ __typename: 'OrderItem', kind: string, sku: string, productSku: string | null, text: string, quantity: number, packType: PackType, quantityText: string, vatCode: number, unitPrice: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, shipping: { __typename: 'OrderMethod', sku: string, name: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, payment: { __typename: 'OrderMethod', sku: string, name: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, totals: { __typename: 'OrderTotals', vatAmount: number, rounding: number, totalToPay: number, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, orderContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, invoiceContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null, bankPayment: { __typename: 'BankPayment', account: string, iban: string, amount: number, variableSymbol: string, qrCode: string | null } | null } | null };

export type CustomerOrdersQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CustomerOrdersQuery = { customerOrders: { __typename: 'OrderPage', page: number, pageSize: number, totalCount: number, items: Array<{ __typename: 'OrderSummary', id: string, number: string, createdAt: string, destiny: Destiny, paymentStatus: string, totalToPay: number, currency: string, itemsCount: number, invoiceNumber: string | null }> } };

export type CustomerUpdateMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type CustomerUpdateMutation = { customer_update: { __typename: 'CustomerMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, customer: { __typename: 'Customer', id: string, email: string, name: string, priceGroup: string, pricesType: PricesType, newsletter: boolean, loyaltyPoints: number, ordersCount: number, createdAt: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContacts: Array<{ __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }> } | null } };

export type DeliveryContactCreateMutationVariables = Exact<{
  input: ContactInput;
  isDefault?: boolean | null | undefined;
}>;


export type DeliveryContactCreateMutation = { customer_delivery_contact_create: { __typename: 'CustomerMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, customer: { __typename: 'Customer', id: string, email: string, name: string, priceGroup: string, pricesType: PricesType, newsletter: boolean, loyaltyPoints: number, ordersCount: number, createdAt: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContacts: Array<{ __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }> } | null } };

export type DeliveryContactDeleteMutationVariables = Exact<{
  id: string;
}>;


export type DeliveryContactDeleteMutation = { customer_delivery_contact_delete: { __typename: 'CustomerMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, customer: { __typename: 'Customer', id: string, email: string, name: string, priceGroup: string, pricesType: PricesType, newsletter: boolean, loyaltyPoints: number, ordersCount: number, createdAt: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContacts: Array<{ __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }> } | null } };

export type DeliveryContactSetDefaultMutationVariables = Exact<{
  id: string;
}>;


export type DeliveryContactSetDefaultMutation = { customer_delivery_contact_set_default: { __typename: 'CustomerMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, customer: { __typename: 'Customer', id: string, email: string, name: string, priceGroup: string, pricesType: PricesType, newsletter: boolean, loyaltyPoints: number, ordersCount: number, createdAt: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContacts: Array<{ __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }> } | null } };

export type DeliveryContactUpdateMutationVariables = Exact<{
  id: string;
  input: ContactInput;
}>;


export type DeliveryContactUpdateMutation = { customer_delivery_contact_update: { __typename: 'CustomerMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, customer: { __typename: 'Customer', id: string, email: string, name: string, priceGroup: string, pricesType: PricesType, newsletter: boolean, loyaltyPoints: number, ordersCount: number, createdAt: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }, deliveryContacts: Array<{ __typename: 'DeliveryContact', id: string, isDefault: boolean, contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string }> } | null } };

export type ShoppingListCreateMutationVariables = Exact<{
  checkoutId: string;
  name: string;
}>;


export type ShoppingListCreateMutation = { shopping_list_create: { __typename: 'ShoppingListResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, list: { __typename: 'ShoppingList', id: string, name: string, createdAt: string, items: Array<{ __typename: 'ShoppingListItem', sku: string, quantity: number, product: { __typename: 'Product', sku: string, name: string, url: string } | null }> } | null } };

export type ShoppingListDeleteMutationVariables = Exact<{
  id: string;
}>;


export type ShoppingListDeleteMutation = { shopping_list_delete: { __typename: 'ShoppingListResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string }>, list: { __typename: 'ShoppingList', id: string } | null } };

export type ShoppingListFieldsFragment = { __typename: 'ShoppingList', id: string, name: string, createdAt: string, items: Array<{ __typename: 'ShoppingListItem', sku: string, quantity: number, product: { __typename: 'Product', sku: string, name: string, url: string } | null }> };

export type ShoppingListLoadMutationVariables = Exact<{
  checkoutId: string;
  locale?: string | null | undefined;
  id: string;
  mode?: SubjectUpdateMode | null | undefined;
}>;


export type ShoppingListLoadMutation = { shopping_list_load: { __typename: 'CartMutationResult', ok: boolean, errors: Array<{ __typename: 'MutationError', code: string, message: string, sku: string | null }>, cart: { __typename: 'Cart', loyaltyPoints: number, loyaltyPointsLeft: number, id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, vatAmount: number, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, availabilityCarton: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null } | null, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } } | null, indirectSubjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, text: string, quantity: number, vatAmount: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, discounts: { __typename: 'SubjectDiscounts', discountCodes: Array<string>, totalDiscount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null }>, couponsApplied: Array<{ __typename: 'AppliedCoupon', couponCode: string, description: string, active: boolean, message: string | null, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, totals: { __typename: 'CartTotals', rounding: number, vatAmount: number, quantity: number, goods: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, discount: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, gifts: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, shipping: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, payment: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, vatRecap: Array<{ __typename: 'VatRecap', rate: number, base: number, vat: number, total: number }>, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }, stats: { __typename: 'CartStats', maxProductDimension: number, volume: number, weight: number }, gifts: Array<{ __typename: 'CartGift', sku: string, text: string, image: string | null, loyaltyPoints: number, quantity: number, unit: string, vatCode: number, available: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }>, giftOptions: Array<{ __typename: 'GiftOption', sku: string, text: string, image: string | null, loyaltyPoints: number, available: boolean, selected: boolean }>, shippingMethod: { __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null, paymentMethod: { __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } | null, shippingMethods: Array<{ __typename: 'ShippingMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, parcelService: string | null, personalPickup: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, pickupPlace: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null }>, paymentMethods: Array<{ __typename: 'PaymentMethod', sku: string, name: string, description: string, image: string | null, vatCode: number, paymentType: string | null, paymentGateway: string | null, cartTotalSettlementOfPettyCash: string, availableForShipping: boolean, disabled: boolean, disabledReasons: Array<string>, failedRules: Array<string>, requiresLogin: boolean, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } }> } | null, checkout: { __typename: 'Checkout', id: string, furthestStep: CheckoutStep, availableDestinies: Array<Destiny>, progress: { __typename: 'CheckoutProgress', hasItems: boolean, methodsReady: boolean, contactsReady: boolean, maxReachableStep: CheckoutStep }, deliveryPreview: { __typename: 'DeliveryPreview', source: string, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, data: { __typename: 'CheckoutData', customerOrderNumber: string, notes: string, destiny: Destiny, agreements: { __typename: 'Agreements', terms: boolean, privacy: boolean, newsletter: boolean }, orderInfo: { __typename: 'OrderInfo', utilization: OrderUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, invoiceInfo: { __typename: 'InvoiceInfo', utilization: InvoiceUtilization, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, deliveryInfo: { __typename: 'DeliveryInfo', utilization: DeliveryUtilization, customerContactId: string | null, contact: { __typename: 'Contact', contactType: ContactType, personName: string, companyName: string, companyRegNo: string, companyTaxNo: string, officeName: string, street: string, city: string, postalCode: string, country: string, emailAddress: string, phoneNumber: string } | null }, personalPickupInfo: { __typename: 'PersonalPickupInfo', methodSku: string | null, place: { __typename: 'PickupPlace', id: string, name: string, address: string, openingHours: string, telephone: string } | null } | null } } | null } };

export type ShoppingListsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShoppingListsQuery = { shoppingLists: Array<{ __typename: 'ShoppingList', id: string, name: string, createdAt: string, items: Array<{ __typename: 'ShoppingListItem', sku: string, quantity: number, product: { __typename: 'Product', sku: string, name: string, url: string } | null }> }> };

export type UpdateSettingsMutationVariables = Exact<{
  pricesType: PricesType;
}>;


export type UpdateSettingsMutation = { update_settings: { __typename: 'VisitorSettings', id: string, pricesType: PricesType, priceGroup: string, currency: string, region: string, locale: string } };

export type VisitorSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type VisitorSettingsQuery = { visitorSettings: { __typename: 'VisitorSettings', id: string, pricesType: PricesType, priceGroup: string, currency: string, region: string, locale: string } };

export type CartFieldsFragment = { __typename: 'Cart', id: string, pricesType: PricesType, subjects: Array<{ __typename: 'CartSubject', id: string, sku: string, productSku: string, packType: PackType, text: string, quantity: number, vatCode: number, subjectType: string, price: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, subjectTotal: { __typename: 'Money', amount: number, amountWithTax: number, currency: string }, product: { __typename: 'Product', sku: string, name: string, url: string, image: string | null } | null }>, totals: { __typename: 'CartTotals', vatAmount: number, quantity: number, subjects: { __typename: 'SubjectsTotal', count: number, amount: number, amountWithTax: number }, total: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } } };

export type ProductCardFieldsFragment = { __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } };

export type TaxonomyNodeFieldsFragment = { __typename: 'TaxonomyNode', hash: string, name: string, code: string | null, path: string, url: string, kind: string, hasChildren: boolean, image: string | null, level: string };

export type CompareAddMutationVariables = Exact<{
  sku: string;
}>;


export type CompareAddMutation = { compare_add: { __typename: 'VisitorListResult', result: string, lists: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string> } } };

export type CompareClearMutationVariables = Exact<{ [key: string]: never; }>;


export type CompareClearMutation = { compare_clear: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string>, compareProducts: Array<{ __typename: 'Product', sku: string }> } };

export type CompareProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompareProductsQuery = { visitorLists: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string>, compareProducts: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, manufacturer: { __typename: 'TaxonomyLink', hash: string, name: string, url: string } | null, parameters: Array<{ __typename: 'ProductParameter', code: string, name: string, value: string, unit: string | null }>, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } }> } };

export type CompareRemoveMutationVariables = Exact<{
  sku: string;
}>;


export type CompareRemoveMutation = { compare_remove: { __typename: 'VisitorListResult', result: string, lists: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string>, compareProducts: Array<{ __typename: 'Product', sku: string }> } } };

export type RecentlyViewedAddMutationVariables = Exact<{
  sku: string;
  first?: number | null | undefined;
}>;


export type RecentlyViewedAddMutation = { recently_viewed_add: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string>, recentlyViewedProducts: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } }> } };

export type RecentlyViewedProductsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type RecentlyViewedProductsQuery = { visitorLists: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string>, recentlyViewedProducts: Array<{ __typename: 'Product', sku: string, name: string, url: string, image: string | null, purchasable: boolean, rating: number | null, reviewCount: number, price: { __typename: 'ProductPrice', amount: number, amountWithTax: number, currency: string, vatRate: number, originalAmountWithTax: number | null, discountPercent: number | null, lowestPrice30Days: { __typename: 'Money', amount: number, amountWithTax: number, currency: string } | null }, unitPrice: { __typename: 'UnitPrice', amount: number, amountWithTax: number, unit: string } | null, availability: { __typename: 'StockAvailability', state: string, text: string, color: string, note: string | null }, quantitySettings: { __typename: 'QuantitySettings', default: number, min: number, max: number, step: number, rounding: string } }> } };

export type VisitorListsQueryVariables = Exact<{ [key: string]: never; }>;


export type VisitorListsQuery = { visitorLists: { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string> } };

export type VisitorListsFieldsFragment = { __typename: 'VisitorLists', id: string, compare: Array<string>, recentlyViewed: Array<string> };

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
export const CartMoneyFieldsFragmentDoc = gql`
    fragment CartMoneyFields on Money {
  amount
  amountWithTax
  currency
}
    `;
export const CartIndirectSubjectFieldsFragmentDoc = gql`
    fragment CartIndirectSubjectFields on CartSubject {
  id
  sku
  productSku
  text
  quantity
  price {
    ...CartMoneyFields
  }
  subjectTotal {
    ...CartMoneyFields
  }
  vatAmount
  vatCode
  subjectType
}
    `;
export const CartSubjectFieldsFragmentDoc = gql`
    fragment CartSubjectFields on CartSubject {
  id
  sku
  productSku
  packType
  text
  quantity
  price {
    ...CartMoneyFields
  }
  subjectTotal {
    ...CartMoneyFields
  }
  vatAmount
  vatCode
  subjectType
  product {
    sku
    name
    url
    image
    availability {
      state
      text
      color
      note
    }
    availabilityCarton {
      state
      text
      color
      note
    }
    quantitySettings {
      default
      min
      max
      step
      rounding
    }
  }
  indirectSubjects {
    ...CartIndirectSubjectFields
  }
  discounts {
    discountCodes
    totalDiscount {
      ...CartMoneyFields
    }
  }
}
    `;
export const PickupPlaceFieldsFragmentDoc = gql`
    fragment PickupPlaceFields on PickupPlace {
  id
  name
  address
  openingHours
  telephone
}
    `;
export const ShippingMethodFieldsFragmentDoc = gql`
    fragment ShippingMethodFields on ShippingMethod {
  sku
  name
  description
  image
  price {
    ...CartMoneyFields
  }
  vatCode
  parcelService
  personalPickup
  pickupPlace {
    ...PickupPlaceFields
  }
  disabled
  disabledReasons
  failedRules
  requiresLogin
}
    `;
export const PaymentMethodFieldsFragmentDoc = gql`
    fragment PaymentMethodFields on PaymentMethod {
  sku
  name
  description
  image
  price {
    ...CartMoneyFields
  }
  vatCode
  paymentType
  paymentGateway
  cartTotalSettlementOfPettyCash
  availableForShipping
  disabled
  disabledReasons
  failedRules
  requiresLogin
}
    `;
export const CartDetailFieldsFragmentDoc = gql`
    fragment CartDetailFields on Cart {
  ...CartFields
  subjects(first: 100) {
    ...CartSubjectFields
  }
  couponsApplied {
    couponCode
    description
    active
    message
    discount {
      ...CartMoneyFields
    }
  }
  totals {
    goods {
      ...CartMoneyFields
    }
    discount {
      ...CartMoneyFields
    }
    gifts {
      ...CartMoneyFields
    }
    shipping {
      ...CartMoneyFields
    }
    payment {
      ...CartMoneyFields
    }
    rounding
    vatRecap {
      rate
      base
      vat
      total
    }
  }
  stats {
    maxProductDimension
    volume
    weight
  }
  loyaltyPoints
  loyaltyPointsLeft
  gifts {
    sku
    text
    image
    loyaltyPoints
    quantity
    unit
    price {
      ...CartMoneyFields
    }
    vatCode
    available
  }
  giftOptions {
    sku
    text
    image
    loyaltyPoints
    available
    selected
  }
  shippingMethod {
    ...ShippingMethodFields
  }
  paymentMethod {
    ...PaymentMethodFields
  }
  shippingMethods {
    ...ShippingMethodFields
  }
  paymentMethods {
    ...PaymentMethodFields
  }
}
    `;
export const QuantityPriceFieldsFragmentDoc = gql`
    fragment QuantityPriceFields on QuantityPrice {
  packType
  minQuantity
  price {
    amount
    amountWithTax
    currency
  }
}
    `;
export const ContactFieldsFragmentDoc = gql`
    fragment ContactFields on Contact {
  contactType
  personName
  companyName
  companyRegNo
  companyTaxNo
  officeName
  street
  city
  postalCode
  country
  emailAddress
  phoneNumber
}
    `;
export const CheckoutFieldsFragmentDoc = gql`
    fragment CheckoutFields on Checkout {
  id
  furthestStep
  progress {
    hasItems
    methodsReady
    contactsReady
    maxReachableStep
  }
  availableDestinies
  deliveryPreview {
    source
    contact {
      ...ContactFields
    }
  }
  data {
    agreements {
      terms
      privacy
      newsletter
    }
    customerOrderNumber
    notes
    destiny
    orderInfo {
      utilization
      contact {
        ...ContactFields
      }
    }
    invoiceInfo {
      utilization
      contact {
        ...ContactFields
      }
    }
    deliveryInfo {
      utilization
      customerContactId
      contact {
        ...ContactFields
      }
    }
    personalPickupInfo {
      methodSku
      place {
        ...PickupPlaceFields
      }
    }
  }
}
    `;
export const OrderMoneyFieldsFragmentDoc = gql`
    fragment OrderMoneyFields on Money {
  amount
  amountWithTax
  currency
}
    `;
export const BankPaymentFieldsFragmentDoc = gql`
    fragment BankPaymentFields on BankPayment {
  account
  iban
  amount
  variableSymbol
  qrCode
}
    `;
export const OrderFieldsFragmentDoc = gql`
    fragment OrderFields on Order {
  id
  number
  createdAt
  destiny
  paymentStatus
  email
  items {
    kind
    sku
    productSku
    text
    quantity
    packType
    quantityText
    unitPrice {
      ...OrderMoneyFields
    }
    vatCode
    total {
      ...OrderMoneyFields
    }
    discount {
      ...OrderMoneyFields
    }
  }
  shipping {
    sku
    name
    price {
      ...OrderMoneyFields
    }
  }
  payment {
    sku
    name
    price {
      ...OrderMoneyFields
    }
  }
  coupons
  totals {
    total {
      ...OrderMoneyFields
    }
    vatAmount
    rounding
    totalToPay
    discount {
      ...OrderMoneyFields
    }
  }
  loyaltyPoints
  orderContact {
    ...ContactFields
  }
  invoiceContact {
    ...ContactFields
  }
  deliveryContact {
    ...ContactFields
  }
  personalPickup
  notes
  customerOrderNumber
  paymentUrl
  bankPayment {
    ...BankPaymentFields
  }
}
    `;
export const ArticleFieldsFragmentDoc = gql`
    fragment ArticleFields on Article {
  id
  type
  alias
  title
  category
  teaserText
  teaserImage
  date
  url
  body
}
    `;
export const ArticleTeaserFieldsFragmentDoc = gql`
    fragment ArticleTeaserFields on ArticleTeaser {
  id
  type
  alias
  title
  category
  teaserText
  teaserImage
  date
  url
}
    `;
export const NavigationItemLeafFragmentDoc = gql`
    fragment NavigationItemLeaf on NavigationItem {
  kind
  label
  action
  href
  target
  to
  hash
  url
  image
  code
}
    `;
export const NavigationItemTreeFragmentDoc = gql`
    fragment NavigationItemTree on NavigationItem {
  ...NavigationItemLeaf
  items {
    ...NavigationItemLeaf
    items {
      ...NavigationItemLeaf
      items {
        ...NavigationItemLeaf
        items {
          ...NavigationItemLeaf
        }
      }
    }
  }
}
    `;
export const ShowroomFieldsFragmentDoc = gql`
    fragment ShowroomFields on Showroom {
  id
  alias
  name
  address
  openingHours
  telephone
  email
  description
  url
}
    `;
export const SavedCartFieldsFragmentDoc = gql`
    fragment SavedCartFields on ExistingCart {
  id
  state
  updatedAt
  cart {
    id
    pricesType
    subjects(first: 100) {
      id
      sku
      text
      quantity
    }
    totals {
      total {
        amount
        amountWithTax
        currency
      }
    }
  }
}
    `;
export const AfterLoginFieldsFragmentDoc = gql`
    fragment AfterLoginFields on AfterLoginResult {
  ok
  partial
  errors {
    code
    message
    sku
  }
  checkout {
    id
    cart {
      ...CartFields
    }
    existingCarts {
      id
      state
    }
  }
  existingCarts {
    ...SavedCartFields
  }
}
    `;
export const DeliveryContactFieldsFragmentDoc = gql`
    fragment DeliveryContactFields on DeliveryContact {
  id
  isDefault
  contactType
  personName
  companyName
  companyRegNo
  companyTaxNo
  officeName
  street
  city
  postalCode
  country
  emailAddress
  phoneNumber
}
    `;
export const CustomerFieldsFragmentDoc = gql`
    fragment CustomerFields on Customer {
  id
  email
  name
  contact {
    ...ContactFields
  }
  priceGroup
  pricesType
  newsletter
  loyaltyPoints
  ordersCount
  createdAt
  deliveryContacts(first: 100) {
    ...DeliveryContactFields
  }
}
    `;
export const CustomerMutationFieldsFragmentDoc = gql`
    fragment CustomerMutationFields on CustomerMutationResult {
  ok
  errors {
    code
    message
  }
  fieldErrors {
    field
    message
  }
  customer {
    ...CustomerFields
  }
}
    `;
export const InvoicePartyFieldsFragmentDoc = gql`
    fragment InvoicePartyFields on InvoiceParty {
  name
  street
  city
  postalCode
  country
  companyRegNo
  companyTaxNo
}
    `;
export const ShoppingListFieldsFragmentDoc = gql`
    fragment ShoppingListFields on ShoppingList {
  id
  name
  createdAt
  items {
    sku
    quantity
    product {
      sku
      name
      url
    }
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
    discountPercent
    lowestPrice30Days {
      amount
      amountWithTax
      currency
    }
  }
  unitPrice {
    amount
    amountWithTax
    unit
  }
  availability {
    state
    text
    color
    note
  }
  purchasable
  rating
  reviewCount
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
export const VisitorListsFieldsFragmentDoc = gql`
    fragment VisitorListsFields on VisitorLists {
  id
  compare
  recentlyViewed
}
    `;
export const LocalLoginDocument = gql`
    mutation LocalLogin($input: LoginInput!) {
  localLogin(input: $input) @rest(type: "LoginResult", path: "/auth/local-login", method: "POST", bodyKey: "input") {
    status
    reason
    user {
      name
      email
      settings {
        currency
        priceGroupIds
        pricesType
        customer
      }
    }
    accessToken
    accessTokenType
    expiresIn
    checkoutId
  }
}
    `;
export type LocalLoginMutationFn = ApolloReactCommon.MutationFunction<LocalLoginMutation, LocalLoginMutationVariables>;

/**
 * __useLocalLoginMutation__
 *
 * To run a mutation, you first call `useLocalLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLocalLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [localLoginMutation, { data, loading, error }] = useLocalLoginMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLocalLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LocalLoginMutation, LocalLoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LocalLoginMutation, LocalLoginMutationVariables>(LocalLoginDocument, options);
      }
export type LocalLoginMutationHookResult = ReturnType<typeof useLocalLoginMutation>;
export type LocalLoginMutationResult = ApolloReactCommon.MutationResult<LocalLoginMutation>;
export type LocalLoginMutationOptions = ApolloReactCommon.BaseMutationOptions<LocalLoginMutation, LocalLoginMutationVariables>;
export const LocalLogoutDocument = gql`
    mutation LocalLogout {
  localLogout @rest(type: "LogoutResult", path: "/auth/local-logout", method: "GET") {
    status
    ctx {
      accessToken
      accessTokenType
      expiresIn
      checkoutId
    }
  }
}
    `;
export type LocalLogoutMutationFn = ApolloReactCommon.MutationFunction<LocalLogoutMutation, LocalLogoutMutationVariables>;

/**
 * __useLocalLogoutMutation__
 *
 * To run a mutation, you first call `useLocalLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLocalLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [localLogoutMutation, { data, loading, error }] = useLocalLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLocalLogoutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LocalLogoutMutation, LocalLogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LocalLogoutMutation, LocalLogoutMutationVariables>(LocalLogoutDocument, options);
      }
export type LocalLogoutMutationHookResult = ReturnType<typeof useLocalLogoutMutation>;
export type LocalLogoutMutationResult = ApolloReactCommon.MutationResult<LocalLogoutMutation>;
export type LocalLogoutMutationOptions = ApolloReactCommon.BaseMutationOptions<LocalLogoutMutation, LocalLogoutMutationVariables>;
export const PasswordRenewDocument = gql`
    mutation PasswordRenew($input: PasswordRenewInput!) {
  passwordRenew(input: $input) @rest(type: "PasswordRenewResult", path: "/auth/password-renew", method: "POST", bodyKey: "input") {
    status
    reason
  }
}
    `;
export type PasswordRenewMutationFn = ApolloReactCommon.MutationFunction<PasswordRenewMutation, PasswordRenewMutationVariables>;

/**
 * __usePasswordRenewMutation__
 *
 * To run a mutation, you first call `usePasswordRenewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePasswordRenewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [passwordRenewMutation, { data, loading, error }] = usePasswordRenewMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePasswordRenewMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PasswordRenewMutation, PasswordRenewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PasswordRenewMutation, PasswordRenewMutationVariables>(PasswordRenewDocument, options);
      }
export type PasswordRenewMutationHookResult = ReturnType<typeof usePasswordRenewMutation>;
export type PasswordRenewMutationResult = ApolloReactCommon.MutationResult<PasswordRenewMutation>;
export type PasswordRenewMutationOptions = ApolloReactCommon.BaseMutationOptions<PasswordRenewMutation, PasswordRenewMutationVariables>;
export const PasswordRenewCheckDocument = gql`
    query PasswordRenewCheck($token: String!) {
  passwordRenewCheck(token: $token) @rest(type: "PasswordRenewResult", path: "/auth/password-renew/{args.token}") {
    status
    reason
  }
}
    `;

/**
 * __usePasswordRenewCheckQuery__
 *
 * To run a query within a React component, call `usePasswordRenewCheckQuery` and pass it any options that fit your needs.
 * When your component renders, `usePasswordRenewCheckQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePasswordRenewCheckQuery({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function usePasswordRenewCheckQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables> & ({ variables: PasswordRenewCheckQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>(PasswordRenewCheckDocument, options);
      }
export function usePasswordRenewCheckLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>(PasswordRenewCheckDocument, options);
        }
// @ts-ignore
export function usePasswordRenewCheckSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>;
export function usePasswordRenewCheckSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PasswordRenewCheckQuery | undefined, PasswordRenewCheckQueryVariables>;
export function usePasswordRenewCheckSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>(PasswordRenewCheckDocument, options);
        }
export type PasswordRenewCheckQueryHookResult = ReturnType<typeof usePasswordRenewCheckQuery>;
export type PasswordRenewCheckLazyQueryHookResult = ReturnType<typeof usePasswordRenewCheckLazyQuery>;
export type PasswordRenewCheckSuspenseQueryHookResult = ReturnType<typeof usePasswordRenewCheckSuspenseQuery>;
export type PasswordRenewCheckQueryResult = ApolloReactCommon.QueryResult<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>;
export const PasswordRenewConfirmDocument = gql`
    mutation PasswordRenewConfirm($token: String!, $input: PasswordRenewConfirmInput!) {
  passwordRenewConfirm(token: $token, input: $input) @rest(type: "PasswordRenewResult", path: "/auth/password-renew/{args.token}", method: "POST", bodyKey: "input") {
    status
    reason
  }
}
    `;
export type PasswordRenewConfirmMutationFn = ApolloReactCommon.MutationFunction<PasswordRenewConfirmMutation, PasswordRenewConfirmMutationVariables>;

/**
 * __usePasswordRenewConfirmMutation__
 *
 * To run a mutation, you first call `usePasswordRenewConfirmMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePasswordRenewConfirmMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [passwordRenewConfirmMutation, { data, loading, error }] = usePasswordRenewConfirmMutation({
 *   variables: {
 *      token: // value for 'token'
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePasswordRenewConfirmMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PasswordRenewConfirmMutation, PasswordRenewConfirmMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PasswordRenewConfirmMutation, PasswordRenewConfirmMutationVariables>(PasswordRenewConfirmDocument, options);
      }
export type PasswordRenewConfirmMutationHookResult = ReturnType<typeof usePasswordRenewConfirmMutation>;
export type PasswordRenewConfirmMutationResult = ApolloReactCommon.MutationResult<PasswordRenewConfirmMutation>;
export type PasswordRenewConfirmMutationOptions = ApolloReactCommon.BaseMutationOptions<PasswordRenewConfirmMutation, PasswordRenewConfirmMutationVariables>;
export const RegistrationDocument = gql`
    mutation Registration($input: RegistrationInput!) {
  registration(input: $input) @rest(type: "RegistrationResult", path: "/auth/registration", method: "POST", bodyKey: "input") {
    status
    reason
    warnings
  }
}
    `;
export type RegistrationMutationFn = ApolloReactCommon.MutationFunction<RegistrationMutation, RegistrationMutationVariables>;

/**
 * __useRegistrationMutation__
 *
 * To run a mutation, you first call `useRegistrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegistrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registrationMutation, { data, loading, error }] = useRegistrationMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegistrationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegistrationMutation, RegistrationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegistrationMutation, RegistrationMutationVariables>(RegistrationDocument, options);
      }
export type RegistrationMutationHookResult = ReturnType<typeof useRegistrationMutation>;
export type RegistrationMutationResult = ApolloReactCommon.MutationResult<RegistrationMutation>;
export type RegistrationMutationOptions = ApolloReactCommon.BaseMutationOptions<RegistrationMutation, RegistrationMutationVariables>;
export const CheckoutCartCouponApplyDocument = gql`
    mutation CheckoutCartCouponApply($checkoutId: ID!, $locale: String, $couponCode: String!) {
  checkout_cart_coupon_apply(
    checkoutId: $checkoutId
    locale: $locale
    couponCode: $couponCode
  ) {
    ok
    errors {
      code
      message
      sku
    }
    cart {
      ...CartDetailFields
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}`;
export type CheckoutCartCouponApplyMutationFn = ApolloReactCommon.MutationFunction<CheckoutCartCouponApplyMutation, CheckoutCartCouponApplyMutationVariables>;

/**
 * __useCheckoutCartCouponApplyMutation__
 *
 * To run a mutation, you first call `useCheckoutCartCouponApplyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartCouponApplyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartCouponApplyMutation, { data, loading, error }] = useCheckoutCartCouponApplyMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      couponCode: // value for 'couponCode'
 *   },
 * });
 */
export function useCheckoutCartCouponApplyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCartCouponApplyMutation, CheckoutCartCouponApplyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutCartCouponApplyMutation, CheckoutCartCouponApplyMutationVariables>(CheckoutCartCouponApplyDocument, options);
      }
export type CheckoutCartCouponApplyMutationHookResult = ReturnType<typeof useCheckoutCartCouponApplyMutation>;
export type CheckoutCartCouponApplyMutationResult = ApolloReactCommon.MutationResult<CheckoutCartCouponApplyMutation>;
export type CheckoutCartCouponApplyMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutCartCouponApplyMutation, CheckoutCartCouponApplyMutationVariables>;
export const CheckoutCartCouponRemoveDocument = gql`
    mutation CheckoutCartCouponRemove($checkoutId: ID!, $locale: String, $couponCode: String!) {
  checkout_cart_coupon_remove(
    checkoutId: $checkoutId
    locale: $locale
    couponCode: $couponCode
  ) {
    ok
    errors {
      code
      message
      sku
    }
    cart {
      ...CartDetailFields
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}`;
export type CheckoutCartCouponRemoveMutationFn = ApolloReactCommon.MutationFunction<CheckoutCartCouponRemoveMutation, CheckoutCartCouponRemoveMutationVariables>;

/**
 * __useCheckoutCartCouponRemoveMutation__
 *
 * To run a mutation, you first call `useCheckoutCartCouponRemoveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartCouponRemoveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartCouponRemoveMutation, { data, loading, error }] = useCheckoutCartCouponRemoveMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      couponCode: // value for 'couponCode'
 *   },
 * });
 */
export function useCheckoutCartCouponRemoveMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCartCouponRemoveMutation, CheckoutCartCouponRemoveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutCartCouponRemoveMutation, CheckoutCartCouponRemoveMutationVariables>(CheckoutCartCouponRemoveDocument, options);
      }
export type CheckoutCartCouponRemoveMutationHookResult = ReturnType<typeof useCheckoutCartCouponRemoveMutation>;
export type CheckoutCartCouponRemoveMutationResult = ApolloReactCommon.MutationResult<CheckoutCartCouponRemoveMutation>;
export type CheckoutCartCouponRemoveMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutCartCouponRemoveMutation, CheckoutCartCouponRemoveMutationVariables>;
export const CheckoutCartGiftsAddDocument = gql`
    mutation CheckoutCartGiftsAdd($checkoutId: ID!, $locale: String, $gifts: [String!]!) {
  checkout_cart_gifts_add(checkoutId: $checkoutId, locale: $locale, gifts: $gifts) {
    ok
    errors {
      code
      message
      sku
    }
    cart {
      ...CartDetailFields
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}`;
export type CheckoutCartGiftsAddMutationFn = ApolloReactCommon.MutationFunction<CheckoutCartGiftsAddMutation, CheckoutCartGiftsAddMutationVariables>;

/**
 * __useCheckoutCartGiftsAddMutation__
 *
 * To run a mutation, you first call `useCheckoutCartGiftsAddMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartGiftsAddMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartGiftsAddMutation, { data, loading, error }] = useCheckoutCartGiftsAddMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      gifts: // value for 'gifts'
 *   },
 * });
 */
export function useCheckoutCartGiftsAddMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCartGiftsAddMutation, CheckoutCartGiftsAddMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutCartGiftsAddMutation, CheckoutCartGiftsAddMutationVariables>(CheckoutCartGiftsAddDocument, options);
      }
export type CheckoutCartGiftsAddMutationHookResult = ReturnType<typeof useCheckoutCartGiftsAddMutation>;
export type CheckoutCartGiftsAddMutationResult = ApolloReactCommon.MutationResult<CheckoutCartGiftsAddMutation>;
export type CheckoutCartGiftsAddMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutCartGiftsAddMutation, CheckoutCartGiftsAddMutationVariables>;
export const CheckoutCartGiftsRemoveDocument = gql`
    mutation CheckoutCartGiftsRemove($checkoutId: ID!, $locale: String, $gifts: [String!]!) {
  checkout_cart_gifts_remove(
    checkoutId: $checkoutId
    locale: $locale
    gifts: $gifts
  ) {
    ok
    errors {
      code
      message
      sku
    }
    cart {
      ...CartDetailFields
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}`;
export type CheckoutCartGiftsRemoveMutationFn = ApolloReactCommon.MutationFunction<CheckoutCartGiftsRemoveMutation, CheckoutCartGiftsRemoveMutationVariables>;

/**
 * __useCheckoutCartGiftsRemoveMutation__
 *
 * To run a mutation, you first call `useCheckoutCartGiftsRemoveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartGiftsRemoveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartGiftsRemoveMutation, { data, loading, error }] = useCheckoutCartGiftsRemoveMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      gifts: // value for 'gifts'
 *   },
 * });
 */
export function useCheckoutCartGiftsRemoveMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCartGiftsRemoveMutation, CheckoutCartGiftsRemoveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutCartGiftsRemoveMutation, CheckoutCartGiftsRemoveMutationVariables>(CheckoutCartGiftsRemoveDocument, options);
      }
export type CheckoutCartGiftsRemoveMutationHookResult = ReturnType<typeof useCheckoutCartGiftsRemoveMutation>;
export type CheckoutCartGiftsRemoveMutationResult = ApolloReactCommon.MutationResult<CheckoutCartGiftsRemoveMutation>;
export type CheckoutCartGiftsRemoveMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutCartGiftsRemoveMutation, CheckoutCartGiftsRemoveMutationVariables>;
export const CheckoutCartIndirectUpdateDocument = gql`
    mutation CheckoutCartIndirectUpdate($checkoutId: ID!, $locale: String, $update: CartIndirectSubjectUpdate!) {
  checkout_cart_update_subject_indirect(
    checkoutId: $checkoutId
    locale: $locale
    update: $update
  ) {
    ok
    errors {
      code
      message
      sku
    }
    cart {
      ...CartDetailFields
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}`;
export type CheckoutCartIndirectUpdateMutationFn = ApolloReactCommon.MutationFunction<CheckoutCartIndirectUpdateMutation, CheckoutCartIndirectUpdateMutationVariables>;

/**
 * __useCheckoutCartIndirectUpdateMutation__
 *
 * To run a mutation, you first call `useCheckoutCartIndirectUpdateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartIndirectUpdateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartIndirectUpdateMutation, { data, loading, error }] = useCheckoutCartIndirectUpdateMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      update: // value for 'update'
 *   },
 * });
 */
export function useCheckoutCartIndirectUpdateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCartIndirectUpdateMutation, CheckoutCartIndirectUpdateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutCartIndirectUpdateMutation, CheckoutCartIndirectUpdateMutationVariables>(CheckoutCartIndirectUpdateDocument, options);
      }
export type CheckoutCartIndirectUpdateMutationHookResult = ReturnType<typeof useCheckoutCartIndirectUpdateMutation>;
export type CheckoutCartIndirectUpdateMutationResult = ApolloReactCommon.MutationResult<CheckoutCartIndirectUpdateMutation>;
export type CheckoutCartIndirectUpdateMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutCartIndirectUpdateMutation, CheckoutCartIndirectUpdateMutationVariables>;
export const CheckoutCartLoadSharedDocument = gql`
    mutation CheckoutCartLoadShared($checkoutId: ID!, $locale: String, $token: String!) {
  checkout_cart_load_shared(
    checkoutId: $checkoutId
    locale: $locale
    token: $token
  ) {
    ok
    errors {
      code
      message
      sku
    }
    cart {
      ...CartDetailFields
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}`;
export type CheckoutCartLoadSharedMutationFn = ApolloReactCommon.MutationFunction<CheckoutCartLoadSharedMutation, CheckoutCartLoadSharedMutationVariables>;

/**
 * __useCheckoutCartLoadSharedMutation__
 *
 * To run a mutation, you first call `useCheckoutCartLoadSharedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartLoadSharedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartLoadSharedMutation, { data, loading, error }] = useCheckoutCartLoadSharedMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      token: // value for 'token'
 *   },
 * });
 */
export function useCheckoutCartLoadSharedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCartLoadSharedMutation, CheckoutCartLoadSharedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutCartLoadSharedMutation, CheckoutCartLoadSharedMutationVariables>(CheckoutCartLoadSharedDocument, options);
      }
export type CheckoutCartLoadSharedMutationHookResult = ReturnType<typeof useCheckoutCartLoadSharedMutation>;
export type CheckoutCartLoadSharedMutationResult = ApolloReactCommon.MutationResult<CheckoutCartLoadSharedMutation>;
export type CheckoutCartLoadSharedMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutCartLoadSharedMutation, CheckoutCartLoadSharedMutationVariables>;
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
      ...CartDetailFields
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}`;
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
export const CheckoutCartUpdateMethodsDocument = gql`
    mutation CheckoutCartUpdateMethods($checkoutId: ID!, $locale: String, $shippingSku: String, $paymentSku: String) {
  checkout_cart_update_methods(
    checkoutId: $checkoutId
    locale: $locale
    shippingSku: $shippingSku
    paymentSku: $paymentSku
  ) {
    ok
    errors {
      code
      message
      sku
    }
    cart {
      ...CartDetailFields
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}`;
export type CheckoutCartUpdateMethodsMutationFn = ApolloReactCommon.MutationFunction<CheckoutCartUpdateMethodsMutation, CheckoutCartUpdateMethodsMutationVariables>;

/**
 * __useCheckoutCartUpdateMethodsMutation__
 *
 * To run a mutation, you first call `useCheckoutCartUpdateMethodsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCartUpdateMethodsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCartUpdateMethodsMutation, { data, loading, error }] = useCheckoutCartUpdateMethodsMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      shippingSku: // value for 'shippingSku'
 *      paymentSku: // value for 'paymentSku'
 *   },
 * });
 */
export function useCheckoutCartUpdateMethodsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCartUpdateMethodsMutation, CheckoutCartUpdateMethodsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutCartUpdateMethodsMutation, CheckoutCartUpdateMethodsMutationVariables>(CheckoutCartUpdateMethodsDocument, options);
      }
export type CheckoutCartUpdateMethodsMutationHookResult = ReturnType<typeof useCheckoutCartUpdateMethodsMutation>;
export type CheckoutCartUpdateMethodsMutationResult = ApolloReactCommon.MutationResult<CheckoutCartUpdateMethodsMutation>;
export type CheckoutCartUpdateMethodsMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutCartUpdateMethodsMutation, CheckoutCartUpdateMethodsMutationVariables>;
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
      ...CartDetailFields
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}`;
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
export const CheckoutShareCartDocument = gql`
    mutation CheckoutShareCart($checkoutId: ID!, $locale: String, $input: ShareCartInput!) {
  checkout_share_cart(checkoutId: $checkoutId, locale: $locale, input: $input) {
    ok
    errors {
      code
      message
      sku
    }
    fieldErrors {
      field
      message
    }
  }
}
    `;
export type CheckoutShareCartMutationFn = ApolloReactCommon.MutationFunction<CheckoutShareCartMutation, CheckoutShareCartMutationVariables>;

/**
 * __useCheckoutShareCartMutation__
 *
 * To run a mutation, you first call `useCheckoutShareCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutShareCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutShareCartMutation, { data, loading, error }] = useCheckoutShareCartMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCheckoutShareCartMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutShareCartMutation, CheckoutShareCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutShareCartMutation, CheckoutShareCartMutationVariables>(CheckoutShareCartDocument, options);
      }
export type CheckoutShareCartMutationHookResult = ReturnType<typeof useCheckoutShareCartMutation>;
export type CheckoutShareCartMutationResult = ApolloReactCommon.MutationResult<CheckoutShareCartMutation>;
export type CheckoutShareCartMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutShareCartMutation, CheckoutShareCartMutationVariables>;
export const CheckoutValidateProductBatchDocument = gql`
    query CheckoutValidateProductBatch($text: String!) {
  checkout_validate_product_batch(text: $text) {
    ok
    lines {
      line
      raw
      sku
      requestedQuantity
      quantity
      status
      message
      product {
        sku
        name
        url
      }
    }
    items {
      sku
      quantity
    }
  }
}
    `;

/**
 * __useCheckoutValidateProductBatchQuery__
 *
 * To run a query within a React component, call `useCheckoutValidateProductBatchQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutValidateProductBatchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutValidateProductBatchQuery({
 *   variables: {
 *      text: // value for 'text'
 *   },
 * });
 */
export function useCheckoutValidateProductBatchQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables> & ({ variables: CheckoutValidateProductBatchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>(CheckoutValidateProductBatchDocument, options);
      }
export function useCheckoutValidateProductBatchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>(CheckoutValidateProductBatchDocument, options);
        }
// @ts-ignore
export function useCheckoutValidateProductBatchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>;
export function useCheckoutValidateProductBatchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutValidateProductBatchQuery | undefined, CheckoutValidateProductBatchQueryVariables>;
export function useCheckoutValidateProductBatchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>(CheckoutValidateProductBatchDocument, options);
        }
export type CheckoutValidateProductBatchQueryHookResult = ReturnType<typeof useCheckoutValidateProductBatchQuery>;
export type CheckoutValidateProductBatchLazyQueryHookResult = ReturnType<typeof useCheckoutValidateProductBatchLazyQuery>;
export type CheckoutValidateProductBatchSuspenseQueryHookResult = ReturnType<typeof useCheckoutValidateProductBatchSuspenseQuery>;
export type CheckoutValidateProductBatchQueryResult = ApolloReactCommon.QueryResult<CheckoutValidateProductBatchQuery, CheckoutValidateProductBatchQueryVariables>;
export const SharedCartDocument = gql`
    query SharedCart($token: String!) {
  sharedCart(token: $token) {
    senderName
    lines {
      sku
      quantity
      product {
        ...ProductCardFields
      }
    }
  }
}
    ${ProductCardFieldsFragmentDoc}`;

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
export const CatalogueFilterOptionsDocument = gql`
    query CatalogueFilterOptions($input: FilterOptionsInput!) {
  cataloguePriceRange(input: $input) @rest(type: "PriceRange", path: "/catalogue/filter-options/price-range", method: "POST", bodyKey: "input") {
    min
    max
    minWithTax
    maxWithTax
    count
  }
  catalogueParameterRanges(input: $input) @rest(type: "ParameterRanges", path: "/catalogue/filter-options/parameter-range", method: "POST", bodyKey: "input") {
    items {
      code
      name
      unit
      min
      max
      count
    }
  }
  catalogueParameterOptions(input: $input) @rest(type: "ParameterOptions", path: "/catalogue/filter-options/parameter", method: "POST", bodyKey: "input") {
    parameters {
      code
      name
      unit
      options {
        value
        count
        selected
      }
    }
    manufacturers {
      hash
      name
      count
      selected
    }
    inStockCount
  }
}
    `;

/**
 * __useCatalogueFilterOptionsQuery__
 *
 * To run a query within a React component, call `useCatalogueFilterOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogueFilterOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogueFilterOptionsQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCatalogueFilterOptionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables> & ({ variables: CatalogueFilterOptionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>(CatalogueFilterOptionsDocument, options);
      }
export function useCatalogueFilterOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>(CatalogueFilterOptionsDocument, options);
        }
// @ts-ignore
export function useCatalogueFilterOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>;
export function useCatalogueFilterOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogueFilterOptionsQuery | undefined, CatalogueFilterOptionsQueryVariables>;
export function useCatalogueFilterOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>(CatalogueFilterOptionsDocument, options);
        }
export type CatalogueFilterOptionsQueryHookResult = ReturnType<typeof useCatalogueFilterOptionsQuery>;
export type CatalogueFilterOptionsLazyQueryHookResult = ReturnType<typeof useCatalogueFilterOptionsLazyQuery>;
export type CatalogueFilterOptionsSuspenseQueryHookResult = ReturnType<typeof useCatalogueFilterOptionsSuspenseQuery>;
export type CatalogueFilterOptionsQueryResult = ApolloReactCommon.QueryResult<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>;
export const CataloguePageDocument = gql`
    query CataloguePage($input: CatalogueInput!) {
  catalogue(input: $input) @rest(type: "CataloguePage", path: "/catalogue", method: "POST", bodyKey: "input") {
    items {
      ...ProductCardFields
    }
    startsAfter
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
    availabilityCarton {
      state
      text
      color
      note
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
    rating
    reviewCount
    relatedAdditionalServices {
      sku
      kind
      appliesTo
      descriptor
      order
      price {
        amount
        amountWithTax
        currency
      }
      percent
    }
    relations {
      relationType
      count
    }
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
export const ProductPricesDocument = gql`
    query ProductPrices($sku: String!) {
  productQuantityPrices(sku: $sku) @rest(type: "ProductQuantityPrices", path: "/products/{args.sku}/quantity-prices") {
    sku
    pcs {
      ...QuantityPriceFields
    }
    carton {
      ...QuantityPriceFields
    }
  }
  productPackPrices(sku: $sku) @rest(type: "ProductPackPrices", path: "/products/{args.sku}/pack-prices") {
    sku
    packs {
      sku
      packType
      pieces
      price {
        amount
        amountWithTax
        currency
      }
      pricePerPiece {
        amount
        amountWithTax
        currency
      }
    }
  }
}
    ${QuantityPriceFieldsFragmentDoc}`;

/**
 * __useProductPricesQuery__
 *
 * To run a query within a React component, call `useProductPricesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductPricesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductPricesQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useProductPricesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables> & ({ variables: ProductPricesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductPricesQuery, ProductPricesQueryVariables>(ProductPricesDocument, options);
      }
export function useProductPricesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductPricesQuery, ProductPricesQueryVariables>(ProductPricesDocument, options);
        }
// @ts-ignore
export function useProductPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductPricesQuery, ProductPricesQueryVariables>;
export function useProductPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductPricesQuery | undefined, ProductPricesQueryVariables>;
export function useProductPricesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductPricesQuery, ProductPricesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductPricesQuery, ProductPricesQueryVariables>(ProductPricesDocument, options);
        }
export type ProductPricesQueryHookResult = ReturnType<typeof useProductPricesQuery>;
export type ProductPricesLazyQueryHookResult = ReturnType<typeof useProductPricesLazyQuery>;
export type ProductPricesSuspenseQueryHookResult = ReturnType<typeof useProductPricesSuspenseQuery>;
export type ProductPricesQueryResult = ApolloReactCommon.QueryResult<ProductPricesQuery, ProductPricesQueryVariables>;
export const ProductRelatedDocument = gql`
    query ProductRelated($sku: String!, $relationType: String!, $input: RelatedInput!) {
  productRelated(sku: $sku, relationType: $relationType, input: $input) @rest(type: "RelatedProducts", path: "/products/{args.sku}/related/{args.relationType}", method: "POST", bodyKey: "input") {
    sku
    relationType
    count
    items {
      ...ProductCardFields
    }
  }
}
    ${ProductCardFieldsFragmentDoc}`;

/**
 * __useProductRelatedQuery__
 *
 * To run a query within a React component, call `useProductRelatedQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductRelatedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductRelatedQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *      relationType: // value for 'relationType'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useProductRelatedQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables> & ({ variables: ProductRelatedQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(ProductRelatedDocument, options);
      }
export function useProductRelatedLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(ProductRelatedDocument, options);
        }
// @ts-ignore
export function useProductRelatedSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductRelatedQuery, ProductRelatedQueryVariables>;
export function useProductRelatedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductRelatedQuery | undefined, ProductRelatedQueryVariables>;
export function useProductRelatedSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductRelatedQuery, ProductRelatedQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductRelatedQuery, ProductRelatedQueryVariables>(ProductRelatedDocument, options);
        }
export type ProductRelatedQueryHookResult = ReturnType<typeof useProductRelatedQuery>;
export type ProductRelatedLazyQueryHookResult = ReturnType<typeof useProductRelatedLazyQuery>;
export type ProductRelatedSuspenseQueryHookResult = ReturnType<typeof useProductRelatedSuspenseQuery>;
export type ProductRelatedQueryResult = ApolloReactCommon.QueryResult<ProductRelatedQuery, ProductRelatedQueryVariables>;
export const ProductReviewsDocument = gql`
    query ProductReviews($sku: String!) {
  productReviews(sku: $sku) @rest(type: "ProductReviews", path: "/products/{args.sku}/review") {
    sku
    summary {
      average
      count
      distribution {
        stars
        count
      }
    }
    items {
      id
      author
      rating
      text
      createdAt
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    `;

/**
 * __useProductReviewsQuery__
 *
 * To run a query within a React component, call `useProductReviewsQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductReviewsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductReviewsQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useProductReviewsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductReviewsQuery, ProductReviewsQueryVariables> & ({ variables: ProductReviewsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductReviewsQuery, ProductReviewsQueryVariables>(ProductReviewsDocument, options);
      }
export function useProductReviewsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductReviewsQuery, ProductReviewsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductReviewsQuery, ProductReviewsQueryVariables>(ProductReviewsDocument, options);
        }
// @ts-ignore
export function useProductReviewsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductReviewsQuery, ProductReviewsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductReviewsQuery, ProductReviewsQueryVariables>;
export function useProductReviewsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductReviewsQuery, ProductReviewsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductReviewsQuery | undefined, ProductReviewsQueryVariables>;
export function useProductReviewsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductReviewsQuery, ProductReviewsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductReviewsQuery, ProductReviewsQueryVariables>(ProductReviewsDocument, options);
        }
export type ProductReviewsQueryHookResult = ReturnType<typeof useProductReviewsQuery>;
export type ProductReviewsLazyQueryHookResult = ReturnType<typeof useProductReviewsLazyQuery>;
export type ProductReviewsSuspenseQueryHookResult = ReturnType<typeof useProductReviewsSuspenseQuery>;
export type ProductReviewsQueryResult = ApolloReactCommon.QueryResult<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const SearchAutocompleteDocument = gql`
    query SearchAutocomplete($q: String!) {
  searchAutocomplete(q: $q) @rest(type: "Autocomplete", path: "/search/autocomplete?{args}") {
    query
    topQueries {
      query
      count
    }
    brands {
      hash
      name
      url
    }
    categories {
      hash
      name
      url
    }
    articles {
      id
      title
      url
    }
    products {
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
    }
    exactMatchUrl
  }
}
    `;

/**
 * __useSearchAutocompleteQuery__
 *
 * To run a query within a React component, call `useSearchAutocompleteQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchAutocompleteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchAutocompleteQuery({
 *   variables: {
 *      q: // value for 'q'
 *   },
 * });
 */
export function useSearchAutocompleteQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SearchAutocompleteQuery, SearchAutocompleteQueryVariables> & ({ variables: SearchAutocompleteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>(SearchAutocompleteDocument, options);
      }
export function useSearchAutocompleteLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>(SearchAutocompleteDocument, options);
        }
// @ts-ignore
export function useSearchAutocompleteSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>;
export function useSearchAutocompleteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchAutocompleteQuery | undefined, SearchAutocompleteQueryVariables>;
export function useSearchAutocompleteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>(SearchAutocompleteDocument, options);
        }
export type SearchAutocompleteQueryHookResult = ReturnType<typeof useSearchAutocompleteQuery>;
export type SearchAutocompleteLazyQueryHookResult = ReturnType<typeof useSearchAutocompleteLazyQuery>;
export type SearchAutocompleteSuspenseQueryHookResult = ReturnType<typeof useSearchAutocompleteSuspenseQuery>;
export type SearchAutocompleteQueryResult = ApolloReactCommon.QueryResult<SearchAutocompleteQuery, SearchAutocompleteQueryVariables>;
export const SearchResultsDocument = gql`
    query SearchResults($input: SearchInput!) {
  searchResults(input: $input) @rest(type: "SearchResults", path: "/search", method: "POST", bodyKey: "input") {
    query
    products {
      items {
        ...ProductCardFields
      }
      startsAfter
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
    categories {
      hash
      name
      url
    }
    brands {
      hash
      name
      url
    }
    articles {
      ...ArticleTeaserFields
    }
    exactMatchUrl
    suggestions {
      correction
      categories {
        hash
        name
        url
      }
    }
  }
}
    ${ProductCardFieldsFragmentDoc}
${ArticleTeaserFieldsFragmentDoc}`;

/**
 * __useSearchResultsQuery__
 *
 * To run a query within a React component, call `useSearchResultsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchResultsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchResultsQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSearchResultsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SearchResultsQuery, SearchResultsQueryVariables> & ({ variables: SearchResultsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SearchResultsQuery, SearchResultsQueryVariables>(SearchResultsDocument, options);
      }
export function useSearchResultsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SearchResultsQuery, SearchResultsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SearchResultsQuery, SearchResultsQueryVariables>(SearchResultsDocument, options);
        }
// @ts-ignore
export function useSearchResultsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SearchResultsQuery, SearchResultsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchResultsQuery, SearchResultsQueryVariables>;
export function useSearchResultsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchResultsQuery, SearchResultsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchResultsQuery | undefined, SearchResultsQueryVariables>;
export function useSearchResultsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchResultsQuery, SearchResultsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SearchResultsQuery, SearchResultsQueryVariables>(SearchResultsDocument, options);
        }
export type SearchResultsQueryHookResult = ReturnType<typeof useSearchResultsQuery>;
export type SearchResultsLazyQueryHookResult = ReturnType<typeof useSearchResultsLazyQuery>;
export type SearchResultsSuspenseQueryHookResult = ReturnType<typeof useSearchResultsSuspenseQuery>;
export type SearchResultsQueryResult = ApolloReactCommon.QueryResult<SearchResultsQuery, SearchResultsQueryVariables>;
export const SendProductDemandDocument = gql`
    mutation SendProductDemand($input: SendEmailInput!) {
  sendNotificationEmail(input: $input) @rest(type: "NotificationResult", path: "/notification/sendEmail", method: "POST", bodyKey: "input") {
    ok
  }
}
    `;
export type SendProductDemandMutationFn = ApolloReactCommon.MutationFunction<SendProductDemandMutation, SendProductDemandMutationVariables>;

/**
 * __useSendProductDemandMutation__
 *
 * To run a mutation, you first call `useSendProductDemandMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendProductDemandMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendProductDemandMutation, { data, loading, error }] = useSendProductDemandMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSendProductDemandMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendProductDemandMutation, SendProductDemandMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendProductDemandMutation, SendProductDemandMutationVariables>(SendProductDemandDocument, options);
      }
export type SendProductDemandMutationHookResult = ReturnType<typeof useSendProductDemandMutation>;
export type SendProductDemandMutationResult = ApolloReactCommon.MutationResult<SendProductDemandMutation>;
export type SendProductDemandMutationOptions = ApolloReactCommon.BaseMutationOptions<SendProductDemandMutation, SendProductDemandMutationVariables>;
export const TaxonomyMeAndAncestorsDocument = gql`
    query TaxonomyMeAndAncestors($hash: String!) {
  taxonomyMeAndAncestors(hash: $hash) @rest(type: "TaxonomyNode", path: "/taxonomies/me-and-ancestors?{args}") {
    ...TaxonomyNodeFields
  }
}
    ${TaxonomyNodeFieldsFragmentDoc}`;

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
export const CheckoutCreatePurchaseDocument = gql`
    mutation CheckoutCreatePurchase($checkoutId: ID!, $locale: String, $input: CreatePurchaseInput!) {
  checkout_create_purchase(
    checkoutId: $checkoutId
    locale: $locale
    input: $input
  ) {
    status
    errors {
      code
      message
      sku
    }
    warnings
    redirectUrl
    order {
      ...OrderFields
    }
    checkout {
      ...CheckoutFields
      cart {
        ...CartDetailFields
      }
    }
  }
}
    ${OrderFieldsFragmentDoc}
${OrderMoneyFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${BankPaymentFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}`;
export type CheckoutCreatePurchaseMutationFn = ApolloReactCommon.MutationFunction<CheckoutCreatePurchaseMutation, CheckoutCreatePurchaseMutationVariables>;

/**
 * __useCheckoutCreatePurchaseMutation__
 *
 * To run a mutation, you first call `useCheckoutCreatePurchaseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCreatePurchaseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutCreatePurchaseMutation, { data, loading, error }] = useCheckoutCreatePurchaseMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCheckoutCreatePurchaseMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutCreatePurchaseMutation, CheckoutCreatePurchaseMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutCreatePurchaseMutation, CheckoutCreatePurchaseMutationVariables>(CheckoutCreatePurchaseDocument, options);
      }
export type CheckoutCreatePurchaseMutationHookResult = ReturnType<typeof useCheckoutCreatePurchaseMutation>;
export type CheckoutCreatePurchaseMutationResult = ApolloReactCommon.MutationResult<CheckoutCreatePurchaseMutation>;
export type CheckoutCreatePurchaseMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutCreatePurchaseMutation, CheckoutCreatePurchaseMutationVariables>;
export const CheckoutDataUpdateDocument = gql`
    mutation CheckoutDataUpdate($checkoutId: ID!, $locale: String, $input: CheckoutDataInput!) {
  checkout_data_update(checkoutId: $checkoutId, locale: $locale, input: $input) {
    ok
    errors {
      code
      message
      sku
    }
    fieldErrors {
      field
      message
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}`;
export type CheckoutDataUpdateMutationFn = ApolloReactCommon.MutationFunction<CheckoutDataUpdateMutation, CheckoutDataUpdateMutationVariables>;

/**
 * __useCheckoutDataUpdateMutation__
 *
 * To run a mutation, you first call `useCheckoutDataUpdateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutDataUpdateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutDataUpdateMutation, { data, loading, error }] = useCheckoutDataUpdateMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCheckoutDataUpdateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutDataUpdateMutation, CheckoutDataUpdateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutDataUpdateMutation, CheckoutDataUpdateMutationVariables>(CheckoutDataUpdateDocument, options);
      }
export type CheckoutDataUpdateMutationHookResult = ReturnType<typeof useCheckoutDataUpdateMutation>;
export type CheckoutDataUpdateMutationResult = ApolloReactCommon.MutationResult<CheckoutDataUpdateMutation>;
export type CheckoutDataUpdateMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutDataUpdateMutation, CheckoutDataUpdateMutationVariables>;
export const CheckoutDetailDocument = gql`
    query CheckoutDetail($checkoutId: ID!, $locale: String) {
  checkout(checkoutId: $checkoutId, locale: $locale) {
    ...CheckoutFields
    cart {
      ...CartDetailFields
    }
    existingCarts {
      id
      state
    }
  }
}
    ${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}`;

/**
 * __useCheckoutDetailQuery__
 *
 * To run a query within a React component, call `useCheckoutDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutDetailQuery({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCheckoutDetailQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CheckoutDetailQuery, CheckoutDetailQueryVariables> & ({ variables: CheckoutDetailQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutDetailQuery, CheckoutDetailQueryVariables>(CheckoutDetailDocument, options);
      }
export function useCheckoutDetailLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutDetailQuery, CheckoutDetailQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutDetailQuery, CheckoutDetailQueryVariables>(CheckoutDetailDocument, options);
        }
// @ts-ignore
export function useCheckoutDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutDetailQuery, CheckoutDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutDetailQuery, CheckoutDetailQueryVariables>;
export function useCheckoutDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutDetailQuery, CheckoutDetailQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutDetailQuery | undefined, CheckoutDetailQueryVariables>;
export function useCheckoutDetailSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutDetailQuery, CheckoutDetailQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckoutDetailQuery, CheckoutDetailQueryVariables>(CheckoutDetailDocument, options);
        }
export type CheckoutDetailQueryHookResult = ReturnType<typeof useCheckoutDetailQuery>;
export type CheckoutDetailLazyQueryHookResult = ReturnType<typeof useCheckoutDetailLazyQuery>;
export type CheckoutDetailSuspenseQueryHookResult = ReturnType<typeof useCheckoutDetailSuspenseQuery>;
export type CheckoutDetailQueryResult = ApolloReactCommon.QueryResult<CheckoutDetailQuery, CheckoutDetailQueryVariables>;
export const CheckoutStepReachedDocument = gql`
    mutation CheckoutStepReached($checkoutId: ID!, $step: CheckoutStep!) {
  checkout_step_reached(checkoutId: $checkoutId, step: $step) {
    ok
    errors {
      code
      message
      sku
    }
    fieldErrors {
      field
      message
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}`;
export type CheckoutStepReachedMutationFn = ApolloReactCommon.MutationFunction<CheckoutStepReachedMutation, CheckoutStepReachedMutationVariables>;

/**
 * __useCheckoutStepReachedMutation__
 *
 * To run a mutation, you first call `useCheckoutStepReachedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutStepReachedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutStepReachedMutation, { data, loading, error }] = useCheckoutStepReachedMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      step: // value for 'step'
 *   },
 * });
 */
export function useCheckoutStepReachedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutStepReachedMutation, CheckoutStepReachedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutStepReachedMutation, CheckoutStepReachedMutationVariables>(CheckoutStepReachedDocument, options);
      }
export type CheckoutStepReachedMutationHookResult = ReturnType<typeof useCheckoutStepReachedMutation>;
export type CheckoutStepReachedMutationResult = ApolloReactCommon.MutationResult<CheckoutStepReachedMutation>;
export type CheckoutStepReachedMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutStepReachedMutation, CheckoutStepReachedMutationVariables>;
export const OrderDocument = gql`
    query Order($orderNumber: String!) {
  order(orderNumber: $orderNumber) {
    ...OrderFields
  }
}
    ${OrderFieldsFragmentDoc}
${OrderMoneyFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${BankPaymentFieldsFragmentDoc}`;

/**
 * __useOrderQuery__
 *
 * To run a query within a React component, call `useOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderQuery({
 *   variables: {
 *      orderNumber: // value for 'orderNumber'
 *   },
 * });
 */
export function useOrderQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OrderQuery, OrderQueryVariables> & ({ variables: OrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OrderQuery, OrderQueryVariables>(OrderDocument, options);
      }
export function useOrderLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OrderQuery, OrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OrderQuery, OrderQueryVariables>(OrderDocument, options);
        }
// @ts-ignore
export function useOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OrderQuery, OrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OrderQuery, OrderQueryVariables>;
export function useOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OrderQuery, OrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OrderQuery | undefined, OrderQueryVariables>;
export function useOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OrderQuery, OrderQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OrderQuery, OrderQueryVariables>(OrderDocument, options);
        }
export type OrderQueryHookResult = ReturnType<typeof useOrderQuery>;
export type OrderLazyQueryHookResult = ReturnType<typeof useOrderLazyQuery>;
export type OrderSuspenseQueryHookResult = ReturnType<typeof useOrderSuspenseQuery>;
export type OrderQueryResult = ApolloReactCommon.QueryResult<OrderQuery, OrderQueryVariables>;
export const OrderRetryPaymentDocument = gql`
    mutation OrderRetryPayment($orderNumber: String!) {
  checkout_order_retry_payment(orderNumber: $orderNumber) {
    ok
    errors {
      code
      message
    }
    order {
      ...OrderFields
    }
  }
}
    ${OrderFieldsFragmentDoc}
${OrderMoneyFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${BankPaymentFieldsFragmentDoc}`;
export type OrderRetryPaymentMutationFn = ApolloReactCommon.MutationFunction<OrderRetryPaymentMutation, OrderRetryPaymentMutationVariables>;

/**
 * __useOrderRetryPaymentMutation__
 *
 * To run a mutation, you first call `useOrderRetryPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useOrderRetryPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [orderRetryPaymentMutation, { data, loading, error }] = useOrderRetryPaymentMutation({
 *   variables: {
 *      orderNumber: // value for 'orderNumber'
 *   },
 * });
 */
export function useOrderRetryPaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<OrderRetryPaymentMutation, OrderRetryPaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<OrderRetryPaymentMutation, OrderRetryPaymentMutationVariables>(OrderRetryPaymentDocument, options);
      }
export type OrderRetryPaymentMutationHookResult = ReturnType<typeof useOrderRetryPaymentMutation>;
export type OrderRetryPaymentMutationResult = ApolloReactCommon.MutationResult<OrderRetryPaymentMutation>;
export type OrderRetryPaymentMutationOptions = ApolloReactCommon.BaseMutationOptions<OrderRetryPaymentMutation, OrderRetryPaymentMutationVariables>;
export const ArticleDocument = gql`
    query Article($type: String!, $alias: String!) {
  article(type: $type, alias: $alias) @rest(type: "Article", path: "/content/articles/{args.type}/{args.alias}") {
    ...ArticleFields
  }
}
    ${ArticleFieldsFragmentDoc}`;

/**
 * __useArticleQuery__
 *
 * To run a query within a React component, call `useArticleQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticleQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticleQuery({
 *   variables: {
 *      type: // value for 'type'
 *      alias: // value for 'alias'
 *   },
 * });
 */
export function useArticleQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ArticleQuery, ArticleQueryVariables> & ({ variables: ArticleQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticleQuery, ArticleQueryVariables>(ArticleDocument, options);
      }
export function useArticleLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticleQuery, ArticleQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticleQuery, ArticleQueryVariables>(ArticleDocument, options);
        }
// @ts-ignore
export function useArticleSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ArticleQuery, ArticleQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ArticleQuery, ArticleQueryVariables>;
export function useArticleSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ArticleQuery, ArticleQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ArticleQuery | undefined, ArticleQueryVariables>;
export function useArticleSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ArticleQuery, ArticleQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ArticleQuery, ArticleQueryVariables>(ArticleDocument, options);
        }
export type ArticleQueryHookResult = ReturnType<typeof useArticleQuery>;
export type ArticleLazyQueryHookResult = ReturnType<typeof useArticleLazyQuery>;
export type ArticleSuspenseQueryHookResult = ReturnType<typeof useArticleSuspenseQuery>;
export type ArticleQueryResult = ApolloReactCommon.QueryResult<ArticleQuery, ArticleQueryVariables>;
export const ArticlesDocument = gql`
    query Articles($input: ArticlesInput!) {
  articles(input: $input) @rest(type: "ArticleList", path: "/articles/for-taxonomy?{args.input}") {
    items {
      ...ArticleTeaserFields
    }
    totalCount
    page
    pageCount
    categories
  }
}
    ${ArticleTeaserFieldsFragmentDoc}`;

/**
 * __useArticlesQuery__
 *
 * To run a query within a React component, call `useArticlesQuery` and pass it any options that fit your needs.
 * When your component renders, `useArticlesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useArticlesQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useArticlesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ArticlesQuery, ArticlesQueryVariables> & ({ variables: ArticlesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, options);
      }
export function useArticlesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ArticlesQuery, ArticlesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, options);
        }
// @ts-ignore
export function useArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ArticlesQuery, ArticlesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ArticlesQuery, ArticlesQueryVariables>;
export function useArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ArticlesQuery, ArticlesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ArticlesQuery | undefined, ArticlesQueryVariables>;
export function useArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ArticlesQuery, ArticlesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ArticlesQuery, ArticlesQueryVariables>(ArticlesDocument, options);
        }
export type ArticlesQueryHookResult = ReturnType<typeof useArticlesQuery>;
export type ArticlesLazyQueryHookResult = ReturnType<typeof useArticlesLazyQuery>;
export type ArticlesSuspenseQueryHookResult = ReturnType<typeof useArticlesSuspenseQuery>;
export type ArticlesQueryResult = ApolloReactCommon.QueryResult<ArticlesQuery, ArticlesQueryVariables>;
export const BannersDocument = gql`
    query Banners {
  banners @rest(type: "Banner", path: "/content/banners") {
    id
    title
    text
    image
    to
    cta
  }
}
    `;

/**
 * __useBannersQuery__
 *
 * To run a query within a React component, call `useBannersQuery` and pass it any options that fit your needs.
 * When your component renders, `useBannersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBannersQuery({
 *   variables: {
 *   },
 * });
 */
export function useBannersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<BannersQuery, BannersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<BannersQuery, BannersQueryVariables>(BannersDocument, options);
      }
export function useBannersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<BannersQuery, BannersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<BannersQuery, BannersQueryVariables>(BannersDocument, options);
        }
// @ts-ignore
export function useBannersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<BannersQuery, BannersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BannersQuery, BannersQueryVariables>;
export function useBannersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BannersQuery, BannersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<BannersQuery | undefined, BannersQueryVariables>;
export function useBannersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<BannersQuery, BannersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<BannersQuery, BannersQueryVariables>(BannersDocument, options);
        }
export type BannersQueryHookResult = ReturnType<typeof useBannersQuery>;
export type BannersLazyQueryHookResult = ReturnType<typeof useBannersLazyQuery>;
export type BannersSuspenseQueryHookResult = ReturnType<typeof useBannersSuspenseQuery>;
export type BannersQueryResult = ApolloReactCommon.QueryResult<BannersQuery, BannersQueryVariables>;
export const ClubRewardsDocument = gql`
    query ClubRewards {
  clubRewards @rest(type: "ClubReward", path: "/content/rewards") {
    sku
    text
    image
    loyaltyPoints
  }
}
    `;

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
export const ContentPageDocument = gql`
    query ContentPage($hash: String!) {
  contentPage(hash: $hash) @rest(type: "ContentPage", path: "/content/page?hash={args.hash}") {
    hash
    name
    path
    description
    article {
      ...ArticleFields
    }
  }
}
    ${ArticleFieldsFragmentDoc}`;

/**
 * __useContentPageQuery__
 *
 * To run a query within a React component, call `useContentPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useContentPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useContentPageQuery({
 *   variables: {
 *      hash: // value for 'hash'
 *   },
 * });
 */
export function useContentPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ContentPageQuery, ContentPageQueryVariables> & ({ variables: ContentPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, options);
      }
export function useContentPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, options);
        }
// @ts-ignore
export function useContentPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentPageQuery, ContentPageQueryVariables>;
export function useContentPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentPageQuery | undefined, ContentPageQueryVariables>;
export function useContentPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, options);
        }
export type ContentPageQueryHookResult = ReturnType<typeof useContentPageQuery>;
export type ContentPageLazyQueryHookResult = ReturnType<typeof useContentPageLazyQuery>;
export type ContentPageSuspenseQueryHookResult = ReturnType<typeof useContentPageSuspenseQuery>;
export type ContentPageQueryResult = ApolloReactCommon.QueryResult<ContentPageQuery, ContentPageQueryVariables>;
export const CreateComplaintDocument = gql`
    mutation CreateComplaint($input: ComplaintInput!) {
  createComplaint(input: $input) @rest(type: "ComplaintResult", path: "/content/complaints", method: "POST", bodyKey: "input") {
    ok
    complaintNumber
  }
}
    `;
export type CreateComplaintMutationFn = ApolloReactCommon.MutationFunction<CreateComplaintMutation, CreateComplaintMutationVariables>;

/**
 * __useCreateComplaintMutation__
 *
 * To run a mutation, you first call `useCreateComplaintMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateComplaintMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createComplaintMutation, { data, loading, error }] = useCreateComplaintMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateComplaintMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateComplaintMutation, CreateComplaintMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateComplaintMutation, CreateComplaintMutationVariables>(CreateComplaintDocument, options);
      }
export type CreateComplaintMutationHookResult = ReturnType<typeof useCreateComplaintMutation>;
export type CreateComplaintMutationResult = ApolloReactCommon.MutationResult<CreateComplaintMutation>;
export type CreateComplaintMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateComplaintMutation, CreateComplaintMutationVariables>;
export const FooterDocument = gql`
    query Footer {
  footer @rest(type: "Footer", path: "/content/footer") {
    id
    sections {
      title
      links {
        label
        href
        to
      }
    }
    showroom {
      name
      address
      openingHours
    }
    social {
      network
      href
      label
    }
    partners {
      name
      image
      href
    }
  }
}
    `;

/**
 * __useFooterQuery__
 *
 * To run a query within a React component, call `useFooterQuery` and pass it any options that fit your needs.
 * When your component renders, `useFooterQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFooterQuery({
 *   variables: {
 *   },
 * });
 */
export function useFooterQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<FooterQuery, FooterQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FooterQuery, FooterQueryVariables>(FooterDocument, options);
      }
export function useFooterLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FooterQuery, FooterQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FooterQuery, FooterQueryVariables>(FooterDocument, options);
        }
// @ts-ignore
export function useFooterSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FooterQuery, FooterQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FooterQuery, FooterQueryVariables>;
export function useFooterSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FooterQuery, FooterQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FooterQuery | undefined, FooterQueryVariables>;
export function useFooterSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FooterQuery, FooterQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FooterQuery, FooterQueryVariables>(FooterDocument, options);
        }
export type FooterQueryHookResult = ReturnType<typeof useFooterQuery>;
export type FooterLazyQueryHookResult = ReturnType<typeof useFooterLazyQuery>;
export type FooterSuspenseQueryHookResult = ReturnType<typeof useFooterSuspenseQuery>;
export type FooterQueryResult = ApolloReactCommon.QueryResult<FooterQuery, FooterQueryVariables>;
export const NavigationDocument = gql`
    query Navigation {
  navigation @rest(type: "Navigation", path: "/content/navigation") {
    id
    categories {
      ...NavigationItemTree
    }
    groups {
      ...NavigationItemTree
    }
    horizontalNav {
      ...NavigationItemTree
    }
    main {
      ...NavigationItemTree
    }
    mobileAfter {
      ...NavigationItemTree
    }
    topNav {
      ...NavigationItemTree
    }
    topNavLeft {
      ...NavigationItemTree
    }
  }
}
    ${NavigationItemTreeFragmentDoc}
${NavigationItemLeafFragmentDoc}`;

/**
 * __useNavigationQuery__
 *
 * To run a query within a React component, call `useNavigationQuery` and pass it any options that fit your needs.
 * When your component renders, `useNavigationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useNavigationQuery({
 *   variables: {
 *   },
 * });
 */
export function useNavigationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<NavigationQuery, NavigationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<NavigationQuery, NavigationQueryVariables>(NavigationDocument, options);
      }
export function useNavigationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<NavigationQuery, NavigationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<NavigationQuery, NavigationQueryVariables>(NavigationDocument, options);
        }
// @ts-ignore
export function useNavigationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<NavigationQuery, NavigationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NavigationQuery, NavigationQueryVariables>;
export function useNavigationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NavigationQuery, NavigationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<NavigationQuery | undefined, NavigationQueryVariables>;
export function useNavigationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<NavigationQuery, NavigationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<NavigationQuery, NavigationQueryVariables>(NavigationDocument, options);
        }
export type NavigationQueryHookResult = ReturnType<typeof useNavigationQuery>;
export type NavigationLazyQueryHookResult = ReturnType<typeof useNavigationLazyQuery>;
export type NavigationSuspenseQueryHookResult = ReturnType<typeof useNavigationSuspenseQuery>;
export type NavigationQueryResult = ApolloReactCommon.QueryResult<NavigationQuery, NavigationQueryVariables>;
export const SaveNewsletterEmailDocument = gql`
    mutation SaveNewsletterEmail($input: NewsletterInput!) {
  saveNewsletterEmail(input: $input) @rest(type: "NewsletterResult", path: "/utils/save-newsletter-email", method: "POST", bodyKey: "input") {
    ok
  }
}
    `;
export type SaveNewsletterEmailMutationFn = ApolloReactCommon.MutationFunction<SaveNewsletterEmailMutation, SaveNewsletterEmailMutationVariables>;

/**
 * __useSaveNewsletterEmailMutation__
 *
 * To run a mutation, you first call `useSaveNewsletterEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveNewsletterEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveNewsletterEmailMutation, { data, loading, error }] = useSaveNewsletterEmailMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveNewsletterEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveNewsletterEmailMutation, SaveNewsletterEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveNewsletterEmailMutation, SaveNewsletterEmailMutationVariables>(SaveNewsletterEmailDocument, options);
      }
export type SaveNewsletterEmailMutationHookResult = ReturnType<typeof useSaveNewsletterEmailMutation>;
export type SaveNewsletterEmailMutationResult = ApolloReactCommon.MutationResult<SaveNewsletterEmailMutation>;
export type SaveNewsletterEmailMutationOptions = ApolloReactCommon.BaseMutationOptions<SaveNewsletterEmailMutation, SaveNewsletterEmailMutationVariables>;
export const ShopSettingsDocument = gql`
    query ShopSettings {
  shopSettings @rest(type: "ShopSettings", path: "/content/settings") {
    id
    name
    phone
    email
    openingHours
    companyName
    address
    chatScriptUrl
    chatKey
  }
}
    `;

/**
 * __useShopSettingsQuery__
 *
 * To run a query within a React component, call `useShopSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useShopSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShopSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useShopSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ShopSettingsQuery, ShopSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShopSettingsQuery, ShopSettingsQueryVariables>(ShopSettingsDocument, options);
      }
export function useShopSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShopSettingsQuery, ShopSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShopSettingsQuery, ShopSettingsQueryVariables>(ShopSettingsDocument, options);
        }
// @ts-ignore
export function useShopSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ShopSettingsQuery, ShopSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShopSettingsQuery, ShopSettingsQueryVariables>;
export function useShopSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShopSettingsQuery, ShopSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShopSettingsQuery | undefined, ShopSettingsQueryVariables>;
export function useShopSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShopSettingsQuery, ShopSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ShopSettingsQuery, ShopSettingsQueryVariables>(ShopSettingsDocument, options);
        }
export type ShopSettingsQueryHookResult = ReturnType<typeof useShopSettingsQuery>;
export type ShopSettingsLazyQueryHookResult = ReturnType<typeof useShopSettingsLazyQuery>;
export type ShopSettingsSuspenseQueryHookResult = ReturnType<typeof useShopSettingsSuspenseQuery>;
export type ShopSettingsQueryResult = ApolloReactCommon.QueryResult<ShopSettingsQuery, ShopSettingsQueryVariables>;
export const ShowroomDocument = gql`
    query Showroom($id: String!) {
  showroom(id: $id) @rest(type: "Showroom", path: "/articles/showrooms/{args.id}") {
    ...ShowroomFields
  }
}
    ${ShowroomFieldsFragmentDoc}`;

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
export const ShowroomsDocument = gql`
    query Showrooms {
  showrooms @rest(type: "Showroom", path: "/articles/showrooms") {
    ...ShowroomFields
  }
}
    ${ShowroomFieldsFragmentDoc}`;

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
export const StatusBarsDocument = gql`
    query StatusBars {
  statusBars @rest(type: "StatusBar", path: "/content/status-bars") {
    statusBarId
    message
    type
    closable
    pathList
  }
}
    `;

/**
 * __useStatusBarsQuery__
 *
 * To run a query within a React component, call `useStatusBarsQuery` and pass it any options that fit your needs.
 * When your component renders, `useStatusBarsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStatusBarsQuery({
 *   variables: {
 *   },
 * });
 */
export function useStatusBarsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StatusBarsQuery, StatusBarsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StatusBarsQuery, StatusBarsQueryVariables>(StatusBarsDocument, options);
      }
export function useStatusBarsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StatusBarsQuery, StatusBarsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StatusBarsQuery, StatusBarsQueryVariables>(StatusBarsDocument, options);
        }
// @ts-ignore
export function useStatusBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StatusBarsQuery, StatusBarsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StatusBarsQuery, StatusBarsQueryVariables>;
export function useStatusBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StatusBarsQuery, StatusBarsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StatusBarsQuery | undefined, StatusBarsQueryVariables>;
export function useStatusBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StatusBarsQuery, StatusBarsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StatusBarsQuery, StatusBarsQueryVariables>(StatusBarsDocument, options);
        }
export type StatusBarsQueryHookResult = ReturnType<typeof useStatusBarsQuery>;
export type StatusBarsLazyQueryHookResult = ReturnType<typeof useStatusBarsLazyQuery>;
export type StatusBarsSuspenseQueryHookResult = ReturnType<typeof useStatusBarsSuspenseQuery>;
export type StatusBarsQueryResult = ApolloReactCommon.QueryResult<StatusBarsQuery, StatusBarsQueryVariables>;
export const CheckoutContextAfterLoginDocument = gql`
    mutation CheckoutContextAfterLogin($checkoutId: ID!, $locale: String, $pricingSettings: PricingSettingsInput) {
  checkout_context_afterlogin(
    checkoutId: $checkoutId
    locale: $locale
    pricingSettings: $pricingSettings
  ) {
    ...AfterLoginFields
  }
}
    ${AfterLoginFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${SavedCartFieldsFragmentDoc}`;
export type CheckoutContextAfterLoginMutationFn = ApolloReactCommon.MutationFunction<CheckoutContextAfterLoginMutation, CheckoutContextAfterLoginMutationVariables>;

/**
 * __useCheckoutContextAfterLoginMutation__
 *
 * To run a mutation, you first call `useCheckoutContextAfterLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutContextAfterLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutContextAfterLoginMutation, { data, loading, error }] = useCheckoutContextAfterLoginMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      pricingSettings: // value for 'pricingSettings'
 *   },
 * });
 */
export function useCheckoutContextAfterLoginMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutContextAfterLoginMutation, CheckoutContextAfterLoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutContextAfterLoginMutation, CheckoutContextAfterLoginMutationVariables>(CheckoutContextAfterLoginDocument, options);
      }
export type CheckoutContextAfterLoginMutationHookResult = ReturnType<typeof useCheckoutContextAfterLoginMutation>;
export type CheckoutContextAfterLoginMutationResult = ApolloReactCommon.MutationResult<CheckoutContextAfterLoginMutation>;
export type CheckoutContextAfterLoginMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutContextAfterLoginMutation, CheckoutContextAfterLoginMutationVariables>;
export const CheckoutContextAfterLoginDecisionDocument = gql`
    mutation CheckoutContextAfterLoginDecision($checkoutId: ID!, $locale: String, $action: AfterLoginAction!, $nextCartId: ID) {
  checkout_context_afterlogin_decision(
    checkoutId: $checkoutId
    locale: $locale
    action: $action
    nextCartId: $nextCartId
  ) {
    ...AfterLoginFields
  }
}
    ${AfterLoginFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${SavedCartFieldsFragmentDoc}`;
export type CheckoutContextAfterLoginDecisionMutationFn = ApolloReactCommon.MutationFunction<CheckoutContextAfterLoginDecisionMutation, CheckoutContextAfterLoginDecisionMutationVariables>;

/**
 * __useCheckoutContextAfterLoginDecisionMutation__
 *
 * To run a mutation, you first call `useCheckoutContextAfterLoginDecisionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutContextAfterLoginDecisionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutContextAfterLoginDecisionMutation, { data, loading, error }] = useCheckoutContextAfterLoginDecisionMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      action: // value for 'action'
 *      nextCartId: // value for 'nextCartId'
 *   },
 * });
 */
export function useCheckoutContextAfterLoginDecisionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutContextAfterLoginDecisionMutation, CheckoutContextAfterLoginDecisionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutContextAfterLoginDecisionMutation, CheckoutContextAfterLoginDecisionMutationVariables>(CheckoutContextAfterLoginDecisionDocument, options);
      }
export type CheckoutContextAfterLoginDecisionMutationHookResult = ReturnType<typeof useCheckoutContextAfterLoginDecisionMutation>;
export type CheckoutContextAfterLoginDecisionMutationResult = ApolloReactCommon.MutationResult<CheckoutContextAfterLoginDecisionMutation>;
export type CheckoutContextAfterLoginDecisionMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutContextAfterLoginDecisionMutation, CheckoutContextAfterLoginDecisionMutationVariables>;
export const CheckoutContextAfterLoginRemoveCartDocument = gql`
    mutation CheckoutContextAfterLoginRemoveCart($checkoutId: ID!, $locale: String, $cartToRemoveId: ID!) {
  checkout_context_afterlogin_removeCart(
    checkoutId: $checkoutId
    locale: $locale
    cartToRemoveId: $cartToRemoveId
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
    existingCarts {
      ...SavedCartFields
    }
  }
}
    ${CartFieldsFragmentDoc}
${SavedCartFieldsFragmentDoc}`;
export type CheckoutContextAfterLoginRemoveCartMutationFn = ApolloReactCommon.MutationFunction<CheckoutContextAfterLoginRemoveCartMutation, CheckoutContextAfterLoginRemoveCartMutationVariables>;

/**
 * __useCheckoutContextAfterLoginRemoveCartMutation__
 *
 * To run a mutation, you first call `useCheckoutContextAfterLoginRemoveCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutContextAfterLoginRemoveCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutContextAfterLoginRemoveCartMutation, { data, loading, error }] = useCheckoutContextAfterLoginRemoveCartMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      cartToRemoveId: // value for 'cartToRemoveId'
 *   },
 * });
 */
export function useCheckoutContextAfterLoginRemoveCartMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutContextAfterLoginRemoveCartMutation, CheckoutContextAfterLoginRemoveCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutContextAfterLoginRemoveCartMutation, CheckoutContextAfterLoginRemoveCartMutationVariables>(CheckoutContextAfterLoginRemoveCartDocument, options);
      }
export type CheckoutContextAfterLoginRemoveCartMutationHookResult = ReturnType<typeof useCheckoutContextAfterLoginRemoveCartMutation>;
export type CheckoutContextAfterLoginRemoveCartMutationResult = ApolloReactCommon.MutationResult<CheckoutContextAfterLoginRemoveCartMutation>;
export type CheckoutContextAfterLoginRemoveCartMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutContextAfterLoginRemoveCartMutation, CheckoutContextAfterLoginRemoveCartMutationVariables>;
export const CheckoutContextUpdateDocument = gql`
    mutation CheckoutContextUpdate($checkoutId: ID!, $locale: String, $cartLeaveActiveAndReturnEmpty: Boolean) {
  checkout_context_update(
    checkoutId: $checkoutId
    locale: $locale
    cartLeaveActiveAndReturnEmpty: $cartLeaveActiveAndReturnEmpty
  ) {
    ok
    errors {
      code
      message
      sku
    }
    checkout {
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
}
    ${CartFieldsFragmentDoc}`;
export type CheckoutContextUpdateMutationFn = ApolloReactCommon.MutationFunction<CheckoutContextUpdateMutation, CheckoutContextUpdateMutationVariables>;

/**
 * __useCheckoutContextUpdateMutation__
 *
 * To run a mutation, you first call `useCheckoutContextUpdateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCheckoutContextUpdateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [checkoutContextUpdateMutation, { data, loading, error }] = useCheckoutContextUpdateMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      cartLeaveActiveAndReturnEmpty: // value for 'cartLeaveActiveAndReturnEmpty'
 *   },
 * });
 */
export function useCheckoutContextUpdateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CheckoutContextUpdateMutation, CheckoutContextUpdateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CheckoutContextUpdateMutation, CheckoutContextUpdateMutationVariables>(CheckoutContextUpdateDocument, options);
      }
export type CheckoutContextUpdateMutationHookResult = ReturnType<typeof useCheckoutContextUpdateMutation>;
export type CheckoutContextUpdateMutationResult = ApolloReactCommon.MutationResult<CheckoutContextUpdateMutation>;
export type CheckoutContextUpdateMutationOptions = ApolloReactCommon.BaseMutationOptions<CheckoutContextUpdateMutation, CheckoutContextUpdateMutationVariables>;
export const CompanyLookupDocument = gql`
    query CompanyLookup($ico: String!) {
  companyLookup(ico: $ico) @rest(type: "Company", path: "/utils/company/{args.ico}") {
    companyRegNo
    companyName
    street
    city
    postalCode
    country
    companyTaxNo
  }
}
    `;

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
export const CustomerDocument = gql`
    query Customer {
  customer {
    ...CustomerFields
  }
}
    ${CustomerFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${DeliveryContactFieldsFragmentDoc}`;

/**
 * __useCustomerQuery__
 *
 * To run a query within a React component, call `useCustomerQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerQuery({
 *   variables: {
 *   },
 * });
 */
export function useCustomerQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CustomerQuery, CustomerQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerQuery, CustomerQueryVariables>(CustomerDocument, options);
      }
export function useCustomerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerQuery, CustomerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerQuery, CustomerQueryVariables>(CustomerDocument, options);
        }
// @ts-ignore
export function useCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerQuery, CustomerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerQuery, CustomerQueryVariables>;
export function useCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerQuery, CustomerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerQuery | undefined, CustomerQueryVariables>;
export function useCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerQuery, CustomerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerQuery, CustomerQueryVariables>(CustomerDocument, options);
        }
export type CustomerQueryHookResult = ReturnType<typeof useCustomerQuery>;
export type CustomerLazyQueryHookResult = ReturnType<typeof useCustomerLazyQuery>;
export type CustomerSuspenseQueryHookResult = ReturnType<typeof useCustomerSuspenseQuery>;
export type CustomerQueryResult = ApolloReactCommon.QueryResult<CustomerQuery, CustomerQueryVariables>;
export const CustomerChangePasswordDocument = gql`
    mutation CustomerChangePassword($input: PasswordChangeInput!) {
  customer_change_password(input: $input) {
    ...CustomerMutationFields
  }
}
    ${CustomerMutationFieldsFragmentDoc}
${CustomerFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${DeliveryContactFieldsFragmentDoc}`;
export type CustomerChangePasswordMutationFn = ApolloReactCommon.MutationFunction<CustomerChangePasswordMutation, CustomerChangePasswordMutationVariables>;

/**
 * __useCustomerChangePasswordMutation__
 *
 * To run a mutation, you first call `useCustomerChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCustomerChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [customerChangePasswordMutation, { data, loading, error }] = useCustomerChangePasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCustomerChangePasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CustomerChangePasswordMutation, CustomerChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CustomerChangePasswordMutation, CustomerChangePasswordMutationVariables>(CustomerChangePasswordDocument, options);
      }
export type CustomerChangePasswordMutationHookResult = ReturnType<typeof useCustomerChangePasswordMutation>;
export type CustomerChangePasswordMutationResult = ApolloReactCommon.MutationResult<CustomerChangePasswordMutation>;
export type CustomerChangePasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<CustomerChangePasswordMutation, CustomerChangePasswordMutationVariables>;
export const CustomerInvoiceDocument = gql`
    query CustomerInvoice($invoiceNumber: String!) {
  customerInvoice(invoiceNumber: $invoiceNumber) {
    id
    number
    orderNumber
    issueDate
    taxPointDate
    dueDate
    variableSymbol
    supplier {
      ...InvoicePartyFields
    }
    buyer {
      ...InvoicePartyFields
    }
    lines {
      sku
      text
      quantity
      packType
      quantityText
      unitPrice
      vatRate
      amount
      vatAmount
      amountWithTax
    }
    vatRecap {
      rate
      base
      vat
      total
    }
    amount
    vatAmount
    amountWithTax
    rounding
    totalToPay
    bankPayment {
      ...BankPaymentFields
    }
  }
}
    ${InvoicePartyFieldsFragmentDoc}
${BankPaymentFieldsFragmentDoc}`;

/**
 * __useCustomerInvoiceQuery__
 *
 * To run a query within a React component, call `useCustomerInvoiceQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerInvoiceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerInvoiceQuery({
 *   variables: {
 *      invoiceNumber: // value for 'invoiceNumber'
 *   },
 * });
 */
export function useCustomerInvoiceQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CustomerInvoiceQuery, CustomerInvoiceQueryVariables> & ({ variables: CustomerInvoiceQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>(CustomerInvoiceDocument, options);
      }
export function useCustomerInvoiceLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>(CustomerInvoiceDocument, options);
        }
// @ts-ignore
export function useCustomerInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>;
export function useCustomerInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerInvoiceQuery | undefined, CustomerInvoiceQueryVariables>;
export function useCustomerInvoiceSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>(CustomerInvoiceDocument, options);
        }
export type CustomerInvoiceQueryHookResult = ReturnType<typeof useCustomerInvoiceQuery>;
export type CustomerInvoiceLazyQueryHookResult = ReturnType<typeof useCustomerInvoiceLazyQuery>;
export type CustomerInvoiceSuspenseQueryHookResult = ReturnType<typeof useCustomerInvoiceSuspenseQuery>;
export type CustomerInvoiceQueryResult = ApolloReactCommon.QueryResult<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>;
export const CustomerInvoicesDocument = gql`
    query CustomerInvoices($page: Int, $pageSize: Int) {
  customerInvoices(page: $page, pageSize: $pageSize) {
    items {
      id
      number
      orderNumber
      issueDate
      dueDate
      totalToPay
      currency
      pdfUrl
    }
    page
    pageSize
    totalCount
  }
}
    `;

/**
 * __useCustomerInvoicesQuery__
 *
 * To run a query within a React component, call `useCustomerInvoicesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerInvoicesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerInvoicesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useCustomerInvoicesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>(CustomerInvoicesDocument, options);
      }
export function useCustomerInvoicesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>(CustomerInvoicesDocument, options);
        }
// @ts-ignore
export function useCustomerInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>;
export function useCustomerInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerInvoicesQuery | undefined, CustomerInvoicesQueryVariables>;
export function useCustomerInvoicesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>(CustomerInvoicesDocument, options);
        }
export type CustomerInvoicesQueryHookResult = ReturnType<typeof useCustomerInvoicesQuery>;
export type CustomerInvoicesLazyQueryHookResult = ReturnType<typeof useCustomerInvoicesLazyQuery>;
export type CustomerInvoicesSuspenseQueryHookResult = ReturnType<typeof useCustomerInvoicesSuspenseQuery>;
export type CustomerInvoicesQueryResult = ApolloReactCommon.QueryResult<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>;
export const CustomerLoyaltyDocument = gql`
    query CustomerLoyalty($page: Int, $pageSize: Int) {
  customerLoyalty(page: $page, pageSize: $pageSize) {
    balance
    items {
      id
      kind
      points
      balanceAfter
      description
      orderNumber
      createdAt
    }
    page
    pageSize
    totalCount
  }
}
    `;

/**
 * __useCustomerLoyaltyQuery__
 *
 * To run a query within a React component, call `useCustomerLoyaltyQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerLoyaltyQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerLoyaltyQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useCustomerLoyaltyQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>(CustomerLoyaltyDocument, options);
      }
export function useCustomerLoyaltyLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>(CustomerLoyaltyDocument, options);
        }
// @ts-ignore
export function useCustomerLoyaltySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>;
export function useCustomerLoyaltySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerLoyaltyQuery | undefined, CustomerLoyaltyQueryVariables>;
export function useCustomerLoyaltySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>(CustomerLoyaltyDocument, options);
        }
export type CustomerLoyaltyQueryHookResult = ReturnType<typeof useCustomerLoyaltyQuery>;
export type CustomerLoyaltyLazyQueryHookResult = ReturnType<typeof useCustomerLoyaltyLazyQuery>;
export type CustomerLoyaltySuspenseQueryHookResult = ReturnType<typeof useCustomerLoyaltySuspenseQuery>;
export type CustomerLoyaltyQueryResult = ApolloReactCommon.QueryResult<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>;
export const CustomerOrderDocument = gql`
    query CustomerOrder($orderNumber: String!) {
  customerOrder(orderNumber: $orderNumber) {
    ...OrderFields
    invoice {
      id
      number
    }
  }
}
    ${OrderFieldsFragmentDoc}
${OrderMoneyFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${BankPaymentFieldsFragmentDoc}`;

/**
 * __useCustomerOrderQuery__
 *
 * To run a query within a React component, call `useCustomerOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerOrderQuery({
 *   variables: {
 *      orderNumber: // value for 'orderNumber'
 *   },
 * });
 */
export function useCustomerOrderQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CustomerOrderQuery, CustomerOrderQueryVariables> & ({ variables: CustomerOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerOrderQuery, CustomerOrderQueryVariables>(CustomerOrderDocument, options);
      }
export function useCustomerOrderLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerOrderQuery, CustomerOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerOrderQuery, CustomerOrderQueryVariables>(CustomerOrderDocument, options);
        }
// @ts-ignore
export function useCustomerOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerOrderQuery, CustomerOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerOrderQuery, CustomerOrderQueryVariables>;
export function useCustomerOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerOrderQuery, CustomerOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerOrderQuery | undefined, CustomerOrderQueryVariables>;
export function useCustomerOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerOrderQuery, CustomerOrderQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerOrderQuery, CustomerOrderQueryVariables>(CustomerOrderDocument, options);
        }
export type CustomerOrderQueryHookResult = ReturnType<typeof useCustomerOrderQuery>;
export type CustomerOrderLazyQueryHookResult = ReturnType<typeof useCustomerOrderLazyQuery>;
export type CustomerOrderSuspenseQueryHookResult = ReturnType<typeof useCustomerOrderSuspenseQuery>;
export type CustomerOrderQueryResult = ApolloReactCommon.QueryResult<CustomerOrderQuery, CustomerOrderQueryVariables>;
export const CustomerOrdersDocument = gql`
    query CustomerOrders($page: Int, $pageSize: Int) {
  customerOrders(page: $page, pageSize: $pageSize) {
    items {
      id
      number
      createdAt
      destiny
      paymentStatus
      totalToPay
      currency
      itemsCount
      invoiceNumber
    }
    page
    pageSize
    totalCount
  }
}
    `;

/**
 * __useCustomerOrdersQuery__
 *
 * To run a query within a React component, call `useCustomerOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useCustomerOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCustomerOrdersQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useCustomerOrdersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CustomerOrdersQuery, CustomerOrdersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CustomerOrdersQuery, CustomerOrdersQueryVariables>(CustomerOrdersDocument, options);
      }
export function useCustomerOrdersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CustomerOrdersQuery, CustomerOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CustomerOrdersQuery, CustomerOrdersQueryVariables>(CustomerOrdersDocument, options);
        }
// @ts-ignore
export function useCustomerOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CustomerOrdersQuery, CustomerOrdersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerOrdersQuery, CustomerOrdersQueryVariables>;
export function useCustomerOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerOrdersQuery, CustomerOrdersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CustomerOrdersQuery | undefined, CustomerOrdersQueryVariables>;
export function useCustomerOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CustomerOrdersQuery, CustomerOrdersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CustomerOrdersQuery, CustomerOrdersQueryVariables>(CustomerOrdersDocument, options);
        }
export type CustomerOrdersQueryHookResult = ReturnType<typeof useCustomerOrdersQuery>;
export type CustomerOrdersLazyQueryHookResult = ReturnType<typeof useCustomerOrdersLazyQuery>;
export type CustomerOrdersSuspenseQueryHookResult = ReturnType<typeof useCustomerOrdersSuspenseQuery>;
export type CustomerOrdersQueryResult = ApolloReactCommon.QueryResult<CustomerOrdersQuery, CustomerOrdersQueryVariables>;
export const CustomerUpdateDocument = gql`
    mutation CustomerUpdate($input: CustomerUpdateInput!) {
  customer_update(input: $input) {
    ...CustomerMutationFields
  }
}
    ${CustomerMutationFieldsFragmentDoc}
${CustomerFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${DeliveryContactFieldsFragmentDoc}`;
export type CustomerUpdateMutationFn = ApolloReactCommon.MutationFunction<CustomerUpdateMutation, CustomerUpdateMutationVariables>;

/**
 * __useCustomerUpdateMutation__
 *
 * To run a mutation, you first call `useCustomerUpdateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCustomerUpdateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [customerUpdateMutation, { data, loading, error }] = useCustomerUpdateMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCustomerUpdateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CustomerUpdateMutation, CustomerUpdateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CustomerUpdateMutation, CustomerUpdateMutationVariables>(CustomerUpdateDocument, options);
      }
export type CustomerUpdateMutationHookResult = ReturnType<typeof useCustomerUpdateMutation>;
export type CustomerUpdateMutationResult = ApolloReactCommon.MutationResult<CustomerUpdateMutation>;
export type CustomerUpdateMutationOptions = ApolloReactCommon.BaseMutationOptions<CustomerUpdateMutation, CustomerUpdateMutationVariables>;
export const DeliveryContactCreateDocument = gql`
    mutation DeliveryContactCreate($input: ContactInput!, $isDefault: Boolean) {
  customer_delivery_contact_create(input: $input, isDefault: $isDefault) {
    ...CustomerMutationFields
  }
}
    ${CustomerMutationFieldsFragmentDoc}
${CustomerFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${DeliveryContactFieldsFragmentDoc}`;
export type DeliveryContactCreateMutationFn = ApolloReactCommon.MutationFunction<DeliveryContactCreateMutation, DeliveryContactCreateMutationVariables>;

/**
 * __useDeliveryContactCreateMutation__
 *
 * To run a mutation, you first call `useDeliveryContactCreateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeliveryContactCreateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deliveryContactCreateMutation, { data, loading, error }] = useDeliveryContactCreateMutation({
 *   variables: {
 *      input: // value for 'input'
 *      isDefault: // value for 'isDefault'
 *   },
 * });
 */
export function useDeliveryContactCreateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeliveryContactCreateMutation, DeliveryContactCreateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeliveryContactCreateMutation, DeliveryContactCreateMutationVariables>(DeliveryContactCreateDocument, options);
      }
export type DeliveryContactCreateMutationHookResult = ReturnType<typeof useDeliveryContactCreateMutation>;
export type DeliveryContactCreateMutationResult = ApolloReactCommon.MutationResult<DeliveryContactCreateMutation>;
export type DeliveryContactCreateMutationOptions = ApolloReactCommon.BaseMutationOptions<DeliveryContactCreateMutation, DeliveryContactCreateMutationVariables>;
export const DeliveryContactDeleteDocument = gql`
    mutation DeliveryContactDelete($id: ID!) {
  customer_delivery_contact_delete(id: $id) {
    ...CustomerMutationFields
  }
}
    ${CustomerMutationFieldsFragmentDoc}
${CustomerFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${DeliveryContactFieldsFragmentDoc}`;
export type DeliveryContactDeleteMutationFn = ApolloReactCommon.MutationFunction<DeliveryContactDeleteMutation, DeliveryContactDeleteMutationVariables>;

/**
 * __useDeliveryContactDeleteMutation__
 *
 * To run a mutation, you first call `useDeliveryContactDeleteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeliveryContactDeleteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deliveryContactDeleteMutation, { data, loading, error }] = useDeliveryContactDeleteMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeliveryContactDeleteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeliveryContactDeleteMutation, DeliveryContactDeleteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeliveryContactDeleteMutation, DeliveryContactDeleteMutationVariables>(DeliveryContactDeleteDocument, options);
      }
export type DeliveryContactDeleteMutationHookResult = ReturnType<typeof useDeliveryContactDeleteMutation>;
export type DeliveryContactDeleteMutationResult = ApolloReactCommon.MutationResult<DeliveryContactDeleteMutation>;
export type DeliveryContactDeleteMutationOptions = ApolloReactCommon.BaseMutationOptions<DeliveryContactDeleteMutation, DeliveryContactDeleteMutationVariables>;
export const DeliveryContactSetDefaultDocument = gql`
    mutation DeliveryContactSetDefault($id: ID!) {
  customer_delivery_contact_set_default(id: $id) {
    ...CustomerMutationFields
  }
}
    ${CustomerMutationFieldsFragmentDoc}
${CustomerFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${DeliveryContactFieldsFragmentDoc}`;
export type DeliveryContactSetDefaultMutationFn = ApolloReactCommon.MutationFunction<DeliveryContactSetDefaultMutation, DeliveryContactSetDefaultMutationVariables>;

/**
 * __useDeliveryContactSetDefaultMutation__
 *
 * To run a mutation, you first call `useDeliveryContactSetDefaultMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeliveryContactSetDefaultMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deliveryContactSetDefaultMutation, { data, loading, error }] = useDeliveryContactSetDefaultMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeliveryContactSetDefaultMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeliveryContactSetDefaultMutation, DeliveryContactSetDefaultMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeliveryContactSetDefaultMutation, DeliveryContactSetDefaultMutationVariables>(DeliveryContactSetDefaultDocument, options);
      }
export type DeliveryContactSetDefaultMutationHookResult = ReturnType<typeof useDeliveryContactSetDefaultMutation>;
export type DeliveryContactSetDefaultMutationResult = ApolloReactCommon.MutationResult<DeliveryContactSetDefaultMutation>;
export type DeliveryContactSetDefaultMutationOptions = ApolloReactCommon.BaseMutationOptions<DeliveryContactSetDefaultMutation, DeliveryContactSetDefaultMutationVariables>;
export const DeliveryContactUpdateDocument = gql`
    mutation DeliveryContactUpdate($id: ID!, $input: ContactInput!) {
  customer_delivery_contact_update(id: $id, input: $input) {
    ...CustomerMutationFields
  }
}
    ${CustomerMutationFieldsFragmentDoc}
${CustomerFieldsFragmentDoc}
${ContactFieldsFragmentDoc}
${DeliveryContactFieldsFragmentDoc}`;
export type DeliveryContactUpdateMutationFn = ApolloReactCommon.MutationFunction<DeliveryContactUpdateMutation, DeliveryContactUpdateMutationVariables>;

/**
 * __useDeliveryContactUpdateMutation__
 *
 * To run a mutation, you first call `useDeliveryContactUpdateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeliveryContactUpdateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deliveryContactUpdateMutation, { data, loading, error }] = useDeliveryContactUpdateMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useDeliveryContactUpdateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeliveryContactUpdateMutation, DeliveryContactUpdateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeliveryContactUpdateMutation, DeliveryContactUpdateMutationVariables>(DeliveryContactUpdateDocument, options);
      }
export type DeliveryContactUpdateMutationHookResult = ReturnType<typeof useDeliveryContactUpdateMutation>;
export type DeliveryContactUpdateMutationResult = ApolloReactCommon.MutationResult<DeliveryContactUpdateMutation>;
export type DeliveryContactUpdateMutationOptions = ApolloReactCommon.BaseMutationOptions<DeliveryContactUpdateMutation, DeliveryContactUpdateMutationVariables>;
export const ShoppingListCreateDocument = gql`
    mutation ShoppingListCreate($checkoutId: ID!, $name: String!) {
  shopping_list_create(checkoutId: $checkoutId, name: $name) {
    ok
    errors {
      code
      message
    }
    list {
      ...ShoppingListFields
    }
  }
}
    ${ShoppingListFieldsFragmentDoc}`;
export type ShoppingListCreateMutationFn = ApolloReactCommon.MutationFunction<ShoppingListCreateMutation, ShoppingListCreateMutationVariables>;

/**
 * __useShoppingListCreateMutation__
 *
 * To run a mutation, you first call `useShoppingListCreateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useShoppingListCreateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [shoppingListCreateMutation, { data, loading, error }] = useShoppingListCreateMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      name: // value for 'name'
 *   },
 * });
 */
export function useShoppingListCreateMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ShoppingListCreateMutation, ShoppingListCreateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ShoppingListCreateMutation, ShoppingListCreateMutationVariables>(ShoppingListCreateDocument, options);
      }
export type ShoppingListCreateMutationHookResult = ReturnType<typeof useShoppingListCreateMutation>;
export type ShoppingListCreateMutationResult = ApolloReactCommon.MutationResult<ShoppingListCreateMutation>;
export type ShoppingListCreateMutationOptions = ApolloReactCommon.BaseMutationOptions<ShoppingListCreateMutation, ShoppingListCreateMutationVariables>;
export const ShoppingListDeleteDocument = gql`
    mutation ShoppingListDelete($id: ID!) {
  shopping_list_delete(id: $id) {
    ok
    errors {
      code
      message
    }
    list {
      id
    }
  }
}
    `;
export type ShoppingListDeleteMutationFn = ApolloReactCommon.MutationFunction<ShoppingListDeleteMutation, ShoppingListDeleteMutationVariables>;

/**
 * __useShoppingListDeleteMutation__
 *
 * To run a mutation, you first call `useShoppingListDeleteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useShoppingListDeleteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [shoppingListDeleteMutation, { data, loading, error }] = useShoppingListDeleteMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useShoppingListDeleteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ShoppingListDeleteMutation, ShoppingListDeleteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ShoppingListDeleteMutation, ShoppingListDeleteMutationVariables>(ShoppingListDeleteDocument, options);
      }
export type ShoppingListDeleteMutationHookResult = ReturnType<typeof useShoppingListDeleteMutation>;
export type ShoppingListDeleteMutationResult = ApolloReactCommon.MutationResult<ShoppingListDeleteMutation>;
export type ShoppingListDeleteMutationOptions = ApolloReactCommon.BaseMutationOptions<ShoppingListDeleteMutation, ShoppingListDeleteMutationVariables>;
export const ShoppingListLoadDocument = gql`
    mutation ShoppingListLoad($checkoutId: ID!, $locale: String, $id: ID!, $mode: SubjectUpdateMode) {
  shopping_list_load(
    checkoutId: $checkoutId
    locale: $locale
    id: $id
    mode: $mode
  ) {
    ok
    errors {
      code
      message
      sku
    }
    cart {
      ...CartDetailFields
    }
    checkout {
      ...CheckoutFields
    }
  }
}
    ${CartDetailFieldsFragmentDoc}
${CartFieldsFragmentDoc}
${CartSubjectFieldsFragmentDoc}
${CartMoneyFieldsFragmentDoc}
${CartIndirectSubjectFieldsFragmentDoc}
${ShippingMethodFieldsFragmentDoc}
${PickupPlaceFieldsFragmentDoc}
${PaymentMethodFieldsFragmentDoc}
${CheckoutFieldsFragmentDoc}
${ContactFieldsFragmentDoc}`;
export type ShoppingListLoadMutationFn = ApolloReactCommon.MutationFunction<ShoppingListLoadMutation, ShoppingListLoadMutationVariables>;

/**
 * __useShoppingListLoadMutation__
 *
 * To run a mutation, you first call `useShoppingListLoadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useShoppingListLoadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [shoppingListLoadMutation, { data, loading, error }] = useShoppingListLoadMutation({
 *   variables: {
 *      checkoutId: // value for 'checkoutId'
 *      locale: // value for 'locale'
 *      id: // value for 'id'
 *      mode: // value for 'mode'
 *   },
 * });
 */
export function useShoppingListLoadMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ShoppingListLoadMutation, ShoppingListLoadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ShoppingListLoadMutation, ShoppingListLoadMutationVariables>(ShoppingListLoadDocument, options);
      }
export type ShoppingListLoadMutationHookResult = ReturnType<typeof useShoppingListLoadMutation>;
export type ShoppingListLoadMutationResult = ApolloReactCommon.MutationResult<ShoppingListLoadMutation>;
export type ShoppingListLoadMutationOptions = ApolloReactCommon.BaseMutationOptions<ShoppingListLoadMutation, ShoppingListLoadMutationVariables>;
export const ShoppingListsDocument = gql`
    query ShoppingLists {
  shoppingLists {
    ...ShoppingListFields
  }
}
    ${ShoppingListFieldsFragmentDoc}`;

/**
 * __useShoppingListsQuery__
 *
 * To run a query within a React component, call `useShoppingListsQuery` and pass it any options that fit your needs.
 * When your component renders, `useShoppingListsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShoppingListsQuery({
 *   variables: {
 *   },
 * });
 */
export function useShoppingListsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ShoppingListsQuery, ShoppingListsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ShoppingListsQuery, ShoppingListsQueryVariables>(ShoppingListsDocument, options);
      }
export function useShoppingListsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ShoppingListsQuery, ShoppingListsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ShoppingListsQuery, ShoppingListsQueryVariables>(ShoppingListsDocument, options);
        }
// @ts-ignore
export function useShoppingListsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ShoppingListsQuery, ShoppingListsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShoppingListsQuery, ShoppingListsQueryVariables>;
export function useShoppingListsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShoppingListsQuery, ShoppingListsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ShoppingListsQuery | undefined, ShoppingListsQueryVariables>;
export function useShoppingListsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ShoppingListsQuery, ShoppingListsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ShoppingListsQuery, ShoppingListsQueryVariables>(ShoppingListsDocument, options);
        }
export type ShoppingListsQueryHookResult = ReturnType<typeof useShoppingListsQuery>;
export type ShoppingListsLazyQueryHookResult = ReturnType<typeof useShoppingListsLazyQuery>;
export type ShoppingListsSuspenseQueryHookResult = ReturnType<typeof useShoppingListsSuspenseQuery>;
export type ShoppingListsQueryResult = ApolloReactCommon.QueryResult<ShoppingListsQuery, ShoppingListsQueryVariables>;
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
export const CompareAddDocument = gql`
    mutation CompareAdd($sku: String!) {
  compare_add(sku: $sku) {
    result
    lists {
      ...VisitorListsFields
    }
  }
}
    ${VisitorListsFieldsFragmentDoc}`;
export type CompareAddMutationFn = ApolloReactCommon.MutationFunction<CompareAddMutation, CompareAddMutationVariables>;

/**
 * __useCompareAddMutation__
 *
 * To run a mutation, you first call `useCompareAddMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCompareAddMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [compareAddMutation, { data, loading, error }] = useCompareAddMutation({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useCompareAddMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CompareAddMutation, CompareAddMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CompareAddMutation, CompareAddMutationVariables>(CompareAddDocument, options);
      }
export type CompareAddMutationHookResult = ReturnType<typeof useCompareAddMutation>;
export type CompareAddMutationResult = ApolloReactCommon.MutationResult<CompareAddMutation>;
export type CompareAddMutationOptions = ApolloReactCommon.BaseMutationOptions<CompareAddMutation, CompareAddMutationVariables>;
export const CompareClearDocument = gql`
    mutation CompareClear {
  compare_clear {
    ...VisitorListsFields
    compareProducts {
      sku
    }
  }
}
    ${VisitorListsFieldsFragmentDoc}`;
export type CompareClearMutationFn = ApolloReactCommon.MutationFunction<CompareClearMutation, CompareClearMutationVariables>;

/**
 * __useCompareClearMutation__
 *
 * To run a mutation, you first call `useCompareClearMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCompareClearMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [compareClearMutation, { data, loading, error }] = useCompareClearMutation({
 *   variables: {
 *   },
 * });
 */
export function useCompareClearMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CompareClearMutation, CompareClearMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CompareClearMutation, CompareClearMutationVariables>(CompareClearDocument, options);
      }
export type CompareClearMutationHookResult = ReturnType<typeof useCompareClearMutation>;
export type CompareClearMutationResult = ApolloReactCommon.MutationResult<CompareClearMutation>;
export type CompareClearMutationOptions = ApolloReactCommon.BaseMutationOptions<CompareClearMutation, CompareClearMutationVariables>;
export const CompareProductsDocument = gql`
    query CompareProducts {
  visitorLists {
    ...VisitorListsFields
    compareProducts {
      ...ProductCardFields
      manufacturer {
        hash
        name
        url
      }
      parameters {
        code
        name
        value
        unit
      }
    }
  }
}
    ${VisitorListsFieldsFragmentDoc}
${ProductCardFieldsFragmentDoc}`;

/**
 * __useCompareProductsQuery__
 *
 * To run a query within a React component, call `useCompareProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCompareProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCompareProductsQuery({
 *   variables: {
 *   },
 * });
 */
export function useCompareProductsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CompareProductsQuery, CompareProductsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CompareProductsQuery, CompareProductsQueryVariables>(CompareProductsDocument, options);
      }
export function useCompareProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CompareProductsQuery, CompareProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CompareProductsQuery, CompareProductsQueryVariables>(CompareProductsDocument, options);
        }
// @ts-ignore
export function useCompareProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CompareProductsQuery, CompareProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CompareProductsQuery, CompareProductsQueryVariables>;
export function useCompareProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CompareProductsQuery, CompareProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CompareProductsQuery | undefined, CompareProductsQueryVariables>;
export function useCompareProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CompareProductsQuery, CompareProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CompareProductsQuery, CompareProductsQueryVariables>(CompareProductsDocument, options);
        }
export type CompareProductsQueryHookResult = ReturnType<typeof useCompareProductsQuery>;
export type CompareProductsLazyQueryHookResult = ReturnType<typeof useCompareProductsLazyQuery>;
export type CompareProductsSuspenseQueryHookResult = ReturnType<typeof useCompareProductsSuspenseQuery>;
export type CompareProductsQueryResult = ApolloReactCommon.QueryResult<CompareProductsQuery, CompareProductsQueryVariables>;
export const CompareRemoveDocument = gql`
    mutation CompareRemove($sku: String!) {
  compare_remove(sku: $sku) {
    result
    lists {
      ...VisitorListsFields
      compareProducts {
        sku
      }
    }
  }
}
    ${VisitorListsFieldsFragmentDoc}`;
export type CompareRemoveMutationFn = ApolloReactCommon.MutationFunction<CompareRemoveMutation, CompareRemoveMutationVariables>;

/**
 * __useCompareRemoveMutation__
 *
 * To run a mutation, you first call `useCompareRemoveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCompareRemoveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [compareRemoveMutation, { data, loading, error }] = useCompareRemoveMutation({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useCompareRemoveMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CompareRemoveMutation, CompareRemoveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CompareRemoveMutation, CompareRemoveMutationVariables>(CompareRemoveDocument, options);
      }
export type CompareRemoveMutationHookResult = ReturnType<typeof useCompareRemoveMutation>;
export type CompareRemoveMutationResult = ApolloReactCommon.MutationResult<CompareRemoveMutation>;
export type CompareRemoveMutationOptions = ApolloReactCommon.BaseMutationOptions<CompareRemoveMutation, CompareRemoveMutationVariables>;
export const RecentlyViewedAddDocument = gql`
    mutation RecentlyViewedAdd($sku: String!, $first: Int) {
  recently_viewed_add(sku: $sku) {
    ...VisitorListsFields
    recentlyViewedProducts(first: $first) {
      ...ProductCardFields
    }
  }
}
    ${VisitorListsFieldsFragmentDoc}
${ProductCardFieldsFragmentDoc}`;
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
export const RecentlyViewedProductsDocument = gql`
    query RecentlyViewedProducts($first: Int) {
  visitorLists {
    ...VisitorListsFields
    recentlyViewedProducts(first: $first) {
      ...ProductCardFields
    }
  }
}
    ${VisitorListsFieldsFragmentDoc}
${ProductCardFieldsFragmentDoc}`;

/**
 * __useRecentlyViewedProductsQuery__
 *
 * To run a query within a React component, call `useRecentlyViewedProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useRecentlyViewedProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRecentlyViewedProductsQuery({
 *   variables: {
 *      first: // value for 'first'
 *   },
 * });
 */
export function useRecentlyViewedProductsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>(RecentlyViewedProductsDocument, options);
      }
export function useRecentlyViewedProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>(RecentlyViewedProductsDocument, options);
        }
// @ts-ignore
export function useRecentlyViewedProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>;
export function useRecentlyViewedProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RecentlyViewedProductsQuery | undefined, RecentlyViewedProductsQueryVariables>;
export function useRecentlyViewedProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>(RecentlyViewedProductsDocument, options);
        }
export type RecentlyViewedProductsQueryHookResult = ReturnType<typeof useRecentlyViewedProductsQuery>;
export type RecentlyViewedProductsLazyQueryHookResult = ReturnType<typeof useRecentlyViewedProductsLazyQuery>;
export type RecentlyViewedProductsSuspenseQueryHookResult = ReturnType<typeof useRecentlyViewedProductsSuspenseQuery>;
export type RecentlyViewedProductsQueryResult = ApolloReactCommon.QueryResult<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>;
export const VisitorListsDocument = gql`
    query VisitorLists {
  visitorLists {
    ...VisitorListsFields
  }
}
    ${VisitorListsFieldsFragmentDoc}`;

/**
 * __useVisitorListsQuery__
 *
 * To run a query within a React component, call `useVisitorListsQuery` and pass it any options that fit your needs.
 * When your component renders, `useVisitorListsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useVisitorListsQuery({
 *   variables: {
 *   },
 * });
 */
export function useVisitorListsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<VisitorListsQuery, VisitorListsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<VisitorListsQuery, VisitorListsQueryVariables>(VisitorListsDocument, options);
      }
export function useVisitorListsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<VisitorListsQuery, VisitorListsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<VisitorListsQuery, VisitorListsQueryVariables>(VisitorListsDocument, options);
        }
// @ts-ignore
export function useVisitorListsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<VisitorListsQuery, VisitorListsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VisitorListsQuery, VisitorListsQueryVariables>;
export function useVisitorListsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VisitorListsQuery, VisitorListsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<VisitorListsQuery | undefined, VisitorListsQueryVariables>;
export function useVisitorListsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<VisitorListsQuery, VisitorListsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<VisitorListsQuery, VisitorListsQueryVariables>(VisitorListsDocument, options);
        }
export type VisitorListsQueryHookResult = ReturnType<typeof useVisitorListsQuery>;
export type VisitorListsLazyQueryHookResult = ReturnType<typeof useVisitorListsLazyQuery>;
export type VisitorListsSuspenseQueryHookResult = ReturnType<typeof useVisitorListsSuspenseQuery>;
export type VisitorListsQueryResult = ApolloReactCommon.QueryResult<VisitorListsQuery, VisitorListsQueryVariables>;