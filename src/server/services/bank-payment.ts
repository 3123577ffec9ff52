// Transfer instructions (account, IBAN, amount, variable symbol) of a stored order, for the order
// and its invoice alike, with its QR Platba code. The account is the one stored with the order when it was placed, so a
// later change of SHOP_BANK_ACCOUNT does not rewrite what the buyer was told.

import type { orders } from '../db/schema.js';
import type { BankPayment } from '../../generated/server.js';
import { bankPaymentFor, parsePaymentType } from '../../domain/index.js';
import { qrSvgDataUrl } from './qr-payment.js';

type StoredOrder = Pick<typeof orders.$inferSelect, 'paymentType' | 'data' | 'totalToPay' | 'number' | 'destiny'>;

/** Null for inquiries and reservations (nothing to pay yet) and for payments other than transfers. */
export function orderBankPayment(row: StoredOrder): BankPayment | null {
  if (row.destiny !== 'purchase') return null;
  const bank = bankPaymentFor({ paymentType: parsePaymentType(row.paymentType), bank: row.data.bank, amount: row.totalToPay, orderNumber: row.number });
  return bank ? { __typename: 'BankPayment', ...bank, qrCode: bank.spayd ? qrSvgDataUrl(bank.spayd) : null } : null;
}
