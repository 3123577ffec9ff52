// The common-password check of passwordRules (issue 11, finding 9). The list is the
// "passwords-common" dictionary of @zxcvbn-ts/language-common (MIT, the password list the
// zxcvbn-ts strength estimator ships: ≈ 49,000 of the most used passwords from public breach
// corpora, ranked), plus a few Czech ones it lacks. Server only: the client bundle never holds it
// (the browser checks the length, the server answers 400 'Toto heslo je příliš běžné, …').

import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordRules, registrationRules } from '../../domain/index.js';

/** Czech and shop-specific passwords the international list lacks (case-insensitive). */
const CZECH_COMMON_PASSWORDS = [
  'heslo123',
  'heslo1234',
  'heslo12345',
  'hesloheslo',
  'mojeheslo',
  'noveheslo',
  'tajneheslo',
  'qwertz123',
  'qwertzuiop',
  'ahojahoj',
  'cisto123',
  'cisto2026',
  'prosinec',
  'kocicka1',
  'pepicek1',
];

let common: ReadonlySet<string> | null = null;

/** The set, built on first use (lower case). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set([...dictionary['passwords-common'], ...CZECH_COMMON_PASSWORDS].map((p) => p.toLowerCase()));
  return common;
}

/** How many distinct passwords are refused (for the test and the docs). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}

/** True when the password (trimmed, case-insensitive) is one of the common ones. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** passwordRules with the common-password check: every server path that sets a password. */
export const serverPasswordSchema = passwordRules(isCommonPassword);

/** The registration form as the server checks it. */
export const serverRegistrationSchema = registrationRules(serverPasswordSchema);
