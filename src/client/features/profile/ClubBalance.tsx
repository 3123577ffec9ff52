// The club pages' view of the logged-in customer's real points (the customer query, warmed by
// the root loader); null for an anonymous visitor, so the page keeps its logged-out content.
// ClubLedger (/klub/body): the balance and the latest movements of the ledger.
import { Link } from 'react-router-dom';
import { useSessionSnapshot, useLoggedIn } from '../../app-context';
import { profileMessages } from '../../texts/profile';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { LoyaltyLedger } from './LoyaltyLedger';
import { CLUB_LEDGER_PAGING } from './loaders';
import { pointsText } from './ProfileLoyaltyPage';
import { useLoyaltyBalance, useLoyaltyLedger } from './useLoyalty';

export function ClubBalance() {
  const { customer } = useSessionSnapshot();
  const { points } = useLoyaltyBalance(!customer);
  if (!customer || points === undefined) return null;
  return (
    <Card>
      <p className="profile-points">
        {profileMessages.loyalty.balance}: <strong data-testid="club-balance">{pointsText(points)}</strong>
      </p>
      <Link to="/profil/vernostni-program">{profileMessages.pointsLink}</Link>
    </Card>
  );
}

/** True when the club pages should show the customer's balance instead of the login prompt. */
export function useIsCustomer(): boolean {
  return useLoggedIn();
}

/** The balance and the latest movements, with the way to the whole history; null when logged out. */
export function ClubLedger() {
  const { customer } = useSessionSnapshot();
  const { loyalty, loading } = useLoyaltyLedger(CLUB_LEDGER_PAGING, !customer);
  const l = profileMessages.loyalty;
  if (!customer) return null;
  if (!loyalty) return loading ? <Skeleton lines={3} /> : null;
  return (
    <Card>
      <p className="profile-points">
        {l.balance}: <strong data-testid="club-balance">{pointsText(loyalty.balance)}</strong>
      </p>
      <h2>{l.recent}</h2>
      {loyalty.items.length > 0 ? <LoyaltyLedger items={loyalty.items} /> : <p>{l.empty}</p>}
      <Link to="/profil/vernostni-program">{l.allHistory}</Link>
    </Card>
  );
}
