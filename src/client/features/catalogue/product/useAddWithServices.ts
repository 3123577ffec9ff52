// "Do košíku" on the product page: the product (piece or carton sku) first, then each chosen
// service as an indirect subject of that cart line. Every mutation answers with the whole Cart,
// so the header badge and the cart page update from the cache.
import { useApolloClient } from '@apollo/client';
import { useCallback, useState } from 'react';
import { useCheckoutCartIndirectUpdateMutation, useCheckoutCartUpdateSubjectsMutation } from '../../../../generated/graphql';
import { markFresh } from '../../../apollo/cache-policies';
import { useAppContext } from '../../../app-context';
import { CART_TOASTS, LOCALE } from '../../../domain';
import { messages } from '../../../messages';

export type AddResult = { ok: true } | { ok: false; message: string };

export interface UseAddWithServices {
  add(sku: string, quantity: number, services: readonly string[]): Promise<AddResult>;
  adding: boolean;
}

export function useAddWithServices(): UseAddWithServices {
  const { session } = useAppContext();
  const client = useApolloClient();
  const [updateSubjects] = useCheckoutCartUpdateSubjectsMutation();
  const [updateIndirect] = useCheckoutCartIndirectUpdateMutation();
  const [adding, setAdding] = useState(false);

  const add = useCallback(
    async (sku: string, quantity: number, services: readonly string[]): Promise<AddResult> => {
      setAdding(true);
      try {
        const checkoutId = await session.ensureCheckoutId();
        const { data } = await updateSubjects({ variables: { checkoutId, locale: LOCALE, batch: [{ sku, quantity, mode: 'ADD' }] } });
        const payload = data?.checkout_cart_update_subjects;
        if (!payload?.ok) return { ok: false, message: payload?.errors[0]?.message ?? CART_TOASTS.updateFailed };
        const line = payload.cart?.subjects.find((s) => s.sku === sku);
        for (const service of services) {
          if (!line) return { ok: false, message: messages.detail.serviceFailed };
          const result = await updateIndirect({
            variables: { checkoutId, locale: LOCALE, update: { parentId: line.id, sku: service, quantity: 1 } },
          });
          const indirect = result.data?.checkout_cart_update_subject_indirect;
          if (!indirect?.ok) return { ok: false, message: indirect?.errors[0]?.message ?? messages.detail.serviceFailed };
        }
        markFresh(client, 'cart', { checkoutId, locale: LOCALE });
        return { ok: true };
      } catch (error) {
        console.error(error);
        return { ok: false, message: CART_TOASTS.updateFailed };
      } finally {
        setAdding(false);
      }
    },
    [client, session, updateIndirect, updateSubjects],
  );

  return { add, adding };
}
