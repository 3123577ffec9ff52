// All showrooms (warmed by the route loader).
import { useShowroomsQuery, type ShowroomFieldsFragment } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export function useShowrooms(): { showrooms: readonly ShowroomFieldsFragment[] } {
  const { data } = useShowroomsQuery({ fetchPolicy: COMPONENT_FETCH_POLICY });
  return { showrooms: data?.showrooms ?? [] };
}
