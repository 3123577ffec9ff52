// Steps 1–5 of the checkout. Steps up to the furthest one reached are links; later ones are
// plain text, since the step guard would send the shopper back anyway.
import { Link } from 'react-router-dom';
import { CHECKOUT_STEPS, CHECKOUT_STEP_PATHS, checkoutStepIndex, type CheckoutStep } from '../../domain';
import { messages } from '../../messages';
import { cx } from '../../ui';

export function CheckoutProgress({ current, furthest }: { current: CheckoutStep; furthest: string }) {
  const furthestIndex = Math.max(0, checkoutStepIndex(furthest));
  const currentIndex = checkoutStepIndex(current);
  return (
    <nav className="checkout-progress" aria-label={messages.checkout.progress}>
      <ol className="checkout-progress__list">
        {CHECKOUT_STEPS.map((step, index) => {
          const label = messages.checkout.steps[step];
          const reachable = index <= Math.max(furthestIndex, currentIndex);
          const state = index === currentIndex ? 'current' : index < currentIndex ? 'done' : 'todo';
          return (
            <li key={step} className={cx('checkout-progress__step', `checkout-progress__step--${state}`)} data-step={step}>
              <span className="checkout-progress__number" aria-hidden="true">
                {index + 1}
              </span>
              {index === currentIndex ? (
                <span aria-current="step" className="checkout-progress__label">
                  {label}
                </span>
              ) : reachable ? (
                <Link to={CHECKOUT_STEP_PATHS[step]} className="checkout-progress__label">
                  {label}
                </Link>
              ) : (
                <span className="checkout-progress__label">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
