// Sticky header (spec section 2): top strip (topNavLeft, topNav), toolbar (menu toggle, logo,
// search, price switch, account, cart, search toggle) and the desktop navigation (group
// mega-menu, horizontal nav split 5 left / rest right, phone and hours). The mobile menu and
// the mobile search are ONE piece of state, so they can never be open together; an open menu
// locks body scroll. Escape or a path change closes either.
import { useEffect, useId, useState } from 'react';
import { Form, Link, useLocation } from 'react-router-dom';
import { matchCatchAll, SHOP_OPENING_HOURS, splitHorizontalNav } from '../../domain';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { CartBadge } from '../cart/CartBadge';
import { SearchAutocomplete } from '../search/SearchAutocomplete';
import { AccountMenu } from './AccountMenu';
import { CategoryMenu } from './CategoryMenu';
import { MegaMenu } from './MegaMenu';
import { itemKey, NavItemLink, type NavItem } from './navigation';
import { PriceTypeSwitch } from './PriceTypeSwitch';
import { useNavigation, useShopSettings } from './shell-data';

export type HeaderPanel = 'menu' | 'search' | null;

/** Body scroll lock while the mobile menu is open (restores the previous value). */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    body.dataset.scrollLocked = 'true';
    return () => {
      body.style.overflow = previous;
      delete body.dataset.scrollLocked;
    };
  }, [locked]);
}

function NavList({ items, className }: { items: readonly NavItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={itemKey(item, i)}>
          <NavItemLink item={item} />
        </li>
      ))}
    </ul>
  );
}

export function currentCategoryHash(pathname: string): string | null {
  const match = matchCatchAll(pathname);
  return match && match.kind === 'catalogue' ? match.id : null;
}

export function Header() {
  const { shopName } = useAppContext();
  const navigation = useNavigation();
  const settings = useShopSettings();
  const { pathname } = useLocation();
  const [panel, setPanel] = useState<HeaderPanel>(null);
  const menuId = useId();
  const searchId = useId();
  const toggle = (which: Exclude<HeaderPanel, null>) => setPanel((open) => (open === which ? null : which));

  useBodyScrollLock(panel === 'menu');
  useEffect(() => setPanel(null), [pathname]);
  useEffect(() => {
    if (!panel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPanel(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel]);

  const horizontal = splitHorizontalNav(navigation?.horizontalNav ?? []);
  const phone = settings?.phone ?? '';
  const hours = settings?.openingHours || SHOP_OPENING_HOURS;

  return (
    <header className={cx('site-header', panel && `site-header--${panel}-open`)} data-panel={panel ?? 'none'}>
      <div className="top-strip">
        <div className="top-strip__inner">
          <NavList items={navigation?.topNavLeft ?? []} className="top-strip__left" />
          <nav aria-label={messages.shell.topNav}>
            <NavList items={navigation?.topNav ?? []} className="top-strip__right" />
          </nav>
        </div>
      </div>
      <div className="site-header__inner">
        <button
          type="button"
          className="header-toggle header-toggle--menu"
          aria-expanded={panel === 'menu'}
          aria-controls={menuId}
          aria-label={panel === 'menu' ? messages.shell.menuClose : messages.shell.menuOpen}
          onClick={() => toggle('menu')}
        >
          <Icon name={panel === 'menu' ? 'close' : 'menu'} size={24} />
        </button>
        <Link to="/" className="logo">
          <span className="logo__mark" aria-hidden="true">
            č
          </span>
          <span className="logo__name">{shopName}</span>
          <span className="visually-hidden"> – {messages.shop.logoLabel}</span>
        </Link>
        <Form method="get" action="/vyhledavani" role="search" className="search-form" id={searchId}>
          <label className="visually-hidden" htmlFor={`${searchId}-q`}>
            {messages.header.searchLabel}
          </label>
          <SearchAutocomplete id={`${searchId}-q`} className="input search-form__input" placeholder={messages.header.searchPlaceholder} />
          <button type="submit" className="button button--primary search-form__submit" aria-label={messages.header.searchSubmit}>
            <Icon name="search" />
          </button>
        </Form>
        <div className="site-header__tools">
          <PriceTypeSwitch />
          <AccountMenu />
          <CartBadge />
          <button
            type="button"
            className="header-toggle header-toggle--search"
            aria-expanded={panel === 'search'}
            aria-controls={searchId}
            aria-label={panel === 'search' ? messages.shell.searchClose : messages.shell.searchOpen}
            onClick={() => toggle('search')}
          >
            <Icon name={panel === 'search' ? 'close' : 'search'} size={24} />
          </button>
        </div>
      </div>
      <div className="desktop-nav">
        <div className="desktop-nav__inner">
          <MegaMenu groups={navigation?.groups ?? []} label={messages.shell.categories} />
          <p className="horizontal-nav__contact">
            {phone ? (
              <a href={`tel:${phone.replace(/\s+/g, '')}`} className="horizontal-nav__phone">
                <Icon name="phone" size={16} /> {phone}
              </a>
            ) : null}
            <span className="horizontal-nav__hours">{hours}</span>
          </p>
        </div>
        <nav className="horizontal-nav" aria-label={messages.shell.horizontalNav}>
          <div className="horizontal-nav__inner">
            <NavList items={horizontal.left} className="horizontal-nav__left" />
            <NavList items={horizontal.right} className="horizontal-nav__right" />
          </div>
        </nav>
      </div>
      <section id={menuId} className="mobile-menu" hidden={panel !== 'menu'} aria-label={messages.shell.mobileMenu}>
        {panel === 'menu' ? (
          <>
            <CategoryMenu items={navigation?.categories ?? []} current={currentCategoryHash(pathname)} onNavigate={() => setPanel(null)} />
            <nav aria-label={messages.header.mainNav}>
              <NavList items={(navigation?.main ?? []).filter((item) => item.kind !== 'taxonomy')} className="mobile-menu__links" />
            </nav>
            <NavList items={navigation?.mobileAfter ?? []} className="mobile-menu__after" />
            <p className="mobile-menu__hours">{hours}</p>
          </>
        ) : null}
      </section>
    </header>
  );
}
