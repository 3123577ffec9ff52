import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** The refusal of a request that carries U+0000. */
export const NUL_CHARACTER_MESSAGE = 'Požadavek obsahuje nepovolený znak.';

const MAX_DEPTH = 64;

/** Whether a string, or any key or string inside a parsed JSON value, holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL reaching a query parameter fails the statement (a 500
 * that the fuzz suite found in path parameters, query strings, cookies and bodies). No input of the
 * shop legitimately contains it: every request carrying one is refused at the door with a 400,
 * before any route or resolver (GraphQL variables included) sees it. Register before the routes.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.cookies) || containsNul(request.body)) {
      throw new HttpError(400, NUL_CHARACTER_MESSAGE);
    }
  });
}
