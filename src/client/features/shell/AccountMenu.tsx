// "Můj účet" dropdown for a logged-in customer (account, loyalty programme, orders with their
// count, invoices, logout); a "Registrace/Přihlášení" button otherwise, which opens the login
// dialog (a plain link to /registrace before the page is interactive). The customer comes from
// the session (server-rendered, so no flash), the orders count from the customer query.
import { Link } from 'react-router-dom';
import { useSessionSnapshot } from '../../app-context';
import { messages } from '../../messages';
import { buttonClass } from '../../ui/Button';
import { DropdownMenu } from '../../ui/DropdownMenu';
import { Icon } from '../../ui/Icon';
import { useOptionalAccount } from '../account';
import { useOrdersCount } from './useOrdersCount';

export interface AccountCustomer {
  name: string;
}

/** `customer`/`onLogout` override the session (the style guide shows both states). */
export function AccountMenu({ customer: shown, onLogout }: { customer?: AccountCustomer | null; onLogout?: () => void }) {
  const m = messages.shell.accountItems;
  const snapshot = useSessionSnapshot();
  const customer = shown === undefined ? (snapshot.customer ?? null) : shown;
  const account = useOptionalAccount();
  // Only the session's own customer has orders to count (the style guide passes a sample one).
  const { ordersCount } = useOrdersCount();
  if (!customer) {
    return (
      <Link
        to="/registrace"
        className={buttonClass('ghost', 'md', 'account-button')}
        data-testid="account-login"
        onClick={(event) => {
          if (!account) return;
          event.preventDefault();
          account.openLogin();
        }}
      >
        <Icon name="user" />
        <span className="account-button__label">{messages.shell.loginRegister}</span>
      </Link>
    );
  }
  return (
    <DropdownMenu
      label={messages.shell.account}
      trigger={
        <button type="button" className={buttonClass('ghost', 'md', 'account-button')} data-testid="account-menu" title={customer.name}>
          <Icon name="user" />
          <span className="account-button__label">{messages.shell.account}</span>
          <span className="account-button__chevron">
            <Icon name="chevronDown" size={16} />
          </span>
        </button>
      }
      items={[
        { label: m.account, to: '/profil' },
        { label: m.loyalty, to: '/profil/vernostni-program' },
        { label: ordersCount === null ? m.orders : `${m.orders} (${ordersCount})`, to: '/profil/objednavky' },
        { label: m.invoices, to: '/profil/faktury' },
        { label: m.logout, onSelect: () => (onLogout ? onLogout() : account?.openLogout()) },
      ]}
    />
  );
}
