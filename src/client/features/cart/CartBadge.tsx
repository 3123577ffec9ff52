import { Link } from 'react-router-dom';
import { formatCzk } from '../../domain';
import { usePricesType } from '../../app-context';
import { messages } from '../../messages';
import { displayedAmount } from '../../ui/Price';
import { useCart } from './useCart';

export function CartBadge() {
  const { cart } = useCart();
  const pricesType = usePricesType();
  const count = cart?.totals.subjects.count ?? 0;
  const total = cart ? displayedAmount(cart.totals.total, pricesType) : 0;
  return (
    <Link to="/kosik" className="cart-badge" aria-label={messages.header.cartLabel}>
      <span className="cart-badge__icon" aria-hidden="true">
        🛒
      </span>
      <span className="cart-badge__count" data-testid="cart-badge-count">
        {count}
      </span>
      <span className="cart-badge__total" data-testid="cart-badge-total">
        {formatCzk(total)}
      </span>
    </Link>
  );
}
