// Logout reloads the page (spec section 4), so its success toast has to survive the reload:
// one flag in sessionStorage (this tab only), read and removed by the fresh page.
import { ACCOUNT_TEXTS } from '../../domain';

const KEY = 'cisto-logout-notice';

export function rememberLogoutNotice(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage disabled: the logout still works, only without the toast.
  }
}

export function consumeLogoutNotice(): string | null {
  try {
    if (window.sessionStorage.getItem(KEY) === null) return null;
    window.sessionStorage.removeItem(KEY);
    return ACCOUNT_TEXTS.logoutSuccess;
  } catch {
    return null;
  }
}
