// /odstoupeni-od-smlouvy (issue 15, lazy chunk, noindex): withdrawal from the contract. With
// ?objednavka=<number> an order the visitor may read (a customer's own, or one placed in this
// browser) opens at once; anyone else finds the order by its number and e-mail first. Then the
// two steps of WithdrawalForm.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../messages';
import { complaintMessages } from '../../texts/complaint';
import { withdrawalMessages } from '../../texts/withdrawal';
import { Alert, Breadcrumbs, Button, Input, PageTitle, Skeleton } from '../../ui';
import { WithdrawalForm } from './WithdrawalForm';
import { WITHDRAWAL_ORDER_PARAM } from './loaders';
import { useWithdrawalLookup, useWithdrawalOrder, type WithdrawalOffer } from './useWithdrawal';

const m = withdrawalMessages;

function LookupForm({ initialNumber, onFound }: { initialNumber: string; onFound(offer: WithdrawalOffer, email: string): void }) {
  const [orderNumber, setOrderNumber] = useState(initialNumber);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { lookup, looking } = useWithdrawalLookup();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!orderNumber.trim() || !email.trim()) {
      setError(m.required);
      return;
    }
    const outcome = await lookup(orderNumber.trim(), email.trim());
    if ('offer' in outcome) onFound(outcome.offer, email.trim());
    else setError(outcome.error);
  };

  return (
    <form className="form-grid withdrawal__lookup" noValidate onSubmit={(e) => void submit(e)}>
      <p className="lead form-grid__full">{m.intro}</p>
      {error ? (
        <Alert className="form-grid__full" tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <Input label={m.orderNumber} name="orderNumber" required autoComplete="off" inputMode="numeric" value={orderNumber} onChange={(e) => setOrderNumber(e.target.value)} />
      <Input label={m.email} name="email" required type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <div className="form-grid__full">
        <Button type="submit" variant="primary" loading={looking} data-testid="withdrawal-find">
          {m.find}
        </Button>
      </div>
    </form>
  );
}

export function WithdrawalPage() {
  const [params] = useSearchParams();
  const orderNumber = params.get(WITHDRAWAL_ORDER_PARAM)?.trim() || null;
  const own = useWithdrawalOrder(orderNumber);
  const [found, setFound] = useState<{ offer: WithdrawalOffer; email: string } | null>(null);

  let body;
  if (found) body = <WithdrawalForm offer={found.offer} email={found.email} />;
  else if (own.offer) body = <WithdrawalForm offer={own.offer} email={null} />;
  else if (orderNumber && own.loading) body = <Skeleton lines={4} />;
  else body = <LookupForm initialNumber={orderNumber ?? ''} onFound={(offer, email) => setFound({ offer, email })} />;

  return (
    <section className="page withdrawal-page" data-testid="withdrawal-page">
      <PageTitle name={m.title} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs items={[{ label: messages.content.home, to: '/' }, { label: m.title }]} />
      <h1>{m.title}</h1>
      {body}
      <p className="withdrawal__help">
        <Link to="/reklamace">{complaintMessages.title}</Link>
      </p>
    </section>
  );
}
