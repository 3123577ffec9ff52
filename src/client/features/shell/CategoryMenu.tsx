// Expandable category tree (mobile menu, category sidebars). Levels open and close with a
// disclosure button; the ancestors of the current category are expanded from the start
// (and again whenever the current category changes).
import { useEffect, useId, useState } from 'react';
import { messages } from '../../messages';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { ancestorsOf, childrenOf, itemKey, NavItemLink, type NavItem } from './navigation';

function keyOf(item: NavItem): string {
  return item.hash ?? item.to ?? item.label;
}

export function CategoryMenu({
  items,
  current,
  label = messages.shell.categories,
  onNavigate,
}: {
  items: readonly NavItem[];
  /** Hash (or path) of the current category. */
  current: string | null;
  label?: string;
  onNavigate?: () => void;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(ancestorsOf(items, current).slice(0, -1).map(keyOf)));
  useEffect(() => {
    const chain = ancestorsOf(items, current).slice(0, -1).map(keyOf);
    if (chain.length === 0) return;
    setExpanded((prev) => new Set([...prev, ...chain]));
  }, [items, current]);

  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <nav className="category-menu" aria-label={label}>
      <Level items={items} current={current} expanded={expanded} toggle={toggle} onNavigate={onNavigate} depth={0} />
    </nav>
  );
}

function Level({
  items,
  current,
  expanded,
  toggle,
  onNavigate,
  depth,
}: {
  items: readonly NavItem[];
  current: string | null;
  expanded: ReadonlySet<string>;
  toggle(key: string): void;
  onNavigate?: () => void;
  depth: number;
}) {
  const baseId = useId();
  return (
    <ul className={cx('category-menu__level', `category-menu__level--${depth}`)}>
      {items.map((item, index) => {
        const key = keyOf(item);
        const children = childrenOf(item);
        const open = expanded.has(key);
        const isCurrent = current !== null && (item.hash === current || item.to === current);
        const listId = `${baseId}-${index}`;
        return (
          <li key={itemKey(item, index)} className={cx('category-menu__item', isCurrent && 'category-menu__item--current')}>
            <span className="category-menu__row">
              <NavItemLink item={item} onNavigate={onNavigate}>
                {isCurrent ? <strong aria-current="page">{item.label}</strong> : item.label}
              </NavItemLink>
              {children.length > 0 ? (
                <button
                  type="button"
                  className="category-menu__toggle"
                  aria-expanded={open}
                  aria-controls={listId}
                  aria-label={`${open ? messages.shell.collapse : messages.shell.expand}: ${item.label}`}
                  onClick={() => toggle(key)}
                >
                  <Icon name={open ? 'chevronDown' : 'chevronRight'} size={18} />
                </button>
              ) : null}
            </span>
            {children.length > 0 ? (
              <div id={listId} hidden={!open}>
                <Level items={children} current={current} expanded={expanded} toggle={toggle} onNavigate={onNavigate} depth={depth + 1} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
