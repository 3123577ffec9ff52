// The loyalty ledger as a table (profile /profil/vernostni-program and club /klub/body): date,
// what moved the points ("Nákup – objednávka …", "Storno objednávky …", "Dárek …"), the points
// with their sign and the balance after the movement. Four narrow columns fit 375 px; the
// description wraps.
import { Link } from 'react-router-dom';
import { formatDate, formatNumber, formatPointsChange } from '../../domain';
import type { CustomerLoyaltyQuery } from '../../../generated/graphql';
import { profileMessages } from '../../texts/profile';

const l = profileMessages.loyalty;

type Movement = NonNullable<CustomerLoyaltyQuery['customerLoyalty']>['items'][number];

export function LoyaltyLedger({ items }: { items: readonly Movement[] }) {
  return (
    <table className="profile-table loyalty-ledger" data-testid="loyalty-history">
      <caption className="visually-hidden">{l.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{l.date}</th>
          <th scope="col">{l.description}</th>
          <th scope="col" className="profile-table__number">
            {l.points}
          </th>
          <th scope="col" className="profile-table__number">
            {l.balanceAfter}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-kind={item.kind}>
            <td className="loyalty-ledger__date">{formatDate(item.createdAt)}</td>
            <td>
              {item.orderNumber ? (
                <Link to={`/profil/objednavky/${encodeURIComponent(item.orderNumber)}`}>{item.description}</Link>
              ) : (
                item.description
              )}
            </td>
            <td className={`profile-table__number loyalty-ledger__points loyalty-ledger__points--${item.points < 0 ? 'minus' : 'plus'}`}>
              {formatPointsChange(item.points)}
            </td>
            <td className="profile-table__number">{formatNumber(item.balanceAfter, 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
