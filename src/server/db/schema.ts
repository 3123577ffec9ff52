import {
  pgTable,
  text,
  integer,
  boolean,
  jsonb,
  timestamp,
  serial,
  primaryKey,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Money columns are integers in haléře (1 Kč = 100). VAT rates are whole percents.
 * Free-form, read-mostly structures (parameters, navigation items, footer) are jsonb;
 * everything that is filtered, joined or counted is a column.
 */

export type ProductParameter = { code: string; name: string; value: string | number; unit?: string | null };
export type QuantitySettings = { default: number; min: number; max: number; step: number; rounding: 'up' | 'down' | 'nearest' };
export type StockInfo = { state: string; quantity: number; note: string | null; timing: string | null };

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
});

/** Category tree, manufacturers, preview listings and content sections share one addressable node type. */
export const taxonomies = pgTable(
  'taxonomies',
  {
    hash: text('hash').primaryKey(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    kind: text('kind').$type<'category' | 'manufacturer' | 'preview' | 'content'>().notNull(),
    parentHash: text('parent_hash'),
    depth: integer('depth').notNull(),
    position: integer('position').notNull().default(0),
    image: text('image'),
    description: text('description'),
  },
  (t) => [uniqueIndex('taxonomies_path_uq').on(t.path), index('taxonomies_parent_idx').on(t.parentHash, t.position)],
);

export const products = pgTable(
  'products',
  {
    sku: text('sku').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    manufacturerHash: text('manufacturer_hash'),
    /** The category the product is listed under (its canonical breadcrumb). */
    mainTaxonomyHash: text('main_taxonomy_hash'),
    taxonomyPaths: jsonb('taxonomy_paths').$type<string[]>().notNull().default([]),
    vatRate: integer('vat_rate').notNull().default(21),
    onSale: boolean('on_sale').notNull().default(true),
    soldOut: boolean('sold_out').notNull().default(false),
    stockState: text('stock_state'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    stockNote: text('stock_note'),
    stockTiming: text('stock_timing'),
    /** true: may only be sold from stock (never oversold); false: ordered from the supplier beyond stock. */
    stockOnly: boolean('stock_only').notNull().default(false),
    piecesPerCarton: integer('pieces_per_carton'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    parameters: jsonb('parameters').$type<ProductParameter[]>().notNull().default([]),
    quantitySettings: jsonb('quantity_settings').$type<Partial<QuantitySettings> | null>(),
    weightG: integer('weight_g').notNull().default(0),
    volumeMl: integer('volume_ml').notNull().default(0),
    maxDimensionMm: integer('max_dimension_mm').notNull().default(0),
    salesRank: integer('sales_rank').notNull().default(0),
    rating: integer('rating_permille').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Sale discount in percent, 0 when not in sale; drives SALE_ASC/DESC. */
    discountPercent: integer('discount_percent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_manufacturer_idx').on(t.manufacturerHash), index('products_main_taxonomy_idx').on(t.mainTaxonomyHash)],
);

/** Every (taxonomy, product) pair including ancestors, so a listing of any node is one indexed lookup. */
export const productTaxonomies = pgTable(
  'product_taxonomies',
  {
    taxonomyHash: text('taxonomy_hash').notNull(),
    sku: text('sku').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taxonomyHash, t.sku] }), index('product_taxonomies_sku_idx').on(t.sku)],
);

export const priceGroups = pgTable('price_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  b2b: boolean('b2b').notNull().default(false),
});

export const prices = pgTable(
  'prices',
  {
    sku: text('sku').notNull(),
    priceGroup: text('price_group').notNull(),
    price: integer('price').notNull(),
    priceWithTax: integer('price_with_tax').notNull(),
    /** Price before a sale discount, for the strike-through; null when not discounted. */
    originalPriceWithTax: integer('original_price_with_tax'),
  },
  (t) => [primaryKey({ columns: [t.sku, t.priceGroup] }), index('prices_group_price_idx').on(t.priceGroup, t.price)],
);

export const quantityPrices = pgTable(
  'quantity_prices',
  {
    sku: text('sku').notNull(),
    priceGroup: text('price_group').notNull(),
    packType: text('pack_type').$type<'pcs' | 'carton'>().notNull(),
    minQuantity: integer('min_quantity').notNull(),
    price: integer('price').notNull(),
    priceWithTax: integer('price_with_tax').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sku, t.priceGroup, t.packType, t.minQuantity] })],
);

export const additionalServices = pgTable(
  'additional_services',
  {
    productSku: text('product_sku').notNull(),
    serviceSku: text('service_sku').notNull(),
    kind: text('kind').$type<'service' | 'extended-warranty'>().notNull(),
    appliesTo: text('applies_to').$type<'delivery' | 'item'>().notNull(),
    descriptor: text('descriptor').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productSku, t.serviceSku] })],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    sku: text('sku').notNull(),
    relationType: text('relation_type').notNull(),
    relatedSku: text('related_sku').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sku, t.relationType, t.relatedSku] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_sku_idx').on(t.sku)],
);

export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  priceGroup: text('price_group').notNull().default('_default'),
  pricesType: text('prices_type').notNull().default('B2C'),
  contact: jsonb('contact').$type<Record<string, string>>().notNull(),
  loyaltyPoints: integer('loyalty_points').notNull().default(0),
  newsletter: boolean('newsletter').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deliveryContacts = pgTable(
  'delivery_contacts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    contact: jsonb('contact').$type<Record<string, string>>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_contacts_customer_idx').on(t.customerId)],
);

/** A visitor: the httpOnly session cookie holds the id. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  checkoutId: text('checkout_id').notNull(),
  customerId: text('customer_id'),
  pricesType: text('prices_type').notNull().default('B2C'),
  compare: jsonb('compare').$type<string[]>().notNull().default([]),
  recentlyViewed: jsonb('recently_viewed').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CheckoutData = {
  agreements?: Record<string, boolean>;
  customerOrderNumber?: string;
  notes?: string;
  destiny?: string;
  deliveryInfo?: { contact?: Record<string, string> | null; customerContact?: Record<string, string> | null; utilization: string };
  invoiceInfo?: { contact?: Record<string, string> | null; utilization: string };
  orderInfo?: { contact?: Record<string, string> | null; customer?: string | null; utilization: string };
  personalPickupInfo?: { contact?: Record<string, string> | null; methodSku?: string | null; providerData?: unknown };
};

/** The checkout a visitor works in; it points at one active cart and owns the checkout data. */
export const checkouts = pgTable('checkouts', {
  id: text('id').primaryKey(),
  customerId: text('customer_id'),
  activeCartId: text('active_cart_id').notNull(),
  data: jsonb('data').$type<CheckoutData>().notNull().default({}),
  furthestStep: text('furthest_step').notNull().default('cart'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    customerId: text('customer_id'),
    state: text('state').$type<'active' | 'saved' | 'ordered'>().notNull().default('active'),
    priceGroup: text('price_group').notNull().default('_default'),
    pricesType: text('prices_type').notNull().default('B2C'),
    coupons: jsonb('coupons').$type<string[]>().notNull().default([]),
    shippingSku: text('shipping_sku'),
    paymentSku: text('payment_sku'),
    /** Bumped on every change: optimistic-concurrency guard and cache validator. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_checkout_idx').on(t.checkoutId), index('carts_customer_idx').on(t.customerId)],
);

export const cartSubjects = pgTable(
  'cart_subjects',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    sku: text('sku').notNull(),
    packType: text('pack_type').$type<'pcs' | 'carton'>().notNull().default('pcs'),
    quantity: integer('quantity').notNull(),
    subjectType: text('subject_type').notNull().default('item'),
    /** For indirect subjects (services, warranty): the primary subject they belong to; 0 for primary lines
     *  (not null, so the unique line key below also holds for them). */
    parentId: integer('parent_id').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('cart_subjects_cart_idx').on(t.cartId),
    uniqueIndex('cart_subjects_line_uq').on(t.cartId, t.sku, t.packType, t.subjectType, t.parentId),
  ],
);

export const shippingMethods = pgTable('shipping_methods', {
  sku: text('sku').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  price: integer('price').notNull(),
  vatRate: integer('vat_rate').notNull().default(21),
  parcelService: text('parcel_service'),
  personalPickup: boolean('personal_pickup').notNull().default(false),
  showroomId: text('showroom_id'),
  rule: jsonb('rule').$type<Record<string, unknown>>().notNull().default({}),
  position: integer('position').notNull().default(0),
});

export const paymentMethods = pgTable('payment_methods', {
  sku: text('sku').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  price: integer('price').notNull(),
  vatRate: integer('vat_rate').notNull().default(21),
  paymentType: text('payment_type').notNull(),
  paymentGateway: text('payment_gateway'),
  pettyCash: text('petty_cash').notNull().default('none'),
  rule: jsonb('rule').$type<Record<string, unknown>>().notNull().default({}),
  position: integer('position').notNull().default(0),
});

export const shippingPaymentMap = pgTable(
  'shipping_payment_map',
  {
    shippingSku: text('shipping_sku').notNull(),
    paymentSku: text('payment_sku').notNull(),
    price: integer('price').notNull(),
    tax: integer('tax').notNull().default(21),
  },
  (t) => [primaryKey({ columns: [t.shippingSku, t.paymentSku] })],
);

export const gifts = pgTable('gifts', {
  sku: text('sku').primaryKey(),
  text: text('text').notNull(),
  loyaltyPoints: integer('loyalty_points').notNull(),
  image: text('image'),
});

export const cartGifts = pgTable(
  'cart_gifts',
  {
    cartId: text('cart_id').notNull(),
    giftSku: text('gift_sku').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.giftSku] })],
);

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  percent: integer('percent'),
  amount: integer('amount'),
  minTotal: integer('min_total'),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

export const showrooms = pgTable('showrooms', {
  id: text('id').primaryKey(),
  alias: text('alias').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  openingHours: text('opening_hours').notNull(),
  telephone: text('telephone').notNull(),
  email: text('email'),
  description: text('description').notNull().default(''),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<'article' | 'advisor' | 'blog' | 'news'>().notNull(),
    alias: text('alias').notNull(),
    title: text('title').notNull(),
    category: text('category'),
    teaserText: text('teaser_text').notNull(),
    teaserImage: text('teaser_image'),
    /** CMS HTML: sanitised when written and again when served. */
    body: text('body').notNull(),
    taxonomyHash: text('taxonomy_hash'),
    position: integer('position').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('articles_type_alias_uq').on(t.type, t.alias)],
);

export const statusBars = pgTable('status_bars', {
  id: text('id').primaryKey(),
  message: text('message').notNull(),
  type: text('type').notNull(),
  closable: boolean('closable').notNull().default(true),
  pathList: jsonb('path_list').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

export type NavigationItem = {
  kind: 'action' | 'remote' | 'local' | 'taxonomy' | 'label';
  label: string;
  action?: string;
  href?: string;
  target?: string;
  to?: string;
  hash?: string;
  image?: string;
  code?: string;
  items?: NavigationItem[];
};

export const navigation = pgTable('navigation', {
  area: text('area').primaryKey(),
  items: jsonb('items').$type<NavigationItem[]>().notNull(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const searchQueries = pgTable('search_queries', {
  query: text('query').primaryKey(),
  count: integer('count').notNull().default(1),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Catalogue read model (issue 5: catalogue, search) -----------------------------------------

/**
 * One row per (price group, taxonomy, product) with every column a listing filters or sorts on,
 * so a catalogue page and its count are index scans of one table instead of a three-way join.
 * Derived data: kept in step with products, prices and product_taxonomies by statement-level
 * triggers (migration 0003_catalogue_triggers); never written by the application.
 */
export const catalogueEntries = pgTable(
  'catalogue_entries',
  {
    priceGroup: text('price_group').notNull(),
    taxonomyHash: text('taxonomy_hash').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    priceWithTax: integer('price_with_tax').notNull(),
    /** On sale, stock_state 'stock' and a positive quantity (shown as "Skladem"): the in-stock filter. */
    inStock: boolean('in_stock').notNull(),
    stockQuantity: integer('stock_quantity').notNull(),
    manufacturerHash: text('manufacturer_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    discountPercent: integer('discount_percent').notNull(),
    salesRank: integer('sales_rank').notNull(),
    rating: integer('rating_permille').notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceGroup, t.taxonomyHash, t.sku] })],
);

// --- Content: complaints (issue 4) -------------------------------------------------------------

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    /** "R" + year + sequence, shown to the customer and in both e-mails. */
    number: text('number').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    orderNumber: text('order_number').notNull(),
    productSku: text('product_sku').notNull().default(''),
    description: text('description').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaints_email_idx').on(t.email)],
);

// --- Checkout: orders, invoices, payments, shared carts (issue 6) ------------------------------

/** Gapless number series (orders, invoices per year): incremented inside the order transaction. */
export const numberSeries = pgTable('number_series', {
  key: text('key').primaryKey(),
  last: integer('last').notNull().default(0),
});

/** What the order keeps of the checkout data: the contacts as used, notes and agreements. */
export type OrderData = {
  orderContact: Record<string, string>;
  invoiceContact: Record<string, string>;
  deliveryContact: Record<string, string> | null;
  deliverySource: string;
  personalPickup: boolean;
  notes: string;
  customerOrderNumber: string;
  agreements: Record<string, boolean>;
};

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    checkoutId: text('checkout_id').notNull(),
    /** One order per cart: the cart becomes 'ordered' and the checkout gets a fresh one. */
    cartId: text('cart_id').notNull().unique(),
    customerId: text('customer_id'),
    email: text('email').notNull(),
    destiny: text('destiny').$type<'purchase' | 'inquiry' | 'reservation'>().notNull(),
    /** not-required (no online payment), pending, paid, failed, cancelled. */
    paymentStatus: text('payment_status').notNull(),
    pricesType: text('prices_type').notNull(),
    priceGroup: text('price_group').notNull(),
    shippingSku: text('shipping_sku').notNull(),
    shippingName: text('shipping_name').notNull(),
    paymentSku: text('payment_sku').notNull(),
    paymentName: text('payment_name').notNull(),
    paymentType: text('payment_type'),
    paymentGateway: text('payment_gateway'),
    coupons: jsonb('coupons').$type<string[]>().notNull().default([]),
    /** Totals in haléře: net, gross before petty-cash rounding, VAT, rounding, and what is to be paid. */
    amount: integer('amount').notNull(),
    amountWithTax: integer('amount_with_tax').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    rounding: integer('rounding').notNull().default(0),
    totalToPay: integer('total_to_pay').notNull(),
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    data: jsonb('data').$type<OrderData>().notNull(),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('orders_checkout_idx').on(t.checkoutId), index('orders_customer_idx').on(t.customerId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    position: integer('position').notNull(),
    /** item, subjectIndirect, gift, shipping, payment. */
    kind: text('kind').notNull(),
    sku: text('sku').notNull(),
    productSku: text('product_sku'),
    packType: text('pack_type'),
    text: text('text').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    unitPriceWithTax: integer('unit_price_with_tax').notNull(),
    vatRate: integer('vat_rate').notNull(),
    /** Line totals before the coupon discount, and the discount itself. */
    amount: integer('amount').notNull(),
    amountWithTax: integer('amount_with_tax').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    discountAmountWithTax: integer('discount_amount_with_tax').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position)],
);

export type PartyData = { name: string; street: string; city: string; postalCode: string; country: string; companyRegNo: string; companyTaxNo: string };
export type VatRecapRow = { rate: number; base: number; vat: number; total: number };

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    orderId: text('order_id').notNull().unique(),
    customerId: text('customer_id'),
    /** Calendar dates (YYYY-MM-DD, shop time zone). */
    issueDate: text('issue_date').notNull(),
    taxPointDate: text('tax_point_date').notNull(),
    dueDate: text('due_date').notNull(),
    variableSymbol: text('variable_symbol').notNull(),
    supplier: jsonb('supplier').$type<PartyData>().notNull(),
    buyer: jsonb('buyer').$type<PartyData>().notNull(),
    amount: integer('amount').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    amountWithTax: integer('amount_with_tax').notNull(),
    rounding: integer('rounding').notNull().default(0),
    totalToPay: integer('total_to_pay').notNull(),
    vatRecap: jsonb('vat_recap').$type<VatRecapRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_customer_idx').on(t.customerId, t.createdAt)],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: text('invoice_id').notNull(),
    position: integer('position').notNull(),
    sku: text('sku'),
    text: text('text').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    unitPrice: integer('unit_price').notNull(),
    vatRate: integer('vat_rate').notNull(),
    amount: integer('amount').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    amountWithTax: integer('amount_with_tax').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('CZK'),
    /** pending → paid | cancelled | failed; changed only by the provider's signed notification. */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** One row per successful create-purchase attempt: a retried submit with the same key finds its order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    orderId: text('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** A snapshot of a cart sent by e-mail; the token in the link is the only way to read it. */
export const sharedCarts = pgTable('shared_carts', {
  token: text('token').primaryKey(),
  checkoutId: text('checkout_id').notNull(),
  items: jsonb('items').$type<{ sku: string; quantity: number }[]>().notNull(),
  senderName: text('sender_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// --- Accounts: refresh tokens, password renewal, shopping lists, loyalty history (issue 7) -----

/**
 * Refresh credentials, one row per issued token. Tokens of one login form a family (family_id);
 * every refresh rotates: the presented row gets rotated_at, its successor (generation + 1) is
 * inserted. Presenting a rotated token after the grace window revokes the whole family. Only a
 * SHA-256 of the token is stored.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id').notNull(),
    generation: integer('generation').notNull(),
    customerId: text('customer_id').notNull(),
    /** The session (cisto_sid) the login belongs to. */
    sessionId: text('session_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_family_generation_uq').on(t.familyId, t.generation),
    index('refresh_tokens_session_idx').on(t.sessionId),
    index('refresh_tokens_customer_idx').on(t.customerId),
  ],
);

/** Single-use password-renewal links (1 hour); only a SHA-256 of the token in the link is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);

/** A customer's named copy of a cart (POST /api/shopping-lists), loadable back into the cart. */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    name: text('name').notNull(),
    items: jsonb('items').$type<{ sku: string; quantity: number }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopping_lists_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * Loyalty point movements other than the points orders earn (those are read from orders):
 * welcome points, gifts redeemed, manual adjustments. customers.loyalty_points is the balance.
 */
export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** Positive: credited; negative: spent. */
    points: integer('points').notNull(),
    /** registration, gift, adjustment, order. */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loyalty_transactions_customer_idx').on(t.customerId, t.createdAt)],
);
