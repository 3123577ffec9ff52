import { useProductRelatedQuery } from '../../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../../apollo/cache-policies';
import { messages } from '../../../messages';
import { ProductGrid } from '../ProductCard';
import { RELATED_COUNT } from '../relatedCount';

function relationTitle(relationType: string): string {
  switch (relationType) {
    case 'alternative':
      return messages.detail.related.alternative;
    case 'similar':
      return messages.detail.related.similar;
    case 'accessory':
      return messages.detail.related.accessory;
    default:
      return messages.detail.relatedOther;
  }
}

/** One relation type's products (alternative, similar, accessory), as listing cards. */
export function RelatedProducts({ sku, relationType }: { sku: string; relationType: string }) {
  const { data } = useProductRelatedQuery({
    variables: { sku, relationType, input: { first: RELATED_COUNT } },
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  const items = data?.productRelated?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="related" data-testid={`related-${relationType}`}>
      <h2>{relationTitle(relationType)}</h2>
      <ProductGrid products={items} eagerCount={0} />
    </section>
  );
}
