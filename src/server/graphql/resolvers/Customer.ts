// Resolvers of schema/customer.graphql. Thin: the guard below, then services.
import type { CustomerMutationResult, CustomerResolvers, ExistingCartResolvers, MutationResolvers, QueryResolvers } from '../../../generated/server.js';
import { setPricesTypeCookie } from '../../http/visitor.js';
import { visitorPricesType } from '../../services/session.js';
import { computeCart, activeCartRow } from '../../services/cart.js';
import { customerById, deliveryContactsOf, toCustomer } from '../../services/customers.js';
import { loyaltyOverview } from '../../services/accounts-loyalty.js';
import { accountError, afterLogin, afterLoginDecision, afterLoginRemoveCart, updateCheckoutContext } from '../../services/afterlogin.js';
import {
  changeCustomerPassword,
  createDeliveryContact,
  customerInvoice,
  customerInvoices,
  customerOrder,
  customerOrders,
  deleteDeliveryContact,
  setDefaultDeliveryContact,
  updateCustomer,
  updateDeliveryContact,
} from '../../services/profile.js';
import { createShoppingList, deleteShoppingList, loadShoppingList, shoppingListsOf } from '../../services/shopping-lists.js';
import { createKeyLimiter, RATE_LIMITS } from '../../plugins/rate-limit.js';
import { assertOwnCheckout, sessionCustomer } from '../guards.js';
import { rateLimitRefusal } from '../refusals.js';

const loginRequired = [accountError('LOGIN_REQUIRED')];

// Existing carts are listed only on the caller's own checkout (guarded there), so their content is theirs.
export const ExistingCart: ExistingCartResolvers = {
  cart: (parent, _args, ctx) => parent.cart ?? ctx.loaders.existingCarts.load(parent.id),
};
const noCustomer = (): Omit<CustomerMutationResult, '__typename'> => ({ ok: false, errors: loginRequired, fieldErrors: [], customer: null });
const emptyPage = (page: number | null | undefined, pageSize: number | null | undefined) => ({
  items: [],
  page: page ?? 1,
  pageSize: pageSize ?? 10,
  totalCount: 0,
});
/** Wrong current passwords count like login attempts against the account. */
const limitPasswordChange = createKeyLimiter(RATE_LIMITS.loginAccount, 'password-change');

export const Customer: CustomerResolvers = {
  deliveryContacts: (customer, { first }, ctx) => deliveryContactsOf(ctx.services.database.db, customer.id, first ?? undefined),
};

export const customerQueries: QueryResolvers = {
  customer: async (_parent, _args, ctx) => {
    const who = await sessionCustomer(ctx);
    const row = who ? await customerById(ctx.services.database.db, who.customerId) : null;
    return row ? toCustomer(ctx.services.database.db, row) : null;
  },
  customerOrders: async (_parent, { page, pageSize }, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? customerOrders(ctx.services.database.db, who.customerId, page, pageSize) : { __typename: 'OrderPage', ...emptyPage(page, pageSize) };
  },
  customerOrder: async (_parent, { orderNumber }, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? customerOrder(ctx.services.database.db, who.customerId, orderNumber) : null;
  },
  customerInvoices: async (_parent, { page, pageSize }, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? customerInvoices(ctx.services.database.db, who.customerId, page, pageSize) : { __typename: 'InvoicePage', ...emptyPage(page, pageSize) };
  },
  customerInvoice: async (_parent, { invoiceNumber }, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? customerInvoice(ctx.services.database.db, who.customerId, invoiceNumber) : null;
  },
  customerLoyalty: async (_parent, { page, pageSize }, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? loyaltyOverview(ctx.services.database.db, who.customerId, page, pageSize) : null;
  },
  shoppingLists: async (_parent, _args, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? shoppingListsOf(ctx.services.database.db, who.customerId, ctx.claims.priceGroup) : [];
  },
};

export const customerMutations: MutationResolvers = {
  checkout_context_afterlogin: async (_parent, { checkoutId, pricingSettings }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    const who = await sessionCustomer(ctx);
    if (!who) return { __typename: 'AfterLoginResult', ok: false, errors: loginRequired, partial: false, checkout: null, existingCarts: [] };
    const { result, pricesType } = await afterLogin(ctx.services.database.db, checkoutId, who.customerId, who.sessionId, pricingSettings);
    setPricesTypeCookie(ctx.services, ctx.reply, pricesType);
    return result;
  },
  checkout_context_afterlogin_decision: async (_parent, { checkoutId, action, nextCartId }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    const who = await sessionCustomer(ctx);
    if (!who) return { __typename: 'AfterLoginResult', ok: false, errors: loginRequired, partial: false, checkout: null, existingCarts: [] };
    return afterLoginDecision(ctx.services.database.db, checkoutId, who.customerId, action, nextCartId);
  },
  checkout_context_afterlogin_removeCart: async (_parent, { checkoutId, cartToRemoveId }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    const who = await sessionCustomer(ctx);
    const { db } = ctx.services.database;
    if (!who) return { __typename: 'RemoveCartResult', ok: false, errors: loginRequired, cart: await computeCart(db, await activeCartRow(db, checkoutId)), existingCarts: [] };
    return afterLoginRemoveCart(db, checkoutId, who.customerId, cartToRemoveId);
  },
  checkout_context_update: async (_parent, { checkoutId, cartLeaveActiveAndReturnEmpty }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    const { db } = ctx.services.database;
    const pricesType = await visitorPricesType(db, ctx.claims.sessionId);
    return updateCheckoutContext(db, checkoutId, pricesType, cartLeaveActiveAndReturnEmpty === true);
  },
  customer_update: async (_parent, { input }, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? updateCustomer(ctx.services.database.db, who.customerId, input) : { __typename: 'CustomerMutationResult', ...noCustomer() };
  },
  customer_change_password: async (_parent, { input }, ctx) => {
    const who = await sessionCustomer(ctx);
    if (!who) return { __typename: 'CustomerMutationResult', ...noCustomer() };
    const limited = await rateLimitRefusal(() => limitPasswordChange(ctx.request, who.customerId, ctx.reply));
    if (limited) return { __typename: 'CustomerMutationResult', ok: false, errors: [limited], fieldErrors: [], customer: null };
    return changeCustomerPassword(ctx.services.database.db, who.customerId, who.sessionId, input);
  },
  customer_delivery_contact_create: async (_parent, { input, isDefault }, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? createDeliveryContact(ctx.services.database.db, who.customerId, input, isDefault === true) : { __typename: 'CustomerMutationResult', ...noCustomer() };
  },
  customer_delivery_contact_update: async (_parent, { id, input }, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? updateDeliveryContact(ctx.services.database.db, who.customerId, id, input) : { __typename: 'CustomerMutationResult', ...noCustomer() };
  },
  customer_delivery_contact_delete: async (_parent, { id }, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? deleteDeliveryContact(ctx.services.database.db, who.customerId, id) : { __typename: 'CustomerMutationResult', ...noCustomer() };
  },
  customer_delivery_contact_set_default: async (_parent, { id }, ctx) => {
    const who = await sessionCustomer(ctx);
    return who ? setDefaultDeliveryContact(ctx.services.database.db, who.customerId, id) : { __typename: 'CustomerMutationResult', ...noCustomer() };
  },
  shopping_list_create: async (_parent, { checkoutId, name }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    const who = await sessionCustomer(ctx);
    if (!who) return { __typename: 'ShoppingListResult', ok: false, errors: loginRequired, list: null };
    return createShoppingList(ctx.services.database.db, who.customerId, checkoutId, name, ctx.claims.priceGroup);
  },
  shopping_list_delete: async (_parent, { id }, ctx) => {
    const who = await sessionCustomer(ctx);
    if (!who) return { __typename: 'ShoppingListResult', ok: false, errors: loginRequired, list: null };
    return deleteShoppingList(ctx.services.database.db, who.customerId, id);
  },
  shopping_list_load: async (_parent, { checkoutId, id, mode }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    const who = await sessionCustomer(ctx);
    const { db } = ctx.services.database;
    if (!who) return { __typename: 'CartMutationResult', ok: false, errors: loginRequired, cart: await computeCart(db, await activeCartRow(db, checkoutId)) };
    return loadShoppingList(db, who.customerId, checkoutId, id, mode ?? 'ADD');
  },
};
