// Steps 1–5 of the checkout. Steps up to the furthest one reached are links; later ones are
// plain text, since the step guard would send the shopper back anyway. From tablet up a stepper
// with numbered dots and labels joined by lines; on a phone the dots alone with one line above
// them, "Krok 2 z 5 · Věrnostní program" (checkout.css).
import { Link } from 'react-router-dom';
import { CHECKOUT_STEPS, CHECKOUT_STEP_PATHS, checkoutStepIndex, type CheckoutStep } from '../../domain';
import { checkoutMessages } from '../../texts/checkout';
import { Icon, cx } from '../../ui';

export function CheckoutProgress({ current, furthest }: { current: CheckoutStep; furthest: string }) {
  const furthestIndex = Math.max(0, checkoutStepIndex(furthest));
  const currentIndex = checkoutStepIndex(current);
  return (
    <nav className="checkout-progress" aria-label={checkoutMessages.progress}>
      <p className="checkout-progress__compact" aria-hidden="true">
        <span className="checkout-progress__count">{checkoutMessages.stepOf(currentIndex + 1, CHECKOUT_STEPS.length)}</span>
        <span className="checkout-progress__separator"> · </span>
        <strong>{checkoutMessages.steps[current]}</strong>
      </p>
      <ol className="checkout-progress__list">
        {CHECKOUT_STEPS.map((step, index) => {
          const label = checkoutMessages.steps[step];
          const reachable = index <= Math.max(furthestIndex, currentIndex);
          const state = index === currentIndex ? 'current' : index < currentIndex ? 'done' : 'todo';
          const marker = (
            <span className="checkout-progress__number" aria-hidden="true">
              {state === 'done' ? <Icon name="check" size={16} /> : index + 1}
            </span>
          );
          return (
            <li key={step} className={cx('checkout-progress__step', `checkout-progress__step--${state}`)} data-step={step}>
              {index === currentIndex ? (
                <span className="checkout-progress__link">
                  {marker}
                  <span aria-current="step" className="checkout-progress__label">
                    {label}
                  </span>
                </span>
              ) : reachable ? (
                <Link to={CHECKOUT_STEP_PATHS[step]} className="checkout-progress__link">
                  {marker}
                  <span className="checkout-progress__label">{label}</span>
                </Link>
              ) : (
                <span className="checkout-progress__link">
                  {marker}
                  <span className="checkout-progress__label">{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
