// The club pages' view of the logged-in customer's real points (the customer query, warmed by
// the root loader); null for an anonymous visitor, so the page keeps its logged-out content.
import { Link } from 'react-router-dom';
import { useCustomerQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useSessionSnapshot } from '../../app-context';
import { messages } from '../../messages';
import { Card } from '../../ui/Card';
import { pointsText } from './ProfileLoyaltyPage';

export function ClubBalance() {
  const { customer } = useSessionSnapshot();
  const { data } = useCustomerQuery({ skip: !customer, fetchPolicy: COMPONENT_FETCH_POLICY });
  const points = data?.customer?.loyaltyPoints;
  if (!customer || points === undefined) return null;
  return (
    <Card>
      <p className="profile-points">
        {messages.profile.loyalty.balance}: <strong data-testid="club-balance">{pointsText(points)}</strong>
      </p>
      <Link to="/profil/vernostni-program">{messages.profile.pointsLink}</Link>
    </Card>
  );
}

/** True when the club pages should show the customer's balance instead of the login prompt. */
export function useIsCustomer(): boolean {
  return Boolean(useSessionSnapshot().customer);
}
