// Which account dialog is open (login, forgotten password, logout confirmation, the after-login
// cart decision), for the header, the profile guard and any page. The dialogs and their forms
// (zod schemas) are a lazy chunk, loaded when one opens; nothing opens in the server render.
// A URL with ?prihlaseni=/path (the profile guard's redirect) opens the login dialog and returns
// to that path after login.
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_RETURN_PARAM, safeReturnPath } from '../../domain';
import { useToast } from '../../ui/Toast';
import { consumeLogoutNotice } from './logout-notice';
import './account.css';

const AccountDialogs = lazy(() => import('./AccountDialogs').then((m) => ({ default: m.AccountDialogs })));

export type AccountDialog = 'login' | 'forgotten' | 'logout';

export interface AccountApi {
  /** Opens the login dialog; after login the shopper goes to `returnTo` (a path of this shop). */
  openLogin(returnTo?: string | null): void;
  openForgotten(): void;
  openLogout(): void;
}

const AccountContext = createContext<AccountApi | null>(null);

export function useAccount(): AccountApi {
  const api = useContext(AccountContext);
  if (!api) throw new Error('useAccount outside <AccountProvider>');
  return api;
}

/** For shell parts that also render without the provider (isolated component tests). */
export function useOptionalAccount(): AccountApi | null {
  return useContext(AccountContext);
}

export function AccountProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();

  const api = useMemo<AccountApi>(
    () => ({
      openLogin(target) {
        setReturnTo(safeReturnPath(target ?? null));
        setDialog('login');
      },
      openForgotten: () => setDialog('forgotten'),
      openLogout: () => setDialog('logout'),
    }),
    [],
  );

  // The guard's redirect: open the login dialog and drop the parameter from the address.
  const requested = new URLSearchParams(location.search).get(LOGIN_RETURN_PARAM);
  useEffect(() => {
    if (requested === null) return;
    api.openLogin(requested);
    const params = new URLSearchParams(location.search);
    params.delete(LOGIN_RETURN_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [requested, api, navigate, location.pathname, location.search]);

  // Logout reloads the page; its toast is shown by the fresh page.
  useEffect(() => {
    const notice = consumeLogoutNotice();
    if (notice) toast.success(notice);
  }, [toast]);

  const close = useCallback(() => {
    setDialog(null);
    setReturnTo(null);
  }, []);

  return (
    <AccountContext.Provider value={api}>
      {children}
      {dialog ? (
        <Suspense fallback={null}>
          <AccountDialogs dialog={dialog} returnTo={returnTo} onSwitch={setDialog} onClose={close} />
        </Suspense>
      ) : null}
    </AccountContext.Provider>
  );
}
