// /profil: greets the customer by name, with the points balance, recent orders, account details
// and shopping lists.
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { profileMessages } from '../../texts/profile';
import { ButtonLink, Card, EmptyState, PageTitle, Skeleton } from '../../ui';
import { ContactLines } from '../checkout';
import { DASHBOARD_ORDERS } from './loaders';
import { pointsText } from './ProfileLoyaltyPage';
import { OrdersTable } from './ProfileOrdersPage';
import { ShoppingLists } from './ShoppingLists';
import { useCustomer } from './useCustomer';
import { useCustomerOrders } from './useCustomerOrders';

const p = profileMessages;

export function ProfileDashboardPage() {
  const { customer } = useCustomer();
  const { list } = useCustomerOrders({ page: 1, pageSize: DASHBOARD_ORDERS });
  if (!customer) return <Skeleton lines={6} />;
  const orders = list?.items ?? [];
  return (
    <section className="profile-page profile-dashboard">
      <PageTitle name={messages.pages.profile} />
      <h1 data-testid="profile-greeting">
        {`${p.greeting}, ${customer.name}`}
      </h1>
      <div className="profile-cards">
        <Card>
          <h2>{p.points}</h2>
          <p className="profile-points" data-testid="profile-points">
            {pointsText(customer.loyaltyPoints)}
          </p>
          <Link to="/profil/vernostni-program">{p.pointsLink}</Link>
        </Card>
        <Card>
          <h2>{p.details}</h2>
          <ContactLines contact={customer.contact} />
          <p>{customer.email}</p>
          <ButtonLink to="/profil/osobni-udaje" size="sm">
            {p.detailsEdit}
          </ButtonLink>
        </Card>
      </div>
      <h2>{p.recentOrders}</h2>
      {orders.length > 0 ? (
        <>
          <OrdersTable orders={orders} />
          <p>
            <Link to="/profil/objednavky">{p.allOrders}</Link>
          </p>
        </>
      ) : (
        <EmptyState title={p.orders.empty} />
      )}
      <h2>{p.lists.title}</h2>
      <ShoppingLists />
    </section>
  );
}
