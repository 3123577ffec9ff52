// Indirect cart subjects: additional services (extended warranty, assembly, delivery services)
// attached to a primary line (cart_subjects.parent_id = the line's id, subject_type
// 'subjectIndirect'). computeCart nests them under their line's `indirectSubjects` and counts
// them in the totals; an item service follows its line's quantity, a delivery service counts once.

import type { CartReads } from './cart-reads.js';
import type { carts, cartSubjects } from '../db/schema.js';
import type { CartSubject } from '../../generated/server.js';
import { CURRENCY, lineTotal } from '../../domain/index.js';
import { servicePrice, toProduct, type PriceRow, type ProductRow } from './products.js';

type CartRow = typeof carts.$inferSelect;
type SubjectRow = typeof cartSubjects.$inferSelect;

export const INDIRECT_SUBJECT_TYPE = 'subjectIndirect';

export type TotalsLine = { unitNet: number; unitGross: number; quantity: number; vatRate: number };

function money(amount: number, amountWithTax: number) {
  return { __typename: 'Money' as const, amount, amountWithTax, currency: CURRENCY };
}

/** The line id inside a CartSubject id ("<cartId>:<lineId>"), or null when it is not one of this cart's. */
export function lineIdOf(cartId: string, subjectId: string): number | null {
  const prefix = `${cartId}:`;
  if (!subjectId.startsWith(prefix)) return null;
  const id = subjectId.slice(prefix.length);
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/**
 * Fills `indirectSubjects` of the primary subjects from the cart's indirect lines and returns
 * their totals lines. Services no longer offered with the product (or no longer priced) drop out.
 */
export async function attachIndirectSubjects(
  reads: Pick<CartReads, 'serviceOffers' | 'products'>,
  cart: CartRow,
  lines: SubjectRow[],
  subjects: CartSubject[],
  products: Map<string, { row: ProductRow; price: PriceRow | null }>,
): Promise<TotalsLine[]> {
  const children = lines.filter((l) => l.parentId !== 0 && l.subjectType === INDIRECT_SUBJECT_TYPE);
  if (children.length === 0) return [];
  const parents = new Map<number, CartSubject>();
  for (const subject of subjects) {
    const id = lineIdOf(cart.id, subject.id);
    if (id !== null) parents.set(id, subject);
  }
  const [offers, services] = await Promise.all([
    reads.serviceOffers([...new Set(subjects.map((s) => s.productSku))]),
    reads.products([...new Set(children.map((c) => c.sku))], cart.priceGroup),
  ]);
  const totals: TotalsLine[] = [];
  for (const child of children) {
    const parent = parents.get(child.parentId);
    const product = parent ? products.get(parent.productSku) : undefined;
    const offer = parent ? offers.get(parent.productSku)?.find((o) => o.serviceSku === child.sku) : undefined;
    const service = services.get(child.sku);
    if (!parent || !product || !offer || !service) continue;
    // A warranty is a percentage of the line's own unit price (piece or carton, after quantity tiers).
    const priced = servicePrice(offer, product.row, parent.price.amount, service);
    if (!priced) continue;
    const quantity = offer.appliesTo === 'item' ? parent.quantity : 1;
    const total = lineTotal({ unitNet: priced.price, unitGross: priced.priceWithTax, quantity });
    totals.push({ unitNet: priced.price, unitGross: priced.priceWithTax, quantity, vatRate: service.row.vatRate });
    parent.indirectSubjects.push({
      __typename: 'CartSubject',
      id: `${cart.id}:${child.id}`,
      sku: child.sku,
      productSku: service.row.sku,
      packType: 'pcs',
      text: service.row.name,
      quantity,
      price: money(priced.price, priced.priceWithTax),
      subjectTotal: money(total.amount, total.amountWithTax),
      vatAmount: total.vatAmount,
      vatCode: service.row.vatRate,
      subjectType: INDIRECT_SUBJECT_TYPE,
      product: toProduct(service.row, service.price, 'preview'),
      indirectSubjects: [],
      discounts: null,
    });
  }
  return totals;
}
