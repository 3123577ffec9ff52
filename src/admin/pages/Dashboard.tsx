// The landing page: today's orders and revenue (Prague day), orders waiting per state, open
// withdrawals and complaints, and products running out of stock. One cheap query.
import { Link } from 'react-router-dom';
import { useAdminDashboardQuery } from '../../generated/admin/operations';
import { Alert } from '../../client/ui/Alert';
import { formatCzk, formatDay } from '../format';
import { RequireRole } from '../session';

function Board() {
  const { data, error } = useAdminDashboardQuery();
  const board = data?.dashboard;
  if (error && !board) return <Alert tone="danger">{error.message}</Alert>;
  if (!board) return <p role="status">Načítám…</p>;
  return (
    <>
      <h1>Přehled</h1>
      <p className="admin-muted">Dnes {formatDay(board.today)}</p>
      <div className="admin-tiles">
        <section className="admin-tile" aria-label="Dnešní objednávky">
          <span className="admin-tile__value" data-testid="orders-today">{board.ordersToday}</span>
          <span>objednávek dnes</span>
        </section>
        <section className="admin-tile" aria-label="Dnešní tržba">
          <span className="admin-tile__value">{formatCzk(board.revenueToday)}</span>
          <span>tržba dnes</span>
        </section>
        {board.waiting.map((w) => (
          <section className="admin-tile" key={w.state} aria-label={`Čeká: ${w.stateText}`}>
            <span className="admin-tile__value">{w.count}</span>
            <Link to={`/objednavky?stav=${encodeURIComponent(w.state)}`}>{w.stateText}</Link>
          </section>
        ))}
        <section className="admin-tile">
          <span className="admin-tile__value">{board.openWithdrawals}</span>
          <Link to="/odstoupeni">odstoupení k vrácení peněz</Link>
        </section>
        <section className="admin-tile">
          <span className="admin-tile__value">{board.openComplaints}</span>
          <Link to="/reklamace">otevřených reklamací</Link>
        </section>
      </div>
      <h2>Dochází zásoby</h2>
      {board.lowStock.length === 0 ? (
        <p>Žádný produkt skladem nedochází.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Produkty s nízkou zásobou</caption>
            <thead>
              <tr>
                <th scope="col">Kód</th>
                <th scope="col">Název</th>
                <th scope="col">Skladem (ks)</th>
              </tr>
            </thead>
            <tbody>
              {board.lowStock.map((p) => (
                <tr key={p.sku}>
                  <td>{p.sku}</td>
                  <td>{p.name}</td>
                  <td>{p.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function Component() {
  return (
    <RequireRole roles={['orders', 'catalogue']}>
      <Board />
    </RequireRole>
  );
}
