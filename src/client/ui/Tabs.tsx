// Tabs on Radix Tabs (@radix-ui/react-tabs): WAI-ARIA roles and ids, roving focus (only the
// selected tab is in the tab order), arrow keys, Home and End with automatic activation.
// Controlled (value/onChange) or uncontrolled (defaultValue). Every panel stays in the HTML
// (hidden unless selected), so the server render carries the description and parameters too.
import { useState, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
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
  const [inner, setInner] = useState(defaultValue ?? items[0]?.value ?? '');
  const current = value ?? inner;
  const select = (next: string) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return (
    <RadixTabs.Root value={current} onValueChange={select} activationMode="automatic" className={cx('tabs', className)}>
      <RadixTabs.List aria-label={label} className="tabs__list" loop>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs__tab">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} forceMount hidden={item.value !== current} className="tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
