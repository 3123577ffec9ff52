// A category's or manufacturer's node with its children (TAXONOMY_DEPTH levels), warmed by the route loader.
import { useTaxonomySubTreeQuery, type TaxonomySubTreeQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { TAXONOMY_DEPTH } from '../../route-data';

export type TaxonomyNode = NonNullable<TaxonomySubTreeQuery['taxonomySubTree']>;

export function useTaxonomyNode(hash: string): { node: TaxonomyNode | null } {
  const { data } = useTaxonomySubTreeQuery({ variables: { hash, depth: TAXONOMY_DEPTH }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { node: data?.taxonomySubTree ?? null };
}
