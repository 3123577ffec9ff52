// Step 2, /kosik/vernostni-program: the cart's loyalty points and the gifts they reach. A gift
// costs its points (fixed price 0,10 Kč, 0,12 Kč with VAT, 1 ks); confirmation toasts on add/remove.
import { czechPlural } from '../../domain';
import { useLoggedIn } from '../../app-context';
import { cartMessages } from '../../texts/cart';
import { checkoutMessages } from '../../texts/checkout';
import { Alert, Badge, Button, ButtonLink, Card, EmptyState, PageTitle, Price, Skeleton } from '../../ui';
import { GrandTotal } from './CartTotals';
import { CheckoutActions } from './CheckoutActions';
import { CheckoutProgress } from './CheckoutProgress';
import { useCheckoutDetail } from './useCheckoutDetail';
import { useGiftChoice } from './useGiftChoice';
import { useStepNavigation } from './useStepNavigation';

const m = checkoutMessages.gift;
const POINT_FORMS: [string, string, string] = [m.pointsUnit[0], m.pointsUnit[1], m.pointsUnit[2]];
const points = (count: number) => `${count} ${czechPlural(count, POINT_FORMS)}`;

export function GiftPage() {
  const { checkoutId, checkout, cart, loading } = useCheckoutDetail();
  const steps = useStepNavigation(checkoutId);
  const { changeGift: change, busy } = useGiftChoice(checkoutId);
  // An anonymous buyer's points only pay for gifts in this cart; nothing is credited to keep.
  const customer = useLoggedIn();

  return (
    <section className="page checkout-page gift-page">
      <PageTitle name={m.title} />
      <CheckoutProgress current="gift" furthest={checkout?.furthestStep ?? 'gift'} />
      <h1>{m.title}</h1>
      {!cart ? (
        loading ? <Skeleton lines={3} /> : <EmptyState title={cartMessages.empty} />
      ) : (
        <>
          <p className="gift-page__rule">{m.rule}</p>
          {customer ? null : (
            <Alert tone="info">
              <span data-testid="register-invite">{m.registerInvite}</span> <ButtonLink to="/registrace">{m.register}</ButtonLink>
            </Alert>
          )}
          <dl className="gift-page__points">
            <dt>{customer ? m.points : m.pointsAnonymous}</dt>
            <dd data-testid="loyalty-points">{points(cart.loyaltyPoints)}</dd>
            <dt>{m.pointsLeft}</dt>
            <dd data-testid="loyalty-points-left">{points(cart.loyaltyPointsLeft)}</dd>
          </dl>
          {cart.gifts.some((g) => !g.available) ? <Alert tone="warning">{m.unavailable}</Alert> : null}
          <h2>{m.choose}</h2>
          {cart.giftOptions.length === 0 ? (
            <p>{m.none}</p>
          ) : (
            <ul className="gift-list">
              {cart.giftOptions.map((gift) => (
                <li key={gift.sku} data-testid="gift-option" data-sku={gift.sku}>
                  <Card className={gift.selected ? 'gift gift--selected' : 'gift'}>
                    {gift.image ? <img src={gift.image} alt="" width={96} height={96} loading="lazy" /> : null}
                    <p className="gift__name">{gift.text}</p>
                    <p className="gift__points">{points(gift.loyaltyPoints)}</p>
                    {gift.selected ? (
                      <>
                        <Badge tone="success">{m.selected}</Badge>
                        <Button size="sm" onClick={() => void change(gift.sku, false)} disabled={busy} data-testid="gift-remove">
                          {m.remove}
                        </Button>
                      </>
                    ) : gift.available ? (
                      <Button variant="primary" size="sm" onClick={() => void change(gift.sku, true)} disabled={busy} data-testid="gift-add">
                        {m.add}
                      </Button>
                    ) : (
                      <p className="gift__missing">
                        {m.needPoints} {points(gift.loyaltyPoints)}
                      </p>
                    )}
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {cart.gifts.length > 0 ? (
            <ul className="gift-page__chosen" data-testid="chosen-gifts">
              {cart.gifts.map((gift) => (
                <li key={gift.sku}>
                  {gift.text} ({gift.quantity} {cartMessages.pieces}) · {m.price}: <Price price={gift.price} />
                </li>
              ))}
            </ul>
          ) : null}
          <CheckoutActions back={<ButtonLink to="/kosik">{cartMessages.back}</ButtonLink>} total={<GrandTotal cart={cart} />}>
            <Button variant="primary" size="lg" block loading={steps.pending} onClick={() => void steps.goTo('delivery')} data-testid="checkout-continue">
              {cartMessages.continue}
            </Button>
          </CheckoutActions>
        </>
      )}
    </section>
  );
}
