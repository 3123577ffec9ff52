// Status bars under the header (spec sections 2 and 4): HTML sanitised by the server
// (sanitize-html), limited to their pathList, closable ones dismissed into the
// closedStatusBars cookie for a year. The server leaves closed bars out of its answer, so
// they stay hidden after a reload; a closed bar is also evicted from the cache at once (the
// feature hook useCloseStatusBar: components never write the cache themselves).
import { useLocation } from 'react-router-dom';
import { visibleStatusBars } from '../../domain';
import { messages } from '../../messages';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { useStatusBars } from './shell-data';
import { useCloseStatusBar } from './useCloseStatusBar';

export function StatusBars() {
  const bars = useStatusBars();
  const close = useCloseStatusBar();
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
              onClick={() => close(bar)}
            >
              <Icon name="close" size={18} />
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
