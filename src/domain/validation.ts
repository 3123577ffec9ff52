// Validation schemas with the exact Czech messages of spec section 5. The same schemas serve
// react-hook-form (via @hookform/resolvers/zod) and the server's REST/GraphQL input checks.

import { z } from 'zod';

import { ALLOWED_COUNTRIES, DEFAULT_COUNTRY } from './constants.js';
import { isAllowedCountry } from './contact.js';
import { CHARACTER_FORMS, czechPlural } from './czech.js';
import { CONTACT_TYPES, DEFAULT_CONTACT_TYPE } from './enums.js';

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
  phone: 'Prosím zadejte telefonní číslo v mezinárodním formátu +420 XXX XXX XXX.',
  postalCode: 'Prosím zadejte PSČ ve formátu XXX XX.',
  country: 'Doručujeme pouze do České republiky a na Slovensko.',
  minLength: 'Zadejte alespoň {count} {characters}.',
  maxLength: 'Zadejte nejvýše {count} {characters}.',
  greaterThan: 'Zadejte číslo větší než {num}.',
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

/** "Zadejte číslo větší než 0." */
export function greaterThanMessage(num: number): string {
  return fill(MESSAGES.greaterThan, { num });
}

// --- Patterns ------------------------------------------------------------------------------

export const EMAIL_PATTERN = z.regexes.email;
/** CZ + 8 to 10 digits, or SK + 10 digits (checked after removing spaces and upper-casing). */
export const VAT_ID_PATTERN = /^(CZ\d{8,10}|SK\d{10})$/;
/** 8 to 10 digits (checked after removing spaces). */
export const COMPANY_REG_NO_PATTERN = /^\d{8,10}$/;
/** The normalized phone form: +420 XXX XXX XXX (or +421 for Slovak numbers). */
export const PHONE_PATTERN = /^\+42[01] \d{3} \d{3} \d{3}$/;
/** The normalized postal code form: XXX XX (Czech and Slovak PSČ). */
export const POSTAL_CODE_PATTERN = /^\d{3} \d{2}$/;

const removeSpaces = (value: string): string => value.replace(/\s+/g, '');

export function normalizeVatId(value: string): string {
  return removeSpaces(value).toUpperCase();
}

/**
 * Brings a phone number to "+420 123 456 789". Accepted spellings: with or without spaces or
 * dashes, and with a 00 instead of +. Slovak numbers (+421) are accepted too, since Slovakia
 * is an allowed country. Anything else is returned trimmed, for the pattern to reject.
 */
export function normalizePhone(value: string): string {
  const compact = value.replace(/[\s-]/g, '').replace(/^00/, '+');
  if (!/^\+42[01]\d{9}$/.test(compact)) return value.trim();
  return `${compact.slice(0, 4)} ${compact.slice(4, 7)} ${compact.slice(7, 10)} ${compact.slice(10)}`;
}

/** "11000" or "110 00" → "110 00". */
export function normalizePostalCode(value: string): string {
  const compact = removeSpaces(value);
  return /^\d{5}$/.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim();
}

// --- Building blocks -----------------------------------------------------------------------

/** A trimmed text that must not be empty ('Pole je povinné.'). */
export function requiredString() {
  return z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required });
}

/** A trimmed text that may be empty or missing (missing becomes ''). */
function optionalString() {
  return z.string().trim().default('');
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
export const emailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail });

/** An e-mail that may be left empty, but must be valid when given. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: MESSAGES.invalidEmail })
  .default('');

export const vatIdSchema = z
  .string({ error: MESSAGES.required })
  .overwrite(normalizeVatId)
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(VAT_ID_PATTERN, { error: MESSAGES.vatId });

export const companyRegNoSchema = z
  .string({ error: MESSAGES.required })
  .overwrite(removeSpaces)
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(COMPANY_REG_NO_PATTERN, { error: MESSAGES.companyRegNo });

/** Required phone; the output is normalized to "+420 123 456 789" (see normalizePhone). */
export const phoneSchema = z
  .string({ error: MESSAGES.required })
  .overwrite(normalizePhone)
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(PHONE_PATTERN, { error: MESSAGES.phone });

/** Phone that may be left empty, but is validated and normalized when given. */
export const optionalPhoneSchema = z
  .string()
  .overwrite(normalizePhone)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: MESSAGES.phone })
  .default('');

export const postalCodeSchema = z
  .string({ error: MESSAGES.required })
  .overwrite(normalizePostalCode)
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(POSTAL_CODE_PATTERN, { error: MESSAGES.postalCode });

/** CZ or SK; lower case and surrounding spaces are accepted, a missing value is CZ. */
export const countrySchema = z
  .string({ error: MESSAGES.country })
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
  username: requiredString(),
  password: z.string().trim().default(''),
});

export const forgottenPasswordSchema = z.object({ email: emailSchema });

/** Field names follow POST /api/utils/share-cart. */
export const shareCartSchema = z.object({
  customerName: requiredString(),
  customerEmail: emailSchema,
  to: emailSchema,
  message: maxLength(2000, z.string().trim()).default(''),
});

/** Newsletter: any e-mail problem shows 'Email je v nesprávném formátu.' (section 5). */
export const newsletterSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailFormat })
    .trim()
    .regex(EMAIL_PATTERN, { error: MESSAGES.emailFormat }),
  agreement: privacyAgreementSchema,
});

const contactObject = z.object({
  contactType: z.enum(CONTACT_TYPES).catch(DEFAULT_CONTACT_TYPE),
  personName: optionalString(),
  companyName: optionalString(),
  companyRegNo: z.string().overwrite(removeSpaces).default(''),
  companyTaxNo: z.string().overwrite(normalizeVatId).default(''),
  officeName: optionalString(),
  street: requiredString(),
  city: requiredString(),
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
  if (contact.companyRegNo !== '' && !COMPANY_REG_NO_PATTERN.test(contact.companyRegNo)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.companyRegNo, path: ['companyRegNo'] });
  }
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

// A short list of the most used passwords (public breach statistics), refused outright.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  '11223344',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwertyui',
  'qwerty123',
  'qwertz123',
  'qwertzuiop',
  'qwertyuiop',
  'abcd1234',
  'abc12345',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'aaaaaaaa',
  'heslo123',
  'heslo1234',
  'hesloheslo',
  'asdfghjk',
  'asdfasdf',
]);

/**
 * At least 8 characters and not one of COMMON_PASSWORDS (case-insensitive). Trimmed, because
 * login trims the password before sending (section 5); an untrimmed stored password could
 * never be typed in again.
 */
export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(8, { error: minLengthMessage(8), abort: true })
  .refine((v) => !COMMON_PASSWORDS.has(v.toLowerCase()), { error: MESSAGES.passwordTooCommon });

export const registrationSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    passwordConfirmation: z.string({ error: MESSAGES.required }).trim(),
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

/** Quantity in a form: a whole number greater than 0. */
export const positiveQuantitySchema = greaterThan(0).pipe(z.number().int({ error: MESSAGES.wholeNumber }));

/** The product-demand e-mail form (ask the shop about a product). */
export const productDemandSchema = z.object({
  sku: optionalString(),
  name: requiredString(),
  email: emailSchema,
  phone: optionalPhoneSchema,
  message: maxLength(2000, z.string().trim()).default(''),
  quantity: positiveQuantitySchema,
});

export const complaintSchema = z.object({
  name: requiredString(),
  email: emailSchema,
  phone: optionalPhoneSchema,
  orderNumber: requiredString(),
  productSku: optionalString(),
  description: minLength(10, z.string({ error: MESSAGES.required }).trim()).pipe(
    maxLength(5000, z.string()),
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
