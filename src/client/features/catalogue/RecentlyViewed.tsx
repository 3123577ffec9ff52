// Recently viewed products (at most 20, newest first, kept in the visitor's server session).
// Shown on the product page (without the product itself) and on the home page; the product page
// records views with useRecordProductView.
import { messages } from '../../messages';
import { ProductGrid } from './ProductCard';
import { useRecentlyViewed } from '../compare';

/** The strip; renders nothing for a visitor without history. */
export function RecentlyViewed({ excludeSku }: { excludeSku?: string }) {
  const { products } = useRecentlyViewed();
  const items = products.filter((p) => p.sku !== excludeSku);
  if (items.length === 0) return null;
  return (
    <section className="recently-viewed" data-testid="recently-viewed">
      <h2>{messages.recentlyViewed.title}</h2>
      <ProductGrid products={items} eagerCount={0} compare={false} buy={false} layout="shelf" />
    </section>
  );
}
