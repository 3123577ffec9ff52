// Rendering of navigation items (spec section 3): every kind — action, remote link (with
// target), local link, taxonomy/anchor by hash (url resolved by the server), static label —
// plus nested items, image and code.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NavigationItem } from '../../domain';
import { cx } from '../../ui/cx';

/** A navigation item as the API answers it: the domain's type, shared with the server. */
export type NavItem = NavigationItem;

/** Actions navigation items can trigger; the chat widget listens for 'openChat'. */
export const NAV_ACTION_EVENT = 'cisto:nav-action';

export function runNavAction(action: string): void {
  window.dispatchEvent(new CustomEvent(NAV_ACTION_EVENT, { detail: action }));
}

/** The address an item leads to inside the shop (local or taxonomy), or null. */
export function itemPath(item: NavItem): string | null {
  if (item.kind === 'local') return item.to ?? null;
  if (item.kind === 'taxonomy') return item.url ?? null;
  return null;
}

export function childrenOf(item: NavItem): readonly NavItem[] {
  return item.items ?? [];
}

/**
 * The chain of items leading to the item whose hash (or local path) is `current`, outermost
 * first; empty when it is not in the tree. Used to auto-expand the current category's ancestors.
 */
export function ancestorsOf(items: readonly NavItem[], current: string | null): NavItem[] {
  if (!current) return [];
  for (const item of items) {
    if (item.hash === current || itemPath(item) === current) return [item];
    const below = ancestorsOf(childrenOf(item), current);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** A stable key for an item within its list. */
export function itemKey(item: NavItem, index: number): string {
  return `${item.kind}:${item.hash ?? item.to ?? item.href ?? item.action ?? item.code ?? item.label}:${index}`;
}

export function NavItemLink({
  item,
  className,
  children,
  onNavigate,
  showImage = false,
}: {
  item: NavItem;
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
  showImage?: boolean;
}) {
  const content = (
    <>
      {showImage && item.image ? <img className="nav-item__image" src={item.image} alt="" width={40} height={40} loading="lazy" /> : null}
      <span className="nav-item__label">{children ?? item.label}</span>
    </>
  );
  const classes = cx('nav-item', `nav-item--${item.kind}`, className);
  const code = item.code ?? undefined;
  switch (item.kind) {
    case 'action':
      return (
        <button
          type="button"
          className={cx(classes, 'nav-item--button')}
          data-code={code}
          onClick={() => {
            if (item.action) runNavAction(item.action);
            onNavigate?.();
          }}
        >
          {content}
        </button>
      );
    case 'remote':
      return (
        <a
          className={classes}
          href={item.href ?? '#'}
          target={item.target ?? undefined}
          rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
          data-code={code}
          onClick={onNavigate}
        >
          {content}
        </a>
      );
    case 'local':
    case 'taxonomy': {
      const to = itemPath(item);
      if (to) {
        return (
          <Link className={classes} to={to} data-code={code} onClick={onNavigate}>
            {content}
          </Link>
        );
      }
      return (
        <span className={classes} data-code={code}>
          {content}
        </span>
      );
    }
    default:
      return (
        <span className={classes} data-code={code}>
          {content}
        </span>
      );
  }
}
