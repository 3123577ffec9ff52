// Withdrawals from the contract: the money goes back within 14 days of the withdrawal.
import { Link } from 'react-router-dom';
import { useAdminMarkWithdrawalRefundedMutation, useAdminWithdrawalsQuery } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { Button } from '../../client/ui/Button';
import { formatCzk, formatDateTime, formatDay } from '../format';
import { RequireRole } from '../session';

function WithdrawalsPage() {
  const { data, error } = useAdminWithdrawalsQuery({ variables: { state: 'received' } });
  const [markRefunded, marking] = useAdminMarkWithdrawalRefundedMutation({ refetchQueries: ['AdminWithdrawals'] });
  const items = data?.withdrawals.items ?? [];
  return (
    <>
      <h1>Odstoupení od smlouvy</h1>
      <p className="admin-muted">Peníze je nutné vrátit nejpozději do 14 dnů od odstoupení.</p>
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {data && items.length === 0 ? <p>Žádné odstoupení nečeká na vrácení peněz.</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Objednávka</th>
              <th scope="col">Přijato</th>
              <th scope="col">Vrátit</th>
              <th scope="col">Lhůta</th>
              <th scope="col">Akce</th>
            </tr>
          </thead>
          <tbody>
            {items.map((w) => (
              <tr key={w.id}>
                <td>
                  {w.orderNumber}
                  <br />
                  <small>{w.email}</small>
                </td>
                <td>{formatDateTime(w.createdAt)}</td>
                <td>{formatCzk(w.refundAmount)}</td>
                <td className={w.daysLeft < 0 ? 'admin-overdue' : undefined}>
                  {formatDay(w.refundDeadline)} ({w.daysLeft < 0 ? `po lhůtě ${-w.daysLeft} dní` : `zbývá ${w.daysLeft} dní`})
                </td>
                <td>
                  {w.refundableOnline ? (
                    <p>
                      <Link to={`/objednavky/${encodeURIComponent(w.orderId)}?vratit=${w.refundAmount}`}>Vrátit platbu kartou (objednávka {w.orderNumber})</Link>
                    </p>
                  ) : null}
                  <Button type="button" size="sm" disabled={marking.loading} onClick={() => void markRefunded({ variables: { id: w.id } })}>
                    Peníze vráceny
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['orders']}>
      <WithdrawalsPage />
    </RequireRole>
  );
}
