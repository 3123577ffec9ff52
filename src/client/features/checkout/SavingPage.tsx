// /kosik/ukladani-objednavky: places the order with the summary's idempotency key. Success →
// /dekujeme; redirect-to-payment-gateway → the provider's page; error → back to the summary
// with the message (the cart is kept). Opened without an attempt (reload, typed address) it
// goes back to the summary, whose step guard decides further.
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useCheckoutId } from '../../app-context';
import { checkoutMessages } from '../../texts/checkout';
import { PageTitle, Skeleton } from '../../ui';
import { readSavingState, type SummaryState } from './idempotency';
import { ORDER_NUMBER_PARAM } from './loaders';
import { paymentRedirect } from './payment-redirect';
import { usePlacePurchase } from './usePlacePurchase';

const m = checkoutMessages.saving;

export function SavingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const checkoutId = useCheckoutId();
  const attempt = readSavingState(location.state);
  const { placePurchase } = usePlacePurchase();
  const [redirecting, setRedirecting] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the key would make it one order anyway.
    if (!attempt || !checkoutId || started.current) return;
    started.current = true;
    const back = (error: string) => {
      const state: SummaryState = { error };
      void navigate('/kosik/rekapitulace', { replace: true, state });
    };
    void (async () => {
      try {
        const result = await placePurchase(checkoutId, attempt);
        if (!result) return back(checkoutMessages.summary.failed);
        if (result.status === 'redirect-to-payment-gateway' && result.redirectUrl) {
          setRedirecting(true);
          paymentRedirect.go(result.redirectUrl);
          return;
        }
        if (result.status === 'success' && result.order) {
          const warnings = result.warnings.length > 0 ? `&varovani=${encodeURIComponent(result.warnings.join(','))}` : '';
          await navigate(`/dekujeme?${ORDER_NUMBER_PARAM}=${encodeURIComponent(result.order.number)}${warnings}`, { replace: true });
          return;
        }
        back(result.errors.map((e) => e.message).join(' ') || checkoutMessages.summary.failed);
      } catch (error) {
        console.error(error);
        back(checkoutMessages.summary.failed);
      }
    })();
  }, [attempt, checkoutId, navigate, placePurchase]);

  if (!attempt) return <Navigate to="/kosik/rekapitulace" replace />;
  return (
    <section className="page checkout-page saving-page" aria-busy="true">
      <PageTitle name={m.title} />
      <h1>{m.title}</h1>
      <p role="status" data-testid="saving-status">
        {redirecting ? m.redirecting : m.text}
      </p>
      <Skeleton lines={3} />
    </section>
  );
}
