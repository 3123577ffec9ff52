// "Vrátit platbu" of one paid online payment on the order detail (issue 17): the amount is
// prefilled with what can be refunded (or with a withdrawal's amount, ?vratit=haléře from the
// withdrawals queue), a part is allowed; the gateway's Czech refusals are shown as they come.
import { useId, useState, type FormEvent } from 'react';
import { useAdminRefundPaymentMutation } from '../generated/admin/operations';
import { parseKcInput } from '../domain/money';
import { Alert } from '../client/ui/Alert';
import { Button } from '../client/ui/Button';
import { Input } from '../client/ui/Field';
import { formatCzk } from './format';

/** Haléře as staff type koruny: "1234,50". */
const kcText = (haler: number) => (haler / 100).toFixed(2).replace('.', ',');

export function RefundPayment({ orderId, payment, suggested }: { orderId: string; payment: { id: string; refundable: number }; suggested: number | null }) {
  const headingId = useId();
  const initial = suggested !== null && suggested > 0 && suggested <= payment.refundable ? suggested : payment.refundable;
  const [amount, setAmount] = useState(kcText(initial));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refund, refunding] = useAdminRefundPaymentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const haler = parseKcInput(amount);
    if (haler === undefined || haler <= 0 || haler > payment.refundable) {
      setError(`Zadejte částku od 0,01 Kč do ${formatCzk(payment.refundable)}.`);
      return;
    }
    setError(null);
    const { data } = await refund({ variables: { input: { orderId, paymentId: payment.id, amount: haler } } });
    const outcome = data?.refundPayment;
    if (outcome?.ok) {
      setNotice(
        outcome.warnings.includes('test-payment')
          ? `Vrácení ${formatCzk(haler)} je zaznamenáno. Platba byla testovací, žádné peníze se nepřevádějí.`
          : `Platební brána vrátila zákazníkovi ${formatCzk(haler)}.`,
      );
    } else {
      setError(outcome?.errors[0]?.message ?? 'Platbu se nepodařilo vrátit.');
    }
  };

  // Rendered for every payment, so the notice stays once the refunded payment has nothing left.
  if (notice) return <Alert role="status" tone="success">{notice}</Alert>;
  if (payment.refundable <= 0) return null;
  return (
    <form className="admin-card" aria-labelledby={headingId} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={headingId}>Vrátit platbu</h3>
      <Input
        label="Vracená částka (Kč)"
        name="refundAmount"
        inputMode="decimal"
        hint={`Nejvýše ${formatCzk(payment.refundable)}. Lze vrátit i část; platbu lze vrátit jen jednou.`}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
      />
      <Button type="submit" variant="danger" disabled={refunding.loading}>
        Vrátit platbu
      </Button>
    </form>
  );
}
