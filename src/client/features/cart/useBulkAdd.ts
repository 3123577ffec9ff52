// Bulk add (/kosik/hromadne-pridani): the server checks pasted "sku quantity" lines, then the
// valid ones go into the cart as ONE checkout_cart_update_subjects batch (mode ADD), through the one
// cart-change path (useCartChange).
import { useCallback, useState } from 'react';
import {
  useCheckoutValidateProductBatchLazyQuery,
  type CartSubjectUpdate,
  type CheckoutValidateProductBatchQuery,
} from '../../../generated/graphql';
import { useCartChange } from './useCartChange';

export type BulkValidation = CheckoutValidateProductBatchQuery['checkout_validate_product_batch'];

export interface BulkAddAnswer {
  ok: boolean;
  errors: readonly { sku?: string | null; message: string }[];
}

export interface UseBulkAdd {
  /** The server's verdict on the pasted text; throws when the paste is refused as a whole or the request fails. */
  validate(text: string): Promise<BulkValidation>;
  validating: boolean;
  /** Adds the valid items as one batch; throws when the request fails or answers nothing. */
  addItems(items: readonly { sku: string; quantity: number }[]): Promise<BulkAddAnswer>;
  adding: boolean;
}

export function useBulkAdd(): UseBulkAdd {
  const { updateSubjects } = useCartChange();
  const [validateBatch, { loading: validating }] = useCheckoutValidateProductBatchLazyQuery({ fetchPolicy: 'network-only' });
  const [adding, setAdding] = useState(false);

  const validate = useCallback(
    async (text: string): Promise<BulkValidation> => {
      const { data, error: failure } = await validateBatch({ variables: { text } });
      if (!data) throw failure ?? new Error('validate-product-batch answered without data');
      return data.checkout_validate_product_batch;
    },
    [validateBatch],
  );

  const addItems = useCallback(
    async (items: readonly { sku: string; quantity: number }[]): Promise<BulkAddAnswer> => {
      const batch: CartSubjectUpdate[] = items.map((item) => ({ sku: item.sku, quantity: item.quantity, mode: 'ADD' }));
      setAdding(true);
      try {
        const outcome = await updateSubjects(batch);
        if (!outcome.payload) throw new Error('update-subjects answered without a payload');
        return outcome.payload;
      } finally {
        setAdding(false);
      }
    },
    [updateSubjects],
  );

  return { validate, validating, addItems, adding };
}
