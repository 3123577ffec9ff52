// The step's way on and back. From tablet up a row (back left, primary right; in the cart's side
// column a stack). On a phone the primary button is full width at the bottom, for a thumb; with
// `total` (cart, gift, delivery) it rides in a bar pinned to the bottom of the screen with the
// amount to pay until the page ends, the back link sits above it (checkout.css).
import type { ReactNode } from 'react';
import { cx } from '../../ui';

export interface CheckoutActionsProps {
  /** The way back (a ButtonLink). */
  back: ReactNode;
  /** The primary button (data-testid checkout-continue / checkout-submit). */
  children: ReactNode;
  /** The grand total shown in the bar on a phone (GrandTotal); makes the bar stick. */
  total?: ReactNode;
  /** Why the primary button is disabled, next to it. */
  hint?: ReactNode;
  className?: string;
}

export function CheckoutActions({ back, children, total, hint, className }: CheckoutActionsProps) {
  return (
    <div className={cx('checkout-actions', total ? 'checkout-actions--bar' : null, className)}>
      <div className="checkout-actions__back">{back}</div>
      <div className={cx('checkout-actions__main', total ? 'checkout-actions__main--bar' : null)}>
        {total ? <div className="checkout-actions__total">{total}</div> : null}
        {children}
        {hint ? <p className="checkout-actions__hint">{hint}</p> : null}
      </div>
    </div>
  );
}
