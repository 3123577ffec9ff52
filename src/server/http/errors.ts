import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ACCOUNT_TEXTS } from '../../domain/index.js';
import { BadCursorError } from '../services/catalogue.js';
import { CheckoutNotFoundError } from '../services/cart.js';

/** An expected refusal with its HTTP status and a Czech message for the shopper. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Bad input answers 400 with a clear Czech message; nothing a client sends crashes the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    let status = 500;
    let message: string = ACCOUNT_TEXTS.loginFatal;
    if (error instanceof ZodError) {
      status = 400;
      message = error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      message = error.message;
    } else if (error instanceof BadCursorError) {
      status = 400;
      message = error.message;
    } else if (error instanceof CheckoutNotFoundError) {
      status = 404;
      message = 'Košík nebyl nalezen.';
    } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
      status = error.statusCode;
      message = status === 400 ? `Neplatný požadavek: ${error.message}` : error.message;
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.status(status).send({ statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message });
  });
}
