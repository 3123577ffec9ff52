// The stock watchdog's data (issue 16): subscribing on a product page (the customer's e-mail
// prefilled from the cache), the customer's watches in the profile with cancelling, and the
// e-mail link's cancel. Refusals come back as the server's Czech messages; a failed request is
// logged and answered with the generic failure text.
import { useCallback } from 'react';
import {
  useCustomerQuery,
  useStockWatchCancelByLinkMutation,
  useStockWatchCancelMutation,
  useStockWatchesQuery,
  useStockWatchSubscribeMutation,
  type StockWatchFieldsFragment,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { STOCK_WATCH_TEXTS } from '../../domain';

export type StockWatchItem = StockWatchFieldsFragment;

export type SubscribeOutcome = { ok: true } | { ok: false; message: string | null; fieldErrors: { field: string; message: string }[] };

/** The logged-in customer's e-mail (warmed by the root loader), '' for a visitor. */
export function useWatcherEmail(): string {
  const { data } = useCustomerQuery({ fetchPolicy: 'cache-only' });
  return data?.customer?.email ?? '';
}

export function useStockWatchSubscribe(): { subscribe(input: { sku: string; email: string; quantity: number | null }): Promise<SubscribeOutcome>; sending: boolean } {
  const [mutate, { loading }] = useStockWatchSubscribeMutation({ refetchQueries: ['StockWatches'] });
  const subscribe = useCallback(
    async (input: { sku: string; email: string; quantity: number | null }): Promise<SubscribeOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const result = data?.stock_watch_subscribe;
        if (result?.ok) return { ok: true };
        return { ok: false, message: result?.errors[0]?.message ?? (result?.fieldErrors.length ? null : STOCK_WATCH_TEXTS.failed), fieldErrors: result?.fieldErrors ?? [] };
      } catch (error) {
        console.error(error);
        return { ok: false, message: STOCK_WATCH_TEXTS.failed, fieldErrors: [] };
      }
    },
    [mutate],
  );
  return { subscribe, sending: loading };
}

/** The customer's watches, newest first, and cancelling one (answers an error text or null). */
export function useStockWatches(): { watches: StockWatchItem[]; loading: boolean; cancel(id: string): Promise<string | null>; cancelling: boolean } {
  const { data, loading } = useStockWatchesQuery({ fetchPolicy: COMPONENT_FETCH_POLICY });
  const [mutate, { loading: cancelling }] = useStockWatchCancelMutation();
  const cancel = useCallback(
    async (id: string): Promise<string | null> => {
      try {
        const { data: answer } = await mutate({ variables: { id } });
        const result = answer?.stock_watch_cancel;
        return result?.ok ? null : (result?.errors[0]?.message ?? STOCK_WATCH_TEXTS.cancelFailed);
      } catch (error) {
        console.error(error);
        return STOCK_WATCH_TEXTS.cancelFailed;
      }
    },
    [mutate],
  );
  return { watches: data?.stockWatches ?? [], loading, cancel, cancelling };
}

export type LinkCancelOutcome = { ok: true; email: string; cancelled: number } | { ok: false; message: string };

/** Cancels every pending watch of the address in an e-mail link's token. */
export function useStockWatchLinkCancel(): { cancelByLink(token: string): Promise<LinkCancelOutcome>; cancelling: boolean } {
  const [mutate, { loading }] = useStockWatchCancelByLinkMutation();
  const cancelByLink = useCallback(
    async (token: string): Promise<LinkCancelOutcome> => {
      try {
        const { data } = await mutate({ variables: { token } });
        const result = data?.stock_watch_cancel_by_link;
        if (result?.ok && result.email) return { ok: true, email: result.email, cancelled: result.cancelled };
        return { ok: false, message: result?.errors[0]?.message ?? STOCK_WATCH_TEXTS.cancelFailed };
      } catch (error) {
        console.error(error);
        return { ok: false, message: STOCK_WATCH_TEXTS.cancelFailed };
      }
    },
    [mutate],
  );
  return { cancelByLink, cancelling: loading };
}
