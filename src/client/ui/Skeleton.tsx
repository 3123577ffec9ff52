import { messages } from '../messages';
import { cx } from './cx';

/** A grey placeholder block while content loads; `lines` draws a paragraph of them. */
export function Skeleton({ width, height = '1em', lines, className }: { width?: string; height?: string; lines?: number; className?: string }) {
  if (lines && lines > 1) {
    return (
      <span className={cx('skeleton-lines', className)} role="status" aria-label={messages.ui.loading}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className="skeleton" style={{ width: i === lines - 1 ? '60%' : width, height }} />
        ))}
      </span>
    );
  }
  return <span className={cx('skeleton', className)} style={{ width, height }} role="status" aria-label={messages.ui.loading} />;
}
