// Staff roles and sign-in rules of the back office (issue 16, src/domain/staff.ts).
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, STAFF_ROLE_TEXTS, isStaffRole, normalizeTotpCode, parseStaffRoles, staffMay, totpRequired } from '../../src/domain/index.js';

describe('staff roles', () => {
  it('admin may do everything; other roles their own area only', () => {
    expect(staffMay(['admin'], ['orders'])).toBe(true);
    expect(staffMay(['orders'], ['orders'])).toBe(true);
    expect(staffMay(['orders'], ['catalogue'])).toBe(false);
    expect(staffMay(['catalogue', 'content'], ['orders', 'content'])).toBe(true);
    expect(staffMay([], ['orders'])).toBe(false);
  });

  it('keeps known roles of a stored list, once each, and names them in Czech', () => {
    expect(parseStaffRoles(['orders', 'superuser', 'orders', 'content'])).toEqual(['orders', 'content']);
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('Admin')).toBe(false);
    expect(STAFF_ROLES.map((r) => STAFF_ROLE_TEXTS[r])).toEqual(['Správce', 'Objednávky', 'Katalog', 'Obsah']);
  });

  it('requires two-factor sign-in for an admin outside the local demo only', () => {
    expect(totpRequired(['admin'], false)).toBe(true);
    expect(totpRequired(['admin'], true)).toBe(false);
    expect(totpRequired(['orders', 'catalogue'], false)).toBe(false);
  });

  it('accepts six digits (spaces allowed) as a TOTP code', () => {
    expect(normalizeTotpCode('123 456')).toBe('123456');
    expect(normalizeTotpCode(' 000000 ')).toBe('000000');
    expect(normalizeTotpCode('12345')).toBeNull();
    expect(normalizeTotpCode('12a456')).toBeNull();
  });
});
