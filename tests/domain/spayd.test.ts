// QR Platba (SPAYD 1.0): the string a Czech banking app reads, validated here against the format
// itself (header, key:value pairs, IBAN check digits, amount with 2 decimals, allowed characters),
// not against a copy of the builder.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankPaymentFor, normalizeIban, spaydAmount, spaydFor, spaydText } from '../../src/domain';

const IBAN = 'CZ7820100000002000123456';

/** SPAYD 1.0 as the ČBA specification defines it; returns the fields or throws naming the rule broken. */
function parseSpayd(value: string): Record<string, string> {
  // Allowed characters: printable ASCII (the app-safe subset of the format's character set).
  if (!/^[\x20-\x7e]+$/.test(value)) throw new Error(`characters outside printable ASCII in ${value}`);
  const [header, version, ...pairs] = value.split('*');
  if (header !== 'SPD' || version !== '1.0') throw new Error('header must be SPD*1.0');
  const fields: Record<string, string> = {};
  for (const pair of pairs) {
    const match = /^([A-Z][A-Z-]*):(.*)$/.exec(pair);
    if (!match) throw new Error(`not a KEY:value pair: ${pair}`);
    const [, key = '', fieldValue = ''] = match;
    if (key in fields) throw new Error(`duplicate key ${key}`);
    fields[key] = fieldValue;
  }
  const acc = fields.ACC ?? '';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(acc) || normalizeIban(acc) !== acc) throw new Error(`ACC is not an IBAN with valid check digits: ${acc}`);
  if (!/^\d{1,7}\.\d{2}$/.test(fields.AM ?? '') || (fields.AM ?? '').length > 10) throw new Error(`AM must have two decimals, ≤ 10 characters: ${fields.AM}`);
  if (fields.CC !== 'CZK') throw new Error('CC must be CZK');
  if (fields['X-VS'] !== undefined && !/^\d{1,10}$/.test(fields['X-VS'])) throw new Error(`X-VS must be 1–10 digits: ${fields['X-VS']}`);
  if (fields.MSG !== undefined && (fields.MSG.length > 60 || fields.MSG.length === 0)) throw new Error(`MSG must be 1–60 characters: ${fields.MSG}`);
  return fields;
}

describe('SPAYD 1.0 (QR Platba)', () => {
  it('builds the string of an order paid by transfer', () => {
    const spayd = spaydFor({ iban: 'CZ78 2010 0000 0020 0012 3456', amount: 123_450, orderNumber: '2026000042' });
    expect(spayd).toBe('SPD*1.0*ACC:CZ7820100000002000123456*AM:1234.50*CC:CZK*X-VS:2026000042*MSG:Objednavka 2026000042');
    expect(parseSpayd(spayd ?? '')).toEqual({ ACC: IBAN, AM: '1234.50', CC: 'CZK', 'X-VS': '2026000042', MSG: 'Objednavka 2026000042' });
  });

  it('writes amounts from haléře with two decimals', () => {
    expect(spaydAmount(1)).toBe('0.01');
    expect(spaydAmount(100)).toBe('1.00');
    expect(spaydAmount(80_105)).toBe('801.05');
    expect(spaydAmount(999_999_999)).toBe('9999999.99');
    expect(() => spaydAmount(0)).toThrow(RangeError);
    expect(() => spaydAmount(1.5)).toThrow(RangeError);
    expect(() => spaydAmount(1_000_000_000)).toThrow(RangeError);
  });

  it('keeps MSG to allowed characters: no "*" or "%", diacritics dropped, at most 60', () => {
    expect(spaydText('Objednávka *č.* 42 – úklid 100%', 60)).toBe('Objednavka c. 42 uklid 100');
    expect(spaydText('Žluťoučký kůň'.repeat(10), 60)).toHaveLength(60);
    const spayd = spaydFor({ iban: IBAN, amount: 100, orderNumber: '2026000001', message: 'Platba*za*zboží' }) ?? '';
    expect(parseSpayd(spayd).MSG).toBe('Platbazazbozi');
  });

  it('makes no code for an IBAN whose check digits fail or for nothing to pay', () => {
    expect(spaydFor({ iban: 'CZ7920100000002000123456', amount: 100, orderNumber: '1' })).toBeNull();
    expect(spaydFor({ iban: IBAN, amount: 0, orderNumber: '1' })).toBeNull();
    expect(spaydFor({ iban: IBAN, amount: -100, orderNumber: '1' })).toBeNull();
    expect(spaydFor({ iban: IBAN, amount: 1_000_000_000, orderNumber: '1' })).toBeNull();
  });

  it('every transfer makes a valid string that carries its IBAN, amount and variable symbol (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.string({ maxLength: 20 }),
        fc.option(fc.string({ unit: 'grapheme', maxLength: 120 }), { nil: undefined }),
        (amount, orderNumber, message) => {
          const spayd = spaydFor({ iban: 'cz78 2010 0000 0020 0012 3456', amount, orderNumber, ...(message === undefined ? {} : { message }) });
          expect(spayd).not.toBeNull();
          const fields = parseSpayd(spayd ?? '');
          expect(fields.ACC).toBe(IBAN);
          expect(Math.round(Number(fields.AM) * 100)).toBe(amount);
          expect(fields['X-VS'] ?? '').toBe(orderNumber.replace(/\D/g, '').slice(-10));
        },
      ),
    );
  });

  it('is part of the transfer instructions', () => {
    const payment = bankPaymentFor({ paymentType: 'inAdvance', bank: { account: '2000123456/2010', iban: IBAN }, amount: 80_100, orderNumber: '2026000001' });
    expect(payment?.spayd).toBe('SPD*1.0*ACC:CZ7820100000002000123456*AM:801.00*CC:CZK*X-VS:2026000001*MSG:Objednavka 2026000001');
  });
});
