// Share cart: a snapshot of the sender's cart behind an unguessable token, sent by e-mail as a
// link to /nahrat-sdileny-kosik?token=…; loading it sets those lines in the visitor's own cart.
// Limited per IP, per sender and per recipient (http/share-cart-limits.ts), so the shop cannot be used to flood inboxes.

import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sharedCarts } from '../db/schema.js';
import type { CartMutationResult, ShareCartResult, SharedCart } from '../../generated/server.js';
import { SHARE_CART_TOASTS, type ShareCartData } from '../../domain/index.js';
import type { Services } from './index.js';
import { getCart, updateSubjects } from './cart.js';
import { updateSubjectIndirect } from './cart-indirect-update.js';
import { checkoutError } from './checkout.js';
import { supplierParty } from './invoices.js';
import { loadProducts, toProduct } from './products.js';

export const SHARED_CART_DAYS = 30;
export const SHARED_CART_PATH = '/nahrat-sdileny-kosik';

export async function shareCart(services: Services, checkoutId: string, input: ShareCartData): Promise<ShareCartResult> {
  const { db } = services.database;
  const cart = await getCart(db, checkoutId);
  if (cart.subjects.length === 0) {
    return { __typename: 'ShareCartResult', ok: false, errors: [checkoutError('EMPTY_CART', 'Košík je prázdný, není co sdílet.')], fieldErrors: [] };
  }
  const token = randomBytes(24).toString('base64url');
  // The snapshot and its e-mail commit together (mail outbox): without the e-mail no link exists.
  try {
    await db.transaction(async (tx) => {
      await tx.insert(sharedCarts).values({
        token,
        checkoutId,
        items: cart.subjects.map((s) => ({ sku: s.sku, quantity: s.quantity, services: s.indirectSubjects.map((i) => i.sku) })),
        senderName: input.customerName,
        expiresAt: new Date(Date.now() + SHARED_CART_DAYS * 24 * 60 * 60 * 1000),
      });
      const supplier = await supplierParty(tx);
      await services.outbox.enqueue(tx, {
        to: input.to,
        from: supplier.noReplyEmail || `no-reply@${new URL(services.config.publicUrl).hostname}`,
        replyTo: input.customerEmail,
        type: 'shareCart',
        props: {
          senderName: input.customerName,
          ...(input.message ? { message: input.message } : {}),
          cartUrl: `${services.config.publicUrl}${SHARED_CART_PATH}?token=${token}`,
        },
      });
    });
  } catch {
    return { __typename: 'ShareCartResult', ok: false, errors: [checkoutError('EMAIL_FAILED', SHARE_CART_TOASTS.failed)], fieldErrors: [] };
  }
  services.outbox.wake();
  return { __typename: 'ShareCartResult', ok: true, errors: [], fieldErrors: [] };
}

async function findShared(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const [row] = await db.select().from(sharedCarts).where(and(eq(sharedCarts.token, token), gt(sharedCarts.expiresAt, new Date())));
  return row ?? null;
}

export async function sharedCartPreview(db: Db, token: string, priceGroup: string): Promise<SharedCart | null> {
  const row = await findShared(db, token);
  if (!row) return null;
  const found = await loadProducts(db, [...new Set(row.items.map((i) => i.sku.replace(/-carton$/, '')))], priceGroup);
  return {
    __typename: 'SharedCart',
    senderName: row.senderName,
    lines: row.items.map((i) => {
      const item = found.get(i.sku.replace(/-carton$/, ''));
      return { __typename: 'SharedCartLine', sku: i.sku, quantity: i.quantity, services: i.services ?? [], product: item ? toProduct(item.row, item.price, 'preview') : null };
    }),
  };
}

/**
 * Adds the shared lines to the visitor's cart: a product already there gets the shared quantity
 * on top (nothing the recipient chose is replaced; the storefront asks before loading into a cart
 * that is not empty), and each line's services (warranty, assembly…) come along, so the recipient
 * gets what the sender priced. Refused lines and services are reported, the rest is loaded.
 */
export async function loadSharedCart(db: Db, checkoutId: string, token: string): Promise<CartMutationResult> {
  const row = await findShared(db, token);
  if (!row) {
    return { __typename: 'CartMutationResult', ok: false, errors: [checkoutError('SHARED_CART_NOT_FOUND', SHARE_CART_TOASTS.expired)], cart: await getCart(db, checkoutId) };
  }
  const added = await updateSubjects(db, checkoutId, row.items.map((i) => ({ sku: i.sku, quantity: i.quantity, mode: 'ADD' as const })));
  const errors = [...added.errors];
  let cart = added.cart;
  for (const item of row.items) {
    for (const service of item.services ?? []) {
      const line = cart?.subjects.find((s) => s.sku === item.sku && s.subjectType === 'item');
      if (!line || line.indirectSubjects.some((i) => i.sku === service)) continue;
      const result = await updateSubjectIndirect(db, checkoutId, { parentId: line.id, sku: service, quantity: 1 });
      errors.push(...result.errors);
      cart = result.cart;
    }
  }
  return { __typename: 'CartMutationResult', ok: errors.length === 0, errors, cart };
}
