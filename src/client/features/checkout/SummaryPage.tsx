// Step 5, /kosik/rekapitulace: everything reviewed (lines, gifts, methods, contacts, totals with
// the VAT recapitulation), notes, the customer's order number, agreements (terms and privacy
// required, newsletter optional) and the destiny the cart allows. Submit saves these, then the
// saving page places the order with this attempt's idempotency key.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Destiny } from '../../domain';
import { messages } from '../../messages';
import { cartMessages } from '../../texts/cart';
import { checkoutMessages } from '../../texts/checkout';
import { Alert, Button, ButtonLink, Checkbox, EmptyState, Input, PageTitle, Price, Radio, RadioGroup, Skeleton, Textarea } from '../../ui';
import { CartSubjectsTable } from './CartSubjectRow';
import { CartTotals, VatRecap } from './CartTotals';
import { ContactLines } from './ContactLines';
import { CheckoutActions } from './CheckoutActions';
import { CheckoutProgress } from './CheckoutProgress';
import { newIdempotencyKey, readSummaryState, type SavingState } from './idempotency';
import { useCheckoutDetail, type CartDetail, type CheckoutState } from './useCheckoutDetail';
import { useCheckoutDataUpdate } from './useCheckoutDataUpdate';

const m = checkoutMessages.summary;

interface SummaryForm {
  notes: string;
  customerOrderNumber: string;
  terms: boolean;
  privacy: boolean;
  newsletter: boolean;
  destiny: Destiny;
}

function initialForm(checkout: CheckoutState): SummaryForm {
  const { data } = checkout;
  const destiny = checkout.availableDestinies.includes(data.destiny) ? data.destiny : 'purchase';
  return {
    notes: data.notes,
    customerOrderNumber: data.customerOrderNumber,
    terms: data.agreements.terms,
    privacy: data.agreements.privacy,
    newsletter: data.agreements.newsletter,
    destiny,
  };
}

function Review({ checkout, cart }: { checkout: CheckoutState; cart: CartDetail }) {
  const { data, deliveryPreview } = checkout;
  return (
    <>
      <section className="summary-section">
        <h2>
          {m.items} <Link to="/kosik">{m.edit}</Link>
        </h2>
        <CartSubjectsTable subjects={cart.subjects} editable={false} />
        {cart.gifts.length > 0 ? (
          <ul className="summary-gifts" data-testid="summary-gifts">
            {cart.gifts.map((gift) => (
              <li key={gift.sku}>
                {gift.text} ({gift.quantity} {cartMessages.pieces}) <Price price={gift.price} showVatNote={false} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="summary-section" data-testid="summary-methods">
        <h2>
          {m.methods} <Link to="/kosik/dodani">{m.edit}</Link>
        </h2>
        <dl className="summary-methods">
          <dt>{cartMessages.shipping}</dt>
          <dd>
            <span className="summary-methods__name">{cart.shippingMethod?.name}</span>{' '}
            {cart.shippingMethod ? <Price price={cart.shippingMethod.price} showVatNote={false} size="sm" /> : null}
          </dd>
          <dt>{cartMessages.payment}</dt>
          <dd>
            <span className="summary-methods__name">{cart.paymentMethod?.name}</span>{' '}
            {cart.paymentMethod ? <Price price={cart.paymentMethod.price} showVatNote={false} size="sm" /> : null}
          </dd>
        </dl>
      </section>
      <section className="summary-section" data-testid="summary-contacts">
        <h2>
          {m.contacts} <Link to="/kosik/adresa">{m.edit}</Link>
        </h2>
        <div className="summary-contacts">
          {data.orderInfo.contact ? (
            <div>
              <h3>{m.orderContact}</h3>
              <ContactLines contact={data.orderInfo.contact} />
            </div>
          ) : null}
          {data.invoiceInfo.utilization === 'assigned' && data.invoiceInfo.contact ? (
            <div>
              <h3>{m.invoiceContact}</h3>
              <ContactLines contact={data.invoiceInfo.contact} />
            </div>
          ) : null}
          <div data-testid="summary-delivery" data-source={deliveryPreview.source}>
            <h3>{m.deliveryContact}</h3>
            {cart.shippingMethod?.personalPickup && cart.shippingMethod.pickupPlace ? (
              <p>
                {checkoutMessages.address.previewPickup}: {cart.shippingMethod.pickupPlace.name}, {cart.shippingMethod.pickupPlace.address}
              </p>
            ) : deliveryPreview.contact ? (
              <ContactLines contact={deliveryPreview.contact} />
            ) : (
              <p>{checkoutMessages.address.previewNone}</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

function SummaryTotals({ cart }: { cart: CartDetail }) {
  return (
    <section className="summary-section checkout-summary summary-totals">
      <CartTotals cart={cart} withMethods />
      <div className="table-scroll">
        <VatRecap recap={cart.totals.vatRecap} />
      </div>
    </section>
  );
}

function SummaryFormView({ checkout, cart, checkoutId }: { checkout: CheckoutState; cart: CartDetail; checkoutId: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const returned = readSummaryState(location.state);
  const { saveData } = useCheckoutDataUpdate(checkoutId);
  const [form, setForm] = useState<SummaryForm>(() => initialForm(checkout));
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // One key per attempt: made when the summary opens, reused by every click of this attempt.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const set = <K extends keyof SummaryForm>(key: K, value: SummaryForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (submitting || !form.terms || !form.privacy) return;
    setSubmitting(true);
    const payload = await saveData(m.failed, {
      notes: form.notes,
      customerOrderNumber: form.customerOrderNumber,
      agreements: { terms: form.terms, privacy: form.privacy, newsletter: form.newsletter },
      destiny: form.destiny,
    });
    if (!payload?.ok) {
      setSubmitting(false);
      return;
    }
    const state: SavingState = { idempotencyKey, expectedTotal: cart.totals.total.amountWithTax };
    await navigate('/kosik/ukladani-objednavky', { state });
  };

  const destinies = checkout.availableDestinies;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="summary-form" data-testid="summary-form">
      {returned ? (
        <Alert tone="danger" role="alert" title={m.failed}>
          <p data-testid="purchase-error">{returned.error}</p>
        </Alert>
      ) : null}
      <div className="summary-form__review">
        <Review checkout={checkout} cart={cart} />
      </div>
      <div className="summary-form__side">
        <SummaryTotals cart={cart} />
        <section className="summary-section summary-finish">
          <Textarea label={m.notes} rows={3} value={form.notes} onChange={(e) => set('notes', e.target.value)} maxLength={2000} />
          <Input label={m.customerOrderNumber} value={form.customerOrderNumber} onChange={(e) => set('customerOrderNumber', e.target.value)} maxLength={50} />
          {destinies.length > 1 ? (
            <RadioGroup legend={m.destiny}>
              {destinies.map((destiny) => (
                <Radio
                  key={destiny}
                  name="destiny"
                  value={destiny}
                  checked={form.destiny === destiny}
                  onChange={() => set('destiny', destiny)}
                  label={m.destinies[destiny]}
                  data-testid={`destiny-${destiny}`}
                />
              ))}
            </RadioGroup>
          ) : null}
          <fieldset className="summary-agreements">
            <legend>{m.agreements}</legend>
            <Checkbox
              label={m.terms}
              checked={form.terms}
              onChange={(e) => set('terms', e.target.checked)}
              error={touched && !form.terms ? m.termsRequired : null}
              data-testid="agreement-terms"
              required
            />
            <Checkbox
              label={m.privacy}
              checked={form.privacy}
              onChange={(e) => set('privacy', e.target.checked)}
              error={touched && !form.privacy ? m.privacyRequired : null}
              data-testid="agreement-privacy"
              required
            />
            <Checkbox label={m.newsletter} checked={form.newsletter} onChange={(e) => set('newsletter', e.target.checked)} data-testid="agreement-newsletter" />
          </fieldset>
        </section>
        <CheckoutActions back={<ButtonLink to="/kosik/adresa">{cartMessages.back}</ButtonLink>}>
          <Button type="submit" variant="primary" size="lg" block loading={submitting} data-testid="checkout-submit">
            {m.submit[form.destiny]}
          </Button>
        </CheckoutActions>
      </div>
    </form>
  );
}

export function SummaryPage() {
  const { checkoutId, checkout, cart, loading } = useCheckoutDetail();
  return (
    <section className="page checkout-page summary-page">
      <PageTitle name={messages.pages.cartSummary} />
      <CheckoutProgress current="summary" furthest={checkout?.furthestStep ?? 'summary'} />
      <h1>{m.title}</h1>
      {checkout && cart && cart.subjects.length > 0 ? (
        <SummaryFormView key={checkout.id} checkout={checkout} cart={cart} checkoutId={checkoutId} />
      ) : loading ? (
        <Skeleton lines={8} />
      ) : (
        <EmptyState title={cartMessages.empty} action={<ButtonLink to="/kosik">{checkoutMessages.steps.cart}</ButtonLink>} />
      )}
    </section>
  );
}
