// Status bars under the header (spec sections 2 and 4): HTML sanitised by the server
// (sanitize-html), limited to their pathList, closable ones dismissed into the
// closedStatusBars cookie for a year. The server leaves closed bars out of its answer, so
// they stay hidden after a reload; here a closed bar is also evicted from the cache at once.
import { useApolloClient } from '@apollo/client';
import { useLocation } from 'react-router-dom';
import {
  CLOSED_STATUS_BARS_COOKIE,
  CLOSED_STATUS_BARS_COOKIE_DAYS,
  closeStatusBar,
  parseClosedStatusBars,
  serializeClosedStatusBars,
  visibleStatusBars,
} from '../../domain';
import { messages } from '../../messages';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { useStatusBars } from './shell-data';

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      try {
        return decodeURIComponent(trimmed.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function rememberClosedStatusBar(id: string): void {
  const ids = closeStatusBar(parseClosedStatusBars(readCookie(CLOSED_STATUS_BARS_COOKIE)), id);
  const maxAge = CLOSED_STATUS_BARS_COOKIE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CLOSED_STATUS_BARS_COOKIE}=${encodeURIComponent(serializeClosedStatusBars(ids))}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
}

export function StatusBars() {
  const bars = useStatusBars();
  const client = useApolloClient();
  const { pathname } = useLocation();
  const visible = visibleStatusBars(bars, pathname, []);
  if (visible.length === 0) return null;
  return (
    <div className="status-bars" role="region" aria-label={messages.shell.statusBars}>
      {visible.map((bar) => (
        <div key={bar.statusBarId} className={cx('status-bar', `status-bar--${bar.type}`)} data-status-bar={bar.statusBarId}>
          {/* Sanitised on the server with sanitize-html (inline tags and safe links only). */}
          <div className="status-bar__message" dangerouslySetInnerHTML={{ __html: bar.message }} />
          {bar.closable ? (
            <button
              type="button"
              className="status-bar__close"
              aria-label={messages.shell.closeStatusBar}
              onClick={() => {
                rememberClosedStatusBar(bar.statusBarId);
                client.cache.evict({ id: client.cache.identify(bar) });
                client.cache.gc();
              }}
            >
              <Icon name="close" size={18} />
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
