// The company data the public register ARES answers for an IČO, and how it fills a contact form.
// ARES is asked only for 8-digit numbers that pass the modulo-11 check (company-reg-no.ts):
// anything else cannot be a registered company, so the lookup never leaves the shop for it.

import { z } from 'zod';
import { hasValidCompanyRegNoChecksum } from './company-reg-no.js';
import type { Contact } from './contact.js';
import { normalizePostalCode, normalizeVatId, POSTAL_CODE_PATTERN, TEXT_LIMITS, VAT_ID_PATTERN } from './validation.js';

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

/**
 * One economic subject as ARES's REST API answers `GET /ekonomicke-subjekty/{ico}` (only the
 * fields the shop reads; the address parts are all optional there, numbers are JSON numbers).
 */
const aresSubjectSchema = z.object({
  ico: z.string().optional(),
  obchodniJmeno: z.string().trim().min(1),
  dic: z.string().nullish(),
  sidlo: z
    .object({
      kodStatu: z.string().nullish(),
      nazevObce: z.string().nullish(),
      nazevCastiObce: z.string().nullish(),
      nazevUlice: z.string().nullish(),
      cisloDomovni: z.union([z.number(), z.string()]).nullish(),
      cisloOrientacni: z.union([z.number(), z.string()]).nullish(),
      cisloOrientacniPismeno: z.string().nullish(),
      psc: z.union([z.number(), z.string()]).nullish(),
    })
    .nullish(),
});

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value).trim());

/**
 * The company of an ARES answer for `companyRegNo`, or null when the answer is not one (no name).
 * Street: "Ulice číslo popisné/orientační" ("Jankovcova 1522/53"); an address without streets
 * (villages) uses the part of the municipality, as Czech post does ("Lhota 12"). A DIČ that is
 * not in the shop's format (CZ + 8–10 digits) is left out rather than refused later.
 */
export function companyFromAres(companyRegNo: string, answer: unknown): CompanyRecord | null {
  const parsed = aresSubjectSchema.safeParse(answer);
  if (!parsed.success) return null;
  const { obchodniJmeno, dic, sidlo } = parsed.data;
  const orientation = text(sidlo?.cisloOrientacni);
  const houseNumber = `${text(sidlo?.cisloDomovni)}${orientation ? `/${orientation}${text(sidlo?.cisloOrientacniPismeno)}` : ''}`.replace(/^\//, '');
  const streetName = text(sidlo?.nazevUlice) || text(sidlo?.nazevCastiObce) || text(sidlo?.nazevObce);
  const psc = text(sidlo?.psc).replace(/\s+/g, '');
  const postalCode = /^\d{1,5}$/.test(psc) ? normalizePostalCode(psc.padStart(5, '0')) : '';
  const vatId = normalizeVatId(text(dic));
  return {
    companyRegNo,
    companyName: obchodniJmeno.slice(0, TEXT_LIMITS.companyName),
    street: `${streetName} ${houseNumber}`.trim().slice(0, TEXT_LIMITS.street),
    city: text(sidlo?.nazevObce).slice(0, TEXT_LIMITS.city),
    postalCode: POSTAL_CODE_PATTERN.test(postalCode) ? postalCode : '',
    country: 'CZ',
    companyTaxNo: VAT_ID_PATTERN.test(vatId) ? vatId : '',
  };
}

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
