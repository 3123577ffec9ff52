// The desktop group mega-menu (spec section 2): a disclosure per group (WAI-ARIA disclosure
// navigation: a button with aria-expanded, no focus trap). Opens on click, Enter or Space
// (native button activation) and on hover after 300 ms; closes on outside click, Escape,
// navigation, and when opened by hover, once the pointer has been away from its group for
// MEGA_MENU_CLOSE_DELAY_MS (hover intent: the pointer may cross other triggers on its way). Panels show 4 columns: one per
// taxonomy sub-item, with its own sub-items under it.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MEGA_MENU_CLOSE_DELAY_MS, MEGA_MENU_COLUMNS, MEGA_MENU_HOVER_DELAY_MS } from '../../domain';
import { Icon } from '../../ui/Icon';
import { childrenOf, itemKey, NavItemLink, type NavItem } from './navigation';

export function MegaMenu({ groups, label }: { groups: readonly NavItem[]; label: string }) {
  const baseId = useId();
  const [open, setOpen] = useState<{ index: number; byHover: boolean } | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<number, HTMLButtonElement>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { pathname } = useLocation();

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }, []);

  useEffect(() => cancelTimer, [cancelTimer]);

  // Navigating away closes the panel.
  useEffect(() => {
    setOpen(null);
    cancelTimer();
  }, [pathname, cancelTimer]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      triggers.current.get(open.index)?.focus();
      setOpen(null);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (groups.length === 0) return null;

  return (
    <nav className="mega-menu" aria-label={label} ref={rootRef}>
      <ul className="mega-menu__groups">
        {groups.map((group, index) => {
          const expanded = open?.index === index;
          const panelId = `${baseId}-panel-${index}`;
          const columns = childrenOf(group);
          return (
            <li
              key={itemKey(group, index)}
              className="mega-menu__group"
              onMouseEnter={() => {
                cancelTimer();
                if (open?.index === index) return;
                timer.current = setTimeout(() => {
                  timer.current = null;
                  setOpen({ index, byHover: true });
                }, MEGA_MENU_HOVER_DELAY_MS);
              }}
              onMouseLeave={() => {
                // Leaving any group (the open one, or one crossed on the way to its panel)
                // closes a hover-opened panel only if the pointer does not come back in time:
                // entering the open group again cancels this, entering another group replaces
                // it with that group's own 300 ms opening.
                cancelTimer();
                if (!open?.byHover) return;
                timer.current = setTimeout(() => {
                  timer.current = null;
                  setOpen(null);
                }, MEGA_MENU_CLOSE_DELAY_MS);
              }}
            >
              <button
                type="button"
                ref={(el) => {
                  if (el) triggers.current.set(index, el);
                  else triggers.current.delete(index);
                }}
                className="mega-menu__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                data-code={group.code ?? undefined}
                onClick={() => {
                  cancelTimer();
                  // A click on a hover-opened panel pins it open instead of closing it.
                  setOpen((current) => (current?.index === index && !current.byHover ? null : { index, byHover: false }));
                }}
              >
                {group.label}
                <Icon name="chevronDown" size={16} />
              </button>
              <div className="mega-menu__panel" id={panelId} hidden={!expanded}>
                <ul className="mega-menu__columns" style={{ gridTemplateColumns: `repeat(${MEGA_MENU_COLUMNS}, minmax(0, 1fr))` }}>
                  {columns.map((column, ci) => (
                    <li key={itemKey(column, ci)} className="mega-menu__column">
                      <NavItemLink item={column} className="mega-menu__heading" showImage onNavigate={() => setOpen(null)} />
                      {childrenOf(column).length > 0 ? (
                        <ul className="mega-menu__links">
                          {childrenOf(column).map((child, li) => (
                            <li key={itemKey(child, li)}>
                              <NavItemLink item={child} onNavigate={() => setOpen(null)} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
