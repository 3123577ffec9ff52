import { Link } from 'react-router-dom';
import { formatCzk } from '../../domain';
import { usePricesType } from '../../app-context';
import { messages } from '../../messages';
import { PageTitle } from '../../ui/PageTitle';
import { Price } from '../../ui/Price';
import { useCart } from './useCart';

export function CartPage() {
  const { cart } = useCart();
  const pricesType = usePricesType();
  const subjects = cart?.subjects ?? [];
  return (
    <section className="page cart-page">
      <PageTitle name={messages.cart.title} />
      <h1>{messages.cart.title}</h1>
      {!cart || subjects.length === 0 ? (
        <p className="cart-page__empty">{messages.cart.empty}</p>
      ) : (
        <>
          <table className="cart-table">
            <thead>
              <tr>
                <th scope="col">{messages.cart.product}</th>
                <th scope="col">{messages.cart.quantity}</th>
                <th scope="col">{messages.cart.unitPrice}</th>
                <th scope="col">{messages.cart.subjectTotal}</th>
              </tr>
            </thead>
            <tbody>
              {subjects.map((subject) => (
                <tr key={subject.id} data-testid="cart-subject">
                  <td>
                    {subject.product ? <Link to={subject.product.url}>{subject.product.name}</Link> : subject.text}
                  </td>
                  <td className="num">
                    {subject.quantity} {messages.cart.pieces}
                  </td>
                  <td className="num">
                    <Price price={subject.price} pricesType={pricesType} showVatNote={false} />
                  </td>
                  <td className="num">
                    <Price price={subject.subjectTotal} pricesType={pricesType} showVatNote={false} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="cart-totals">
            <dt>{messages.cart.totalWithoutVat}</dt>
            <dd data-testid="cart-total-without-vat">{formatCzk(cart.totals.total.amount)}</dd>
            <dt>{messages.cart.vat}</dt>
            <dd>{formatCzk(cart.totals.vatAmount)}</dd>
            <dt className="cart-totals__grand">{messages.cart.totalWithVat}</dt>
            <dd className="cart-totals__grand" data-testid="cart-total-with-vat">
              {formatCzk(cart.totals.total.amountWithTax)}
            </dd>
          </dl>
        </>
      )}
      <p>
        <Link to="/">{messages.cart.continueShopping}</Link>
      </p>
    </section>
  );
}
