// Menu button on Radix DropdownMenu (arrow keys, typeahead, Escape, focus return).
//   <DropdownMenu trigger={<Button>Můj účet</Button>} items={[{ label: 'Objednávky', to: '/profil/objednavky' }, { label: 'Odhlásit', onSelect }]} />
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type DropdownItem =
  | { label: string; to: string; onSelect?: undefined }
  | { label: string; onSelect(): void; to?: undefined };

export function DropdownMenu({ trigger, items, align = 'end', label }: { trigger: ReactNode; items: readonly DropdownItem[]; align?: 'start' | 'end'; label?: string }) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="menu" align={align} sideOffset={6} aria-label={label}>
          {items.map((item) =>
            item.to !== undefined ? (
              <RadixMenu.Item key={item.label} asChild className="menu__item">
                <Link to={item.to}>{item.label}</Link>
              </RadixMenu.Item>
            ) : (
              <RadixMenu.Item key={item.label} className="menu__item" onSelect={item.onSelect}>
                {item.label}
              </RadixMenu.Item>
            ),
          )}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
