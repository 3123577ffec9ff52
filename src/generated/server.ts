import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { VisitorListsModel } from '../server/services/visitor-lists.js';
import { GraphQLContext } from '../server/graphql/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * An amount of money in haléře (1 Kč = 100 haléřů): a whole number, served as a plain JSON number.
   * Money columns are 64-bit, and an amount is exact up to 2^53 − 1 (graphql-scalars SafeInt);
   * GraphQL's Int would end at 2^31 − 1 (≈ 21 million Kč), which a cart of 100,000 pieces passes.
   */
  Haler: { input: number; output: number; }
  /**
   * A whole number beyond Int's 2^31 − 1, exact up to 2^53 − 1 (graphql-scalars SafeInt), served as a JSON
   * number: cart weights and volumes (100,000 pieces of a 40 l product are 4 × 10^9 ml).
   */
  SafeInt: { input: number; output: number; }
};

/**
 * A service offered with a product: a delivery or item service (mont01, rekl01…) at its list price, or an
 * extended warranty (zar01, zar02) priced as a percentage of the product's unit price.
 * Added to the cart as an indirect subject of the product's line.
 */
export type AdditionalService = {
  __typename?: 'AdditionalService';
  /** delivery | item: an item service is charged per unit of its line, a delivery service once. */
  appliesTo: Scalars['String']['output'];
  descriptor: Scalars['String']['output'];
  /** service | extended-warranty */
  kind: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  /** The percentage of the product price, for extended warranties. */
  percent?: Maybe<Scalars['Float']['output']>;
  /** Price of one unit (of the product's piece price; for a carton line the cart recomputes it from the carton price). */
  price: Money;
  /** The service product itself (its name and description). */
  product?: Maybe<Product>;
  sku: Scalars['String']['output'];
};

export type AfterLoginAction =
  /** Keep the current cart; the other carts stay saved. */
  | 'keep'
  /** Add the lines of nextCartId to the current cart; nextCartId is removed. */
  | 'merge'
  /** Make nextCartId the active cart; the current cart is saved for later (or dropped when empty). */
  | 'switch';

export type AfterLoginResult = {
  __typename?: 'AfterLoginResult';
  checkout?: Maybe<Checkout>;
  /** The refusals; after a merge, one per refused line (sku set), and those lines stay in the saved cart. */
  errors: Array<MutationError>;
  /** The customer's other carts to decide about (the same as checkout.existingCarts). */
  existingCarts: Array<ExistingCart>;
  /** False when nothing was done. A merge that added some lines and refused others is ok and partial. */
  ok: Scalars['Boolean']['output'];
  /** A merge added some lines and refused the others (named in errors; they stay in the saved cart). */
  partial: Scalars['Boolean']['output'];
};

export type Agreements = {
  __typename?: 'Agreements';
  newsletter: Scalars['Boolean']['output'];
  privacy: Scalars['Boolean']['output'];
  terms: Scalars['Boolean']['output'];
};

export type AgreementsInput = {
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  privacy?: InputMaybe<Scalars['Boolean']['input']>;
  terms?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  /** False when the coupon gives no discount now (expired, order below its minimum); see message. */
  active: Scalars['Boolean']['output'];
  couponCode: Scalars['String']['output'];
  description: Scalars['String']['output'];
  discount: Money;
  message?: Maybe<Scalars['String']['output']>;
};

/** What a buyer paying by transfer needs: the shop's account, the amount and the variable symbol. */
export type BankPayment = {
  __typename?: 'BankPayment';
  /** Czech format, e.g. 2000123456/2010. */
  account: Scalars['String']['output'];
  amount: Scalars['Haler']['output'];
  /** In groups of four, e.g. CZ78 2010 0000 0020 0012 3456. */
  iban: Scalars['String']['output'];
  /** The QR Platba code as an SVG image in a data: URL (made on the server); null without a SPAYD string. */
  qrCode?: Maybe<Scalars['String']['output']>;
  /** The QR Platba string (SPAYD 1.0) of the transfer; null when the amount or the IBAN cannot make one. */
  spayd?: Maybe<Scalars['String']['output']>;
  variableSymbol: Scalars['String']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  couponsApplied: Array<AppliedCoupon>;
  giftOptions: Array<GiftOption>;
  gifts: Array<CartGift>;
  id: Scalars['ID']['output'];
  /** Loyalty points the cart earns (src/domain cartLoyaltyPoints: 1 point per full 10 Kč of goods with VAT). */
  loyaltyPoints: Scalars['SafeInt']['output'];
  /** Points not used by the chosen gifts. */
  loyaltyPointsLeft: Scalars['SafeInt']['output'];
  paymentMethod?: Maybe<PaymentMethod>;
  paymentMethods: Array<PaymentMethod>;
  priceGroup: Scalars['String']['output'];
  pricesType: PricesType;
  shippingMethod?: Maybe<ShippingMethod>;
  shippingMethods: Array<ShippingMethod>;
  stats: CartStats;
  subjects: Array<CartSubject>;
  totals: CartTotals;
};


export type CartSubjectsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A chosen gift: fixed price 0.10 Kč (0.12 Kč with 21 % VAT), quantity 1, unit pcs. */
export type CartGift = {
  __typename?: 'CartGift';
  /** False when the cart no longer has the points for it (the order is refused until it is removed). */
  available: Scalars['Boolean']['output'];
  image?: Maybe<Scalars['String']['output']>;
  loyaltyPoints: Scalars['Int']['output'];
  price: Money;
  quantity: Scalars['Int']['output'];
  sku: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  unit: Scalars['String']['output'];
  vatCode: Scalars['Int']['output'];
};

/**
 * Adds, or with quantity 0 removes, an additional service (warranty, assembly, delivery service) as an
 * indirect subject of a primary cart line. The service must be offered with that line's product.
 * An item service follows its line's quantity; a delivery service counts once.
 */
export type CartIndirectSubjectUpdate = {
  /** The primary line's CartSubject.id. */
  parentId: Scalars['ID']['input'];
  /** 0 removes the service; any positive number adds it. */
  quantity: Scalars['Int']['input'];
  /** The service sku (zar01, zar02, mont01, rekl01…). */
  sku: Scalars['String']['input'];
};

export type CartMutationResult = {
  __typename?: 'CartMutationResult';
  cart?: Maybe<Cart>;
  /** The checkout after the change (furthest step, progress, destinies), on request. */
  checkout?: Maybe<Checkout>;
  errors: Array<MutationError>;
  ok: Scalars['Boolean']['output'];
};

/** Weight in grams, volume in millilitres, dimension in millimetres. */
export type CartStats = {
  __typename?: 'CartStats';
  maxProductDimension: Scalars['Int']['output'];
  volume: Scalars['SafeInt']['output'];
  weight: Scalars['SafeInt']['output'];
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
  vatAmount: Scalars['Haler']['output'];
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
  discount: Money;
  gifts: Money;
  /** Goods (items and their services) before discounts. */
  goods: Money;
  payment: Money;
  /** Number of pieces/cartons over all item lines. */
  quantity: Scalars['Int']['output'];
  /** Petty-cash rounding added to total.amountWithTax (haléře, may be negative). */
  rounding: Scalars['Haler']['output'];
  shipping: Money;
  subjects: SubjectsTotal;
  total: Money;
  vatAmount: Scalars['Haler']['output'];
  vatRecap: Array<VatRecap>;
};

export type Checkout = {
  __typename?: 'Checkout';
  availableDestinies: Array<Destiny>;
  cart: Cart;
  data: CheckoutData;
  deliveryPreview: DeliveryPreview;
  existingCarts: Array<ExistingCart>;
  /** The furthest step reached, never beyond what the cart allows now: the step guard redirects later steps here. */
  furthestStep: CheckoutStep;
  id: Scalars['ID']['output'];
  progress: CheckoutProgress;
};

export type CheckoutContextResult = {
  __typename?: 'CheckoutContextResult';
  checkout?: Maybe<Checkout>;
  errors: Array<MutationError>;
  ok: Scalars['Boolean']['output'];
};

export type CheckoutData = {
  __typename?: 'CheckoutData';
  agreements: Agreements;
  customerOrderNumber: Scalars['String']['output'];
  deliveryInfo: DeliveryInfo;
  destiny: Destiny;
  invoiceInfo: InvoiceInfo;
  notes: Scalars['String']['output'];
  orderInfo: OrderInfo;
  personalPickupInfo?: Maybe<PersonalPickupInfo>;
};

/** Every part is optional; the parts given are validated together and saved together or not at all. */
export type CheckoutDataInput = {
  agreements?: InputMaybe<AgreementsInput>;
  customerOrderNumber?: InputMaybe<Scalars['String']['input']>;
  deliveryInfo?: InputMaybe<DeliveryInfoInput>;
  destiny?: InputMaybe<Destiny>;
  invoiceInfo?: InputMaybe<InvoiceInfoInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  orderInfo?: InputMaybe<OrderInfoInput>;
};

export type CheckoutMutationResult = {
  __typename?: 'CheckoutMutationResult';
  checkout?: Maybe<Checkout>;
  errors: Array<MutationError>;
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
};

/** What the step guard needs: which step's prerequisites hold. */
export type CheckoutProgress = {
  __typename?: 'CheckoutProgress';
  contactsReady: Scalars['Boolean']['output'];
  hasItems: Scalars['Boolean']['output'];
  maxReachableStep: CheckoutStep;
  methodsReady: Scalars['Boolean']['output'];
};

export type CheckoutStep =
  | 'address'
  | 'cart'
  | 'delivery'
  | 'gift'
  | 'summary';

export type ClpStatement = {
  __typename?: 'ClpStatement';
  /** H314, EUH206, P301+P330+P331 … */
  code: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type Contact = {
  __typename?: 'Contact';
  city: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  companyRegNo: Scalars['String']['output'];
  companyTaxNo: Scalars['String']['output'];
  contactType: ContactType;
  country: Scalars['String']['output'];
  emailAddress: Scalars['String']['output'];
  officeName: Scalars['String']['output'];
  personName: Scalars['String']['output'];
  phoneNumber: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

export type ContactInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  companyRegNo?: InputMaybe<Scalars['String']['input']>;
  companyTaxNo?: InputMaybe<Scalars['String']['input']>;
  contactType?: InputMaybe<ContactType>;
  country?: InputMaybe<Scalars['String']['input']>;
  emailAddress?: InputMaybe<Scalars['String']['input']>;
  officeName?: InputMaybe<Scalars['String']['input']>;
  personName?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
};

export type ContactType =
  | 'company'
  | 'office'
  | 'person';

export type CreatePurchaseInput = {
  /** The total to pay shown on the summary; a different server total refuses with PRICE_CHANGED. */
  expectedTotal?: InputMaybe<Scalars['Haler']['input']>;
  /** One key per checkout attempt (a UUID made when the summary opens): resubmits return the same order. */
  idempotencyKey: Scalars['String']['input'];
};

export type CreatePurchaseResult = {
  __typename?: 'CreatePurchaseResult';
  /** The checkout afterwards (a fresh empty cart after success; the kept cart after an error). */
  checkout?: Maybe<Checkout>;
  errors: Array<MutationError>;
  order?: Maybe<Order>;
  /** With redirect-to-payment-gateway: where to send the browser. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** success, redirect-to-payment-gateway or error. */
  status: Scalars['String']['output'];
  /** email-notification-failed, email-template-not-found, payment-gateway-transaction-error, newsletter-registeration-failed. */
  warnings: Array<Scalars['String']['output']>;
};

export type Customer = {
  __typename?: 'Customer';
  /** The customer's own contact: orderer and invoice data (orderInfo utilization customer). */
  contact: Contact;
  /** ISO timestamp of the registration. */
  createdAt: Scalars['String']['output'];
  /** Up to 100, the default first. */
  deliveryContacts: Array<DeliveryContact>;
  /** Login e-mail (lower case). */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Current loyalty balance (see LoyaltyOverview). */
  loyaltyPoints: Scalars['SafeInt']['output'];
  /** The name the customer is greeted by. */
  name: Scalars['String']['output'];
  newsletter: Scalars['Boolean']['output'];
  /** For the header badge. */
  ordersCount: Scalars['Int']['output'];
  /** Price group the shop assigned (_default for every self-registered account). */
  priceGroup: Scalars['String']['output'];
  pricesType: PricesType;
};


export type CustomerDeliveryContactsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type CustomerMutationResult = {
  __typename?: 'CustomerMutationResult';
  customer?: Maybe<Customer>;
  errors: Array<MutationError>;
  /** Field-level problems (field paths like contact.phoneNumber), messages from src/domain validation. */
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
};

export type CustomerUpdateInput = {
  /** The customer's own contact (e-mail and phone required, as at registration). */
  contact?: InputMaybe<ContactInput>;
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A saved delivery address of the customer (the Contact fields plus id and default flag). */
export type DeliveryContact = {
  __typename?: 'DeliveryContact';
  city: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  companyRegNo: Scalars['String']['output'];
  companyTaxNo: Scalars['String']['output'];
  contactType: ContactType;
  country: Scalars['String']['output'];
  emailAddress: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  officeName: Scalars['String']['output'];
  personName: Scalars['String']['output'];
  phoneNumber: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

export type DeliveryInfo = {
  __typename?: 'DeliveryInfo';
  contact?: Maybe<Contact>;
  /** The customer's saved delivery contact chosen (utilization customer; Accounts issue). */
  customerContact?: Maybe<Contact>;
  customerContactId?: Maybe<Scalars['ID']['output']>;
  utilization: DeliveryUtilization;
};

export type DeliveryInfoInput = {
  contact?: InputMaybe<ContactInput>;
  /** One of the logged-in customer's delivery contacts: sets utilization customer. */
  customerContactId?: InputMaybe<Scalars['ID']['input']>;
  utilization?: InputMaybe<DeliveryUtilization>;
};

export type DeliveryPreview = {
  __typename?: 'DeliveryPreview';
  contact?: Maybe<Contact>;
  /** personalPickup, delivery, customer, invoice, order or none. */
  source: Scalars['String']['output'];
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

export type ExistingCart = {
  __typename?: 'ExistingCart';
  /** The cart itself (lines and totals, priced for its own price group), read only when asked for; null once it is gone. */
  cart?: Maybe<Cart>;
  id: Scalars['ID']['output'];
  state: Scalars['String']['output'];
  /** ISO timestamp of the cart's last change (the saved-cart dialog shows the date). */
  updatedAt: Scalars['String']['output'];
};

export type FieldError = {
  __typename?: 'FieldError';
  /** Dotted path of the input field, e.g. orderInfo.contact.phoneNumber. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type GhsPictogram = {
  __typename?: 'GhsPictogram';
  /** GHS01 … GHS09 */
  code: Scalars['String']['output'];
  /** Czech name, e.g. Žíravost. */
  name: Scalars['String']['output'];
};

/** A gift of the loyalty step, with whether the cart's remaining points reach it. */
export type GiftOption = {
  __typename?: 'GiftOption';
  available: Scalars['Boolean']['output'];
  image?: Maybe<Scalars['String']['output']>;
  loyaltyPoints: Scalars['Int']['output'];
  selected: Scalars['Boolean']['output'];
  sku: Scalars['ID']['output'];
  text: Scalars['String']['output'];
};

/** A Czech tax document (zákon o DPH § 29): an invoice or its credit note. The PDF prints the same fields (docs/api-accounts.md). */
export type Invoice = {
  __typename?: 'Invoice';
  amount: Scalars['Haler']['output'];
  amountWithTax: Scalars['Haler']['output'];
  /** How to pay by transfer (bank transfer, invoice payment); null for other payments and once the order is paid. */
  bankPayment?: Maybe<BankPayment>;
  buyer: InvoiceParty;
  /** Set on a credit note (opravný daňový doklad): the number of the invoice it corrects; null on an invoice. */
  correctedInvoiceNumber?: Maybe<Scalars['String']['output']>;
  /** A credit note: why the tax base changed; null on an invoice. */
  correctionReason?: Maybe<Scalars['String']['output']>;
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issueDate: Scalars['String']['output'];
  kind: TaxDocumentKind;
  lines: Array<InvoiceLine>;
  /** Evidenční číslo dokladu. */
  number: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  /** The order is paid (the document says so and carries no QR Platba code). */
  paid: Scalars['Boolean']['output'];
  /** The payment method's name as the order named it. */
  paymentMethod: Scalars['String']['output'];
  rounding: Scalars['Haler']['output'];
  supplier: InvoiceParty;
  /** DUZP, the tax point date. */
  taxPointDate: Scalars['String']['output'];
  totalToPay: Scalars['Haler']['output'];
  variableSymbol: Scalars['String']['output'];
  vatAmount: Scalars['Haler']['output'];
  vatRecap: Array<VatRecap>;
};

export type InvoiceInfo = {
  __typename?: 'InvoiceInfo';
  contact?: Maybe<Contact>;
  utilization: InvoiceUtilization;
};

export type InvoiceInfoInput = {
  contact?: InputMaybe<ContactInput>;
  utilization?: InputMaybe<InvoiceUtilization>;
};

export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  amount: Scalars['Haler']['output'];
  amountWithTax: Scalars['Haler']['output'];
  /** carton for a carton line; pcs for every other line (pieces, discounts, gifts, shipping, payment). */
  packType: PackType;
  quantity: Scalars['Int']['output'];
  /** The quantity with its unit declined for it: 3 ks, 1 karton, 2 kartony, 5 kartonů. */
  quantityText: Scalars['String']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
  /** The unit's base form, not declined for the quantity: ks or karton. To print the quantity use quantityText. */
  unit: Scalars['String']['output'];
  /** Net price of one unit (one carton on a carton line). */
  unitPrice: Scalars['Haler']['output'];
  vatAmount: Scalars['Haler']['output'];
  vatRate: Scalars['Int']['output'];
};

export type InvoicePage = {
  __typename?: 'InvoicePage';
  items: Array<InvoiceSummary>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type InvoiceParty = {
  __typename?: 'InvoiceParty';
  city: Scalars['String']['output'];
  companyRegNo: Scalars['String']['output'];
  companyTaxNo: Scalars['String']['output'];
  country: Scalars['String']['output'];
  name: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  street: Scalars['String']['output'];
};

/** One invoice (tax document) in the profile list. */
export type InvoiceSummary = {
  __typename?: 'InvoiceSummary';
  currency: Scalars['String']['output'];
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  issueDate: Scalars['String']['output'];
  number: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  /** GET this path (with the Authorization header) for the PDF of the tax document. */
  pdfUrl: Scalars['String']['output'];
  totalToPay: Scalars['Haler']['output'];
};

export type InvoiceUtilization =
  | 'assigned'
  | 'inherit';

export type LoyaltyMovement = {
  __typename?: 'LoyaltyMovement';
  /** The balance right after this movement. */
  balanceAfter: Scalars['SafeInt']['output'];
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  /** The Czech line for the history, e.g. "Nákup – objednávka 2026000123", "Storno objednávky 2026000123 (platba zrušena)". */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: LoyaltyMovementKind;
  note: Scalars['String']['output'];
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** Signed: positive credited, negative spent or taken back. */
  points: Scalars['SafeInt']['output'];
  /** @deprecated The same as kind. */
  reason: Scalars['String']['output'];
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

export type LoyaltyOverview = {
  __typename?: 'LoyaltyOverview';
  /** The sum of all movements; never negative. */
  balance: Scalars['SafeInt']['output'];
  /** Newest first. */
  items: Array<LoyaltyMovement>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Money is always in haléře (1 Kč = 100 haléřů), as integers: `amount` without VAT, `amountWithTax` with VAT. */
export type Money = {
  __typename?: 'Money';
  amount: Scalars['Haler']['output'];
  amountWithTax: Scalars['Haler']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  checkout_cart_coupon_apply: CartMutationResult;
  checkout_cart_coupon_remove: CartMutationResult;
  checkout_cart_gifts_add: CartMutationResult;
  checkout_cart_gifts_remove: CartMutationResult;
  /** Loads a shared cart (token from the e-mail link) into the caller's cart: quantities are added to what the cart holds (the storefront asks first when the cart is not empty), the lines' services come along. */
  checkout_cart_load_shared: CartMutationResult;
  checkout_cart_reset: CartMutationResult;
  /** Changing shipping clears the payment unless paymentSku is given with it. */
  checkout_cart_update_methods: CartMutationResult;
  checkout_cart_update_subject_indirect: CartMutationResult;
  checkout_cart_update_subjects: CartMutationResult;
  /** After login: the cart moves to the customer's price group and type, the customer contact is loaded into the checkout (orderInfo utilization customer). */
  checkout_context_afterlogin: AfterLoginResult;
  checkout_context_afterlogin_decision: AfterLoginResult;
  checkout_context_afterlogin_removeCart: RemoveCartResult;
  /** With cartLeaveActiveAndReturnEmpty (logout): the cart stays the customer's, the checkout gets an empty cart with the default price group, no gifts and no methods. */
  checkout_context_update: CheckoutContextResult;
  checkout_create_purchase: CreatePurchaseResult;
  checkout_data_update: CheckoutMutationResult;
  /**
   * A new payment attempt for the caller's order whose card payment was cancelled or failed: the order
   * goes back to pending and its paymentUrl leads to the gateway again (a pending attempt is reused).
   * Refused (ok false, errors) for an order that is not the caller's or needs no payment.
   */
  checkout_order_retry_payment: RetryPaymentResult;
  checkout_share_cart: ShareCartResult;
  /** Records that the shopper reached a step (moves checkouts.furthestStep forward when the cart allows it). */
  checkout_step_reached: CheckoutMutationResult;
  /** Adds a product to the comparison; an unknown sku is refused (ok false, UNKNOWN_SKU with a Czech message). */
  compare_add: VisitorListResult;
  /** Without a session: the (empty) lists, nothing to clear. */
  compare_clear: VisitorLists;
  compare_remove: VisitorListResult;
  /** Other sessions of the customer are logged out. */
  customer_change_password: CustomerMutationResult;
  /** At most 100 addresses; isDefault makes it the default. */
  customer_delivery_contact_create: CustomerMutationResult;
  customer_delivery_contact_delete: CustomerMutationResult;
  customer_delivery_contact_set_default: CustomerMutationResult;
  customer_delivery_contact_update: CustomerMutationResult;
  customer_update: CustomerMutationResult;
  /** Withdraws from the chosen goods quantities; acknowledgement e-mail to the order's address, notice to the shop. */
  order_withdraw: OrderWithdrawalResult;
  /** A guest finds an order for the withdrawal form by its number and e-mail (rate-limited per IP). */
  order_withdrawal_lookup: OrderWithdrawalResult;
  /** Puts the product first in the recently viewed list (at most 20; a repeat moves it to the front). An unknown sku, or no session, changes nothing. */
  recently_viewed_add: VisitorLists;
  /** Saves the checkout's cart as a named list (the same as POST /api/shopping-lists). */
  shopping_list_create: ShoppingListResult;
  shopping_list_delete: ShoppingListResult;
  /** Adds the list's items to the cart (mode ADD), or sets them (SET); refused lines are reported. */
  shopping_list_load: CartMutationResult;
  /** Cancels one of the logged-in customer's pending watches. */
  stock_watch_cancel: StockWatchResult;
  /** Cancels every pending watch of the address in the e-mail's signed link. */
  stock_watch_cancel_by_link: StockWatchLinkResult;
  /** Watches a product that is not in stock; rate-limited per IP and per address. */
  stock_watch_subscribe: StockWatchResult;
  /** Switches the price display (kept in the session and the 1825-day pricesType cookie). */
  update_settings: VisitorSettings;
};


export type MutationCheckout_Cart_Coupon_ApplyArgs = {
  checkoutId: Scalars['ID']['input'];
  couponCode: Scalars['String']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Cart_Coupon_RemoveArgs = {
  checkoutId: Scalars['ID']['input'];
  couponCode: Scalars['String']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Cart_Gifts_AddArgs = {
  checkoutId: Scalars['ID']['input'];
  gifts: Array<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Cart_Gifts_RemoveArgs = {
  checkoutId: Scalars['ID']['input'];
  gifts: Array<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Cart_Load_SharedArgs = {
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationCheckout_Cart_ResetArgs = {
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Cart_Update_MethodsArgs = {
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
  paymentSku?: InputMaybe<Scalars['String']['input']>;
  shippingSku?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Cart_Update_Subject_IndirectArgs = {
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
  update: CartIndirectSubjectUpdate;
};


export type MutationCheckout_Cart_Update_SubjectsArgs = {
  batch: Array<CartSubjectUpdate>;
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Context_AfterloginArgs = {
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
  pricingSettings?: InputMaybe<PricingSettingsInput>;
};


export type MutationCheckout_Context_Afterlogin_DecisionArgs = {
  action: AfterLoginAction;
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
  nextCartId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCheckout_Context_Afterlogin_RemoveCartArgs = {
  cartToRemoveId: Scalars['ID']['input'];
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Context_UpdateArgs = {
  cartLeaveActiveAndReturnEmpty?: InputMaybe<Scalars['Boolean']['input']>;
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Create_PurchaseArgs = {
  checkoutId: Scalars['ID']['input'];
  input: CreatePurchaseInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Data_UpdateArgs = {
  checkoutId: Scalars['ID']['input'];
  input: CheckoutDataInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Order_Retry_PaymentArgs = {
  orderNumber: Scalars['String']['input'];
};


export type MutationCheckout_Share_CartArgs = {
  checkoutId: Scalars['ID']['input'];
  input: ShareCartInput;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCheckout_Step_ReachedArgs = {
  checkoutId: Scalars['ID']['input'];
  step: CheckoutStep;
};


export type MutationCompare_AddArgs = {
  sku: Scalars['String']['input'];
};


export type MutationCompare_RemoveArgs = {
  sku: Scalars['String']['input'];
};


export type MutationCustomer_Change_PasswordArgs = {
  input: PasswordChangeInput;
};


export type MutationCustomer_Delivery_Contact_CreateArgs = {
  input: ContactInput;
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCustomer_Delivery_Contact_DeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCustomer_Delivery_Contact_Set_DefaultArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCustomer_Delivery_Contact_UpdateArgs = {
  id: Scalars['ID']['input'];
  input: ContactInput;
};


export type MutationCustomer_UpdateArgs = {
  input: CustomerUpdateInput;
};


export type MutationOrder_WithdrawArgs = {
  input: OrderWithdrawInput;
};


export type MutationOrder_Withdrawal_LookupArgs = {
  email: Scalars['String']['input'];
  orderNumber: Scalars['String']['input'];
};


export type MutationRecently_Viewed_AddArgs = {
  sku: Scalars['String']['input'];
};


export type MutationShopping_List_CreateArgs = {
  checkoutId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationShopping_List_DeleteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationShopping_List_LoadArgs = {
  checkoutId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
  mode?: InputMaybe<SubjectUpdateMode>;
};


export type MutationStock_Watch_CancelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationStock_Watch_Cancel_By_LinkArgs = {
  token: Scalars['String']['input'];
};


export type MutationStock_Watch_SubscribeArgs = {
  input: StockWatchInput;
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

export type Order = {
  __typename?: 'Order';
  /** How to pay by transfer (bank transfer, invoice payment); null for other payments. */
  bankPayment?: Maybe<BankPayment>;
  /** The carrier, once sent. */
  carrier?: Maybe<Scalars['String']['output']>;
  coupons: Array<Scalars['String']['output']>;
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  customerOrderNumber: Scalars['String']['output'];
  deliveryContact?: Maybe<Contact>;
  destiny: Destiny;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invoice?: Maybe<Invoice>;
  invoiceContact: Contact;
  items: Array<OrderItem>;
  loyaltyPoints: Scalars['SafeInt']['output'];
  notes: Scalars['String']['output'];
  number: Scalars['String']['output'];
  orderContact: Contact;
  payment: OrderMethod;
  /** not-required, pending, paid, failed or cancelled. Only the provider's signed notification makes it paid. */
  paymentStatus: Scalars['String']['output'];
  /** The payment gateway page while the payment is pending (pay again after a cancel). */
  paymentUrl?: Maybe<Scalars['String']['output']>;
  personalPickup: Scalars['Boolean']['output'];
  shipping: OrderMethod;
  /** Where the shop is with the order (back office): new, processing, sent, ready-for-pickup, delivered, cancelled. */
  state: Scalars['String']['output'];
  /** The state in Czech. */
  stateText: Scalars['String']['output'];
  totals: OrderTotals;
  trackingNumber?: Maybe<Scalars['String']['output']>;
  /** The carrier's tracking page, when the shop knows the carrier. */
  trackingUrl?: Maybe<Scalars['String']['output']>;
  /** Withdrawal from the contract: eligibility, goods lines with what is left, earlier withdrawals. */
  withdrawal?: Maybe<OrderWithdrawal>;
};

export type OrderInfo = {
  __typename?: 'OrderInfo';
  contact?: Maybe<Contact>;
  utilization: OrderUtilization;
};

/** utilization alone switches (assigned without a contact creates an empty one); a contact sets it by hand (assigned). */
export type OrderInfoInput = {
  contact?: InputMaybe<ContactInput>;
  utilization?: InputMaybe<OrderUtilization>;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  discount: Money;
  /** item, subjectIndirect, gift, shipping or payment. */
  kind: Scalars['String']['output'];
  /** carton for a carton line; pcs for pieces, gifts, shipping and payment. */
  packType: PackType;
  productSku?: Maybe<Scalars['String']['output']>;
  /** In units of packType: pieces, or cartons for a carton line. */
  quantity: Scalars['Int']['output'];
  /** The quantity with its unit declined for it, as documents print it: 3 ks, 1 karton, 2 kartony, 5 kartonů. */
  quantityText: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  text: Scalars['String']['output'];
  /** Before the discount. */
  total: Money;
  /** Price of one unit of packType (one carton on a carton line). */
  unitPrice: Money;
  vatCode: Scalars['Int']['output'];
};

export type OrderMethod = {
  __typename?: 'OrderMethod';
  name: Scalars['String']['output'];
  price: Money;
  sku: Scalars['String']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  items: Array<OrderSummary>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** One order in the profile list. */
export type OrderSummary = {
  __typename?: 'OrderSummary';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  destiny: Destiny;
  id: Scalars['ID']['output'];
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  itemsCount: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  /** not-required, pending, paid, failed or cancelled. */
  paymentStatus: Scalars['String']['output'];
  /** new, processing, sent, ready-for-pickup, delivered or cancelled (the back office moves it). */
  state: Scalars['String']['output'];
  /** The state in Czech. */
  stateText: Scalars['String']['output'];
  totalToPay: Scalars['Haler']['output'];
};

export type OrderTotals = {
  __typename?: 'OrderTotals';
  discount: Money;
  rounding: Scalars['Haler']['output'];
  /** Net and gross of the whole order before rounding. */
  total: Money;
  /** What the customer pays (gross + rounding). */
  totalToPay: Scalars['Haler']['output'];
  vatAmount: Scalars['Haler']['output'];
  vatRecap: Array<VatRecap>;
};

export type OrderUtilization =
  | 'assigned'
  | 'customer'
  | 'none';

export type OrderWithdrawInput = {
  /** A guest's proof: the e-mail the order was placed with. Without it the caller must be the order's reader. */
  email?: InputMaybe<Scalars['String']['input']>;
  lines: Array<WithdrawalLineInput>;
  orderNumber: Scalars['String']['input'];
};

/** What an order offers for a withdrawal. */
export type OrderWithdrawal = {
  __typename?: 'OrderWithdrawal';
  /** The last day (YYYY-MM-DD, Europe/Prague) of the 14 days. */
  deadline: Scalars['String']['output'];
  eligible: Scalars['Boolean']['output'];
  lines: Array<WithdrawalOrderLine>;
  /** The Czech reason when not eligible. */
  message?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp of the order. */
  orderCreatedAt: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  /** COMPANY_ORDER, NOT_A_PURCHASE, ORDER_CANCELLED (cancelled by the shop), PERIOD_OVER or NOTHING_LEFT when not eligible. */
  refusal?: Maybe<Scalars['String']['output']>;
  /** Earlier withdrawals, oldest first. */
  withdrawals: Array<Withdrawal>;
};

export type OrderWithdrawalResult = {
  __typename?: 'OrderWithdrawalResult';
  /** The withdrawal just recorded (order_withdraw). */
  created?: Maybe<Withdrawal>;
  /** ORDER_NOT_FOUND (one answer for an unknown number and a wrong e-mail), COMPANY_ORDER, NOT_A_PURCHASE, ORDER_CANCELLED, PERIOD_OVER, NOTHING_LEFT, NOTHING_CHOSEN, UNKNOWN_LINE, QUANTITY_TOO_HIGH, RATE_LIMITED. */
  errors: Array<MutationError>;
  ok: Scalars['Boolean']['output'];
  /** The order's offer (after the withdrawal when ok); null when the order was not found. */
  withdrawal?: Maybe<OrderWithdrawal>;
};

export type PackType =
  | 'carton'
  | 'pcs';

export type PasswordChangeInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  newPasswordConfirmation: Scalars['String']['input'];
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** False when the chosen shipping has no map entry for this payment. */
  availableForShipping: Scalars['Boolean']['output'];
  /** Petty-cash rounding of the order total: cent, dime, fifty, one or none. */
  cartTotalSettlementOfPettyCash: Scalars['String']['output'];
  description: Scalars['String']['output'];
  disabled: Scalars['Boolean']['output'];
  disabledReasons: Array<Scalars['String']['output']>;
  failedRules: Array<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  paymentGateway?: Maybe<Scalars['String']['output']>;
  /** online, inAdvance or cashOnDelivery. */
  paymentType?: Maybe<Scalars['String']['output']>;
  /** With a shipping method chosen: the surcharge from the shipping–payment map; otherwise the method's own price. */
  price: Money;
  requiresLogin: Scalars['Boolean']['output'];
  sku: Scalars['ID']['output'];
  unit: Scalars['String']['output'];
  vatAmount: Scalars['Haler']['output'];
  vatCode: Scalars['Int']['output'];
};

export type PersonalPickupInfo = {
  __typename?: 'PersonalPickupInfo';
  contact?: Maybe<Contact>;
  methodSku?: Maybe<Scalars['String']['output']>;
  place?: Maybe<PickupPlace>;
};

/** The showroom behind a personal-pickup shipping method. */
export type PickupPlace = {
  __typename?: 'PickupPlace';
  address: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  openingHours: Scalars['String']['output'];
  telephone: Scalars['String']['output'];
};

export type PricesType =
  | 'B2B'
  | 'B2C';

/** pricingSettings of checkout_context_afterlogin. The shop decides price groups: a group other than the customer's own is ignored. */
export type PricingSettingsInput = {
  currency?: InputMaybe<Scalars['String']['input']>;
  priceGroupIds?: InputMaybe<Array<Scalars['String']['input']>>;
  pricesType?: InputMaybe<PricesType>;
};

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
  /** The product's EAN/GTIN (8, 12, 13 or 14 digits with a valid check digit); null when it has none. */
  ean?: Maybe<Scalars['String']['output']>;
  /** CLP hazard information of a chemical product, at every level (cards and cart lines show the badge); null for other products. */
  hazard?: Maybe<ProductHazard>;
  image?: Maybe<Scalars['String']['output']>;
  images: Array<Scalars['String']['output']>;
  /** Detail level of this object: meta (head tags, structured data), preview (listing cards) or detail (the product page). */
  level: Scalars['String']['output'];
  manufacturer?: Maybe<TaxonomyLink>;
  name: Scalars['String']['output'];
  onSale: Scalars['Boolean']['output'];
  parameters: Array<ProductParameter>;
  /** Uploaded photographs in order (the first is the main one); empty when the product shows its drawn artwork (`image`). Listings carry the first only. */
  pictures: Array<ProductPicture>;
  piecesPerCarton?: Maybe<Scalars['Int']['output']>;
  price: ProductPrice;
  purchasable: Scalars['Boolean']['output'];
  /** Quantity price tiers in the visitor's price group, per pack type (detail level; empty otherwise). */
  quantityPrices: Array<QuantityPrice>;
  quantitySettings: QuantitySettings;
  rating?: Maybe<Scalars['Float']['output']>;
  /** Additional services offered with the product (detail level; empty otherwise), in display order. */
  relatedAdditionalServices: Array<AdditionalService>;
  /** Related products per relation type (detail level; empty otherwise). */
  relations: Array<ProductRelation>;
  reviewCount: Scalars['Int']['output'];
  sku: Scalars['ID']['output'];
  soldOut: Scalars['Boolean']['output'];
  stock?: Maybe<StockInfo>;
  taxonomies: Array<Scalars['String']['output']>;
  /** Price per litre, kilogram or piece (from the pack size in the parameters); null when the pack size is not known. */
  unitPrice?: Maybe<UnitPrice>;
  url: Scalars['String']['output'];
};

export type ProductBatchItem = {
  __typename?: 'ProductBatchItem';
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

export type ProductBatchLine = {
  __typename?: 'ProductBatchLine';
  /** 1-based line of the pasted text. */
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  product?: Maybe<Product>;
  /** The quantity that will be added (after normalizeQuantity), null when the line is refused. */
  quantity?: Maybe<Scalars['Int']['output']>;
  raw: Scalars['String']['output'];
  requestedQuantity?: Maybe<Scalars['Float']['output']>;
  sku: Scalars['String']['output'];
  /** ok, adjusted, unknown-sku, not-purchasable, invalid-quantity or out-of-stock. */
  status: Scalars['String']['output'];
};

export type ProductBatchValidation = {
  __typename?: 'ProductBatchValidation';
  /** Valid lines merged per sku, ready for checkout_cart_update_subjects (mode ADD). */
  items: Array<ProductBatchItem>;
  lines: Array<ProductBatchLine>;
  ok: Scalars['Boolean']['output'];
};

/**
 * CLP hazard information (Regulation (EC) No 1272/2008; Art. 48: shown before the purchase). The texts are
 * the official Czech wording of the codes (src/domain/clp.ts).
 */
export type ProductHazard = {
  __typename?: 'ProductHazard';
  /** Hazard statements (H, EUH). */
  hazardStatements: Array<ClpStatement>;
  /** true: the label carries hazard information (badge on cards, notice in the cart); false: a mixture not classified as hazardous. */
  hazardous: Scalars['Boolean']['output'];
  /** GHS pictograms in label order. */
  pictograms: Array<GhsPictogram>;
  /** Precautionary statements (P). */
  precautionaryStatements: Array<ClpStatement>;
  /** The safety data sheet (PDF) served by the shop. */
  safetyDataSheetUrl: Scalars['String']['output'];
  /** danger | warning; null without a signal word. */
  signalWord?: Maybe<Scalars['String']['output']>;
  /** Nebezpečí | Varování; null without a signal word. */
  signalWordText?: Maybe<Scalars['String']['output']>;
  /** Unique formula identifier, XXXX-XXXX-XXXX-XXXX; null when the mixture has none. */
  ufi?: Maybe<Scalars['String']['output']>;
};

export type ProductParameter = {
  __typename?: 'ProductParameter';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

/** An uploaded product photograph, rendered as WebP and JPEG at several widths (never wider than the original). */
export type ProductPicture = {
  __typename?: 'ProductPicture';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  jpegSrcset: Scalars['String']['output'];
  /** The widest JPEG rendition, for <img src>. */
  src: Scalars['String']['output'];
  /** srcset of the WebP renditions ("/images/p/<hash>-320.webp 320w, …"). */
  webpSrcset: Scalars['String']['output'];
  /** Size of the original: with height, the aspect ratio that keeps the page from shifting. */
  width: Scalars['Int']['output'];
};

export type ProductPrice = {
  __typename?: 'ProductPrice';
  amount: Scalars['Haler']['output'];
  amountWithTax: Scalars['Haler']['output'];
  currency: Scalars['String']['output'];
  /** The discount in whole percent against originalAmountWithTax (the "−30 %" badge); null without one. */
  discountPercent?: Maybe<Scalars['Int']['output']>;
  /** The lowest price in the 30 days before the current price took effect, from the price history; null when unknown. */
  lowestPrice30Days?: Maybe<Money>;
  /**
   * The price with VAT a discount is measured from: the lowest price of the 30 days before the current
   * price took effect (§ 12a of the Consumer Protection Act), shown struck through. Null when the price
   * history supports no discount.
   */
  originalAmountWithTax?: Maybe<Scalars['Haler']['output']>;
  vatRate: Scalars['Int']['output'];
};

export type ProductRelation = {
  __typename?: 'ProductRelation';
  count: Scalars['Int']['output'];
  related: Array<Scalars['String']['output']>;
  /** alternative | similar | accessory */
  relationType: Scalars['String']['output'];
};

/** From minQuantity units of packType on, one unit costs price. */
export type QuantityPrice = {
  __typename?: 'QuantityPrice';
  minQuantity: Scalars['Int']['output'];
  packType: PackType;
  price: Money;
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
  /** Validates pasted bulk-add lines (same as POST /api/utils/validate-product-batch). */
  checkout_validate_product_batch: ProductBatchValidation;
  /** The logged-in customer; null for an anonymous token or a session that was logged out. */
  customer?: Maybe<Customer>;
  /** One of the customer's invoices; null for any other invoice number. */
  customerInvoice?: Maybe<Invoice>;
  customerInvoices: InvoicePage;
  /** Balance and history (profile loyalty programme, club points). */
  customerLoyalty?: Maybe<LoyaltyOverview>;
  /** One of the customer's orders; null for any other order number. */
  customerOrder?: Maybe<Order>;
  /** The customer's orders, newest first (page from 1, pageSize up to 50). */
  customerOrders: OrderPage;
  /** The order, if it belongs to the caller's checkout (or, once logged in, customer). */
  order?: Maybe<Order>;
  /** A shared cart by the token of its e-mail link, for /nahrat-sdileny-kosik. */
  sharedCart?: Maybe<SharedCart>;
  shippingPaymentMap: Array<ShippingPaymentMapEntry>;
  shoppingLists: Array<ShoppingList>;
  /** The logged-in customer's watches, newest first (the last 100); empty for anyone else. */
  stockWatches: Array<StockWatch>;
  /** Empty lists for a token without a session (e.g. a crawler's server render). */
  visitorLists: VisitorLists;
  /** Price display and other per-visitor settings of the current session. */
  visitorSettings: VisitorSettings;
};


export type QueryCheckoutArgs = {
  checkoutId: Scalars['ID']['input'];
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckout_Validate_Product_BatchArgs = {
  text: Scalars['String']['input'];
};


export type QueryCustomerInvoiceArgs = {
  invoiceNumber: Scalars['String']['input'];
};


export type QueryCustomerInvoicesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCustomerLoyaltyArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCustomerOrderArgs = {
  orderNumber: Scalars['String']['input'];
};


export type QueryCustomerOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  orderNumber: Scalars['String']['input'];
};


export type QuerySharedCartArgs = {
  token: Scalars['String']['input'];
};

export type RemoveCartResult = {
  __typename?: 'RemoveCartResult';
  /** The active cart. */
  cart?: Maybe<Cart>;
  errors: Array<MutationError>;
  existingCarts: Array<ExistingCart>;
  ok: Scalars['Boolean']['output'];
};

export type RetryPaymentResult = {
  __typename?: 'RetryPaymentResult';
  /** ORDER_NOT_FOUND (not the caller's order, or none), PAYMENT_NOT_RETRYABLE (paid, or no card payment), PAYMENT_UNAVAILABLE. */
  errors: Array<MutationError>;
  ok: Scalars['Boolean']['output'];
  /** The caller's order: pending again with its paymentUrl when ok, as it stands when refused; null when not the caller's. */
  order?: Maybe<Order>;
};

export type ShareCartInput = {
  customerEmail: Scalars['String']['input'];
  customerName: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['String']['input'];
};

export type ShareCartResult = {
  __typename?: 'ShareCartResult';
  errors: Array<MutationError>;
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
};

export type SharedCart = {
  __typename?: 'SharedCart';
  lines: Array<SharedCartLine>;
  senderName: Scalars['String']['output'];
};

export type SharedCartLine = {
  __typename?: 'SharedCartLine';
  product?: Maybe<Product>;
  quantity: Scalars['Int']['output'];
  /** The line's additional services (warranty, assembly…) by sku; loading keeps them. */
  services: Array<Scalars['String']['output']>;
  sku: Scalars['String']['output'];
};

export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  description: Scalars['String']['output'];
  /** True when the cart fails the method's rule (see disabledReasons). */
  disabled: Scalars['Boolean']['output'];
  /** Czech reasons from src/domain eligibilityReasons, one per failed rule field. */
  disabledReasons: Array<Scalars['String']['output']>;
  /** Failed rule field names (minWeight, maxWeight, dimension, maxVolume, productSkus, priceFrom, priceTo, registeredUsers). */
  failedRules: Array<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  parcelService?: Maybe<Scalars['String']['output']>;
  personalPickup: Scalars['Boolean']['output'];
  pickupPlace?: Maybe<PickupPlace>;
  price: Money;
  /** Only for registered users and the visitor is not logged in: show as 'log in to use'. */
  requiresLogin: Scalars['Boolean']['output'];
  sku: Scalars['ID']['output'];
  unit: Scalars['String']['output'];
  vatAmount: Scalars['Haler']['output'];
  vatCode: Scalars['Int']['output'];
};

export type ShippingPaymentMapEntry = {
  __typename?: 'ShippingPaymentMapEntry';
  paymentMethodSku: Scalars['ID']['output'];
  /** Net haléře. */
  price: Scalars['Haler']['output'];
  priceWithTax: Scalars['Haler']['output'];
  shippingMethodSku: Scalars['ID']['output'];
  /** VAT percent. */
  tax: Scalars['Int']['output'];
};

export type ShoppingList = {
  __typename?: 'ShoppingList';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  items: Array<ShoppingListItem>;
  name: Scalars['String']['output'];
};

export type ShoppingListItem = {
  __typename?: 'ShoppingListItem';
  /** Null when the product was withdrawn. */
  product?: Maybe<Product>;
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
};

export type ShoppingListResult = {
  __typename?: 'ShoppingListResult';
  errors: Array<MutationError>;
  list?: Maybe<ShoppingList>;
  ok: Scalars['Boolean']['output'];
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

export type StockWatch = {
  __typename?: 'StockWatch';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** ISO timestamp: a watch ends unfulfilled after about six months. */
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** ISO timestamp of the e-mail. */
  notifiedAt?: Maybe<Scalars['String']['output']>;
  /** The product's name (the sku when the product no longer exists). */
  productName: Scalars['String']['output'];
  /** The product page's path; null when the product no longer exists. */
  productUrl?: Maybe<Scalars['String']['output']>;
  /** Pieces that must be in stock; null: any. */
  quantity?: Maybe<Scalars['Int']['output']>;
  sku: Scalars['String']['output'];
  /** active, notified, cancelled or expired. */
  state: Scalars['String']['output'];
  /** The state in Czech. */
  stateText: Scalars['String']['output'];
};

export type StockWatchInput = {
  email: Scalars['String']['input'];
  /** Pieces that must be in stock; null or missing: any. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  sku: Scalars['String']['input'];
};

export type StockWatchLinkResult = {
  __typename?: 'StockWatchLinkResult';
  /** How many pending watches it cancelled (0 when none were left). */
  cancelled: Scalars['Int']['output'];
  /** The address whose watches the link cancelled. */
  email?: Maybe<Scalars['String']['output']>;
  /** INVALID_LINK for a forged or expired link. */
  errors: Array<MutationError>;
  ok: Scalars['Boolean']['output'];
};

export type StockWatchResult = {
  __typename?: 'StockWatchResult';
  /** UNKNOWN_PRODUCT, IN_STOCK, NOT_FOUND, RATE_LIMITED, LOGIN_REQUIRED, INVALID_LINK. */
  errors: Array<MutationError>;
  /** Czech messages of the form's fields (email, quantity). */
  fieldErrors: Array<FieldError>;
  ok: Scalars['Boolean']['output'];
  watch?: Maybe<StockWatch>;
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
  amount: Scalars['Haler']['output'];
  amountWithTax: Scalars['Haler']['output'];
  count: Scalars['Int']['output'];
};

/** invoice: faktura – daňový doklad; creditNote: opravný daňový doklad (a correction of an invoice, e.g. after a withdrawal). */
export type TaxDocumentKind =
  | 'creditNote'
  | 'invoice';

export type TaxonomyLink = {
  __typename?: 'TaxonomyLink';
  hash: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** The price of one litre, kilogram or piece of a product whose pack size is known. */
export type UnitPrice = {
  __typename?: 'UnitPrice';
  amount: Scalars['Haler']['output'];
  amountWithTax: Scalars['Haler']['output'];
  /** l, kg or ks */
  unit: Scalars['String']['output'];
};

export type VatRecap = {
  __typename?: 'VatRecap';
  base: Scalars['Haler']['output'];
  /** VAT rate in percent. */
  rate: Scalars['Int']['output'];
  total: Scalars['Haler']['output'];
  vat: Scalars['Haler']['output'];
};

export type VisitorListResult = {
  __typename?: 'VisitorListResult';
  errors: Array<MutationError>;
  lists: VisitorLists;
  /** False when refused (errors say why: UNKNOWN_SKU, NO_SESSION); the lists are then unchanged. */
  ok: Scalars['Boolean']['output'];
  /** added | already-present (a warning: no second entry) | removed | not-present | refused */
  result: Scalars['String']['output'];
};

/**
 * The visitor's comparison list and recently viewed products, kept in the server-side session so
 * the server render shows the same comparison bar and list as the browser. One object per visitor
 * (id 'current'), so every mutation result updates the cached one.
 */
export type VisitorLists = {
  __typename?: 'VisitorLists';
  /** Compared skus in the order they were added. */
  compare: Array<Scalars['String']['output']>;
  /** The compared products with their parameters (detail level), in list order; withdrawn products drop out. */
  compareProducts: Array<Product>;
  /** Always 'current'. */
  id: Scalars['ID']['output'];
  /** Recently viewed skus, newest first, at most 20. */
  recentlyViewed: Array<Scalars['String']['output']>;
  /** The recently viewed products (preview level), newest first. */
  recentlyViewedProducts: Array<Product>;
};


/**
 * The visitor's comparison list and recently viewed products, kept in the server-side session so
 * the server render shows the same comparison bar and list as the browser. One object per visitor
 * (id 'current'), so every mutation result updates the cached one.
 */
export type VisitorListsRecentlyViewedProductsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
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

export type Withdrawal = {
  __typename?: 'Withdrawal';
  /** ISO timestamp of receipt. */
  createdAt: Scalars['String']['output'];
  /** The credit note (opravný daňový doklad) of an invoiced order; read it like an invoice (customerInvoice, the invoice PDF). */
  creditNoteNumber?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lines: Array<WithdrawalLine>;
  /** What the shop pays back (positive haléře). */
  refundAmount: Scalars['Haler']['output'];
  /** received or refunded. */
  state: Scalars['String']['output'];
  /** The state in Czech. */
  stateText: Scalars['String']['output'];
};

/** A line a withdrawal took back: goods, their services and, with the last goods, shipping, payment and gifts. */
export type WithdrawalLine = {
  __typename?: 'WithdrawalLine';
  /** Negative, as on the credit note (with VAT). */
  amountWithTax: Scalars['Haler']['output'];
  /** item, subjectIndirect, gift, shipping or payment. */
  kind: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** The quantity with its unit declined for it: 2 ks, 1 karton. */
  quantityText: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type WithdrawalLineInput = {
  /** WithdrawalOrderLine.position. */
  position: Scalars['Int']['input'];
  quantity: Scalars['Int']['input'];
};

/** One goods line of an order as a withdrawal sees it. */
export type WithdrawalOrderLine = {
  __typename?: 'WithdrawalOrderLine';
  /** Units that can still be withdrawn. */
  left: Scalars['Int']['output'];
  packType: PackType;
  /** The line's position in the order: what order_withdraw chooses by. */
  position: Scalars['Int']['output'];
  /** Ordered units (of packType). */
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  text: Scalars['String']['output'];
  /** Units already withdrawn. */
  withdrawn: Scalars['Int']['output'];
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
  AdditionalService: ResolverTypeWrapper<AdditionalService>;
  AfterLoginAction: AfterLoginAction;
  AfterLoginResult: ResolverTypeWrapper<AfterLoginResult>;
  Agreements: ResolverTypeWrapper<Agreements>;
  AgreementsInput: AgreementsInput;
  AppliedCoupon: ResolverTypeWrapper<AppliedCoupon>;
  BankPayment: ResolverTypeWrapper<BankPayment>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<Cart>;
  CartGift: ResolverTypeWrapper<CartGift>;
  CartIndirectSubjectUpdate: CartIndirectSubjectUpdate;
  CartMutationResult: ResolverTypeWrapper<CartMutationResult>;
  CartStats: ResolverTypeWrapper<CartStats>;
  CartSubject: ResolverTypeWrapper<CartSubject>;
  CartSubjectUpdate: CartSubjectUpdate;
  CartTotals: ResolverTypeWrapper<CartTotals>;
  Checkout: ResolverTypeWrapper<Checkout>;
  CheckoutContextResult: ResolverTypeWrapper<CheckoutContextResult>;
  CheckoutData: ResolverTypeWrapper<CheckoutData>;
  CheckoutDataInput: CheckoutDataInput;
  CheckoutMutationResult: ResolverTypeWrapper<CheckoutMutationResult>;
  CheckoutProgress: ResolverTypeWrapper<CheckoutProgress>;
  CheckoutStep: CheckoutStep;
  ClpStatement: ResolverTypeWrapper<ClpStatement>;
  Contact: ResolverTypeWrapper<Contact>;
  ContactInput: ContactInput;
  ContactType: ContactType;
  CreatePurchaseInput: CreatePurchaseInput;
  CreatePurchaseResult: ResolverTypeWrapper<CreatePurchaseResult>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerMutationResult: ResolverTypeWrapper<CustomerMutationResult>;
  CustomerUpdateInput: CustomerUpdateInput;
  DeliveryContact: ResolverTypeWrapper<DeliveryContact>;
  DeliveryInfo: ResolverTypeWrapper<DeliveryInfo>;
  DeliveryInfoInput: DeliveryInfoInput;
  DeliveryPreview: ResolverTypeWrapper<DeliveryPreview>;
  DeliveryUtilization: DeliveryUtilization;
  Destiny: Destiny;
  ExistingCart: ResolverTypeWrapper<ExistingCart>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GhsPictogram: ResolverTypeWrapper<GhsPictogram>;
  GiftOption: ResolverTypeWrapper<GiftOption>;
  Haler: ResolverTypeWrapper<Scalars['Haler']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceInfo: ResolverTypeWrapper<InvoiceInfo>;
  InvoiceInfoInput: InvoiceInfoInput;
  InvoiceLine: ResolverTypeWrapper<InvoiceLine>;
  InvoicePage: ResolverTypeWrapper<InvoicePage>;
  InvoiceParty: ResolverTypeWrapper<InvoiceParty>;
  InvoiceSummary: ResolverTypeWrapper<InvoiceSummary>;
  InvoiceUtilization: InvoiceUtilization;
  LoyaltyMovement: ResolverTypeWrapper<LoyaltyMovement>;
  LoyaltyMovementKind: LoyaltyMovementKind;
  LoyaltyOverview: ResolverTypeWrapper<LoyaltyOverview>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationError: ResolverTypeWrapper<MutationError>;
  Order: ResolverTypeWrapper<Order>;
  OrderInfo: ResolverTypeWrapper<OrderInfo>;
  OrderInfoInput: OrderInfoInput;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderMethod: ResolverTypeWrapper<OrderMethod>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  OrderSummary: ResolverTypeWrapper<OrderSummary>;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  OrderUtilization: OrderUtilization;
  OrderWithdrawInput: OrderWithdrawInput;
  OrderWithdrawal: ResolverTypeWrapper<OrderWithdrawal>;
  OrderWithdrawalResult: ResolverTypeWrapper<OrderWithdrawalResult>;
  PackType: PackType;
  PasswordChangeInput: PasswordChangeInput;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PersonalPickupInfo: ResolverTypeWrapper<PersonalPickupInfo>;
  PickupPlace: ResolverTypeWrapper<PickupPlace>;
  PricesType: PricesType;
  PricingSettingsInput: PricingSettingsInput;
  Product: ResolverTypeWrapper<Product>;
  ProductBatchItem: ResolverTypeWrapper<ProductBatchItem>;
  ProductBatchLine: ResolverTypeWrapper<ProductBatchLine>;
  ProductBatchValidation: ResolverTypeWrapper<ProductBatchValidation>;
  ProductHazard: ResolverTypeWrapper<ProductHazard>;
  ProductParameter: ResolverTypeWrapper<ProductParameter>;
  ProductPicture: ResolverTypeWrapper<ProductPicture>;
  ProductPrice: ResolverTypeWrapper<ProductPrice>;
  ProductRelation: ResolverTypeWrapper<ProductRelation>;
  QuantityPrice: ResolverTypeWrapper<QuantityPrice>;
  QuantitySettings: ResolverTypeWrapper<QuantitySettings>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemoveCartResult: ResolverTypeWrapper<RemoveCartResult>;
  RetryPaymentResult: ResolverTypeWrapper<RetryPaymentResult>;
  SafeInt: ResolverTypeWrapper<Scalars['SafeInt']['output']>;
  ShareCartInput: ShareCartInput;
  ShareCartResult: ResolverTypeWrapper<ShareCartResult>;
  SharedCart: ResolverTypeWrapper<SharedCart>;
  SharedCartLine: ResolverTypeWrapper<SharedCartLine>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethod>;
  ShippingPaymentMapEntry: ResolverTypeWrapper<ShippingPaymentMapEntry>;
  ShoppingList: ResolverTypeWrapper<ShoppingList>;
  ShoppingListItem: ResolverTypeWrapper<ShoppingListItem>;
  ShoppingListResult: ResolverTypeWrapper<ShoppingListResult>;
  StockAvailability: ResolverTypeWrapper<StockAvailability>;
  StockInfo: ResolverTypeWrapper<StockInfo>;
  StockWatch: ResolverTypeWrapper<StockWatch>;
  StockWatchInput: StockWatchInput;
  StockWatchLinkResult: ResolverTypeWrapper<StockWatchLinkResult>;
  StockWatchResult: ResolverTypeWrapper<StockWatchResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubjectDiscounts: ResolverTypeWrapper<SubjectDiscounts>;
  SubjectUpdateMode: SubjectUpdateMode;
  SubjectsTotal: ResolverTypeWrapper<SubjectsTotal>;
  TaxDocumentKind: TaxDocumentKind;
  TaxonomyLink: ResolverTypeWrapper<TaxonomyLink>;
  UnitPrice: ResolverTypeWrapper<UnitPrice>;
  VatRecap: ResolverTypeWrapper<VatRecap>;
  VisitorListResult: ResolverTypeWrapper<Omit<VisitorListResult, 'lists'> & { lists: ResolversTypes['VisitorLists'] }>;
  VisitorLists: ResolverTypeWrapper<VisitorListsModel>;
  VisitorSettings: ResolverTypeWrapper<VisitorSettings>;
  Withdrawal: ResolverTypeWrapper<Withdrawal>;
  WithdrawalLine: ResolverTypeWrapper<WithdrawalLine>;
  WithdrawalLineInput: WithdrawalLineInput;
  WithdrawalOrderLine: ResolverTypeWrapper<WithdrawalOrderLine>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdditionalService: AdditionalService;
  AfterLoginResult: AfterLoginResult;
  Agreements: Agreements;
  AgreementsInput: AgreementsInput;
  AppliedCoupon: AppliedCoupon;
  BankPayment: BankPayment;
  Boolean: Scalars['Boolean']['output'];
  Cart: Cart;
  CartGift: CartGift;
  CartIndirectSubjectUpdate: CartIndirectSubjectUpdate;
  CartMutationResult: CartMutationResult;
  CartStats: CartStats;
  CartSubject: CartSubject;
  CartSubjectUpdate: CartSubjectUpdate;
  CartTotals: CartTotals;
  Checkout: Checkout;
  CheckoutContextResult: CheckoutContextResult;
  CheckoutData: CheckoutData;
  CheckoutDataInput: CheckoutDataInput;
  CheckoutMutationResult: CheckoutMutationResult;
  CheckoutProgress: CheckoutProgress;
  ClpStatement: ClpStatement;
  Contact: Contact;
  ContactInput: ContactInput;
  CreatePurchaseInput: CreatePurchaseInput;
  CreatePurchaseResult: CreatePurchaseResult;
  Customer: Customer;
  CustomerMutationResult: CustomerMutationResult;
  CustomerUpdateInput: CustomerUpdateInput;
  DeliveryContact: DeliveryContact;
  DeliveryInfo: DeliveryInfo;
  DeliveryInfoInput: DeliveryInfoInput;
  DeliveryPreview: DeliveryPreview;
  ExistingCart: ExistingCart;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  GhsPictogram: GhsPictogram;
  GiftOption: GiftOption;
  Haler: Scalars['Haler']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  InvoiceInfo: InvoiceInfo;
  InvoiceInfoInput: InvoiceInfoInput;
  InvoiceLine: InvoiceLine;
  InvoicePage: InvoicePage;
  InvoiceParty: InvoiceParty;
  InvoiceSummary: InvoiceSummary;
  LoyaltyMovement: LoyaltyMovement;
  LoyaltyOverview: LoyaltyOverview;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  MutationError: MutationError;
  Order: Order;
  OrderInfo: OrderInfo;
  OrderInfoInput: OrderInfoInput;
  OrderItem: OrderItem;
  OrderMethod: OrderMethod;
  OrderPage: OrderPage;
  OrderSummary: OrderSummary;
  OrderTotals: OrderTotals;
  OrderWithdrawInput: OrderWithdrawInput;
  OrderWithdrawal: OrderWithdrawal;
  OrderWithdrawalResult: OrderWithdrawalResult;
  PasswordChangeInput: PasswordChangeInput;
  PaymentMethod: PaymentMethod;
  PersonalPickupInfo: PersonalPickupInfo;
  PickupPlace: PickupPlace;
  PricingSettingsInput: PricingSettingsInput;
  Product: Product;
  ProductBatchItem: ProductBatchItem;
  ProductBatchLine: ProductBatchLine;
  ProductBatchValidation: ProductBatchValidation;
  ProductHazard: ProductHazard;
  ProductParameter: ProductParameter;
  ProductPicture: ProductPicture;
  ProductPrice: ProductPrice;
  ProductRelation: ProductRelation;
  QuantityPrice: QuantityPrice;
  QuantitySettings: QuantitySettings;
  Query: Record<PropertyKey, never>;
  RemoveCartResult: RemoveCartResult;
  RetryPaymentResult: RetryPaymentResult;
  SafeInt: Scalars['SafeInt']['output'];
  ShareCartInput: ShareCartInput;
  ShareCartResult: ShareCartResult;
  SharedCart: SharedCart;
  SharedCartLine: SharedCartLine;
  ShippingMethod: ShippingMethod;
  ShippingPaymentMapEntry: ShippingPaymentMapEntry;
  ShoppingList: ShoppingList;
  ShoppingListItem: ShoppingListItem;
  ShoppingListResult: ShoppingListResult;
  StockAvailability: StockAvailability;
  StockInfo: StockInfo;
  StockWatch: StockWatch;
  StockWatchInput: StockWatchInput;
  StockWatchLinkResult: StockWatchLinkResult;
  StockWatchResult: StockWatchResult;
  String: Scalars['String']['output'];
  SubjectDiscounts: SubjectDiscounts;
  SubjectsTotal: SubjectsTotal;
  TaxonomyLink: TaxonomyLink;
  UnitPrice: UnitPrice;
  VatRecap: VatRecap;
  VisitorListResult: Omit<VisitorListResult, 'lists'> & { lists: ResolversParentTypes['VisitorLists'] };
  VisitorLists: VisitorListsModel;
  VisitorSettings: VisitorSettings;
  Withdrawal: Withdrawal;
  WithdrawalLine: WithdrawalLine;
  WithdrawalLineInput: WithdrawalLineInput;
  WithdrawalOrderLine: WithdrawalOrderLine;
};

export type AdditionalServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdditionalService'] = ResolversParentTypes['AdditionalService']> = {
  appliesTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AfterLoginResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AfterLoginResult'] = ResolversParentTypes['AfterLoginResult']> = {
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  existingCarts?: Resolver<Array<ResolversTypes['ExistingCart']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AgreementsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Agreements'] = ResolversParentTypes['Agreements']> = {
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  privacy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AppliedCouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  couponCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BankPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BankPayment'] = ResolversParentTypes['BankPayment']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spayd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variableSymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  couponsApplied?: Resolver<Array<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  giftOptions?: Resolver<Array<ResolversTypes['GiftOption']>, ParentType, ContextType>;
  gifts?: Resolver<Array<ResolversTypes['CartGift']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  loyaltyPointsLeft?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  priceGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricesType?: Resolver<ResolversTypes['PricesType'], ParentType, ContextType>;
  shippingMethod?: Resolver<Maybe<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  shippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['CartStats'], ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['CartSubject']>, ParentType, ContextType, RequireFields<CartSubjectsArgs, 'first'>>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
};

export type CartGiftResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartGift'] = ResolversParentTypes['CartGift']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartMutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartMutationResult'] = ResolversParentTypes['CartMutationResult']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartStats'] = ResolversParentTypes['CartStats']> = {
  maxProductDimension?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
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
  vatAmount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  vatCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartTotals'] = ResolversParentTypes['CartTotals']> = {
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gifts?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  goods?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rounding?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subjects?: Resolver<ResolversTypes['SubjectsTotal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  vatRecap?: Resolver<Array<ResolversTypes['VatRecap']>, ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  availableDestinies?: Resolver<Array<ResolversTypes['Destiny']>, ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['CheckoutData'], ParentType, ContextType>;
  deliveryPreview?: Resolver<ResolversTypes['DeliveryPreview'], ParentType, ContextType>;
  existingCarts?: Resolver<Array<ResolversTypes['ExistingCart']>, ParentType, ContextType>;
  furthestStep?: Resolver<ResolversTypes['CheckoutStep'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['CheckoutProgress'], ParentType, ContextType>;
};

export type CheckoutContextResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutContextResult'] = ResolversParentTypes['CheckoutContextResult']> = {
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CheckoutDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutData'] = ResolversParentTypes['CheckoutData']> = {
  agreements?: Resolver<ResolversTypes['Agreements'], ParentType, ContextType>;
  customerOrderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryInfo?: Resolver<ResolversTypes['DeliveryInfo'], ParentType, ContextType>;
  destiny?: Resolver<ResolversTypes['Destiny'], ParentType, ContextType>;
  invoiceInfo?: Resolver<ResolversTypes['InvoiceInfo'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderInfo?: Resolver<ResolversTypes['OrderInfo'], ParentType, ContextType>;
  personalPickupInfo?: Resolver<Maybe<ResolversTypes['PersonalPickupInfo']>, ParentType, ContextType>;
};

export type CheckoutMutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutMutationResult'] = ResolversParentTypes['CheckoutMutationResult']> = {
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CheckoutProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutProgress'] = ResolversParentTypes['CheckoutProgress']> = {
  contactsReady?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxReachableStep?: Resolver<ResolversTypes['CheckoutStep'], ParentType, ContextType>;
  methodsReady?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ClpStatementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClpStatement'] = ResolversParentTypes['ClpStatement']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyRegNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyTaxNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactType?: Resolver<ResolversTypes['ContactType'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatePurchaseResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePurchaseResult'] = ResolversParentTypes['CreatePurchaseResult']> = {
  checkout?: Resolver<Maybe<ResolversTypes['Checkout']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryContacts?: Resolver<Array<ResolversTypes['DeliveryContact']>, ParentType, ContextType, RequireFields<CustomerDeliveryContactsArgs, 'first'>>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ordersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricesType?: Resolver<ResolversTypes['PricesType'], ParentType, ContextType>;
};

export type CustomerMutationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerMutationResult'] = ResolversParentTypes['CustomerMutationResult']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeliveryContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryContact'] = ResolversParentTypes['DeliveryContact']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyRegNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyTaxNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactType?: Resolver<ResolversTypes['ContactType'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  officeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  personName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryInfo'] = ResolversParentTypes['DeliveryInfo']> = {
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  customerContact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  customerContactId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  utilization?: Resolver<ResolversTypes['DeliveryUtilization'], ParentType, ContextType>;
};

export type DeliveryPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryPreview'] = ResolversParentTypes['DeliveryPreview']> = {
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExistingCartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExistingCart'] = ResolversParentTypes['ExistingCart']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GhsPictogramResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GhsPictogram'] = ResolversParentTypes['GhsPictogram']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GiftOption'] = ResolversParentTypes['GiftOption']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface HalerScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Haler'], any> {
  name: 'Haler';
}

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  amountWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  bankPayment?: Resolver<Maybe<ResolversTypes['BankPayment']>, ParentType, ContextType>;
  buyer?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  correctedInvoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  correctionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TaxDocumentKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rounding?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  taxPointDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalToPay?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  variableSymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  vatRecap?: Resolver<Array<ResolversTypes['VatRecap']>, ParentType, ContextType>;
};

export type InvoiceInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceInfo'] = ResolversParentTypes['InvoiceInfo']> = {
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  utilization?: Resolver<ResolversTypes['InvoiceUtilization'], ParentType, ContextType>;
};

export type InvoiceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  amount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  amountWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  packType?: Resolver<ResolversTypes['PackType'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  items?: Resolver<Array<ResolversTypes['InvoiceSummary']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoicePartyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceParty'] = ResolversParentTypes['InvoiceParty']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyRegNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyTaxNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceSummary'] = ResolversParentTypes['InvoiceSummary']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalToPay?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
};

export type LoyaltyMovementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoyaltyMovement'] = ResolversParentTypes['LoyaltyMovement']> = {
  balanceAfter?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LoyaltyMovementKind'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoyaltyOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoyaltyOverview'] = ResolversParentTypes['LoyaltyOverview']> = {
  balance?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['LoyaltyMovement']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  amountWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  checkout_cart_coupon_apply?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_Coupon_ApplyArgs, 'checkoutId' | 'couponCode'>>;
  checkout_cart_coupon_remove?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_Coupon_RemoveArgs, 'checkoutId' | 'couponCode'>>;
  checkout_cart_gifts_add?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_Gifts_AddArgs, 'checkoutId' | 'gifts'>>;
  checkout_cart_gifts_remove?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_Gifts_RemoveArgs, 'checkoutId' | 'gifts'>>;
  checkout_cart_load_shared?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_Load_SharedArgs, 'checkoutId' | 'token'>>;
  checkout_cart_reset?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_ResetArgs, 'checkoutId'>>;
  checkout_cart_update_methods?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_Update_MethodsArgs, 'checkoutId'>>;
  checkout_cart_update_subject_indirect?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_Update_Subject_IndirectArgs, 'checkoutId' | 'update'>>;
  checkout_cart_update_subjects?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Cart_Update_SubjectsArgs, 'batch' | 'checkoutId'>>;
  checkout_context_afterlogin?: Resolver<ResolversTypes['AfterLoginResult'], ParentType, ContextType, RequireFields<MutationCheckout_Context_AfterloginArgs, 'checkoutId'>>;
  checkout_context_afterlogin_decision?: Resolver<ResolversTypes['AfterLoginResult'], ParentType, ContextType, RequireFields<MutationCheckout_Context_Afterlogin_DecisionArgs, 'action' | 'checkoutId'>>;
  checkout_context_afterlogin_removeCart?: Resolver<ResolversTypes['RemoveCartResult'], ParentType, ContextType, RequireFields<MutationCheckout_Context_Afterlogin_RemoveCartArgs, 'cartToRemoveId' | 'checkoutId'>>;
  checkout_context_update?: Resolver<ResolversTypes['CheckoutContextResult'], ParentType, ContextType, RequireFields<MutationCheckout_Context_UpdateArgs, 'checkoutId'>>;
  checkout_create_purchase?: Resolver<ResolversTypes['CreatePurchaseResult'], ParentType, ContextType, RequireFields<MutationCheckout_Create_PurchaseArgs, 'checkoutId' | 'input'>>;
  checkout_data_update?: Resolver<ResolversTypes['CheckoutMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Data_UpdateArgs, 'checkoutId' | 'input'>>;
  checkout_order_retry_payment?: Resolver<ResolversTypes['RetryPaymentResult'], ParentType, ContextType, RequireFields<MutationCheckout_Order_Retry_PaymentArgs, 'orderNumber'>>;
  checkout_share_cart?: Resolver<ResolversTypes['ShareCartResult'], ParentType, ContextType, RequireFields<MutationCheckout_Share_CartArgs, 'checkoutId' | 'input'>>;
  checkout_step_reached?: Resolver<ResolversTypes['CheckoutMutationResult'], ParentType, ContextType, RequireFields<MutationCheckout_Step_ReachedArgs, 'checkoutId' | 'step'>>;
  compare_add?: Resolver<ResolversTypes['VisitorListResult'], ParentType, ContextType, RequireFields<MutationCompare_AddArgs, 'sku'>>;
  compare_clear?: Resolver<ResolversTypes['VisitorLists'], ParentType, ContextType>;
  compare_remove?: Resolver<ResolversTypes['VisitorListResult'], ParentType, ContextType, RequireFields<MutationCompare_RemoveArgs, 'sku'>>;
  customer_change_password?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationCustomer_Change_PasswordArgs, 'input'>>;
  customer_delivery_contact_create?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationCustomer_Delivery_Contact_CreateArgs, 'input'>>;
  customer_delivery_contact_delete?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationCustomer_Delivery_Contact_DeleteArgs, 'id'>>;
  customer_delivery_contact_set_default?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationCustomer_Delivery_Contact_Set_DefaultArgs, 'id'>>;
  customer_delivery_contact_update?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationCustomer_Delivery_Contact_UpdateArgs, 'id' | 'input'>>;
  customer_update?: Resolver<ResolversTypes['CustomerMutationResult'], ParentType, ContextType, RequireFields<MutationCustomer_UpdateArgs, 'input'>>;
  order_withdraw?: Resolver<ResolversTypes['OrderWithdrawalResult'], ParentType, ContextType, RequireFields<MutationOrder_WithdrawArgs, 'input'>>;
  order_withdrawal_lookup?: Resolver<ResolversTypes['OrderWithdrawalResult'], ParentType, ContextType, RequireFields<MutationOrder_Withdrawal_LookupArgs, 'email' | 'orderNumber'>>;
  recently_viewed_add?: Resolver<ResolversTypes['VisitorLists'], ParentType, ContextType, RequireFields<MutationRecently_Viewed_AddArgs, 'sku'>>;
  shopping_list_create?: Resolver<ResolversTypes['ShoppingListResult'], ParentType, ContextType, RequireFields<MutationShopping_List_CreateArgs, 'checkoutId' | 'name'>>;
  shopping_list_delete?: Resolver<ResolversTypes['ShoppingListResult'], ParentType, ContextType, RequireFields<MutationShopping_List_DeleteArgs, 'id'>>;
  shopping_list_load?: Resolver<ResolversTypes['CartMutationResult'], ParentType, ContextType, RequireFields<MutationShopping_List_LoadArgs, 'checkoutId' | 'id' | 'mode'>>;
  stock_watch_cancel?: Resolver<ResolversTypes['StockWatchResult'], ParentType, ContextType, RequireFields<MutationStock_Watch_CancelArgs, 'id'>>;
  stock_watch_cancel_by_link?: Resolver<ResolversTypes['StockWatchLinkResult'], ParentType, ContextType, RequireFields<MutationStock_Watch_Cancel_By_LinkArgs, 'token'>>;
  stock_watch_subscribe?: Resolver<ResolversTypes['StockWatchResult'], ParentType, ContextType, RequireFields<MutationStock_Watch_SubscribeArgs, 'input'>>;
  update_settings?: Resolver<ResolversTypes['VisitorSettings'], ParentType, ContextType, RequireFields<MutationUpdate_SettingsArgs, 'pricesType'>>;
};

export type MutationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationError'] = ResolversParentTypes['MutationError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  bankPayment?: Resolver<Maybe<ResolversTypes['BankPayment']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coupons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerOrderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryContact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  destiny?: Resolver<ResolversTypes['Destiny'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  invoiceContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['OrderMethod'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personalPickup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['OrderMethod'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  withdrawal?: Resolver<Maybe<ResolversTypes['OrderWithdrawal']>, ParentType, ContextType>;
};

export type OrderInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderInfo'] = ResolversParentTypes['OrderInfo']> = {
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  utilization?: Resolver<ResolversTypes['OrderUtilization'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packType?: Resolver<ResolversTypes['PackType'], ParentType, ContextType>;
  productSku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderMethod'] = ResolversParentTypes['OrderMethod']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['OrderSummary']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSummary'] = ResolversParentTypes['OrderSummary']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destiny?: Resolver<ResolversTypes['Destiny'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalToPay?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
};

export type OrderTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = {
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rounding?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalToPay?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  vatRecap?: Resolver<Array<ResolversTypes['VatRecap']>, ParentType, ContextType>;
};

export type OrderWithdrawalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderWithdrawal'] = ResolversParentTypes['OrderWithdrawal']> = {
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['WithdrawalOrderLine']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCreatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  withdrawals?: Resolver<Array<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
};

export type OrderWithdrawalResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderWithdrawalResult'] = ResolversParentTypes['OrderWithdrawalResult']> = {
  created?: Resolver<Maybe<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withdrawal?: Resolver<Maybe<ResolversTypes['OrderWithdrawal']>, ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  availableForShipping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cartTotalSettlementOfPettyCash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disabledReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failedRules?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentGateway?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  requiresLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  vatCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PersonalPickupInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonalPickupInfo'] = ResolversParentTypes['PersonalPickupInfo']> = {
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  methodSku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['PickupPlace']>, ParentType, ContextType>;
};

export type PickupPlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PickupPlace'] = ResolversParentTypes['PickupPlace']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingHours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  telephone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  availability?: Resolver<ResolversTypes['StockAvailability'], ParentType, ContextType>;
  availabilityCarton?: Resolver<Maybe<ResolversTypes['StockAvailability']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['TaxonomyLink']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hazard?: Resolver<Maybe<ResolversTypes['ProductHazard']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['TaxonomyLink']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['ProductParameter']>, ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['ProductPicture']>, ParentType, ContextType>;
  piecesPerCarton?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
  purchasable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quantityPrices?: Resolver<Array<ResolversTypes['QuantityPrice']>, ParentType, ContextType>;
  quantitySettings?: Resolver<ResolversTypes['QuantitySettings'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  relatedAdditionalServices?: Resolver<Array<ResolversTypes['AdditionalService']>, ParentType, ContextType>;
  relations?: Resolver<Array<ResolversTypes['ProductRelation']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['StockInfo']>, ParentType, ContextType>;
  taxonomies?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['UnitPrice']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductBatchItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductBatchItem'] = ResolversParentTypes['ProductBatchItem']> = {
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductBatchLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductBatchLine'] = ResolversParentTypes['ProductBatchLine']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  raw?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedQuantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductBatchValidationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductBatchValidation'] = ResolversParentTypes['ProductBatchValidation']> = {
  items?: Resolver<Array<ResolversTypes['ProductBatchItem']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ProductBatchLine']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductHazardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductHazard'] = ResolversParentTypes['ProductHazard']> = {
  hazardStatements?: Resolver<Array<ResolversTypes['ClpStatement']>, ParentType, ContextType>;
  hazardous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pictograms?: Resolver<Array<ResolversTypes['GhsPictogram']>, ParentType, ContextType>;
  precautionaryStatements?: Resolver<Array<ResolversTypes['ClpStatement']>, ParentType, ContextType>;
  safetyDataSheetUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signalWord?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signalWordText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ufi?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductParameterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductParameter'] = ResolversParentTypes['ProductParameter']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductPictureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPicture'] = ResolversParentTypes['ProductPicture']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jpegSrcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webpSrcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  amount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  amountWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lowestPrice30Days?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  originalAmountWithTax?: Resolver<Maybe<ResolversTypes['Haler']>, ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductRelationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductRelation'] = ResolversParentTypes['ProductRelation']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  relationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuantityPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuantityPrice'] = ResolversParentTypes['QuantityPrice']> = {
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packType?: Resolver<ResolversTypes['PackType'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
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
  checkout_validate_product_batch?: Resolver<ResolversTypes['ProductBatchValidation'], ParentType, ContextType, RequireFields<QueryCheckout_Validate_Product_BatchArgs, 'text'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerInvoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryCustomerInvoiceArgs, 'invoiceNumber'>>;
  customerInvoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryCustomerInvoicesArgs, 'page' | 'pageSize'>>;
  customerLoyalty?: Resolver<Maybe<ResolversTypes['LoyaltyOverview']>, ParentType, ContextType, RequireFields<QueryCustomerLoyaltyArgs, 'page' | 'pageSize'>>;
  customerOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryCustomerOrderArgs, 'orderNumber'>>;
  customerOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryCustomerOrdersArgs, 'page' | 'pageSize'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'orderNumber'>>;
  sharedCart?: Resolver<Maybe<ResolversTypes['SharedCart']>, ParentType, ContextType, RequireFields<QuerySharedCartArgs, 'token'>>;
  shippingPaymentMap?: Resolver<Array<ResolversTypes['ShippingPaymentMapEntry']>, ParentType, ContextType>;
  shoppingLists?: Resolver<Array<ResolversTypes['ShoppingList']>, ParentType, ContextType>;
  stockWatches?: Resolver<Array<ResolversTypes['StockWatch']>, ParentType, ContextType>;
  visitorLists?: Resolver<ResolversTypes['VisitorLists'], ParentType, ContextType>;
  visitorSettings?: Resolver<ResolversTypes['VisitorSettings'], ParentType, ContextType>;
};

export type RemoveCartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveCartResult'] = ResolversParentTypes['RemoveCartResult']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  existingCarts?: Resolver<Array<ResolversTypes['ExistingCart']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RetryPaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetryPaymentResult'] = ResolversParentTypes['RetryPaymentResult']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
};

export interface SafeIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['SafeInt'], any> {
  name: 'SafeInt';
}

export type ShareCartResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareCartResult'] = ResolversParentTypes['ShareCartResult']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SharedCartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedCart'] = ResolversParentTypes['SharedCart']> = {
  lines?: Resolver<Array<ResolversTypes['SharedCartLine']>, ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharedCartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedCartLine'] = ResolversParentTypes['SharedCartLine']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disabledReasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failedRules?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parcelService?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personalPickup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pickupPlace?: Resolver<Maybe<ResolversTypes['PickupPlace']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  requiresLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  vatCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShippingPaymentMapEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingPaymentMapEntry'] = ResolversParentTypes['ShippingPaymentMapEntry']> = {
  paymentMethodSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  priceWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  shippingMethodSku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShoppingListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShoppingList'] = ResolversParentTypes['ShoppingList']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ShoppingListItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShoppingListItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShoppingListItem'] = ResolversParentTypes['ShoppingListItem']> = {
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShoppingListResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShoppingListResult'] = ResolversParentTypes['ShoppingListResult']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  list?: Resolver<Maybe<ResolversTypes['ShoppingList']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type StockWatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockWatch'] = ResolversParentTypes['StockWatch']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockWatchLinkResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockWatchLinkResult'] = ResolversParentTypes['StockWatchLinkResult']> = {
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StockWatchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockWatchResult'] = ResolversParentTypes['StockWatchResult']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  watch?: Resolver<Maybe<ResolversTypes['StockWatch']>, ParentType, ContextType>;
};

export type SubjectDiscountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubjectDiscounts'] = ResolversParentTypes['SubjectDiscounts']> = {
  discountCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  totalDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SubjectsTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubjectsTotal'] = ResolversParentTypes['SubjectsTotal']> = {
  amount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  amountWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaxonomyLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxonomyLink'] = ResolversParentTypes['TaxonomyLink']> = {
  hash?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnitPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UnitPrice'] = ResolversParentTypes['UnitPrice']> = {
  amount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  amountWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VatRecapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VatRecap'] = ResolversParentTypes['VatRecap']> = {
  base?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
};

export type VisitorListResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitorListResult'] = ResolversParentTypes['VisitorListResult']> = {
  errors?: Resolver<Array<ResolversTypes['MutationError']>, ParentType, ContextType>;
  lists?: Resolver<ResolversTypes['VisitorLists'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisitorListsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitorLists'] = ResolversParentTypes['VisitorLists']> = {
  compare?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  compareProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recentlyViewed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recentlyViewedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<VisitorListsRecentlyViewedProductsArgs, 'first'>>;
};

export type VisitorSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VisitorSettings'] = ResolversParentTypes['VisitorSettings']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricesType?: Resolver<ResolversTypes['PricesType'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WithdrawalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Withdrawal'] = ResolversParentTypes['Withdrawal']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['WithdrawalLine']>, ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WithdrawalLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawalLine'] = ResolversParentTypes['WithdrawalLine']> = {
  amountWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WithdrawalOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WithdrawalOrderLine'] = ResolversParentTypes['WithdrawalOrderLine']> = {
  left?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packType?: Resolver<ResolversTypes['PackType'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withdrawn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdditionalService?: AdditionalServiceResolvers<ContextType>;
  AfterLoginResult?: AfterLoginResultResolvers<ContextType>;
  Agreements?: AgreementsResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  BankPayment?: BankPaymentResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartGift?: CartGiftResolvers<ContextType>;
  CartMutationResult?: CartMutationResultResolvers<ContextType>;
  CartStats?: CartStatsResolvers<ContextType>;
  CartSubject?: CartSubjectResolvers<ContextType>;
  CartTotals?: CartTotalsResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  CheckoutContextResult?: CheckoutContextResultResolvers<ContextType>;
  CheckoutData?: CheckoutDataResolvers<ContextType>;
  CheckoutMutationResult?: CheckoutMutationResultResolvers<ContextType>;
  CheckoutProgress?: CheckoutProgressResolvers<ContextType>;
  ClpStatement?: ClpStatementResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  CreatePurchaseResult?: CreatePurchaseResultResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerMutationResult?: CustomerMutationResultResolvers<ContextType>;
  DeliveryContact?: DeliveryContactResolvers<ContextType>;
  DeliveryInfo?: DeliveryInfoResolvers<ContextType>;
  DeliveryPreview?: DeliveryPreviewResolvers<ContextType>;
  ExistingCart?: ExistingCartResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  GhsPictogram?: GhsPictogramResolvers<ContextType>;
  GiftOption?: GiftOptionResolvers<ContextType>;
  Haler?: GraphQLScalarType;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceInfo?: InvoiceInfoResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  InvoiceParty?: InvoicePartyResolvers<ContextType>;
  InvoiceSummary?: InvoiceSummaryResolvers<ContextType>;
  LoyaltyMovement?: LoyaltyMovementResolvers<ContextType>;
  LoyaltyOverview?: LoyaltyOverviewResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationError?: MutationErrorResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderInfo?: OrderInfoResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderMethod?: OrderMethodResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderSummary?: OrderSummaryResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  OrderWithdrawal?: OrderWithdrawalResolvers<ContextType>;
  OrderWithdrawalResult?: OrderWithdrawalResultResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PersonalPickupInfo?: PersonalPickupInfoResolvers<ContextType>;
  PickupPlace?: PickupPlaceResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductBatchItem?: ProductBatchItemResolvers<ContextType>;
  ProductBatchLine?: ProductBatchLineResolvers<ContextType>;
  ProductBatchValidation?: ProductBatchValidationResolvers<ContextType>;
  ProductHazard?: ProductHazardResolvers<ContextType>;
  ProductParameter?: ProductParameterResolvers<ContextType>;
  ProductPicture?: ProductPictureResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductRelation?: ProductRelationResolvers<ContextType>;
  QuantityPrice?: QuantityPriceResolvers<ContextType>;
  QuantitySettings?: QuantitySettingsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemoveCartResult?: RemoveCartResultResolvers<ContextType>;
  RetryPaymentResult?: RetryPaymentResultResolvers<ContextType>;
  SafeInt?: GraphQLScalarType;
  ShareCartResult?: ShareCartResultResolvers<ContextType>;
  SharedCart?: SharedCartResolvers<ContextType>;
  SharedCartLine?: SharedCartLineResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingPaymentMapEntry?: ShippingPaymentMapEntryResolvers<ContextType>;
  ShoppingList?: ShoppingListResolvers<ContextType>;
  ShoppingListItem?: ShoppingListItemResolvers<ContextType>;
  ShoppingListResult?: ShoppingListResultResolvers<ContextType>;
  StockAvailability?: StockAvailabilityResolvers<ContextType>;
  StockInfo?: StockInfoResolvers<ContextType>;
  StockWatch?: StockWatchResolvers<ContextType>;
  StockWatchLinkResult?: StockWatchLinkResultResolvers<ContextType>;
  StockWatchResult?: StockWatchResultResolvers<ContextType>;
  SubjectDiscounts?: SubjectDiscountsResolvers<ContextType>;
  SubjectsTotal?: SubjectsTotalResolvers<ContextType>;
  TaxonomyLink?: TaxonomyLinkResolvers<ContextType>;
  UnitPrice?: UnitPriceResolvers<ContextType>;
  VatRecap?: VatRecapResolvers<ContextType>;
  VisitorListResult?: VisitorListResultResolvers<ContextType>;
  VisitorLists?: VisitorListsResolvers<ContextType>;
  VisitorSettings?: VisitorSettingsResolvers<ContextType>;
  Withdrawal?: WithdrawalResolvers<ContextType>;
  WithdrawalLine?: WithdrawalLineResolvers<ContextType>;
  WithdrawalOrderLine?: WithdrawalOrderLineResolvers<ContextType>;
};

