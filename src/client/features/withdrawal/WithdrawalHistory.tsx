// The order detail's withdrawal block (issue 15): earlier withdrawals (date, items, state,
// refund, credit note) and the "Odstoupit od smlouvy" button while the order allows one.
import { Link } from 'react-router-dom';
import { formatCzk, formatDateTime, WITHDRAWAL_PATH } from '../../domain';
import { withdrawalMessages } from '../../texts/withdrawal';
import { ButtonLink } from '../../ui';
import type { WithdrawalOffer } from './useWithdrawal';
import './withdrawal.css';

const m = withdrawalMessages;

export function WithdrawalHistory({ offer }: { offer: WithdrawalOffer | null }) {
  if (!offer || (!offer.eligible && offer.withdrawals.length === 0)) return null;
  return (
    <section className="withdrawal-history" aria-labelledby="withdrawal-history" data-testid="withdrawal-history">
      <h2 id="withdrawal-history">{m.history}</h2>
      {offer.withdrawals.length > 0 ? (
        <table className="profile-table profile-table--cards">
          <thead>
            <tr>
              <th scope="col">{m.historyDate}</th>
              <th scope="col">{m.historyItems}</th>
              <th scope="col">{m.historyState}</th>
              <th scope="col" className="profile-table__number">
                {m.historyRefund}
              </th>
            </tr>
          </thead>
          <tbody>
            {offer.withdrawals.map((w) => (
              <tr key={w.id} data-testid="withdrawal-row">
                <td data-label={m.historyDate}>
                  <time dateTime={w.createdAt}>{formatDateTime(w.createdAt)}</time>
                </td>
                <td data-label={m.historyItems}>
                  {w.lines
                    .filter((l) => l.kind === 'item' || l.kind === 'subjectIndirect')
                    .map((l) => `${l.text} – ${l.quantityText}`)
                    .join(', ')}
                  {w.creditNoteNumber ? (
                    <>
                      <br />
                      {m.doneCreditNote}: <Link to={`/profil/faktury/${encodeURIComponent(w.creditNoteNumber)}`}>{w.creditNoteNumber}</Link>
                    </>
                  ) : null}
                </td>
                <td data-label={m.historyState}>{w.stateText}</td>
                <td data-label={m.historyRefund} className="profile-table__number">
                  {formatCzk(w.refundAmount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {offer.eligible ? (
        <ButtonLink to={`${WITHDRAWAL_PATH}?objednavka=${encodeURIComponent(offer.orderNumber)}`} data-testid="withdrawal-start">
          {m.button}
        </ButtonLink>
      ) : null}
    </section>
  );
}
