// One contact of the address step: the type (person / company / office) decides which name
// field shows; company and office add IČO and DIČ (a valid IČO fills the company from ARES).
// CZ and SK only; phone in +420 format.
import type { FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { ALLOWED_COUNTRIES, CONTACT_TYPES, type ContactType } from '../../domain';
import { checkoutMessages } from '../../texts/checkout';
import { Input, Radio, RadioGroup, Select } from '../../ui';
import { CompanyLookupHint, companyFormOf, useCompanyAutofill } from '../company';
import type { AddressFormInput, ContactPrefix } from './address-form';

const m = checkoutMessages.address;

export interface ContactFieldsetProps {
  prefix: ContactPrefix;
  legend: string;
  contactType: ContactType;
  register: UseFormRegister<AddressFormInput>;
  errors: FieldErrors<AddressFormInput>;
  /** The orderer also gives e-mail and phone (required). */
  withContactDetails: boolean;
  /** The typed IČO (watched), and the form's reader and writer: a valid IČO fills the company from ARES. */
  companyRegNo: string | undefined;
  getValues: UseFormGetValues<AddressFormInput>;
  setValue: UseFormSetValue<AddressFormInput>;
}

export function ContactFieldset({ prefix, legend, contactType, register, errors, withContactDetails, companyRegNo, getValues, setValue }: ContactFieldsetProps) {
  const e = errors[prefix];
  const autofill = useCompanyAutofill(
    contactType === 'person'
      ? null
      : companyFormOf(
          companyRegNo,
          prefix,
          () => getValues(prefix),
          (name, value) => setValue(`${prefix}.${name}`, value, { shouldDirty: true, shouldValidate: true }),
        ),
  );
  const countryOptions = ALLOWED_COUNTRIES.map((code) => ({ value: code, label: m.countries[code] }));
  return (
    <fieldset className="contact-fieldset" data-testid={`contact-${prefix}`}>
      <legend>{legend}</legend>
      <RadioGroup legend={m.contactType} className="contact-fieldset__type">
        {CONTACT_TYPES.map((type) => (
          <Radio key={type} value={type} label={m.contactTypes[type]} {...register(`${prefix}.contactType`)} data-testid={`${prefix}-type-${type}`} />
        ))}
      </RadioGroup>
      <div className="form-grid">
        {contactType === 'person' ? (
          <Input label={m.personName} required autoComplete="name" {...register(`${prefix}.personName`)} error={e?.personName?.message} />
        ) : null}
        {contactType === 'company' ? (
          <Input label={m.companyName} required autoComplete="organization" {...register(`${prefix}.companyName`)} error={e?.companyName?.message} />
        ) : null}
        {contactType === 'office' ? (
          <Input label={m.officeName} required autoComplete="organization" {...register(`${prefix}.officeName`)} error={e?.officeName?.message} />
        ) : null}
        {contactType !== 'person' ? (
          <>
            <Input label={m.contactPerson} autoComplete="name" {...register(`${prefix}.personName`)} error={e?.personName?.message} />
            <Input
              label={m.companyRegNo}
              required={contactType === 'company'}
              inputMode="numeric"
              {...register(`${prefix}.companyRegNo`)}
              error={e?.companyRegNo?.message}
              hint={<CompanyLookupHint autofill={autofill} testId={`${prefix}-ares`} />}
            />
            <Input label={m.companyTaxNo} {...register(`${prefix}.companyTaxNo`)} error={e?.companyTaxNo?.message} />
          </>
        ) : null}
        <Input label={m.street} required autoComplete="address-line1" {...register(`${prefix}.street`)} error={e?.street?.message} />
        <Input label={m.city} required autoComplete="address-level2" {...register(`${prefix}.city`)} error={e?.city?.message} />
        <Input label={m.postalCode} required autoComplete="postal-code" inputMode="numeric" {...register(`${prefix}.postalCode`)} error={e?.postalCode?.message} />
        <Select label={m.country} options={countryOptions} autoComplete="country" {...register(`${prefix}.country`)} error={e?.country?.message} />
        {withContactDetails ? (
          <>
            <Input label={m.emailAddress} required type="email" autoComplete="email" {...register(`${prefix}.emailAddress`)} error={e?.emailAddress?.message} />
            <Input
              label={m.phoneNumber}
              required
              type="tel"
              autoComplete="tel"
              hint={m.phoneHint}
              {...register(`${prefix}.phoneNumber`)}
              error={e?.phoneNumber?.message}
            />
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
