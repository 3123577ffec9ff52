// The company data the public register ARES answers for an IČO, and how it fills a contact form.
// ARES is asked only for 8-digit numbers that pass the modulo-11 check (company-reg-no.ts):
// anything else cannot be a registered company, so the lookup never leaves the shop for it.

import { hasValidCompanyRegNoChecksum } from './company-reg-no.js';
import type { Contact } from './contact.js';

/**
 * An IČO without spaces that ARES can know: 8 digits with a valid check digit. Null for
 * anything else (also for the 9- and 10-digit forms the forms accept, which ARES does not issue).
 */
export function lookupCompanyRegNo(value: string): string | null {
  const compact = value.replace(/\s+/g, '');
  return hasValidCompanyRegNoChecksum(compact) ? compact : null;
}

/** A company as the shop uses it from ARES: the contact's company fields. */
export type CompanyRecord = {
  companyRegNo: string;
  companyName: string;
  /** "Street 12/3", or the municipality part and house number where the address has no street. */
  street: string;
  city: string;
  /** "110 00". */
  postalCode: string;
  country: 'CZ';
  /** "CZ12345678", or '' for a company that is no VAT payer. */
  companyTaxNo: string;
};

/** The texts the shopper sees around the lookup (the endpoint's errors and the form's hints). */
export const COMPANY_LOOKUP_TEXTS = {
  notFound: 'Firmu s tímto IČO jsme v registru ARES nenašli. Vyplňte prosím údaje ručně.',
  unavailable: 'Registr ARES teď neodpovídá. Vyplňte prosím údaje firmy ručně.',
  timeout: 'Registr ARES neodpověděl včas. Vyplňte prosím údaje firmy ručně.',
  loading: 'Hledáme firmu v registru ARES…',
  filled: 'Název, adresu a DIČ jsme doplnili z registru ARES.',
  kept: 'Údaje, které jste už vyplnili, jsme ponechali.',
  applyAll: 'Použít všechny údaje z ARES',
} as const;

/** The contact fields an ARES answer fills. */
export const COMPANY_FILL_FIELDS = ['companyName', 'street', 'city', 'postalCode', 'country', 'companyTaxNo'] as const;
export type CompanyFillField = (typeof COMPANY_FILL_FIELDS)[number];
export type CompanyFill = Partial<Pick<Contact, CompanyFillField>>;

/**
 * What to write into a contact form from an ARES answer. A field is filled when it is empty or
 * still holds what an earlier ARES answer wrote there (`previous`), so a shopper who corrects
 * the IČO gets the new company, while nothing they typed themselves is overwritten; `all`
 * (the shopper asked for it) takes every field from ARES. `kept` lists the fields left as typed
 * that differ from ARES.
 */
export function companyFill(
  current: Partial<Record<CompanyFillField, string | null | undefined>>,
  company: CompanyRecord,
  previous: CompanyFill | null = null,
  all = false,
): { fill: CompanyFill; kept: CompanyFillField[] } {
  const fill: CompanyFill = {};
  const kept: CompanyFillField[] = [];
  for (const field of COMPANY_FILL_FIELDS) {
    const now = (current[field] ?? '').trim();
    const next = company[field];
    if (now === next) continue;
    // The country is never empty in a form (CZ is the default); only ARES's CZ replaces SK when asked.
    const untouched = field === 'country' ? false : now === '' || (previous !== null && now === (previous[field] ?? '').trim());
    if (all || untouched) fill[field] = next;
    else if (next !== '') kept.push(field);
  }
  return { fill, kept };
}
