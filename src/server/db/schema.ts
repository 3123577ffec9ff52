import {
  pgTable,
  text,
  integer,
  bigint,
  boolean,
  jsonb,
  timestamp,
  serial,
  primaryKey,
  index,
  uniqueIndex,
  check,
  customType,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ClpClassification } from '../../domain/clp.js';
import type { ProductPictureData } from '../../domain/product-pictures.js';

/*
 * Money columns are integers in haléře (1 Kč = 100). VAT rates are whole percents.
 * Free-form, read-mostly structures (parameters, navigation items, footer) are jsonb;
 * everything that is filtered, joined or counted is a column.
 */

/**
 * A money column: 64-bit haléře (PostgreSQL bigint), read and written as a JS number.
 *
 * int4 ends at 2^31 − 1 haléřů (≈ 21.5 million Kč), which one cart line passes: a line may hold
 * QUANTITY_DEFAULTS.max = 100,000 pieces, and 100,000 × the dearest seeded product (102,792.90 Kč)
 * is 1,027,929,000,000 haléřů. Mode 'number' is exact because every amount stays below
 * Number.MAX_SAFE_INTEGER (2^53 − 1 ≈ 9 × 10^15 haléřů = 90 trillion Kč): a total of 100,000 ×
 * a unit price up to MAX_MONEY / 100,000 (≈ 900 million Kč) — the domain refuses larger amounts
 * (src/domain/money.ts, assertMoney) instead of letting a double round them.
 */
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A sort key compared byte by byte (czechSortKey in src/domain): COLLATE "C" on both engines, so
 * neither PostgreSQL's locale nor PGlite's ICU reorders it.
 */
const byteOrderText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

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
    /** czechSortKey(name), written with the name; null only until the start-up backfill (migration 0014). */
    nameSortKey: byteOrderText('name_sort_key'),
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
    /**
     * CLP hazard labelling of a chemical (codes only; texts in src/domain/clp.ts), null for other
     * products. Read with the row by every product read, so cards and cart lines cost no extra
     * statement (migration 0020).
     */
    clp: jsonb('clp').$type<ClpClassification | null>(),
    /**
     * The uploaded pictures in order (a copy of product_images, written in the same transaction),
     * read with the row so cards and pages cost no extra statement; empty: the drawn artwork.
     */
    pictures: jsonb('pictures').$type<ProductPictureData[]>().notNull().default(sql`'[]'::jsonb`),
    /** The product's EAN/GTIN (8, 12, 13 or 14 digits, valid check digit; domain isValidGtin); null when it has none. */
    ean: text('ean'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved to now() by a trigger whenever the row changes (migration 0019): the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_manufacturer_idx').on(t.manufacturerHash),
    index('products_main_taxonomy_idx').on(t.mainTaxonomyHash),
    uniqueIndex('products_ean_uq').on(t.ean).where(sql`${t.ean} IS NOT NULL`),
    check('products_ean_digits', sql`${t.ean} ~ '^([0-9]{8}|[0-9]{12,14})$'`),
  ],
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
    price: money('price').notNull(),
    priceWithTax: money('price_with_tax').notNull(),
    /** Price before a sale discount, for the strike-through; null when not discounted. */
    originalPriceWithTax: money('original_price_with_tax'),
  },
  (t) => [primaryKey({ columns: [t.sku, t.priceGroup] }), index('prices_group_price_idx').on(t.priceGroup, t.price)],
);

/**
 * Every price a product had in a price group and when (§ 12a of the Consumer Protection Act: a
 * discount is measured from the lowest price of the 30 days before it). Written by triggers on
 * `prices` (migration 0015_price_history) whenever a price changes, never by the application;
 * the seed writes earlier periods for its demo discounts. valid_to null: the current price.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    priceGroup: text('price_group').notNull(),
    price: money('price').notNull(),
    priceWithTax: money('price_with_tax').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [
    index('price_history_sku_idx').on(t.sku, t.priceGroup, t.validTo),
    uniqueIndex('price_history_current_uq').on(t.sku, t.priceGroup).where(sql`${t.validTo} IS NULL`),
  ],
);

export const quantityPrices = pgTable(
  'quantity_prices',
  {
    sku: text('sku').notNull(),
    priceGroup: text('price_group').notNull(),
    packType: text('pack_type').$type<'pcs' | 'carton'>().notNull(),
    minQuantity: integer('min_quantity').notNull(),
    price: money('price').notNull(),
    priceWithTax: money('price_with_tax').notNull(),
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
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    customerId: text('customer_id'),
    pricesType: text('prices_type').notNull().default('B2C'),
    compare: jsonb('compare').$type<string[]>().notNull().default([]),
    recentlyViewed: jsonb('recently_viewed').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward at most hourly while the session is used (findVisitor); idle ones are cleaned up. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The idle-session clean-up scans anonymous sessions oldest first.
  (t) => [index('sessions_anonymous_last_seen_idx').on(t.lastSeenAt).where(sql`${t.customerId} IS NULL`)],
);

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
  price: money('price').notNull(),
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
  price: money('price').notNull(),
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
    price: money('price').notNull(),
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
  amount: money('amount'),
  minTotal: money('min_total'),
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
 * triggers (migration 0003_catalogue_triggers), and with price_history for discount_percent
 * (migration 0017); never written by the application.
 */
export const catalogueEntries = pgTable(
  'catalogue_entries',
  {
    priceGroup: text('price_group').notNull(),
    taxonomyHash: text('taxonomy_hash').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    /** products.name_sort_key, copied by the catalogue trigger: NAME_ASC/NAME_DESC order and cursor. */
    sortKey: byteOrderText('sort_key'),
    price: money('price').notNull(),
    priceWithTax: money('price_with_tax').notNull(),
    /** On sale, stock_state 'stock' and a positive quantity (shown as "Skladem"): the in-stock filter. */
    inStock: boolean('in_stock').notNull(),
    stockQuantity: integer('stock_quantity').notNull(),
    manufacturerHash: text('manufacturer_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The discount this price group's current price announces (domain priceReduction over
     * price_history; 0: none), computed by announced_discount_percent() in the catalogue triggers and
     * recomputed whenever the price history changes (migration 0017): SALE_ASC/SALE_DESC and the
     * Výprodej/Akce listings (domain SALE_LISTINGS) use it.
     */
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
    /** open, resolved (the back office settles it, within 30 days of createdAt). */
    state: text('state').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (t) => [index('complaints_email_idx').on(t.email), index('complaints_state_idx').on(t.state, t.createdAt)],
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
  /** The shop's account as configured when a transfer order was placed: what its buyer was told to pay to. */
  bank?: { account: string; iban: string } | null;
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
    /**
     * SHA-256 (base64url) of the session the order was placed in, never the session id itself:
     * an order placed anonymously is readable by that session only while it stays anonymous
     * (services/ownership.ts). A login replaces the session id, so it no longer matches.
     */
    sessionHash: text('session_hash'),
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
    amount: money('amount').notNull(),
    amountWithTax: money('amount_with_tax').notNull(),
    vatAmount: money('vat_amount').notNull(),
    rounding: money('rounding').notNull().default(0),
    totalToPay: money('total_to_pay').notNull(),
    loyaltyPoints: bigint('loyalty_points', { mode: 'number' }).notNull().default(0),
    data: jsonb('data').$type<OrderData>().notNull(),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Where the shop is with the order (issue 16, the back office): new, processing, sent,
     * ready-for-pickup, delivered, cancelled. Changed only by src/domain/order-state.ts's rules.
     */
    state: text('state').notNull().default('new'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    /** Carrier and tracking number given when the order was sent. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_state_idx').on(t.state, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
  ],
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
    unitPrice: money('unit_price').notNull(),
    unitPriceWithTax: money('unit_price_with_tax').notNull(),
    vatRate: integer('vat_rate').notNull(),
    /** Line totals before the coupon discount, and the discount itself. */
    amount: money('amount').notNull(),
    amountWithTax: money('amount_with_tax').notNull(),
    discountAmount: money('discount_amount').notNull().default(0),
    discountAmountWithTax: money('discount_amount_with_tax').notNull().default(0),
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
    amount: money('amount').notNull(),
    vatAmount: money('vat_amount').notNull(),
    amountWithTax: money('amount_with_tax').notNull(),
    rounding: money('rounding').notNull().default(0),
    totalToPay: money('total_to_pay').notNull(),
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
    unitPrice: money('unit_price').notNull(),
    vatRate: integer('vat_rate').notNull(),
    amount: money('amount').notNull(),
    vatAmount: money('vat_amount').notNull(),
    amountWithTax: money('amount_with_tax').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);

/** A line a withdrawal takes back (and its credit note credits): negative amounts, as settled by the domain. */
export type CreditLineData = {
  position: number;
  kind: string;
  sku: string;
  text: string;
  quantity: number;
  packType: string | null;
  vatRate: number;
  amount: number;
  vatAmount: number;
  amountWithTax: number;
};

/**
 * Withdrawals from the contract (issue 15, "Odstoupit od smlouvy"): the goods lines and
 * quantities taken back (services, and with the last goods shipping, payment and gifts, follow),
 * the refund, who asked (a logged-in customer or a guest with order number + e-mail) and the
 * e-mail acknowledged to. Rows are written under the order's row lock, so two requests cannot
 * withdraw the same pieces twice.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    /** customer or guest. */
    actor: text('actor').$type<'customer' | 'guest'>().notNull(),
    email: text('email').notNull(),
    /** received (acknowledged, goods on their way back), refunded. */
    state: text('state').notNull().default('received'),
    lines: jsonb('lines').$type<CreditLineData[]>().notNull(),
    /** Haléře the shop pays back (positive). */
    refundAmount: money('refund_amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the back office marked the money returned (within 14 days of createdAt). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('withdrawals_order_idx').on(t.orderId, t.createdAt), index('withdrawals_state_idx').on(t.state, t.createdAt)],
);

/**
 * Credit notes (opravný daňový doklad, § 45 ZDPH) of withdrawals from invoiced orders: their own
 * yearly series (credit-note-YYYY in number_series), the invoice they correct, negative lines
 * and VAT recapitulation. Read like invoices (profile, HTML and PDF).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    /** What the note credits: a withdrawal's id, or `cancel:<order id>` for a cancelled invoiced order. */
    withdrawalId: text('withdrawal_id').notNull().unique(),
    orderId: text('order_id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    customerId: text('customer_id'),
    issueDate: text('issue_date').notNull(),
    taxPointDate: text('tax_point_date').notNull(),
    supplier: jsonb('supplier').$type<PartyData>().notNull(),
    buyer: jsonb('buyer').$type<PartyData>().notNull(),
    lines: jsonb('lines').$type<CreditLineData[]>().notNull(),
    amount: money('amount').notNull(),
    vatAmount: money('vat_amount').notNull(),
    amountWithTax: money('amount_with_tax').notNull(),
    rounding: money('rounding').notNull().default(0),
    totalToPay: money('total_to_pay').notNull(),
    vatRecap: jsonb('vat_recap').$type<VatRecapRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_notes_order_idx').on(t.orderId), index('credit_notes_customer_idx').on(t.customerId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    provider: text('provider').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('CZK'),
    /** pending → paid | cancelled | failed; changed only by the provider's signed notification. */
    status: text('status').notNull().default('pending'),
    /** The gateway's id of this payment (Comgate's transId), once created there; null for the test provider. */
    gatewayTransId: text('gateway_trans_id'),
    /** Where the gateway sends the shopper to pay this payment (Comgate's `redirect`), once created there. */
    gatewayRedirectUrl: text('gateway_redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), uniqueIndex('payments_gateway_trans_idx').on(t.provider, t.gatewayTransId)],
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
  /** services: the line's additional services (warranty, assembly…), kept when the link is loaded. */
  items: jsonb('items').$type<{ sku: string; quantity: number; services?: string[] }[]>().notNull(),
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
 * The loyalty ledger (issue 11): every movement of a customer's points, signed. The balance is
 * SUM(points), never stored. event_key names the event a movement answers (the order placed, a
 * payment voided or paid, one adjustment), so a retried or concurrent write of the same event
 * adds nothing. Rules: src/domain/loyalty.ts; writes: src/server/services/accounts-loyalty.ts.
 */
export const loyaltyMovements = pgTable(
  'loyalty_movements',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    /** earned, spent, reversed, adjustment (LOYALTY_MOVEMENT_KINDS). */
    kind: text('kind').notNull(),
    /** Positive: credited; negative: taken or spent. */
    points: bigint('points', { mode: 'number' }).notNull(),
    orderId: text('order_id'),
    orderNumber: text('order_number'),
    eventKey: text('event_key').notNull().unique(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_movements_customer_idx').on(t.customerId, t.createdAt, t.id),
    index('loyalty_movements_order_idx').on(t.orderId),
    check('loyalty_movements_kind_check', sql`${t.kind} in ('earned', 'spent', 'reversed', 'adjustment')`),
    check('loyalty_movements_points_check', sql`${t.points} <> 0`),
  ],
);

/**
 * "Hlídat dostupnost" (issue 16, migration 0023): an address waits for a product to be in stock
 * (in `quantity` pieces when given). The sweep (services/stock-watch.ts) claims a fulfilled watch
 * and sets `notified_at` in one transaction, so each watch mails once. A customer's watches carry
 * `customer_id` (the profile lists and cancels them); a visitor cancels by the signed link in the
 * e-mail. One pending watch per product and address (re-subscribing updates it).
 */
export const stockWatches = pgTable(
  'stock_watches',
  {
    id: text('id').primaryKey(),
    productSku: text('product_sku').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    customerId: text('customer_id'),
    /** Pieces that must be in stock; null: any. */
    quantity: integer('quantity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Failed deliveries of the watchdog e-mail; the sweep gives up after STOCK_WATCH_MAX_FAILURES. */
    sendFailures: integer('send_failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('stock_watches_pending_uq').on(t.productSku, t.email).where(sql`${t.notifiedAt} IS NULL AND ${t.cancelledAt} IS NULL`),
    index('stock_watches_customer_idx').on(t.customerId, t.createdAt),
    index('stock_watches_email_idx').on(t.email),
  ],
);

// --- Back office: staff, their sessions, the audit log, order notes (issue 16) ------------------

/** Staff roles; `admin` may do everything (src/domain/staff.ts). */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** auth/password.ts's scrypt format, as for customers. */
    passwordHash: text('password_hash').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    /** Base32 TOTP secret once enrolment was confirmed with a code; null: no two-factor sign-in. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, waiting for its first code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

/** Staff sign-ins: only a SHA-256 of the cookie's token is stored; idle and absolute expiry. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Signed in with a TOTP code (or the demo, where it is optional). */
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every staff action: who, when, what, on which row, before → after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: text('staff_id'),
    staffEmail: text('staff_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);

/** Staff notes on an order (internal, never shown to the customer). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
/** An inline image of a queued e-mail (e.g. the QR Platba PNG): its bytes as base64. */
export type QueuedAttachment = { filename: string; contentType: string; cid: string; contentBase64: string };

/** The states of a queued e-mail (MAIL_OUTBOX_STATES in services/mail-outbox.ts). */
export type MailOutboxState = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * The mail outbox (issue 17): every e-mail is a row written in the transaction of the change that
 * causes it, rendered then (subject, html, text and inline images are what will be sent), with its
 * Message-ID fixed. The worker (services/mail-worker.ts) claims due rows with FOR UPDATE SKIP
 * LOCKED, sends them and marks them sent; a failed attempt waits next_attempt_at (exponential
 * backoff), and after the last attempt the row is failed until the back office resends it. While a
 * row is `sending`, next_attempt_at is the end of its lease: a worker that died mid-send leaves it
 * to be claimed again after that, with the same Message-ID.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /**
     * The queue (MAIL_OUTBOX_QUEUE) of the instances that send it: all instances of a shop share
     * one; test servers sharing one database each have their own, so none sends another's mail.
     */
    queue: text('queue').notNull().default('default'),
    messageId: text('message_id').notNull().unique(),
    /** The template it was rendered from (registration, purchaseCreated, …), for the back office. */
    template: text('template').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<QueuedAttachment[]>().notNull().default([]),
    state: text('state').$type<MailOutboxState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // What the worker scans: only rows still to send.
    index('mail_outbox_due_idx').on(t.queue, t.nextAttemptAt).where(sql`${t.state} in ('queued', 'sending')`),
    index('mail_outbox_state_idx').on(t.state, t.createdAt),
    check('mail_outbox_state_check', sql`${t.state} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);

// --- Back office: catalogue CSV imports (issue 16) -----------------------------------------------

export type CatalogueImportState = 'checking' | 'checked' | 'applying' | 'done' | 'failed';
export type CatalogueImportError = { line: number; column: string | null; message: string };

/**
 * One CSV import (a dry run or a real one) as a job the /admin page polls: its phase, progress and
 * outcome. The file itself is not kept: the instance that received it works on it in memory.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id'),
    staffEmail: text('staff_email').notNull(),
    dryRun: boolean('dry_run').notNull(),
    state: text('state').$type<CatalogueImportState>().notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    /** Lines that change their product's fields or prices. */
    changedRows: integer('changed_rows').notNull().default(0),
    priceChanges: integer('price_changes').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** The first errors (line, column, Czech message); errorCount has them all. */
    errors: jsonb('errors').$type<CatalogueImportError[]>().notNull().default([]),
    /** Milliseconds of the check and of the writing, for the page and the benchmark. */
    checkMs: integer('check_ms'),
    applyMs: integer('apply_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalogue_imports_created_idx').on(t.createdAt),
    check('catalogue_imports_state_check', sql`${t.state} in ('checking', 'checked', 'applying', 'done', 'failed')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded product pictures (issue 16): the bytes live in the database, not on a disk, so any
 * number of stateless instances serve the same pictures. `hash` is the content hash of the
 * uploaded file and names its URLs (/images/p/<hash>-<width>.<ext>): another picture gets another
 * address, so the URLs may be cached for ever. Products without a row keep the drawn SVG artwork.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productSku: text('product_sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productSku, t.position), uniqueIndex('product_images_product_hash_idx').on(t.productSku, t.hash), index('product_images_hash_idx').on(t.hash)],
);

/** The resized, metadata-free renditions of a picture, one per format and width. */
export const productImageVariants = pgTable(
  'product_image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.format, t.width] }), check('product_image_variants_format', sql`${t.format} in ('webp', 'jpg')`)],
);
