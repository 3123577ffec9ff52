// Contacts (spec section 3): defaults, ids, countries.

import { ALLOWED_COUNTRIES, DEFAULT_COUNTRY, type AllowedCountry } from './constants.js';
import { parseContactType, type ContactType } from './enums.js';

export const CONTACT_TEXT_FIELDS = [
  'city',
  'companyName',
  'companyRegNo',
  'companyTaxNo',
  'emailAddress',
  'officeName',
  'personName',
  'phoneNumber',
  'postalCode',
  'street',
] as const;
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number];

export type Contact = Record<ContactTextField, string> & {
  contactType: ContactType;
  country: string;
};

export type ContactWithId = Contact & { id: string };

/** Shape accepted from outside: any field may be missing or null. */
export type ContactInput = {
  [K in ContactTextField]?: string | null;
} & {
  contactType?: string | null;
  country?: unknown;
  id?: string | number | null;
};

export const MISSING_CONTACT_ID = 'n/a';
export const COUNTRY_CONVERSION_ERROR = 'Country conversion expects a text parameter.';

export function emptyContact(): Contact {
  return {
    city: '',
    companyName: '',
    companyRegNo: '',
    companyTaxNo: '',
    contactType: 'person',
    country: DEFAULT_COUNTRY,
    emailAddress: '',
    officeName: '',
    personName: '',
    phoneNumber: '',
    postalCode: '',
    street: '',
  };
}

/**
 * Converts a country value: text is trimmed and upper-cased ("cz" → "CZ"); null and undefined
 * pass through unchanged (the caller decides which it needs); anything else throws.
 */
export function toCountry(value: string): string;
export function toCountry(value: null): null;
export function toCountry(value: undefined): undefined;
export function toCountry(value: unknown): string | null | undefined;
export function toCountry(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return value;
  if (typeof value !== 'string') throw new Error(COUNTRY_CONVERSION_ERROR);
  return value.trim().toUpperCase();
}

export function isAllowedCountry(value: unknown): value is AllowedCountry {
  return typeof value === 'string' && (ALLOWED_COUNTRIES as readonly string[]).includes(value.trim().toUpperCase());
}

/**
 * Fills a contact from partial input: missing or null texts become '', contactType falls back
 * to person, an empty or missing country becomes CZ. A non-text country throws (toCountry).
 * Whether the country is allowed is a validation question (contactSchema), not decided here.
 */
export function normalizeContact(partial: ContactInput | null | undefined = {}): Contact {
  const input = partial ?? {};
  const contact = emptyContact();
  for (const field of CONTACT_TEXT_FIELDS) {
    const value = input[field];
    if (typeof value === 'string') contact[field] = value;
  }
  contact.contactType = parseContactType(input.contactType);
  const country = toCountry(input.country);
  contact.country = country ? country : DEFAULT_COUNTRY;
  return contact;
}

/** A contact variant with an id; a missing or empty id becomes "n/a". */
export function contactWithId(partial: ContactInput | null | undefined = {}): ContactWithId {
  const id = partial?.id;
  const text = id === null || id === undefined ? '' : String(id).trim();
  return { ...normalizeContact(partial), id: text === '' ? MISSING_CONTACT_ID : text };
}

/** The display name of a contact by its type: company, office or person name. */
export function contactName(contact: Contact): string {
  switch (contact.contactType) {
    case 'company':
      return contact.companyName;
    case 'office':
      return contact.officeName;
    default:
      return contact.personName;
  }
}

/** True when no text field has content (contactType and country are defaults, not content). */
export function isContactEmpty(contact: Contact): boolean {
  return CONTACT_TEXT_FIELDS.every((field) => contact[field].trim() === '');
}
