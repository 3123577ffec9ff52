import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { productDemandSchema } from '../../domain/index.js';
import type { Services } from '../services/index.js';
import { ProductDemandUnknownSkuError, sendProductDemand } from '../services/product-demand.js';
import { RATE_LIMITS, perIpAndKey, type KeyFromRequest } from '../plugins/rate-limit.js';
import { HttpError } from '../http/errors.js';
import { sku } from './catalogue.js';
import { parseInput } from './input.js';

/**
 * Spec payload: template, bodyProps, subjectProps, options. Only productDemand is accepted;
 * subjectProps and options (to, from…) are read and ignored: the server fixes the recipient
 * (the shop's sales mailbox) and the no-reply sender.
 */
const sendEmailInput = z.object({
  template: z.literal('productDemand', { error: 'Podporovaná šablona je pouze productDemand.' }),
  bodyProps: productDemandSchema.extend({ sku }),
  subjectProps: z.unknown().optional(),
  options: z.unknown().optional(),
});

/** The visitor's e-mail inside bodyProps: the per-sender limit key. */
const senderEmail: KeyFromRequest = (req) => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const props: unknown = Reflect.get(body, 'bodyProps');
  if (typeof props !== 'object' || props === null) return undefined;
  const email: unknown = Reflect.get(props, 'email');
  return typeof email === 'string' ? email : undefined;
};

export async function notificationRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.post(
    '/api/notification/sendEmail',
    // Per IP (mail preset) and per sender address, so one identity cannot flood the sales mailbox.
    perIpAndKey(senderEmail, { perIp: RATE_LIMITS.mail, perKey: RATE_LIMITS.mailRecipient, group: 'product-demand-sender' }),
    async (request) => {
      const input = parseInput(sendEmailInput, request.body);
      try {
        const sent = await sendProductDemand(services.database.db, services.outbox, input.bodyProps, request.log);
        // Spec section 7: a null result is treated as an error by the storefront.
        return sent ? { ok: true } : null;
      } catch (error) {
        if (error instanceof ProductDemandUnknownSkuError) throw new HttpError(404, error.message);
        throw error;
      }
    },
  );
}
