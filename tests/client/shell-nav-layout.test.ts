import { describe, expect, it } from 'vitest';
import { headerNavLayout, mobileMenuSections, navItemIdentity } from '../../src/client/features/shell/navLayout';
import type { NavItem } from '../../src/client/features/shell/navigation';
import { item } from '../fixtures/shell';

const local = (label: string, to: string): NavItem => item('local', label, { to });
const taxonomy = (label: string, url: string): NavItem => item('taxonomy', label, { url, hash: url.slice(-16) });
const label = (text: string): NavItem => item('label', text);
const remote = (text: string, href: string): NavItem => item('remote', text, { href, target: '_blank' });

// The seed's navigation areas (src/server/db/seed), as the API answers them.
const katalog = taxonomy('Katalog', '/katalog/c/007e7c3753a0203f');
const vyprodej = taxonomy('Výprodej', '/vyprodej/c/393de61ed2f21488');
const novinky = taxonomy('Novinky', '/novinky/c/887909c287323295');
const kontakty = local('Kontakty', '/stranky/kontakty');
const horizontalNav = [
  katalog,
  vyprodej,
  novinky,
  local('Poradna', '/poradna'),
  local('Blog', '/blog'),
  local('Aktuality', '/aktuality'),
  local('Showroomy', '/showrooms'),
  local('Klub Čisto', '/klub'),
  remote('Katalog v PDF', 'https://katalog.cisto.cz/2026.pdf'),
  label('Velkoodběr se slevou až 12 %'),
];
const main = [local('Domů', '/'), katalog, local('Poradna', '/poradna'), local('Blog', '/blog'), local('Aktuality', '/aktuality'), local('Showroomy', '/showrooms'), kontakty];
const mobileAfter = [local('Můj účet', '/profil'), local('Klub Čisto', '/klub'), local('Reklamace', '/reklamace'), kontakty, remote('+420 800 100 200', 'tel:+420800100200')];

const labels = (items: readonly NavItem[]) => items.map((item) => item.label);

describe('mobile menu sections', () => {
  it('lists Katalog, Výprodej and Novinky first, then the main links, then the extras, each address once', () => {
    const sections = mobileMenuSections({ main, horizontalNav, mobileAfter });
    expect(labels(sections.shop)).toEqual(['Katalog', 'Výprodej', 'Novinky']);
    expect(labels(sections.links)).toEqual(['Domů', 'Poradna', 'Blog', 'Aktuality', 'Showroomy', 'Kontakty']);
    expect(labels(sections.after)).toEqual(['Můj účet', 'Klub Čisto', 'Reklamace', '+420 800 100 200']);
    const all = [...sections.shop, ...sections.links, ...sections.after];
    expect(all.filter((item) => item.label === 'Kontakty')).toHaveLength(1);
  });

  it('copes with missing areas', () => {
    expect(mobileMenuSections({})).toEqual({ shop: [], links: [], after: [] });
  });
});

describe('header nav layout', () => {
  it('keeps five items in the row, the links of the rest behind "Další" and the claims for the top strip', () => {
    const layout = headerNavLayout(horizontalNav);
    expect(labels(layout.left)).toEqual(['Katalog', 'Výprodej', 'Novinky', 'Poradna', 'Blog']);
    expect(labels(layout.more)).toEqual(['Aktuality', 'Showroomy', 'Klub Čisto', 'Katalog v PDF']);
    expect(labels(layout.claims)).toEqual(['Velkoodběr se slevou až 12 %']);
  });

  it('an item is the same destination by path, link or action', () => {
    expect(navItemIdentity(kontakty)).toBe('/stranky/kontakty');
    expect(navItemIdentity(katalog)).toBe('/katalog/c/007e7c3753a0203f');
    expect(navItemIdentity(remote('PDF', 'https://x.cz/a.pdf'))).toBe('https://x.cz/a.pdf');
    expect(navItemIdentity(item('action', 'Online poradce', { action: 'openChat' }))).toBe('action:openChat');
    expect(navItemIdentity(label('Claim'))).toBe('label:Claim');
  });
});
