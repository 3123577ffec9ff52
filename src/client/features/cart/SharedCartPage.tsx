// /nahrat-sdileny-kosik?token=…: shows whose cart it is and what it holds, and adds its lines
// (with their services) to the visitor's own cart, then /kosik. A cart that already holds
// products is only changed when the visitor confirms (useSharedCart).
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { SHARE_CART_TOASTS } from '../../domain';
import { messages } from '../../messages';
import { checkoutMessages } from '../../texts/checkout';
import { Alert, Button, ButtonLink, PageTitle, Skeleton, useToast } from '../../ui';
import { useSharedCart } from './useSharedCart';

const m = checkoutMessages.shared;

export function SharedCartPage() {
  const { token } = useLoaderData<{ token: string | null }>();
  const toast = useToast();
  const navigate = useNavigate();
  const { shared, loading, loadingCart, needsConfirmation, loadIntoCart } = useSharedCart(token);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const load = async () => {
    setError(null);
    try {
      const result = await loadIntoCart();
      if (!result.ok) {
        setError(result.message ?? m.failed);
        return;
      }
      toast.success(m.loaded);
      await navigate('/kosik', { replace: true });
    } catch (cause) {
      console.error(cause);
      setError(m.failed);
    }
  };

  // The e-mail link asks to load: into an empty cart at once, into a filled one only on confirmation.
  useEffect(() => {
    if (!shared || needsConfirmation !== false || started.current) return;
    started.current = true;
    void load();
  }, [shared, needsConfirmation]);

  return (
    <section className="page shared-cart-page">
      <PageTitle name={messages.pages.sharedCart} />
      <h1>{m.title}</h1>
      {!token ? (
        <Alert tone="danger">{m.missingToken}</Alert>
      ) : loading ? (
        <Skeleton lines={3} />
      ) : !shared ? (
        <Alert tone="danger" role="alert">
          {SHARE_CART_TOASTS.expired}
        </Alert>
      ) : (
        <>
          <p>
            {m.from} <strong data-testid="shared-cart-sender">{shared.senderName}</strong>
          </p>
          <ul className="shared-cart-lines">
            {shared.lines.map((line) => (
              <li key={line.sku} data-testid="shared-cart-line">
                {line.product?.name ?? line.sku} × {line.quantity}
              </li>
            ))}
          </ul>
          {error ? (
            <Alert tone="danger" role="alert">
              {error}
            </Alert>
          ) : null}
          {needsConfirmation ? (
            <Alert tone="warning" role="status" title={m.confirmTitle}>
              <p data-testid="shared-cart-confirm">{m.confirm}</p>
            </Alert>
          ) : null}
          <div className="checkout-actions">
            <Button variant="primary" onClick={() => void load()} loading={loadingCart} data-testid="shared-cart-load">
              {needsConfirmation ? m.merge : m.load}
            </Button>
            {needsConfirmation ? (
              <ButtonLink to="/kosik" data-testid="shared-cart-keep">
                {m.keep}
              </ButtonLink>
            ) : null}
          </div>
        </>
      )}
      {needsConfirmation ? null : (
        <p>
          <ButtonLink to="/kosik">{checkoutMessages.steps.cart}</ButtonLink>
        </p>
      )}
    </section>
  );
}
