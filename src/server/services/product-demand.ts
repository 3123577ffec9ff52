import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, settings } from '../db/schema.js';
import type { ProductDemandData } from '../../domain/index.js';
import type { MailOutbox } from './mail-outbox.js';
import { UserFacingError } from '../errors.js';

export class ProductDemandUnknownSkuError extends UserFacingError {}

/** What this service logs through (the request's pino logger fits; services take no Fastify types). */
export type DemandLog = { error(message: string): void; warn(details: object, message: string): void };

/** The shop's sales mailbox and no-reply sender ('shop' settings row: salesEmail, noReplyEmail). */
async function demandAddresses(db: Db): Promise<{ to: string; from: string } | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'shop'));
  const value: unknown = row?.value;
  if (typeof value !== 'object' || value === null) return null;
  const to: unknown = Reflect.get(value, 'salesEmail');
  const from: unknown = Reflect.get(value, 'noReplyEmail');
  return typeof to === 'string' && to !== '' && typeof from === 'string' && from !== '' ? { to, from } : null;
}

/**
 * E-mails a product demand to the shop. Recipient and sender always come from the settings,
 * never from the request (the endpoint cannot be used to mail anyone else); the visitor's
 * address becomes Reply-To. The e-mail is queued in the mail outbox (the worker sends it, with
 * retries). Resolves false when it could not be queued (the route then answers null, which the
 * storefront shows as an error toast).
 */
export async function sendProductDemand(
  db: Db,
  outbox: MailOutbox,
  demand: ProductDemandData & { sku: string },
  log: DemandLog,
): Promise<boolean> {
  const [product] = await db.select({ sku: products.sku, name: products.name }).from(products).where(eq(products.sku, demand.sku));
  if (!product) throw new ProductDemandUnknownSkuError(`Produkt ${demand.sku} neexistuje.`);
  const addresses = await demandAddresses(db);
  if (!addresses) {
    log.error('product demand: the shop settings have no salesEmail/noReplyEmail');
    return false;
  }
  try {
    await outbox.enqueue(db, {
      to: addresses.to,
      from: addresses.from,
      replyTo: demand.email,
      type: 'productDemand',
      props: {
        productName: product.name,
        sku: product.sku,
        name: demand.name,
        email: demand.email,
        phone: demand.phone,
        message: demand.message,
        quantity: demand.quantity,
      },
    });
    outbox.wake();
    return true;
  } catch (error) {
    log.warn({ err: error }, 'product demand e-mail could not be queued');
    return false;
  }
}
