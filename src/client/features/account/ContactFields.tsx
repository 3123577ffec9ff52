// One contact's fields for any react-hook-form form (registration, profile details, delivery
// addresses): the type (person / company / office) decides which name field shows; company and
// office add IČO and DIČ (with `company`, a valid IČO fills the company from ARES); CZ and SK
// only. The caller maps field names to its own paths.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ALLOWED_COUNTRIES, CONTACT_TYPES, type ContactTextField, type ContactType } from '../../domain';
import { checkoutMessages } from '../../texts/checkout';
import { Input, Radio, RadioGroup, Select } from '../../ui';
import { CompanyLookupHint, useCompanyAutofill, type CompanyForm } from '../company';

const m = checkoutMessages.address;

export type ContactFieldName = ContactTextField | 'contactType' | 'country';

export interface ContactFieldsProps {
  /** register() of the caller for one field of this contact. */
  field(name: ContactFieldName): UseFormRegisterReturn;
  error(name: ContactFieldName): string | undefined;
  contactType: ContactType;
  /** Phone (required) and, unless hidden, e-mail (required): the orderer's contact. */
  withPhone?: boolean;
  withEmail?: boolean;
  testId?: string;
  /** Fills company name, address and DIČ from ARES when a valid IČO is typed (features/company). */
  company?: CompanyForm;
}

export function ContactFields({ field, error, contactType, withPhone = false, withEmail = false, testId, company }: ContactFieldsProps) {
  const autofill = useCompanyAutofill(company && contactType !== 'person' ? company : null);
  const countries = ALLOWED_COUNTRIES.map((code) => ({ value: code, label: m.countries[code] }));
  return (
    <div className="contact-fields" data-testid={testId}>
      <RadioGroup legend={m.contactType}>
        {CONTACT_TYPES.map((type) => (
          <Radio key={type} value={type} label={m.contactTypes[type]} {...field('contactType')} data-testid={testId ? `${testId}-type-${type}` : undefined} />
        ))}
      </RadioGroup>
      <div className="form-grid">
        {contactType === 'person' ? <Input label={m.personName} required autoComplete="name" {...field('personName')} error={error('personName')} /> : null}
        {contactType === 'company' ? (
          <Input label={m.companyName} required autoComplete="organization" {...field('companyName')} error={error('companyName')} />
        ) : null}
        {contactType === 'office' ? <Input label={m.officeName} required autoComplete="organization" {...field('officeName')} error={error('officeName')} /> : null}
        {contactType !== 'person' ? (
          <>
            <Input label={m.contactPerson} autoComplete="name" {...field('personName')} error={error('personName')} />
            <Input
              label={m.companyRegNo}
              required={contactType === 'company'}
              inputMode="numeric"
              {...field('companyRegNo')}
              error={error('companyRegNo')}
              hint={company ? <CompanyLookupHint autofill={autofill} testId={testId ? `${testId}-ares` : undefined} /> : undefined}
            />
            <Input label={m.companyTaxNo} {...field('companyTaxNo')} error={error('companyTaxNo')} />
          </>
        ) : null}
        <Input label={m.street} required autoComplete="address-line1" {...field('street')} error={error('street')} />
        <Input label={m.city} required autoComplete="address-level2" {...field('city')} error={error('city')} />
        <Input label={m.postalCode} required autoComplete="postal-code" inputMode="numeric" {...field('postalCode')} error={error('postalCode')} />
        <Select label={m.country} options={countries} autoComplete="country" {...field('country')} error={error('country')} />
        {withEmail ? <Input label={m.emailAddress} required type="email" autoComplete="email" {...field('emailAddress')} error={error('emailAddress')} /> : null}
        {withPhone ? (
          <Input label={m.phoneNumber} required type="tel" autoComplete="tel" hint={m.phoneHint} {...field('phoneNumber')} error={error('phoneNumber')} />
        ) : null}
      </div>
    </div>
  );
}
