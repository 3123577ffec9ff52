// The back office's navigation: every item names the roles that may use it (src/domain/staff.ts;
// admin sees all). The server checks the same roles on every operation; this only hides links.
import { staffMay, type StaffRole } from '../domain/staff';

export type NavItem = { to: string; label: string; roles: readonly StaffRole[] };

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Přehled', roles: ['orders', 'catalogue'] },
  { to: '/objednavky', label: 'Objednávky', roles: ['orders'] },
  { to: '/odstoupeni', label: 'Odstoupení', roles: ['orders'] },
  { to: '/reklamace', label: 'Reklamace', roles: ['orders'] },
  { to: '/zakaznici', label: 'Zákazníci', roles: ['orders'] },
  { to: '/katalog', label: 'Katalog', roles: ['catalogue'] },
  { to: '/pracovnici', label: 'Pracovníci', roles: ['admin'] },
  { to: '/posta', label: 'Pošta', roles: ['admin'] },
  { to: '/obsah', label: 'Obsah', roles: ['content'] },
  { to: '/zabezpeceni', label: 'Zabezpečení', roles: ['admin', 'orders', 'catalogue', 'content'] },
];

export function navFor(roles: readonly StaffRole[]): NavItem[] {
  return NAV_ITEMS.filter((item) => staffMay(roles, item.roles));
}
