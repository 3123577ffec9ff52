// The signed-in frame of every admin page: reads `me`, sends a visitor without a session to the
// sign-in page, makes an admin who must enrol two-factor sign-in do so first, and shows the
// navigation by role with the sign-out button. Pages render in <Outlet /> (lazy route modules).
import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAdminMeQuery, useAdminSignOutMutation } from '../generated/admin/operations';
import { STAFF_ROLE_TEXTS } from '../domain/staff';
import { Alert } from '../client/ui/Alert';
import { MeProvider } from './session';
import { navFor } from './nav';

export function Layout() {
  const { data, loading, error } = useAdminMeQuery({ fetchPolicy: 'network-only' });
  const [signOut] = useAdminSignOutMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const me = data?.me ?? null;

  useEffect(() => {
    if (!loading && !error && !me) void navigate(`/prihlaseni?zpet=${encodeURIComponent(location.pathname)}`, { replace: true });
    else if (me?.mustEnrolTotp && location.pathname !== '/zabezpeceni') void navigate('/zabezpeceni', { replace: true });
  }, [loading, error, me, navigate, location.pathname]);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (error && !me) return <Alert tone="danger" title="Administrace není dostupná">{error.message}</Alert>;
  if (!me) return <p className="admin-loading" role="status">Načítám…</p>;

  const onSignOut = async () => {
    await signOut();
    window.location.assign('/admin/prihlaseni');
  };

  return (
    <MeProvider value={me}>
      <div className="admin">
        <header className="admin-header">
          <a className="admin-skip" href="#admin-main">Přeskočit na obsah</a>
          <span className="admin-brand">Čisto · administrace</span>
          <button type="button" className="admin-menu-toggle" aria-expanded={menuOpen} aria-controls="admin-nav" onClick={() => setMenuOpen((open) => !open)}>
            Menu
          </button>
          <nav id="admin-nav" className={menuOpen ? 'admin-nav admin-nav--open' : 'admin-nav'} aria-label="Administrace">
            <ul>
              {(me.mustEnrolTotp ? navFor(me.staff.roles).filter((i) => i.to === '/zabezpeceni') : navFor(me.staff.roles)).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="admin-user">
            <span>
              {me.staff.name} <small>({me.staff.roles.map((r) => STAFF_ROLE_TEXTS[r]).join(', ')})</small>
            </span>
            <button type="button" className="button button--ghost button--sm" onClick={() => void onSignOut()}>
              Odhlásit se
            </button>
          </div>
        </header>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Suspense fallback={<p role="status">Načítám…</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </MeProvider>
  );
}
