// Loyalty history of the two demo customers: movements that add up to their seeded balances
// (customers.loyalty_points), so the profile's loyalty page has something to show.

import type { loyaltyTransactions } from '../schema.js';
import { DEMO_CUSTOMERS } from './customers.js';

export type LoyaltyTransactionRow = typeof loyaltyTransactions.$inferInsert;

const at = (month: number, day: number) => new Date(Date.UTC(2025, month - 1, day, 10, 0));

export function buildLoyaltyHistory(): LoyaltyTransactionRow[] {
  const { b2c, b2b } = DEMO_CUSTOMERS;
  return [
    { customerId: b2c.id, points: 100, reason: 'registration', note: 'Body za registraci', createdAt: at(3, 14) },
    { customerId: b2c.id, points: 250, reason: 'adjustment', note: 'Nákupy v kamenné prodejně', createdAt: at(6, 2) },
    { customerId: b2c.id, points: 70, reason: 'adjustment', note: 'Hodnocení produktů', createdAt: at(9, 21) },
    { customerId: b2b.id, points: 100, reason: 'registration', note: 'Body za registraci', createdAt: at(3, 15) },
    { customerId: b2b.id, points: 3000, reason: 'adjustment', note: 'Převod bodů z velkoobchodní smlouvy', createdAt: at(4, 1) },
    { customerId: b2b.id, points: -450, reason: 'gift', note: 'Dárek k objednávce', createdAt: at(8, 12) },
  ];
}
