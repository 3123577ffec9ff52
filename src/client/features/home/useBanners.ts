// The home page banners (warmed by the route loader).
import { useBannersQuery, type BannersQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export type Banner = NonNullable<BannersQuery['banners']>[number];

export function useBanners(): { banners: readonly Banner[] } {
  const { data } = useBannersQuery({ fetchPolicy: COMPONENT_FETCH_POLICY });
  return { banners: data?.banners ?? [] };
}
