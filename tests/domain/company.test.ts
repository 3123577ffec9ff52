// IČO: the modulo-11 check digit of 8-digit numbers (the 9- and 10-digit forms the spec allows keep
// their format rule), which numbers ARES is asked about, and how an ARES answer fills a form.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  companyFill,
  companyFromAres,
  companyRegNoCheckDigit,
  companyRegNoProblem,
  hasValidCompanyRegNoChecksum,
  lookupCompanyRegNo,
  MESSAGES,
  type CompanyRecord,
} from '../../src/domain';

describe('IČO check digit', () => {
  // Real registered companies (ARES): ČEZ, Škoda Auto, Alza.cz, Seznam.cz, ČNB, a 6-digit IČO padded with zeros.
  it.each(['45274649', '00177041', '27082440', '26168685', '48136450', '00006947', '27074358'])('%s is valid', (ico) => {
    expect(hasValidCompanyRegNoChecksum(ico)).toBe(true);
    expect(companyRegNoProblem(ico)).toBeNull();
  });

  it.each(['12345678', '45274648', '27082441', '00000000x', '4527464', ''])('%j is not', (ico) => {
    expect(hasValidCompanyRegNoChecksum(ico)).toBe(false);
  });

  it('check digit (11 − weighted sum mod 11) mod 10, weights 8…2: remainders 0, 1 and 10 give 1, 0 and 1', () => {
    expect(companyRegNoCheckDigit('0000000')).toBe(1); // sum 0, remainder 0
    expect(companyRegNoCheckDigit('0000300')).toBe(0); // 3·4 = 12, remainder 1
    expect(companyRegNoCheckDigit('0000005')).toBe(1); // 5·2 = 10, remainder 10
    expect(companyRegNoCheckDigit('1000000')).toBe(3); // 1·8 = 8
    expect(companyRegNoCheckDigit('0000060')).toBe(4); // 6·3 = 18, remainder 7
    expect(companyRegNoCheckDigit('0000001')).toBe(9); // 1·2 = 2
  });

  it('exactly one last digit completes any seven digits, so a mistyped check digit is always caught (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), fc.integer({ min: 1, max: 9 }), (first7, delta) => {
        const valid = [...'0123456789'].filter((d) => hasValidCompanyRegNoChecksum(first7 + d));
        expect(valid).toEqual([String(companyRegNoCheckDigit(first7))]);
        expect(hasValidCompanyRegNoChecksum(first7 + String((Number(valid[0]) + delta) % 10))).toBe(false);
      }),
    );
  });

  it('the longer forms keep the format rule only; anything else gets the format message', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9,10}$/), (ico) => {
        expect(companyRegNoProblem(ico)).toBeNull();
        expect(lookupCompanyRegNo(ico)).toBeNull();
      }),
    );
    expect(companyRegNoProblem('1234567')).toBe(MESSAGES.companyRegNo);
    expect(companyRegNoProblem('12345678')).toBe(MESSAGES.companyRegNoChecksum);
  });

  it('asks ARES only about a valid 8-digit IČO, spaces removed', () => {
    expect(lookupCompanyRegNo(' 270 82 440 ')).toBe('27082440');
    expect(lookupCompanyRegNo('27082441')).toBeNull();
    expect(lookupCompanyRegNo('270824400')).toBeNull();
  });
});

describe('filling a form from ARES', () => {
  const alza: CompanyRecord = {
    companyRegNo: '27082440',
    companyName: 'Alza.cz a.s.',
    street: 'Jankovcova 1522/53',
    city: 'Praha',
    postalCode: '170 00',
    country: 'CZ',
    companyTaxNo: 'CZ27082440',
  };

  it('fills every empty field', () => {
    const { fill, kept } = companyFill({ companyName: '', street: '', city: '', postalCode: '', country: 'CZ', companyTaxNo: '' }, alza);
    expect(fill).toEqual({ companyName: 'Alza.cz a.s.', street: 'Jankovcova 1522/53', city: 'Praha', postalCode: '170 00', companyTaxNo: 'CZ27082440' });
    expect(kept).toEqual([]);
  });

  it('keeps what the shopper typed and says which fields differ', () => {
    const { fill, kept } = companyFill({ companyName: 'Alza', street: 'Sklad 5', city: '', postalCode: '', country: 'SK', companyTaxNo: '' }, alza);
    expect(fill).toEqual({ city: 'Praha', postalCode: '170 00', companyTaxNo: 'CZ27082440' });
    expect(kept).toEqual(['companyName', 'street', 'country']);
  });

  it('replaces what an earlier answer filled (the shopper corrected the IČO)', () => {
    const earlier = companyFill({}, { ...alza, companyName: 'Jiná s.r.o.', street: 'Jiná 1', city: 'Brno', postalCode: '602 00', companyTaxNo: '' }).fill;
    const { fill, kept } = companyFill({ ...earlier, country: 'CZ', street: 'Moje 7' }, alza, earlier);
    expect(fill).toEqual({ companyName: 'Alza.cz a.s.', city: 'Praha', postalCode: '170 00', companyTaxNo: 'CZ27082440' });
    expect(kept).toEqual(['street']);
  });

  it('takes everything from ARES when asked to', () => {
    const { fill, kept } = companyFill({ companyName: 'Alza', street: 'Sklad 5', country: 'SK' }, alza, null, true);
    expect(fill).toEqual({ companyName: 'Alza.cz a.s.', street: 'Jankovcova 1522/53', city: 'Praha', postalCode: '170 00', country: 'CZ', companyTaxNo: 'CZ27082440' });
    expect(kept).toEqual([]);
  });

  it('never overwrites a typed value without being asked, and leaves the form equal to ARES where it filled (property)', () => {
    const text = fc.constantFrom('', 'Alza.cz a.s.', 'Moje', 'Praha', '170 00', 'CZ27082440', ' ');
    fc.assert(
      fc.property(fc.record({ companyName: text, street: text, city: text, postalCode: text, companyTaxNo: text, country: fc.constantFrom('CZ', 'SK') }), (form) => {
        const { fill, kept } = companyFill(form, alza);
        for (const [field, value] of Object.entries(fill)) {
          expect(form[field as keyof typeof form].trim()).toBe('');
          expect(value).toBe(alza[field as keyof CompanyRecord]);
        }
        for (const field of kept) expect(form[field].trim()).not.toBe('');
      }),
    );
  });
});

describe('ARES answers', () => {
  it('maps the documented JSON: street with both house numbers, PSČ, DIČ', () => {
    const answer = {
      ico: '27082440',
      obchodniJmeno: 'Alza.cz a.s.',
      sidlo: { kodStatu: 'CZ', nazevObce: 'Praha', nazevCastiObce: 'Holešovice', nazevUlice: 'Jankovcova', cisloDomovni: 1522, cisloOrientacni: 53, psc: 17000 },
      dic: 'CZ27082440',
    };
    expect(companyFromAres('27082440', answer)).toEqual({
      companyRegNo: '27082440',
      companyName: 'Alza.cz a.s.',
      street: 'Jankovcova 1522/53',
      city: 'Praha',
      postalCode: '170 00',
      country: 'CZ',
      companyTaxNo: 'CZ27082440',
    });
  });

  it('writes a village without streets as its part and house number, a letter after the orientation number', () => {
    const village = companyFromAres('25596641', { obchodniJmeno: 'Úklid Lhota s.r.o.', sidlo: { nazevObce: 'Lhota', nazevCastiObce: 'Dolní Lhota', cisloDomovni: 12, psc: '277 14' } });
    expect(village).toMatchObject({ street: 'Dolní Lhota 12', city: 'Lhota', postalCode: '277 14', companyTaxNo: '' });
    const letter = companyFromAres('25596641', { obchodniJmeno: 'X', sidlo: { nazevObce: 'Brno', nazevUlice: 'Dlouhá', cisloDomovni: 5, cisloOrientacni: 7, cisloOrientacniPismeno: 'a', psc: 60200 } });
    expect(letter?.street).toBe('Dlouhá 5/7a');
  });

  it('leaves out what is missing or outside the shop formats, and refuses an answer without a name', () => {
    expect(companyFromAres('25596641', { obchodniJmeno: 'Bez sídla s.r.o.', dic: 'neplátce' })).toEqual({
      companyRegNo: '25596641',
      companyName: 'Bez sídla s.r.o.',
      street: '',
      city: '',
      postalCode: '',
      country: 'CZ',
      companyTaxNo: '',
    });
    expect(companyFromAres('25596641', { obchodniJmeno: 'X', sidlo: { psc: 'abc', nazevObce: null } })?.postalCode).toBe('');
    expect(companyFromAres('25596641', { obchodniJmeno: 'X', sidlo: { psc: 1000 } })?.postalCode).toBe('010 00');
    expect(companyFromAres('25596641', { obchodniJmeno: '' })).toBeNull();
    expect(companyFromAres('25596641', { kod: 'NENALEZENO' })).toBeNull();
    expect(companyFromAres('25596641', null)).toBeNull();
    expect(companyFromAres('25596641', { obchodniJmeno: 'N'.repeat(300) })?.companyName).toHaveLength(255);
  });
});
