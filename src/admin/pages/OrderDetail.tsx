// One order: items, contacts, payments, invoice and credit notes, the state with the transitions
// the domain allows now (sent asks for carrier and tracking number, cancelling for a reason),
// staff notes and the history from the audit log.
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAdminAddOrderNoteMutation, useAdminOrderQuery, useAdminTransitionOrderMutation, type AdminContactFieldsFragment } from '../../generated/admin/operations';
import { isOrderState, type OrderState } from '../../domain/order-state';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Input, Select, Textarea } from '../../client/ui/Field';
import { formatCzk, formatDateTime } from '../format';
import { TRANSITION_LABELS, paymentStatusText } from '../orderTexts';
import { RefundPayment } from '../RefundPayment';
import { RequireRole } from '../session';
import { TableScroll } from '../TableScroll';

function Contact({ title, contact }: { title: string; contact: AdminContactFieldsFragment }) {
  return (
    <section className="admin-card">
      <h3>{title}</h3>
      <p>
        <strong>{contact.name}</strong>
        {contact.lines.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
        {contact.email ? (
          <>
            <br />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </>
        ) : null}
        {contact.phone ? (
          <>
            <br />
            <a href={`tel:${contact.phone}`}>{contact.phone}</a>
          </>
        ) : null}
      </p>
    </section>
  );
}

function OrderDetailPage() {
  const { id = '' } = useParams();
  // The withdrawals queue links here with the withdrawal's amount (haléře) to refund.
  const [search] = useSearchParams();
  const suggestedRefund = Number.isSafeInteger(Number(search.get('vratit'))) && Number(search.get('vratit')) > 0 ? Number(search.get('vratit')) : null;
  const { data, error } = useAdminOrderQuery({ variables: { id } });
  const [transition, transitioning] = useAdminTransitionOrderMutation();
  const [addNote, adding] = useAdminAddOrderNoteMutation();
  const [target, setTarget] = useState<OrderState | null>(null);
  const [form, setForm] = useState({ carrier: 'PPL', trackingNumber: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const order = data?.order;

  if (error && !order) return <Alert tone="danger">{error.message}</Alert>;
  if (!data) return <p role="status">Načítám…</p>;
  if (!order) return <Alert tone="warning">Objednávka nebyla nalezena.</Alert>;

  const submitTransition = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    const { data: result } = await transition({
      variables: { input: { orderId: order.id, to: target, ...(target === 'sent' ? { carrier: form.carrier, trackingNumber: form.trackingNumber } : {}), ...(target === 'cancelled' ? { reason: form.reason } : {}) } },
    });
    const outcome = result?.transitionOrder;
    if (outcome?.ok) {
      setErrors({});
      setTarget(null);
      setNotice(outcome.warnings.includes('mail-failed') ? 'Stav byl změněn, ale e-mail zákazníkovi se nepodařilo odeslat.' : 'Stav byl změněn a zákazník dostal e-mail.');
    } else {
      setErrors(Object.fromEntries((outcome?.errors ?? []).map((e) => [e.field ?? 'form', e.message])));
    }
  };

  const submitNote = async (event: FormEvent) => {
    event.preventDefault();
    const { data: result } = await addNote({ variables: { orderId: order.id, text: note } });
    if (result?.addOrderNote.ok) {
      setNote('');
      setErrors({});
    } else setErrors({ note: result?.addOrderNote.errors[0]?.message ?? 'Poznámku se nepodařilo uložit.' });
  };

  const pick = (state: string) => {
    if (!isOrderState(state)) return;
    setErrors({});
    setNotice(null);
    setTarget(state);
  };

  return (
    <>
      <p>
        <Link to="/objednavky">← Zpět na objednávky</Link>
      </p>
      <h1>Objednávka {order.number}</h1>
      <dl className="admin-facts">
        <dt>Stav</dt>
        <dd data-testid="admin-order-state">{order.stateText}</dd>
        <dt>Vytvořeno</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>Platba</dt>
        <dd>
          {order.paymentName} – {paymentStatusText(order.paymentStatus)}
        </dd>
        <dt>Doprava</dt>
        <dd>{order.shippingName}</dd>
        {order.carrier ? (
          <>
            <dt>Zásilka</dt>
            <dd>
              {order.carrier} {order.trackingNumber}{' '}
              {order.trackingUrl ? (
                <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                  sledovat
                </a>
              ) : null}
            </dd>
          </>
        ) : null}
        {order.cancelReason ? (
          <>
            <dt>Důvod zrušení</dt>
            <dd>{order.cancelReason}</dd>
          </>
        ) : null}
        <dt>Celkem</dt>
        <dd>{formatCzk(order.totalToPay)}</dd>
        <dt>Faktura</dt>
        <dd>{order.invoiceNumber ?? '—'}</dd>
        {order.creditNoteNumbers.length > 0 ? (
          <>
            <dt>Opravné doklady</dt>
            <dd>{order.creditNoteNumbers.join(', ')}</dd>
          </>
        ) : null}
        <dt>Zákazník</dt>
        <dd>{order.registeredCustomer ? 'registrovaný' : 'bez registrace'}</dd>
      </dl>

      {notice ? <Alert role="status" tone="success">{notice}</Alert> : null}
      {order.nextStates.length > 0 ? (
        <section className="admin-card" aria-labelledby="transition-heading">
          <h2 id="transition-heading">Změnit stav</h2>
          <div className="admin-actions">
            {order.nextStates.map((state) => (
              <Button key={state} type="button" variant={state === 'cancelled' ? 'danger' : target === state ? 'primary' : 'secondary'} aria-pressed={target === state} onClick={() => pick(state)}>
                {isOrderState(state) ? TRANSITION_LABELS[state] : state}
              </Button>
            ))}
          </div>
          {target ? (
            <form onSubmit={(e) => void submitTransition(e)} noValidate>
              {target === 'sent' ? (
                <>
                  <Select
                    label="Dopravce"
                    name="carrier"
                    options={(data.carriers ?? []).map((c) => ({ value: c.name, label: c.name }))}
                    value={form.carrier}
                    onChange={(e) => setForm({ ...form, carrier: e.target.value })}
                    error={errors.carrier}
                  />
                  <Input label="Číslo zásilky" name="trackingNumber" required value={form.trackingNumber} onChange={(e) => setForm({ ...form, trackingNumber: e.target.value })} error={errors.trackingNumber} />
                </>
              ) : null}
              {target === 'cancelled' ? (
                <Textarea label="Důvod zrušení (uvidí ho zákazník v e-mailu)" name="reason" required value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value })} error={errors.reason} />
              ) : null}
              {errors.to || errors.form || errors.orderId ? (
                <Alert tone="danger" role="alert">
                  {errors.to ?? errors.form ?? errors.orderId}
                </Alert>
              ) : null}
              <Button type="submit" variant="primary" disabled={transitioning.loading}>
                Potvrdit: {TRANSITION_LABELS[target]}
              </Button>
            </form>
          ) : null}
        </section>
      ) : null}

      <h2>Položky</h2>
      <TableScroll label="Položky objednávky">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Kód</th>
              <th scope="col">Položka</th>
              <th scope="col">Množství</th>
              <th scope="col">Cena/ks</th>
              <th scope="col">Celkem</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, i) => (
              <tr key={`${item.sku}-${i}`}>
                <td>{item.sku}</td>
                <td>{item.text}</td>
                <td>{item.quantity}</td>
                <td>{formatCzk(item.unitPriceWithTax)}</td>
                <td>{formatCzk(item.totalWithTax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <h2>Kontakty</h2>
      <div className="admin-tiles">
        <Contact title="Objednatel" contact={order.orderContact} />
        <Contact title="Fakturace" contact={order.invoiceContact} />
        {order.deliveryContact ? <Contact title="Doručení" contact={order.deliveryContact} /> : null}
      </div>
      {order.customerNotes ? (
        <p>
          <strong>Poznámka zákazníka:</strong> {order.customerNotes}
        </p>
      ) : null}

      <h2>Platby</h2>
      {order.payments.length === 0 ? (
        <p>Bez online platby.</p>
      ) : (
        <ul>
          {order.payments.map((p) => (
            <li key={p.id}>
              {formatDateTime(p.createdAt)}: {p.provider}, {formatCzk(p.amount)} – {paymentStatusText(p.status)}
              <RefundPayment orderId={order.id} payment={p} suggested={suggestedRefund} />
            </li>
          ))}
        </ul>
      )}

      <h2>Interní poznámky</h2>
      <form onSubmit={(e) => void submitNote(e)} className="admin-card" noValidate>
        <Textarea label="Nová poznámka" name="note" value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
        <Button type="submit" disabled={adding.loading}>
          Přidat poznámku
        </Button>
      </form>
      <ul>
        {order.notes.map((n) => (
          <li key={n.id}>
            <strong>{n.staffName}</strong> ({formatDateTime(n.createdAt)}): {n.text}
          </li>
        ))}
      </ul>

      <h2>Historie</h2>
      <ul data-testid="admin-order-history">
        {order.history.map((h) => (
          <li key={h.id}>
            {formatDateTime(h.at)} – {h.staffEmail}: {h.action}
          </li>
        ))}
      </ul>
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['orders']}>
      <OrderDetailPage />
    </RequireRole>
  );
}
