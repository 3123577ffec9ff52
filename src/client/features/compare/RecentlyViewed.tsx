// Recently viewed products (at most 20, newest first, kept in the visitor's server session).
// Shown on the product page (without the product itself) and on the home page.
import { useEffect } from 'react';
import { useRecentlyViewedAddMutation, useRecentlyViewedProductsQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useAppContext, useSessionSnapshot } from '../../app-context';
import { RECENTLY_VIEWED_LIMIT } from '../../domain';
import { messages } from '../../messages';
import { ProductGrid } from '../catalogue/ProductCard';
import { storeVisitorLists } from './useVisitorLists';
import './compare.css';

/** The strip; renders nothing for a visitor without history. */
export function RecentlyViewed({ excludeSku }: { excludeSku?: string }) {
  const { checkoutId } = useSessionSnapshot();
  const { data } = useRecentlyViewedProductsQuery({
    variables: { first: RECENTLY_VIEWED_LIMIT },
    skip: !checkoutId,
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  const items = (data?.visitorLists.recentlyViewedProducts ?? []).filter((p) => p.sku !== excludeSku);
  if (items.length === 0) return null;
  return (
    <section className="recently-viewed" data-testid="recently-viewed">
      <h2>{messages.recentlyViewed.title}</h2>
      <div className="recently-viewed__strip">
        <ProductGrid products={items} eagerCount={0} compare={false} buy={false} />
      </div>
    </section>
  );
}

/**
 * Records a product view once the page runs in the browser (never in the server render: a GET
 * must not write, and crawlers get no session). The answer carries the new list for the strip.
 */
export function useRecordProductView(sku: string): void {
  const { session } = useAppContext();
  const [record] = useRecentlyViewedAddMutation();
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
