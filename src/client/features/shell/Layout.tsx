import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { COPYRIGHT_FROM_YEAR } from '../../domain';
import { useAppContext } from '../../app-context';
import { Header } from './Header';

/** Spec section 2: navigation scrolls to the top when the path (not the query) changes. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout() {
  const { shopName } = useAppContext();
  return (
    <>
      <ScrollToTop />
      <Header />
      <main className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        {/* The Shell issue adds the full footer (sections, showroom, "2009 – current year"). */}
        <p>
          © {COPYRIGHT_FROM_YEAR} {shopName}
        </p>
      </footer>
    </>
  );
}
