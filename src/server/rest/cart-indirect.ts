import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services/index.js';
import { updateSubjectIndirect } from '../services/cart-indirect-update.js';
import { requestClaims } from '../http/visitor.js';
import { HttpError } from '../http/errors.js';
import { parseInput } from './input.js';

const indirectUpdate = z.object({
  parentId: z.string({ error: 'Chybí položka košíku (parentId).' }).min(1, 'Chybí položka košíku (parentId).').max(100, 'Neplatná položka košíku (parentId).'),
  sku: z.string({ error: 'Chybí kód služby.' }).regex(/^[A-Za-z0-9._-]{1,64}$/, 'Neplatný kód služby.'),
  quantity: z.number({ error: 'Množství musí být číslo.' }).int('Množství musí být celé číslo.').min(0, 'Množství nesmí být záporné.').max(1_000_000, 'Množství je příliš velké.'),
});

/** POST /api/checkout/{id}/cart/update-subject-indirect: a service under a cart line (same rules as the GraphQL mutation). */
export async function cartIndirectRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.post('/api/checkout/:id/cart/update-subject-indirect', async (request) => {
    const claims = await requestClaims(services, request);
    if (!claims) throw new HttpError(401, 'Přístup ke košíku vyžaduje platný přístupový token.');
    const { id } = parseInput(z.object({ id: z.string().min(1).max(64) }), request.params);
    if (claims.checkoutId !== id) throw new HttpError(403, 'Tento košík vám nepatří.');
    return updateSubjectIndirect(services.database.db, id, parseInput(indirectUpdate, request.body));
  });
}
