// The withdrawal form's data: the offer of an order the visitor may read (its customer, or the
// session it was placed in), a guest's look-up by order number + e-mail, and the withdrawal.
// Refusals come back as the server's Czech messages; a failed request is logged and answered
// with the generic failure text.
import { useCallback } from 'react';
import {
  useOrderWithdrawalLookupMutation,
  useOrderWithdrawMutation,
  useWithdrawalOrderQuery,
  type OrderWithdrawalFieldsFragment,
  type WithdrawalFieldsFragment,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { withdrawalMessages } from '../../texts/withdrawal';

export type WithdrawalOffer = OrderWithdrawalFieldsFragment;
export type WithdrawalRecord = WithdrawalFieldsFragment;

/** The offer of an order the visitor may read; null while loading, for another's order or without a number. */
export function useWithdrawalOrder(orderNumber: string | null): { offer: WithdrawalOffer | null; loading: boolean } {
  const { data, loading } = useWithdrawalOrderQuery({
    variables: { orderNumber: orderNumber ?? '' },
    skip: !orderNumber,
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  return { offer: data?.order?.withdrawal ?? null, loading };
}

export type LookupOutcome = { offer: WithdrawalOffer } | { error: string };

export function useWithdrawalLookup(): { lookup(orderNumber: string, email: string): Promise<LookupOutcome>; looking: boolean } {
  const [mutate, { loading }] = useOrderWithdrawalLookupMutation();
  const lookup = useCallback(
    async (orderNumber: string, email: string): Promise<LookupOutcome> => {
      try {
        const { data } = await mutate({ variables: { orderNumber, email } });
        const result = data?.order_withdrawal_lookup;
        if (result?.ok && result.withdrawal) return { offer: result.withdrawal };
        return { error: result?.errors[0]?.message ?? withdrawalMessages.failure };
      } catch (error) {
        console.error(error);
        return { error: withdrawalMessages.failure };
      }
    },
    [mutate],
  );
  return { lookup, looking: loading };
}

export type WithdrawOutcome = { created: WithdrawalRecord; offer: WithdrawalOffer } | { error: string; offer: WithdrawalOffer | null };

export function useWithdraw(): {
  withdraw(input: { orderNumber: string; email: string | null; lines: readonly { position: number; quantity: number }[] }): Promise<WithdrawOutcome>;
  withdrawing: boolean;
} {
  const [mutate, { loading }] = useOrderWithdrawMutation();
  const withdraw = useCallback(
    async (input: { orderNumber: string; email: string | null; lines: readonly { position: number; quantity: number }[] }): Promise<WithdrawOutcome> => {
      try {
        const { data } = await mutate({
          variables: { input: { orderNumber: input.orderNumber, ...(input.email ? { email: input.email } : {}), lines: input.lines.map((l) => ({ position: l.position, quantity: l.quantity })) } },
        });
        const result = data?.order_withdraw;
        if (result?.ok && result.created && result.withdrawal) return { created: result.created, offer: result.withdrawal };
        return { error: result?.errors[0]?.message ?? withdrawalMessages.failure, offer: result?.withdrawal ?? null };
      } catch (error) {
        console.error(error);
        return { error: withdrawalMessages.failure, offer: null };
      }
    },
    [mutate],
  );
  return { withdraw, withdrawing: loading };
}
