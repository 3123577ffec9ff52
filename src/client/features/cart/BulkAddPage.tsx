// /kosik/hromadne-pridani: pasted "sku quantity" lines (or CSV) are checked by the server
// (per-line verdicts: unknown sku, not purchasable, quantity adjusted…), then the valid ones go
// into the cart as ONE checkout_cart_update_subjects batch (mode ADD).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CART_TOASTS, groupRefusals } from '../../domain';
import { cartMessages } from '../../texts/cart';
import { checkoutMessages } from '../../texts/checkout';
import { Alert, Button, ButtonLink, PageTitle, Textarea, useToast } from '../../ui';
import { operationErrorMessage } from '../../apollo/errors';
import { useBulkAdd, type BulkValidation } from './useBulkAdd';

const m = checkoutMessages.bulk;

export function BulkAddPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [validation, setValidation] = useState<BulkValidation | null>(null);
  const { validate, validating, addItems, adding } = useBulkAdd();

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setValidation(null);
    if (text.trim() === '') {
      setError(m.empty);
      return;
    }
    setError(null);
    try {
      const result = await validate(text);
      setValidation(result);
      if (result.items.length === 0) setError(m.nothingValid);
    } catch (cause) {
      console.error(cause);
      // A refused paste as a whole (e.g. too many lines) comes as a GraphQL error with a Czech message.
      setError(operationErrorMessage(cause) ?? m.failed);
    }
  };

  const add = async () => {
    if (!validation || validation.items.length === 0) return;
    try {
      const payload = await addItems(validation.items);
      if (payload.ok) toast.success(m.added);
      else {
        // One summary, then each reason once, naming the lines it refused.
        const names = new Map(validation.lines.map((l) => [l.sku, l.product?.name ?? l.sku]));
        toast.warning(m.partlyAdded, groupRefusals(payload.errors, (sku) => names.get(sku) ?? sku).join(' '));
      }
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
          <div className="table-scroll">
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
                    <td className="bulk-line__number">{line.line}</td>
                    <td className="bulk-line__name">{line.product ? line.product.name : line.sku}</td>
                    <td className="num" data-label={m.requested}>
                      {line.requestedQuantity ?? '–'}
                    </td>
                    <td className="num" data-label={m.quantity}>
                      {line.quantity ?? '–'}
                    </td>
                    <td className="bulk-line__result">{line.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!validation.ok && validation.items.length > 0 ? <Alert tone="warning">{m.partlyAdded}</Alert> : null}
          <div className="checkout-actions">
            <ButtonLink to="/kosik">{cartMessages.back}</ButtonLink>
            <Button variant="primary" onClick={() => void add()} loading={adding} disabled={validation.items.length === 0} data-testid="bulk-add">
              {m.add}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
