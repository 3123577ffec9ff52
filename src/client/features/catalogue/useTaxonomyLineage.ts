// A taxonomy node and its ancestors (for the breadcrumbs), warmed by the route loader.
import { useTaxonomyMeAndAncestorsQuery, type TaxonomyMeAndAncestorsQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export type TaxonomyLineageNode = NonNullable<TaxonomyMeAndAncestorsQuery['taxonomyMeAndAncestors']>[number];

export function useTaxonomyLineage(hash: string): { nodes: readonly TaxonomyLineageNode[] } {
  const { data } = useTaxonomyMeAndAncestorsQuery({ variables: { hash }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { nodes: data?.taxonomyMeAndAncestors ?? [] };
}
