// REST calls of the profile area: shopping lists (POST /api/shopping-lists of spec section 7),
// the customer's orders and invoices, and the PDF of an invoice (a file download, so REST).
// Every call needs the access token of a customer whose session is still logged in; an order or
// invoice of anyone else answers 404 exactly like one that does not exist.

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services/index.js';
import { HttpError } from '../http/errors.js';
import { createShoppingList, shoppingListNameSchema, shoppingListsOf } from '../services/shopping-lists.js';
import { customerInvoice, customerInvoices, customerOrder, customerOrders } from '../services/profile.js';
import { taxDocumentPdf } from '../services/accounts-invoice-pdf.js';
import { ORDER_NOT_FOUND } from '../services/orders.js';
import { parseInput } from './input.js';
import { restCheckout, restCustomer } from './guards.js';

const NOT_FOUND_ORDER = ORDER_NOT_FOUND;
const NOT_FOUND_INVOICE = 'Faktura nebyla nalezena.';

const createListBody = z.object({
  checkoutId: z.string().min(1).max(64),
  name: shoppingListNameSchema,
  userId: z.string().max(64).optional(),
});
const paging = z.object({ page: z.coerce.number().int().optional(), pageSize: z.coerce.number().int().optional() });
const numberParam = z.object({ number: z.string().min(1).max(64) });

export async function profileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services.database;

  app.post('/api/shopping-lists', async (request) => {
    const who = await restCustomer(services, request);
    const body = parseInput(createListBody, request.body);
    await restCheckout(services, request, body.checkoutId);
    // userId is part of the spec's payload; the list is always the token's customer's.
    if (body.userId && body.userId !== who.customerId) return { status: 'error', reason: 'USER_MISMATCH' };
    const result = await createShoppingList(db, who.customerId, body.checkoutId, body.name, who.priceGroup);
    if (!result.list) return { status: 'error', reason: result.errors[0]?.code ?? 'error', message: result.errors[0]?.message ?? null };
    return { data: result.list };
  });

  app.get('/api/shopping-lists', async (request) => {
    const who = await restCustomer(services, request);
    return { items: await shoppingListsOf(db, who.customerId, who.priceGroup) };
  });

  app.get('/api/profile/orders', async (request) => {
    const who = await restCustomer(services, request);
    const q = parseInput(paging, request.query);
    return customerOrders(db, who.customerId, q.page, q.pageSize);
  });

  app.get('/api/profile/orders/:number', async (request) => {
    const who = await restCustomer(services, request);
    const { number } = parseInput(numberParam, request.params);
    const order = await customerOrder(db, who.customerId, number);
    if (!order) throw new HttpError(404, NOT_FOUND_ORDER);
    return order;
  });

  app.get('/api/profile/invoices', async (request) => {
    const who = await restCustomer(services, request);
    const q = parseInput(paging, request.query);
    return customerInvoices(db, who.customerId, q.page, q.pageSize);
  });

  app.get('/api/profile/invoices/:number', async (request) => {
    const who = await restCustomer(services, request);
    const { number } = parseInput(numberParam, request.params);
    const invoice = await customerInvoice(db, who.customerId, number);
    if (!invoice) throw new HttpError(404, NOT_FOUND_INVOICE);
    return invoice;
  });

  app.get('/api/profile/invoices/:number/pdf', async (request, reply) => {
    const who = await restCustomer(services, request);
    const { number } = parseInput(numberParam, request.params);
    const invoice = await customerInvoice(db, who.customerId, number);
    if (!invoice) throw new HttpError(404, NOT_FOUND_INVOICE);
    const file = `faktura-${invoice.number.replace(/[^A-Za-z0-9_-]/g, '')}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .send(await taxDocumentPdf(invoice));
  });
}
