// Step 3, /kosik/dodani: shipping and payment with prices from the shipping–payment map (the
// server computes them), disabled methods with the server's reasons (src/domain
// eligibilityReasons), registered-users-only methods as "after login", personal pickup at a
// showroom, and the petty-cash rounding of the chosen payment.
import { changeShipping, formatCzk, isPettyCash } from '../../domain';
import { usePricesType } from '../../app-context';
import { cartMessages } from '../../texts/cart';
import { checkoutMessages } from '../../texts/checkout';
import { Badge, Button, ButtonLink, EmptyState, PageTitle, Radio, RadioGroup, Skeleton, displayedAmount } from '../../ui';
import { CartTotals, GrandTotal } from './CartTotals';
import { CheckoutActions } from './CheckoutActions';
import { CheckoutProgress } from './CheckoutProgress';
import { useCheckoutDetail, type CartDetail } from './useCheckoutDetail';
import { useDeliveryMethods } from './useDeliveryMethods';
import { useStepNavigation } from './useStepNavigation';

const m = checkoutMessages.delivery;

type ShippingMethod = CartDetail['shippingMethods'][number];
type PaymentMethod = CartDetail['paymentMethods'][number];

function MethodPrice({ price }: { price: { amount: number; amountWithTax: number } }) {
  const pricesType = usePricesType();
  const amount = displayedAmount(price, pricesType);
  return <span className="method__price">{amount === 0 ? m.free : formatCzk(amount)}</span>;
}

function Unavailable({ requiresLogin, reasons }: { requiresLogin: boolean; reasons: readonly string[] }) {
  if (requiresLogin) return <Badge tone="info">{m.loginRequired}</Badge>;
  if (reasons.length === 0) return null;
  return (
    <ul className="method__reasons" data-testid="method-reasons">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

function ShippingLabel({ method }: { method: ShippingMethod }) {
  const place = method.pickupPlace;
  return (
    <span className="method">
      <span className="method__name">{method.name}</span> <MethodPrice price={method.price} />
      <span className="method__description">{method.description}</span>
      {method.personalPickup && place ? (
        <span className="method__pickup" data-testid="pickup-place">
          {m.pickup}: {place.name}, {place.address} · {m.pickupHours}: {place.openingHours} · {m.pickupPhone}: {place.telephone}
        </span>
      ) : null}
      {method.disabled || method.requiresLogin ? <Unavailable requiresLogin={method.requiresLogin} reasons={method.disabledReasons} /> : null}
    </span>
  );
}

function PaymentLabel({ method, shippingChosen }: { method: PaymentMethod; shippingChosen: boolean }) {
  const pettyCash = method.cartTotalSettlementOfPettyCash;
  const unit = isPettyCash(pettyCash) ? m.pettyCashUnits[pettyCash] : '';
  return (
    <span className="method">
      <span className="method__name">{method.name}</span> <MethodPrice price={method.price} />
      <span className="method__description">{method.description}</span>
      {unit ? (
        <span className="method__petty-cash" data-testid="petty-cash-note">
          {m.pettyCash} {unit}.
        </span>
      ) : null}
      {shippingChosen && !method.availableForShipping ? <span className="method__reasons">{m.notForShipping}</span> : null}
      {method.disabled || method.requiresLogin ? <Unavailable requiresLogin={method.requiresLogin} reasons={method.disabledReasons} /> : null}
    </span>
  );
}

export function DeliveryPage() {
  const { checkoutId, checkout, cart, loading } = useCheckoutDetail();
  const steps = useStepNavigation(checkoutId);
  const { saveMethods: save, saving } = useDeliveryMethods(checkoutId);

  const shippingSku = cart?.shippingMethod?.sku ?? null;
  const paymentSku = cart?.paymentMethod?.sku ?? null;

  const chooseShipping = (sku: string) => {
    // Changing shipping clears the payment (src/domain changeShipping); re-choosing keeps it.
    const next = changeShipping({ shippingSku, paymentSku }, sku);
    void save(next.shippingSku, next.paymentSku);
  };

  return (
    <section className="page checkout-page delivery-page">
      <PageTitle name={m.title} />
      <CheckoutProgress current="delivery" furthest={checkout?.furthestStep ?? 'delivery'} />
      <h1>{m.title}</h1>
      {!cart ? (
        loading ? <Skeleton lines={5} /> : <EmptyState title={cartMessages.empty} />
      ) : (
        <>
          <div className="delivery-page__methods" aria-busy={saving || undefined}>
            <RadioGroup legend={m.shipping} className="method-list">
              {cart.shippingMethods.map((method) => (
                <Radio
                  key={method.sku}
                  name="shipping"
                  value={method.sku}
                  checked={shippingSku === method.sku}
                  disabled={method.disabled || method.requiresLogin || saving}
                  onChange={() => chooseShipping(method.sku)}
                  label={<ShippingLabel method={method} />}
                  data-testid={`shipping-${method.sku}`}
                />
              ))}
            </RadioGroup>
            <RadioGroup legend={m.payment} className="method-list">
              {!shippingSku ? <p className="method-list__hint">{m.chooseShippingFirst}</p> : null}
              {cart.paymentMethods.map((method) => (
                <Radio
                  key={method.sku}
                  name="payment"
                  value={method.sku}
                  checked={paymentSku === method.sku}
                  disabled={!shippingSku || !method.availableForShipping || method.disabled || method.requiresLogin || saving}
                  onChange={() => void save(shippingSku, method.sku)}
                  label={<PaymentLabel method={method} shippingChosen={Boolean(shippingSku)} />}
                  data-testid={`payment-${method.sku}`}
                />
              ))}
            </RadioGroup>
          </div>
          <div className="checkout-summary">
            <CartTotals cart={cart} withMethods />
          </div>
          <CheckoutActions
            back={<ButtonLink to="/kosik/vernostni-program">{cartMessages.back}</ButtonLink>}
            total={<GrandTotal cart={cart} withMethods />}
            hint={!shippingSku || !paymentSku ? m.missing : null}
          >
            <Button
              variant="primary"
              size="lg"
              block
              loading={steps.pending}
              disabled={!shippingSku || !paymentSku}
              onClick={() => void steps.goTo('address')}
              data-testid="checkout-continue"
            >
              {cartMessages.continue}
            </Button>
          </CheckoutActions>
        </>
      )}
    </section>
  );
}
