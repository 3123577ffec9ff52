import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import {
  REQUEST_TIMEOUT_MESSAGE,
  UserFacingError,
  expectedStatus,
  isExpectedError,
  isRequestTimeout,
  unexpectedErrorMessage,
  zodMessage,
} from '../errors.js';
import { AccessDeniedError } from '../services/ownership.js';
import { logSecurityEvent, redactUrl } from './security-log.js';

/** An expected refusal with its HTTP status and a Czech message for the shopper. */
export class HttpError extends UserFacingError {
  constructor(statusCode: number, message: string) {
    super(message, statusCode);
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * Bad input answers 4xx with a clear Czech message; nothing a client sends crashes the server.
 * Anything unexpected is logged with the request id and answered 500 with a generic Czech
 * message naming that id (never the error's own text).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    let status: number;
    let message: string;
    if (error instanceof ZodError) {
      status = 400;
      message = zodMessage(error);
    } else if (error instanceof UserFacingError) {
      status = error.statusCode;
      message = error.message;
    } else if (isRequestTimeout(error)) {
      status = 503;
      message = REQUEST_TIMEOUT_MESSAGE;
      request.log.warn({ err: error }, 'request timed out');
    } else if (isExpectedError(error)) {
      // Fastify's own client errors (malformed JSON, body too large, rate limits).
      status = expectedStatus(error);
      message = status === 400 ? `Neplatný požadavek: ${error.message}` : error.message;
    } else {
      status = 500;
      message = unexpectedErrorMessage(request.id);
      request.log.error({ err: error }, 'request failed');
    }
    if (status === 429) logSecurityEvent(request.log, 'rate-limited', { url: redactUrl(request.url) });
    else if (error instanceof AccessDeniedError) logSecurityEvent(request.log, 'access-denied', { code: error.code, url: redactUrl(request.url) });
    const body: Record<string, unknown> = { statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message };
    if (status >= 500) body.requestId = request.id;
    void reply.status(status).send(body);
  });
}
