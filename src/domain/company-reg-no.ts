// Czech company numbers (IČO). The spec allows 8 to 10 digits (COMPANY_REG_NO_PATTERN). Every IČO
// the Czech registers issue has 8 digits and a modulo-11 check digit (weights 8…2 on the first
// seven digits; the last digit is (11 − sum mod 11) mod 10); the longer forms keep their format
// rule only (validation.ts).

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2] as const;

/** The check digit of the first seven digits of an IČO. */
export function companyRegNoCheckDigit(first7: string): number {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += (WEIGHTS[i] ?? 0) * Number(first7[i]);
  return (11 - (sum % 11)) % 10;
}

/** True for 8 digits whose last is the modulo-11 check digit of the first seven. */
export function hasValidCompanyRegNoChecksum(value: string): boolean {
  return /^\d{8}$/.test(value) && companyRegNoCheckDigit(value.slice(0, 7)) === Number(value[7]);
}

