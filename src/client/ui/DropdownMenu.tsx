// Menu button; the menu is Radix DropdownMenu (DropdownMenuRadix.tsx), loaded on first use: the
// page's first load carries only the trigger. Pointing at or focusing the trigger starts the
// download, a click (or Enter/Space) opens the menu as soon as it is there.
//   <DropdownMenu trigger={<Button>Můj účet</Button>} items={[{ label: 'Objednávky', to: '/profil/objednavky' }, { label: 'Odhlásit', onSelect }]} />
import { cloneElement, isValidElement, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { lazyOnUse } from './lazy-on-use';

export type DropdownItem =
  | { label: string; to: string; onSelect?: undefined }
  | { label: string; onSelect(): void; to?: undefined };

export interface DropdownMenuProps {
  trigger: ReactNode;
  items: readonly DropdownItem[];
  align?: 'start' | 'end';
  label?: string;
}

export const radixDropdownMenu = lazyOnUse<DropdownMenuProps & { defaultOpen?: boolean }>(() => import('./DropdownMenuRadix'));
const DropdownMenuRadix = radixDropdownMenu.Component;
const loadMenu = radixDropdownMenu.preload;

interface TriggerProps {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

export function DropdownMenu(props: DropdownMenuProps) {
  const [opened, setOpened] = useState(false);
  const preload = () => void loadMenu();
  const plainTrigger = isValidElement(props.trigger)
    ? cloneElement(props.trigger as ReactElement<TriggerProps>, {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onPointerEnter: preload,
        onFocus: preload,
        onClick: () => setOpened(true),
      })
    : props.trigger;
  if (!opened) return plainTrigger;
  return (
    <Suspense fallback={plainTrigger}>
      <DropdownMenuRadix {...props} defaultOpen />
    </Suspense>
  );
}
