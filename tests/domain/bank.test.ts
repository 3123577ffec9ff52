// The shop's bank account: Czech account numbers checked by the ČNB modulo-11 weights, IBANs by
// mod 97, and the transfer instructions only for payments made by transfer.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bankPaymentFor, czechIban, formatCzechBankAccount, formatIban, normalizeIban, parseCzechBankAccount, variableSymbolOf } from '../../src/domain';

describe('Czech account numbers', () => {
  it.each([
    ['19-2000145399/0800', { prefix: '19', number: '2000145399', bankCode: '0800' }],
    ['2000123456/2010', { prefix: '', number: '2000123456', bankCode: '2010' }],
    ['000019-0002000145399/0800', null],
    ['123456789/0800', null],
    ['18-2000145399/0800', null],
    ['2000145399/080', null],
    ['00/0800', null],
    ['', null],
  ])('%s', (value, expected) => {
    expect(parseCzechBankAccount(value)).toEqual(expected);
  });

  it('formats back without a zero prefix and makes the matching IBAN', () => {
    const account = parseCzechBankAccount(' 000019-2000145399/0800 ');
    expect(account && formatCzechBankAccount(account)).toBe('19-2000145399/0800');
    expect(account && czechIban(account)).toBe('CZ6508000000192000145399');
  });

  it('every IBAN made from a valid account passes the mod-97 check', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.stringMatching(/^\d{4}$/), (number, bankCode) => {
        const account = parseCzechBankAccount(`${number}/${bankCode}`);
        if (!account) return;
        expect(normalizeIban(czechIban(account))).toBe(czechIban(account));
      }),
    );
  });
});

describe('IBAN', () => {
  it('accepts valid check digits in any spacing and case, refuses others', () => {
    expect(normalizeIban('cz65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399');
    expect(normalizeIban('CZ6608000000192000145399')).toBeNull();
    expect(normalizeIban('CZ650800000019200014539')).toBeNull();
    expect(normalizeIban('SK3112000000198742637541')).toBe('SK3112000000198742637541');
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
  });
});

describe('transfer instructions', () => {
  const bank = { account: '2000123456/2010', iban: 'CZ7820100000002000123456' };
  it('are given for transfers only', () => {
    expect(bankPaymentFor({ paymentType: 'inAdvance', bank, amount: 12_100, orderNumber: '2026000042' })).toEqual({
      account: '2000123456/2010',
      iban: 'CZ78 2010 0000 0020 0012 3456',
      amount: 12_100,
      variableSymbol: '2026000042',
      spayd: 'SPD*1.0*ACC:CZ7820100000002000123456*AM:121.00*CC:CZK*X-VS:2026000042*MSG:Objednavka 2026000042',
    });
    expect(bankPaymentFor({ paymentType: 'online', bank, amount: 1, orderNumber: '1' })).toBeNull();
    expect(bankPaymentFor({ paymentType: 'cashOnDelivery', bank, amount: 1, orderNumber: '1' })).toBeNull();
    expect(bankPaymentFor({ paymentType: 'inAdvance', bank: null, amount: 1, orderNumber: '1' })).toBeNull();
  });

  it('use at most ten digits as the variable symbol', () => {
    expect(variableSymbolOf('2026000042')).toBe('2026000042');
    expect(variableSymbolOf('T2026-0000042')).toBe('0260000042');
  });
});
