// The share-cart mail limits, per IP, per sender and per recipient (rate limiting works on the
// request, so it lives with the transports; services/share-cart.ts takes no Fastify types).

import type { FastifyReply, FastifyRequest } from 'fastify';
import { RATE_LIMITS, createKeyLimiter } from '../plugins/rate-limit.js';

const perIp = createKeyLimiter(RATE_LIMITS.mail, 'share-cart-ip');
const perSender = createKeyLimiter(RATE_LIMITS.mail, 'share-cart-sender');
const perRecipient = createKeyLimiter(RATE_LIMITS.mailRecipient, 'share-cart-recipient');

/** Throws TooManyRequestsError (429) when the IP, the sender or the recipient is over its limit. */
export async function limitShareCart(request: FastifyRequest, input: { customerEmail: string; to: string }, reply?: FastifyReply): Promise<void> {
  await perIp(request, undefined, reply);
  await perSender(request, input.customerEmail, reply);
  await perRecipient(request, input.to, reply);
}
