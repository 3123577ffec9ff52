// Step 3: choosing shipping and payment (checkout_cart_update_methods), run the common way
// (useCheckoutMutationRunner) with the step's failure toast.
import { useCallback } from 'react';
import { LOCALE } from '../../domain';
import { useCheckoutCartUpdateMethodsMutation, type CheckoutCartUpdateMethodsMutation } from '../../../generated/graphql';
import { checkoutMessages } from '../../texts/checkout';
import { useCheckoutMutationRunner } from './useCheckoutMutation';

export type DeliveryMethodsAnswer = CheckoutCartUpdateMethodsMutation['checkout_cart_update_methods'];

export interface UseDeliveryMethods {
  saveMethods(shippingSku: string | null, paymentSku: string | null): Promise<DeliveryMethodsAnswer | null>;
  saving: boolean;
}

export function useDeliveryMethods(checkoutId: string | null): UseDeliveryMethods {
  const run = useCheckoutMutationRunner(checkoutId);
  const [updateMethods, { loading: saving }] = useCheckoutCartUpdateMethodsMutation();
  const saveMethods = useCallback(
    (shipping: string | null, payment: string | null) =>
      run(checkoutMessages.delivery.failed, async (id) => {
        const { data } = await updateMethods({
          variables: { checkoutId: id, locale: LOCALE, shippingSku: shipping ?? undefined, paymentSku: payment ?? undefined },
        });
        return data?.checkout_cart_update_methods;
      }),
    [run, updateMethods],
  );
  return { saveMethods, saving };
}
