// Loyalty ledger of the two demo customers (loyalty_movements): movements not tied to an order,
// so the profile's loyalty page and /klub/body have a history. Their balances are the sums:
// 420 points for the consumer, 2 650 for the business customer.

import type { loyaltyMovements } from '../schema.js';
import { DEMO_CUSTOMERS } from './customers.js';

export type LoyaltyMovementRow = typeof loyaltyMovements.$inferInsert;

const at = (month: number, day: number) => new Date(Date.UTC(2025, month - 1, day, 10, 0));

export function buildLoyaltyHistory(): LoyaltyMovementRow[] {
  const { b2c, b2b } = DEMO_CUSTOMERS;
  const rows: Omit<LoyaltyMovementRow, 'eventKey'>[] = [
    { customerId: b2c.id, kind: 'adjustment', points: 100, note: 'Body za registraci', createdAt: at(3, 14) },
    { customerId: b2c.id, kind: 'adjustment', points: 250, note: 'Nákupy v kamenné prodejně', createdAt: at(6, 2) },
    { customerId: b2c.id, kind: 'adjustment', points: 70, note: 'Hodnocení produktů', createdAt: at(9, 21) },
    { customerId: b2b.id, kind: 'adjustment', points: 100, note: 'Body za registraci', createdAt: at(3, 15) },
    { customerId: b2b.id, kind: 'adjustment', points: 3000, note: 'Převod bodů z velkoobchodní smlouvy', createdAt: at(4, 1) },
    { customerId: b2b.id, kind: 'spent', points: -450, note: 'Dávkovač mýdla Čisto 0,5 l a hotelová kosmetika', createdAt: at(8, 12) },
  ];
  return rows.map((row, i) => ({ ...row, eventKey: `seed:${row.customerId}:${i}` }));
}
