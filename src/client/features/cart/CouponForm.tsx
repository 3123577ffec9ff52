// Coupon apply/remove. The server words every refusal in Czech (unknown, expired, minimum
// total, one coupon only…); an applied coupon that gives no discount now says why.
import { useState, type FormEvent } from 'react';
import { cartMessages } from '../../texts/cart';
import { Alert, Button, Input } from '../../ui';
import type { CartDetail } from '../checkout';
import type { CartActions } from './useCartActions';

const m = cartMessages;

export function CouponForm({ coupons, actions }: { coupons: CartDetail['couponsApplied']; actions: Pick<CartActions, 'applyCoupon' | 'removeCoupon'> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const problem = await actions.applyCoupon(code);
    setBusy(false);
    setError(problem);
    if (!problem) setCode('');
  };

  return (
    <section className="coupon-form" data-testid="coupons">
      <form onSubmit={(e) => void submit(e)} className="coupon-form__form" noValidate>
        <Input
          label={m.coupon}
          name="couponCode"
          value={code}
          placeholder={m.couponPlaceholder}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          autoComplete="off"
        />
        <Button type="submit" loading={busy}>
          {m.couponApply}
        </Button>
      </form>
      {coupons.length > 0 ? (
        <ul className="coupon-form__applied">
          {coupons.map((coupon) => (
            <li key={coupon.couponCode} data-testid="applied-coupon">
              <strong>{coupon.couponCode}</strong> {coupon.description}
              {coupon.active ? null : coupon.message ? (
                <Alert tone="warning" className="coupon-form__inactive">
                  {coupon.message}
                </Alert>
              ) : null}
              <Button variant="ghost" size="sm" onClick={() => void actions.removeCoupon(coupon.couponCode)}>
                {m.couponRemove}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
