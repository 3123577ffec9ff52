// A back-office table that scrolls sideways on a phone: the scrolling box takes the keyboard
// focus (arrow keys scroll it) and is a named region, as axe's scrollable-region-focusable asks.
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // tabIndex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
