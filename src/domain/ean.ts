// EAN / GTIN codes (issue 15, item 6): the barcode number of a product, shown on the product page,
// found by the search like a product code and sent in the product feeds (Heureka, Zboží.cz, Google).
//
// A GTIN is 8, 12, 13 or 14 digits whose last digit is a check digit (GS1 General Specifications,
// "check digit calculation"): counted from the right, the digits before the check digit are weighted
// 3, 1, 3, 1, …; the check digit brings the weighted sum up to a multiple of ten. EAN-13 is the
// 13-digit GTIN; products made in or registered for the Czech Republic carry the GS1 prefix 859.

/** GS1 Czech Republic's prefix: the first three digits of a Czech EAN-13. */
export const CZECH_GS1_PREFIX = '859';

/** The lengths a GTIN may have: GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13), GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The check digit for a GTIN's digits without it (any length from 7 to 17 digits). */
export function gtinCheckDigit(digitsWithoutCheck: string): number {
  if (!/^\d{7,17}$/.test(digitsWithoutCheck)) throw new RangeError(`GTIN digits expected, got "${digitsWithoutCheck}"`);
  let sum = 0;
  // The rightmost digit (next to the check digit) weighs 3, then 1, 3, 1, … leftwards.
  for (let i = digitsWithoutCheck.length - 1, weight = 3; i >= 0; i -= 1, weight = 4 - weight) {
    sum += Number(digitsWithoutCheck[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for 8, 12, 13 or 14 digits whose last digit is their check digit. */
export function isValidGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** True for exactly 13 digits with a correct check digit. */
export function isValidEan13(code: string): boolean {
  return code.length === 13 && isValidGtin(code);
}

/** A full EAN-13 from its first 12 digits (the check digit appended). */
export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`12 digits expected, got "${first12}"`);
  return `${first12}${gtinCheckDigit(first12)}`;
}

/**
 * A code as typed or imported ("859 1234 567890", "8591234567890 ") in its stored form: digits
 * only, or null when what remains is not a valid GTIN.
 */
export function normalizeGtin(input: string): string | null {
  const digits = input.replace(/[\s-]+/g, '');
  return isValidGtin(digits) ? digits : null;
}
