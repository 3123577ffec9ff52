// "Pošta" (issue 17, docs/mail.md): the shop's mail outbox — failed mail first, or one state
// (?stav), 25 per page (?strana); "Odeslat znovu" queues a failed e-mail again (admin only).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAdminMailOutboxQuery, useAdminResendMailMutation } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { Select } from '../../client/ui/Field';
import { formatDateTime } from '../format';
import { Pager } from '../Pager';
import { RequireRole } from '../session';
import { TableScroll } from '../TableScroll';

const PAGE_SIZE = 25;

const STATE_OPTIONS = [
  { value: '', label: 'Neodeslané a čekající' },
  { value: 'failed', label: 'Neodesláno' },
  { value: 'queued', label: 'Čeká na odeslání' },
  { value: 'sending', label: 'Odesílá se' },
  { value: 'sent', label: 'Odesláno' },
];

function MailPage() {
  const [params, setParams] = useSearchParams();
  const state = params.get('stav') ?? '';
  const page = Math.max(1, Number(params.get('strana')) || 1);
  const { data, error, loading } = useAdminMailOutboxQuery({ variables: { state: state || null, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [resend, resending] = useAdminResendMailMutation({ refetchQueries: ['AdminMailOutbox'] });
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const result = data?.mailOutbox;

  const go = (next: { stav?: string; strana?: number }) => {
    const search = new URLSearchParams();
    const nextState = next.stav ?? state;
    if (nextState) search.set('stav', nextState);
    const nextPage = next.strana ?? 1;
    if (nextPage > 1) search.set('strana', String(nextPage));
    setParams(search);
  };

  const resendOne = async (id: string, to: string) => {
    const { data: answer } = await resend({ variables: { id } });
    const outcome = answer?.resendMail;
    setNotice(outcome?.ok ? { tone: 'success', text: `E-mail pro ${to} byl znovu zařazen k odeslání.` } : { tone: 'danger', text: outcome?.errors[0]?.message ?? 'E-mail se nepodařilo znovu odeslat.' });
  };

  return (
    <>
      <h1>Pošta</h1>
      <p className="admin-muted">E-maily obchodu: neodeslané nahoře. Neodeslaný e-mail lze po opravě příčiny odeslat znovu.</p>
      <div className="admin-filters">
        <Select label="Stav" name="stav" options={STATE_OPTIONS} value={state} onChange={(e) => go({ stav: e.target.value })} />
      </div>
      {notice ? (
        <Alert tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {!result && loading ? <p role="status">Načítám…</p> : null}
      {result && result.items.length === 0 ? <p>Žádné e-maily v tomto stavu.</p> : null}
      <TableScroll label="E-maily">
        <table className="admin-table" data-testid="admin-mail">
          <caption className="visually-hidden">E-maily</caption>
          <thead>
            <tr>
              <th scope="col">Příjemce</th>
              <th scope="col">Předmět</th>
              <th scope="col">Stav</th>
              <th scope="col">Pokusy</th>
              <th scope="col">Poslední chyba</th>
              <th scope="col">Vytvořeno</th>
              <th scope="col">Akce</th>
            </tr>
          </thead>
          <tbody>
            {(result?.items ?? []).map((m) => (
              <tr key={m.id} data-mail-to={m.to}>
                <td>{m.to}</td>
                <td>
                  {m.subject}
                  <br />
                  <small>{m.template}</small>
                </td>
                <td>
                  {m.stateText}
                  {m.sentAt ? (
                    <>
                      <br />
                      <small>{formatDateTime(m.sentAt)}</small>
                    </>
                  ) : m.state === 'queued' ? (
                    <>
                      <br />
                      <small>další pokus {formatDateTime(m.nextAttemptAt)}</small>
                    </>
                  ) : null}
                </td>
                <td>{m.attempts}</td>
                <td className="admin-break">{m.lastError ?? '—'}</td>
                <td>{formatDateTime(m.createdAt)}</td>
                <td>
                  {m.state === 'failed' ? (
                    <Button type="button" size="sm" disabled={resending.loading} aria-label={`Odeslat znovu e-mail pro ${m.to}`} onClick={() => void resendOne(m.id, m.to)}>
                      Odeslat znovu
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {result ? <Pager page={page} hasNext={result.hasMore} onGo={(n) => go({ strana: n })} /> : null}
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['admin']}>
      <MailPage />
    </RequireRole>
  );
}
