// The root's child categories for the home page tiles (warmed by the route loader).
import { useTaxonomySubTreeQuery, type TaxonomySubTreeQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { TAXONOMY_DEPTH } from '../../route-data';

export type TopCategory = NonNullable<TaxonomySubTreeQuery['taxonomySubTree']>['children'][number];

export function useTopCategories(rootHash: string): { categories: readonly TopCategory[] } {
  const { data } = useTaxonomySubTreeQuery({ variables: { hash: rootHash, depth: TAXONOMY_DEPTH }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { categories: data?.taxonomySubTree?.children ?? [] };
}
