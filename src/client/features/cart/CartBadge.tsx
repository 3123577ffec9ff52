import { Link } from 'react-router-dom';
import { formatCzk } from '../../domain';
import { usePricesType } from '../../app-context';
import { messages } from '../../messages';
import { Icon } from '../../ui/Icon';
import { displayedAmount } from '../../ui/Price';
import { useCart } from './useCart';

export function CartBadge() {
  const { cart } = useCart();
  const pricesType = usePricesType();
  const count = cart?.totals.subjects.count ?? 0;
  const total = cart ? displayedAmount(cart.totals.total, pricesType) : 0;
  return (
    // The name is the visible text (WCAG 2.5.3 "label in name"), led by a hidden "Košík:".
    <Link to="/kosik" className="cart-badge">
      <span className="visually-hidden">{messages.header.cartLabel}: </span>
      <Icon name="cart" />
      <span className="cart-badge__count" data-testid="cart-badge-count">
        {count}
      </span>
      <span className="cart-badge__total" data-testid="cart-badge-total">
        {formatCzk(total)}
      </span>
    </Link>
  );
}
