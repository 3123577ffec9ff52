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

export type OrderWithdrawInput = {
  /** A guest's proof: the e-mail the order was placed with. Without it the caller must be the order's reader. */
  email?: string | null | undefined;
  lines: Array<WithdrawalLineInput>;
  orderNumber: string;
};

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

export type StockWatchInput = {
  email: string;
  /** Pieces that must be in stock; null or missing: any. */
  quantity?: number | null | undefined;
  sku: string;
};

export type SubjectUpdateMode =
  /** Add this quantity to the line. */
  | 'ADD'
  /** Set the line to this quantity (0 removes it). */
  | 'SET';

/** invoice: faktura – daňový doklad; creditNote: opravný daňový doklad (a correction of an invoice, e.g. after a withdrawal). */
export type TaxDocumentKind =
  | 'creditNote'
  | 'invoice';

export type WithdrawalLineInput = {
  /** WithdrawalOrderLine.position. */
  position: number;
  quantity: number;
};
