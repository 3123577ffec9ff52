// /profil/vernostni-program: the points balance and its ledger (every movement, the balance
// after each), newest first, paged.
import { useLoaderData } from 'react-router-dom';
import { formatCount } from '../../domain';
import { messages } from '../../messages';
import { profileMessages } from '../../texts/profile';
import { ButtonLink, Card, EmptyState, PageTitle, Pagination, Skeleton } from '../../ui';
import { LoyaltyLedger } from './LoyaltyLedger';
import { PAGE_PARAM, type PageData } from './loaders';
import { useLoyaltyLedger } from './useLoyalty';

const l = profileMessages.loyalty;

export function pointsText(points: number): string {
  return formatCount(points, [...profileMessages.pointsUnit]);
}

export function ProfileLoyaltyPage() {
  const paging = useLoaderData<PageData>();
  const { loyalty, loading } = useLoyaltyLedger(paging);
  const pageCount = loyalty ? Math.max(1, Math.ceil(loyalty.totalCount / loyalty.pageSize)) : 1;
  return (
    <section className="profile-page">
      <PageTitle name={messages.pages.profileLoyaltyProgramme} />
      <h1>{messages.pages.profileLoyaltyProgramme}</h1>
      {!loyalty && loading ? (
        <Skeleton lines={4} />
      ) : loyalty ? (
        <>
          <Card>
            <p className="profile-points">
              {l.balance}: <strong data-testid="loyalty-balance">{pointsText(loyalty.balance)}</strong>
            </p>
            <ButtonLink to="/klub/odmeny" variant="primary">
              {l.rewards}
            </ButtonLink>
          </Card>
          <h2>{l.history}</h2>
          {loyalty.items.length > 0 ? (
            <>
              <LoyaltyLedger items={loyalty.items} />
              <Pagination page={loyalty.page} pageCount={pageCount} hrefFor={(page) => `/profil/vernostni-program?${PAGE_PARAM}=${page}`} />
            </>
          ) : (
            <EmptyState title={l.empty} />
          )}
        </>
      ) : (
        <EmptyState title={l.empty} />
      )}
    </section>
  );
}
