import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { resolveAuthSecret } from './auth/secret.js';
import { createTokenIssuer, ACCESS_TOKEN_TYPE } from './auth/tokens.js';
import { createMailer, DEFAULT_SHOP, type Mailer, type MailRenderer } from './mail/index.js';
import { createMailOutbox } from './services/mail-outbox.js';
import { startMailWorker, type MailWorker } from './services/mail-worker.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { pageContentSecurityPolicy, registerSecurityHeaders } from './plugins/security-headers.js';
import type { Services } from './services/index.js';
import { registerErrorHandler } from './http/errors.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerRequestTimeout } from './http/request-timeout.js';
import { registerCompression } from './http/compression.js';
import { registerOverloadProtection } from './http/overload.js';
import { claimsFor, cookiePricesType, currentVisitor, visitorForPage } from './http/visitor.js';
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
import { comgateRoutes } from './rest/comgate.js';
import { contentRoutes } from './rest/content.js';
import { registerGraphql } from './graphql/index.js';
import { registerAdminGraphql } from './admin/index.js';
import { registerAdminPages } from './admin/pages.js';
import { ensureFirstAdmin } from './services/staff.js';
import { mediaRoutes } from './media/index.js';
import { productImageRoutes } from './media/product-images.js';
import { documentRoutes } from './rest/documents.js';
import { backupRoutes } from './rest/backup.js';
import { registerSsr, type SsrVisitor } from './ssr.js';
import { createPageCache, recentStamp } from './http/page-cache.js';
import { pageStamp } from './services/page-stamp.js';
import { bodyDigest } from './http/entity-tag.js';
import { requestSerializer } from './http/security-log.js';
import { customerById } from './services/customers.js';
import type { Visitor } from './services/session.js';
import { isHumanBrowser, unsupportedBrowserId } from '../domain/index.js';

export type AppOptions = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Renders the queued e-mails (default: the templates' renderMail); tests make a template fail with it. */
  mailRenderer?: MailRenderer;
  logger?: FastifyServerOptions['logger'];
  /** Directory with the Vite build (client/ and server/); SSR is off when it does not exist. */
  distDir?: string | null;
  /** Milliseconds until an unfinished answer becomes a 503 (REQUEST_HANDLER_TIMEOUT_MS). */
  handlerTimeoutMs?: number;
  /** How often the event-loop delay is sampled for overload protection (under-pressure's default: 1 s). */
  overloadSampleIntervalMs?: number;
  /** URLs per child sitemap (the protocol's 50,000 unless a test wants pages of a few). */
  sitemapPageSize?: number;
  /**
   * The token `npm run backup` must send (written to DATA_DIR by main.ts); without one the backup
   * endpoint refuses every request (rest/backup.ts).
   */
  backupToken?: string | null;
};

const REQUEST_RECEIVE_TIMEOUT_MS = 30_000;
/** How long a read of the page stamp serves the shared page cache (a data change shows within it). */
const PAGE_STAMP_MAX_AGE_MS = 1_000;
const REQUEST_HANDLER_TIMEOUT_MS = 15_000;
const PLUGIN_START_TIMEOUT_MS = 60_000;

/** The whole shop in one Fastify instance: REST, GraphQL, media and the server-rendered storefront. */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database } = options;
  const logger = options.logger ?? false;
  const app = Fastify({
    // Request URLs are logged without the tokens some carry (http/security-log.ts).
    logger: typeof logger === 'object' ? { ...logger, serializers: { req: requestSerializer, ...logger.serializers } } : logger,
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Graceful drain on close: finish in-flight requests, refuse new ones.
    return503OnClosing: true,
    // A unique id per request: in every log line, in X-Request-Id and in masked error answers.
    genReqId: () => randomUUID(),
    // The whole request must arrive within 30 s (slow senders hold no socket forever); an
    // answer not ready after 15 s is replaced by a 503 (http/request-timeout.ts).
    requestTimeout: REQUEST_RECEIVE_TIMEOUT_MS,
    // Registration (GraphQL schema and JIT, CSP hashes of the build) is CPU work: on a busy
    // machine it outlasts avvio's default 10 s per plugin and the start would fail for nothing.
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
  });
  registerRequestTimeout(app, options.handlerTimeoutMs ?? REQUEST_HANDLER_TIMEOUT_MS);
  // With a delay of 0 nothing is checked; /api/ready exists either way.
  await registerOverloadProtection(app, { maxEventLoopDelayMs: config.overloadEventLoopDelayMs, sampleIntervalMs: options.overloadSampleIntervalMs });
  const secret = await resolveAuthSecret(database.db, config.authSecret);
  const mailer = options.mailer ?? createMailer(config);
  const services: Services = {
    config,
    database,
    tokens: createTokenIssuer(secret, config.accessTokenTtlSeconds),
    mailer,
    outbox: createMailOutbox({ shop: mailer.shop ?? DEFAULT_SHOP, publicUrl: config.publicUrl, queue: config.mailOutbox.queue, ...(options.mailRenderer ? { render: options.mailRenderer } : {}) }),
  };

  // The outbox worker runs while the server does (MAIL_OUTBOX_POLL_MS=0: not on this instance);
  // on close it finishes its round before the mailer closes.
  let mailWorker: MailWorker | null = null;
  if (config.mailOutbox.pollMs > 0) {
    app.addHook('onReady', async () => {
      mailWorker = startMailWorker({ db: database.db, mailer, config: config.mailOutbox, log: app.log.child({ component: 'mail-outbox' }), outbox: services.outbox });
    });
  }
  app.addHook('onClose', async () => {
    await mailWorker?.stop();
    mailer.close();
  });
  // The back office's first admin (ADMIN_EMAIL + ADMIN_PASSWORD, or the local demo's admin@cisto.cz).
  const firstAdmin = await ensureFirstAdmin(database.db, config);
  if (firstAdmin) app.log.info({ email: firstAdmin }, 'created the first back-office admin');
  // The secret signs the known-device cookie of the login throttle (plugins/login-throttle.ts).
  await app.register(cookie, { secret: Buffer.from(createHmac('sha256', secret).update('cookie-signing').digest()) });
  // ETags on every answer (before compression: the tag names the content, not its encoding), so a
  // browser revalidating a public read or a picture gets 304 and no body.
  await app.register(etag, { hashFn: bodyDigest });
  await registerCompression(app);
  const securityHeaders = { publicUrl: config.publicUrl, chatScriptUrl: config.chatScriptUrl };
  await registerSecurityHeaders(app, securityHeaders);
  await registerRateLimit(app, { redisUrl: config.redisUrl });
  registerErrorHandler(app);
  registerInputGuard(app);

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
  await comgateRoutes(app, services);
  await contentRoutes(app, services);
  await backupRoutes(app, services, { token: options.backupToken ?? null });
  await registerGraphql(app, services);
  await registerAdminGraphql(app, services);
  await mediaRoutes(app, services);
  await productImageRoutes(app, services);
  // One reader of the page stamp (migration 0018) for the shared page cache and the generated documents.
  const stamp = recentStamp(() => pageStamp(database.db), PAGE_STAMP_MAX_AGE_MS);
  await documentRoutes(app, services, { stamp, ...(options.sitemapPageSize ? { sitemapPageSize: options.sitemapPageSize } : {}) });
  app.all('/api/*', async (_request, reply) =>
    reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Tato adresa API neexistuje.' }),
  );

  const distDir = options.distDir === undefined ? path.resolve('dist') : options.distDir;
  if (distDir && fs.existsSync(path.join(distDir, 'client', 'admin.html'))) {
    await registerAdminPages(app, { clientDir: path.join(distDir, 'client'), securityHeaders });
  }
  if (distDir && fs.existsSync(path.join(distDir, 'server'))) {
    const pageVisitor = async (visitor: Visitor | null, request: FastifyRequest): Promise<SsrVisitor> => {
      const claims = claimsFor(visitor);
      const token = await services.tokens.issue(claims);
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
        // Read afresh: the render shares priced answers by it, and a change must show on the next page.
        contentStamp: await pageStamp(database.db),
        priceGroup: claims.priceGroup,
      };
    };
    const pageCache =
      config.pageCacheSeconds > 0
        ? createPageCache({ ttlSeconds: config.pageCacheSeconds, stamp })
        : null;
    await registerSsr(app, {
      distDir,
      contentSecurityPolicy: (html) => pageContentSecurityPolicy(securityHeaders, html),
      async visitorFor(request, reply) {
        // A person's browser gets its session (and cookie) with the first page, so nothing has to be
        // created after hydration; crawlers stay sessionless (and so does a browser beyond the per-IP
        // session-creation limit: the page still renders). Without a session cookie the page comes
        // from the shared page cache when it is on (firstVisit below sets the cookie then).
        const visitor = isHumanBrowser(request.headers['user-agent'])
          ? await visitorForPage(services, request, reply)
          : await currentVisitor(services, request);
        return pageVisitor(visitor, request);
      },
      pageCache,
      sharedVisitor: (request) => pageVisitor(null, request),
      async firstVisit(request, reply) {
        // The page is shared, the session is not: a person still gets a session cookie with it.
        if (isHumanBrowser(request.headers['user-agent'])) await visitorForPage(services, request, reply);
      },
    });
  }
  return { app, services };
}
