// Numbers written the Czech way ("1 234,5", "-0,25", "+1 250"), character for character what
// Intl.NumberFormat('cs-CZ') writes (tests/domain/czech-formatting.test.ts compares them over many
// values), without Intl: a browser's first Intl.NumberFormat loads ICU's number data, 45–110 ms
// of one task on this machine's Chromium (×4 on a throttled phone), and every price on a page
// passes through here while the page hydrates.

/** Digit groups are separated by a no-break space (U+00A0), as Intl writes them for cs-CZ. */
export const CZECH_GROUP_SEPARATOR = '\u00a0';
export const CZECH_DECIMAL_SEPARATOR = ',';

export interface CzechNumberOptions {
  /** Decimals to keep at most (rounded half away from zero, as Intl's default halfExpand). */
  maximumFractionDigits: number;
  /** Decimals to write at least (trailing zeros kept up to this many). Default 0. */
  minimumFractionDigits?: number;
  /** "auto": a minus for negative numbers (also -0, as Intl); "exceptZero": + or -, none for zero. */
  signDisplay?: 'auto' | 'exceptZero';
}

/**
 * |value|'s decimal digits and where the decimal point stands in them, from the shortest text that
 * reads back as the same double: Intl rounds that decimal, not the binary value (2.675 → "2,68",
 * where toFixed gives "2.67").
 */
function decimalDigits(abs: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = abs.toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, point: whole.length + Number(exponent) };
}

/** A string of decimal digits plus one in its last place ("199" → "200", "99" → "100"). */
function incremented(digits: string): string {
  let carry = true;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const digit: number = Number(digits[i]) + (carry ? 1 : 0);
    carry = digit === 10;
    out = String(carry ? 0 : digit) + out;
  }
  return carry ? `1${out}` : out;
}

/** |value| rounded half away from zero to `fractionDigits` decimals, as whole and fraction digits. */
function rounded(abs: number, fractionDigits: number): { whole: string; fraction: string } {
  let { digits, point } = decimalDigits(abs);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  const keep = point + fractionDigits;
  if (digits.length > keep) {
    const roundUp = (digits[keep] ?? '0') >= '5';
    digits = digits.slice(0, keep);
    if (roundUp) {
      const up = incremented(digits);
      if (up.length > digits.length) point += 1;
      digits = up;
    }
  } else {
    digits = digits.padEnd(keep, '0');
  }
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  return { whole, fraction: digits.slice(point) };
}

/** "1234567" → "1 234 567" (no-break spaces). */
export function czechDigitGroups(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, CZECH_GROUP_SEPARATOR);
}

/** `value` as Intl.NumberFormat('cs-CZ', options) writes it. */
export function formatCzechNumber(value: number, options: CzechNumberOptions): string {
  const { maximumFractionDigits, minimumFractionDigits = 0, signDisplay = 'auto' } = options;
  if (!Number.isFinite(value)) {
    // Never a price or a quantity; Intl's own words for it ("NaN", "∞") rather than a guess.
    return new Intl.NumberFormat('cs-CZ', { maximumFractionDigits, minimumFractionDigits, signDisplay }).format(value);
  }
  const { whole, fraction } = rounded(Math.abs(value), maximumFractionDigits);
  let shownFraction = fraction;
  while (shownFraction.length > minimumFractionDigits && shownFraction.endsWith('0')) shownFraction = shownFraction.slice(0, -1);
  const negative = value < 0 || Object.is(value, -0);
  const zero = /^0*$/.test(whole + fraction);
  const sign = signDisplay === 'exceptZero' ? (zero ? '' : negative ? '-' : '+') : negative ? '-' : '';
  return `${sign}${czechDigitGroups(whole)}${shownFraction ? CZECH_DECIMAL_SEPARATOR + shownFraction : ''}`;
}
