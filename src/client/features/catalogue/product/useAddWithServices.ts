// "Do košíku" on the product page: the product (piece or carton sku) first, then each chosen
// service as an indirect subject of that cart line. Every mutation answers with the whole Cart,
// so the header badge and the cart page update from the cache. Both run through the one
// cart-change path (useCartChange: the visitor's checkout, the freshness stamp).
import { useCallback, useState } from 'react';
import { useCheckoutCartIndirectUpdateMutation } from '../../../../generated/graphql';
import { useCartChange } from '../../cart';
import { CART_TOASTS, LOCALE } from '../../../domain';
import { detailMessages } from '../../../texts/detail';

export type AddResult = { ok: true } | { ok: false; message: string };

export interface UseAddWithServices {
  add(sku: string, quantity: number, services: readonly string[]): Promise<AddResult>;
  adding: boolean;
}

export function useAddWithServices(): UseAddWithServices {
  const { run, updateSubjects } = useCartChange();
  const [updateIndirect] = useCheckoutCartIndirectUpdateMutation();
  const [adding, setAdding] = useState(false);

  const add = useCallback(
    async (sku: string, quantity: number, services: readonly string[]): Promise<AddResult> => {
      setAdding(true);
      try {
        // The product through the one cart-change path, then each service on the same checkout.
        const outcome = await updateSubjects([{ sku, quantity, mode: 'ADD' }]);
        if (!outcome.ok) {
          return { ok: false, message: (outcome.payload ? outcome.payload.errors[0]?.message : null) ?? CART_TOASTS.updateFailed };
        }
        const line = outcome.payload.cart?.subjects.find((s) => s.sku === sku);
        for (const service of services) {
          if (!line) return { ok: false, message: detailMessages.serviceFailed };
          const result = await run(async (checkoutId) => {
            const { data } = await updateIndirect({
              variables: { checkoutId, locale: LOCALE, update: { parentId: line.id, sku: service, quantity: 1 } },
            });
            return data?.checkout_cart_update_subject_indirect;
          });
          if (!result.ok) {
            // A refused service says why (or that it failed); a failed request is the general failure.
            return { ok: false, message: result.payload ? (result.payload.errors[0]?.message ?? detailMessages.serviceFailed) : CART_TOASTS.updateFailed };
          }
        }
        return { ok: true };
      } finally {
        setAdding(false);
      }
    },
    [run, updateIndirect, updateSubjects],
  );

  return { add, adding };
}
