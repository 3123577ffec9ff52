// Validation schemas with the exact Czech messages of spec section 5. The same schemas serve
// react-hook-form (via @hookform/resolvers/zod) and the server's REST/GraphQL input checks.

import { z } from 'zod';

import { hasValidCompanyRegNoChecksum } from './company-reg-no.js';
import { ALLOWED_COUNTRIES, DEFAULT_COUNTRY } from './constants.js';
import { isAllowedCountry } from './contact.js';
import { CHARACTER_FORMS, czechPlural, formatNumber } from './czech.js';
import { CONTACT_TYPES, DEFAULT_CONTACT_TYPE } from './enums.js';
import { QUANTITY_DEFAULTS } from './product.js';

/**
 * Every validation message. Entries with {placeholders} are templates, filled by the
 * *Message functions below. No other file may spell these texts (see the rule-texts test).
 */
export const MESSAGES = {
  required: 'Pole je povinné.',
  invalidEmail: 'Neplatná email adresa.',
  emailFormat: 'Email je v nesprávném formátu.',
  privacyAgreement: 'S prohlášením o ochraně osobních údajů musíte souhlasit.',
  vatId: 'Prosím zadejte DIČ ve formátu CZXXXXXXXX nebo SKXXXXXXXXXX.',
  companyRegNo: 'Prosím zadejte IČO ve formátu XXXXXXXX.',
  companyRegNoChecksum: 'Toto IČO nemá platný kontrolní součet. Zkontrolujte prosím jeho číslice.',
  phone: 'Prosím zadejte telefonní číslo v mezinárodním formátu +420 XXX XXX XXX.',
  postalCode: 'Prosím zadejte PSČ ve formátu XXX XX.',
  country: 'Doručujeme pouze do České republiky a na Slovensko.',
  orderNumber: 'Prosím zadejte číslo objednávky ve formátu XXXXXXXXXX (10 číslic, např. 2026000042).',
  minLength: 'Zadejte alespoň {count} {characters}.',
  maxLength: 'Zadejte nejvýše {count} {characters}.',
  greaterThan: 'Zadejte číslo větší než {num}.',
  atMost: 'Zadejte číslo nejvýše {num}.',
  wholeNumber: 'Zadejte celé číslo.',
  passwordTooCommon: 'Toto heslo je příliš běžné, zvolte prosím jiné.',
  passwordMismatch: 'Hesla se neshodují.',
} as const;
export type MessageKey = keyof typeof MESSAGES;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : match,
  );
}

/** "Zadejte alespoň 1 znak." / "… 2 znaky." / "… 5 znaků." */
export function minLengthMessage(count: number): string {
  return fill(MESSAGES.minLength, { count, characters: czechPlural(count, CHARACTER_FORMS) });
}

/** "Zadejte nejvýše 1 znak." / "… 2 znaky." / "… 50 znaků." */
export function maxLengthMessage(count: number): string {
  return fill(MESSAGES.maxLength, { count, characters: czechPlural(count, CHARACTER_FORMS) });
}

/** "Zadejte číslo nejvýše 100 000." */
export function atMostMessage(num: number): string {
  return fill(MESSAGES.atMost, { num: formatNumber(num, 0) });
}

/** "Zadejte číslo větší než 0." */
export function greaterThanMessage(num: number): string {
  return fill(MESSAGES.greaterThan, { num });
}

// --- Length limits -------------------------------------------------------------------------

/**
 * The longest text each field takes (characters, after trimming), so no form or API stores a
 * 500 kB name (issue 11). Official company and office names can be long, hence 255. A longer
 * value is refused with maxLengthMessage ("Zadejte nejvýše 100 znaků."). E-mail: RFC 5321's 254.
 */
export const TEXT_LIMITS = {
  personName: 100,
  companyName: 255,
  officeName: 255,
  street: 150,
  city: 100,
  /** Before normalisation ("110 00", "11000" and a few spaces). */
  postalCode: 10,
  companyRegNo: 20,
  companyTaxNo: 20,
  /** Before normalisation ("+420 123 456 789", "00420-123-456-789"). */
  phone: 30,
  email: 254,
  /** Login name (an e-mail address). */
  username: 254,
  /** Passwords: long passphrases welcome (ASVS asks for at least 64). */
  password: 128,
  /** Sender and contact names on the share-cart, product-demand and complaint forms. */
  contactName: 100,
  /** Free text: share-cart and product-demand messages, checkout notes. */
  message: 2000,
  complaintDescription: 5000,
  orderNumber: 30,
  sku: 80,
  listName: 100,
  customerOrderNumber: 50,
} as const;
export type TextField = keyof typeof TEXT_LIMITS;

// --- Patterns ------------------------------------------------------------------------------

export const EMAIL_PATTERN = z.regexes.email;
/** CZ + 8 to 10 digits, or SK + 10 digits (checked after removing spaces and upper-casing). */
export const VAT_ID_PATTERN = /^(CZ\d{8,10}|SK\d{10})$/;
/** 8 to 10 digits (checked after removing spaces); 8 digits must also pass the modulo-11 check (company.ts). */
export const COMPANY_REG_NO_PATTERN = /^\d{8,10}$/;
/** The normalized phone form: +420 XXX XXX XXX (or +421 for Slovak numbers). */
export const PHONE_PATTERN = /^\+42[01] \d{3} \d{3} \d{3}$/;
/** An order number as formatOrderNumber writes it: the year and a 6-digit sequence (checked after removing spaces). */
export const ORDER_NUMBER_PATTERN = /^\d{4}\d{6}$/;
/** The normalized postal code form: XXX XX (Czech and Slovak PSČ). */
export const POSTAL_CODE_PATTERN = /^\d{3} \d{2}$/;

const removeSpaces = (value: string): string => value.replace(/\s+/g, '');

export function normalizeVatId(value: string): string {
  return removeSpaces(value).toUpperCase();
}

/**
 * Brings a phone number to "+420 123 456 789". Accepted spellings: with or without spaces or
 * dashes, with a 00 instead of + or without the +, and a Czech number without its prefix
 * (nine digits, "603123456": Czech numbers begin with 2–9), which gets +420. Slovak numbers
 * (+421) are accepted too, since Slovakia is an allowed country. Anything else is returned
 * trimmed, for the pattern to reject.
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(/[\s-]/g, '').replace(/^00/, '+');
  const compact = /^[2-9]\d{8}$/.test(digits) ? `+420${digits}` : /^42[01]\d{9}$/.test(digits) ? `+${digits}` : digits;
  if (!/^\+42[01]\d{9}$/.test(compact)) return value.trim();
  return `${compact.slice(0, 4)} ${compact.slice(4, 7)} ${compact.slice(7, 10)} ${compact.slice(10)}`;
}

/** "11000" or "110 00" → "110 00". */
export function normalizePostalCode(value: string): string {
  const compact = removeSpaces(value);
  return /^\d{5}$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim();
}

// --- Building blocks -----------------------------------------------------------------------

/**
 * A trimmed text that must not be empty ('Pole je povinné.'); with `max`, also at most that many
 * characters ('Zadejte nejvýše … znaků.').
 */
export function requiredString(max?: number) {
  const base = z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required });
  return max === undefined ? base : base.max(max, { error: maxLengthMessage(max) });
}

/** A trimmed text of at most `max` characters that may be empty or missing (missing becomes ''). */
function optionalString(max: number) {
  return z.string().trim().max(max, { error: maxLengthMessage(max) }).default('');
}

/** The length check that runs before a format check, so a huge value is never pattern-matched. */
function capped(max: number, error: string = maxLengthMessage(max)) {
  return z.string({ error: MESSAGES.required }).max(max, { error, abort: true });
}

/** A text of at least `count` characters, with the Czech plural message. */
export function minLength(count: number, base: z.ZodString = z.string()): z.ZodString {
  return base.min(count, { error: minLengthMessage(count) });
}

/** A text of at most `count` characters, with the Czech plural message. */
export function maxLength(count: number, base: z.ZodString = z.string()): z.ZodString {
  return base.max(count, { error: maxLengthMessage(count) });
}

/** A number (digits from a form are coerced) strictly greater than `num`. */
export function greaterThan(num: number) {
  const error = greaterThanMessage(num);
  return z.coerce.number({ error }).gt(num, { error });
}

/** E-mail: required ('Pole je povinné.') and well-formed ('Neplatná email adresa.'). */
export const emailSchema = capped(TEXT_LIMITS.email + 20, maxLengthMessage(TEXT_LIMITS.email))
  .trim()
  .max(TEXT_LIMITS.email, { error: maxLengthMessage(TEXT_LIMITS.email), abort: true })
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail });

/** An e-mail that may be left empty, but must be valid when given. */
export const optionalEmailSchema = capped(TEXT_LIMITS.email + 20, maxLengthMessage(TEXT_LIMITS.email))
  .trim()
  .max(TEXT_LIMITS.email, { error: maxLengthMessage(TEXT_LIMITS.email), abort: true })
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: MESSAGES.invalidEmail })
  .default('');

export const vatIdSchema = capped(TEXT_LIMITS.companyTaxNo)
  .overwrite(normalizeVatId)
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(VAT_ID_PATTERN, { error: MESSAGES.vatId });

/**
 * The message for a filled-in IČO, or null when it is fine: 8 to 10 digits (spec), and an 8-digit
 * IČO with its modulo-11 check digit (the 9- and 10-digit forms keep the format rule only).
 */
export function companyRegNoProblem(value: string): string | null {
  if (!COMPANY_REG_NO_PATTERN.test(value)) return MESSAGES.companyRegNo;
  return value.length === 8 && !hasValidCompanyRegNoChecksum(value) ? MESSAGES.companyRegNoChecksum : null;
}

export const companyRegNoSchema = capped(TEXT_LIMITS.companyRegNo)
  .overwrite(removeSpaces)
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(COMPANY_REG_NO_PATTERN, { error: MESSAGES.companyRegNo, abort: true })
  .refine((value) => companyRegNoProblem(value) === null, { error: MESSAGES.companyRegNoChecksum });

/** Required phone; the output is normalized to "+420 123 456 789" (see normalizePhone). */
export const phoneSchema = capped(TEXT_LIMITS.phone)
  .overwrite(normalizePhone)
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(PHONE_PATTERN, { error: MESSAGES.phone });

/** Phone that may be left empty, but is validated and normalized when given. */
export const optionalPhoneSchema = capped(TEXT_LIMITS.phone)
  .overwrite(normalizePhone)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: MESSAGES.phone })
  .default('');

export const postalCodeSchema = capped(TEXT_LIMITS.postalCode)
  .overwrite(normalizePostalCode)
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(POSTAL_CODE_PATTERN, { error: MESSAGES.postalCode });

/** CZ or SK; lower case and surrounding spaces are accepted, a missing value is CZ. */
export const countrySchema = z
  .string({ error: MESSAGES.country })
  .max(10, { error: MESSAGES.country, abort: true })
  .trim()
  .toUpperCase()
  .refine(isAllowedCountry, { error: MESSAGES.country })
  .default(DEFAULT_COUNTRY);

/** A checkbox that must be ticked ('S prohlášením o ochraně osobních údajů musíte souhlasit.'). */
export const privacyAgreementSchema = z
  .boolean({ error: MESSAGES.privacyAgreement })
  .refine((v) => v, { error: MESSAGES.privacyAgreement });

// --- Forms ---------------------------------------------------------------------------------

/** Username required; both fields trimmed before sending (section 5). */
export const loginSchema = z.object({
  username: requiredString(TEXT_LIMITS.username),
  password: maxLength(TEXT_LIMITS.password, z.string().trim()).default(''),
});

export const forgottenPasswordSchema = z.object({ email: emailSchema });

/** Field names follow POST /api/utils/share-cart. */
export const shareCartSchema = z.object({
  customerName: requiredString(TEXT_LIMITS.contactName),
  customerEmail: emailSchema,
  to: emailSchema,
  message: optionalString(TEXT_LIMITS.message),
});

/** Newsletter: any e-mail problem shows 'Email je v nesprávném formátu.' (section 5). */
export const newsletterSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailFormat })
    .max(TEXT_LIMITS.email + 20, { error: MESSAGES.emailFormat, abort: true })
    .trim()
    .max(TEXT_LIMITS.email, { error: MESSAGES.emailFormat, abort: true })
    .regex(EMAIL_PATTERN, { error: MESSAGES.emailFormat }),
  agreement: privacyAgreementSchema,
});

const contactObject = z.object({
  contactType: z.enum(CONTACT_TYPES).catch(DEFAULT_CONTACT_TYPE),
  personName: optionalString(TEXT_LIMITS.personName),
  companyName: optionalString(TEXT_LIMITS.companyName),
  companyRegNo: capped(TEXT_LIMITS.companyRegNo).overwrite(removeSpaces).default(''),
  companyTaxNo: capped(TEXT_LIMITS.companyTaxNo).overwrite(normalizeVatId).default(''),
  officeName: optionalString(TEXT_LIMITS.officeName),
  street: requiredString(TEXT_LIMITS.street),
  city: requiredString(TEXT_LIMITS.city),
  postalCode: postalCodeSchema,
  country: countrySchema,
  emailAddress: optionalEmailSchema,
  phoneNumber: optionalPhoneSchema,
});

type ContactShape = z.output<typeof contactObject>;

/**
 * The spec leaves address-form rules open. Chosen: street, city and PSČ always; the name that
 * matches the type (person → personName, office → officeName, company → companyName and IČO);
 * IČO and DIČ validated whenever filled in; DIČ never required.
 */
function refineContact(contact: ContactShape, ctx: z.RefinementCtx): void {
  const requireField = (field: keyof ContactShape): void => {
    if (contact[field] === '') ctx.addIssue({ code: 'custom', message: MESSAGES.required, path: [field] });
  };
  if (contact.contactType === 'person') requireField('personName');
  if (contact.contactType === 'office') requireField('officeName');
  if (contact.contactType === 'company') {
    requireField('companyName');
    requireField('companyRegNo');
  }
  const regNoProblem = contact.companyRegNo === '' ? null : companyRegNoProblem(contact.companyRegNo);
  if (regNoProblem) ctx.addIssue({ code: 'custom', message: regNoProblem, path: ['companyRegNo'] });
  if (contact.companyTaxNo !== '' && !VAT_ID_PATTERN.test(contact.companyTaxNo)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.vatId, path: ['companyTaxNo'] });
  }
}

/** Any stored contact (delivery addresses, invoice data). */
export const contactSchema = contactObject.superRefine(refineContact);

/** The orderer's contact in checkout and registration: e-mail and phone are required too. */
export const checkoutContactSchema = contactObject
  .extend({ emailAddress: emailSchema, phoneNumber: phoneSchema })
  .superRefine(refineContact);

/**
 * Tells whether a password is one of the most common ones. The list (tens of thousands of
 * entries) lives on the server (src/server/auth/common-passwords.ts), never in the client
 * bundle; the client checks the length only and the server adds this check.
 */
export type CommonPasswordCheck = (password: string) => boolean;

/**
 * At least 8 characters, at most TEXT_LIMITS.password, and (given `isCommon`, on the server) not
 * a common password ('Toto heslo je příliš běžné, zvolte prosím jiné.'). Trimmed, because login
 * trims the password before sending (section 5); an untrimmed stored password could never be
 * typed in again.
 */
export function passwordRules(isCommon?: CommonPasswordCheck) {
  const base = z
    .string({ error: MESSAGES.required })
    .max(TEXT_LIMITS.password + 100, { error: maxLengthMessage(TEXT_LIMITS.password), abort: true })
    .trim()
    .min(8, { error: minLengthMessage(8), abort: true })
    .max(TEXT_LIMITS.password, { error: maxLengthMessage(TEXT_LIMITS.password), abort: true });
  return isCommon ? base.refine((v) => !isCommon(v), { error: MESSAGES.passwordTooCommon }) : base;
}

/** The password rules the browser checks (length); the server uses passwordRules(isCommonPassword). */
export const passwordSchema = passwordRules();

/** The registration form; the server passes its passwordRules with the common-password check. */
export function registrationRules(password: z.ZodType<string, string> = passwordSchema) {
  return z
    .object({
      email: emailSchema,
      password,
      passwordConfirmation: maxLength(TEXT_LIMITS.password + 100, z.string({ error: MESSAGES.required })).trim(),
      contact: checkoutContactSchema,
      /** A separate delivery address; null or missing means deliver to `contact`. */
      deliveryContact: contactSchema.nullable().default(null),
      newsletter: z.boolean().default(false),
      agreement: privacyAgreementSchema,
    })
    .refine((d) => d.password === d.passwordConfirmation, {
      error: MESSAGES.passwordMismatch,
      path: ['passwordConfirmation'],
    });
}

export const registrationSchema = registrationRules();

/** Quantity in a form: a whole number greater than 0. */
export const positiveQuantitySchema = greaterThan(0).pipe(z.number().int({ error: MESSAGES.wholeNumber }));

/**
 * "Hlídat dostupnost" (issue 16): the address to notify and, optionally, the quantity that must be
 * in stock. An empty quantity means any (null).
 */
export const stockWatchSchema = z.object({
  sku: requiredString(TEXT_LIMITS.sku),
  email: emailSchema,
  quantity: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? null : value),
    positiveQuantitySchema.pipe(z.number().max(QUANTITY_DEFAULTS.max, { error: atMostMessage(QUANTITY_DEFAULTS.max) })).nullable(),
  ),
});

/** The product-demand e-mail form (ask the shop about a product). */
export const productDemandSchema = z.object({
  sku: optionalString(TEXT_LIMITS.sku),
  name: requiredString(TEXT_LIMITS.contactName),
  email: emailSchema,
  phone: optionalPhoneSchema,
  message: optionalString(TEXT_LIMITS.message),
  quantity: positiveQuantitySchema,
});

export const complaintSchema = z.object({
  name: requiredString(TEXT_LIMITS.contactName),
  email: emailSchema,
  phone: optionalPhoneSchema,
  orderNumber: capped(TEXT_LIMITS.orderNumber)
    .overwrite(removeSpaces)
    .min(1, { error: MESSAGES.required, abort: true })
    .regex(ORDER_NUMBER_PATTERN, { error: MESSAGES.orderNumber }),
  productSku: optionalString(TEXT_LIMITS.sku),
  description: minLength(10, z.string({ error: MESSAGES.required }).trim()).pipe(
    maxLength(TEXT_LIMITS.complaintDescription, z.string()),
  ),
  agreement: privacyAgreementSchema,
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
export type ForgottenPasswordData = z.output<typeof forgottenPasswordSchema>;
export type ShareCartInput = z.input<typeof shareCartSchema>;
export type ShareCartData = z.output<typeof shareCartSchema>;
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormData = z.output<typeof contactSchema>;
export type CheckoutContactData = z.output<typeof checkoutContactSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationData = z.output<typeof registrationSchema>;
export type StockWatchInput = z.input<typeof stockWatchSchema>;
export type StockWatchData = z.output<typeof stockWatchSchema>;
export type ProductDemandInput = z.input<typeof productDemandSchema>;
export type ProductDemandData = z.output<typeof productDemandSchema>;
export type ComplaintInput = z.input<typeof complaintSchema>;
export type ComplaintData = z.output<typeof complaintSchema>;

/** Allowed countries, re-exported for select boxes. */
export const COUNTRY_OPTIONS = ALLOWED_COUNTRIES;

/** The first message of a failed parse, or null: handy for single-field checks. */
export function firstError(result: { success: boolean; error?: z.ZodError }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}
