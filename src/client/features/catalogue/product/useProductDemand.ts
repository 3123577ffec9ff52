// Sends the product-demand e-mail (the server fixes the recipient and the sender). A null answer
// or a failure is an error toast; success is a success toast. Answers whether it was sent.
import { useCallback } from 'react';
import type { ProductDemandData } from '../../../../domain/validation';
import { useSendProductDemandMutation } from '../../../../generated/graphql';
import { detailMessages } from '../../../texts/detail';
import { useToast } from '../../../ui/Toast';

const m = detailMessages;

export interface UseProductDemand {
  send(data: ProductDemandData): Promise<boolean>;
  sending: boolean;
}

export function useProductDemand(sku: string, productName: string): UseProductDemand {
  const toast = useToast();
  const [sendMutation, { loading }] = useSendProductDemandMutation();

  const send = useCallback(
    async (data: ProductDemandData): Promise<boolean> => {
      try {
        const { data: result } = await sendMutation({
          variables: {
            input: {
              template: 'productDemand',
              bodyProps: {
                sku,
                name: data.name,
                email: data.email,
                phone: data.phone || null,
                message: data.message,
                quantity: data.quantity,
              },
              subjectProps: { productName },
            },
          },
        });
        if (!result?.sendNotificationEmail?.ok) throw new Error('sendEmail answered null');
        toast.success(m.demandSent);
        return true;
      } catch (error) {
        console.error(error);
        toast.error(m.demandFailed);
        return false;
      }
    },
    [sendMutation, sku, productName, toast],
  );

  return { send, sending: loading };
}
