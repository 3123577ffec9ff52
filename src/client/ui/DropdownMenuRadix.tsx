// The menu itself on Radix DropdownMenu (arrow keys, typeahead, Escape, focus return), loaded by
// <DropdownMenu> (DropdownMenu.tsx) when the shopper first reaches for the menu.
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import type { DropdownMenuProps } from './DropdownMenu';

export default function DropdownMenuRadix({ trigger, items, align = 'end', label, defaultOpen = false }: DropdownMenuProps & { defaultOpen?: boolean }) {
  return (
    <RadixMenu.Root modal={false} defaultOpen={defaultOpen}>
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
