// Route loaders of the checkout. The step guard runs here, so it applies to the server render
// (a 302 before any HTML) and to navigations in the browser alike; `replace` keeps the refused
// address out of the history (spec section 2).
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { CHECKOUT_STEP_PATHS, LOCALE, checkoutPathRedirect, type CheckoutStep } from '../../domain';
import {
  CheckoutDetailDocument,
  OrderDocument,
  type CheckoutDetailQuery,
  type CheckoutDetailQueryVariables,
  type OrderQuery,
  type OrderQueryVariables,
} from '../../../generated/graphql';
import { LOADER_POLICIES, fetchPolicyFor } from '../../apollo/cache-policies';
import type { AppApolloClient } from '../../apollo/client';
import type { Session } from '../../apollo/session';

/** The query parameter of /dekujeme naming the order. */
export const ORDER_NUMBER_PARAM = 'objednavka';
/** The query parameter of /nahrat-sdileny-kosik carrying the e-mail link's token. */
export const SHARED_CART_TOKEN_PARAM = 'token';

export function checkoutVariables(checkoutId: string): CheckoutDetailQueryVariables {
  return { checkoutId, locale: LOCALE };
}

/** Warms the cache with the whole checkout (cart subjects and totals: 2-minute cache time). */
export async function loadCheckoutDetail(client: AppApolloClient, checkoutId: string): Promise<CheckoutDetailQuery['checkout']> {
  const variables = checkoutVariables(checkoutId);
  const { data } = await client.query<CheckoutDetailQuery, CheckoutDetailQueryVariables>({
    query: CheckoutDetailDocument,
    variables,
    fetchPolicy: fetchPolicyFor(client, 'cart', variables),
  });
  return data.checkout;
}

/** The loader of a checkout step: warm the cache, then let the step guard decide. */
export function checkoutStepLoader(client: AppApolloClient, session: Session, step: CheckoutStep) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    const { checkoutId } = session.getSnapshot();
    const path = new URL(request.url).pathname;
    if (!checkoutId) {
      // No session yet means an empty cart: only the cart step can be shown.
      if (step !== 'cart') throw replace(CHECKOUT_STEP_PATHS.cart);
      return null;
    }
    let furthest: string = 'cart';
    try {
      const checkout = await loadCheckoutDetail(client, checkoutId);
      furthest = checkout?.furthestStep ?? 'cart';
    } catch (error) {
      // The cart page renders its own empty/error state; later steps cannot work without data.
      if (step !== 'cart') throw error;
      console.error(error);
      return null;
    }
    const target = checkoutPathRedirect(path, furthest);
    if (target) throw replace(target);
    return null;
  };
}

/** Pages that need the cart but are no step (saving, bulk add, shared cart). */
export function checkoutDataLoader(client: AppApolloClient, session: Session) {
  return async (): Promise<null> => {
    const { checkoutId } = session.getSnapshot();
    if (!checkoutId) return null;
    try {
      await loadCheckoutDetail(client, checkoutId);
    } catch (error) {
      console.error(error);
    }
    return null;
  };
}

/** /dekujeme?objednavka=… reads the order (only the visitor's own orders are returned). */
export function thankYouLoader(client: AppApolloClient) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<{ orderNumber: string | null }> => {
    const orderNumber = new URL(request.url).searchParams.get(ORDER_NUMBER_PARAM)?.trim() || null;
    if (!orderNumber) return { orderNumber: null };
    try {
      await client.query<OrderQuery, OrderQueryVariables>({
        query: OrderDocument,
        variables: { orderNumber },
        // After a payment the status changes on the server: never trust an older copy.
        fetchPolicy: LOADER_POLICIES.order,
      });
    } catch (error) {
      console.error(error);
    }
    return { orderNumber };
  };
}
