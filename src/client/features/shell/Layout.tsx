import { Outlet, ScrollRestoration } from 'react-router-dom';
import { messages } from '../../messages';
import { CompareBar, VisitorListsProvider } from '../compare';
import { ToastProvider } from '../../ui/Toast';
import { AccountProvider } from '../account';
import { ChatWidget } from './ChatWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { SiteHead } from './SiteHead';
import { StatusBars } from './StatusBars';
import { UnsupportedBrowserNotice } from './UnsupportedBrowserNotice';

export function Layout() {
  return (
    <ToastProvider>
      <AccountProvider>
        <VisitorListsProvider>
          <SiteHead />
          <a className="skip-link" href="#obsah">
            {messages.ui.skipToContent}
          </a>
          {/* A new page starts at the top (spec section 2); Back and Forward return to where the
              shopper was, also down a listing grown by "Načíst další" (its pages stay cached).
              Listing changes (filter, sort, load more) navigate with preventScrollReset. */}
          <ScrollRestoration />
          <UnsupportedBrowserNotice />
          <Header />
          <StatusBars />
          <main className="site-main" id="obsah" tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
          <CompareBar />
          <ChatWidget />
        </VisitorListsProvider>
      </AccountProvider>
    </ToastProvider>
  );
}
