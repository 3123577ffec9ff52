// Records a product view once the page runs in the browser (never in the server render: a GET
// must not write, and crawlers get no session). The answer carries the new list for the strip.
import { useEffect } from 'react';
import { useRecentlyViewedAddMutation } from '../../../generated/graphql';
import { useAppContext } from '../../app-context';
import { RECENTLY_VIEWED_LIMIT } from '../../domain';
import { storeVisitorLists } from './useVisitorLists';

export function useRecordProductView(sku: string): void {
  const { session } = useAppContext();
  // The answer goes to the cache (the strip reads it there); the mutation's own loading and result
  // state would re-render the whole product page twice for nothing.
  const [record] = useRecentlyViewedAddMutation({ ignoreResults: true });
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        await session.ensureCheckoutId();
        if (cancelled) return;
        await record({
          variables: { sku, first: RECENTLY_VIEWED_LIMIT },
          update(cache, result) {
            const lists = result.data?.recently_viewed_add;
            if (lists) storeVisitorLists(cache, lists);
          },
        });
      } catch (error) {
        // A lost history entry is not worth bothering the shopper.
        console.error(error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [record, session, sku]);
}
