// One showroom by id (warmed by the route loader).
import { useShowroomQuery, type ShowroomFieldsFragment } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export function useShowroom(id: string): { showroom: ShowroomFieldsFragment | null } {
  const { data } = useShowroomQuery({ variables: { id }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { showroom: data?.showroom ?? null };
}
