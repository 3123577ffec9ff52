// "Můj účet" dropdown for a logged-in customer; a "Registrace/Přihlášení" link otherwise.
// TODO(issue 7 — Accounts): pass the logged-in customer from the session (uictx `customer`),
// open the login dialog from this button, and wire "Odhlásit se" to the logout flow
// (logoutRedirect in src/domain). Until then every visitor is anonymous.
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { buttonClass } from '../../ui/Button';
import { DropdownMenu } from '../../ui/DropdownMenu';
import { Icon } from '../../ui/Icon';

export interface AccountCustomer {
  name: string;
}

export function AccountMenu({ customer, onLogout }: { customer?: AccountCustomer | null; onLogout?: () => void }) {
  const m = messages.shell.accountItems;
  if (!customer) {
    return (
      <Link to="/registrace" className={buttonClass('ghost', 'md', 'account-button')}>
        <Icon name="user" />
        <span className="account-button__label">{messages.shell.loginRegister}</span>
      </Link>
    );
  }
  return (
    <DropdownMenu
      label={messages.shell.account}
      trigger={
        <button type="button" className={buttonClass('ghost', 'md', 'account-button')}>
          <Icon name="user" />
          <span className="account-button__label">{messages.shell.account}</span>
          <Icon name="chevronDown" size={16} />
        </button>
      }
      items={[
        { label: m.account, to: '/profil' },
        { label: m.loyalty, to: '/profil/vernostni-program' },
        { label: m.orders, to: '/profil/objednavky' },
        { label: m.invoices, to: '/profil/faktury' },
        { label: m.logout, onSelect: () => onLogout?.() },
      ]}
    />
  );
}
