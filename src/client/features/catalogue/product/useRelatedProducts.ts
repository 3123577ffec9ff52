// One relation type's products (alternative, similar, accessory): the first RELATED_COUNT of them.
import { useProductRelatedQuery, type ProductRelatedQuery } from '../../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../../apollo/cache-policies';
import { RELATED_COUNT } from '../relatedCount';

export type RelatedProductItem = NonNullable<ProductRelatedQuery['productRelated']>['items'][number];

export function useRelatedProducts(sku: string, relationType: string): { items: readonly RelatedProductItem[] } {
  const { data } = useProductRelatedQuery({
    variables: { sku, relationType, input: { first: RELATED_COUNT } },
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  return { items: data?.productRelated?.items ?? [] };
}
