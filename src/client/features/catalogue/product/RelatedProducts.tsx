import { detailMessages } from '../../../texts/detail';
import { ProductGrid } from '../ProductCard';
import { useRelatedProducts } from './useRelatedProducts';

function relationTitle(relationType: string): string {
  switch (relationType) {
    case 'alternative':
      return detailMessages.related.alternative;
    case 'similar':
      return detailMessages.related.similar;
    case 'accessory':
      return detailMessages.related.accessory;
    default:
      return detailMessages.relatedOther;
  }
}

/** One relation type's products (alternative, similar, accessory), as listing cards. */
export function RelatedProducts({ sku, relationType }: { sku: string; relationType: string }) {
  const { items } = useRelatedProducts(sku, relationType);
  if (items.length === 0) return null;
  return (
    <section className="related" data-testid={`related-${relationType}`}>
      <h2>{relationTitle(relationType)}</h2>
      <ProductGrid products={items} eagerCount={0} layout="shelf" />
    </section>
  );
}
