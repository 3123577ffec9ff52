import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { cx } from './cx';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

/** An inline message box (form results, notices). Use role="alert" only for urgent news. */
export function Alert({ tone = 'info', title, children, className, role }: { tone?: AlertTone; title?: ReactNode; children?: ReactNode; className?: string; role?: 'alert' | 'status' }) {
  return (
    <div className={cx('alert', `alert--${tone}`, className)} role={role}>
      <Icon name={tone === 'info' || tone === 'success' ? 'info' : 'alert'} />
      <div>
        {title ? <p className="alert__title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
