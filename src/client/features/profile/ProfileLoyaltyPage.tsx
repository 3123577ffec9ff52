// /profil/vernostni-program: the points balance and its history, newest first, paged.
import { Link, useLoaderData } from 'react-router-dom';
import { formatCount, formatDate } from '../../domain';
import { useCustomerLoyaltyQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { messages } from '../../messages';
import { ButtonLink, Card, EmptyState, PageTitle, Pagination, Skeleton } from '../../ui';
import { PAGE_PARAM, type PageData } from './loaders';

const l = messages.profile.loyalty;
const reasons: Readonly<Record<string, string>> = l.reasons;

export function pointsText(points: number): string {
  return formatCount(points, [...messages.profile.pointsUnit]);
}

export function ProfileLoyaltyPage() {
  const paging = useLoaderData<PageData>();
  const { data, loading } = useCustomerLoyaltyQuery({ variables: paging, fetchPolicy: COMPONENT_FETCH_POLICY });
  const loyalty = data?.customerLoyalty;
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
              <table className="profile-table" data-testid="loyalty-history">
                <thead>
                  <tr>
                    <th scope="col">{l.date}</th>
                    <th scope="col">{l.reason}</th>
                    <th scope="col" className="profile-table__number">
                      {l.points}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {loyalty.items.map((item) => (
                    <tr key={item.id}>
                      <td>{formatDate(item.createdAt)}</td>
                      <td>
                        {reasons[item.reason] ?? item.reason}
                        {item.orderNumber ? (
                          <>
                            {' '}
                            <Link to={`/profil/objednavky/${encodeURIComponent(item.orderNumber)}`}>{item.orderNumber}</Link>
                          </>
                        ) : null}
                        {item.note ? ` – ${item.note}` : null}
                      </td>
                      <td className="profile-table__number">{item.points > 0 ? `+${item.points}` : item.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
