// The two steps of a withdrawal (issue 15): choose the goods and quantities, then confirm. The
// rules (what is left, the 14 days, consumers only) are the server's; the form shows its offer
// and its Czech refusals, and after the confirmation the acknowledgement with date and time.
import { useState, type FormEvent } from 'react';
import { czechDate, formatCzk, formatDateTime, packQuantity, withdrawalMessage } from '../../domain';
import { withdrawalMessages } from '../../texts/withdrawal';
import { Alert, Button, QuantityStepper } from '../../ui';
import { useWithdraw, type WithdrawalOffer, type WithdrawalRecord } from './useWithdrawal';
import './withdrawal.css';

const m = withdrawalMessages;

type Step = 'choose' | 'confirm' | 'done';

export function WithdrawalForm({ offer: initial, email }: { offer: WithdrawalOffer; email: string | null }) {
  const [offer, setOffer] = useState(initial);
  const [step, setStep] = useState<Step>('choose');
  const [quantities, setQuantities] = useState<Readonly<Record<number, number>>>({});
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<WithdrawalRecord | null>(null);
  const { withdraw, withdrawing } = useWithdraw();
  const chosen = offer.lines.filter((l) => (quantities[l.position] ?? 0) > 0);

  if (step === 'done' && created) {
    return (
      <div className="withdrawal__done" data-testid="withdrawal-done">
        <Alert tone="success" title={m.doneTitle} role="status">
          <dl className="profile-facts">
            <dt>{m.order}</dt>
            <dd>{offer.orderNumber}</dd>
            <dt>{m.doneReceived}</dt>
            <dd>
              <time dateTime={created.createdAt}>{formatDateTime(created.createdAt)}</time>
            </dd>
            <dt>{m.doneRefund}</dt>
            <dd data-testid="withdrawal-refund">{formatCzk(created.refundAmount)}</dd>
            {created.creditNoteNumber ? (
              <>
                <dt>{m.doneCreditNote}</dt>
                <dd>{created.creditNoteNumber}</dd>
              </>
            ) : null}
          </dl>
          <ul>
            {created.lines
              .filter((l) => l.kind === 'item' || l.kind === 'subjectIndirect')
              .map((l, i) => (
                <li key={`${l.sku}-${i}`}>
                  {l.text} – {l.quantityText}
                </li>
              ))}
          </ul>
          <p>{m.doneMail}</p>
        </Alert>
      </div>
    );
  }

  const header = (
    <dl className="profile-facts">
      <dt>{m.order}</dt>
      <dd data-testid="withdrawal-order">{offer.orderNumber}</dd>
      <dt>{m.deadline}</dt>
      <dd>{czechDate(offer.deadline)}</dd>
    </dl>
  );

  if (!offer.eligible) {
    return (
      <>
        {header}
        <Alert tone="warning" role="alert">
          {offer.message}
        </Alert>
      </>
    );
  }

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(withdrawalMessage('NOTHING_CHOSEN'));
      return;
    }
    setError(null);
    setStep('confirm');
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await withdraw({ orderNumber: offer.orderNumber, email, lines: chosen.map((l) => ({ position: l.position, quantity: quantities[l.position] ?? 0 })) });
    if ('created' in outcome) {
      setOffer(outcome.offer);
      setCreated(outcome.created);
      setStep('done');
      return;
    }
    setError(outcome.error);
    if (outcome.offer) setOffer(outcome.offer);
    setQuantities({});
    setStep('choose');
  };

  if (step === 'confirm') {
    return (
      <form className="withdrawal__step" onSubmit={(e) => void confirm(e)} aria-labelledby="withdrawal-step">
        <h2 id="withdrawal-step">{m.stepConfirm}</h2>
        {header}
        <p>{m.confirmIntro}</p>
        <ul className="withdrawal__chosen" data-testid="withdrawal-chosen">
          {chosen.map((l) => (
            <li key={l.position}>
              {l.text} – {packQuantity(l.packType, quantities[l.position] ?? 0)}
            </li>
          ))}
        </ul>
        <p className="withdrawal__note">{m.confirmNote}</p>
        <div className="withdrawal__actions">
          <Button type="button" onClick={() => setStep('choose')} disabled={withdrawing}>
            {m.back}
          </Button>
          <Button type="submit" variant="primary" loading={withdrawing} data-testid="withdrawal-confirm">
            {m.confirm}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className="withdrawal__step" onSubmit={next} noValidate aria-labelledby="withdrawal-step">
      <h2 id="withdrawal-step">{m.stepChoose}</h2>
      {header}
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <ul className="withdrawal__lines">
        {offer.lines
          .filter((l) => l.left > 0)
          .map((l) => (
            <li key={l.position} className="withdrawal__line" data-testid="withdrawal-line" data-sku={l.sku}>
              <div className="withdrawal__line-text">
                <strong>{l.text}</strong>
                <span className="withdrawal__line-meta">
                  {m.ordered}: {packQuantity(l.packType, l.quantity)}
                  {l.withdrawn > 0 ? ` (${m.alreadyWithdrawn} ${packQuantity(l.packType, l.withdrawn)})` : ''}
                </span>
              </div>
              <QuantityStepper
                value={quantities[l.position] ?? 0}
                onChange={(value) => setQuantities((q) => ({ ...q, [l.position]: value }))}
                settings={{ min: 0, max: l.left, step: 1, default: 0 }}
                label={m.quantityLabel(l.text)}
                size="sm"
              />
            </li>
          ))}
      </ul>
      <Button type="submit" variant="primary" data-testid="withdrawal-continue">
        {m.continue}
      </Button>
    </form>
  );
}
