// Customer accounts: the outcome texts of spec section 8, the refusals of the profile API, the
// customer's display name, the after-login cart merge and the profile paging rules.

import { contactName, type Contact } from './contact.js';
import { DELIVERY_CONTACTS_LIMIT } from './constants.js';

/** Spec section 8, letter for letter (login, logout, password renewal, registration). */
export const ACCOUNT_TEXTS = {
  loginCredentials: 'Nesprávné uživatelské jméno, nebo heslo.',
  loginFatal: 'Nastala chyba při komunikaci se serverem. Zkuste znovu prosím.',
  logoutSuccess: 'Odhlášení proběhlo úspěšně.',
  passwordRenewEmailNotFound: 'Obnovu hesla nebylo možné provést.',
  registrationSuccess: 'Registrace proběhla úspěšně. Přihlaste se.',
} as const;

/** A password-renewal link is valid this long and only once. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

export const ACCOUNT_ERROR_CODES = [
  'LOGIN_REQUIRED',
  'WRONG_PASSWORD',
  'CONTACT_INVALID',
  'PASSWORD_INVALID',
  'DELIVERY_CONTACTS_LIMIT',
  'DELIVERY_CONTACT_NOT_FOUND',
  'CART_NOT_FOUND',
  'CART_IS_ACTIVE',
  'SHOPPING_LIST_NOT_FOUND',
  'SHOPPING_LIST_EMPTY',
  'RESET_LINK_INVALID',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/** Czech text of a refused account or profile operation. */
export function accountErrorMessage(code: AccountErrorCode): string {
  switch (code) {
    case 'LOGIN_REQUIRED':
      return 'Pro tuto akci se musíte přihlásit.';
    case 'WRONG_PASSWORD':
      return 'Současné heslo není správné.';
    case 'CONTACT_INVALID':
      return 'Zkontrolujte prosím vyplněné údaje.';
    case 'PASSWORD_INVALID':
      return 'Nové heslo nesplňuje požadavky.';
    case 'DELIVERY_CONTACTS_LIMIT':
      return `Uložit lze nejvýše ${DELIVERY_CONTACTS_LIMIT} dodacích adres.`;
    case 'DELIVERY_CONTACT_NOT_FOUND':
      return 'Dodací adresa nebyla nalezena.';
    case 'CART_NOT_FOUND':
      return 'Košík nebyl nalezen.';
    case 'CART_IS_ACTIVE':
      return 'Aktuální košík nelze odebrat.';
    case 'SHOPPING_LIST_NOT_FOUND':
      return 'Nákupní seznam nebyl nalezen.';
    case 'SHOPPING_LIST_EMPTY':
      return 'Prázdný košík nelze uložit jako nákupní seznam.';
    case 'RESET_LINK_INVALID':
      return 'Odkaz pro obnovu hesla je neplatný nebo již vypršel. Požádejte prosím o nový.';
  }
}

/**
 * The name a customer is greeted by: the person's name when given, otherwise the name that
 * matches the contact type (company or office), otherwise the e-mail address.
 */
export function customerDisplayName(contact: Contact, email: string): string {
  const person = contact.personName.trim();
  if (person) return person;
  const byType = contactName(contact).trim();
  return byType || email.trim();
}

/**
 * Merges the lines of another cart into the current one (after-login "merge"): quantities of the
 * same sku are added, new skus are appended in the other cart's order. Returns the quantity to
 * add per sku, so the caller can apply it with the cart's own rules (stock, limits).
 */
export function mergeCartLines(
  current: readonly { sku: string; quantity: number }[],
  other: readonly { sku: string; quantity: number }[],
): { sku: string; quantity: number; existing: boolean }[] {
  const present = new Set(current.map((l) => l.sku));
  const merged = new Map<string, { sku: string; quantity: number; existing: boolean }>();
  for (const line of other) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) continue;
    const entry = merged.get(line.sku);
    if (entry) entry.quantity += line.quantity;
    else merged.set(line.sku, { sku: line.sku, quantity: line.quantity, existing: present.has(line.sku) });
  }
  return [...merged.values()];
}

export const PROFILE_PAGE_SIZE = 10;
export const PROFILE_PAGE_SIZE_MAX = 50;

/** Page number and size of a profile list, clamped: page ≥ 1, 1 ≤ size ≤ 50 (default 10). */
export function profilePage(page: number | null | undefined, pageSize: number | null | undefined): { page: number; pageSize: number; offset: number } {
  const p = Number.isInteger(page) && (page ?? 0) > 0 ? (page ?? 1) : 1;
  const rawSize = Number.isInteger(pageSize) && (pageSize ?? 0) > 0 ? (pageSize ?? PROFILE_PAGE_SIZE) : PROFILE_PAGE_SIZE;
  const size = Math.min(rawSize, PROFILE_PAGE_SIZE_MAX);
  return { page: p, pageSize: size, offset: (p - 1) * size };
}
