// Every enumeration of spec sections 3 and 4. Values arriving from outside (REST bodies,
// GraphQL variables, cookies, the database) go through a parser: known members pass,
// anything else becomes the spec's default, so no unknown string travels further in.

/** Builds a type guard for a const list. */
function guardFor<T extends string>(values: readonly T[]): (input: unknown) => input is T {
  const set = new Set<string>(values);
  return (input: unknown): input is T => typeof input === 'string' && set.has(input);
}

/** Builds a parser that falls back to `fallback` for anything that is not a member. */
function parserFor<T extends string>(values: readonly T[], fallback: T): (input: unknown) => T {
  const is = guardFor(values);
  return (input: unknown): T => (is(input) ? input : fallback);
}

/** Builds a parser for enumerations the spec gives no default for: unknown → null. */
function nullableParserFor<T extends string>(
  values: readonly T[],
  aliases: Readonly<Record<string, T>> = {},
): (input: unknown) => T | null {
  const is = guardFor(values);
  return (input: unknown): T | null => {
    if (is(input)) return input;
    if (typeof input === 'string' && Object.prototype.hasOwnProperty.call(aliases, input)) {
      return aliases[input] ?? null;
    }
    return null;
  };
}

// --- Cart subjects -------------------------------------------------------------------------
export const SUBJECT_TYPES = ['discount', 'gift', 'item', 'method', 'subjectIndirect'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
export const DEFAULT_SUBJECT_TYPE: SubjectType = 'discount';
export const isSubjectType = guardFor(SUBJECT_TYPES);
export const parseSubjectType = parserFor(SUBJECT_TYPES, DEFAULT_SUBJECT_TYPE);

// --- Checkout data -------------------------------------------------------------------------
export const DESTINIES = ['inquiry', 'purchase', 'reservation'] as const;
export type Destiny = (typeof DESTINIES)[number];
export const DEFAULT_DESTINY: Destiny = 'purchase';
export const isDestiny = guardFor(DESTINIES);
export const parseDestiny = parserFor(DESTINIES, DEFAULT_DESTINY);

export const DELIVERY_UTILIZATIONS = ['assigned', 'customer', 'inherit', 'invoice'] as const;
export type DeliveryUtilization = (typeof DELIVERY_UTILIZATIONS)[number];
export const DEFAULT_DELIVERY_UTILIZATION: DeliveryUtilization = 'inherit';
export const isDeliveryUtilization = guardFor(DELIVERY_UTILIZATIONS);
export const parseDeliveryUtilization = parserFor(DELIVERY_UTILIZATIONS, DEFAULT_DELIVERY_UTILIZATION);

export const INVOICE_UTILIZATIONS = ['assigned', 'inherit'] as const;
export type InvoiceUtilization = (typeof INVOICE_UTILIZATIONS)[number];
export const DEFAULT_INVOICE_UTILIZATION: InvoiceUtilization = 'inherit';
export const isInvoiceUtilization = guardFor(INVOICE_UTILIZATIONS);
export const parseInvoiceUtilization = parserFor(INVOICE_UTILIZATIONS, DEFAULT_INVOICE_UTILIZATION);

export const ORDER_UTILIZATIONS = ['assigned', 'customer', 'none'] as const;
export type OrderUtilization = (typeof ORDER_UTILIZATIONS)[number];
export const DEFAULT_ORDER_UTILIZATION: OrderUtilization = 'assigned';
export const isOrderUtilization = guardFor(ORDER_UTILIZATIONS);
export const parseOrderUtilization = parserFor(ORDER_UTILIZATIONS, DEFAULT_ORDER_UTILIZATION);

export const CONTACT_TYPES = ['company', 'office', 'person'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const DEFAULT_CONTACT_TYPE: ContactType = 'person';
export const isContactType = guardFor(CONTACT_TYPES);
export const parseContactType = parserFor(CONTACT_TYPES, DEFAULT_CONTACT_TYPE);

// --- Stock ---------------------------------------------------------------------------------
export const STOCK_STATES = ['stock', 'on-way', 'ordered', 'sold-out', 'to-order'] as const;
export type StockState = (typeof STOCK_STATES)[number];
/** Section 3: an unknown state *parsed from input* is sold-out (the display rule differs, see stock.ts). */
export const DEFAULT_STOCK_STATE: StockState = 'sold-out';
export const isStockState = guardFor(STOCK_STATES);
export const parseStockState = parserFor(STOCK_STATES, DEFAULT_STOCK_STATE);

// --- Prices --------------------------------------------------------------------------------
export const PRICES_TYPES = ['B2C', 'B2B'] as const;
export type PricesType = (typeof PRICES_TYPES)[number];
export const isPricesType = guardFor(PRICES_TYPES);
export const parsePricesType = parserFor(PRICES_TYPES, 'B2C');

// --- Catalogue and content -----------------------------------------------------------------
export const CATALOGUE_SORTS = [
  'NAME_ASC',
  'NAME_DESC',
  'NEW_ASC',
  'NEW_DESC',
  'ON_STOCK',
  'PRICE_ASC',
  'PRICE_DESC',
  'SALE_ASC',
  'SALE_DESC',
  'SELLING_PRODUCTS',
  'TOP_PRODUCTS',
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
// The spec names no default sort; alphabetical is the only order that needs no sales data.
export const DEFAULT_CATALOGUE_SORT: CatalogueSort = 'NAME_ASC';
export const isCatalogueSort = guardFor(CATALOGUE_SORTS);
export const parseCatalogueSort = parserFor(CATALOGUE_SORTS, DEFAULT_CATALOGUE_SORT);

export const VIEW_MODES = ['CARDS', 'ROWS'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const DEFAULT_VIEW_MODE: ViewMode = 'CARDS';
export const isViewMode = guardFor(VIEW_MODES);
export const parseViewMode = parserFor(VIEW_MODES, DEFAULT_VIEW_MODE);

export const ARTICLE_SORTS = ['DATE_ASC', 'DATE_DESC', 'ORDER_ASC', 'ORDER_DESC'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];
// Newest first: article and blog lists are news-like.
export const DEFAULT_ARTICLE_SORT: ArticleSort = 'DATE_DESC';
export const isArticleSort = guardFor(ARTICLE_SORTS);
export const parseArticleSort = parserFor(ARTICLE_SORTS, DEFAULT_ARTICLE_SORT);

/** Article teaser types (section 3: article, advisor or blog). Unknown → article. */
export const ARTICLE_TYPES = ['article', 'advisor', 'blog'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const isArticleType = guardFor(ARTICLE_TYPES);
export const parseArticleType = parserFor(ARTICLE_TYPES, 'article');

// --- Warnings ------------------------------------------------------------------------------
export const REGISTRATION_WARNINGS = ['email-notification-failed', 'email-template-not-found', 'unknown'] as const;
export type RegistrationWarning = (typeof REGISTRATION_WARNINGS)[number];
export const isRegistrationWarning = guardFor(REGISTRATION_WARNINGS);
export const parseRegistrationWarning = parserFor(REGISTRATION_WARNINGS, 'unknown');

// The spec's own spellings ('registeration', 'fulfillment') are canonical. The spec does not
// name the two review-service warnings; they are 'heureka-review-failed' and
// 'zbozi-review-failed' after the two Czech review services. 'unknown' is the fallback, as
// for registration warnings.
export const PURCHASE_WARNINGS = [
  'email-notification-failed',
  'email-template-not-found',
  'fulfillment-fetch-failed',
  'heureka-review-failed',
  'zbozi-review-failed',
  'newsletter-registeration-failed',
  'payment-gateway-transaction-error',
  'unknown',
] as const;
export type PurchaseWarning = (typeof PURCHASE_WARNINGS)[number];
const PURCHASE_WARNING_ALIASES: Readonly<Record<string, PurchaseWarning>> = {
  'newsletter-registration-failed': 'newsletter-registeration-failed',
  'fulfilment-fetch-failed': 'fulfillment-fetch-failed',
};
export const isPurchaseWarning = guardFor(PURCHASE_WARNINGS);
const purchaseWarningOrNull = nullableParserFor(PURCHASE_WARNINGS, PURCHASE_WARNING_ALIASES);
/** Accepts the corrected spellings too and maps them to the spec's canonical spelling. */
export function parsePurchaseWarning(input: unknown): PurchaseWarning {
  return purchaseWarningOrNull(input) ?? 'unknown';
}

// --- Mail ----------------------------------------------------------------------------------
export const EMAIL_TEMPLATE_TYPES = [
  'cancelOrder',
  'passwordRenew',
  'productDemand',
  'purchaseCreated',
  'readyToPickup',
  'registration',
  'sentToParcelService',
  'watchdog',
] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];
export const isEmailTemplateType = guardFor(EMAIL_TEMPLATE_TYPES);
/** No default exists for a template: an unknown type is null (the caller reports email-template-not-found). */
export const parseEmailTemplateType = nullableParserFor(EMAIL_TEMPLATE_TYPES);

// --- Payment -------------------------------------------------------------------------------
export const PETTY_CASH = ['cent', 'dime', 'fifty', 'none', 'one'] as const;
export type PettyCash = (typeof PETTY_CASH)[number];
export const isPettyCash = guardFor(PETTY_CASH);
// Unknown rounding must never change a total, so it falls back to 'none'.
export const parsePettyCash = parserFor(PETTY_CASH, 'none');

/** Canonical spelling is camelCase; the kebab-case spelling of the spec is accepted on input. */
export const PAYMENT_TYPES = ['online', 'inAdvance', 'cashOnDelivery'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_ALIASES: Readonly<Record<string, PaymentType>> = {
  'in-advance': 'inAdvance',
  'cash-on-delivery': 'cashOnDelivery',
};
export const isPaymentType = guardFor(PAYMENT_TYPES);
/**
 * The spec gives no default payment type, and guessing one could send a shopper to a payment
 * gateway (or charge cash on delivery) by mistake, so an unknown value is null.
 */
export const parsePaymentType = nullableParserFor(PAYMENT_TYPES, PAYMENT_TYPE_ALIASES);

// --- Products ------------------------------------------------------------------------------
export const PACK_TYPES = ['pcs', 'carton'] as const;
export type PackType = (typeof PACK_TYPES)[number];
export const isPackType = guardFor(PACK_TYPES);
export const parsePackType = parserFor(PACK_TYPES, 'pcs');

export const PACK_CONVERSIONS = ['cartonToPcs', 'pcsToCarton'] as const;
export type PackConversion = (typeof PACK_CONVERSIONS)[number];

export const ADDITIONAL_SERVICE_KINDS = ['service', 'extended-warranty'] as const;
export type AdditionalServiceKind = (typeof ADDITIONAL_SERVICE_KINDS)[number];
export const isAdditionalServiceKind = guardFor(ADDITIONAL_SERVICE_KINDS);
export const parseAdditionalServiceKind = parserFor(ADDITIONAL_SERVICE_KINDS, 'service');

export const SERVICE_TARGETS = ['delivery', 'item'] as const;
export type ServiceTarget = (typeof SERVICE_TARGETS)[number];
export const isServiceTarget = guardFor(SERVICE_TARGETS);
export const parseServiceTarget = parserFor(SERVICE_TARGETS, 'item');

export const SERVICE_CODES = [
  'zar01',
  'zar02',
  'mont01',
  'mont02',
  'rekl01',
  'rekl02',
  'rekl03',
  'rekl04',
  'rekl05',
  'rekl06',
  'rekl07',
  'rekl08',
  'rekl09',
  'rekl10',
  'rekl11',
  'rekl12',
  'rekl13',
] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];
export const EXTENDED_WARRANTY_CODES = ['zar01', 'zar02'] as const;
export type ExtendedWarrantyCode = (typeof EXTENDED_WARRANTY_CODES)[number];
export const isServiceCode = guardFor(SERVICE_CODES);
export const parseServiceCode = nullableParserFor(SERVICE_CODES);
export const FIXED_SKU = 'FIXED-SKU';

export const DATA_DETAIL_LEVELS = ['none', 'base', 'meta', 'preview', 'detail'] as const;
export type DataDetailLevel = (typeof DATA_DETAIL_LEVELS)[number];
export const isDataDetailLevel = guardFor(DATA_DETAIL_LEVELS);
export const parseDataDetailLevel = parserFor(DATA_DETAIL_LEVELS, 'none');
/** none 0, base 1, meta 2, preview 3, detail 4. */
export function detailLevelRank(level: DataDetailLevel): number {
  return DATA_DETAIL_LEVELS.indexOf(level);
}
/** True when data loaded at `state` is not enough for `required` (its rank is lower). */
export function isWorseThan(state: DataDetailLevel, required: DataDetailLevel): boolean {
  return detailLevelRank(state) < detailLevelRank(required);
}

// --- Outcomes ------------------------------------------------------------------------------
export const CREATE_PURCHASE_STATUSES = ['error', 'redirect-to-payment-gateway', 'success'] as const;
export type CreatePurchaseStatus = (typeof CREATE_PURCHASE_STATUSES)[number];
export const isCreatePurchaseStatus = guardFor(CREATE_PURCHASE_STATUSES);
// An unrecognised result must not be shown as a placed order.
export const parseCreatePurchaseStatus = parserFor(CREATE_PURCHASE_STATUSES, 'error');

export const LOGIN_OUTCOMES = ['success', 'validation', 'credentials', 'fatal'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];
export const isLoginOutcome = guardFor(LOGIN_OUTCOMES);
export const parseLoginOutcome = parserFor(LOGIN_OUTCOMES, 'fatal');

/** 'error' stands for the spec's "other error". */
export const PASSWORD_RENEW_OUTCOMES = ['success', 'emailNotFound', 'error'] as const;
export type PasswordRenewOutcome = (typeof PASSWORD_RENEW_OUTCOMES)[number];
export const isPasswordRenewOutcome = guardFor(PASSWORD_RENEW_OUTCOMES);
export const parsePasswordRenewOutcome = parserFor(PASSWORD_RENEW_OUTCOMES, 'error');

/** 'error' stands for the spec's "other error". */
export const REGISTRATION_OUTCOMES = ['success', 'userNameAlreadyRegistered', 'error'] as const;
export type RegistrationOutcome = (typeof REGISTRATION_OUTCOMES)[number];
export const isRegistrationOutcome = guardFor(REGISTRATION_OUTCOMES);
export const parseRegistrationOutcome = parserFor(REGISTRATION_OUTCOMES, 'error');

/** Reasons of POST /api/auth/local-login errors (section 7). */
export const LOGIN_ERROR_REASONS = ['no-user-name', 'invalid-credentials'] as const;
export type LoginErrorReason = (typeof LOGIN_ERROR_REASONS)[number];

// --- Shell ---------------------------------------------------------------------------------
export const NAVIGATION_AREAS = [
  'categories',
  'groups',
  'horizontalNav',
  'main',
  'mobileAfter',
  'topNav',
  'topNavLeft',
] as const;
export type NavigationArea = (typeof NAVIGATION_AREAS)[number];
export const isNavigationArea = guardFor(NAVIGATION_AREAS);
export const parseNavigationArea = nullableParserFor(NAVIGATION_AREAS);

export const STATUS_BAR_TYPES = ['danger', 'info', 'success', 'warning'] as const;
export type StatusBarType = (typeof STATUS_BAR_TYPES)[number];
export const isStatusBarType = guardFor(STATUS_BAR_TYPES);
export const parseStatusBarType = parserFor(STATUS_BAR_TYPES, 'info');

// --- Checkout ------------------------------------------------------------------------------
/** Route-table order, steps 1–5. */
export const CHECKOUT_STEPS = ['cart', 'gift', 'delivery', 'address', 'summary'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
export const isCheckoutStep = guardFor(CHECKOUT_STEPS);
