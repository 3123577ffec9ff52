// Logout and what follows it (spec section 4, "After logout"): LocalLogout ends the login and
// answers the session's anonymous token; then checkout_context_update(cartLeaveActiveAndReturnEmpty)
// leaves the cart to the customer and answers the empty one with the default price group (no
// gifts, no methods) into the Apollo cache, like every other after-login operation goes through
// GraphQL. The server's logout already detached the cart too (a logout that never reaches this
// step, e.g. a closed tab, must not leave the customer's cart and contacts in the browser), so a
// failure of this second step is only logged: the page reloads either way.
import { useCallback } from 'react';
import { LOCALE } from '../../domain';
import { useCheckoutContextUpdateMutation, useLocalLogoutMutation } from '../../../generated/graphql';
import { useAppContext } from '../../app-context';

export function useLogoutFlow() {
  const { session } = useAppContext();
  const [logout, { loading }] = useLocalLogoutMutation();
  const [updateContext, { loading: resetting }] = useCheckoutContextUpdateMutation();

  /** Resolves once logged out and the cart is reset; throws when the logout itself failed. */
  const run = useCallback(async (): Promise<void> => {
    const { data } = await logout();
    const answer = data?.localLogout;
    if (answer?.status !== 'success') throw new Error(`Logout answered ${answer?.status ?? 'nothing'}`);
    session.signedOut(answer.ctx);
    const checkoutId = answer.ctx.checkoutId ?? session.getSnapshot().checkoutId;
    if (!checkoutId) return;
    try {
      await updateContext({ variables: { checkoutId, locale: LOCALE, cartLeaveActiveAndReturnEmpty: true } });
    } catch (error) {
      console.error(error);
    }
  }, [logout, updateContext, session]);

  return { run, loading: loading || resetting };
}
