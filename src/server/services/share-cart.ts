// Share cart: a snapshot of the sender's cart behind an unguessable token, sent by e-mail as a
// link to /nahrat-sdileny-kosik?token=…; loading it sets those lines in the visitor's own cart.
// Limited per IP, per sender and per recipient, so the shop cannot be used to flood inboxes.

import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sharedCarts } from '../db/schema.js';
import type { CartMutationResult, ShareCartResult, SharedCart } from '../../generated/server.js';
import { SHARE_CART_TOASTS, type ShareCartData } from '../../domain/index.js';
import { sendTemplate } from '../mail/index.js';
import { RATE_LIMITS, createKeyLimiter } from '../plugins/rate-limit.js';
import type { Services } from './index.js';
import { getCart, updateSubjects } from './cart.js';
import { checkoutError } from './checkout.js';
import { supplierParty } from './invoices.js';
import { loadProducts, toProduct } from './products.js';

export const SHARED_CART_DAYS = 30;
export const SHARED_CART_PATH = '/nahrat-sdileny-kosik';

const perIp = createKeyLimiter(RATE_LIMITS.mail, 'share-cart-ip');
const perSender = createKeyLimiter(RATE_LIMITS.mail, 'share-cart-sender');
const perRecipient = createKeyLimiter(RATE_LIMITS.mailRecipient, 'share-cart-recipient');

/** Throws TooManyRequestsError (429) when the IP, the sender or the recipient is over its limit. */
export async function limitShareCart(request: FastifyRequest, input: { customerEmail: string; to: string }, reply?: FastifyReply): Promise<void> {
  await perIp(request, undefined, reply);
  await perSender(request, input.customerEmail, reply);
  await perRecipient(request, input.to, reply);
}

export async function shareCart(services: Services, checkoutId: string, input: ShareCartData): Promise<ShareCartResult> {
  const { db } = services.database;
  const cart = await getCart(db, checkoutId);
  if (cart.subjects.length === 0) {
    return { __typename: 'ShareCartResult', ok: false, errors: [checkoutError('EMPTY_CART', 'Košík je prázdný, není co sdílet.')], fieldErrors: [] };
  }
  const token = randomBytes(24).toString('base64url');
  await db.insert(sharedCarts).values({
    token,
    checkoutId,
    items: cart.subjects.map((s) => ({ sku: s.sku, quantity: s.quantity })),
    senderName: input.customerName,
    expiresAt: new Date(Date.now() + SHARED_CART_DAYS * 24 * 60 * 60 * 1000),
  });
  try {
    const supplier = await supplierParty(db);
    await sendTemplate(services.mailer, {
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
  } catch {
    return { __typename: 'ShareCartResult', ok: false, errors: [checkoutError('EMAIL_FAILED', SHARE_CART_TOASTS.failed)], fieldErrors: [] };
  }
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
      return { __typename: 'SharedCartLine', sku: i.sku, quantity: i.quantity, product: item ? toProduct(item.row, item.price, 'preview') : null };
    }),
  };
}

/** Sets each shared line in the visitor's cart (loading the link twice changes nothing). */
export async function loadSharedCart(db: Db, checkoutId: string, token: string): Promise<CartMutationResult> {
  const row = await findShared(db, token);
  if (!row) {
    return { __typename: 'CartMutationResult', ok: false, errors: [checkoutError('SHARED_CART_NOT_FOUND', SHARE_CART_TOASTS.expired)], cart: await getCart(db, checkoutId) };
  }
  return updateSubjects(db, checkoutId, row.items.map((i) => ({ sku: i.sku, quantity: i.quantity, mode: 'SET' as const })));
}
