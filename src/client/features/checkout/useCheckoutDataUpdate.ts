// Saves checkout data (contacts on the address step; notes, agreements and destiny on the
// summary) through checkout_data_update, run the common way (useCheckoutMutationRunner): the
// freshness stamp after an answer and a toast with the given failure text when it is refused or fails.
import { useCallback } from 'react';
import { LOCALE } from '../../domain';
import { useCheckoutDataUpdateMutation, type CheckoutDataInput, type CheckoutDataUpdateMutation } from '../../../generated/graphql';
import { useCheckoutMutationRunner } from './useCheckoutMutation';

export type CheckoutDataUpdateAnswer = CheckoutDataUpdateMutation['checkout_data_update'];

export interface UseCheckoutDataUpdate {
  /** The server's answer (ok or with field errors), or null when there was none (already toasted). */
  saveData(failure: string, input: CheckoutDataInput): Promise<CheckoutDataUpdateAnswer | null>;
}

export function useCheckoutDataUpdate(checkoutId: string | null): UseCheckoutDataUpdate {
  const run = useCheckoutMutationRunner(checkoutId);
  const [update] = useCheckoutDataUpdateMutation();
  const saveData = useCallback(
    (failure: string, input: CheckoutDataInput) =>
      run(failure, async (id) => (await update({ variables: { checkoutId: id, locale: LOCALE, input } })).data?.checkout_data_update),
    [run, update],
  );
  return { saveData };
}
