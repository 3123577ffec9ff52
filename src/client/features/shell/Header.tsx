// Sticky header (spec section 2): top strip (topNavLeft with the claims, topNav), toolbar (menu
// toggle, logo, search, price switch, account, cart, search toggle) and the desktop nav row
// (group mega-menu, the first five horizontal items, "Další" with the rest): three rows, at most
// 120 px on a desktop. Scrolled down, it keeps only the toolbar (search + cart); the space the
// hidden rows leave is kept as a margin, so nothing below moves (shell.css, useScrolledPast).
// The mobile menu and the mobile search are ONE piece of state, so they can never be open
// together; an open menu locks body scroll. Escape or a path change closes either.
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router-dom';
import { matchCatchAll, SHOP_OPENING_HOURS } from '../../domain';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';
import { CartBadge } from '../cart';
import { SearchBox, SEARCH_PATH, searchStateFromSearch } from '../search';
import { AccountMenu } from './AccountMenu';
import { MegaMenu } from './MegaMenu';
import { MobileCategoryMenu } from './MobileCategoryMenu';
import { headerNavLayout, mobileMenuSections } from './navLayout';
import { NavMoreMenu } from './NavMoreMenu';
import { itemKey, NavItemLink, type NavItem } from './navigation';
import { PriceTypeSwitch } from './PriceTypeSwitch';
import { useNavigation, useShopSettings } from './shell-data';
import { usePrefetchNavigationCategories } from './useNavigationCategories';
import { useScrolledPast } from './useScrolledPast';

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

function NavList({ items, className, onNavigate }: { items: readonly NavItem[]; className?: string; onNavigate?: () => void }) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={itemKey(item, i)}>
          <NavItemLink item={item} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

/** Whether an element sits in a row the collapsed header hides (top strip, nav row). */
function inCollapsibleRow(element: EventTarget | null): boolean {
  return element instanceof Element && element.closest('.top-strip, .desktop-nav') !== null;
}

export function currentCategoryHash(pathname: string): string | null {
  const match = matchCatchAll(pathname);
  return match && match.kind === 'catalogue' ? match.id : null;
}

export function Header() {
  const { shopName } = useAppContext();
  const navigation = useNavigation();
  const settings = useShopSettings();
  const { pathname, search } = useLocation();
  // A results page loaded directly (server-rendered) shows its phrase in the box it came from.
  const searched = pathname === SEARCH_PATH ? searchStateFromSearch(search).q : '';
  const [panel, setPanel] = useState<HeaderPanel>(null);
  const menuId = useId();
  const searchId = useId();
  const toggle = (which: Exclude<HeaderPanel, null>) => setPanel((open) => (open === which ? null : which));
  const prefetchCategories = usePrefetchNavigationCategories();

  useBodyScrollLock(panel === 'menu');
  // Only a change of path closes the panel: a tap during hydration opens the menu before the
  // mount effects run, and closing on mount would shut it again at once.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setPanel(null);
  }, [pathname]);
  useEffect(() => {
    if (!panel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPanel(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel]);

  // Keyboard focus in the top strip or the nav row keeps them shown (hiding them would drop focus).
  const [rowFocus, setRowFocus] = useState(false);
  const collapsed = useScrolledPast() && !rowFocus;
  const horizontal = headerNavLayout(navigation?.horizontalNav ?? []);
  const mobile = mobileMenuSections(navigation ?? {});
  const phone = settings?.phone ?? '';
  const hours = settings?.openingHours || SHOP_OPENING_HOURS;
  const closePanel = () => setPanel(null);

  return (
    <header
      className={cx('site-header', panel && `site-header--${panel}-open`, collapsed && 'site-header--collapsed')}
      data-panel={panel ?? 'none'}
      data-collapsed={collapsed}
      data-testid="site-header"
      onFocus={(event) => setRowFocus(inCollapsibleRow(event.target))}
      onBlur={(event) => setRowFocus(inCollapsibleRow(event.relatedTarget))}
    >
      <div className="top-strip">
        <div className="top-strip__inner">
          <ul className="top-strip__left">
            {(navigation?.topNavLeft ?? []).map((item, i) => (
              <li key={itemKey(item, i)}>
                {item.code === 'phone' && phone && item.kind === 'label' ? (
                  <a href={`tel:${phone.replace(/\s+/g, '')}`} className="nav-item top-strip__phone">
                    <Icon name="phone" size={14} />
                    <span className="nav-item__label">{item.label}</span>
                  </a>
                ) : (
                  <NavItemLink item={item} />
                )}
              </li>
            ))}
            {horizontal.claims.map((item, i) => (
              <li key={itemKey(item, i)} className="top-strip__claim">
                <NavItemLink item={item} />
              </li>
            ))}
          </ul>
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
          onPointerDown={prefetchCategories}
          onPointerEnter={prefetchCategories}
          onFocus={prefetchCategories}
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
          <SearchBox key={searched} defaultValue={searched} id={`${searchId}-q`} className="input search-form__input" placeholder={messages.header.searchPlaceholder} />
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
          <nav className="horizontal-nav" aria-label={messages.shell.horizontalNav}>
            <NavList items={horizontal.left} className="horizontal-nav__left" />
            <NavMoreMenu narrow={horizontal.left} more={horizontal.more} />
          </nav>
        </div>
      </div>
      <section id={menuId} className="mobile-menu" hidden={panel !== 'menu'} aria-label={messages.shell.mobileMenu}>
        {panel === 'menu' ? (
          <>
            {mobile.shop.length > 0 ? (
              <nav aria-label={messages.shell.mobileShop}>
                <NavList items={mobile.shop} className="mobile-menu__shop" onNavigate={closePanel} />
              </nav>
            ) : null}
            <MobileCategoryMenu current={currentCategoryHash(pathname)} onNavigate={closePanel} />
            <nav aria-label={messages.header.mainNav}>
              <NavList items={mobile.links} className="mobile-menu__links" onNavigate={closePanel} />
            </nav>
            <NavList items={mobile.after} className="mobile-menu__after" onNavigate={closePanel} />
            <p className="mobile-menu__hours">{hours}</p>
          </>
        ) : null}
      </section>
    </header>
  );
}
