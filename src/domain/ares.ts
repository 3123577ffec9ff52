// ARES's answer (GET /ekonomicke-subjekty/{ico} of its public REST API) as the shop's company
// record. Apart from company.ts because it needs zod (the client's first chunk must not).

import { z } from 'zod';
import type { CompanyRecord } from './company.js';
import { normalizePostalCode, normalizeVatId, POSTAL_CODE_PATTERN, TEXT_LIMITS, VAT_ID_PATTERN } from './validation.js';

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

