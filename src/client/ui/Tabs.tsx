// WAI-ARIA tabs: arrow keys, Home and End move between tabs (automatic activation); only the
// selected tab is in the tab order. Controlled (value/onChange) or uncontrolled (defaultValue).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onChange?(value: string): void;
  label: string;
  className?: string;
}

export function Tabs({ items, value, defaultValue, onChange, label, className }: TabsProps) {
  const base = useId();
  const [inner, setInner] = useState(defaultValue ?? items[0]?.value ?? '');
  const current = value ?? inner;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const select = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    select(item.value);
    refs.current.get(item.value)?.focus();
  };
  return (
    <div className={cx('tabs', className)}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => {
          const selected = item.value === current;
          return (
            <button
              key={item.value}
              ref={(el) => {
                if (el) refs.current.set(item.value, el);
                else refs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(item.value)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${base}-panel-${item.value}`}
          aria-labelledby={`${base}-tab-${item.value}`}
          hidden={item.value !== current}
          tabIndex={0}
          className="tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
