import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { resolveAuthSecret } from './auth/secret.js';
import { createTokenIssuer, ACCESS_TOKEN_TYPE } from './auth/tokens.js';
import { createMailer, type Mailer } from './mail/index.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import type { Services } from './services/index.js';
import { registerErrorHandler } from './http/errors.js';
import { claimsFor, cookiePricesType, currentVisitor, ensureVisitor } from './http/visitor.js';
import { inProcessFetch } from './http/in-process-fetch.js';
import { authRoutes } from './rest/auth.js';
import { profileRoutes } from './rest/profile.js';
import { catalogueRoutes } from './rest/catalogue.js';
import { productRoutes } from './rest/products.js';
import { notificationRoutes } from './rest/notification.js';
import { cartIndirectRoutes } from './rest/cart-indirect.js';
import { checkoutRoutes } from './rest/checkout.js';
import { utilsRoutes } from './rest/utils.js';
import { paymentRoutes } from './rest/payments.js';
import { contentRoutes } from './rest/content.js';
import { registerGraphql } from './graphql/index.js';
import { mediaRoutes } from './media/index.js';
import { registerSsr } from './ssr.js';
import { customerById } from './services/customers.js';
import { isHumanBrowser, unsupportedBrowserId } from '../domain/index.js';

export type AppOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Directory with the Vite build (client/ and server/); SSR is off when it does not exist. */
  distDir?: string | null;
};

/** The whole shop in one Fastify instance: REST, GraphQL, media and the server-rendered storefront. */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Graceful drain on close: finish in-flight requests, refuse new ones.
    return503OnClosing: true,
  });
  const secret = await resolveAuthSecret(database.db, config.authSecret);
  const services: Services = {
    config,
    database,
    tokens: createTokenIssuer(secret, config.accessTokenTtlSeconds),
    mailer: options.mailer ?? createMailer(config),
  };

  app.addHook('onClose', async () => services.mailer.close());
  await app.register(cookie);
  await registerRateLimit(app, { redisUrl: config.redisUrl });
  registerErrorHandler(app);

  app.get('/api/health', async () => ({ status: 'ok', engine: database.engine }));
  await authRoutes(app, services);
  await profileRoutes(app, services);
  await catalogueRoutes(app, services);
  await productRoutes(app, services);
  await notificationRoutes(app, services);
  await cartIndirectRoutes(app, services);
  await checkoutRoutes(app, services);
  await utilsRoutes(app, services);
  await paymentRoutes(app, services);
  await contentRoutes(app, services);
  await registerGraphql(app, services);
  await app.register(mediaRoutes);
  app.all('/api/*', async (_request, reply) =>
    reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Tato adresa API neexistuje.' }),
  );

  const distDir = options.distDir === undefined ? path.resolve('dist') : options.distDir;
  if (distDir && fs.existsSync(path.join(distDir, 'server'))) {
    await registerSsr(app, {
      distDir,
      async visitorFor(request, reply) {
        // A person's browser gets its session (and cookie) with the first page, so the page knows its
        // checkout and nothing has to be created after hydration; crawlers stay sessionless.
        const visitor = isHumanBrowser(request.headers['user-agent'])
          ? await ensureVisitor(services, request, reply)
          : await currentVisitor(services, request);
        const token = await services.tokens.issue(claimsFor(visitor));
        // currentVisitor verified the refresh cookie: the header can show "Můj účet" without a flash.
        const customer = visitor?.customerId ? await customerById(database.db, visitor.customerId) : null;
        const headers: Record<string, string> = { authorization: `${ACCESS_TOKEN_TYPE} ${token.accessToken}` };
        if (request.headers.cookie) headers.cookie = request.headers.cookie;
        return {
          fetch: inProcessFetch(app, headers),
          accessToken: token.accessToken,
          accessTokenType: ACCESS_TOKEN_TYPE,
          checkoutId: visitor?.checkoutId ?? null,
          pricesType: visitor?.pricesType ?? cookiePricesType(request),
          shopName: config.shopName,
          publicUrl: config.publicUrl,
          unsupportedBrowser: unsupportedBrowserId(request.headers['user-agent']),
          customer: customer ? { name: customer.name } : null,
        };
      },
    });
  }
  return { app, services };
}
