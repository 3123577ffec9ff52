// The club's rewards catalogue as the page shows it (warmed by the route loader).
import { useClubRewardsQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export interface ClubRewardView {
  sku: string;
  name: string;
  image: string | null;
  points: number;
}

export function useClubRewards(): ClubRewardView[] {
  const { data } = useClubRewardsQuery({ fetchPolicy: COMPONENT_FETCH_POLICY });
  return (data?.clubRewards ?? []).map((r) => ({ sku: r.sku, name: r.text, image: r.image ?? null, points: r.loyaltyPoints }));
}
