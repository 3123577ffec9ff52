// Resolvers of the checkout operations (schema/checkout.graphql). Thin: own-checkout guard,
// input validation with the domain schemas, then the services.

import type { CartMutationResultResolvers, MutationResolvers, QueryResolvers } from '../../../generated/server.js';
import { BULK_ADD_MAX_LINES, BULK_ADD_TOO_MANY_LINES, parseProductBatch, shareCartSchema } from '../../../domain/index.js';
import { getCheckout } from '../../services/cart.js';
import { updateCheckoutData, stepReached } from '../../services/checkout.js';
import { toFieldErrors } from '../../services/checkout-state.js';
import { updateMethods } from '../../services/checkout-methods.js';
import { addGifts, removeGifts } from '../../services/gifts.js';
import { applyCoupon, removeCoupon } from '../../services/coupons.js';
import { loadMethodCatalog, shippingPaymentMapEntries } from '../../services/methods.js';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN, ORDER_NOT_FOUND, createPurchase, loadOrder, orderFor } from '../../services/orders.js';
import { PAYMENT_GATEWAY_UNAVAILABLE, PAYMENT_NOT_RETRYABLE, gatewayAvailable, paymentAvailable, retryPayment } from '../../services/payments/index.js';
import { loadSharedCart, shareCart, sharedCartPreview } from '../../services/share-cart.js';
import { limitShareCart } from '../../http/share-cart-limits.js';
import { validateProductBatch } from '../../services/bulk-add.js';
import { UserFacingError } from '../../errors.js';
import { assertOwnCheckout } from '../guards.js';
import { rateLimitRefusal } from '../refusals.js';


export const CartMutationResult: CartMutationResultResolvers = {
  // The mutations that change only the cart do not load the checkout unless it is selected.
  checkout: (result, _args, ctx) => result.checkout ?? (ctx.claims.checkoutId ? getCheckout(ctx.services.database.db, ctx.claims.checkoutId) : null),
};

export const checkoutQueries: Pick<QueryResolvers, 'order' | 'shippingPaymentMap' | 'sharedCart' | 'checkout_validate_product_batch'> = {
  order: (_parent, { orderNumber }, ctx) => orderFor(ctx.services.database.db, ctx.claims, orderNumber),
  shippingPaymentMap: async (_parent, _args, ctx) => shippingPaymentMapEntries(await loadMethodCatalog(ctx.services.database.db)),
  sharedCart: (_parent, { token }, ctx) => sharedCartPreview(ctx.services.database.db, token, ctx.claims.priceGroup),
  checkout_validate_product_batch: (_parent, { text }, ctx) => {
    const lines = parseProductBatch(text).length;
    if (lines > BULK_ADD_MAX_LINES) throw new UserFacingError(BULK_ADD_TOO_MANY_LINES);
    // Aliases would repeat the work: the lines count against the whole request.
    ctx.budget.spendBatchLines(lines);
    return validateProductBatch(ctx.services.database.db, text, ctx.claims.priceGroup);
  },
};

export const checkoutMutations: Pick<
  MutationResolvers,
  | 'checkout_cart_gifts_add'
  | 'checkout_cart_gifts_remove'
  | 'checkout_cart_update_methods'
  | 'checkout_cart_coupon_apply'
  | 'checkout_cart_coupon_remove'
  | 'checkout_cart_load_shared'
  | 'checkout_data_update'
  | 'checkout_step_reached'
  | 'checkout_create_purchase'
  | 'checkout_share_cart'
  | 'checkout_order_retry_payment'
> = {
  checkout_cart_gifts_add: (_parent, { checkoutId, gifts }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return addGifts(ctx.services.database.db, checkoutId, gifts);
  },
  checkout_cart_gifts_remove: (_parent, { checkoutId, gifts }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return removeGifts(ctx.services.database.db, checkoutId, gifts);
  },
  checkout_cart_update_methods: (_parent, { checkoutId, shippingSku, paymentSku }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return updateMethods(ctx.services.database.db, checkoutId, { shippingSku, paymentSku }, (payment) => paymentAvailable(ctx.services, payment));
  },
  checkout_cart_coupon_apply: (_parent, { checkoutId, couponCode }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return applyCoupon(ctx.services.database.db, checkoutId, couponCode);
  },
  checkout_cart_coupon_remove: (_parent, { checkoutId, couponCode }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return removeCoupon(ctx.services.database.db, checkoutId, couponCode);
  },
  checkout_cart_load_shared: (_parent, { checkoutId, token }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return loadSharedCart(ctx.services.database.db, checkoutId, token);
  },
  checkout_data_update: (_parent, { checkoutId, input }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return updateCheckoutData(ctx.services.database.db, checkoutId, input);
  },
  checkout_step_reached: (_parent, { checkoutId, step }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    return stepReached(ctx.services.database.db, checkoutId, step);
  },
  checkout_create_purchase: async (_parent, { checkoutId, input }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) {
      return {
        __typename: 'CreatePurchaseResult',
        status: 'error',
        errors: [{ __typename: 'MutationError', code: 'IDEMPOTENCY_KEY_INVALID', message: IDEMPOTENCY_KEY_MESSAGE, sku: null }],
        warnings: [],
        order: null,
        redirectUrl: null,
        checkout: await getCheckout(ctx.services.database.db, checkoutId),
      };
    }
    return createPurchase(ctx.services, checkoutId, {
      idempotencyKey: input.idempotencyKey,
      expectedTotal: input.expectedTotal ?? null,
      sessionId: ctx.claims.sessionId,
    });
  },
  checkout_share_cart: async (_parent, { checkoutId, input }, ctx) => {
    assertOwnCheckout(ctx, checkoutId);
    const parsed = shareCartSchema.safeParse({ ...input, message: input.message ?? '' });
    if (!parsed.success) return { __typename: 'ShareCartResult', ok: false, errors: [], fieldErrors: toFieldErrors('', parsed.error) };
    const limited = await rateLimitRefusal(() => limitShareCart(ctx.request, parsed.data));
    if (limited) return { __typename: 'ShareCartResult', ok: false, errors: [limited], fieldErrors: [] };
    return shareCart(ctx.services, checkoutId, parsed.data);
  },
  checkout_order_retry_payment: async (_parent, { orderNumber }, ctx) => {
    const { db } = ctx.services.database;
    const order = await orderFor(db, ctx.claims, orderNumber);
    if (!order) return { __typename: 'RetryPaymentResult', ok: false, errors: [{ __typename: 'MutationError', code: 'ORDER_NOT_FOUND', message: ORDER_NOT_FOUND, sku: null }], order: null };
    const retried = await retryPayment(db, order.id, (gateway) => gatewayAvailable(ctx.services, gateway));
    if (retried === 'not-payable' || retried === 'unavailable') {
      const refusal = retried === 'not-payable' ? { code: 'PAYMENT_NOT_RETRYABLE', message: PAYMENT_NOT_RETRYABLE } : { code: 'PAYMENT_UNAVAILABLE', message: PAYMENT_GATEWAY_UNAVAILABLE };
      return { __typename: 'RetryPaymentResult', ok: false, errors: [{ __typename: 'MutationError', ...refusal, sku: null }], order };
    }
    // Ownership is settled above: read the order afresh, now pending with its new paymentUrl.
    return { __typename: 'RetryPaymentResult', ok: true, errors: [], order: await loadOrder(db, { id: order.id }) };
  },
};
