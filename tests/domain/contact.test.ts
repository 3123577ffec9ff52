import { describe, it, expect } from 'vitest';
import {
  COUNTRY_CONVERSION_ERROR,
  contactName,
  contactWithId,
  emptyContact,
  isAllowedCountry,
  isContactEmpty,
  normalizeContact,
  toCountry,
} from '../../src/domain';

describe('contacts', () => {
  it('defaults every text to empty, contactType person, country CZ', () => {
    expect(emptyContact()).toEqual({
      city: '',
      companyName: '',
      companyRegNo: '',
      companyTaxNo: '',
      contactType: 'person',
      country: 'CZ',
      emailAddress: '',
      officeName: '',
      personName: '',
      phoneNumber: '',
      postalCode: '',
      street: '',
    });
    expect(normalizeContact()).toEqual(emptyContact());
    expect(normalizeContact(null)).toEqual(emptyContact());
  });

  it('keeps given texts, replaces null, parses contactType and country', () => {
    const c = normalizeContact({ city: 'Brno', street: null, contactType: 'company', country: ' sk ' });
    expect(c).toMatchObject({ city: 'Brno', street: '', contactType: 'company', country: 'SK' });
    expect(normalizeContact({ contactType: 'alien', country: '' })).toMatchObject({ contactType: 'person', country: 'CZ' });
    expect(normalizeContact({ country: null }).country).toBe('CZ');
  });

  it('throws the spec error for a non-text country', () => {
    expect(() => normalizeContact({ country: 203 })).toThrow(COUNTRY_CONVERSION_ERROR);
    expect(COUNTRY_CONVERSION_ERROR).toBe('Country conversion expects a text parameter.');
  });

  it('toCountry', () => {
    expect(toCountry('cz')).toBe('CZ');
    expect(toCountry(null)).toBeNull();
    expect(toCountry(undefined)).toBeUndefined();
    for (const bad of [1, true, {}, ['CZ']]) expect(() => toCountry(bad)).toThrow(new Error(COUNTRY_CONVERSION_ERROR));
  });

  it('an id becomes n/a when missing', () => {
    expect(contactWithId({ id: 'c-1' }).id).toBe('c-1');
    expect(contactWithId({ id: 42 }).id).toBe('42');
    expect(contactWithId({ id: '' }).id).toBe('n/a');
    expect(contactWithId({ id: null }).id).toBe('n/a');
    expect(contactWithId({}).id).toBe('n/a');
    expect(contactWithId().id).toBe('n/a');
    expect(contactWithId(null)).toEqual({ ...emptyContact(), id: 'n/a' });
  });

  it.each([
    ['CZ', true],
    ['SK', true],
    ['sk', true],
    ['DE', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isAllowedCountry(%j) = %s', (value, expected) => {
    expect(isAllowedCountry(value)).toBe(expected);
  });

  it('contactName follows the contact type', () => {
    const base = normalizeContact({ personName: 'Jana', companyName: 'Čisto s.r.o.', officeName: 'Pobočka' });
    expect(contactName(base)).toBe('Jana');
    expect(contactName({ ...base, contactType: 'company' })).toBe('Čisto s.r.o.');
    expect(contactName({ ...base, contactType: 'office' })).toBe('Pobočka');
  });

  it('isContactEmpty ignores the defaults', () => {
    expect(isContactEmpty(emptyContact())).toBe(true);
    expect(isContactEmpty(normalizeContact({ city: ' x ' }))).toBe(false);
  });
});
