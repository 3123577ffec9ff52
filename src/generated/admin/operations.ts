/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type AdminOrderFilter = {
  /** First day (YYYY-MM-DD, Prague), inclusive. */
  from?: string | null | undefined;
  /** not-required, pending, paid, failed, cancelled. */
  paymentStatus?: string | null | undefined;
  /** new, processing, sent, ready-for-pickup, delivered, cancelled. */
  state?: string | null | undefined;
  /** Order number, name or e-mail (part of it). */
  text?: string | null | undefined;
  /** Last day (YYYY-MM-DD, Prague), inclusive. */
  to?: string | null | undefined;
};

export type AdminProductFilter = {
  /** A category (its products and its subcategories' products). */
  categoryHash?: string | null | undefined;
  onSale?: boolean | null | undefined;
  /** in (a positive quantity) or out (none). */
  stock?: string | null | undefined;
  /** Part of the name, the SKU or the EAN. */
  text?: string | null | undefined;
};

export type ArticleInput = {
  alias: string;
  body: string;
  category?: string | null | undefined;
  position: number;
  /** ISO timestamp; now when omitted. */
  publishedAt?: string | null | undefined;
  teaserImage?: string | null | undefined;
  teaserText: string;
  title: string;
  type: string;
};

export type BannerInput = {
  cta: string;
  id: string;
  image: string;
  text: string;
  title: string;
  to: string;
};

export type CreateStaffInput = {
  email: string;
  name: string;
  password: string;
  roles: Array<StaffRole>;
};

export type NavigationItemInput = {
  action?: string | null | undefined;
  code?: string | null | undefined;
  hash?: string | null | undefined;
  href?: string | null | undefined;
  image?: string | null | undefined;
  /** Index of the stored item (as loaded) whose sub-items this item keeps; none: no sub-items. */
  keepChildrenOf?: number | null | undefined;
  kind: string;
  label: string;
  newWindow?: boolean | null | undefined;
  to?: string | null | undefined;
};

export type ProductParameterInput = {
  code: string;
  name: string;
  unit?: string | null | undefined;
  value: string;
};

export type ProductPriceInput = {
  /** Without VAT; null removes the product's price in this group. */
  price?: number | null | undefined;
  priceGroup: string;
};

export type QuantityTierInput = {
  minQuantity: number;
  /** pcs or carton. */
  packType: string;
  /** Without VAT. */
  price: number;
  priceGroup: string;
};

export type RefundPaymentInput = {
  /** Haléře: more than 0, at most the payment's refundable amount (a part is allowed). */
  amount: number;
  orderId: string;
  paymentId: string;
};

export type SignInInput = {
  email: string;
  password: string;
  /** The six-digit code of the authenticator app, when the account has two-factor sign-in. */
  totpCode?: string | null | undefined;
};

export type StaffRole =
  | 'admin'
  | 'catalogue'
  | 'content'
  | 'orders';

export type StatusBarInput = {
  closable: boolean;
  message: string;
  pathList: Array<string>;
  position: number;
  type: string;
};

export type TransitionOrderInput = {
  /** With sent: the carrier (PPL, Zásilkovna, Česká pošta, DPD, GLS or another). */
  carrier?: string | null | undefined;
  orderId: string;
  /** With cancelled: told to the customer in the e-mail. */
  reason?: string | null | undefined;
  /** processing, sent, ready-for-pickup, delivered or cancelled. */
  to: string;
  /** With sent. */
  trackingNumber?: string | null | undefined;
};

export type UpdateProductInput = {
  categoryHashes: Array<string>;
  description: string;
  ean?: string | null | undefined;
  mainCategoryHash?: string | null | undefined;
  name: string;
  onSale: boolean;
  parameters: Array<ProductParameterInput>;
  /** Groups left out keep their price. */
  prices: Array<ProductPriceInput>;
  sku: string;
  stockQuantity: number;
  /** A code of catalogueOptions.stockStates; empty: none (a service). */
  stockState: string;
  /** Replaces every quantity tier of the product. */
  tiers: Array<QuantityTierInput>;
  vatRate: number;
};

export type UpdateStaffInput = {
  enabled?: boolean | null | undefined;
  id: string;
  name?: string | null | undefined;
  /** Removes the staff member's two-factor sign-in (a lost phone); they enrol again. */
  resetTotp?: boolean | null | undefined;
  roles?: Array<StaffRole> | null | undefined;
};

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { me: { __typename: 'Me', mustEnrolTotp: boolean, totpRequired: boolean, demo: boolean, staff: { __typename: 'Staff', id: string, email: string, name: string, roles: Array<StaffRole>, totpEnabled: boolean, enabled: boolean, createdAt: string } } | null };

export type AdminSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type AdminSignInMutation = { signIn: { __typename: 'SignInResult', ok: boolean, totpNeeded: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, me: { __typename: 'Me', mustEnrolTotp: boolean, totpRequired: boolean, demo: boolean, staff: { __typename: 'Staff', id: string, email: string, name: string, roles: Array<StaffRole>, totpEnabled: boolean, enabled: boolean, createdAt: string } } | null } };

export type AdminSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminSignOutMutation = { signOut: { __typename: 'OkResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }> } };

export type AdminStartTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminStartTotpEnrolmentMutation = { startTotpEnrolment: { __typename: 'TotpEnrolmentResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, enrolment: { __typename: 'TotpEnrolment', secret: string, uri: string, qrCode: string } | null } };

export type AdminConfirmTotpEnrolmentMutationVariables = Exact<{
  code: string;
}>;


export type AdminConfirmTotpEnrolmentMutation = { confirmTotpEnrolment: { __typename: 'MeResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, me: { __typename: 'Me', mustEnrolTotp: boolean, totpRequired: boolean, demo: boolean, staff: { __typename: 'Staff', id: string, email: string, name: string, roles: Array<StaffRole>, totpEnabled: boolean, enabled: boolean, createdAt: string } } | null } };

export type AdminCatalogueProductsQueryVariables = Exact<{
  filter?: AdminProductFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminCatalogueProductsQuery = { catalogueProducts: { __typename: 'AdminProductPage', page: number, pageSize: number, totalCount: number, items: Array<{ __typename: 'AdminProductListItem', sku: string, name: string, ean: string | null, onSale: boolean, stockState: string | null, stockStateText: string, stockQuantity: number, price: number | null }> } };

export type AdminCatalogueOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCatalogueOptionsQuery = { catalogueOptions: { __typename: 'CatalogueOptions', vatRates: Array<number>, priceGroups: Array<{ __typename: 'AdminPriceGroup', id: string, name: string, b2b: boolean }>, categories: Array<{ __typename: 'AdminCategory', hash: string, name: string, path: string, depth: number }>, stockStates: Array<{ __typename: 'AdminStockState', code: string, text: string }> } };

export type AdminProductFieldsFragment = { __typename: 'AdminProduct', sku: string, name: string, description: string, ean: string | null, vatRate: number, onSale: boolean, stockState: string | null, stockQuantity: number, categoryHashes: Array<string>, mainCategoryHash: string | null, url: string, parameters: Array<{ __typename: 'AdminProductParameter', code: string, name: string, value: string, unit: string | null }>, prices: Array<{ __typename: 'AdminProductPrice', priceGroup: string, price: number, priceWithTax: number }>, tiers: Array<{ __typename: 'AdminQuantityTier', priceGroup: string, packType: string, minQuantity: number, price: number, priceWithTax: number }>, priceHistory: Array<{ __typename: 'AdminPricePeriod', priceGroup: string, price: number, priceWithTax: number, validFrom: string, validTo: string | null }>, history: Array<{ __typename: 'AuditEntry', id: string, at: string, staffEmail: string, action: string, before: string | null, after: string | null }> };

export type AdminCatalogueProductQueryVariables = Exact<{
  sku: string;
}>;


export type AdminCatalogueProductQuery = { catalogueProduct: { __typename: 'AdminProduct', sku: string, name: string, description: string, ean: string | null, vatRate: number, onSale: boolean, stockState: string | null, stockQuantity: number, categoryHashes: Array<string>, mainCategoryHash: string | null, url: string, parameters: Array<{ __typename: 'AdminProductParameter', code: string, name: string, value: string, unit: string | null }>, prices: Array<{ __typename: 'AdminProductPrice', priceGroup: string, price: number, priceWithTax: number }>, tiers: Array<{ __typename: 'AdminQuantityTier', priceGroup: string, packType: string, minQuantity: number, price: number, priceWithTax: number }>, priceHistory: Array<{ __typename: 'AdminPricePeriod', priceGroup: string, price: number, priceWithTax: number, validFrom: string, validTo: string | null }>, history: Array<{ __typename: 'AuditEntry', id: string, at: string, staffEmail: string, action: string, before: string | null, after: string | null }> } | null };

export type AdminUpdateCatalogueProductMutationVariables = Exact<{
  input: UpdateProductInput;
}>;


export type AdminUpdateCatalogueProductMutation = { updateCatalogueProduct: { __typename: 'AdminProductResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, product: { __typename: 'AdminProduct', sku: string, name: string, description: string, ean: string | null, vatRate: number, onSale: boolean, stockState: string | null, stockQuantity: number, categoryHashes: Array<string>, mainCategoryHash: string | null, url: string, parameters: Array<{ __typename: 'AdminProductParameter', code: string, name: string, value: string, unit: string | null }>, prices: Array<{ __typename: 'AdminProductPrice', priceGroup: string, price: number, priceWithTax: number }>, tiers: Array<{ __typename: 'AdminQuantityTier', priceGroup: string, packType: string, minQuantity: number, price: number, priceWithTax: number }>, priceHistory: Array<{ __typename: 'AdminPricePeriod', priceGroup: string, price: number, priceWithTax: number, validFrom: string, validTo: string | null }>, history: Array<{ __typename: 'AuditEntry', id: string, at: string, staffEmail: string, action: string, before: string | null, after: string | null }> } | null } };

export type AdminCatalogueImportQueryVariables = Exact<{
  id: string;
}>;


export type AdminCatalogueImportQuery = { catalogueImport: { __typename: 'CatalogueImport', id: string, dryRun: boolean, state: string, stateText: string, totalRows: number, processedRows: number, changedRows: number, priceChanges: number, errorCount: number, checkMs: number | null, applyMs: number | null, createdAt: string, staffEmail: string, errors: Array<{ __typename: 'CatalogueImportLineError', line: number, column: string | null, message: string }> } | null };

export type AdminStatusBarFieldsFragment = { __typename: 'AdminStatusBar', id: string, message: string, type: string, closable: boolean, pathList: Array<string>, position: number };

export type AdminBannerFieldsFragment = { __typename: 'AdminBanner', id: string, title: string, text: string, image: string, to: string, cta: string };

export type AdminArticleFieldsFragment = { __typename: 'AdminArticle', id: string, type: string, alias: string, title: string, category: string | null, teaserText: string, teaserImage: string | null, body: string, position: number, publishedAt: string, url: string };

export type AdminStatusBarsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatusBarsQuery = { statusBars: Array<{ __typename: 'AdminStatusBar', id: string, message: string, type: string, closable: boolean, pathList: Array<string>, position: number }> };

export type SaveStatusBarMutationVariables = Exact<{
  id?: string | null | undefined;
  input: StatusBarInput;
}>;


export type SaveStatusBarMutation = { saveStatusBar: { __typename: 'AdminStatusBarResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, statusBar: { __typename: 'AdminStatusBar', id: string, message: string, type: string, closable: boolean, pathList: Array<string>, position: number } | null } };

export type DeleteStatusBarMutationVariables = Exact<{
  id: string;
}>;


export type DeleteStatusBarMutation = { deleteStatusBar: { __typename: 'AdminDeleteResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }> } };

export type AdminBannersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBannersQuery = { banners: Array<{ __typename: 'AdminBanner', id: string, title: string, text: string, image: string, to: string, cta: string }> };

export type SaveBannersMutationVariables = Exact<{
  banners: Array<BannerInput> | BannerInput;
}>;


export type SaveBannersMutation = { saveBanners: { __typename: 'AdminBannersResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, banners: Array<{ __typename: 'AdminBanner', id: string, title: string, text: string, image: string, to: string, cta: string }> } };

export type AdminArticlesQueryVariables = Exact<{
  type?: string | null | undefined;
  text?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminArticlesQuery = { articles: { __typename: 'AdminArticlePage', page: number, pageSize: number, totalCount: number, items: Array<{ __typename: 'AdminArticle', id: string, type: string, alias: string, title: string, publishedAt: string, url: string }> } };

export type AdminArticleQueryVariables = Exact<{
  id: string;
}>;


export type AdminArticleQuery = { article: { __typename: 'AdminArticle', id: string, type: string, alias: string, title: string, category: string | null, teaserText: string, teaserImage: string | null, body: string, position: number, publishedAt: string, url: string } | null };

export type SaveArticleMutationVariables = Exact<{
  id?: string | null | undefined;
  input: ArticleInput;
}>;


export type SaveArticleMutation = { saveArticle: { __typename: 'AdminArticleResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, article: { __typename: 'AdminArticle', id: string, type: string, alias: string, title: string, category: string | null, teaserText: string, teaserImage: string | null, body: string, position: number, publishedAt: string, url: string } | null } };

export type DeleteArticleMutationVariables = Exact<{
  id: string;
}>;


export type DeleteArticleMutation = { deleteArticle: { __typename: 'AdminDeleteResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }> } };

export type AdminCustomerFieldsFragment = { __typename: 'AdminCustomer', id: string, email: string, name: string, companyName: string | null, companyRegNo: string | null, companyTaxNo: string | null, phoneNumber: string | null, city: string | null, pricesType: string, createdAt: string, newsletter: boolean, priceGroup: { __typename: 'PriceGroup', id: string, name: string, b2b: boolean } };

export type AdminCustomerDetailFieldsFragment = { __typename: 'AdminCustomerDetail', ordersCount: number, loyaltyPoints: number, customer: { __typename: 'AdminCustomer', id: string, email: string, name: string, companyName: string | null, companyRegNo: string | null, companyTaxNo: string | null, phoneNumber: string | null, city: string | null, pricesType: string, createdAt: string, newsletter: boolean, priceGroup: { __typename: 'PriceGroup', id: string, name: string, b2b: boolean } } };

export type AdminCustomersQueryVariables = Exact<{
  text?: string | null | undefined;
  priceGroupId?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminCustomersQuery = { customers: { __typename: 'AdminCustomerPage', page: number, pageSize: number, totalCount: number, items: Array<{ __typename: 'AdminCustomer', id: string, email: string, name: string, companyName: string | null, companyRegNo: string | null, companyTaxNo: string | null, phoneNumber: string | null, city: string | null, pricesType: string, createdAt: string, newsletter: boolean, priceGroup: { __typename: 'PriceGroup', id: string, name: string, b2b: boolean } }> }, priceGroups: Array<{ __typename: 'PriceGroup', id: string, name: string, b2b: boolean }> };

export type AdminCustomerQueryVariables = Exact<{
  id: string;
}>;


export type AdminCustomerQuery = { customer: { __typename: 'AdminCustomerDetail', ordersCount: number, loyaltyPoints: number, customer: { __typename: 'AdminCustomer', id: string, email: string, name: string, companyName: string | null, companyRegNo: string | null, companyTaxNo: string | null, phoneNumber: string | null, city: string | null, pricesType: string, createdAt: string, newsletter: boolean, priceGroup: { __typename: 'PriceGroup', id: string, name: string, b2b: boolean } } } | null, priceGroups: Array<{ __typename: 'PriceGroup', id: string, name: string, b2b: boolean }> };

export type AdminSetCustomerPriceGroupMutationVariables = Exact<{
  customerId: string;
  priceGroupId: string;
}>;


export type AdminSetCustomerPriceGroupMutation = { setCustomerPriceGroup: { __typename: 'AdminCustomerResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, customer: { __typename: 'AdminCustomerDetail', ordersCount: number, loyaltyPoints: number, customer: { __typename: 'AdminCustomer', id: string, email: string, name: string, companyName: string | null, companyRegNo: string | null, companyTaxNo: string | null, phoneNumber: string | null, city: string | null, pricesType: string, createdAt: string, newsletter: boolean, priceGroup: { __typename: 'PriceGroup', id: string, name: string, b2b: boolean } } } | null } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { dashboard: { __typename: 'Dashboard', today: string, ordersToday: number, revenueToday: number, openWithdrawals: number, openComplaints: number, waiting: Array<{ __typename: 'StateCount', state: string, stateText: string, count: number }>, lowStock: Array<{ __typename: 'LowStockProduct', sku: string, name: string, quantity: number, state: string }> } };

export type AdminErrorFieldsFragment = { __typename: 'AdminError', code: string, field: string | null, message: string };

export type StaffFieldsFragment = { __typename: 'Staff', id: string, email: string, name: string, roles: Array<StaffRole>, totpEnabled: boolean, enabled: boolean, createdAt: string };

export type MeFieldsFragment = { __typename: 'Me', mustEnrolTotp: boolean, totpRequired: boolean, demo: boolean, staff: { __typename: 'Staff', id: string, email: string, name: string, roles: Array<StaffRole>, totpEnabled: boolean, enabled: boolean, createdAt: string } };

export type AuditEntryFieldsFragment = { __typename: 'AuditEntry', id: string, at: string, staffEmail: string, action: string, entity: string, entityId: string, before: string | null, after: string | null };

export type AdminContactFieldsFragment = { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string };

export type AdminOrderFieldsFragment = { __typename: 'AdminOrder', id: string, number: string, createdAt: string, state: string, stateText: string, nextStates: Array<string>, paymentStatus: string, destiny: string, email: string, registeredCustomer: boolean, personalPickup: boolean, shippingName: string, paymentName: string, carrier: string | null, trackingNumber: string | null, trackingUrl: string | null, cancelReason: string | null, totalToPay: number, customerNotes: string, invoiceNumber: string | null, creditNoteNumbers: Array<string>, items: Array<{ __typename: 'AdminOrderItem', kind: string, sku: string, text: string, quantity: number, unitPriceWithTax: number, totalWithTax: number }>, orderContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string }, invoiceContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string }, deliveryContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string } | null, payments: Array<{ __typename: 'AdminPayment', id: string, provider: string, amount: number, status: string, createdAt: string, refundable: number }>, notes: Array<{ __typename: 'OrderNote', id: string, staffName: string, text: string, createdAt: string }>, history: Array<{ __typename: 'AuditEntry', id: string, at: string, staffEmail: string, action: string, entity: string, entityId: string, before: string | null, after: string | null }> };

export type AdminWithdrawalFieldsFragment = { __typename: 'AdminWithdrawal', id: string, orderId: string, orderNumber: string, email: string, createdAt: string, state: string, stateText: string, refundAmount: number, refundDeadline: string, daysLeft: number, refundedAt: string | null, refundableOnline: boolean };

export type AdminComplaintFieldsFragment = { __typename: 'AdminComplaint', id: string, number: string, orderNumber: string, name: string, email: string, phone: string, productSku: string, description: string, createdAt: string, state: string, settleDeadline: string, daysLeft: number, resolvedAt: string | null, resolution: string | null };

export type AdminProductImagesFieldsFragment = { __typename: 'AdminProductImages', sku: string, name: string, images: Array<{ __typename: 'AdminProductImage', id: string, position: number, alt: string, width: number, height: number, hash: string, variants: Array<{ __typename: 'AdminProductImageVariant', format: string, width: number, height: number, url: string }> }> };

export type AdminProductImagesQueryVariables = Exact<{
  productId: string;
}>;


export type AdminProductImagesQuery = { productImages: { __typename: 'AdminProductImages', sku: string, name: string, images: Array<{ __typename: 'AdminProductImage', id: string, position: number, alt: string, width: number, height: number, hash: string, variants: Array<{ __typename: 'AdminProductImageVariant', format: string, width: number, height: number, url: string }> }> } | null };

export type SetProductImageAltMutationVariables = Exact<{
  imageId: string;
  alt: string;
}>;


export type SetProductImageAltMutation = { setProductImageAlt: { __typename: 'AdminProductImagesResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, product: { __typename: 'AdminProductImages', sku: string, name: string, images: Array<{ __typename: 'AdminProductImage', id: string, position: number, alt: string, width: number, height: number, hash: string, variants: Array<{ __typename: 'AdminProductImageVariant', format: string, width: number, height: number, url: string }> }> } | null } };

export type ReorderProductImagesMutationVariables = Exact<{
  productId: string;
  imageIds: Array<string> | string;
}>;


export type ReorderProductImagesMutation = { reorderProductImages: { __typename: 'AdminProductImagesResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, product: { __typename: 'AdminProductImages', sku: string, name: string, images: Array<{ __typename: 'AdminProductImage', id: string, position: number, alt: string, width: number, height: number, hash: string, variants: Array<{ __typename: 'AdminProductImageVariant', format: string, width: number, height: number, url: string }> }> } | null } };

export type DeleteProductImageMutationVariables = Exact<{
  imageId: string;
}>;


export type DeleteProductImageMutation = { deleteProductImage: { __typename: 'AdminProductImagesResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, product: { __typename: 'AdminProductImages', sku: string, name: string, images: Array<{ __typename: 'AdminProductImage', id: string, position: number, alt: string, width: number, height: number, hash: string, variants: Array<{ __typename: 'AdminProductImageVariant', format: string, width: number, height: number, url: string }> }> } | null } };

export type AdminMailFieldsFragment = { __typename: 'AdminMail', id: string, template: string, to: string, subject: string, state: string, stateText: string, attempts: number, nextAttemptAt: string, lastError: string | null, createdAt: string, sentAt: string | null };

export type AdminMailOutboxQueryVariables = Exact<{
  state?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminMailOutboxQuery = { mailOutbox: { __typename: 'AdminMailPage', page: number, pageSize: number, hasMore: boolean, items: Array<{ __typename: 'AdminMail', id: string, template: string, to: string, subject: string, state: string, stateText: string, attempts: number, nextAttemptAt: string, lastError: string | null, createdAt: string, sentAt: string | null }> } };

export type AdminResendMailMutationVariables = Exact<{
  id: string;
}>;


export type AdminResendMailMutation = { resendMail: { __typename: 'AdminMailResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, mail: { __typename: 'AdminMail', id: string, template: string, to: string, subject: string, state: string, stateText: string, attempts: number, nextAttemptAt: string, lastError: string | null, createdAt: string, sentAt: string | null } | null } };

export type AdminNavigationAreaFieldsFragment = { __typename: 'AdminNavigationArea', area: string, items: Array<{ __typename: 'AdminNavigationItem', kind: string, label: string, to: string | null, href: string | null, newWindow: boolean, hash: string | null, code: string | null, action: string | null, image: string | null, childCount: number }> };

export type AdminNavigationQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminNavigationQuery = { navigationAreas: Array<{ __typename: 'AdminNavigationArea', area: string, items: Array<{ __typename: 'AdminNavigationItem', kind: string, label: string, to: string | null, href: string | null, newWindow: boolean, hash: string | null, code: string | null, action: string | null, image: string | null, childCount: number }> }> };

export type SaveNavigationMutationVariables = Exact<{
  area: string;
  items: Array<NavigationItemInput> | NavigationItemInput;
}>;


export type SaveNavigationMutation = { saveNavigation: { __typename: 'AdminNavigationResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, area: { __typename: 'AdminNavigationArea', area: string, items: Array<{ __typename: 'AdminNavigationItem', kind: string, label: string, to: string | null, href: string | null, newWindow: boolean, hash: string | null, code: string | null, action: string | null, image: string | null, childCount: number }> } | null } };

export type AdminOrdersQueryVariables = Exact<{
  filter?: AdminOrderFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminOrdersQuery = { orders: { __typename: 'AdminOrderPage', page: number, pageSize: number, totalCount: number, items: Array<{ __typename: 'AdminOrderListItem', id: string, number: string, createdAt: string, state: string, stateText: string, paymentStatus: string, name: string, email: string, totalToPay: number }> } };

export type AdminOrdersCsvQueryVariables = Exact<{
  filter?: AdminOrderFilter | null | undefined;
}>;


export type AdminOrdersCsvQuery = { ordersCsv: string };

export type AdminOrderQueryVariables = Exact<{
  id: string;
}>;


export type AdminOrderQuery = { order: { __typename: 'AdminOrder', id: string, number: string, createdAt: string, state: string, stateText: string, nextStates: Array<string>, paymentStatus: string, destiny: string, email: string, registeredCustomer: boolean, personalPickup: boolean, shippingName: string, paymentName: string, carrier: string | null, trackingNumber: string | null, trackingUrl: string | null, cancelReason: string | null, totalToPay: number, customerNotes: string, invoiceNumber: string | null, creditNoteNumbers: Array<string>, items: Array<{ __typename: 'AdminOrderItem', kind: string, sku: string, text: string, quantity: number, unitPriceWithTax: number, totalWithTax: number }>, orderContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string }, invoiceContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string }, deliveryContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string } | null, payments: Array<{ __typename: 'AdminPayment', id: string, provider: string, amount: number, status: string, createdAt: string, refundable: number }>, notes: Array<{ __typename: 'OrderNote', id: string, staffName: string, text: string, createdAt: string }>, history: Array<{ __typename: 'AuditEntry', id: string, at: string, staffEmail: string, action: string, entity: string, entityId: string, before: string | null, after: string | null }> } | null, carriers: Array<{ __typename: 'CarrierOption', name: string }> };

export type AdminTransitionOrderMutationVariables = Exact<{
  input: TransitionOrderInput;
}>;


export type AdminTransitionOrderMutation = { transitionOrder: { __typename: 'AdminOrderResult', ok: boolean, warnings: Array<string>, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, order: { __typename: 'AdminOrder', id: string, number: string, createdAt: string, state: string, stateText: string, nextStates: Array<string>, paymentStatus: string, destiny: string, email: string, registeredCustomer: boolean, personalPickup: boolean, shippingName: string, paymentName: string, carrier: string | null, trackingNumber: string | null, trackingUrl: string | null, cancelReason: string | null, totalToPay: number, customerNotes: string, invoiceNumber: string | null, creditNoteNumbers: Array<string>, items: Array<{ __typename: 'AdminOrderItem', kind: string, sku: string, text: string, quantity: number, unitPriceWithTax: number, totalWithTax: number }>, orderContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string }, invoiceContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string }, deliveryContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string } | null, payments: Array<{ __typename: 'AdminPayment', id: string, provider: string, amount: number, status: string, createdAt: string, refundable: number }>, notes: Array<{ __typename: 'OrderNote', id: string, staffName: string, text: string, createdAt: string }>, history: Array<{ __typename: 'AuditEntry', id: string, at: string, staffEmail: string, action: string, entity: string, entityId: string, before: string | null, after: string | null }> } | null } };

export type AdminAddOrderNoteMutationVariables = Exact<{
  orderId: string;
  text: string;
}>;


export type AdminAddOrderNoteMutation = { addOrderNote: { __typename: 'AdminOrderResult', ok: boolean, warnings: Array<string>, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, order: { __typename: 'AdminOrder', id: string, number: string, createdAt: string, state: string, stateText: string, nextStates: Array<string>, paymentStatus: string, destiny: string, email: string, registeredCustomer: boolean, personalPickup: boolean, shippingName: string, paymentName: string, carrier: string | null, trackingNumber: string | null, trackingUrl: string | null, cancelReason: string | null, totalToPay: number, customerNotes: string, invoiceNumber: string | null, creditNoteNumbers: Array<string>, items: Array<{ __typename: 'AdminOrderItem', kind: string, sku: string, text: string, quantity: number, unitPriceWithTax: number, totalWithTax: number }>, orderContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string }, invoiceContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string }, deliveryContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string } | null, payments: Array<{ __typename: 'AdminPayment', id: string, provider: string, amount: number, status: string, createdAt: string, refundable: number }>, notes: Array<{ __typename: 'OrderNote', id: string, staffName: string, text: string, createdAt: string }>, history: Array<{ __typename: 'AuditEntry', id: string, at: string, staffEmail: string, action: string, entity: string, entityId: string, before: string | null, after: string | null }> } | null } };

export type AdminRefundPaymentMutationVariables = Exact<{
  input: RefundPaymentInput;
}>;


export type AdminRefundPaymentMutation = { refundPayment: { __typename: 'AdminOrderResult', ok: boolean, warnings: Array<string>, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, order: { __typename: 'AdminOrder', id: string, number: string, createdAt: string, state: string, stateText: string, nextStates: Array<string>, paymentStatus: string, destiny: string, email: string, registeredCustomer: boolean, personalPickup: boolean, shippingName: string, paymentName: string, carrier: string | null, trackingNumber: string | null, trackingUrl: string | null, cancelReason: string | null, totalToPay: number, customerNotes: string, invoiceNumber: string | null, creditNoteNumbers: Array<string>, items: Array<{ __typename: 'AdminOrderItem', kind: string, sku: string, text: string, quantity: number, unitPriceWithTax: number, totalWithTax: number }>, orderContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string }, invoiceContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string }, deliveryContact: { __typename: 'AdminContact', name: string, lines: Array<string>, email: string, phone: string } | null, payments: Array<{ __typename: 'AdminPayment', id: string, provider: string, amount: number, status: string, createdAt: string, refundable: number }>, notes: Array<{ __typename: 'OrderNote', id: string, staffName: string, text: string, createdAt: string }>, history: Array<{ __typename: 'AuditEntry', id: string, at: string, staffEmail: string, action: string, entity: string, entityId: string, before: string | null, after: string | null }> } | null } };

export type AdminWithdrawalsQueryVariables = Exact<{
  state?: string | null | undefined;
}>;


export type AdminWithdrawalsQuery = { withdrawals: { __typename: 'AdminWithdrawalPage', totalCount: number, items: Array<{ __typename: 'AdminWithdrawal', id: string, orderId: string, orderNumber: string, email: string, createdAt: string, state: string, stateText: string, refundAmount: number, refundDeadline: string, daysLeft: number, refundedAt: string | null, refundableOnline: boolean }> } };

export type AdminComplaintsQueryVariables = Exact<{
  state?: string | null | undefined;
}>;


export type AdminComplaintsQuery = { complaints: { __typename: 'AdminComplaintPage', totalCount: number, items: Array<{ __typename: 'AdminComplaint', id: string, number: string, orderNumber: string, name: string, email: string, phone: string, productSku: string, description: string, createdAt: string, state: string, settleDeadline: string, daysLeft: number, resolvedAt: string | null, resolution: string | null }> } };

export type AdminMarkWithdrawalRefundedMutationVariables = Exact<{
  id: string;
}>;


export type AdminMarkWithdrawalRefundedMutation = { markWithdrawalRefunded: { __typename: 'AdminWithdrawalResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, withdrawal: { __typename: 'AdminWithdrawal', id: string, orderId: string, orderNumber: string, email: string, createdAt: string, state: string, stateText: string, refundAmount: number, refundDeadline: string, daysLeft: number, refundedAt: string | null, refundableOnline: boolean } | null } };

export type AdminResolveComplaintMutationVariables = Exact<{
  id: string;
  resolution: string;
}>;


export type AdminResolveComplaintMutation = { resolveComplaint: { __typename: 'AdminComplaintResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, complaint: { __typename: 'AdminComplaint', id: string, number: string, orderNumber: string, name: string, email: string, phone: string, productSku: string, description: string, createdAt: string, state: string, settleDeadline: string, daysLeft: number, resolvedAt: string | null, resolution: string | null } | null } };

export type AdminStaffMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStaffMembersQuery = { staffMembers: Array<{ __typename: 'Staff', id: string, email: string, name: string, roles: Array<StaffRole>, totpEnabled: boolean, enabled: boolean, createdAt: string }> };

export type AdminCreateStaffMutationVariables = Exact<{
  input: CreateStaffInput;
}>;


export type AdminCreateStaffMutation = { createStaff: { __typename: 'StaffResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, staff: { __typename: 'Staff', id: string, email: string, name: string, roles: Array<StaffRole>, totpEnabled: boolean, enabled: boolean, createdAt: string } | null } };

export type AdminUpdateStaffMutationVariables = Exact<{
  input: UpdateStaffInput;
}>;


export type AdminUpdateStaffMutation = { updateStaff: { __typename: 'StaffResult', ok: boolean, errors: Array<{ __typename: 'AdminError', code: string, field: string | null, message: string }>, staff: { __typename: 'Staff', id: string, email: string, name: string, roles: Array<StaffRole>, totpEnabled: boolean, enabled: boolean, createdAt: string } | null } };

export type AdminAuditLogQueryVariables = Exact<{
  entity?: string | null | undefined;
  entityId?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminAuditLogQuery = { auditLog: { __typename: 'AuditPage', page: number, pageSize: number, totalCount: number, items: Array<{ __typename: 'AuditEntry', id: string, at: string, staffEmail: string, action: string, entity: string, entityId: string, before: string | null, after: string | null }> } };

export const AdminProductFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stockState"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"packType"}},{"kind":"Field","name":{"kind":"Name","value":"minQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryHashes"}},{"kind":"Field","name":{"kind":"Name","value":"mainCategoryHash"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"priceHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode;
export const AdminStatusBarFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStatusBarFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStatusBar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"closable"}},{"kind":"Field","name":{"kind":"Name","value":"pathList"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode;
export const AdminBannerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}}]}}]} as unknown as DocumentNode;
export const AdminArticleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"teaserText"}},{"kind":"Field","name":{"kind":"Name","value":"teaserImage"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode;
export const AdminCustomerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNo"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"pricesType"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"b2b"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}}]} as unknown as DocumentNode;
export const AdminCustomerDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomerDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ordersCount"}},{"kind":"Field","name":{"kind":"Name","value":"loyaltyPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNo"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"pricesType"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"b2b"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}}]} as unknown as DocumentNode;
export const AdminErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode;
export const StaffFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const MeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTotp"}},{"kind":"Field","name":{"kind":"Name","value":"totpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const AdminContactFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode;
export const AuditEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]} as unknown as DocumentNode;
export const AdminOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStates"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"destiny"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"personalPickup"}},{"kind":"Field","name":{"kind":"Name","value":"shippingName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"totalToPay"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNotes"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]} as unknown as DocumentNode;
export const AdminWithdrawalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminWithdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundableOnline"}}]}}]} as unknown as DocumentNode;
export const AdminComplaintFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminComplaintFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminComplaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"productSku"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"settleDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}}]}}]} as unknown as DocumentNode;
export const AdminProductImagesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductImages"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode;
export const AdminMailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode;
export const AdminNavigationAreaFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminNavigationAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminNavigationArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"newWindow"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}}]}}]}}]} as unknown as DocumentNode;
export const AdminMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTotp"}},{"kind":"Field","name":{"kind":"Name","value":"totpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminMeQuery__
 *
 * To run a query within a React component, call `useAdminMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminMeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminMeQuery, AdminMeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMeQuery, AdminMeQueryVariables>(AdminMeDocument, options);
      }
export function useAdminMeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMeQuery, AdminMeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMeQuery, AdminMeQueryVariables>(AdminMeDocument, options);
        }
// @ts-ignore
export function useAdminMeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMeQuery, AdminMeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMeQuery, AdminMeQueryVariables>;
export function useAdminMeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMeQuery, AdminMeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMeQuery | undefined, AdminMeQueryVariables>;
export function useAdminMeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMeQuery, AdminMeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMeQuery, AdminMeQueryVariables>(AdminMeDocument, options);
        }
export type AdminMeQueryHookResult = ReturnType<typeof useAdminMeQuery>;
export type AdminMeLazyQueryHookResult = ReturnType<typeof useAdminMeLazyQuery>;
export type AdminMeSuspenseQueryHookResult = ReturnType<typeof useAdminMeSuspenseQuery>;
export type AdminMeQueryResult = ApolloReactCommon.QueryResult<AdminMeQuery, AdminMeQueryVariables>;
export const AdminSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totpNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTotp"}},{"kind":"Field","name":{"kind":"Name","value":"totpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}}]}}]} as unknown as DocumentNode;
export type AdminSignInMutationFn = ApolloReactCommon.MutationFunction<AdminSignInMutation, AdminSignInMutationVariables>;

/**
 * __useAdminSignInMutation__
 *
 * To run a mutation, you first call `useAdminSignInMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSignInMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSignInMutation, { data, loading, error }] = useAdminSignInMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminSignInMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSignInMutation, AdminSignInMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSignInMutation, AdminSignInMutationVariables>(AdminSignInDocument, options);
      }
export type AdminSignInMutationHookResult = ReturnType<typeof useAdminSignInMutation>;
export type AdminSignInMutationResult = ApolloReactCommon.MutationResult<AdminSignInMutation>;
export type AdminSignInMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSignInMutation, AdminSignInMutationVariables>;
export const AdminSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode;
export type AdminSignOutMutationFn = ApolloReactCommon.MutationFunction<AdminSignOutMutation, AdminSignOutMutationVariables>;

/**
 * __useAdminSignOutMutation__
 *
 * To run a mutation, you first call `useAdminSignOutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSignOutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSignOutMutation, { data, loading, error }] = useAdminSignOutMutation({
 *   variables: {
 *   },
 * });
 */
export function useAdminSignOutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSignOutMutation, AdminSignOutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSignOutMutation, AdminSignOutMutationVariables>(AdminSignOutDocument, options);
      }
export type AdminSignOutMutationHookResult = ReturnType<typeof useAdminSignOutMutation>;
export type AdminSignOutMutationResult = ApolloReactCommon.MutationResult<AdminSignOutMutation>;
export type AdminSignOutMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSignOutMutation, AdminSignOutMutationVariables>;
export const AdminStartTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStartTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode;
export type AdminStartTotpEnrolmentMutationFn = ApolloReactCommon.MutationFunction<AdminStartTotpEnrolmentMutation, AdminStartTotpEnrolmentMutationVariables>;

/**
 * __useAdminStartTotpEnrolmentMutation__
 *
 * To run a mutation, you first call `useAdminStartTotpEnrolmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminStartTotpEnrolmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminStartTotpEnrolmentMutation, { data, loading, error }] = useAdminStartTotpEnrolmentMutation({
 *   variables: {
 *   },
 * });
 */
export function useAdminStartTotpEnrolmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminStartTotpEnrolmentMutation, AdminStartTotpEnrolmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminStartTotpEnrolmentMutation, AdminStartTotpEnrolmentMutationVariables>(AdminStartTotpEnrolmentDocument, options);
      }
export type AdminStartTotpEnrolmentMutationHookResult = ReturnType<typeof useAdminStartTotpEnrolmentMutation>;
export type AdminStartTotpEnrolmentMutationResult = ApolloReactCommon.MutationResult<AdminStartTotpEnrolmentMutation>;
export type AdminStartTotpEnrolmentMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminStartTotpEnrolmentMutation, AdminStartTotpEnrolmentMutationVariables>;
export const AdminConfirmTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminConfirmTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Me"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mustEnrolTotp"}},{"kind":"Field","name":{"kind":"Name","value":"totpRequired"}},{"kind":"Field","name":{"kind":"Name","value":"demo"}}]}}]} as unknown as DocumentNode;
export type AdminConfirmTotpEnrolmentMutationFn = ApolloReactCommon.MutationFunction<AdminConfirmTotpEnrolmentMutation, AdminConfirmTotpEnrolmentMutationVariables>;

/**
 * __useAdminConfirmTotpEnrolmentMutation__
 *
 * To run a mutation, you first call `useAdminConfirmTotpEnrolmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminConfirmTotpEnrolmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminConfirmTotpEnrolmentMutation, { data, loading, error }] = useAdminConfirmTotpEnrolmentMutation({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useAdminConfirmTotpEnrolmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminConfirmTotpEnrolmentMutation, AdminConfirmTotpEnrolmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminConfirmTotpEnrolmentMutation, AdminConfirmTotpEnrolmentMutationVariables>(AdminConfirmTotpEnrolmentDocument, options);
      }
export type AdminConfirmTotpEnrolmentMutationHookResult = ReturnType<typeof useAdminConfirmTotpEnrolmentMutation>;
export type AdminConfirmTotpEnrolmentMutationResult = ApolloReactCommon.MutationResult<AdminConfirmTotpEnrolmentMutation>;
export type AdminConfirmTotpEnrolmentMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminConfirmTotpEnrolmentMutation, AdminConfirmTotpEnrolmentMutationVariables>;
export const AdminCatalogueProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCatalogueProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stockState"}},{"kind":"Field","name":{"kind":"Name","value":"stockStateText"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCatalogueProductsQuery__
 *
 * To run a query within a React component, call `useAdminCatalogueProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCatalogueProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCatalogueProductsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminCatalogueProductsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminCatalogueProductsQuery, AdminCatalogueProductsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCatalogueProductsQuery, AdminCatalogueProductsQueryVariables>(AdminCatalogueProductsDocument, options);
      }
export function useAdminCatalogueProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCatalogueProductsQuery, AdminCatalogueProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCatalogueProductsQuery, AdminCatalogueProductsQueryVariables>(AdminCatalogueProductsDocument, options);
        }
// @ts-ignore
export function useAdminCatalogueProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueProductsQuery, AdminCatalogueProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCatalogueProductsQuery, AdminCatalogueProductsQueryVariables>;
export function useAdminCatalogueProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueProductsQuery, AdminCatalogueProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCatalogueProductsQuery | undefined, AdminCatalogueProductsQueryVariables>;
export function useAdminCatalogueProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueProductsQuery, AdminCatalogueProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCatalogueProductsQuery, AdminCatalogueProductsQueryVariables>(AdminCatalogueProductsDocument, options);
        }
export type AdminCatalogueProductsQueryHookResult = ReturnType<typeof useAdminCatalogueProductsQuery>;
export type AdminCatalogueProductsLazyQueryHookResult = ReturnType<typeof useAdminCatalogueProductsLazyQuery>;
export type AdminCatalogueProductsSuspenseQueryHookResult = ReturnType<typeof useAdminCatalogueProductsSuspenseQuery>;
export type AdminCatalogueProductsQueryResult = ApolloReactCommon.QueryResult<AdminCatalogueProductsQuery, AdminCatalogueProductsQueryVariables>;
export const AdminCatalogueOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCatalogueOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"b2b"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"depth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stockStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vatRates"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCatalogueOptionsQuery__
 *
 * To run a query within a React component, call `useAdminCatalogueOptionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCatalogueOptionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCatalogueOptionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminCatalogueOptionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminCatalogueOptionsQuery, AdminCatalogueOptionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCatalogueOptionsQuery, AdminCatalogueOptionsQueryVariables>(AdminCatalogueOptionsDocument, options);
      }
export function useAdminCatalogueOptionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCatalogueOptionsQuery, AdminCatalogueOptionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCatalogueOptionsQuery, AdminCatalogueOptionsQueryVariables>(AdminCatalogueOptionsDocument, options);
        }
// @ts-ignore
export function useAdminCatalogueOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueOptionsQuery, AdminCatalogueOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCatalogueOptionsQuery, AdminCatalogueOptionsQueryVariables>;
export function useAdminCatalogueOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueOptionsQuery, AdminCatalogueOptionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCatalogueOptionsQuery | undefined, AdminCatalogueOptionsQueryVariables>;
export function useAdminCatalogueOptionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueOptionsQuery, AdminCatalogueOptionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCatalogueOptionsQuery, AdminCatalogueOptionsQueryVariables>(AdminCatalogueOptionsDocument, options);
        }
export type AdminCatalogueOptionsQueryHookResult = ReturnType<typeof useAdminCatalogueOptionsQuery>;
export type AdminCatalogueOptionsLazyQueryHookResult = ReturnType<typeof useAdminCatalogueOptionsLazyQuery>;
export type AdminCatalogueOptionsSuspenseQueryHookResult = ReturnType<typeof useAdminCatalogueOptionsSuspenseQuery>;
export type AdminCatalogueOptionsQueryResult = ApolloReactCommon.QueryResult<AdminCatalogueOptionsQuery, AdminCatalogueOptionsQueryVariables>;
export const AdminCatalogueProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCatalogueProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sku"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stockState"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"packType"}},{"kind":"Field","name":{"kind":"Name","value":"minQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryHashes"}},{"kind":"Field","name":{"kind":"Name","value":"mainCategoryHash"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"priceHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCatalogueProductQuery__
 *
 * To run a query within a React component, call `useAdminCatalogueProductQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCatalogueProductQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCatalogueProductQuery({
 *   variables: {
 *      sku: // value for 'sku'
 *   },
 * });
 */
export function useAdminCatalogueProductQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminCatalogueProductQuery, AdminCatalogueProductQueryVariables> & ({ variables: AdminCatalogueProductQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCatalogueProductQuery, AdminCatalogueProductQueryVariables>(AdminCatalogueProductDocument, options);
      }
export function useAdminCatalogueProductLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCatalogueProductQuery, AdminCatalogueProductQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCatalogueProductQuery, AdminCatalogueProductQueryVariables>(AdminCatalogueProductDocument, options);
        }
// @ts-ignore
export function useAdminCatalogueProductSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueProductQuery, AdminCatalogueProductQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCatalogueProductQuery, AdminCatalogueProductQueryVariables>;
export function useAdminCatalogueProductSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueProductQuery, AdminCatalogueProductQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCatalogueProductQuery | undefined, AdminCatalogueProductQueryVariables>;
export function useAdminCatalogueProductSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueProductQuery, AdminCatalogueProductQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCatalogueProductQuery, AdminCatalogueProductQueryVariables>(AdminCatalogueProductDocument, options);
        }
export type AdminCatalogueProductQueryHookResult = ReturnType<typeof useAdminCatalogueProductQuery>;
export type AdminCatalogueProductLazyQueryHookResult = ReturnType<typeof useAdminCatalogueProductLazyQuery>;
export type AdminCatalogueProductSuspenseQueryHookResult = ReturnType<typeof useAdminCatalogueProductSuspenseQuery>;
export type AdminCatalogueProductQueryResult = ApolloReactCommon.QueryResult<AdminCatalogueProductQuery, AdminCatalogueProductQueryVariables>;
export const AdminUpdateCatalogueProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCatalogueProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCatalogueProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"onSale"}},{"kind":"Field","name":{"kind":"Name","value":"stockState"}},{"kind":"Field","name":{"kind":"Name","value":"stockQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"packType"}},{"kind":"Field","name":{"kind":"Name","value":"minQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryHashes"}},{"kind":"Field","name":{"kind":"Name","value":"mainCategoryHash"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"priceHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode;
export type AdminUpdateCatalogueProductMutationFn = ApolloReactCommon.MutationFunction<AdminUpdateCatalogueProductMutation, AdminUpdateCatalogueProductMutationVariables>;

/**
 * __useAdminUpdateCatalogueProductMutation__
 *
 * To run a mutation, you first call `useAdminUpdateCatalogueProductMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminUpdateCatalogueProductMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminUpdateCatalogueProductMutation, { data, loading, error }] = useAdminUpdateCatalogueProductMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminUpdateCatalogueProductMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateCatalogueProductMutation, AdminUpdateCatalogueProductMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateCatalogueProductMutation, AdminUpdateCatalogueProductMutationVariables>(AdminUpdateCatalogueProductDocument, options);
      }
export type AdminUpdateCatalogueProductMutationHookResult = ReturnType<typeof useAdminUpdateCatalogueProductMutation>;
export type AdminUpdateCatalogueProductMutationResult = ApolloReactCommon.MutationResult<AdminUpdateCatalogueProductMutation>;
export type AdminUpdateCatalogueProductMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminUpdateCatalogueProductMutation, AdminUpdateCatalogueProductMutationVariables>;
export const AdminCatalogueImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCatalogueImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"totalRows"}},{"kind":"Field","name":{"kind":"Name","value":"processedRows"}},{"kind":"Field","name":{"kind":"Name","value":"changedRows"}},{"kind":"Field","name":{"kind":"Name","value":"priceChanges"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkMs"}},{"kind":"Field","name":{"kind":"Name","value":"applyMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCatalogueImportQuery__
 *
 * To run a query within a React component, call `useAdminCatalogueImportQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCatalogueImportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCatalogueImportQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminCatalogueImportQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminCatalogueImportQuery, AdminCatalogueImportQueryVariables> & ({ variables: AdminCatalogueImportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCatalogueImportQuery, AdminCatalogueImportQueryVariables>(AdminCatalogueImportDocument, options);
      }
export function useAdminCatalogueImportLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCatalogueImportQuery, AdminCatalogueImportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCatalogueImportQuery, AdminCatalogueImportQueryVariables>(AdminCatalogueImportDocument, options);
        }
// @ts-ignore
export function useAdminCatalogueImportSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueImportQuery, AdminCatalogueImportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCatalogueImportQuery, AdminCatalogueImportQueryVariables>;
export function useAdminCatalogueImportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueImportQuery, AdminCatalogueImportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCatalogueImportQuery | undefined, AdminCatalogueImportQueryVariables>;
export function useAdminCatalogueImportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCatalogueImportQuery, AdminCatalogueImportQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCatalogueImportQuery, AdminCatalogueImportQueryVariables>(AdminCatalogueImportDocument, options);
        }
export type AdminCatalogueImportQueryHookResult = ReturnType<typeof useAdminCatalogueImportQuery>;
export type AdminCatalogueImportLazyQueryHookResult = ReturnType<typeof useAdminCatalogueImportLazyQuery>;
export type AdminCatalogueImportSuspenseQueryHookResult = ReturnType<typeof useAdminCatalogueImportSuspenseQuery>;
export type AdminCatalogueImportQueryResult = ApolloReactCommon.QueryResult<AdminCatalogueImportQuery, AdminCatalogueImportQueryVariables>;
export const AdminStatusBarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStatusBars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusBars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStatusBarFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStatusBarFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStatusBar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"closable"}},{"kind":"Field","name":{"kind":"Name","value":"pathList"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminStatusBarsQuery__
 *
 * To run a query within a React component, call `useAdminStatusBarsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminStatusBarsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminStatusBarsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminStatusBarsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminStatusBarsQuery, AdminStatusBarsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminStatusBarsQuery, AdminStatusBarsQueryVariables>(AdminStatusBarsDocument, options);
      }
export function useAdminStatusBarsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminStatusBarsQuery, AdminStatusBarsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminStatusBarsQuery, AdminStatusBarsQueryVariables>(AdminStatusBarsDocument, options);
        }
// @ts-ignore
export function useAdminStatusBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminStatusBarsQuery, AdminStatusBarsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminStatusBarsQuery, AdminStatusBarsQueryVariables>;
export function useAdminStatusBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminStatusBarsQuery, AdminStatusBarsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminStatusBarsQuery | undefined, AdminStatusBarsQueryVariables>;
export function useAdminStatusBarsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminStatusBarsQuery, AdminStatusBarsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminStatusBarsQuery, AdminStatusBarsQueryVariables>(AdminStatusBarsDocument, options);
        }
export type AdminStatusBarsQueryHookResult = ReturnType<typeof useAdminStatusBarsQuery>;
export type AdminStatusBarsLazyQueryHookResult = ReturnType<typeof useAdminStatusBarsLazyQuery>;
export type AdminStatusBarsSuspenseQueryHookResult = ReturnType<typeof useAdminStatusBarsSuspenseQuery>;
export type AdminStatusBarsQueryResult = ApolloReactCommon.QueryResult<AdminStatusBarsQuery, AdminStatusBarsQueryVariables>;
export const SaveStatusBarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveStatusBar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatusBarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveStatusBar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusBar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStatusBarFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStatusBarFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminStatusBar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"closable"}},{"kind":"Field","name":{"kind":"Name","value":"pathList"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode;
export type SaveStatusBarMutationFn = ApolloReactCommon.MutationFunction<SaveStatusBarMutation, SaveStatusBarMutationVariables>;

/**
 * __useSaveStatusBarMutation__
 *
 * To run a mutation, you first call `useSaveStatusBarMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveStatusBarMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveStatusBarMutation, { data, loading, error }] = useSaveStatusBarMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveStatusBarMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveStatusBarMutation, SaveStatusBarMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveStatusBarMutation, SaveStatusBarMutationVariables>(SaveStatusBarDocument, options);
      }
export type SaveStatusBarMutationHookResult = ReturnType<typeof useSaveStatusBarMutation>;
export type SaveStatusBarMutationResult = ApolloReactCommon.MutationResult<SaveStatusBarMutation>;
export type SaveStatusBarMutationOptions = ApolloReactCommon.BaseMutationOptions<SaveStatusBarMutation, SaveStatusBarMutationVariables>;
export const DeleteStatusBarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStatusBar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStatusBar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode;
export type DeleteStatusBarMutationFn = ApolloReactCommon.MutationFunction<DeleteStatusBarMutation, DeleteStatusBarMutationVariables>;

/**
 * __useDeleteStatusBarMutation__
 *
 * To run a mutation, you first call `useDeleteStatusBarMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteStatusBarMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteStatusBarMutation, { data, loading, error }] = useDeleteStatusBarMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteStatusBarMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteStatusBarMutation, DeleteStatusBarMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteStatusBarMutation, DeleteStatusBarMutationVariables>(DeleteStatusBarDocument, options);
      }
export type DeleteStatusBarMutationHookResult = ReturnType<typeof useDeleteStatusBarMutation>;
export type DeleteStatusBarMutationResult = ApolloReactCommon.MutationResult<DeleteStatusBarMutation>;
export type DeleteStatusBarMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteStatusBarMutation, DeleteStatusBarMutationVariables>;
export const AdminBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBanners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBannerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminBannersQuery__
 *
 * To run a query within a React component, call `useAdminBannersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminBannersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminBannersQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminBannersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminBannersQuery, AdminBannersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminBannersQuery, AdminBannersQueryVariables>(AdminBannersDocument, options);
      }
export function useAdminBannersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminBannersQuery, AdminBannersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminBannersQuery, AdminBannersQueryVariables>(AdminBannersDocument, options);
        }
// @ts-ignore
export function useAdminBannersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminBannersQuery, AdminBannersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminBannersQuery, AdminBannersQueryVariables>;
export function useAdminBannersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminBannersQuery, AdminBannersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminBannersQuery | undefined, AdminBannersQueryVariables>;
export function useAdminBannersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminBannersQuery, AdminBannersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminBannersQuery, AdminBannersQueryVariables>(AdminBannersDocument, options);
        }
export type AdminBannersQueryHookResult = ReturnType<typeof useAdminBannersQuery>;
export type AdminBannersLazyQueryHookResult = ReturnType<typeof useAdminBannersLazyQuery>;
export type AdminBannersSuspenseQueryHookResult = ReturnType<typeof useAdminBannersSuspenseQuery>;
export type AdminBannersQueryResult = ApolloReactCommon.QueryResult<AdminBannersQuery, AdminBannersQueryVariables>;
export const SaveBannersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBanners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"banners"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBanners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"banners"},"value":{"kind":"Variable","name":{"kind":"Name","value":"banners"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBannerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBannerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminBanner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"cta"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode;
export type SaveBannersMutationFn = ApolloReactCommon.MutationFunction<SaveBannersMutation, SaveBannersMutationVariables>;

/**
 * __useSaveBannersMutation__
 *
 * To run a mutation, you first call `useSaveBannersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveBannersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveBannersMutation, { data, loading, error }] = useSaveBannersMutation({
 *   variables: {
 *      banners: // value for 'banners'
 *   },
 * });
 */
export function useSaveBannersMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveBannersMutation, SaveBannersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveBannersMutation, SaveBannersMutationVariables>(SaveBannersDocument, options);
      }
export type SaveBannersMutationHookResult = ReturnType<typeof useSaveBannersMutation>;
export type SaveBannersMutationResult = ApolloReactCommon.MutationResult<SaveBannersMutation>;
export type SaveBannersMutationOptions = ApolloReactCommon.BaseMutationOptions<SaveBannersMutation, SaveBannersMutationVariables>;
export const AdminArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminArticlesQuery__
 *
 * To run a query within a React component, call `useAdminArticlesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminArticlesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminArticlesQuery({
 *   variables: {
 *      type: // value for 'type'
 *      text: // value for 'text'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminArticlesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminArticlesQuery, AdminArticlesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminArticlesQuery, AdminArticlesQueryVariables>(AdminArticlesDocument, options);
      }
export function useAdminArticlesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminArticlesQuery, AdminArticlesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminArticlesQuery, AdminArticlesQueryVariables>(AdminArticlesDocument, options);
        }
// @ts-ignore
export function useAdminArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminArticlesQuery, AdminArticlesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminArticlesQuery, AdminArticlesQueryVariables>;
export function useAdminArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminArticlesQuery, AdminArticlesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminArticlesQuery | undefined, AdminArticlesQueryVariables>;
export function useAdminArticlesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminArticlesQuery, AdminArticlesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminArticlesQuery, AdminArticlesQueryVariables>(AdminArticlesDocument, options);
        }
export type AdminArticlesQueryHookResult = ReturnType<typeof useAdminArticlesQuery>;
export type AdminArticlesLazyQueryHookResult = ReturnType<typeof useAdminArticlesLazyQuery>;
export type AdminArticlesSuspenseQueryHookResult = ReturnType<typeof useAdminArticlesSuspenseQuery>;
export type AdminArticlesQueryResult = ApolloReactCommon.QueryResult<AdminArticlesQuery, AdminArticlesQueryVariables>;
export const AdminArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"teaserText"}},{"kind":"Field","name":{"kind":"Name","value":"teaserImage"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminArticleQuery__
 *
 * To run a query within a React component, call `useAdminArticleQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminArticleQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminArticleQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminArticleQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminArticleQuery, AdminArticleQueryVariables> & ({ variables: AdminArticleQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminArticleQuery, AdminArticleQueryVariables>(AdminArticleDocument, options);
      }
export function useAdminArticleLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminArticleQuery, AdminArticleQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminArticleQuery, AdminArticleQueryVariables>(AdminArticleDocument, options);
        }
// @ts-ignore
export function useAdminArticleSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminArticleQuery, AdminArticleQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminArticleQuery, AdminArticleQueryVariables>;
export function useAdminArticleSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminArticleQuery, AdminArticleQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminArticleQuery | undefined, AdminArticleQueryVariables>;
export function useAdminArticleSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminArticleQuery, AdminArticleQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminArticleQuery, AdminArticleQueryVariables>(AdminArticleDocument, options);
        }
export type AdminArticleQueryHookResult = ReturnType<typeof useAdminArticleQuery>;
export type AdminArticleLazyQueryHookResult = ReturnType<typeof useAdminArticleLazyQuery>;
export type AdminArticleSuspenseQueryHookResult = ReturnType<typeof useAdminArticleSuspenseQuery>;
export type AdminArticleQueryResult = ApolloReactCommon.QueryResult<AdminArticleQuery, AdminArticleQueryVariables>;
export const SaveArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticleFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminArticle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"teaserText"}},{"kind":"Field","name":{"kind":"Name","value":"teaserImage"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode;
export type SaveArticleMutationFn = ApolloReactCommon.MutationFunction<SaveArticleMutation, SaveArticleMutationVariables>;

/**
 * __useSaveArticleMutation__
 *
 * To run a mutation, you first call `useSaveArticleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveArticleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveArticleMutation, { data, loading, error }] = useSaveArticleMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveArticleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveArticleMutation, SaveArticleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveArticleMutation, SaveArticleMutationVariables>(SaveArticleDocument, options);
      }
export type SaveArticleMutationHookResult = ReturnType<typeof useSaveArticleMutation>;
export type SaveArticleMutationResult = ApolloReactCommon.MutationResult<SaveArticleMutation>;
export type SaveArticleMutationOptions = ApolloReactCommon.BaseMutationOptions<SaveArticleMutation, SaveArticleMutationVariables>;
export const DeleteArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode;
export type DeleteArticleMutationFn = ApolloReactCommon.MutationFunction<DeleteArticleMutation, DeleteArticleMutationVariables>;

/**
 * __useDeleteArticleMutation__
 *
 * To run a mutation, you first call `useDeleteArticleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteArticleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteArticleMutation, { data, loading, error }] = useDeleteArticleMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteArticleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteArticleMutation, DeleteArticleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteArticleMutation, DeleteArticleMutationVariables>(DeleteArticleDocument, options);
      }
export type DeleteArticleMutationHookResult = ReturnType<typeof useDeleteArticleMutation>;
export type DeleteArticleMutationResult = ApolloReactCommon.MutationResult<DeleteArticleMutation>;
export type DeleteArticleMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteArticleMutation, DeleteArticleMutationVariables>;
export const AdminCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceGroupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"priceGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceGroupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"b2b"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNo"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"pricesType"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"b2b"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCustomersQuery__
 *
 * To run a query within a React component, call `useAdminCustomersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCustomersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCustomersQuery({
 *   variables: {
 *      text: // value for 'text'
 *      priceGroupId: // value for 'priceGroupId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminCustomersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminCustomersQuery, AdminCustomersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCustomersQuery, AdminCustomersQueryVariables>(AdminCustomersDocument, options);
      }
export function useAdminCustomersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCustomersQuery, AdminCustomersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCustomersQuery, AdminCustomersQueryVariables>(AdminCustomersDocument, options);
        }
// @ts-ignore
export function useAdminCustomersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomersQuery, AdminCustomersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCustomersQuery, AdminCustomersQueryVariables>;
export function useAdminCustomersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomersQuery, AdminCustomersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCustomersQuery | undefined, AdminCustomersQueryVariables>;
export function useAdminCustomersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomersQuery, AdminCustomersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCustomersQuery, AdminCustomersQueryVariables>(AdminCustomersDocument, options);
        }
export type AdminCustomersQueryHookResult = ReturnType<typeof useAdminCustomersQuery>;
export type AdminCustomersLazyQueryHookResult = ReturnType<typeof useAdminCustomersLazyQuery>;
export type AdminCustomersSuspenseQueryHookResult = ReturnType<typeof useAdminCustomersSuspenseQuery>;
export type AdminCustomersQueryResult = ApolloReactCommon.QueryResult<AdminCustomersQuery, AdminCustomersQueryVariables>;
export const AdminCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerDetailFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"b2b"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNo"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"pricesType"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"b2b"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomerDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ordersCount"}},{"kind":"Field","name":{"kind":"Name","value":"loyaltyPoints"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminCustomerQuery__
 *
 * To run a query within a React component, call `useAdminCustomerQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminCustomerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminCustomerQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminCustomerQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables> & ({ variables: AdminCustomerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminCustomerQuery, AdminCustomerQueryVariables>(AdminCustomerDocument, options);
      }
export function useAdminCustomerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminCustomerQuery, AdminCustomerQueryVariables>(AdminCustomerDocument, options);
        }
// @ts-ignore
export function useAdminCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCustomerQuery, AdminCustomerQueryVariables>;
export function useAdminCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminCustomerQuery | undefined, AdminCustomerQueryVariables>;
export function useAdminCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminCustomerQuery, AdminCustomerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminCustomerQuery, AdminCustomerQueryVariables>(AdminCustomerDocument, options);
        }
export type AdminCustomerQueryHookResult = ReturnType<typeof useAdminCustomerQuery>;
export type AdminCustomerLazyQueryHookResult = ReturnType<typeof useAdminCustomerLazyQuery>;
export type AdminCustomerSuspenseQueryHookResult = ReturnType<typeof useAdminCustomerSuspenseQuery>;
export type AdminCustomerQueryResult = ApolloReactCommon.QueryResult<AdminCustomerQuery, AdminCustomerQueryVariables>;
export const AdminSetCustomerPriceGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetCustomerPriceGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCustomerPriceGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"priceGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyRegNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyTaxNo"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"pricesType"}},{"kind":"Field","name":{"kind":"Name","value":"priceGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"b2b"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCustomerDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCustomerDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCustomerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ordersCount"}},{"kind":"Field","name":{"kind":"Name","value":"loyaltyPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode;
export type AdminSetCustomerPriceGroupMutationFn = ApolloReactCommon.MutationFunction<AdminSetCustomerPriceGroupMutation, AdminSetCustomerPriceGroupMutationVariables>;

/**
 * __useAdminSetCustomerPriceGroupMutation__
 *
 * To run a mutation, you first call `useAdminSetCustomerPriceGroupMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSetCustomerPriceGroupMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSetCustomerPriceGroupMutation, { data, loading, error }] = useAdminSetCustomerPriceGroupMutation({
 *   variables: {
 *      customerId: // value for 'customerId'
 *      priceGroupId: // value for 'priceGroupId'
 *   },
 * });
 */
export function useAdminSetCustomerPriceGroupMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSetCustomerPriceGroupMutation, AdminSetCustomerPriceGroupMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSetCustomerPriceGroupMutation, AdminSetCustomerPriceGroupMutationVariables>(AdminSetCustomerPriceGroupDocument, options);
      }
export type AdminSetCustomerPriceGroupMutationHookResult = ReturnType<typeof useAdminSetCustomerPriceGroupMutation>;
export type AdminSetCustomerPriceGroupMutationResult = ApolloReactCommon.MutationResult<AdminSetCustomerPriceGroupMutation>;
export type AdminSetCustomerPriceGroupMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSetCustomerPriceGroupMutation, AdminSetCustomerPriceGroupMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"ordersToday"}},{"kind":"Field","name":{"kind":"Name","value":"revenueToday"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openWithdrawals"}},{"kind":"Field","name":{"kind":"Name","value":"openComplaints"}},{"kind":"Field","name":{"kind":"Name","value":"lowStock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminDashboardQuery__
 *
 * To run a query within a React component, call `useAdminDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminDashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
      }
export function useAdminDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
        }
// @ts-ignore
export function useAdminDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDashboardQuery, AdminDashboardQueryVariables>;
export function useAdminDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDashboardQuery | undefined, AdminDashboardQueryVariables>;
export function useAdminDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
        }
export type AdminDashboardQueryHookResult = ReturnType<typeof useAdminDashboardQuery>;
export type AdminDashboardLazyQueryHookResult = ReturnType<typeof useAdminDashboardLazyQuery>;
export type AdminDashboardSuspenseQueryHookResult = ReturnType<typeof useAdminDashboardSuspenseQuery>;
export type AdminDashboardQueryResult = ApolloReactCommon.QueryResult<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminProductImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProductImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductImagesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductImages"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminProductImagesQuery__
 *
 * To run a query within a React component, call `useAdminProductImagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminProductImagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminProductImagesQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useAdminProductImagesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminProductImagesQuery, AdminProductImagesQueryVariables> & ({ variables: AdminProductImagesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminProductImagesQuery, AdminProductImagesQueryVariables>(AdminProductImagesDocument, options);
      }
export function useAdminProductImagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminProductImagesQuery, AdminProductImagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminProductImagesQuery, AdminProductImagesQueryVariables>(AdminProductImagesDocument, options);
        }
// @ts-ignore
export function useAdminProductImagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminProductImagesQuery, AdminProductImagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProductImagesQuery, AdminProductImagesQueryVariables>;
export function useAdminProductImagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProductImagesQuery, AdminProductImagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProductImagesQuery | undefined, AdminProductImagesQueryVariables>;
export function useAdminProductImagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProductImagesQuery, AdminProductImagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminProductImagesQuery, AdminProductImagesQueryVariables>(AdminProductImagesDocument, options);
        }
export type AdminProductImagesQueryHookResult = ReturnType<typeof useAdminProductImagesQuery>;
export type AdminProductImagesLazyQueryHookResult = ReturnType<typeof useAdminProductImagesLazyQuery>;
export type AdminProductImagesSuspenseQueryHookResult = ReturnType<typeof useAdminProductImagesSuspenseQuery>;
export type AdminProductImagesQueryResult = ApolloReactCommon.QueryResult<AdminProductImagesQuery, AdminProductImagesQueryVariables>;
export const SetProductImageAltDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductImageAlt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProductImageAlt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"alt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductImagesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductImages"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode;
export type SetProductImageAltMutationFn = ApolloReactCommon.MutationFunction<SetProductImageAltMutation, SetProductImageAltMutationVariables>;

/**
 * __useSetProductImageAltMutation__
 *
 * To run a mutation, you first call `useSetProductImageAltMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetProductImageAltMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setProductImageAltMutation, { data, loading, error }] = useSetProductImageAltMutation({
 *   variables: {
 *      imageId: // value for 'imageId'
 *      alt: // value for 'alt'
 *   },
 * });
 */
export function useSetProductImageAltMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetProductImageAltMutation, SetProductImageAltMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetProductImageAltMutation, SetProductImageAltMutationVariables>(SetProductImageAltDocument, options);
      }
export type SetProductImageAltMutationHookResult = ReturnType<typeof useSetProductImageAltMutation>;
export type SetProductImageAltMutationResult = ApolloReactCommon.MutationResult<SetProductImageAltMutation>;
export type SetProductImageAltMutationOptions = ApolloReactCommon.BaseMutationOptions<SetProductImageAltMutation, SetProductImageAltMutationVariables>;
export const ReorderProductImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderProductImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderProductImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductImagesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductImages"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode;
export type ReorderProductImagesMutationFn = ApolloReactCommon.MutationFunction<ReorderProductImagesMutation, ReorderProductImagesMutationVariables>;

/**
 * __useReorderProductImagesMutation__
 *
 * To run a mutation, you first call `useReorderProductImagesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReorderProductImagesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reorderProductImagesMutation, { data, loading, error }] = useReorderProductImagesMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      imageIds: // value for 'imageIds'
 *   },
 * });
 */
export function useReorderProductImagesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReorderProductImagesMutation, ReorderProductImagesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReorderProductImagesMutation, ReorderProductImagesMutationVariables>(ReorderProductImagesDocument, options);
      }
export type ReorderProductImagesMutationHookResult = ReturnType<typeof useReorderProductImagesMutation>;
export type ReorderProductImagesMutationResult = ApolloReactCommon.MutationResult<ReorderProductImagesMutation>;
export type ReorderProductImagesMutationOptions = ApolloReactCommon.BaseMutationOptions<ReorderProductImagesMutation, ReorderProductImagesMutationVariables>;
export const DeleteProductImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProductImagesFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProductImagesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductImages"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode;
export type DeleteProductImageMutationFn = ApolloReactCommon.MutationFunction<DeleteProductImageMutation, DeleteProductImageMutationVariables>;

/**
 * __useDeleteProductImageMutation__
 *
 * To run a mutation, you first call `useDeleteProductImageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteProductImageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteProductImageMutation, { data, loading, error }] = useDeleteProductImageMutation({
 *   variables: {
 *      imageId: // value for 'imageId'
 *   },
 * });
 */
export function useDeleteProductImageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteProductImageMutation, DeleteProductImageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteProductImageMutation, DeleteProductImageMutationVariables>(DeleteProductImageDocument, options);
      }
export type DeleteProductImageMutationHookResult = ReturnType<typeof useDeleteProductImageMutation>;
export type DeleteProductImageMutationResult = ApolloReactCommon.MutationResult<DeleteProductImageMutation>;
export type DeleteProductImageMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteProductImageMutation, DeleteProductImageMutationVariables>;
export const AdminMailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMailOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMailFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminMailOutboxQuery__
 *
 * To run a query within a React component, call `useAdminMailOutboxQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMailOutboxQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMailOutboxQuery({
 *   variables: {
 *      state: // value for 'state'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminMailOutboxQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>(AdminMailOutboxDocument, options);
      }
export function useAdminMailOutboxLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>(AdminMailOutboxDocument, options);
        }
// @ts-ignore
export function useAdminMailOutboxSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>;
export function useAdminMailOutboxSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMailOutboxQuery | undefined, AdminMailOutboxQueryVariables>;
export function useAdminMailOutboxSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>(AdminMailOutboxDocument, options);
        }
export type AdminMailOutboxQueryHookResult = ReturnType<typeof useAdminMailOutboxQuery>;
export type AdminMailOutboxLazyQueryHookResult = ReturnType<typeof useAdminMailOutboxLazyQuery>;
export type AdminMailOutboxSuspenseQueryHookResult = ReturnType<typeof useAdminMailOutboxSuspenseQuery>;
export type AdminMailOutboxQueryResult = ApolloReactCommon.QueryResult<AdminMailOutboxQuery, AdminMailOutboxQueryVariables>;
export const AdminResendMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResendMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode;
export type AdminResendMailMutationFn = ApolloReactCommon.MutationFunction<AdminResendMailMutation, AdminResendMailMutationVariables>;

/**
 * __useAdminResendMailMutation__
 *
 * To run a mutation, you first call `useAdminResendMailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminResendMailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminResendMailMutation, { data, loading, error }] = useAdminResendMailMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminResendMailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminResendMailMutation, AdminResendMailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminResendMailMutation, AdminResendMailMutationVariables>(AdminResendMailDocument, options);
      }
export type AdminResendMailMutationHookResult = ReturnType<typeof useAdminResendMailMutation>;
export type AdminResendMailMutationResult = ApolloReactCommon.MutationResult<AdminResendMailMutation>;
export type AdminResendMailMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminResendMailMutation, AdminResendMailMutationVariables>;
export const AdminNavigationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigationAreas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminNavigationAreaFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminNavigationAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminNavigationArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"newWindow"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminNavigationQuery__
 *
 * To run a query within a React component, call `useAdminNavigationQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminNavigationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminNavigationQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminNavigationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminNavigationQuery, AdminNavigationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminNavigationQuery, AdminNavigationQueryVariables>(AdminNavigationDocument, options);
      }
export function useAdminNavigationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminNavigationQuery, AdminNavigationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminNavigationQuery, AdminNavigationQueryVariables>(AdminNavigationDocument, options);
        }
// @ts-ignore
export function useAdminNavigationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminNavigationQuery, AdminNavigationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminNavigationQuery, AdminNavigationQueryVariables>;
export function useAdminNavigationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminNavigationQuery, AdminNavigationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminNavigationQuery | undefined, AdminNavigationQueryVariables>;
export function useAdminNavigationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminNavigationQuery, AdminNavigationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminNavigationQuery, AdminNavigationQueryVariables>(AdminNavigationDocument, options);
        }
export type AdminNavigationQueryHookResult = ReturnType<typeof useAdminNavigationQuery>;
export type AdminNavigationLazyQueryHookResult = ReturnType<typeof useAdminNavigationLazyQuery>;
export type AdminNavigationSuspenseQueryHookResult = ReturnType<typeof useAdminNavigationSuspenseQuery>;
export type AdminNavigationQueryResult = ApolloReactCommon.QueryResult<AdminNavigationQuery, AdminNavigationQueryVariables>;
export const SaveNavigationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNavigation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"area"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NavigationItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNavigation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"area"},"value":{"kind":"Variable","name":{"kind":"Name","value":"area"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"area"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminNavigationAreaFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminNavigationAreaFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminNavigationArea"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"href"}},{"kind":"Field","name":{"kind":"Name","value":"newWindow"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}}]}}]}}]} as unknown as DocumentNode;
export type SaveNavigationMutationFn = ApolloReactCommon.MutationFunction<SaveNavigationMutation, SaveNavigationMutationVariables>;

/**
 * __useSaveNavigationMutation__
 *
 * To run a mutation, you first call `useSaveNavigationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveNavigationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveNavigationMutation, { data, loading, error }] = useSaveNavigationMutation({
 *   variables: {
 *      area: // value for 'area'
 *      items: // value for 'items'
 *   },
 * });
 */
export function useSaveNavigationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SaveNavigationMutation, SaveNavigationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SaveNavigationMutation, SaveNavigationMutationVariables>(SaveNavigationDocument, options);
      }
export type SaveNavigationMutationHookResult = ReturnType<typeof useSaveNavigationMutation>;
export type SaveNavigationMutationResult = ApolloReactCommon.MutationResult<SaveNavigationMutation>;
export type SaveNavigationMutationOptions = ApolloReactCommon.BaseMutationOptions<SaveNavigationMutation, SaveNavigationMutationVariables>;
export const AdminOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"totalToPay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminOrdersQuery__
 *
 * To run a query within a React component, call `useAdminOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminOrdersQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminOrdersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminOrdersQuery, AdminOrdersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminOrdersQuery, AdminOrdersQueryVariables>(AdminOrdersDocument, options);
      }
export function useAdminOrdersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminOrdersQuery, AdminOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminOrdersQuery, AdminOrdersQueryVariables>(AdminOrdersDocument, options);
        }
// @ts-ignore
export function useAdminOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminOrdersQuery, AdminOrdersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOrdersQuery, AdminOrdersQueryVariables>;
export function useAdminOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOrdersQuery, AdminOrdersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOrdersQuery | undefined, AdminOrdersQueryVariables>;
export function useAdminOrdersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOrdersQuery, AdminOrdersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminOrdersQuery, AdminOrdersQueryVariables>(AdminOrdersDocument, options);
        }
export type AdminOrdersQueryHookResult = ReturnType<typeof useAdminOrdersQuery>;
export type AdminOrdersLazyQueryHookResult = ReturnType<typeof useAdminOrdersLazyQuery>;
export type AdminOrdersSuspenseQueryHookResult = ReturnType<typeof useAdminOrdersSuspenseQuery>;
export type AdminOrdersQueryResult = ApolloReactCommon.QueryResult<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const AdminOrdersCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrdersCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrderFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useAdminOrdersCsvQuery__
 *
 * To run a query within a React component, call `useAdminOrdersCsvQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminOrdersCsvQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminOrdersCsvQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useAdminOrdersCsvQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminOrdersCsvQuery, AdminOrdersCsvQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminOrdersCsvQuery, AdminOrdersCsvQueryVariables>(AdminOrdersCsvDocument, options);
      }
export function useAdminOrdersCsvLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminOrdersCsvQuery, AdminOrdersCsvQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminOrdersCsvQuery, AdminOrdersCsvQueryVariables>(AdminOrdersCsvDocument, options);
        }
// @ts-ignore
export function useAdminOrdersCsvSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminOrdersCsvQuery, AdminOrdersCsvQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOrdersCsvQuery, AdminOrdersCsvQueryVariables>;
export function useAdminOrdersCsvSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOrdersCsvQuery, AdminOrdersCsvQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOrdersCsvQuery | undefined, AdminOrdersCsvQueryVariables>;
export function useAdminOrdersCsvSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOrdersCsvQuery, AdminOrdersCsvQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminOrdersCsvQuery, AdminOrdersCsvQueryVariables>(AdminOrdersCsvDocument, options);
        }
export type AdminOrdersCsvQueryHookResult = ReturnType<typeof useAdminOrdersCsvQuery>;
export type AdminOrdersCsvLazyQueryHookResult = ReturnType<typeof useAdminOrdersCsvLazyQuery>;
export type AdminOrdersCsvSuspenseQueryHookResult = ReturnType<typeof useAdminOrdersCsvSuspenseQuery>;
export type AdminOrdersCsvQueryResult = ApolloReactCommon.QueryResult<AdminOrdersCsvQuery, AdminOrdersCsvQueryVariables>;
export const AdminOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"carriers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStates"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"destiny"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"personalPickup"}},{"kind":"Field","name":{"kind":"Name","value":"shippingName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"totalToPay"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNotes"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminOrderQuery__
 *
 * To run a query within a React component, call `useAdminOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminOrderQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminOrderQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminOrderQuery, AdminOrderQueryVariables> & ({ variables: AdminOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminOrderQuery, AdminOrderQueryVariables>(AdminOrderDocument, options);
      }
export function useAdminOrderLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminOrderQuery, AdminOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminOrderQuery, AdminOrderQueryVariables>(AdminOrderDocument, options);
        }
// @ts-ignore
export function useAdminOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminOrderQuery, AdminOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOrderQuery, AdminOrderQueryVariables>;
export function useAdminOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOrderQuery, AdminOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminOrderQuery | undefined, AdminOrderQueryVariables>;
export function useAdminOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminOrderQuery, AdminOrderQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminOrderQuery, AdminOrderQueryVariables>(AdminOrderDocument, options);
        }
export type AdminOrderQueryHookResult = ReturnType<typeof useAdminOrderQuery>;
export type AdminOrderLazyQueryHookResult = ReturnType<typeof useAdminOrderLazyQuery>;
export type AdminOrderSuspenseQueryHookResult = ReturnType<typeof useAdminOrderSuspenseQuery>;
export type AdminOrderQueryResult = ApolloReactCommon.QueryResult<AdminOrderQuery, AdminOrderQueryVariables>;
export const AdminTransitionOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminTransitionOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransitionOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transitionOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStates"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"destiny"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"personalPickup"}},{"kind":"Field","name":{"kind":"Name","value":"shippingName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"totalToPay"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNotes"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}}]}}]} as unknown as DocumentNode;
export type AdminTransitionOrderMutationFn = ApolloReactCommon.MutationFunction<AdminTransitionOrderMutation, AdminTransitionOrderMutationVariables>;

/**
 * __useAdminTransitionOrderMutation__
 *
 * To run a mutation, you first call `useAdminTransitionOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminTransitionOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminTransitionOrderMutation, { data, loading, error }] = useAdminTransitionOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminTransitionOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminTransitionOrderMutation, AdminTransitionOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminTransitionOrderMutation, AdminTransitionOrderMutationVariables>(AdminTransitionOrderDocument, options);
      }
export type AdminTransitionOrderMutationHookResult = ReturnType<typeof useAdminTransitionOrderMutation>;
export type AdminTransitionOrderMutationResult = ApolloReactCommon.MutationResult<AdminTransitionOrderMutation>;
export type AdminTransitionOrderMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminTransitionOrderMutation, AdminTransitionOrderMutationVariables>;
export const AdminAddOrderNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddOrderNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOrderNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStates"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"destiny"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"personalPickup"}},{"kind":"Field","name":{"kind":"Name","value":"shippingName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"totalToPay"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNotes"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}}]}}]} as unknown as DocumentNode;
export type AdminAddOrderNoteMutationFn = ApolloReactCommon.MutationFunction<AdminAddOrderNoteMutation, AdminAddOrderNoteMutationVariables>;

/**
 * __useAdminAddOrderNoteMutation__
 *
 * To run a mutation, you first call `useAdminAddOrderNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminAddOrderNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminAddOrderNoteMutation, { data, loading, error }] = useAdminAddOrderNoteMutation({
 *   variables: {
 *      orderId: // value for 'orderId'
 *      text: // value for 'text'
 *   },
 * });
 */
export function useAdminAddOrderNoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminAddOrderNoteMutation, AdminAddOrderNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminAddOrderNoteMutation, AdminAddOrderNoteMutationVariables>(AdminAddOrderNoteDocument, options);
      }
export type AdminAddOrderNoteMutationHookResult = ReturnType<typeof useAdminAddOrderNoteMutation>;
export type AdminAddOrderNoteMutationResult = ApolloReactCommon.MutationResult<AdminAddOrderNoteMutation>;
export type AdminAddOrderNoteMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminAddOrderNoteMutation, AdminAddOrderNoteMutationVariables>;
export const AdminRefundPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOrderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminContact"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"nextStates"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"destiny"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registeredCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"personalPickup"}},{"kind":"Field","name":{"kind":"Name","value":"shippingName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentName"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"totalToPay"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNotes"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creditNoteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}}]}}]} as unknown as DocumentNode;
export type AdminRefundPaymentMutationFn = ApolloReactCommon.MutationFunction<AdminRefundPaymentMutation, AdminRefundPaymentMutationVariables>;

/**
 * __useAdminRefundPaymentMutation__
 *
 * To run a mutation, you first call `useAdminRefundPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminRefundPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminRefundPaymentMutation, { data, loading, error }] = useAdminRefundPaymentMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminRefundPaymentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminRefundPaymentMutation, AdminRefundPaymentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminRefundPaymentMutation, AdminRefundPaymentMutationVariables>(AdminRefundPaymentDocument, options);
      }
export type AdminRefundPaymentMutationHookResult = ReturnType<typeof useAdminRefundPaymentMutation>;
export type AdminRefundPaymentMutationResult = ApolloReactCommon.MutationResult<AdminRefundPaymentMutation>;
export type AdminRefundPaymentMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminRefundPaymentMutation, AdminRefundPaymentMutationVariables>;
export const AdminWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWithdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWithdrawalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminWithdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundableOnline"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminWithdrawalsQuery__
 *
 * To run a query within a React component, call `useAdminWithdrawalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminWithdrawalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminWithdrawalsQuery({
 *   variables: {
 *      state: // value for 'state'
 *   },
 * });
 */
export function useAdminWithdrawalsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>(AdminWithdrawalsDocument, options);
      }
export function useAdminWithdrawalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>(AdminWithdrawalsDocument, options);
        }
// @ts-ignore
export function useAdminWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>;
export function useAdminWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminWithdrawalsQuery | undefined, AdminWithdrawalsQueryVariables>;
export function useAdminWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>(AdminWithdrawalsDocument, options);
        }
export type AdminWithdrawalsQueryHookResult = ReturnType<typeof useAdminWithdrawalsQuery>;
export type AdminWithdrawalsLazyQueryHookResult = ReturnType<typeof useAdminWithdrawalsLazyQuery>;
export type AdminWithdrawalsSuspenseQueryHookResult = ReturnType<typeof useAdminWithdrawalsSuspenseQuery>;
export type AdminWithdrawalsQueryResult = ApolloReactCommon.QueryResult<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>;
export const AdminComplaintsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminComplaints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complaints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminComplaintFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminComplaintFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminComplaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"productSku"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"settleDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminComplaintsQuery__
 *
 * To run a query within a React component, call `useAdminComplaintsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminComplaintsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminComplaintsQuery({
 *   variables: {
 *      state: // value for 'state'
 *   },
 * });
 */
export function useAdminComplaintsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminComplaintsQuery, AdminComplaintsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminComplaintsQuery, AdminComplaintsQueryVariables>(AdminComplaintsDocument, options);
      }
export function useAdminComplaintsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminComplaintsQuery, AdminComplaintsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminComplaintsQuery, AdminComplaintsQueryVariables>(AdminComplaintsDocument, options);
        }
// @ts-ignore
export function useAdminComplaintsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminComplaintsQuery, AdminComplaintsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminComplaintsQuery, AdminComplaintsQueryVariables>;
export function useAdminComplaintsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminComplaintsQuery, AdminComplaintsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminComplaintsQuery | undefined, AdminComplaintsQueryVariables>;
export function useAdminComplaintsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminComplaintsQuery, AdminComplaintsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminComplaintsQuery, AdminComplaintsQueryVariables>(AdminComplaintsDocument, options);
        }
export type AdminComplaintsQueryHookResult = ReturnType<typeof useAdminComplaintsQuery>;
export type AdminComplaintsLazyQueryHookResult = ReturnType<typeof useAdminComplaintsLazyQuery>;
export type AdminComplaintsSuspenseQueryHookResult = ReturnType<typeof useAdminComplaintsSuspenseQuery>;
export type AdminComplaintsQueryResult = ApolloReactCommon.QueryResult<AdminComplaintsQuery, AdminComplaintsQueryVariables>;
export const AdminMarkWithdrawalRefundedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMarkWithdrawalRefunded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markWithdrawalRefunded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWithdrawalFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminWithdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateText"}},{"kind":"Field","name":{"kind":"Name","value":"refundAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundableOnline"}}]}}]} as unknown as DocumentNode;
export type AdminMarkWithdrawalRefundedMutationFn = ApolloReactCommon.MutationFunction<AdminMarkWithdrawalRefundedMutation, AdminMarkWithdrawalRefundedMutationVariables>;

/**
 * __useAdminMarkWithdrawalRefundedMutation__
 *
 * To run a mutation, you first call `useAdminMarkWithdrawalRefundedMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminMarkWithdrawalRefundedMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminMarkWithdrawalRefundedMutation, { data, loading, error }] = useAdminMarkWithdrawalRefundedMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminMarkWithdrawalRefundedMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminMarkWithdrawalRefundedMutation, AdminMarkWithdrawalRefundedMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminMarkWithdrawalRefundedMutation, AdminMarkWithdrawalRefundedMutationVariables>(AdminMarkWithdrawalRefundedDocument, options);
      }
export type AdminMarkWithdrawalRefundedMutationHookResult = ReturnType<typeof useAdminMarkWithdrawalRefundedMutation>;
export type AdminMarkWithdrawalRefundedMutationResult = ApolloReactCommon.MutationResult<AdminMarkWithdrawalRefundedMutation>;
export type AdminMarkWithdrawalRefundedMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminMarkWithdrawalRefundedMutation, AdminMarkWithdrawalRefundedMutationVariables>;
export const AdminResolveComplaintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResolveComplaint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resolution"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveComplaint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"resolution"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resolution"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"complaint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminComplaintFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminComplaintFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminComplaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"productSku"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"settleDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}}]}}]} as unknown as DocumentNode;
export type AdminResolveComplaintMutationFn = ApolloReactCommon.MutationFunction<AdminResolveComplaintMutation, AdminResolveComplaintMutationVariables>;

/**
 * __useAdminResolveComplaintMutation__
 *
 * To run a mutation, you first call `useAdminResolveComplaintMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminResolveComplaintMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminResolveComplaintMutation, { data, loading, error }] = useAdminResolveComplaintMutation({
 *   variables: {
 *      id: // value for 'id'
 *      resolution: // value for 'resolution'
 *   },
 * });
 */
export function useAdminResolveComplaintMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminResolveComplaintMutation, AdminResolveComplaintMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminResolveComplaintMutation, AdminResolveComplaintMutationVariables>(AdminResolveComplaintDocument, options);
      }
export type AdminResolveComplaintMutationHookResult = ReturnType<typeof useAdminResolveComplaintMutation>;
export type AdminResolveComplaintMutationResult = ApolloReactCommon.MutationResult<AdminResolveComplaintMutation>;
export type AdminResolveComplaintMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminResolveComplaintMutation, AdminResolveComplaintMutationVariables>;
export const AdminStaffMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStaffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminStaffMembersQuery__
 *
 * To run a query within a React component, call `useAdminStaffMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminStaffMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminStaffMembersQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminStaffMembersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>(AdminStaffMembersDocument, options);
      }
export function useAdminStaffMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>(AdminStaffMembersDocument, options);
        }
// @ts-ignore
export function useAdminStaffMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>;
export function useAdminStaffMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminStaffMembersQuery | undefined, AdminStaffMembersQueryVariables>;
export function useAdminStaffMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>(AdminStaffMembersDocument, options);
        }
export type AdminStaffMembersQueryHookResult = ReturnType<typeof useAdminStaffMembersQuery>;
export type AdminStaffMembersLazyQueryHookResult = ReturnType<typeof useAdminStaffMembersLazyQuery>;
export type AdminStaffMembersSuspenseQueryHookResult = ReturnType<typeof useAdminStaffMembersSuspenseQuery>;
export type AdminStaffMembersQueryResult = ApolloReactCommon.QueryResult<AdminStaffMembersQuery, AdminStaffMembersQueryVariables>;
export const AdminCreateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type AdminCreateStaffMutationFn = ApolloReactCommon.MutationFunction<AdminCreateStaffMutation, AdminCreateStaffMutationVariables>;

/**
 * __useAdminCreateStaffMutation__
 *
 * To run a mutation, you first call `useAdminCreateStaffMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminCreateStaffMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminCreateStaffMutation, { data, loading, error }] = useAdminCreateStaffMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminCreateStaffMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminCreateStaffMutation, AdminCreateStaffMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminCreateStaffMutation, AdminCreateStaffMutationVariables>(AdminCreateStaffDocument, options);
      }
export type AdminCreateStaffMutationHookResult = ReturnType<typeof useAdminCreateStaffMutation>;
export type AdminCreateStaffMutationResult = ApolloReactCommon.MutationResult<AdminCreateStaffMutation>;
export type AdminCreateStaffMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminCreateStaffMutation, AdminCreateStaffMutationVariables>;
export const AdminUpdateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Staff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type AdminUpdateStaffMutationFn = ApolloReactCommon.MutationFunction<AdminUpdateStaffMutation, AdminUpdateStaffMutationVariables>;

/**
 * __useAdminUpdateStaffMutation__
 *
 * To run a mutation, you first call `useAdminUpdateStaffMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminUpdateStaffMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminUpdateStaffMutation, { data, loading, error }] = useAdminUpdateStaffMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminUpdateStaffMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateStaffMutation, AdminUpdateStaffMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateStaffMutation, AdminUpdateStaffMutationVariables>(AdminUpdateStaffDocument, options);
      }
export type AdminUpdateStaffMutationHookResult = ReturnType<typeof useAdminUpdateStaffMutation>;
export type AdminUpdateStaffMutationResult = ApolloReactCommon.MutationResult<AdminUpdateStaffMutation>;
export type AdminUpdateStaffMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminUpdateStaffMutation, AdminUpdateStaffMutationVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"entity"}},{"kind":"Field","name":{"kind":"Name","value":"entityId"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminAuditLogQuery__
 *
 * To run a query within a React component, call `useAdminAuditLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminAuditLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminAuditLogQuery({
 *   variables: {
 *      entity: // value for 'entity'
 *      entityId: // value for 'entityId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminAuditLogQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminAuditLogQuery, AdminAuditLogQueryVariables>(AdminAuditLogDocument, options);
      }
export function useAdminAuditLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminAuditLogQuery, AdminAuditLogQueryVariables>(AdminAuditLogDocument, options);
        }
// @ts-ignore
export function useAdminAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export function useAdminAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminAuditLogQuery | undefined, AdminAuditLogQueryVariables>;
export function useAdminAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminAuditLogQuery, AdminAuditLogQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminAuditLogQuery, AdminAuditLogQueryVariables>(AdminAuditLogDocument, options);
        }
export type AdminAuditLogQueryHookResult = ReturnType<typeof useAdminAuditLogQuery>;
export type AdminAuditLogLazyQueryHookResult = ReturnType<typeof useAdminAuditLogLazyQuery>;
export type AdminAuditLogSuspenseQueryHookResult = ReturnType<typeof useAdminAuditLogSuspenseQuery>;
export type AdminAuditLogQueryResult = ApolloReactCommon.QueryResult<AdminAuditLogQuery, AdminAuditLogQueryVariables>;