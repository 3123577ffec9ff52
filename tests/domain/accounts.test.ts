import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_TEXTS,
  DELIVERY_CONTACTS_LIMIT,
  accountErrorMessage,
  customerDisplayName,
  emptyContact,
  mergeCartLines,
  profilePage,
} from '../../src/domain';

describe('account texts', () => {
  it('spells the spec outcomes letter for letter', () => {
    expect(ACCOUNT_TEXTS.loginCredentials).toBe('Nesprávné uživatelské jméno, nebo heslo.');
    expect(ACCOUNT_TEXTS.passwordRenewEmailNotFound).toBe('Obnovu hesla nebylo možné provést.');
    expect(ACCOUNT_TEXTS.registrationSuccess).toBe('Registrace proběhla úspěšně. Přihlaste se.');
    expect(ACCOUNT_TEXTS.logoutSuccess).toBe('Odhlášení proběhlo úspěšně.');
  });

  it.each(ACCOUNT_ERROR_CODES.map((code) => [code]))('has a Czech message for %s', (code) => {
    const message = accountErrorMessage(code);
    expect(message.length).toBeGreaterThan(5);
    expect(message).toMatch(/[.!]$/);
  });

  it('names the delivery contact limit', () => {
    expect(accountErrorMessage('DELIVERY_CONTACTS_LIMIT')).toContain(String(DELIVERY_CONTACTS_LIMIT));
  });
});

describe('customerDisplayName', () => {
  const base = emptyContact();
  it.each([
    [{ ...base, personName: ' Jana Nováková ' }, 'jana@x.cz', 'Jana Nováková'],
    [{ ...base, contactType: 'company' as const, companyName: 'Hotel Vltava s.r.o.' }, 'a@b.cz', 'Hotel Vltava s.r.o.'],
    [{ ...base, contactType: 'office' as const, officeName: 'Sklad' }, 'a@b.cz', 'Sklad'],
    [base, ' nakup@hotel.cz ', 'nakup@hotel.cz'],
  ])('%#', (contact, email, expected) => {
    expect(customerDisplayName(contact, email)).toBe(expected);
  });
});

describe('mergeCartLines', () => {
  it('adds quantities of known skus and appends new ones in order', () => {
    expect(
      mergeCartLines(
        [{ sku: 'A', quantity: 1 }],
        [
          { sku: 'B', quantity: 2 },
          { sku: 'A', quantity: 3 },
          { sku: 'B', quantity: 1 },
          { sku: 'C', quantity: 0 },
          { sku: 'D', quantity: 1.5 },
        ],
      ),
    ).toEqual([
      { sku: 'B', quantity: 3, existing: false },
      { sku: 'A', quantity: 3, existing: true },
    ]);
  });
  it('merges nothing from an empty cart', () => {
    expect(mergeCartLines([{ sku: 'A', quantity: 1 }], [])).toEqual([]);
  });
});

describe('profilePage', () => {
  it.each([
    [undefined, undefined, { page: 1, pageSize: 10, offset: 0 }],
    [null, null, { page: 1, pageSize: 10, offset: 0 }],
    [3, 20, { page: 3, pageSize: 20, offset: 40 }],
    [0, 0, { page: 1, pageSize: 10, offset: 0 }],
    [-2, 500, { page: 1, pageSize: 50, offset: 0 }],
    [1.5, 2.5, { page: 1, pageSize: 10, offset: 0 }],
  ])('page %s size %s', (page, size, expected) => {
    expect(profilePage(page, size)).toEqual(expected);
  });
});
