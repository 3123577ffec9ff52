// Step 1, /kosik: the lines with stock, unit price, an optimistic quantity stepper, services
// and discounts; coupons; totals per the price switch; shipment stats; reset; share; continue.
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { cartMessages } from '../../texts/cart';
import { Button, ButtonLink, Dialog, DialogClose, EmptyState, PageTitle, Skeleton, useToast } from '../../ui';
import { CheckoutActions, CheckoutProgress, useCheckoutDetail, useStepNavigation, CartSubjectsTable, CartStats, CartTotals, GrandTotal } from '../checkout';
import { CouponForm } from './CouponForm';
import { HazardNotice } from './HazardNotice';
import { useCartActions } from './useCartActions';

// The dialog's form brings zod (src/domain/validation): loaded only when it is opened.
const ShareCartDialog = lazy(() => import('./ShareCartDialog').then((mod) => ({ default: mod.ShareCartDialog })));

const m = cartMessages;

export function CartPage() {
  const { checkoutId, checkout, cart, loading } = useCheckoutDetail();
  const actions = useCartActions(checkoutId, cart, checkout);
  const steps = useStepNavigation(checkoutId);
  const toast = useToast();
  const [confirmReset, setConfirmReset] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const subjects = cart?.subjects ?? [];
  const empty = !cart || subjects.length === 0;

  return (
    <section className="page cart-page checkout-page">
      <PageTitle name={m.title} />
      <CheckoutProgress current="cart" furthest={checkout?.furthestStep ?? 'cart'} />
      <h1>{m.title}</h1>
      {loading && !cart ? (
        <Skeleton lines={4} />
      ) : empty || !cart ? (
        <EmptyState
          title={m.empty}
          icon="cart"
          action={
            <>
              <ButtonLink to="/" variant="primary">
                {m.continueShopping}
              </ButtonLink>{' '}
              <ButtonLink to="/kosik/hromadne-pridani">{m.bulkAdd}</ButtonLink>
            </>
          }
        >
          <p>{m.emptyText}</p>
        </EmptyState>
      ) : (
        <div className="cart-layout">
          <div className="cart-layout__main">
            <HazardNotice subjects={subjects} />
            <CartSubjectsTable
              subjects={subjects}
              editable
              onQuantity={(subject, quantity) => void actions.setQuantity(subject, quantity)}
              onRemove={(subject) => void actions.removeSubject(subject)}
              onRemoveService={(subject, sku) => void actions.removeService(subject, sku)}
            />
            <div className="cart-page__tools">
              <Button variant="ghost" size="sm" onClick={() => setConfirmReset(true)} data-testid="cart-reset">
                {m.reset}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setShareOpen(true)} data-testid="cart-share">
                {m.share}
              </Button>
              <Link to="/kosik/hromadne-pridani" className="cart-page__bulk">
                {m.bulkAdd}
              </Link>
            </div>
            <CartStats stats={cart.stats} />
          </div>
          <div className="cart-layout__side">
            <div className="cart-summary">
              <CouponForm coupons={cart.couponsApplied} actions={actions} />
              <CartTotals cart={cart} />
            </div>
            <CheckoutActions
              className="checkout-actions--stack"
              back={<ButtonLink to="/">{m.continueShopping}</ButtonLink>}
              total={<GrandTotal cart={cart} />}
            >
              <Button variant="primary" size="lg" block loading={steps.pending} onClick={() => void steps.goTo('gift')} data-testid="checkout-continue">
                {m.continue}
              </Button>
            </CheckoutActions>
          </div>
          <Dialog
            open={confirmReset}
            onOpenChange={setConfirmReset}
            title={m.reset}
            description={m.resetConfirm}
            size="sm"
            footer={
              <>
                <DialogClose asChild>
                  <Button>{m.cancel}</Button>
                </DialogClose>
                <Button
                  variant="danger"
                  data-testid="cart-reset-confirm"
                  onClick={() => {
                    setConfirmReset(false);
                    void actions.reset().then((ok) => ok && toast.success(m.resetDone));
                  }}
                >
                  {m.confirm}
                </Button>
              </>
            }
          />
          {shareOpen ? (
            <Suspense fallback={null}>
              <ShareCartDialog checkoutId={checkoutId} open={shareOpen} onOpenChange={setShareOpen} />
            </Suspense>
          ) : null}
        </div>
      )}
    </section>
  );
}
