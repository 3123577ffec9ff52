// Back-office staff (issue 16): roles, who may do what, and the sign-in rules shared by the
// server (the one guard, requireRole) and the /admin client (navigation by role).

/** `admin` may do everything; the others one area each. */
export const STAFF_ROLES = ['admin', 'orders', 'catalogue', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_TEXTS: Readonly<Record<StaffRole, string>> = {
  admin: 'Správce',
  orders: 'Objednávky',
  catalogue: 'Katalog',
  content: 'Obsah',
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** The known roles of a stored list (unknown names are dropped, never granted). */
export function parseStaffRoles(values: readonly string[]): StaffRole[] {
  return [...new Set(values.filter(isStaffRole))];
}

/** True when a staff member holding `roles` may call an operation open to `allowed` (admin: always). */
export function staffMay(roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return roles.includes('admin') || roles.some((role) => allowed.includes(role));
}

/**
 * Two-factor sign-in is required for an `admin` outside the local demo (offered but optional
 * there); for other roles it is offered.
 */
export function totpRequired(roles: readonly StaffRole[], demo: boolean): boolean {
  return !demo && roles.includes('admin');
}

/** Six digits, spaces allowed ("123 456"). */
export function normalizeTotpCode(raw: string): string | null {
  const code = raw.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** Session lifetimes: idle minutes and absolute hours. */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;

/** The demo's first admin, published in the README; never created outside the local demo. */
export const DEMO_ADMIN = { email: 'admin@cisto.cz', password: 'Cisto2026!', name: 'Správce (demo)' } as const;

export const STAFF_MESSAGES = {
  invalidCredentials: 'Nesprávný e-mail nebo heslo.',
  totpNeeded: 'Zadejte šestimístný kód z ověřovací aplikace.',
  totpInvalid: 'Kód z ověřovací aplikace nesouhlasí. Zkuste to prosím znovu s novým kódem.',
  totpFormat: 'Kód má šest číslic.',
  totpEnrolRequired: 'Správce musí mít zapnuté dvoufázové ověření. Nastavte ho prosím.',
  notSignedIn: 'Nejste přihlášeni do administrace.',
  forbidden: 'K této akci nemáte oprávnění.',
  disabled: 'Účet je zablokovaný.',
  emailTaken: 'Pracovník s tímto e-mailem už existuje.',
  noRoles: 'Vyberte alespoň jednu roli.',
  notFound: 'Záznam nebyl nalezen.',
} as const;

/** The back office's customers (issue 16, item 6). */
export const ADMIN_CUSTOMER_MESSAGES = {
  notFound: 'Zákazník nebyl nalezen.',
  unknownPriceGroup: 'Tato cenová skupina neexistuje.',
  priceGroupSaved: 'Cenová skupina je uložena. Nové ceny zákazník uvidí v košíku hned, v katalogu po nejbližším obnovení přihlášení (do několika minut).',
} as const;

/** The back office's content: status bars, banners, articles (issue 16, item 6). */
export const ADMIN_CONTENT_MESSAGES = {
  notFound: 'Záznam nebyl nalezen.',
  messageRequired: 'Vyplňte text lišty.',
  statusBarType: 'Vyberte typ lišty: informace, úspěch, varování nebo chyba.',
  pathList: 'Cesty zadejte jako adresy na e-shopu začínající lomítkem (např. /kosik).',
  articleType: 'Vyberte druh článku: poradna, blog, aktuality nebo stránka.',
  alias: 'Adresa (slug) smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky, nejvýše 100 znaků.',
  aliasTaken: 'Článek s touto adresou už v této sekci existuje.',
  titleRequired: 'Vyplňte nadpis (nejvýše 200 znaků).',
  teaserRequired: 'Vyplňte perex (nejvýše 1 000 znaků).',
  bodyRequired: 'Vyplňte text článku.',
  publishedAt: 'Datum zveřejnění není platné.',
  position: 'Pořadí musí být celé číslo od 0 do 100 000.',
  bannerRequired: 'Každý banner potřebuje kód, nadpis a odkaz.',
  bannerLink: 'Odkaz banneru musí být adresa na e-shopu začínající lomítkem.',
  bannerDuplicate: 'Kódy bannerů se nesmí opakovat.',
  navArea: 'Tato část navigace neexistuje.',
  navTooMany: 'Jedna část navigace může mít nejvýše 50 položek.',
  navKind: 'Vyberte druh položky: odkaz na e-shopu, odkaz jinam, kategorie, akce nebo jen text.',
  navLabel: 'Vyplňte název položky (nejvýše 100 znaků).',
  navLocal: 'Odkaz na e-shopu musí začínat lomítkem (např. /poradna).',
  navRemote: 'Odkaz jinam zadejte celou adresou (https://…, mailto: nebo tel:).',
  navTaxonomy: 'Kategorie položky neexistuje.',
  navAction: 'Neznámá akce položky.',
} as const;

/** A URL slug: lower-case ASCII letters, digits and single hyphens. */
export function isContentSlug(value: string): boolean {
  return value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** A path inside the shop (status bar paths, banner links): starts with one slash. */
export function isShopPath(value: string): boolean {
  return value.length <= 300 && /^\/(?!\/)[^\s]*$/.test(value);
}

/** Kinds of a navigation item (spec section 3: the navigation answer). */
export const NAVIGATION_ITEM_KINDS = ['local', 'remote', 'taxonomy', 'label', 'action'] as const;
export type NavigationItemKind = (typeof NAVIGATION_ITEM_KINDS)[number];
/** Actions a navigation item can perform in the storefront. */
export const NAVIGATION_ACTIONS = ['openChat'] as const;
export const NAVIGATION_AREA_ITEMS_MAX = 50;

/** A link leaving the shop: a web address, an e-mail or a phone number. */
export function isRemoteLink(value: string): boolean {
  return value.length <= 500 && /^(?:https?:\/\/[^\s/]+\S*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ]{3,20})$/.test(value);
}
