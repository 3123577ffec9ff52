// Complaints (reklamace): settled within 30 days of the claim, with the resolution kept.
import { useState } from 'react';
import { useAdminComplaintsQuery, useAdminResolveComplaintMutation } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Input } from '../../client/ui/Field';
import { formatDateTime, formatDay } from '../format';
import { RequireRole } from '../session';

function ComplaintsPage() {
  const { data, error } = useAdminComplaintsQuery({ variables: { state: 'open' } });
  const [resolve, resolving] = useAdminResolveComplaintMutation({ refetchQueries: ['AdminComplaints'] });
  const [resolutions, setResolutions] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const items = data?.complaints.items ?? [];

  const settle = async (id: string) => {
    const { data: result } = await resolve({ variables: { id, resolution: resolutions[id] ?? '' } });
    setProblem(result?.resolveComplaint.ok ? null : (result?.resolveComplaint.errors[0]?.message ?? 'Uložení se nepovedlo.'));
  };

  return (
    <>
      <h1>Reklamace</h1>
      <p className="admin-muted">Reklamaci je nutné vyřídit nejpozději do 30 dnů od jejího uplatnění.</p>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {problem ? <Alert tone="danger" role="alert">{problem}</Alert> : null}
      {data && items.length === 0 ? <p>Žádná reklamace nečeká na vyřízení.</p> : null}
      {items.map((c) => (
        <section key={c.id} className="admin-card" aria-labelledby={`complaint-${c.id}`}>
          <h2 id={`complaint-${c.id}`}>
            {c.number} – objednávka {c.orderNumber}
          </h2>
          <p>
            {c.name}, <a href={`mailto:${c.email}`}>{c.email}</a> {c.phone}
            <br />
            Uplatněno {formatDateTime(c.createdAt)}
            {c.productSku ? `, produkt ${c.productSku}` : ''}
          </p>
          <p className={c.daysLeft < 0 ? 'admin-overdue' : undefined}>
            Vyřídit do {formatDay(c.settleDeadline)} ({c.daysLeft < 0 ? `po lhůtě ${-c.daysLeft} dní` : `zbývá ${c.daysLeft} dní`})
          </p>
          <blockquote>{c.description}</blockquote>
          <Input label="Jak byla reklamace vyřízena" value={resolutions[c.id] ?? ''} onChange={(e) => setResolutions({ ...resolutions, [c.id]: e.target.value })} />
          <Button type="button" variant="primary" disabled={resolving.loading} onClick={() => void settle(c.id)}>
            Vyřízeno
          </Button>
        </section>
      ))}
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['orders']}>
      <ComplaintsPage />
    </RequireRole>
  );
}
