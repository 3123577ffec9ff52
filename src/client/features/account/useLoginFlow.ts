// Login and what follows it (spec section 4, "After login"): the token is stored in the session
// (memory; the other tabs follow), the cart moves to the customer's pricing and gets the customer
// contact (checkout_context_afterlogin), and when the customer has other carts the decision
// (merge / keep / switch, or remove one) comes next. Finishing empties the Apollo cache and
// refetches what is on screen, because every price may have changed.
import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { ACCOUNT_TEXTS, LOCALE } from '../../domain';
import {
  useCheckoutContextAfterLoginDecisionMutation,
  useCheckoutContextAfterLoginMutation,
  useCheckoutContextAfterLoginRemoveCartMutation,
  useLocalLoginMutation,
  type AfterLoginAction,
  type SavedCartFieldsFragment,
} from '../../../generated/graphql';
import { useAppContext } from '../../app-context';
import type { LoginData } from '../../../domain/validation';
import { apiErrorMessage } from './api-errors';
import { loginOutcome, type LoginOutcome } from './outcomes';

/** A saved cart as the decision dialog shows it: items, total and date. */
export type SavedCart = SavedCartFieldsFragment;

export type LoginResult = Exclude<LoginOutcome, { kind: 'success' }> | { kind: 'success'; existingCarts: SavedCart[] };

/** A line a merge refused: it stays in the saved cart. */
export interface RefusedLine {
  sku: string;
  name: string;
  reason: string;
}

/**
 * ok: the decision was carried out (a partial merge too: `refused` names the lines left in the
 * saved cart). Not ok: nothing changed; `existingCarts` (when the server answered) is the fresh
 * list, so a cart that is gone meanwhile leaves the dialog instead of failing again and again.
 */
export type DecisionResult = { ok: true; existingCarts: SavedCart[]; refused: RefusedLine[] } | { ok: false; existingCarts: SavedCart[] | null };

/** The refused lines named by the saved cart's own texts (the server's message says why). */
export function refusedLines(errors: readonly { sku?: string | null; message: string }[], cart: SavedCart | undefined): RefusedLine[] {
  return errors.flatMap((e) => {
    if (!e.sku) return [];
    const line = cart?.cart?.subjects.find((s) => s.sku === e.sku);
    return [{ sku: e.sku, name: line?.text ?? e.sku, reason: e.message }];
  });
}

export function useLoginFlow() {
  const { session } = useAppContext();
  const client = useApolloClient();
  const [login] = useLocalLoginMutation();
  const [afterLogin] = useCheckoutContextAfterLoginMutation();
  const [decision] = useCheckoutContextAfterLoginDecisionMutation();
  const [removeCart] = useCheckoutContextAfterLoginRemoveCartMutation();

  const submit = useCallback(
    async (data: LoginData): Promise<LoginResult> => {
      let outcome: LoginOutcome;
      try {
        const { data: answer } = await login({ variables: { input: { username: data.username, password: data.password } } });
        outcome = loginOutcome(answer?.localLogin);
      } catch (error) {
        console.error(error);
        return { kind: 'fatal', message: apiErrorMessage(error) ?? ACCOUNT_TEXTS.loginFatal };
      }
      if (outcome.kind !== 'success') return outcome;
      const { token, user } = outcome;
      session.signedIn(token, { name: user.name }, user.settings.pricesType);
      const checkoutId = session.getSnapshot().checkoutId;
      if (!checkoutId) return { kind: 'success', existingCarts: [] };
      try {
        const { data: after } = await afterLogin({
          variables: {
            checkoutId,
            locale: LOCALE,
            pricingSettings: { priceGroupIds: user.settings.priceGroupIds, pricesType: user.settings.pricesType, currency: user.settings.currency },
          },
        });
        return { kind: 'success', existingCarts: after?.checkout_context_afterlogin.existingCarts ?? [] };
      } catch (error) {
        // The login itself succeeded; the cart keeps its old prices until the next read.
        console.error(error);
        return { kind: 'success', existingCarts: [] };
      }
    },
    [login, afterLogin, session],
  );

  const decide = useCallback(
    async (action: AfterLoginAction, nextCartId: string | null, carts: readonly SavedCart[] = []): Promise<DecisionResult> => {
      const checkoutId = session.getSnapshot().checkoutId;
      if (!checkoutId) return { ok: false, existingCarts: null };
      try {
        const { data } = await decision({ variables: { checkoutId, locale: LOCALE, action, nextCartId } });
        const result = data?.checkout_context_afterlogin_decision;
        if (!result) return { ok: false, existingCarts: null };
        if (!result.ok) return { ok: false, existingCarts: result.checkout ? result.existingCarts : null };
        return { ok: true, existingCarts: result.existingCarts, refused: refusedLines(result.errors, carts.find((c) => c.id === nextCartId)) };
      } catch (error) {
        console.error(error);
        return { ok: false, existingCarts: null };
      }
    },
    [decision, session],
  );

  const remove = useCallback(
    async (cartToRemoveId: string): Promise<DecisionResult> => {
      const checkoutId = session.getSnapshot().checkoutId;
      if (!checkoutId) return { ok: false, existingCarts: null };
      try {
        const { data } = await removeCart({ variables: { checkoutId, locale: LOCALE, cartToRemoveId } });
        const result = data?.checkout_context_afterlogin_removeCart;
        if (!result) return { ok: false, existingCarts: null };
        if (!result.ok) return { ok: false, existingCarts: result.cart ? result.existingCarts : null };
        return { ok: true, existingCarts: result.existingCarts, refused: [] };
      } catch (error) {
        console.error(error);
        return { ok: false, existingCarts: null };
      }
    },
    [removeCart, session],
  );

  /** Every cached price and cart may have changed: drop the cache, refetch what is on screen. */
  const finish = useCallback(async (): Promise<void> => {
    try {
      await client.clearStore();
      await client.refetchQueries({ include: 'active' });
    } catch (error) {
      console.error(error);
    }
  }, [client]);

  return { submit, decide, remove, finish };
}
