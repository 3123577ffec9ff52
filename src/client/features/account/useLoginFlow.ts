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
} from '../../../generated/graphql';
import { useAppContext } from '../../app-context';
import type { LoginData } from '../../../domain/validation';
import { apiErrorMessage } from './api-errors';
import { loginOutcome, type LoginOutcome } from './outcomes';

export interface SavedCart {
  id: string;
  state: string;
}

export type LoginResult = Exclude<LoginOutcome, { kind: 'success' }> | { kind: 'success'; existingCarts: SavedCart[] };

export type DecisionResult = { ok: true; existingCarts: SavedCart[]; refused: number } | { ok: false };

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
        return { kind: 'success', existingCarts: after?.checkout_context_afterlogin.existingCarts.map(({ id, state }) => ({ id, state })) ?? [] };
      } catch (error) {
        // The login itself succeeded; the cart keeps its old prices until the next read.
        console.error(error);
        return { kind: 'success', existingCarts: [] };
      }
    },
    [login, afterLogin, session],
  );

  const decide = useCallback(
    async (action: AfterLoginAction, nextCartId: string | null): Promise<DecisionResult> => {
      const checkoutId = session.getSnapshot().checkoutId;
      if (!checkoutId) return { ok: false };
      try {
        const { data } = await decision({ variables: { checkoutId, locale: LOCALE, action, nextCartId } });
        const result = data?.checkout_context_afterlogin_decision;
        if (!result?.ok) return { ok: false };
        return { ok: true, existingCarts: result.existingCarts.map(({ id, state }) => ({ id, state })), refused: result.errors.length };
      } catch (error) {
        console.error(error);
        return { ok: false };
      }
    },
    [decision, session],
  );

  const remove = useCallback(
    async (cartToRemoveId: string): Promise<DecisionResult> => {
      const checkoutId = session.getSnapshot().checkoutId;
      if (!checkoutId) return { ok: false };
      try {
        const { data } = await removeCart({ variables: { checkoutId, locale: LOCALE, cartToRemoveId } });
        const result = data?.checkout_context_afterlogin_removeCart;
        if (!result?.ok) return { ok: false };
        return { ok: true, existingCarts: result.existingCarts.map(({ id, state }) => ({ id, state })), refused: 0 };
      } catch (error) {
        console.error(error);
        return { ok: false };
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
