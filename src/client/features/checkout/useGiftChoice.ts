// Step 2: adding or removing a loyalty gift (checkout_cart_gifts_add / _remove), run the common
// way (useCheckoutMutationRunner); a confirmation toast when the server accepts it.
import { useCallback } from 'react';
import { GIFT_TOASTS, LOCALE } from '../../domain';
import { useCheckoutCartGiftsAddMutation, useCheckoutCartGiftsRemoveMutation } from '../../../generated/graphql';
import { checkoutMessages } from '../../texts/checkout';
import { useToast } from '../../ui';
import { useCheckoutMutationRunner } from './useCheckoutMutation';

export interface UseGiftChoice {
  changeGift(sku: string, adding: boolean): Promise<void>;
  /** An add or a remove is under way. */
  busy: boolean;
}

export function useGiftChoice(checkoutId: string | null): UseGiftChoice {
  const toast = useToast();
  const run = useCheckoutMutationRunner(checkoutId);
  const [addGift, add] = useCheckoutCartGiftsAddMutation();
  const [removeGift, remove] = useCheckoutCartGiftsRemoveMutation();

  const changeGift = useCallback(
    async (sku: string, adding: boolean): Promise<void> => {
      const payload = await run(checkoutMessages.gift.failed, async (id) => {
        const variables = { checkoutId: id, locale: LOCALE, gifts: [sku] };
        if (adding) return (await addGift({ variables })).data?.checkout_cart_gifts_add;
        return (await removeGift({ variables })).data?.checkout_cart_gifts_remove;
      });
      if (payload?.ok) toast.success(adding ? GIFT_TOASTS.added : GIFT_TOASTS.removed);
    },
    [addGift, removeGift, run, toast],
  );

  return { changeGift, busy: add.loading || remove.loading };
}
