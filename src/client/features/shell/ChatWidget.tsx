// Chat widget loader (spec section 2): the provider's script (CHAT_SCRIPT_URL, key CHAT_KEY,
// from /api/content/settings) is loaded everywhere except on mobile viewports inside /kosik,
// where it is removed; leaving the cart reinstalls it after 50 ms. Off when not configured.
// Contract with the provider script: it reads its key from the script tag's data-chat-key,
// renders its DOM marked with [data-chat-widget], may expose window.CistoChat.destroy(), and
// opens on the 'cisto:nav-action' event with detail 'openChat' (navigation "action" items).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BREAKPOINTS, CHAT_REINSTALL_DELAY_MS, chatWidgetVisible } from '../../domain';
import { useShopSettings } from './shell-data';

export const CHAT_SCRIPT_ID = 'chat-widget-script';

declare global {
  interface Window {
    CistoChat?: { destroy?: () => void };
  }
}

export function installChat(scriptUrl: string, key: string): void {
  if (document.getElementById(CHAT_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = CHAT_SCRIPT_ID;
  script.src = scriptUrl;
  script.async = true;
  script.dataset.chatKey = key;
  document.body.appendChild(script);
}

export function removeChat(): void {
  try {
    window.CistoChat?.destroy?.();
  } catch (error) {
    console.error('Chat widget destroy failed', error);
  }
  window.CistoChat = undefined;
  document.getElementById(CHAT_SCRIPT_ID)?.remove();
  document.querySelectorAll('[data-chat-widget]').forEach((el) => el.remove());
}

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobileMax}px)`;

function useIsMobile(): boolean {
  // Read at once in the browser (this component renders nothing, so no hydration mismatch),
  // so the widget is never installed for a moment on a phone inside the cart.
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    setMobile(query.matches);
    const onChange = () => setMobile(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

export function ChatWidget() {
  const settings = useShopSettings();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const removed = useRef(false);
  const scriptUrl = settings?.chatScriptUrl ?? null;
  const key = settings?.chatKey ?? null;
  const visible = chatWidgetVisible(pathname, mobile);

  useEffect(() => {
    if (!scriptUrl || !key) return;
    if (!visible) {
      removeChat();
      removed.current = true;
      return;
    }
    // First install at once; after a removal, reinstall once the cart is left for 50 ms.
    const delay = removed.current ? CHAT_REINSTALL_DELAY_MS : 0;
    const timer = setTimeout(() => {
      removed.current = false;
      installChat(scriptUrl, key);
    }, delay);
    return () => clearTimeout(timer);
  }, [scriptUrl, key, visible]);

  return null;
}
