// Where the navigation areas stand in the header (pure, so tests can pin it down):
// - the desktop nav row shows the first five horizontal items; the rest sit behind "Další", except
//   static labels (claims such as "Velkoodběr se slevou až 12 %"), which stand in the top strip —
//   that keeps the desktop header at three rows and 120 px;
// - the mobile menu lists the shop's listings (Katalog, Výprodej, Novinky) first, then the main
//   links and the mobile extras, each address once ("Kontakty" is in both main and mobileAfter).
import { splitHorizontalNav } from '../../domain';
import { itemPath, type NavItem } from './navigation';

/** What makes two items the same destination: the path, else the link, the action or the label. */
export function navItemIdentity(item: NavItem): string {
  return itemPath(item) ?? item.href ?? (item.action ? `action:${item.action}` : `${item.kind}:${item.label}`);
}

export interface HeaderNavLayout {
  /** In the nav row on desktops (behind "Další" on tablets). */
  left: NavItem[];
  /** Behind "Další". */
  more: NavItem[];
  /** Static labels of the right part: in the top strip. */
  claims: NavItem[];
}

export function headerNavLayout(horizontal: readonly NavItem[]): HeaderNavLayout {
  const { left, right } = splitHorizontalNav(horizontal);
  return {
    left,
    more: right.filter((item) => item.kind !== 'label'),
    claims: right.filter((item) => item.kind === 'label'),
  };
}

export interface MobileMenuSections {
  /** The listings (taxonomy items of main and the horizontal nav): Katalog, Výprodej, Novinky. */
  shop: NavItem[];
  /** The other main links (Domů, Poradna, Blog, …). */
  links: NavItem[];
  /** The mobile extras (Můj účet, Klub, Reklamace, phone) not listed above. */
  after: NavItem[];
}

export function mobileMenuSections(navigation: {
  main?: readonly NavItem[] | null;
  horizontalNav?: readonly NavItem[] | null;
  mobileAfter?: readonly NavItem[] | null;
}): MobileMenuSections {
  const main = navigation.main ?? [];
  const seen = new Set<string>();
  const once = (items: readonly NavItem[]) =>
    items.filter((item) => {
      const key = navItemIdentity(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const shop = once([...main, ...(navigation.horizontalNav ?? [])].filter((item) => item.kind === 'taxonomy'));
  const links = once(main.filter((item) => item.kind !== 'taxonomy'));
  const after = once(navigation.mobileAfter ?? []);
  return { shop, links, after };
}
