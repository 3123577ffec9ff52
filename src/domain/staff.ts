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
} as const;

/** A URL slug: lower-case ASCII letters, digits and single hyphens. */
export function isContentSlug(value: string): boolean {
  return value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** A path inside the shop (status bar paths, banner links): starts with one slash. */
export function isShopPath(value: string): boolean {
  return value.length <= 300 && /^\/(?!\/)[^\s]*$/.test(value);
}
