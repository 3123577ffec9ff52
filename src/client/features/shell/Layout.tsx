import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { messages } from '../../messages';
import { CompareBar } from '../compare/CompareBar';
import { ToastProvider } from '../../ui/Toast';
import { AccountProvider } from '../account/AccountProvider';
import { ChatWidget } from './ChatWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { StatusBars } from './StatusBars';
import { UnsupportedBrowserNotice } from './UnsupportedBrowserNotice';

/** Spec section 2: navigation scrolls to the top when the path (not the query) changes. */
export function ScrollToTop() {
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
  return (
    <ToastProvider>
      <AccountProvider>
        <a className="skip-link" href="#obsah">
          {messages.ui.skipToContent}
        </a>
        <ScrollToTop />
        <UnsupportedBrowserNotice />
        <Header />
        <StatusBars />
        <main className="site-main" id="obsah" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
        <CompareBar />
        <ChatWidget />
      </AccountProvider>
    </ToastProvider>
  );
}
