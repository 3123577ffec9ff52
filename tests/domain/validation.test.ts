import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  MESSAGES,
  checkoutContactSchema,
  companyRegNoSchema,
  complaintSchema,
  contactSchema,
  countrySchema,
  emailSchema,
  firstError,
  forgottenPasswordSchema,
  greaterThan,
  greaterThanMessage,
  loginSchema,
  maxLength,
  maxLengthMessage,
  minLength,
  minLengthMessage,
  newsletterSchema,
  normalizePhone,
  normalizePostalCode,
  optionalEmailSchema,
  optionalPhoneSchema,
  passwordRules,
  passwordSchema,
  phoneSchema,
  positiveQuantitySchema,
  postalCodeSchema,
  privacyAgreementSchema,
  productDemandSchema,
  registrationRules,
  registrationSchema,
  shareCartSchema,
  TEXT_LIMITS,
  vatIdSchema,
} from '../../src/domain';

/** The message of the first issue at `path`, or null when that field is fine. */
function errorAt(schema: z.ZodType, input: unknown, path = ''): string | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues.find((i) => i.path.join('.') === path);
  return issue?.message ?? null;
}

describe('messages', () => {
  it('are the exact spec texts', () => {
    expect(MESSAGES.required).toBe('Pole je povinné.');
    expect(MESSAGES.invalidEmail).toBe('Neplatná email adresa.');
    expect(MESSAGES.emailFormat).toBe('Email je v nesprávném formátu.');
    expect(MESSAGES.privacyAgreement).toBe('S prohlášením o ochraně osobních údajů musíte souhlasit.');
    expect(MESSAGES.vatId).toBe('Prosím zadejte DIČ ve formátu CZXXXXXXXX nebo SKXXXXXXXXXX.');
    expect(MESSAGES.companyRegNo).toBe('Prosím zadejte IČO ve formátu XXXXXXXX.');
    expect(MESSAGES.phone).toContain('+420 XXX XXX XXX');
  });

  it.each([
    [1, 'Zadejte alespoň 1 znak.', 'Zadejte nejvýše 1 znak.'],
    [2, 'Zadejte alespoň 2 znaky.', 'Zadejte nejvýše 2 znaky.'],
    [4, 'Zadejte alespoň 4 znaky.', 'Zadejte nejvýše 4 znaky.'],
    [5, 'Zadejte alespoň 5 znaků.', 'Zadejte nejvýše 5 znaků.'],
    [22, 'Zadejte alespoň 22 znaků.', 'Zadejte nejvýše 22 znaků.'],
  ])('length messages for %i', (n, min, max) => {
    expect(minLengthMessage(n)).toBe(min);
    expect(maxLengthMessage(n)).toBe(max);
  });

  it('greater-than message', () => {
    expect(greaterThanMessage(0)).toBe('Zadejte číslo větší než 0.');
    expect(greaterThanMessage(2.5)).toBe('Zadejte číslo větší než 2.5.');
  });
});

describe('building blocks', () => {
  it('minLength / maxLength', () => {
    expect(errorAt(minLength(3), 'ab')).toBe('Zadejte alespoň 3 znaky.');
    expect(errorAt(minLength(3), 'abc')).toBeNull();
    expect(errorAt(maxLength(5), 'abcdef')).toBe('Zadejte nejvýše 5 znaků.');
    expect(errorAt(maxLength(5), 'abcde')).toBeNull();
  });

  it('greaterThan coerces digits and refuses the limit itself', () => {
    expect(greaterThan(0).parse('3')).toBe(3);
    expect(errorAt(greaterThan(0), 0)).toBe('Zadejte číslo větší než 0.');
    expect(errorAt(greaterThan(10), 'abc')).toBe('Zadejte číslo větší než 10.');
    expect(errorAt(greaterThan(10), 10.5)).toBeNull();
  });

  it('positive quantity must be whole', () => {
    expect(positiveQuantitySchema.parse('2')).toBe(2);
    expect(errorAt(positiveQuantitySchema, 1.5)).toBe(MESSAGES.wholeNumber);
    expect(errorAt(positiveQuantitySchema, -1)).toBe('Zadejte číslo větší než 0.');
  });

  it('firstError', () => {
    expect(firstError(emailSchema.safeParse(''))).toBe(MESSAGES.required);
    expect(firstError(emailSchema.safeParse('a@b.cz'))).toBeNull();
    expect(firstError({ success: false })).toBeNull();
  });
});

describe('e-mail', () => {
  it.each([
    ['', MESSAGES.required],
    ['   ', MESSAGES.required],
    [undefined, MESSAGES.required],
    [42, MESSAGES.required],
    ['jana', MESSAGES.invalidEmail],
    ['jana@', MESSAGES.invalidEmail],
    ['jana@cisto', MESSAGES.invalidEmail],
    ['jana novak@cisto.cz', MESSAGES.invalidEmail],
    ['jana.novak@cisto.cz', null],
    ['  jana@cisto.cz  ', null],
  ])('%j → %s', (input, message) => {
    expect(errorAt(emailSchema, input)).toBe(message);
  });

  it('trims', () => {
    expect(emailSchema.parse(' a@b.cz ')).toBe('a@b.cz');
  });

  it('optional e-mail', () => {
    expect(optionalEmailSchema.parse(undefined)).toBe('');
    expect(optionalEmailSchema.parse(' ')).toBe('');
    expect(errorAt(optionalEmailSchema, 'x')).toBe(MESSAGES.invalidEmail);
  });

  it('forgotten password uses the e-mail rule', () => {
    expect(errorAt(forgottenPasswordSchema, { email: '' }, 'email')).toBe(MESSAGES.required);
  });
});

describe('login', () => {
  it('requires a username and trims both fields', () => {
    expect(loginSchema.parse({ username: '  jana ', password: ' tajne ' })).toEqual({ username: 'jana', password: 'tajne' });
    expect(errorAt(loginSchema, { username: '  ', password: 'x' }, 'username')).toBe(MESSAGES.required);
    expect(errorAt(loginSchema, { password: 'x' }, 'username')).toBe(MESSAGES.required);
    expect(loginSchema.parse({ username: 'jana' })).toEqual({ username: 'jana', password: '' });
  });
});

describe('share cart', () => {
  const valid = { customerName: 'Jana', customerEmail: 'jana@cisto.cz', to: 'petr@cisto.cz' };
  it('message is optional', () => {
    expect(shareCartSchema.parse(valid)).toEqual({ ...valid, message: '' });
  });
  it.each([
    ['customerName', '', MESSAGES.required],
    ['customerEmail', '', MESSAGES.required],
    ['customerEmail', 'x', MESSAGES.invalidEmail],
    ['to', 'y@', MESSAGES.invalidEmail],
    ['message', 'x'.repeat(2001), 'Zadejte nejvýše 2000 znaků.'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorAt(shareCartSchema, { ...valid, [field]: value }, field)).toBe(message);
  });
});

describe('newsletter', () => {
  it.each([
    [{ email: 'a@b.cz', agreement: true }, '', null],
    [{ email: '', agreement: true }, 'email', MESSAGES.emailFormat],
    [{ email: 'nope', agreement: true }, 'email', MESSAGES.emailFormat],
    [{ agreement: true }, 'email', MESSAGES.emailFormat],
    [{ email: 'a@b.cz', agreement: false }, 'agreement', MESSAGES.privacyAgreement],
    [{ email: 'a@b.cz' }, 'agreement', MESSAGES.privacyAgreement],
  ])('%j', (input, path, message) => {
    expect(errorAt(newsletterSchema, input, path)).toBe(message);
  });

  it('privacy agreement alone', () => {
    expect(privacyAgreementSchema.parse(true)).toBe(true);
    expect(errorAt(privacyAgreementSchema, 'yes')).toBe(MESSAGES.privacyAgreement);
  });
});

describe('VAT id (DIČ) and company registration number (IČO)', () => {
  it.each([
    ['CZ12345678', null],
    ['CZ1234567890', null],
    ['cz 123 456 78', null],
    ['SK1234567890', null],
    ['CZ1234567', MESSAGES.vatId],
    ['CZ12345678901', MESSAGES.vatId],
    ['SK123456789', MESSAGES.vatId],
    ['DE123456789', MESSAGES.vatId],
    ['12345678', MESSAGES.vatId],
    ['', MESSAGES.required],
  ])('DIČ %j → %s', (input, message) => {
    expect(errorAt(vatIdSchema, input)).toBe(message);
  });

  it('normalizes DIČ', () => {
    expect(vatIdSchema.parse('cz 12345678')).toBe('CZ12345678');
  });

  it.each([
    ['25596641', null],
    ['1234567890', null],
    ['123456789', null],
    ['255 966 41', null],
    ['12345678', MESSAGES.companyRegNoChecksum],
    ['25596642', MESSAGES.companyRegNoChecksum],
    ['1234567', MESSAGES.companyRegNo],
    ['12345678901', MESSAGES.companyRegNo],
    ['1234567a', MESSAGES.companyRegNo],
    ['', MESSAGES.required],
  ])('IČO %j → %s', (input, message) => {
    expect(errorAt(companyRegNoSchema, input)).toBe(message);
  });

  it('accepts every CZ + 8–10 digits and SK + 10 digits (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('CZ', 'SK'), fc.stringMatching(/^\d{8,10}$/), (prefix, digits) => {
        const ok = vatIdSchema.safeParse(prefix + digits).success;
        return ok === (prefix === 'CZ' || digits.length === 10);
      }),
    );
  });
});

describe('phone', () => {
  it.each([
    ['+420 123 456 789', '+420 123 456 789'],
    ['+420123456789', '+420 123 456 789'],
    ['00420 123-456-789', '+420 123 456 789'],
    ['+421 912 345 678', '+421 912 345 678'],
    // A Czech number as people write it at home: nine digits, no prefix.
    ['603123456', '+420 603 123 456'],
    ['603 123 456', '+420 603 123 456'],
    ['420603123456', '+420 603 123 456'],
  ])('%j is accepted as %j', (input, normalized) => {
    expect(phoneSchema.parse(input)).toBe(normalized);
  });

  it.each([
    ['123 456 789', MESSAGES.phone],
    ['60312345', MESSAGES.phone],
    ['0603123456', MESSAGES.phone],
    ['+420 12 345 678', MESSAGES.phone],
    ['+49 123 456 789', MESSAGES.phone],
    ['', MESSAGES.required],
  ])('%j → %s', (input, message) => {
    expect(errorAt(phoneSchema, input)).toBe(message);
  });

  it('optional phone', () => {
    expect(optionalPhoneSchema.parse(undefined)).toBe('');
    expect(optionalPhoneSchema.parse('  ')).toBe('');
    expect(optionalPhoneSchema.parse('+420123456789')).toBe('+420 123 456 789');
    expect(errorAt(optionalPhoneSchema, '123')).toBe(MESSAGES.phone);
  });

  it('normalizePhone is idempotent (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => normalizePhone(normalizePhone(s)) === normalizePhone(s)));
  });
});

describe('postal code and country', () => {
  it('postal codes', () => {
    expect(postalCodeSchema.parse('11000')).toBe('110 00');
    expect(postalCodeSchema.parse('110 00')).toBe('110 00');
    expect(errorAt(postalCodeSchema, '1100')).toBe(MESSAGES.postalCode);
    expect(errorAt(postalCodeSchema, '')).toBe(MESSAGES.required);
    expect(normalizePostalCode(' abc ')).toBe('abc');
  });

  it('countries CZ and SK only', () => {
    expect(countrySchema.parse(' sk')).toBe('SK');
    expect(countrySchema.parse(undefined)).toBe('CZ');
    expect(errorAt(countrySchema, 'DE')).toBe(MESSAGES.country);
    expect(errorAt(countrySchema, 5)).toBe(MESSAGES.country);
  });
});

describe('contact', () => {
  const person = { contactType: 'person', personName: 'Jana Nováková', street: 'Dlouhá 1', city: 'Praha', postalCode: '11000', country: 'CZ' };

  it('accepts a person and fills defaults', () => {
    expect(contactSchema.parse(person)).toEqual({
      ...person,
      postalCode: '110 00',
      companyName: '',
      companyRegNo: '',
      companyTaxNo: '',
      officeName: '',
      emailAddress: '',
      phoneNumber: '',
    });
  });

  it('an unknown contact type is a person', () => {
    expect(contactSchema.parse({ ...person, contactType: 'alien' }).contactType).toBe('person');
  });

  it.each([
    [{ ...person, personName: '' }, 'personName', MESSAGES.required],
    [{ ...person, street: '' }, 'street', MESSAGES.required],
    [{ ...person, city: undefined }, 'city', MESSAGES.required],
    [{ ...person, country: 'AT' }, 'country', MESSAGES.country],
    [{ ...person, emailAddress: 'x' }, 'emailAddress', MESSAGES.invalidEmail],
    [{ ...person, phoneNumber: '777' }, 'phoneNumber', MESSAGES.phone],
    [{ ...person, companyTaxNo: 'CZ1' }, 'companyTaxNo', MESSAGES.vatId],
    [{ ...person, companyRegNo: '12' }, 'companyRegNo', MESSAGES.companyRegNo],
    [{ ...person, companyRegNo: '27074359' }, 'companyRegNo', MESSAGES.companyRegNoChecksum],
    [{ ...person, contactType: 'company', personName: '' }, 'companyName', MESSAGES.required],
    [{ ...person, contactType: 'company', companyName: 'Čisto' }, 'companyRegNo', MESSAGES.required],
    [{ ...person, contactType: 'office' }, 'officeName', MESSAGES.required],
  ])('%j: %s → %s', (input, path, message) => {
    expect(errorAt(contactSchema, input, path)).toBe(message);
  });

  it('accepts a company with IČO and optional DIČ', () => {
    const company = { ...person, contactType: 'company', personName: '', companyName: 'Čisto s.r.o.', companyRegNo: '270 74 358' };
    expect(contactSchema.parse(company).companyRegNo).toBe('27074358');
    expect(contactSchema.parse({ ...company, companyTaxNo: 'cz12345678' }).companyTaxNo).toBe('CZ12345678');
    expect(contactSchema.safeParse({ ...person, contactType: 'office', officeName: 'Pobočka' }).success).toBe(true);
  });

  it('the checkout contact takes a nine-digit Czech phone and stores it as +420 XXX XXX XXX', () => {
    const parsed = checkoutContactSchema.parse({ ...person, emailAddress: 'a@b.cz', phoneNumber: '603123456' });
    expect(parsed.phoneNumber).toBe('+420 603 123 456');
  });

  it('the checkout contact also needs e-mail and phone', () => {
    expect(errorAt(checkoutContactSchema, person, 'emailAddress')).toBe(MESSAGES.required);
    expect(errorAt(checkoutContactSchema, person, 'phoneNumber')).toBe(MESSAGES.required);
    expect(checkoutContactSchema.safeParse({ ...person, emailAddress: 'a@b.cz', phoneNumber: '+420777123456' }).success).toBe(true);
  });
});

describe('password and registration', () => {
  it.each([
    ['Kr4tke', 'Zadejte alespoň 8 znaků.'],
    ['   Kr4tke   ', 'Zadejte alespoň 8 znaků.'],
    ['x'.repeat(129), 'Zadejte nejvýše 128 znaků.'],
    ['x'.repeat(100_000), 'Zadejte nejvýše 128 znaků.'],
    ['Modry-Kbelik-42', null],
    [undefined, MESSAGES.required],
  ])('%j → %s', (input, message) => {
    expect(errorAt(passwordSchema, input)).toBe(message);
  });

  it('the client schema checks the length only; passwordRules(isCommon) adds the common-password check', () => {
    // The list itself is server-only (src/server/auth/common-passwords.ts, tested there).
    expect(passwordSchema.safeParse('password').success).toBe(true);
    const rules = passwordRules((p) => p.toLowerCase() === 'password1');
    expect(errorAt(rules, 'PASSWORD1')).toBe(MESSAGES.passwordTooCommon);
    expect(errorAt(rules, 'Modry-Kbelik-42')).toBe(null);
    expect(errorAt(rules, 'short')).toBe('Zadejte alespoň 8 znaků.');
    const registration = registrationRules(rules);
    expect(registration.safeParse({ email: 'a@b.cz', password: 'password1', passwordConfirmation: 'password1', contact: {}, agreement: true }).error?.issues.map((i) => i.message)).toContain(
      MESSAGES.passwordTooCommon,
    );
  });

  const registration = {
    email: 'jana@cisto.cz',
    password: 'Modry-Kbelik-42',
    passwordConfirmation: 'Modry-Kbelik-42',
    contact: { personName: 'Jana', street: 'Dlouhá 1', city: 'Praha', postalCode: '110 00', emailAddress: 'jana@cisto.cz', phoneNumber: '+420777123456' },
    agreement: true,
  };

  it('accepts a full registration with defaults', () => {
    const data = registrationSchema.parse(registration);
    expect(data.deliveryContact).toBeNull();
    expect(data.newsletter).toBe(false);
    expect(data.contact.country).toBe('CZ');
  });

  it.each([
    [{ passwordConfirmation: 'jine-heslo-123' }, 'passwordConfirmation', MESSAGES.passwordMismatch],
    [{ agreement: false }, 'agreement', MESSAGES.privacyAgreement],
    [{ email: 'x' }, 'email', MESSAGES.invalidEmail],
    [{ deliveryContact: { street: '' } }, 'deliveryContact.street', MESSAGES.required],
  ])('%j → %s: %s', (change, path, message) => {
    expect(errorAt(registrationSchema, { ...registration, ...change }, path)).toBe(message);
  });
});

describe('product demand and complaint', () => {
  const demand = { name: 'Jana', email: 'jana@cisto.cz', quantity: '10' };

  it('product demand', () => {
    expect(productDemandSchema.parse(demand)).toEqual({ ...demand, sku: '', phone: '', message: '', quantity: 10 });
    expect(errorAt(productDemandSchema, { ...demand, quantity: 0 }, 'quantity')).toBe('Zadejte číslo větší než 0.');
    expect(errorAt(productDemandSchema, { ...demand, name: ' ' }, 'name')).toBe(MESSAGES.required);
    expect(errorAt(productDemandSchema, { ...demand, phone: '1' }, 'phone')).toBe(MESSAGES.phone);
  });

  const complaint = {
    name: 'Jana',
    email: 'jana@cisto.cz',
    orderNumber: '2025000001',
    description: 'Mop se po týdnu rozpadl.',
    agreement: true,
  };

  it('complaint', () => {
    expect(complaintSchema.parse(complaint)).toMatchObject({ phone: '', productSku: '' });
    expect(errorAt(complaintSchema, { ...complaint, description: 'krátké' }, 'description')).toBe('Zadejte alespoň 10 znaků.');
    expect(errorAt(complaintSchema, { ...complaint, description: 'x'.repeat(5001) }, 'description')).toBe('Zadejte nejvýše 5000 znaků.');
    expect(errorAt(complaintSchema, { ...complaint, orderNumber: '' }, 'orderNumber')).toBe(MESSAGES.required);
    // The shop's order numbers only (issue 11): no free text that would go into an e-mail subject.
    expect(errorAt(complaintSchema, { ...complaint, orderNumber: '2025-0001' }, 'orderNumber')).toBe(MESSAGES.orderNumber);
    expect(errorAt(complaintSchema, { ...complaint, orderNumber: 'viz www.evil.example' }, 'orderNumber')).toBe(MESSAGES.orderNumber);
    expect(complaintSchema.parse({ ...complaint, orderNumber: ' 2025 000001 ' }).orderNumber).toBe('2025000001');
    expect(errorAt(complaintSchema, { ...complaint, agreement: false }, 'agreement')).toBe(MESSAGES.privacyAgreement);
  });
});

describe('length limits (issue 11)', () => {
  const contact = { personName: 'Jana', street: 'Dlouhá 1', city: 'Praha', postalCode: '110 00' };
  it.each([
    ['personName', TEXT_LIMITS.personName],
    ['companyName', TEXT_LIMITS.companyName],
    ['officeName', TEXT_LIMITS.officeName],
    ['street', TEXT_LIMITS.street],
    ['city', TEXT_LIMITS.city],
  ] as const)('%s: %i characters pass, one more is refused in Czech', (field, limit) => {
    expect(errorAt(contactSchema, { ...contact, [field]: 'x'.repeat(limit) }, field)).toBe(null);
    expect(errorAt(contactSchema, { ...contact, [field]: 'x'.repeat(limit + 1) }, field)).toBe(maxLengthMessage(limit));
    expect(errorAt(contactSchema, { ...contact, [field]: 'x'.repeat(500_000) }, field)).toBe(maxLengthMessage(limit));
  });

  it('formatted fields refuse a huge value by length before their pattern', () => {
    const huge = '1'.repeat(100_000);
    expect(errorAt(contactSchema, { ...contact, postalCode: huge }, 'postalCode')).toBe(maxLengthMessage(TEXT_LIMITS.postalCode));
    expect(errorAt(contactSchema, { ...contact, phoneNumber: huge }, 'phoneNumber')).toBe(maxLengthMessage(TEXT_LIMITS.phone));
    expect(errorAt(contactSchema, { ...contact, companyRegNo: huge }, 'companyRegNo')).toBe(maxLengthMessage(TEXT_LIMITS.companyRegNo));
    expect(errorAt(contactSchema, { ...contact, companyTaxNo: huge }, 'companyTaxNo')).toBe(maxLengthMessage(TEXT_LIMITS.companyTaxNo));
    expect(errorAt(contactSchema, { ...contact, emailAddress: `${'a'.repeat(250)}@b.cz` }, 'emailAddress')).toBe('Zadejte nejvýše 254 znaků.');
    expect(errorAt(emailSchema, `${'a'.repeat(100_000)}@b.cz`)).toBe('Zadejte nejvýše 254 znaků.');
    expect(errorAt(contactSchema, { ...contact, country: huge }, 'country')).toBe(MESSAGES.country);
  });

  it('the forms limit their free texts', () => {
    expect(errorAt(shareCartSchema, { customerName: 'x'.repeat(101), customerEmail: 'a@b.cz', to: 'c@d.cz' }, 'customerName')).toBe('Zadejte nejvýše 100 znaků.');
    expect(errorAt(shareCartSchema, { customerName: 'Jana', customerEmail: 'a@b.cz', to: 'c@d.cz', message: 'x'.repeat(2001) }, 'message')).toBe('Zadejte nejvýše 2000 znaků.');
    expect(errorAt(loginSchema, { username: 'x'.repeat(255) }, 'username')).toBe('Zadejte nejvýše 254 znaků.');
  });
});
