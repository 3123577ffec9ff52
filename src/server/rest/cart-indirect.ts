import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services/index.js';
import { updateSubjectIndirect } from '../services/cart-indirect-update.js';
import { parseInput } from './input.js';
import { restCheckout } from './guards.js';

const indirectUpdate = z.object({
  parentId: z.string({ error: 'Chybí položka košíku (parentId).' }).min(1, 'Chybí položka košíku (parentId).').max(100, 'Neplatná položka košíku (parentId).'),
  sku: z.string({ error: 'Chybí kód služby.' }).regex(/^[A-Za-z0-9._-]{1,64}$/, 'Neplatný kód služby.'),
  quantity: z.number({ error: 'Množství musí být číslo.' }).int('Množství musí být celé číslo.').min(0, 'Množství nesmí být záporné.').max(1_000_000, 'Množství je příliš velké.'),
});

/** POST /api/checkout/{id}/cart/update-subject-indirect: a service under a cart line (same rules as the GraphQL mutation). */
export async function cartIndirectRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.post('/api/checkout/:id/cart/update-subject-indirect', async (request) => {
    const id = await restCheckout(services, request);
    return updateSubjectIndirect(services.database.db, id, parseInput(indirectUpdate, request.body));
  });
}
