// /profil/objednavky and /profil/objednavky/:orderNumber: the customer's orders with payment
// status and paging; the detail with items, methods, contacts and "buy again".
import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { formatCzk, formatDate } from '../../domain';
import type { CustomerOrdersQuery } from '../../../generated/graphql';
import { messages } from '../../messages';
import { cartMessages } from '../../texts/cart';
import { checkoutMessages } from '../../texts/checkout';
import { profileMessages } from '../../texts/profile';
import { Button, ButtonLink, EmptyState, PageTitle, Pagination, Skeleton, useToast } from '../../ui';
import { ContactLines, PaymentActions, BankPaymentDetails } from '../checkout';
import { WithdrawalHistory } from '../withdrawal';
import { PAGE_PARAM, type PageData } from './loaders';
import { useBuyAgain, useCustomerOrder, useCustomerOrders } from './useCustomerOrders';

const o = profileMessages.orders;
const statuses: Readonly<Record<string, string>> = checkoutMessages.thankYou.paymentStatuses;

type OrderRow = CustomerOrdersQuery['customerOrders']['items'][number];

export function paymentStatusText(status: string): string {
  return statuses[status] ?? status;
}

export function OrdersTable({ orders }: { orders: readonly OrderRow[] }) {
  return (
    <table className="profile-table profile-table--cards orders-table" data-testid="orders-table">
      <thead>
        <tr>
          <th scope="col">{o.number}</th>
          <th scope="col">{o.date}</th>
          <th scope="col">{o.state}</th>
          <th scope="col">{o.status}</th>
          <th scope="col">{o.items}</th>
          <th scope="col" className="profile-table__number">
            {o.total}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-order-number={order.number}>
            <td className="orders-table__number">
              <Link to={`/profil/objednavky/${encodeURIComponent(order.number)}`}>{order.number}</Link>
            </td>
            <td className="orders-table__date">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </td>
            <td className="orders-table__state" data-label={o.state}>
              {order.stateText}
            </td>
            <td className="orders-table__status">
              <span className={`payment-status payment-status--${order.paymentStatus}`}>{paymentStatusText(order.paymentStatus)}</span>
            </td>
            <td className="orders-table__items" data-label={o.items}>
              {order.itemsCount}
            </td>
            <td className="profile-table__number orders-table__total">{formatCzk(order.totalToPay)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ProfileOrdersPage() {
  const paging = useLoaderData<PageData>();
  const { list, loading } = useCustomerOrders(paging);
  const pageCount = list ? Math.max(1, Math.ceil(list.totalCount / list.pageSize)) : 1;
  return (
    <section className="profile-page">
      <PageTitle name={messages.pages.profileOrders} />
      <h1>{messages.pages.profileOrders}</h1>
      {!list && loading ? (
        <Skeleton lines={5} />
      ) : list && list.items.length > 0 ? (
        <>
          <OrdersTable orders={list.items} />
          <Pagination page={list.page} pageCount={pageCount} hrefFor={(page) => `/profil/objednavky?${PAGE_PARAM}=${page}`} />
        </>
      ) : (
        <EmptyState title={o.empty} />
      )}
    </section>
  );
}

export function ProfileOrderPage() {
  const { orderNumber } = useLoaderData<{ orderNumber: string }>();
  const toast = useToast();
  const navigate = useNavigate();
  const { order } = useCustomerOrder(orderNumber);
  const { buyAgain: addToCart } = useBuyAgain();
  const [busy, setBusy] = useState(false);
  if (!order) return <EmptyState title={o.notFound} />;
  const products = order.items.filter((item) => item.kind === 'item');

  const buyAgain = async () => {
    setBusy(true);
    try {
      const { partly } = await addToCart(products);
      if (partly) toast.warning(o.buyAgainPartly);
      else toast.success(o.buyAgainDone);
      navigate('/kosik');
    } catch (error) {
      console.error(error);
      toast.error(o.buyAgainFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-page order-detail" data-testid="order-detail">
      <PageTitle name={`${messages.pages.profileOrder} ${order.number}`} />
      <p>
        <Link to="/profil/objednavky">{o.back}</Link>
      </p>
      <h1>
        {messages.pages.profileOrder} {order.number}
      </h1>
      <dl className="profile-facts">
        <dt>{o.date}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
        </dd>
        <dt>{o.state}</dt>
        <dd data-testid="order-state">{order.stateText}</dd>
        {order.carrier ? (
          <>
            <dt>{o.tracking}</dt>
            <dd>
              {order.carrier}
              {order.trackingNumber ? ` ${order.trackingNumber}` : ''}
              {order.trackingUrl ? (
                <>
                  {' – '}
                  <a href={order.trackingUrl} rel="noopener noreferrer" target="_blank">
                    {o.trackingLink}
                  </a>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>{o.status}</dt>
        <dd>{paymentStatusText(order.paymentStatus)}</dd>
        <dt>{o.total}</dt>
        <dd>{formatCzk(order.totals.totalToPay)}</dd>
        {order.loyaltyPoints > 0 ? (
          <>
            <dt>{o.points}</dt>
            <dd>{order.loyaltyPoints}</dd>
          </>
        ) : null}
        {order.invoice ? (
          <>
            <dt>{o.invoice}</dt>
            <dd>
              <Link to={`/profil/faktury/${encodeURIComponent(order.invoice.number)}`}>{order.invoice.number}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <BankPaymentDetails payment={order.bankPayment} />
      <PaymentActions order={order} />
      <table className="profile-table order-items">
        <thead>
          <tr>
            <th scope="col">{cartMessages.product}</th>
            <th scope="col">{cartMessages.quantity}</th>
            <th scope="col" className="profile-table__number">
              {cartMessages.subjectTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={`${item.sku}-${i}`}>
              <td className="order-items__text">{item.text}</td>
              <td className="order-items__quantity">{item.quantityText}</td>
              <td className="profile-table__number order-items__total">{formatCzk(item.total.amountWithTax - item.discount.amountWithTax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <WithdrawalHistory offer={order.withdrawal ?? null} />
      <h2>{o.methods}</h2>
      <p>
        {cartMessages.shipping}: {order.shipping.name} ({formatCzk(order.shipping.price.amountWithTax)})
        <br />
        {cartMessages.payment}: {order.payment.name} ({formatCzk(order.payment.price.amountWithTax)})
      </p>
      <h2>{o.contacts}</h2>
      <div className="profile-contacts">
        <div>
          <h3>{checkoutMessages.summary.orderContact}</h3>
          <ContactLines contact={order.orderContact} />
        </div>
        <div>
          <h3>{checkoutMessages.summary.invoiceContact}</h3>
          <ContactLines contact={order.invoiceContact} />
        </div>
        <div>
          <h3>{checkoutMessages.summary.deliveryContact}</h3>
          {order.personalPickup ? <p>{o.pickup}</p> : order.deliveryContact ? <ContactLines contact={order.deliveryContact} /> : null}
        </div>
      </div>
      {order.notes ? (
        <p>
          {o.notes}: {order.notes}
        </p>
      ) : null}
      <div className="profile-actions">
        <ButtonLink to="/profil/objednavky">{o.back}</ButtonLink>
        {products.length > 0 ? (
          <Button variant="primary" loading={busy} onClick={() => void buyAgain()} data-testid="buy-again">
            {o.buyAgain}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
