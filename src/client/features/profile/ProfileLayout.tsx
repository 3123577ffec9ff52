// The profile area's frame: navigation (spec: My account, Orders, Invoices, Loyalty programme,
// Delivery addresses, Logout) beside the page. The guard loader already made sure of the login.
import { NavLink, Outlet } from 'react-router-dom';
import { profileMessages } from '../../texts/profile';
import { useAccount } from '../account';
import './profile.css';

const n = profileMessages.navItems;

const NAV = [
  { to: '/profil', label: n.dashboard, end: true },
  { to: '/profil/objednavky', label: n.orders, end: false },
  { to: '/profil/faktury', label: n.invoices, end: false },
  { to: '/profil/vernostni-program', label: n.loyalty, end: false },
  { to: '/profil/dodaci-adresy', label: n.addresses, end: false },
  { to: '/profil/hlidani-dostupnosti', label: n.stockWatches, end: false },
] as const;

export function ProfileLayout() {
  const account = useAccount();
  return (
    <div className="page profile-area">
      <nav className="profile-nav" aria-label={profileMessages.nav}>
        <ul>
          {NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className="profile-nav__link">
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="profile-nav__link link-button" onClick={account.openLogout} data-testid="profile-logout">
              {n.logout}
            </button>
          </li>
        </ul>
      </nav>
      <div className="profile-area__content">
        <Outlet />
      </div>
    </div>
  );
}
