// The shop's bank account and what a buyer paying by transfer needs: a Czech account number
// ("prefix-number/bank code"), its IBAN, the amount and the variable symbol. A typo in the
// account would send every transfer astray, so both are checked the way Czech banks check them:
// the prefix and the number each by the modulo-11 weights of the ČNB decree 169/2011 Sb., and
// the IBAN by its mod-97 check digits (ISO 13616).

import type { PaymentType } from './enums.js';

export type CzechBankAccount = { prefix: string; number: string; bankCode: string };

const ACCOUNT_PATTERN = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;
const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1] as const;
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1] as const;

function weightedMod11(digits: string, weights: readonly number[]): boolean {
  const padded = digits.padStart(weights.length, '0');
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (weights[i] ?? 0) * Number(padded[i]);
  return sum % 11 === 0;
}

/** "19-2000145399/0800" → its parts, or null when the form or a modulo-11 check fails. */
export function parseCzechBankAccount(value: string): CzechBankAccount | null {
  const match = ACCOUNT_PATTERN.exec(value.replace(/\s+/g, ''));
  if (!match) return null;
  const [, prefix = '', number = '', bankCode = ''] = match;
  if (!weightedMod11(prefix, PREFIX_WEIGHTS) || !weightedMod11(number, NUMBER_WEIGHTS)) return null;
  // The decree requires at least two non-zero digits in the number.
  if (number.replace(/0/g, '').length < 2) return null;
  return { prefix: prefix.replace(/^0+/, ''), number: number.replace(/^0+/, ''), bankCode };
}

/** The account as Czech banks print it: "19-2000145399/0800", no prefix when it is zero. */
export function formatCzechBankAccount(account: CzechBankAccount): string {
  return `${account.prefix ? `${account.prefix}-` : ''}${account.number}/${account.bankCode}`;
}

/** An IBAN without spaces, upper case, when its country, length and mod-97 check digits hold; else null. */
export function normalizeIban(value: string): string | null {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  if (iban.startsWith('CZ') && iban.length !== 24) return null;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  return BigInt(rearranged) % 97n === 1n ? iban : null;
}

/** "CZ7820100000002000123456" → "CZ78 2010 0000 0020 0012 3456" (groups of four, as printed). */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The Czech IBAN of a Czech account: CZ, check digits, bank code, prefix (6) and number (10). */
export function czechIban(account: CzechBankAccount): string {
  const bban = `${account.bankCode}${account.prefix.padStart(6, '0')}${account.number.padStart(10, '0')}`;
  const check = 98n - (BigInt(`${bban}123500`) % 97n);
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

/** What a buyer needs to pay an order by transfer. */
export type BankPayment = {
  /** Czech format, e.g. "2000123456/2010". */
  account: string;
  /** Printed in groups of four. */
  iban: string;
  /** Haléře. */
  amount: number;
  variableSymbol: string;
  /** The QR Platba string (SPAYD 1.0, spayd.ts); null when the amount or IBAN cannot make one. */
  spayd: string | null;
};

/** Transfers are the payments made to the account after the order: bank transfer and invoice. */
export function paidByTransfer(paymentType: PaymentType | null): boolean {
  return paymentType === 'inAdvance';
}

/**
 * The transfer instructions of an order, or null when it is not paid by transfer (card, cash on
 * delivery) or the shop has no account. The variable symbol is the order number: digits only,
 * at most ten, which is what Czech banks accept.
 */
export function bankPaymentFor(input: {
  paymentType: PaymentType | null;
  bank: { account: string; iban: string } | null | undefined;
  amount: number;
  orderNumber: string;
}): BankPayment | null {
  if (!paidByTransfer(input.paymentType) || !input.bank) return null;
  return {
    account: input.bank.account,
    iban: formatIban(input.bank.iban),
    amount: input.amount,
    variableSymbol: variableSymbolOf(input.orderNumber),
    spayd: spaydFor({ iban: input.bank.iban, amount: input.amount, orderNumber: input.orderNumber }),
  };
}

/** The variable symbol of an order: its number's digits, the last ten. */
export function variableSymbolOf(orderNumber: string): string {
  return orderNumber.replace(/\D/g, '').slice(-10);
}

/** The labels of transfer instructions, the same on the page, in the e-mail and on the invoice. */
export const BANK_PAYMENT_TEXTS = {
  title: 'Platební údaje pro bankovní převod',
  account: 'Číslo účtu',
  iban: 'IBAN',
  amount: 'Částka',
  variableSymbol: 'Variabilní symbol',
  note: 'Při platbě prosím uveďte variabilní symbol, ať platbu rychle přiřadíme k objednávce.',
} as const;

// QR Platba: the Short Payment Descriptor (SPAYD 1.0, Česká bankovní asociace) that Czech banking
// apps read from a QR code: "SPD*1.0*ACC:{IBAN}*AM:{amount}*CC:CZK*X-VS:{variable symbol}*MSG:{text}".
// Rules of the format kept here: the header SPD*1.0; key:value pairs joined by "*" (so no value
// may contain "*"); ACC an IBAN with valid check digits, no spaces; AM at most 10 characters with
// a decimal point and two decimals; CC three capital letters; X-VS at most 10 digits; MSG at most
// 60 characters. Values are kept to printable ASCII: banking apps differ in how they read
// diacritics, and every one of them reads "Objednavka".

export const SPAYD_LIMITS = { amountChars: 10, message: 60, variableSymbol: 10 } as const;

/** The alt text and caption of the code on the page, in the e-mail and on the invoice. */
export const QR_PAYMENT_TEXTS = {
  alt: 'QR Platba',
  caption: 'Zaplaťte naskenováním QR kódu ve své bankovní aplikaci.',
} as const;

/** Printable ASCII without "*" (the separator) and without "%"-escapes: diacritics are dropped ("ě" → "e"). */
export function spaydText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[*%]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** Haléře as SPAYD's amount: "1234.50". */
export function spaydAmount(haler: number): string {
  if (!Number.isSafeInteger(haler) || haler <= 0) throw new RangeError(`SPAYD amount must be a positive whole number of haléře (got ${haler})`);
  const text = `${Math.floor(haler / 100)}.${String(haler % 100).padStart(2, '0')}`;
  if (text.length > SPAYD_LIMITS.amountChars) throw new RangeError(`SPAYD amount ${text} is longer than ${SPAYD_LIMITS.amountChars} characters`);
  return text;
}

export type SpaydPayment = {
  /** With or without spaces; its check digits must hold. */
  iban: string;
  /** Haléře, more than 0. */
  amount: number;
  orderNumber: string;
  /** The payment note; defaults to "Objednavka {order number}". */
  message?: string;
};

/**
 * The SPAYD string of a transfer, or null when it cannot be one (an IBAN whose check digits fail,
 * nothing to pay, an amount beyond SPAYD's ten characters): no code is better than a code that
 * sends money astray.
 */
export function spaydFor(payment: SpaydPayment): string | null {
  const iban = normalizeIban(payment.iban);
  if (!iban || !Number.isSafeInteger(payment.amount) || payment.amount <= 0 || payment.amount >= 10_000_000_00) return null;
  const variableSymbol = variableSymbolOf(payment.orderNumber);
  const message = spaydText(payment.message ?? `Objednavka ${payment.orderNumber}`, SPAYD_LIMITS.message);
  const parts = ['SPD', '1.0', `ACC:${iban}`, `AM:${spaydAmount(payment.amount)}`, 'CC:CZK'];
  if (variableSymbol) parts.push(`X-VS:${variableSymbol}`);
  if (message) parts.push(`MSG:${message}`);
  return parts.join('*');
}
