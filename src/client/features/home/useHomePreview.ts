// One home preview listing (sale, news, …): its taxonomy node and its first products (warmed by
// the route loader).
import { useCataloguePageQuery, useTaxonomySubTreeQuery, type CatalogueInput, type CataloguePageQuery, type TaxonomySubTreeQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export type PreviewTaxonomy = NonNullable<TaxonomySubTreeQuery['taxonomySubTree']>;
export type PreviewProduct = NonNullable<CataloguePageQuery['catalogue']>['items'][number];

export function useHomePreview(hash: string, input: CatalogueInput): { taxonomy: PreviewTaxonomy | null; products: PreviewProduct[] } {
  const { data: node } = useTaxonomySubTreeQuery({ variables: { hash, depth: 0 }, fetchPolicy: COMPONENT_FETCH_POLICY });
  const { data } = useCataloguePageQuery({ variables: { input }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return {
    taxonomy: node?.taxonomySubTree ?? null,
    products: (data?.catalogue?.items ?? []).slice(0, input.first ?? undefined),
  };
}
