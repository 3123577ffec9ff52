// "Další" in the desktop nav row: a WAI-ARIA disclosure (button with aria-expanded, like the
// mega-menu) holding the horizontal links that do not fit beside the category groups. On tablets
// it also holds the first five, which stand in the row itself on desktops (`nav-more__narrow`).
// Closes on outside click, Escape (focus back to the button), a chosen link and navigation.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { messages } from '../../messages';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { itemKey, NavItemLink, type NavItem } from './navigation';

export function NavMoreMenu({ narrow, more }: { narrow: readonly NavItem[]; more: readonly NavItem[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      buttonRef.current?.focus();
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (narrow.length === 0 && more.length === 0) return null;
  const close = () => setOpen(false);
  return (
    <div className={cx('nav-more', more.length === 0 && 'nav-more--narrow-only')} ref={rootRef}>
      <button
        type="button"
        ref={buttonRef}
        className="nav-more__trigger"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        {messages.shell.more}
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={id} className="nav-more__panel" hidden={!open}>
        {narrow.map((item, i) => (
          <li key={itemKey(item, i)} className="nav-more__narrow">
            <NavItemLink item={item} onNavigate={close} />
          </li>
        ))}
        {more.map((item, i) => (
          <li key={itemKey(item, i)}>
            <NavItemLink item={item} onNavigate={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}
