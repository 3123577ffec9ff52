// /kosik/hromadne-pridani: pasted "sku quantity" lines (or CSV) are checked by the server
// (per-line verdicts: unknown sku, not purchasable, quantity adjusted…), then the valid ones go
// into the cart as ONE checkout_cart_update_subjects batch (mode ADD).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CART_TOASTS, LOCALE } from '../../domain';
import {
  useCheckoutCartUpdateSubjectsMutation,
  useCheckoutValidateProductBatchLazyQuery,
  type CartSubjectUpdate,
  type CheckoutValidateProductBatchQuery,
} from '../../../generated/graphql';
import { useApolloClient } from '@apollo/client';
import { markFresh } from '../../apollo/cache-policies';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { Alert, Button, ButtonLink, PageTitle, Textarea, useToast } from '../../ui';
import { operationErrorMessage } from '../../apollo/errors';

const m = messages.checkout.bulk;

type Validation = CheckoutValidateProductBatchQuery['checkout_validate_product_batch'];

export function BulkAddPage() {
  const { session } = useAppContext();
  const client = useApolloClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [validation, setValidation] = useState<Validation | null>(null);
  const [validate, { loading: validating }] = useCheckoutValidateProductBatchLazyQuery({ fetchPolicy: 'network-only' });
  const [update, { loading: adding }] = useCheckoutCartUpdateSubjectsMutation();

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setValidation(null);
    if (text.trim() === '') {
      setError(m.empty);
      return;
    }
    setError(null);
    try {
      const { data, error: failure } = await validate({ variables: { text } });
      if (!data) throw failure ?? new Error('validate-product-batch answered without data');
      setValidation(data.checkout_validate_product_batch);
      if (data.checkout_validate_product_batch.items.length === 0) setError(m.nothingValid);
    } catch (cause) {
      console.error(cause);
      // A refused paste as a whole (e.g. too many lines) comes as a GraphQL error with a Czech message.
      setError(operationErrorMessage(cause) ?? m.failed);
    }
  };

  const add = async () => {
    if (!validation || validation.items.length === 0) return;
    try {
      const checkoutId = await session.ensureCheckoutId();
      const batch: CartSubjectUpdate[] = validation.items.map((item) => ({ sku: item.sku, quantity: item.quantity, mode: 'ADD' }));
      const { data } = await update({ variables: { checkoutId, locale: LOCALE, batch } });
      const payload = data?.checkout_cart_update_subjects;
      if (!payload) throw new Error('update-subjects answered without a payload');
      markFresh(client, 'cart', { checkoutId, locale: LOCALE });
      if (payload.ok) toast.success(m.added);
      else toast.warning(m.partlyAdded, payload.errors.map((e) => e.message).join(' '));
      await navigate('/kosik');
    } catch (cause) {
      console.error(cause);
      toast.error(CART_TOASTS.updateFailed);
    }
  };

  return (
    <section className="page bulk-add-page">
      <PageTitle name={m.title} />
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      <form onSubmit={(e) => void check(e)} noValidate>
        <Textarea
          label={m.input}
          rows={8}
          value={text}
          placeholder={m.placeholder}
          onChange={(e) => {
            setText(e.target.value);
            setValidation(null);
          }}
          error={error}
          data-testid="bulk-input"
        />
        <Button type="submit" loading={validating} data-testid="bulk-validate">
          {m.validate}
        </Button>
      </form>
      {validation ? (
        <>
          <table className="bulk-table" data-testid="bulk-lines">
            <thead>
              <tr>
                <th scope="col">{m.line}</th>
                <th scope="col">{m.sku}</th>
                <th scope="col">{m.requested}</th>
                <th scope="col">{m.quantity}</th>
                <th scope="col">{m.result}</th>
              </tr>
            </thead>
            <tbody>
              {validation.lines.map((line) => (
                <tr key={line.line} data-testid="bulk-line" data-status={line.status} className={`bulk-line bulk-line--${line.status}`}>
                  <td>{line.line}</td>
                  <td>{line.product ? line.product.name : line.sku}</td>
                  <td className="num">{line.requestedQuantity ?? '–'}</td>
                  <td className="num">{line.quantity ?? '–'}</td>
                  <td>{line.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {!validation.ok && validation.items.length > 0 ? <Alert tone="warning">{m.partlyAdded}</Alert> : null}
          <div className="checkout-actions">
            <ButtonLink to="/kosik">{messages.cart.back}</ButtonLink>
            <Button variant="primary" onClick={() => void add()} loading={adding} disabled={validation.items.length === 0} data-testid="bulk-add">
              {m.add}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
