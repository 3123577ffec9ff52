// Customers in the back office (issue 16, item 6): a searchable list, a detail, and the price group
// a B2B customer buys at. A new price group takes effect in the customer's carts at once (their
// version goes up, so every per-version price cache reprices them) and in page reads at the next
// access-token refresh (the token carries the group; at most ACCESS_TOKEN_TTL_SECONDS).

import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carts, customers, priceGroups } from '../db/schema.js';
import { ADMIN_CUSTOMER_MESSAGES, contactName, normalizeContact, parsePricesType } from '../../domain/index.js';
import { loyaltyBalance } from './accounts-loyalty.js';
import { ordersCountOf, type CustomerRow } from './customers.js';
import { containsPattern } from './like-pattern.js';
import { writeAudit, type StaffActor } from './staff.js';

export type PriceGroupView = { id: string; name: string; b2b: boolean };

export type AdminCustomerView = {
  id: string;
  email: string;
  name: string;
  companyName: string | null;
  companyRegNo: string | null;
  companyTaxNo: string | null;
  phoneNumber: string | null;
  city: string | null;
  pricesType: string;
  priceGroup: PriceGroupView;
  createdAt: string;
  newsletter: boolean;
};

export type AdminCustomerDetail = AdminCustomerView & { ordersCount: number; loyaltyPoints: number };

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

function customerView(row: CustomerRow, groups: ReadonlyMap<string, PriceGroupView>): AdminCustomerView {
  const contact = normalizeContact(row.contact);
  return {
    id: row.id,
    email: row.email,
    name: contactName(contact) || row.name,
    companyName: orNull(contact.companyName),
    companyRegNo: orNull(contact.companyRegNo),
    companyTaxNo: orNull(contact.companyTaxNo),
    phoneNumber: orNull(contact.phoneNumber),
    city: orNull(contact.city),
    pricesType: parsePricesType(row.pricesType),
    priceGroup: groups.get(row.priceGroup) ?? { id: row.priceGroup, name: row.priceGroup, b2b: false },
    createdAt: row.createdAt.toISOString(),
    newsletter: row.newsletter,
  };
}

export async function listPriceGroups(db: Db): Promise<PriceGroupView[]> {
  return db.select({ id: priceGroups.id, name: priceGroups.name, b2b: priceGroups.b2b }).from(priceGroups).orderBy(asc(priceGroups.b2b), asc(priceGroups.name));
}

async function priceGroupMap(db: Db): Promise<Map<string, PriceGroupView>> {
  return new Map((await listPriceGroups(db)).map((group) => [group.id, group]));
}

export type AdminCustomerFilter = { text?: string | null; priceGroupId?: string | null };

/** Newest first; `text` matches a part of the name, e-mail, company name or IČO. */
export async function listCustomers(
  db: Db,
  filter: AdminCustomerFilter,
  page: { pageSize: number; offset: number },
): Promise<{ items: AdminCustomerView[]; totalCount: number }> {
  const conditions = [];
  const text = filter.text?.trim().slice(0, 100);
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(
      or(
        ilike(customers.name, pattern),
        ilike(customers.email, pattern),
        sql`(${customers.contact}->>'companyName') ilike ${pattern}`,
        sql`(${customers.contact}->>'companyRegNo') ilike ${pattern}`,
        sql`(${customers.contact}->>'personName') ilike ${pattern}`,
      ),
    );
  }
  if (filter.priceGroupId) conditions.push(eq(customers.priceGroup, filter.priceGroupId.slice(0, 100)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total], groups] = await Promise.all([
    db.select().from(customers).where(where).orderBy(desc(customers.createdAt), asc(customers.id)).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(customers).where(where),
    priceGroupMap(db),
  ]);
  return { items: rows.map((row) => customerView(row, groups)), totalCount: total?.n ?? 0 };
}

export async function customerDetail(db: Db, id: string): Promise<AdminCustomerDetail | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id.slice(0, 100)));
  if (!row) return null;
  const [ordersCount, loyaltyPoints, groups] = await Promise.all([ordersCountOf(db, row.id), loyaltyBalance(db, row.id), priceGroupMap(db)]);
  return { ...customerView(row, groups), ordersCount, loyaltyPoints };
}

export type SetPriceGroupResult =
  | { ok: true; customer: AdminCustomerDetail }
  | { ok: false; errors: { code: string; field: string; message: string }[] };

/** Assigns the price group, reprices the customer's open carts and writes the audit row, in one transaction. */
export async function setCustomerPriceGroup(db: Db, actor: StaffActor, customerId: string, priceGroupId: string): Promise<SetPriceGroupResult> {
  const outcome = await db.transaction(async (tx) => {
    const [group] = await tx.select().from(priceGroups).where(eq(priceGroups.id, priceGroupId.slice(0, 100)));
    if (!group) return { code: 'UNKNOWN_PRICE_GROUP', field: 'priceGroupId', message: ADMIN_CUSTOMER_MESSAGES.unknownPriceGroup } as const;
    const [before] = await tx.select().from(customers).where(eq(customers.id, customerId.slice(0, 100))).for('update');
    if (!before) return { code: 'NOT_FOUND', field: 'customerId', message: ADMIN_CUSTOMER_MESSAGES.notFound } as const;
    if (before.priceGroup === group.id) return null;
    await tx.update(customers).set({ priceGroup: group.id }).where(eq(customers.id, before.id));
    await tx
      .update(carts)
      .set({ priceGroup: group.id, version: sql`${carts.version} + 1`, updatedAt: new Date() })
      .where(and(eq(carts.customerId, before.id), ne(carts.state, 'ordered')));
    await writeAudit(tx, actor, {
      action: 'customer.priceGroup',
      entity: 'customer',
      entityId: before.id,
      before: { priceGroup: before.priceGroup },
      after: { priceGroup: group.id },
    });
    return null;
  });
  if (outcome) return { ok: false, errors: [outcome] };
  const customer = await customerDetail(db, customerId);
  if (!customer) return { ok: false, errors: [{ code: 'NOT_FOUND', field: 'customerId', message: ADMIN_CUSTOMER_MESSAGES.notFound }] };
  return { ok: true, customer };
}
