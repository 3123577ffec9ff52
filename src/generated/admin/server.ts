import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { AdminContext } from '../../server/admin/context.js';
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
  /** An amount of money in haléře (1 Kč = 100 haléřů). */
  Haler: { input: number; output: number; }
};

export type AdminArticle = {
  __typename?: 'AdminArticle';
  alias: Scalars['String']['output'];
  /** Sanitised HTML. */
  body: Scalars['String']['output'];
  category?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  /** ISO timestamp. */
  publishedAt: Scalars['String']['output'];
  teaserImage?: Maybe<Scalars['String']['output']>;
  teaserText: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** advisor, blog, news or article (a content page). */
  type: Scalars['String']['output'];
  /** The storefront address. */
  url: Scalars['String']['output'];
};

export type AdminArticlePage = {
  __typename?: 'AdminArticlePage';
  items: Array<AdminArticle>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminArticleResult = {
  __typename?: 'AdminArticleResult';
  article?: Maybe<AdminArticle>;
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
};

export type AdminBanner = {
  __typename?: 'AdminBanner';
  cta: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type AdminBannersResult = {
  __typename?: 'AdminBannersResult';
  banners: Array<AdminBanner>;
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
};

export type AdminCategory = {
  __typename?: 'AdminCategory';
  depth: Scalars['Int']['output'];
  hash: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type AdminComplaint = {
  __typename?: 'AdminComplaint';
  createdAt: Scalars['String']['output'];
  daysLeft: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  productSku: Scalars['String']['output'];
  resolution?: Maybe<Scalars['String']['output']>;
  resolvedAt?: Maybe<Scalars['String']['output']>;
  /** Last day to settle (YYYY-MM-DD): 30 days after the claim. */
  settleDeadline: Scalars['String']['output'];
  /** open or resolved. */
  state: Scalars['String']['output'];
};

export type AdminComplaintPage = {
  __typename?: 'AdminComplaintPage';
  items: Array<AdminComplaint>;
  totalCount: Scalars['Int']['output'];
};

export type AdminComplaintResult = {
  __typename?: 'AdminComplaintResult';
  complaint?: Maybe<AdminComplaint>;
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
};

export type AdminContact = {
  __typename?: 'AdminContact';
  email: Scalars['String']['output'];
  lines: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type AdminCustomer = {
  __typename?: 'AdminCustomer';
  city?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  /** IČO. */
  companyRegNo?: Maybe<Scalars['String']['output']>;
  /** DIČ. */
  companyTaxNo?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp of the registration. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The person's or company's name. */
  name: Scalars['String']['output'];
  newsletter: Scalars['Boolean']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  priceGroup: PriceGroup;
  /** B2C or B2B (prices with or without VAT shown first). */
  pricesType: Scalars['String']['output'];
};

export type AdminCustomerDetail = {
  __typename?: 'AdminCustomerDetail';
  customer: AdminCustomer;
  /** The loyalty balance from the ledger of point movements. */
  loyaltyPoints: Scalars['Int']['output'];
  ordersCount: Scalars['Int']['output'];
};

export type AdminCustomerPage = {
  __typename?: 'AdminCustomerPage';
  items: Array<AdminCustomer>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminCustomerResult = {
  __typename?: 'AdminCustomerResult';
  customer?: Maybe<AdminCustomerDetail>;
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
};

export type AdminDeleteResult = {
  __typename?: 'AdminDeleteResult';
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
};

export type AdminError = {
  __typename?: 'AdminError';
  code: Scalars['String']['output'];
  /** The input field the error belongs to, when it is one. */
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type AdminMail = {
  __typename?: 'AdminMail';
  attempts: Scalars['Int']['output'];
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The last SMTP error, when an attempt failed. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp of the next attempt (while queued). */
  nextAttemptAt: Scalars['String']['output'];
  /** ISO timestamp, once sent. */
  sentAt?: Maybe<Scalars['String']['output']>;
  /** queued, sending, sent or failed. */
  state: Scalars['String']['output'];
  stateText: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  /** The e-mail's template (purchaseCreated, watchdog …). */
  template: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type AdminMailPage = {
  __typename?: 'AdminMailPage';
  /** True when a next page exists. */
  hasMore: Scalars['Boolean']['output'];
  items: Array<AdminMail>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
};

export type AdminMailResult = {
  __typename?: 'AdminMailResult';
  errors: Array<AdminError>;
  mail?: Maybe<AdminMail>;
  ok: Scalars['Boolean']['output'];
};

export type AdminNavigationArea = {
  __typename?: 'AdminNavigationArea';
  /** categories, groups, horizontalNav, main, mobileAfter, topNav or topNavLeft. */
  area: Scalars['String']['output'];
  items: Array<AdminNavigationItem>;
};

export type AdminNavigationItem = {
  __typename?: 'AdminNavigationItem';
  /** openChat. */
  action?: Maybe<Scalars['String']['output']>;
  /** Sub-items the item carries (kept as they are). */
  childCount: Scalars['Int']['output'];
  code?: Maybe<Scalars['String']['output']>;
  /** The category of a taxonomy item. */
  hash?: Maybe<Scalars['String']['output']>;
  /** The address of a remote item. */
  href?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  /** local (a page of the shop), remote (another site, mailto:, tel:), taxonomy (a category), action or label (text only). */
  kind: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** A remote item opens in a new window. */
  newWindow: Scalars['Boolean']['output'];
  /** The shop path of a local item. */
  to?: Maybe<Scalars['String']['output']>;
};

export type AdminNavigationResult = {
  __typename?: 'AdminNavigationResult';
  area?: Maybe<AdminNavigationArea>;
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
};

export type AdminOrder = {
  __typename?: 'AdminOrder';
  cancelReason?: Maybe<Scalars['String']['output']>;
  carrier?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  creditNoteNumbers: Array<Scalars['String']['output']>;
  /** The customer's note to the order. */
  customerNotes: Scalars['String']['output'];
  deliveryContact?: Maybe<AdminContact>;
  destiny: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** The audit log of this order, newest first. */
  history: Array<AuditEntry>;
  id: Scalars['ID']['output'];
  invoiceContact: AdminContact;
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  items: Array<AdminOrderItem>;
  /** States the order may move to now (the domain's state machine). */
  nextStates: Array<Scalars['String']['output']>;
  notes: Array<OrderNote>;
  number: Scalars['String']['output'];
  orderContact: AdminContact;
  paymentName: Scalars['String']['output'];
  paymentStatus: Scalars['String']['output'];
  payments: Array<AdminPayment>;
  personalPickup: Scalars['Boolean']['output'];
  registeredCustomer: Scalars['Boolean']['output'];
  shippingName: Scalars['String']['output'];
  state: Scalars['String']['output'];
  stateText: Scalars['String']['output'];
  totalToPay: Scalars['Haler']['output'];
  trackingNumber?: Maybe<Scalars['String']['output']>;
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

export type AdminOrderFilter = {
  /** First day (YYYY-MM-DD, Prague), inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** not-required, pending, paid, failed, cancelled. */
  paymentStatus?: InputMaybe<Scalars['String']['input']>;
  /** new, processing, sent, ready-for-pickup, delivered, cancelled. */
  state?: InputMaybe<Scalars['String']['input']>;
  /** Order number, name or e-mail (part of it). */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Last day (YYYY-MM-DD, Prague), inclusive. */
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AdminOrderItem = {
  __typename?: 'AdminOrderItem';
  kind: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  text: Scalars['String']['output'];
  totalWithTax: Scalars['Haler']['output'];
  unitPriceWithTax: Scalars['Haler']['output'];
};

export type AdminOrderListItem = {
  __typename?: 'AdminOrderListItem';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  number: Scalars['String']['output'];
  paymentStatus: Scalars['String']['output'];
  state: Scalars['String']['output'];
  stateText: Scalars['String']['output'];
  totalToPay: Scalars['Haler']['output'];
};

export type AdminOrderPage = {
  __typename?: 'AdminOrderPage';
  items: Array<AdminOrderListItem>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminOrderResult = {
  __typename?: 'AdminOrderResult';
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
  order?: Maybe<AdminOrder>;
  /** mail-failed when the order changed but its e-mail could not be sent. */
  warnings: Array<Scalars['String']['output']>;
};

export type AdminPayment = {
  __typename?: 'AdminPayment';
  amount: Scalars['Haler']['output'];
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  provider: Scalars['String']['output'];
  /** What can be refunded now (haléře): the whole amount of a paid payment, else 0. */
  refundable: Scalars['Haler']['output'];
  status: Scalars['String']['output'];
};

export type AdminPriceGroup = {
  __typename?: 'AdminPriceGroup';
  b2b: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One period of a price (the storefront's lowest price of 30 days is read from these). */
export type AdminPricePeriod = {
  __typename?: 'AdminPricePeriod';
  price: Scalars['Haler']['output'];
  priceGroup: Scalars['String']['output'];
  priceWithTax: Scalars['Haler']['output'];
  /** ISO timestamp. */
  validFrom: Scalars['String']['output'];
  /** ISO timestamp; null: the current price. */
  validTo?: Maybe<Scalars['String']['output']>;
};

export type AdminProduct = {
  __typename?: 'AdminProduct';
  /** The chosen categories (their ancestors are linked too, but not listed here). */
  categoryHashes: Array<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  ean?: Maybe<Scalars['String']['output']>;
  /** The audit log of this product, newest first. */
  history: Array<AuditEntry>;
  mainCategoryHash?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  onSale: Scalars['Boolean']['output'];
  parameters: Array<AdminProductParameter>;
  /** Newest first, at most 50. */
  priceHistory: Array<AdminPricePeriod>;
  prices: Array<AdminProductPrice>;
  sku: Scalars['ID']['output'];
  stockQuantity: Scalars['Int']['output'];
  stockState?: Maybe<Scalars['String']['output']>;
  tiers: Array<AdminQuantityTier>;
  /** The storefront address of the product. */
  url: Scalars['String']['output'];
  vatRate: Scalars['Int']['output'];
};

export type AdminProductFilter = {
  /** A category (its products and its subcategories' products). */
  categoryHash?: InputMaybe<Scalars['String']['input']>;
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  /** in (a positive quantity) or out (none). */
  stock?: InputMaybe<Scalars['String']['input']>;
  /** Part of the name, the SKU or the EAN. */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type AdminProductImage = {
  __typename?: 'AdminProductImage';
  alt: Scalars['String']['output'];
  hash: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** 1 is the main picture. */
  position: Scalars['Int']['output'];
  variants: Array<AdminProductImageVariant>;
  /** Size of the upright original. */
  width: Scalars['Int']['output'];
};

export type AdminProductImageVariant = {
  __typename?: 'AdminProductImageVariant';
  /** webp or jpg. */
  format: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  /** Content-hashed address, cacheable for ever. */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type AdminProductImages = {
  __typename?: 'AdminProductImages';
  images: Array<AdminProductImage>;
  name: Scalars['String']['output'];
  sku: Scalars['ID']['output'];
};

export type AdminProductImagesResult = {
  __typename?: 'AdminProductImagesResult';
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
  product?: Maybe<AdminProductImages>;
};

export type AdminProductListItem = {
  __typename?: 'AdminProductListItem';
  ean?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  onSale: Scalars['Boolean']['output'];
  /** Net price of the default price group (_default), when it has one. */
  price?: Maybe<Scalars['Haler']['output']>;
  sku: Scalars['ID']['output'];
  stockQuantity: Scalars['Int']['output'];
  stockState?: Maybe<Scalars['String']['output']>;
  stockStateText: Scalars['String']['output'];
};

export type AdminProductPage = {
  __typename?: 'AdminProductPage';
  items: Array<AdminProductListItem>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AdminProductParameter = {
  __typename?: 'AdminProductParameter';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type AdminProductPrice = {
  __typename?: 'AdminProductPrice';
  /** Without VAT (what is edited). */
  price: Scalars['Haler']['output'];
  priceGroup: Scalars['String']['output'];
  /** Derived from the price and the product's VAT rate. */
  priceWithTax: Scalars['Haler']['output'];
};

export type AdminProductResult = {
  __typename?: 'AdminProductResult';
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
  product?: Maybe<AdminProduct>;
};

export type AdminQuantityTier = {
  __typename?: 'AdminQuantityTier';
  minQuantity: Scalars['Int']['output'];
  /** pcs or carton. */
  packType: Scalars['String']['output'];
  price: Scalars['Haler']['output'];
  priceGroup: Scalars['String']['output'];
  priceWithTax: Scalars['Haler']['output'];
};

export type AdminStatusBar = {
  __typename?: 'AdminStatusBar';
  closable: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Inline HTML (links, bold, italic). */
  message: Scalars['String']['output'];
  /** Paths the bar shows on; empty = every page. */
  pathList: Array<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  /** danger, info, success or warning. */
  type: Scalars['String']['output'];
};

export type AdminStatusBarResult = {
  __typename?: 'AdminStatusBarResult';
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
  statusBar?: Maybe<AdminStatusBar>;
};

export type AdminStockState = {
  __typename?: 'AdminStockState';
  code: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type AdminWithdrawal = {
  __typename?: 'AdminWithdrawal';
  createdAt: Scalars['String']['output'];
  /** Days until the deadline; negative: overdue. */
  daysLeft: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  refundAmount: Scalars['Haler']['output'];
  /** Last day to refund (YYYY-MM-DD): 14 days after the withdrawal. */
  refundDeadline: Scalars['String']['output'];
  /** True when the order has a paid online payment, so the money can go back through its gateway (Vrátit platbu on the order). */
  refundableOnline: Scalars['Boolean']['output'];
  refundedAt?: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  stateText: Scalars['String']['output'];
};

export type AdminWithdrawalPage = {
  __typename?: 'AdminWithdrawalPage';
  items: Array<AdminWithdrawal>;
  totalCount: Scalars['Int']['output'];
};

export type AdminWithdrawalResult = {
  __typename?: 'AdminWithdrawalResult';
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
  withdrawal?: Maybe<AdminWithdrawal>;
};

export type ArticleInput = {
  alias: Scalars['String']['input'];
  body: Scalars['String']['input'];
  category?: InputMaybe<Scalars['String']['input']>;
  position: Scalars['Int']['input'];
  /** ISO timestamp; now when omitted. */
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  teaserImage?: InputMaybe<Scalars['String']['input']>;
  teaserText: Scalars['String']['input'];
  title: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  /** JSON after the action (null: deleted). */
  after?: Maybe<Scalars['String']['output']>;
  /** ISO timestamp. */
  at: Scalars['String']['output'];
  /** JSON of the row's fields before the action (null: created). */
  before?: Maybe<Scalars['String']['output']>;
  entity: Scalars['String']['output'];
  entityId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  staffEmail: Scalars['String']['output'];
};

export type AuditPage = {
  __typename?: 'AuditPage';
  items: Array<AuditEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type BannerInput = {
  cta: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  image: Scalars['String']['input'];
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type CarrierOption = {
  __typename?: 'CarrierOption';
  name: Scalars['String']['output'];
};

/** A CSV import job: checking (every line), then for a real import without errors applying in batches. */
export type CatalogueImport = {
  __typename?: 'CatalogueImport';
  applyMs?: Maybe<Scalars['Int']['output']>;
  /** Lines that change their product or its prices. */
  changedRows: Scalars['Int']['output'];
  checkMs?: Maybe<Scalars['Int']['output']>;
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  dryRun: Scalars['Boolean']['output'];
  errorCount: Scalars['Int']['output'];
  /** The first 500 errors. */
  errors: Array<CatalogueImportLineError>;
  id: Scalars['ID']['output'];
  priceChanges: Scalars['Int']['output'];
  processedRows: Scalars['Int']['output'];
  staffEmail: Scalars['String']['output'];
  /** checking, checked (a dry run is done), applying, done, failed (nothing changed, or see errors). */
  state: Scalars['String']['output'];
  stateText: Scalars['String']['output'];
  totalRows: Scalars['Int']['output'];
};

export type CatalogueImportLineError = {
  __typename?: 'CatalogueImportLineError';
  /** The column's header, when the error is in one cell. */
  column?: Maybe<Scalars['String']['output']>;
  /** Line of the file (the header is line 1). */
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type CatalogueOptions = {
  __typename?: 'CatalogueOptions';
  categories: Array<AdminCategory>;
  priceGroups: Array<AdminPriceGroup>;
  stockStates: Array<AdminStockState>;
  vatRates: Array<Scalars['Int']['output']>;
};

export type CreateStaffInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  roles: Array<StaffRole>;
};

export type Dashboard = {
  __typename?: 'Dashboard';
  lowStock: Array<LowStockProduct>;
  openComplaints: Scalars['Int']['output'];
  openWithdrawals: Scalars['Int']['output'];
  ordersToday: Scalars['Int']['output'];
  /** Orders placed today and not cancelled, total to pay. */
  revenueToday: Scalars['Haler']['output'];
  /** Today in Prague (YYYY-MM-DD). */
  today: Scalars['String']['output'];
  /** Orders waiting for the shop (new, processing, ready-for-pickup) per state. */
  waiting: Array<StateCount>;
};

export type LowStockProduct = {
  __typename?: 'LowStockProduct';
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

/** The signed-in staff member and what the session may do. */
export type Me = {
  __typename?: 'Me';
  /** The local demo (no PUBLIC_URL). */
  demo: Scalars['Boolean']['output'];
  /** True while an admin outside the local demo has no two-factor sign-in yet: only enrolment is allowed. */
  mustEnrolTotp: Scalars['Boolean']['output'];
  staff: Staff;
  /** Whether this shop requires two-factor sign-in of this staff member (false: offered). */
  totpRequired: Scalars['Boolean']['output'];
};

export type MeResult = {
  __typename?: 'MeResult';
  errors: Array<AdminError>;
  me?: Maybe<Me>;
  ok: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** orders. */
  addOrderNote: AdminOrderResult;
  confirmTotpEnrolment: MeResult;
  /** admin. */
  createStaff: StaffResult;
  /** content: removes an article; audit-logged. */
  deleteArticle: AdminDeleteResult;
  deleteProductImage: AdminProductImagesResult;
  /** content: removes a status bar; audit-logged. */
  deleteStatusBar: AdminDeleteResult;
  /** orders: the money of a withdrawal was sent back. */
  markWithdrawalRefunded: AdminWithdrawalResult;
  /** orders: returns money of a paid online payment through its gateway. Warning test-payment: the test provider only recorded it. */
  refundPayment: AdminOrderResult;
  reorderProductImages: AdminProductImagesResult;
  /** admin: a failed (or still queued) e-mail is queued again and sent at once, with its Message-ID. */
  resendMail: AdminMailResult;
  /** orders: the complaint was settled (the resolution is kept). */
  resolveComplaint: AdminComplaintResult;
  /** content: a new article (id null) or a change of one; the body is sanitised; audit-logged. */
  saveArticle: AdminArticleResult;
  /** content: replaces the home page banners (in this order); audit-logged. */
  saveBanners: AdminBannersResult;
  /** content: replaces an area's items; audit-logged. */
  saveNavigation: AdminNavigationResult;
  /** content: a new status bar (id null) or a change of one; audit-logged. */
  saveStatusBar: AdminStatusBarResult;
  /** orders: the customer buys at this price group; their open carts are repriced at once; audit-logged. */
  setCustomerPriceGroup: AdminCustomerResult;
  setProductImageAlt: AdminProductImagesResult;
  signIn: SignInResult;
  signOut: OkResult;
  /** Any signed-in staff member: a new secret to confirm with confirmTotpEnrolment. */
  startTotpEnrolment: TotpEnrolmentResult;
  /** orders. */
  transitionOrder: AdminOrderResult;
  /** catalogue: every change is audit-logged; a price change writes the price history. */
  updateCatalogueProduct: AdminProductResult;
  /** admin. */
  updateStaff: StaffResult;
};


export type MutationAddOrderNoteArgs = {
  orderId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationConfirmTotpEnrolmentArgs = {
  code: Scalars['String']['input'];
};


export type MutationCreateStaffArgs = {
  input: CreateStaffInput;
};


export type MutationDeleteArticleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductImageArgs = {
  imageId: Scalars['ID']['input'];
};


export type MutationDeleteStatusBarArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkWithdrawalRefundedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefundPaymentArgs = {
  input: RefundPaymentInput;
};


export type MutationReorderProductImagesArgs = {
  imageIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


export type MutationResendMailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResolveComplaintArgs = {
  id: Scalars['ID']['input'];
  resolution: Scalars['String']['input'];
};


export type MutationSaveArticleArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: ArticleInput;
};


export type MutationSaveBannersArgs = {
  banners: Array<BannerInput>;
};


export type MutationSaveNavigationArgs = {
  area: Scalars['String']['input'];
  items: Array<NavigationItemInput>;
};


export type MutationSaveStatusBarArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: StatusBarInput;
};


export type MutationSetCustomerPriceGroupArgs = {
  customerId: Scalars['ID']['input'];
  priceGroupId: Scalars['ID']['input'];
};


export type MutationSetProductImageAltArgs = {
  alt: Scalars['String']['input'];
  imageId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationTransitionOrderArgs = {
  input: TransitionOrderInput;
};


export type MutationUpdateCatalogueProductArgs = {
  input: UpdateProductInput;
};


export type MutationUpdateStaffArgs = {
  input: UpdateStaffInput;
};

export type NavigationItemInput = {
  action?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  hash?: InputMaybe<Scalars['String']['input']>;
  href?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  /** Index of the stored item (as loaded) whose sub-items this item keeps; none: no sub-items. */
  keepChildrenOf?: InputMaybe<Scalars['Int']['input']>;
  kind: Scalars['String']['input'];
  label: Scalars['String']['input'];
  newWindow?: InputMaybe<Scalars['Boolean']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type OkResult = {
  __typename?: 'OkResult';
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
};

export type OrderNote = {
  __typename?: 'OrderNote';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  staffName: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type PriceGroup = {
  __typename?: 'PriceGroup';
  b2b: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ProductParameterInput = {
  code: Scalars['String']['input'];
  name: Scalars['String']['input'];
  unit?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type ProductPriceInput = {
  /** Without VAT; null removes the product's price in this group. */
  price?: InputMaybe<Scalars['Haler']['input']>;
  priceGroup: Scalars['String']['input'];
};

export type QuantityTierInput = {
  minQuantity: Scalars['Int']['input'];
  /** pcs or carton. */
  packType: Scalars['String']['input'];
  /** Without VAT. */
  price: Scalars['Haler']['input'];
  priceGroup: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** content: one article; null when there is none. */
  article?: Maybe<AdminArticle>;
  /** content: articles, newest first; text matches a part of the title or alias. */
  articles: AdminArticlePage;
  /** admin; the whole log, or one entity's. */
  auditLog: AuditPage;
  /** content: the home page banners (the defaults until an editor saves some). */
  banners: Array<AdminBanner>;
  /** orders. */
  carriers: Array<CarrierOption>;
  /** catalogue: an import job (poll it while it runs). */
  catalogueImport?: Maybe<CatalogueImport>;
  /** catalogue: price groups, categories, stock states and VAT rates for the forms. */
  catalogueOptions: CatalogueOptions;
  /** catalogue. */
  catalogueProduct?: Maybe<AdminProduct>;
  /** catalogue. */
  catalogueProducts: AdminProductPage;
  /** orders; state open or resolved. */
  complaints: AdminComplaintPage;
  /** orders: one customer with the orders count and loyalty balance; null when there is none. */
  customer?: Maybe<AdminCustomerDetail>;
  /** orders: newest first; text matches a part of the name, e-mail, company name or IČO. */
  customers: AdminCustomerPage;
  /** orders or catalogue. */
  dashboard: Dashboard;
  /** admin: this shop's outbox; state failed, queued, sending or sent (none: failed first, then those still to send), newest first. */
  mailOutbox: AdminMailPage;
  /** The signed-in staff member; null without a staff session. */
  me?: Maybe<Me>;
  /** content: every navigation area with its items. */
  navigationAreas: Array<AdminNavigationArea>;
  /** orders. */
  order?: Maybe<AdminOrder>;
  /** orders. */
  orders: AdminOrderPage;
  /** orders: the filtered orders as CSV (UTF-8 with BOM, semicolons, Czech headers), at most 10 000 rows. */
  ordersCsv: Scalars['String']['output'];
  /** orders: the price groups a customer can buy at. */
  priceGroups: Array<PriceGroup>;
  /** A product's uploaded pictures in order; null for an unknown product. */
  productImages?: Maybe<AdminProductImages>;
  /** admin. */
  staffMembers: Array<Staff>;
  /** content: every status bar in display order. */
  statusBars: Array<AdminStatusBar>;
  /** orders; state received or refunded. */
  withdrawals: AdminWithdrawalPage;
};


export type QueryArticleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryArticlesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAuditLogArgs = {
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCatalogueImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCatalogueProductArgs = {
  sku: Scalars['ID']['input'];
};


export type QueryCatalogueProductsArgs = {
  filter?: InputMaybe<AdminProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryComplaintsArgs = {
  state?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  priceGroupId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMailOutboxArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrdersCsvArgs = {
  filter?: InputMaybe<AdminOrderFilter>;
};


export type QueryProductImagesArgs = {
  productId: Scalars['ID']['input'];
};


export type QueryWithdrawalsArgs = {
  state?: InputMaybe<Scalars['String']['input']>;
};

export type RefundPaymentInput = {
  /** Haléře: more than 0, at most the payment's refundable amount (a part is allowed). */
  amount: Scalars['Haler']['input'];
  orderId: Scalars['ID']['input'];
  paymentId: Scalars['ID']['input'];
};

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  /** The six-digit code of the authenticator app, when the account has two-factor sign-in. */
  totpCode?: InputMaybe<Scalars['String']['input']>;
};

export type SignInResult = {
  __typename?: 'SignInResult';
  /** INVALID_CREDENTIALS, TOTP_NEEDED, TOTP_INVALID, TOTP_FORMAT, DISABLED. */
  errors: Array<AdminError>;
  me?: Maybe<Me>;
  ok: Scalars['Boolean']['output'];
  /** True when the password was right and the code of the authenticator app is needed now. */
  totpNeeded: Scalars['Boolean']['output'];
};

export type Staff = {
  __typename?: 'Staff';
  /** ISO timestamp. */
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  roles: Array<StaffRole>;
  totpEnabled: Scalars['Boolean']['output'];
};

export type StaffResult = {
  __typename?: 'StaffResult';
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
  staff?: Maybe<Staff>;
};

export type StaffRole =
  | 'admin'
  | 'catalogue'
  | 'content'
  | 'orders';

export type StateCount = {
  __typename?: 'StateCount';
  count: Scalars['Int']['output'];
  state: Scalars['String']['output'];
  stateText: Scalars['String']['output'];
};

export type StatusBarInput = {
  closable: Scalars['Boolean']['input'];
  message: Scalars['String']['input'];
  pathList: Array<Scalars['String']['input']>;
  position: Scalars['Int']['input'];
  type: Scalars['String']['input'];
};

export type TotpEnrolment = {
  __typename?: 'TotpEnrolment';
  /** The URI as a QR code, an SVG image in a data: URL. */
  qrCode: Scalars['String']['output'];
  /** Base32 secret, for typing into the app by hand. */
  secret: Scalars['String']['output'];
  /** otpauth://totp/… URI. */
  uri: Scalars['String']['output'];
};

export type TotpEnrolmentResult = {
  __typename?: 'TotpEnrolmentResult';
  enrolment?: Maybe<TotpEnrolment>;
  errors: Array<AdminError>;
  ok: Scalars['Boolean']['output'];
};

export type TransitionOrderInput = {
  /** With sent: the carrier (PPL, Zásilkovna, Česká pošta, DPD, GLS or another). */
  carrier?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  /** With cancelled: told to the customer in the e-mail. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** processing, sent, ready-for-pickup, delivered or cancelled. */
  to: Scalars['String']['input'];
  /** With sent. */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProductInput = {
  categoryHashes: Array<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  ean?: InputMaybe<Scalars['String']['input']>;
  mainCategoryHash?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  onSale: Scalars['Boolean']['input'];
  parameters: Array<ProductParameterInput>;
  /** Groups left out keep their price. */
  prices: Array<ProductPriceInput>;
  sku: Scalars['ID']['input'];
  stockQuantity: Scalars['Int']['input'];
  /** A code of catalogueOptions.stockStates; empty: none (a service). */
  stockState: Scalars['String']['input'];
  /** Replaces every quantity tier of the product. */
  tiers: Array<QuantityTierInput>;
  vatRate: Scalars['Int']['input'];
};

export type UpdateStaffInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  /** Removes the staff member's two-factor sign-in (a lost phone); they enrol again. */
  resetTotp?: InputMaybe<Scalars['Boolean']['input']>;
  roles?: InputMaybe<Array<StaffRole>>;
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
  AdminArticle: ResolverTypeWrapper<AdminArticle>;
  AdminArticlePage: ResolverTypeWrapper<AdminArticlePage>;
  AdminArticleResult: ResolverTypeWrapper<AdminArticleResult>;
  AdminBanner: ResolverTypeWrapper<AdminBanner>;
  AdminBannersResult: ResolverTypeWrapper<AdminBannersResult>;
  AdminCategory: ResolverTypeWrapper<AdminCategory>;
  AdminComplaint: ResolverTypeWrapper<AdminComplaint>;
  AdminComplaintPage: ResolverTypeWrapper<AdminComplaintPage>;
  AdminComplaintResult: ResolverTypeWrapper<AdminComplaintResult>;
  AdminContact: ResolverTypeWrapper<AdminContact>;
  AdminCustomer: ResolverTypeWrapper<AdminCustomer>;
  AdminCustomerDetail: ResolverTypeWrapper<AdminCustomerDetail>;
  AdminCustomerPage: ResolverTypeWrapper<AdminCustomerPage>;
  AdminCustomerResult: ResolverTypeWrapper<AdminCustomerResult>;
  AdminDeleteResult: ResolverTypeWrapper<AdminDeleteResult>;
  AdminError: ResolverTypeWrapper<AdminError>;
  AdminMail: ResolverTypeWrapper<AdminMail>;
  AdminMailPage: ResolverTypeWrapper<AdminMailPage>;
  AdminMailResult: ResolverTypeWrapper<AdminMailResult>;
  AdminNavigationArea: ResolverTypeWrapper<AdminNavigationArea>;
  AdminNavigationItem: ResolverTypeWrapper<AdminNavigationItem>;
  AdminNavigationResult: ResolverTypeWrapper<AdminNavigationResult>;
  AdminOrder: ResolverTypeWrapper<AdminOrder>;
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderItem: ResolverTypeWrapper<AdminOrderItem>;
  AdminOrderListItem: ResolverTypeWrapper<AdminOrderListItem>;
  AdminOrderPage: ResolverTypeWrapper<AdminOrderPage>;
  AdminOrderResult: ResolverTypeWrapper<AdminOrderResult>;
  AdminPayment: ResolverTypeWrapper<AdminPayment>;
  AdminPriceGroup: ResolverTypeWrapper<AdminPriceGroup>;
  AdminPricePeriod: ResolverTypeWrapper<AdminPricePeriod>;
  AdminProduct: ResolverTypeWrapper<AdminProduct>;
  AdminProductFilter: AdminProductFilter;
  AdminProductImage: ResolverTypeWrapper<AdminProductImage>;
  AdminProductImageVariant: ResolverTypeWrapper<AdminProductImageVariant>;
  AdminProductImages: ResolverTypeWrapper<AdminProductImages>;
  AdminProductImagesResult: ResolverTypeWrapper<AdminProductImagesResult>;
  AdminProductListItem: ResolverTypeWrapper<AdminProductListItem>;
  AdminProductPage: ResolverTypeWrapper<AdminProductPage>;
  AdminProductParameter: ResolverTypeWrapper<AdminProductParameter>;
  AdminProductPrice: ResolverTypeWrapper<AdminProductPrice>;
  AdminProductResult: ResolverTypeWrapper<AdminProductResult>;
  AdminQuantityTier: ResolverTypeWrapper<AdminQuantityTier>;
  AdminStatusBar: ResolverTypeWrapper<AdminStatusBar>;
  AdminStatusBarResult: ResolverTypeWrapper<AdminStatusBarResult>;
  AdminStockState: ResolverTypeWrapper<AdminStockState>;
  AdminWithdrawal: ResolverTypeWrapper<AdminWithdrawal>;
  AdminWithdrawalPage: ResolverTypeWrapper<AdminWithdrawalPage>;
  AdminWithdrawalResult: ResolverTypeWrapper<AdminWithdrawalResult>;
  ArticleInput: ArticleInput;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  BannerInput: BannerInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CarrierOption: ResolverTypeWrapper<CarrierOption>;
  CatalogueImport: ResolverTypeWrapper<CatalogueImport>;
  CatalogueImportLineError: ResolverTypeWrapper<CatalogueImportLineError>;
  CatalogueOptions: ResolverTypeWrapper<CatalogueOptions>;
  CreateStaffInput: CreateStaffInput;
  Dashboard: ResolverTypeWrapper<Dashboard>;
  Haler: ResolverTypeWrapper<Scalars['Haler']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LowStockProduct: ResolverTypeWrapper<LowStockProduct>;
  Me: ResolverTypeWrapper<Me>;
  MeResult: ResolverTypeWrapper<MeResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavigationItemInput: NavigationItemInput;
  OkResult: ResolverTypeWrapper<OkResult>;
  OrderNote: ResolverTypeWrapper<OrderNote>;
  PriceGroup: ResolverTypeWrapper<PriceGroup>;
  ProductParameterInput: ProductParameterInput;
  ProductPriceInput: ProductPriceInput;
  QuantityTierInput: QuantityTierInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundPaymentInput: RefundPaymentInput;
  SignInInput: SignInInput;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  Staff: ResolverTypeWrapper<Staff>;
  StaffResult: ResolverTypeWrapper<StaffResult>;
  StaffRole: StaffRole;
  StateCount: ResolverTypeWrapper<StateCount>;
  StatusBarInput: StatusBarInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TotpEnrolment: ResolverTypeWrapper<TotpEnrolment>;
  TotpEnrolmentResult: ResolverTypeWrapper<TotpEnrolmentResult>;
  TransitionOrderInput: TransitionOrderInput;
  UpdateProductInput: UpdateProductInput;
  UpdateStaffInput: UpdateStaffInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminArticle: AdminArticle;
  AdminArticlePage: AdminArticlePage;
  AdminArticleResult: AdminArticleResult;
  AdminBanner: AdminBanner;
  AdminBannersResult: AdminBannersResult;
  AdminCategory: AdminCategory;
  AdminComplaint: AdminComplaint;
  AdminComplaintPage: AdminComplaintPage;
  AdminComplaintResult: AdminComplaintResult;
  AdminContact: AdminContact;
  AdminCustomer: AdminCustomer;
  AdminCustomerDetail: AdminCustomerDetail;
  AdminCustomerPage: AdminCustomerPage;
  AdminCustomerResult: AdminCustomerResult;
  AdminDeleteResult: AdminDeleteResult;
  AdminError: AdminError;
  AdminMail: AdminMail;
  AdminMailPage: AdminMailPage;
  AdminMailResult: AdminMailResult;
  AdminNavigationArea: AdminNavigationArea;
  AdminNavigationItem: AdminNavigationItem;
  AdminNavigationResult: AdminNavigationResult;
  AdminOrder: AdminOrder;
  AdminOrderFilter: AdminOrderFilter;
  AdminOrderItem: AdminOrderItem;
  AdminOrderListItem: AdminOrderListItem;
  AdminOrderPage: AdminOrderPage;
  AdminOrderResult: AdminOrderResult;
  AdminPayment: AdminPayment;
  AdminPriceGroup: AdminPriceGroup;
  AdminPricePeriod: AdminPricePeriod;
  AdminProduct: AdminProduct;
  AdminProductFilter: AdminProductFilter;
  AdminProductImage: AdminProductImage;
  AdminProductImageVariant: AdminProductImageVariant;
  AdminProductImages: AdminProductImages;
  AdminProductImagesResult: AdminProductImagesResult;
  AdminProductListItem: AdminProductListItem;
  AdminProductPage: AdminProductPage;
  AdminProductParameter: AdminProductParameter;
  AdminProductPrice: AdminProductPrice;
  AdminProductResult: AdminProductResult;
  AdminQuantityTier: AdminQuantityTier;
  AdminStatusBar: AdminStatusBar;
  AdminStatusBarResult: AdminStatusBarResult;
  AdminStockState: AdminStockState;
  AdminWithdrawal: AdminWithdrawal;
  AdminWithdrawalPage: AdminWithdrawalPage;
  AdminWithdrawalResult: AdminWithdrawalResult;
  ArticleInput: ArticleInput;
  AuditEntry: AuditEntry;
  AuditPage: AuditPage;
  BannerInput: BannerInput;
  Boolean: Scalars['Boolean']['output'];
  CarrierOption: CarrierOption;
  CatalogueImport: CatalogueImport;
  CatalogueImportLineError: CatalogueImportLineError;
  CatalogueOptions: CatalogueOptions;
  CreateStaffInput: CreateStaffInput;
  Dashboard: Dashboard;
  Haler: Scalars['Haler']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LowStockProduct: LowStockProduct;
  Me: Me;
  MeResult: MeResult;
  Mutation: Record<PropertyKey, never>;
  NavigationItemInput: NavigationItemInput;
  OkResult: OkResult;
  OrderNote: OrderNote;
  PriceGroup: PriceGroup;
  ProductParameterInput: ProductParameterInput;
  ProductPriceInput: ProductPriceInput;
  QuantityTierInput: QuantityTierInput;
  Query: Record<PropertyKey, never>;
  RefundPaymentInput: RefundPaymentInput;
  SignInInput: SignInInput;
  SignInResult: SignInResult;
  Staff: Staff;
  StaffResult: StaffResult;
  StateCount: StateCount;
  StatusBarInput: StatusBarInput;
  String: Scalars['String']['output'];
  TotpEnrolment: TotpEnrolment;
  TotpEnrolmentResult: TotpEnrolmentResult;
  TransitionOrderInput: TransitionOrderInput;
  UpdateProductInput: UpdateProductInput;
  UpdateStaffInput: UpdateStaffInput;
};

export type AdminArticleResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminArticle'] = ResolversParentTypes['AdminArticle']> = {
  alias?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teaserImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teaserText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminArticlePageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminArticlePage'] = ResolversParentTypes['AdminArticlePage']> = {
  items?: Resolver<Array<ResolversTypes['AdminArticle']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminArticleResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminArticleResult'] = ResolversParentTypes['AdminArticleResult']> = {
  article?: Resolver<Maybe<ResolversTypes['AdminArticle']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminBannerResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminBanner'] = ResolversParentTypes['AdminBanner']> = {
  cta?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminBannersResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminBannersResult'] = ResolversParentTypes['AdminBannersResult']> = {
  banners?: Resolver<Array<ResolversTypes['AdminBanner']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminCategoryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCategory'] = ResolversParentTypes['AdminCategory']> = {
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminComplaintResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminComplaint'] = ResolversParentTypes['AdminComplaint']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolution?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settleDeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminComplaintPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminComplaintPage'] = ResolversParentTypes['AdminComplaintPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminComplaint']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminComplaintResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminComplaintResult'] = ResolversParentTypes['AdminComplaintResult']> = {
  complaint?: Resolver<Maybe<ResolversTypes['AdminComplaint']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminContactResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminContact'] = ResolversParentTypes['AdminContact']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminCustomerResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCustomer'] = ResolversParentTypes['AdminCustomer']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyRegNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyTaxNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceGroup?: Resolver<ResolversTypes['PriceGroup'], ParentType, ContextType>;
  pricesType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminCustomerDetailResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCustomerDetail'] = ResolversParentTypes['AdminCustomerDetail']> = {
  customer?: Resolver<ResolversTypes['AdminCustomer'], ParentType, ContextType>;
  loyaltyPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminCustomerPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCustomerPage'] = ResolversParentTypes['AdminCustomerPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminCustomer']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminCustomerResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminCustomerResult'] = ResolversParentTypes['AdminCustomerResult']> = {
  customer?: Resolver<Maybe<ResolversTypes['AdminCustomerDetail']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminDeleteResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminDeleteResult'] = ResolversParentTypes['AdminDeleteResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminErrorResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminError'] = ResolversParentTypes['AdminError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminMailResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminMail'] = ResolversParentTypes['AdminMail']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminMailPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminMailPage'] = ResolversParentTypes['AdminMailPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AdminMail']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminMailResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminMailResult'] = ResolversParentTypes['AdminMailResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  mail?: Resolver<Maybe<ResolversTypes['AdminMail']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminNavigationAreaResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminNavigationArea'] = ResolversParentTypes['AdminNavigationArea']> = {
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AdminNavigationItem']>, ParentType, ContextType>;
};

export type AdminNavigationItemResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminNavigationItem'] = ResolversParentTypes['AdminNavigationItem']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  childCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newWindow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminNavigationResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminNavigationResult'] = ResolversParentTypes['AdminNavigationResult']> = {
  area?: Resolver<Maybe<ResolversTypes['AdminNavigationArea']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminOrderResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrder'] = ResolversParentTypes['AdminOrder']> = {
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNoteNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  customerNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryContact?: Resolver<Maybe<ResolversTypes['AdminContact']>, ParentType, ContextType>;
  destiny?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceContact?: Resolver<ResolversTypes['AdminContact'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AdminOrderItem']>, ParentType, ContextType>;
  nextStates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['OrderNote']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderContact?: Resolver<ResolversTypes['AdminContact'], ParentType, ContextType>;
  paymentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['AdminPayment']>, ParentType, ContextType>;
  personalPickup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registeredCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shippingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalToPay?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrderItemResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderItem'] = ResolversParentTypes['AdminOrderItem']> = {
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  unitPriceWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
};

export type AdminOrderListItemResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderListItem'] = ResolversParentTypes['AdminOrderListItem']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalToPay?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
};

export type AdminOrderPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderPage'] = ResolversParentTypes['AdminOrderPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminOrderListItem']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrderResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminOrderResult'] = ResolversParentTypes['AdminOrderResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['AdminOrder']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminPaymentResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPayment'] = ResolversParentTypes['AdminPayment']> = {
  amount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminPriceGroupResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPriceGroup'] = ResolversParentTypes['AdminPriceGroup']> = {
  b2b?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminPricePeriodResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminPricePeriod'] = ResolversParentTypes['AdminPricePeriod']> = {
  price?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  priceGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminProductResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProduct'] = ResolversParentTypes['AdminProduct']> = {
  categoryHashes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  mainCategoryHash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parameters?: Resolver<Array<ResolversTypes['AdminProductParameter']>, ParentType, ContextType>;
  priceHistory?: Resolver<Array<ResolversTypes['AdminPricePeriod']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['AdminProductPrice']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['AdminQuantityTier']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminProductImageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductImage'] = ResolversParentTypes['AdminProductImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['AdminProductImageVariant']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminProductImageVariantResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductImageVariant'] = ResolversParentTypes['AdminProductImageVariant']> = {
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminProductImagesResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductImages'] = ResolversParentTypes['AdminProductImages']> = {
  images?: Resolver<Array<ResolversTypes['AdminProductImage']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AdminProductImagesResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductImagesResult'] = ResolversParentTypes['AdminProductImagesResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['AdminProductImages']>, ParentType, ContextType>;
};

export type AdminProductListItemResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductListItem'] = ResolversParentTypes['AdminProductListItem']> = {
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Haler']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stockStateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminProductPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductPage'] = ResolversParentTypes['AdminProductPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminProductListItem']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminProductParameterResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductParameter'] = ResolversParentTypes['AdminProductParameter']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminProductPriceResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductPrice'] = ResolversParentTypes['AdminProductPrice']> = {
  price?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  priceGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
};

export type AdminProductResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminProductResult'] = ResolversParentTypes['AdminProductResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['AdminProduct']>, ParentType, ContextType>;
};

export type AdminQuantityTierResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminQuantityTier'] = ResolversParentTypes['AdminQuantityTier']> = {
  minQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  priceGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceWithTax?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
};

export type AdminStatusBarResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminStatusBar'] = ResolversParentTypes['AdminStatusBar']> = {
  closable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pathList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminStatusBarResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminStatusBarResult'] = ResolversParentTypes['AdminStatusBarResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  statusBar?: Resolver<Maybe<ResolversTypes['AdminStatusBar']>, ParentType, ContextType>;
};

export type AdminStockStateResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminStockState'] = ResolversParentTypes['AdminStockState']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminWithdrawalResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminWithdrawal'] = ResolversParentTypes['AdminWithdrawal']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundAmount?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  refundDeadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundableOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminWithdrawalPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminWithdrawalPage'] = ResolversParentTypes['AdminWithdrawalPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminWithdrawal']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminWithdrawalResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AdminWithdrawalResult'] = ResolversParentTypes['AdminWithdrawalResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withdrawal?: Resolver<Maybe<ResolversTypes['AdminWithdrawal']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staffEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarrierOptionResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CarrierOption'] = ResolversParentTypes['CarrierOption']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogueImportResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CatalogueImport'] = ResolversParentTypes['CatalogueImport']> = {
  applyMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  changedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CatalogueImportLineError']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  priceChanges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  staffEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CatalogueImportLineErrorResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CatalogueImportLineError'] = ResolversParentTypes['CatalogueImportLineError']> = {
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogueOptionsResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['CatalogueOptions'] = ResolversParentTypes['CatalogueOptions']> = {
  categories?: Resolver<Array<ResolversTypes['AdminCategory']>, ParentType, ContextType>;
  priceGroups?: Resolver<Array<ResolversTypes['AdminPriceGroup']>, ParentType, ContextType>;
  stockStates?: Resolver<Array<ResolversTypes['AdminStockState']>, ParentType, ContextType>;
  vatRates?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  lowStock?: Resolver<Array<ResolversTypes['LowStockProduct']>, ParentType, ContextType>;
  openComplaints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openWithdrawals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueToday?: Resolver<ResolversTypes['Haler'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waiting?: Resolver<Array<ResolversTypes['StateCount']>, ParentType, ContextType>;
};

export interface HalerScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Haler'], any> {
  name: 'Haler';
}

export type LowStockProductResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['LowStockProduct'] = ResolversParentTypes['LowStockProduct']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  demo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mustEnrolTotp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['Staff'], ParentType, ContextType>;
  totpRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MeResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['MeResult'] = ResolversParentTypes['MeResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addOrderNote?: Resolver<ResolversTypes['AdminOrderResult'], ParentType, ContextType, RequireFields<MutationAddOrderNoteArgs, 'orderId' | 'text'>>;
  confirmTotpEnrolment?: Resolver<ResolversTypes['MeResult'], ParentType, ContextType, RequireFields<MutationConfirmTotpEnrolmentArgs, 'code'>>;
  createStaff?: Resolver<ResolversTypes['StaffResult'], ParentType, ContextType, RequireFields<MutationCreateStaffArgs, 'input'>>;
  deleteArticle?: Resolver<ResolversTypes['AdminDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteArticleArgs, 'id'>>;
  deleteProductImage?: Resolver<ResolversTypes['AdminProductImagesResult'], ParentType, ContextType, RequireFields<MutationDeleteProductImageArgs, 'imageId'>>;
  deleteStatusBar?: Resolver<ResolversTypes['AdminDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteStatusBarArgs, 'id'>>;
  markWithdrawalRefunded?: Resolver<ResolversTypes['AdminWithdrawalResult'], ParentType, ContextType, RequireFields<MutationMarkWithdrawalRefundedArgs, 'id'>>;
  refundPayment?: Resolver<ResolversTypes['AdminOrderResult'], ParentType, ContextType, RequireFields<MutationRefundPaymentArgs, 'input'>>;
  reorderProductImages?: Resolver<ResolversTypes['AdminProductImagesResult'], ParentType, ContextType, RequireFields<MutationReorderProductImagesArgs, 'imageIds' | 'productId'>>;
  resendMail?: Resolver<ResolversTypes['AdminMailResult'], ParentType, ContextType, RequireFields<MutationResendMailArgs, 'id'>>;
  resolveComplaint?: Resolver<ResolversTypes['AdminComplaintResult'], ParentType, ContextType, RequireFields<MutationResolveComplaintArgs, 'id' | 'resolution'>>;
  saveArticle?: Resolver<ResolversTypes['AdminArticleResult'], ParentType, ContextType, RequireFields<MutationSaveArticleArgs, 'input'>>;
  saveBanners?: Resolver<ResolversTypes['AdminBannersResult'], ParentType, ContextType, RequireFields<MutationSaveBannersArgs, 'banners'>>;
  saveNavigation?: Resolver<ResolversTypes['AdminNavigationResult'], ParentType, ContextType, RequireFields<MutationSaveNavigationArgs, 'area' | 'items'>>;
  saveStatusBar?: Resolver<ResolversTypes['AdminStatusBarResult'], ParentType, ContextType, RequireFields<MutationSaveStatusBarArgs, 'input'>>;
  setCustomerPriceGroup?: Resolver<ResolversTypes['AdminCustomerResult'], ParentType, ContextType, RequireFields<MutationSetCustomerPriceGroupArgs, 'customerId' | 'priceGroupId'>>;
  setProductImageAlt?: Resolver<ResolversTypes['AdminProductImagesResult'], ParentType, ContextType, RequireFields<MutationSetProductImageAltArgs, 'alt' | 'imageId'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['OkResult'], ParentType, ContextType>;
  startTotpEnrolment?: Resolver<ResolversTypes['TotpEnrolmentResult'], ParentType, ContextType>;
  transitionOrder?: Resolver<ResolversTypes['AdminOrderResult'], ParentType, ContextType, RequireFields<MutationTransitionOrderArgs, 'input'>>;
  updateCatalogueProduct?: Resolver<ResolversTypes['AdminProductResult'], ParentType, ContextType, RequireFields<MutationUpdateCatalogueProductArgs, 'input'>>;
  updateStaff?: Resolver<ResolversTypes['StaffResult'], ParentType, ContextType, RequireFields<MutationUpdateStaffArgs, 'input'>>;
};

export type OkResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['OkResult'] = ResolversParentTypes['OkResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderNoteResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['OrderNote'] = ResolversParentTypes['OrderNote']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  staffName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceGroupResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['PriceGroup'] = ResolversParentTypes['PriceGroup']> = {
  b2b?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  article?: Resolver<Maybe<ResolversTypes['AdminArticle']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'id'>>;
  articles?: Resolver<ResolversTypes['AdminArticlePage'], ParentType, ContextType, Partial<QueryArticlesArgs>>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  banners?: Resolver<Array<ResolversTypes['AdminBanner']>, ParentType, ContextType>;
  carriers?: Resolver<Array<ResolversTypes['CarrierOption']>, ParentType, ContextType>;
  catalogueImport?: Resolver<Maybe<ResolversTypes['CatalogueImport']>, ParentType, ContextType, RequireFields<QueryCatalogueImportArgs, 'id'>>;
  catalogueOptions?: Resolver<ResolversTypes['CatalogueOptions'], ParentType, ContextType>;
  catalogueProduct?: Resolver<Maybe<ResolversTypes['AdminProduct']>, ParentType, ContextType, RequireFields<QueryCatalogueProductArgs, 'sku'>>;
  catalogueProducts?: Resolver<ResolversTypes['AdminProductPage'], ParentType, ContextType, Partial<QueryCatalogueProductsArgs>>;
  complaints?: Resolver<ResolversTypes['AdminComplaintPage'], ParentType, ContextType, Partial<QueryComplaintsArgs>>;
  customer?: Resolver<Maybe<ResolversTypes['AdminCustomerDetail']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['AdminCustomerPage'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  mailOutbox?: Resolver<ResolversTypes['AdminMailPage'], ParentType, ContextType, Partial<QueryMailOutboxArgs>>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  navigationAreas?: Resolver<Array<ResolversTypes['AdminNavigationArea']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['AdminOrder']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['AdminOrderPage'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  ordersCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<QueryOrdersCsvArgs>>;
  priceGroups?: Resolver<Array<ResolversTypes['PriceGroup']>, ParentType, ContextType>;
  productImages?: Resolver<Maybe<ResolversTypes['AdminProductImages']>, ParentType, ContextType, RequireFields<QueryProductImagesArgs, 'productId'>>;
  staffMembers?: Resolver<Array<ResolversTypes['Staff']>, ParentType, ContextType>;
  statusBars?: Resolver<Array<ResolversTypes['AdminStatusBar']>, ParentType, ContextType>;
  withdrawals?: Resolver<ResolversTypes['AdminWithdrawalPage'], ParentType, ContextType, Partial<QueryWithdrawalsArgs>>;
};

export type SignInResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totpNeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  totpEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StaffResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['StaffResult'] = ResolversParentTypes['StaffResult']> = {
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  staff?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType>;
};

export type StateCountResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['StateCount'] = ResolversParentTypes['StateCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotpEnrolmentResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['TotpEnrolment'] = ResolversParentTypes['TotpEnrolment']> = {
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TotpEnrolmentResultResolvers<ContextType = AdminContext, ParentType extends ResolversParentTypes['TotpEnrolmentResult'] = ResolversParentTypes['TotpEnrolmentResult']> = {
  enrolment?: Resolver<Maybe<ResolversTypes['TotpEnrolment']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['AdminError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = AdminContext> = {
  AdminArticle?: AdminArticleResolvers<ContextType>;
  AdminArticlePage?: AdminArticlePageResolvers<ContextType>;
  AdminArticleResult?: AdminArticleResultResolvers<ContextType>;
  AdminBanner?: AdminBannerResolvers<ContextType>;
  AdminBannersResult?: AdminBannersResultResolvers<ContextType>;
  AdminCategory?: AdminCategoryResolvers<ContextType>;
  AdminComplaint?: AdminComplaintResolvers<ContextType>;
  AdminComplaintPage?: AdminComplaintPageResolvers<ContextType>;
  AdminComplaintResult?: AdminComplaintResultResolvers<ContextType>;
  AdminContact?: AdminContactResolvers<ContextType>;
  AdminCustomer?: AdminCustomerResolvers<ContextType>;
  AdminCustomerDetail?: AdminCustomerDetailResolvers<ContextType>;
  AdminCustomerPage?: AdminCustomerPageResolvers<ContextType>;
  AdminCustomerResult?: AdminCustomerResultResolvers<ContextType>;
  AdminDeleteResult?: AdminDeleteResultResolvers<ContextType>;
  AdminError?: AdminErrorResolvers<ContextType>;
  AdminMail?: AdminMailResolvers<ContextType>;
  AdminMailPage?: AdminMailPageResolvers<ContextType>;
  AdminMailResult?: AdminMailResultResolvers<ContextType>;
  AdminNavigationArea?: AdminNavigationAreaResolvers<ContextType>;
  AdminNavigationItem?: AdminNavigationItemResolvers<ContextType>;
  AdminNavigationResult?: AdminNavigationResultResolvers<ContextType>;
  AdminOrder?: AdminOrderResolvers<ContextType>;
  AdminOrderItem?: AdminOrderItemResolvers<ContextType>;
  AdminOrderListItem?: AdminOrderListItemResolvers<ContextType>;
  AdminOrderPage?: AdminOrderPageResolvers<ContextType>;
  AdminOrderResult?: AdminOrderResultResolvers<ContextType>;
  AdminPayment?: AdminPaymentResolvers<ContextType>;
  AdminPriceGroup?: AdminPriceGroupResolvers<ContextType>;
  AdminPricePeriod?: AdminPricePeriodResolvers<ContextType>;
  AdminProduct?: AdminProductResolvers<ContextType>;
  AdminProductImage?: AdminProductImageResolvers<ContextType>;
  AdminProductImageVariant?: AdminProductImageVariantResolvers<ContextType>;
  AdminProductImages?: AdminProductImagesResolvers<ContextType>;
  AdminProductImagesResult?: AdminProductImagesResultResolvers<ContextType>;
  AdminProductListItem?: AdminProductListItemResolvers<ContextType>;
  AdminProductPage?: AdminProductPageResolvers<ContextType>;
  AdminProductParameter?: AdminProductParameterResolvers<ContextType>;
  AdminProductPrice?: AdminProductPriceResolvers<ContextType>;
  AdminProductResult?: AdminProductResultResolvers<ContextType>;
  AdminQuantityTier?: AdminQuantityTierResolvers<ContextType>;
  AdminStatusBar?: AdminStatusBarResolvers<ContextType>;
  AdminStatusBarResult?: AdminStatusBarResultResolvers<ContextType>;
  AdminStockState?: AdminStockStateResolvers<ContextType>;
  AdminWithdrawal?: AdminWithdrawalResolvers<ContextType>;
  AdminWithdrawalPage?: AdminWithdrawalPageResolvers<ContextType>;
  AdminWithdrawalResult?: AdminWithdrawalResultResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  CarrierOption?: CarrierOptionResolvers<ContextType>;
  CatalogueImport?: CatalogueImportResolvers<ContextType>;
  CatalogueImportLineError?: CatalogueImportLineErrorResolvers<ContextType>;
  CatalogueOptions?: CatalogueOptionsResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  Haler?: GraphQLScalarType;
  LowStockProduct?: LowStockProductResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MeResult?: MeResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OkResult?: OkResultResolvers<ContextType>;
  OrderNote?: OrderNoteResolvers<ContextType>;
  PriceGroup?: PriceGroupResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffResult?: StaffResultResolvers<ContextType>;
  StateCount?: StateCountResolvers<ContextType>;
  TotpEnrolment?: TotpEnrolmentResolvers<ContextType>;
  TotpEnrolmentResult?: TotpEnrolmentResultResolvers<ContextType>;
};

