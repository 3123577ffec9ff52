// /nahrat-sdileny-kosik?token=…: shows whose cart it is and loads its lines into the visitor's
// own cart (each line set to the shared quantity; loading twice changes nothing), then /kosik.
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { LOCALE, SHARE_CART_TOASTS } from '../../domain';
import { useCheckoutCartLoadSharedMutation, useSharedCartQuery } from '../../../generated/graphql';
import { useApolloClient } from '@apollo/client';
import { COMPONENT_FETCH_POLICY, markFresh } from '../../apollo/cache-policies';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { Alert, Button, ButtonLink, PageTitle, Skeleton, useToast } from '../../ui';

const m = messages.checkout.shared;

export function SharedCartPage() {
  const { token } = useLoaderData<{ token: string | null }>();
  const { session } = useAppContext();
  const client = useApolloClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { data, loading } = useSharedCartQuery({ variables: { token: token ?? '' }, skip: !token, fetchPolicy: COMPONENT_FETCH_POLICY });
  const [load, { loading: loadingCart }] = useCheckoutCartLoadSharedMutation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const shared = data?.sharedCart ?? null;

  const loadIntoCart = async () => {
    if (!token) return;
    setError(null);
    try {
      const checkoutId = await session.ensureCheckoutId();
      const { data: result } = await load({ variables: { checkoutId, locale: LOCALE, token } });
      const payload = result?.checkout_cart_load_shared;
      if (!payload) throw new Error('load-shared answered without a payload');
      markFresh(client, 'cart', { checkoutId, locale: LOCALE });
      if (!payload.ok) {
        setError(payload.errors.map((e) => e.message).join(' ') || m.failed);
        return;
      }
      toast.success(m.loaded);
      await navigate('/kosik', { replace: true });
    } catch (cause) {
      console.error(cause);
      setError(m.failed);
    }
  };

  // The e-mail link is the shopper's request to load: do it once, when the preview is known.
  useEffect(() => {
    if (!shared || started.current) return;
    started.current = true;
    void loadIntoCart();
  }, [shared]);

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
          <Button variant="primary" onClick={() => void loadIntoCart()} loading={loadingCart} data-testid="shared-cart-load">
            {m.load}
          </Button>
        </>
      )}
      <p>
        <ButtonLink to="/kosik">{messages.checkout.steps.cart}</ButtonLink>
      </p>
    </section>
  );
}
