// Site shell and content endpoints (paths documented in schema/client/content.graphql and
// docs/design-system.md). Thin: validate with zod, call services/content|newsletter|complaints.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ARTICLE_SORTS, CLOSED_STATUS_BARS_COOKIE, isArticleKind, parseClosedStatusBars } from '../../domain/index.js';
import { complaintSchema, newsletterSchema } from '../../domain/validation.js';
import { HttpError } from '../http/errors.js';
import { bodyField, perIpAndKey, RATE_LIMITS } from '../plugins/rate-limit.js';
import { createComplaint } from '../services/complaints.js';
import {
  getArticle,
  getBanners,
  getContentPage,
  getFooter,
  getMailSettings,
  getNavigation,
  getShopSettings,
  getShowroom,
  getStatusBars,
  listArticles,
  listShowrooms,
  MAX_ARTICLE_PAGE_SIZE,
} from '../services/content.js';
import type { Services } from '../services/index.js';
import { subscribeNewsletter } from '../services/newsletter.js';
import { listClubRewards } from '../services/gifts.js';
import { publicRead } from './cache-headers.js';

const hash = z.string().regex(/^[0-9a-z]{1,64}$/, 'Neplatný hash.');
const alias = z.string().regex(/^[\p{L}\p{N}._-]{1,200}$/u, 'Neplatná adresa článku.');

const articlesQuery = z.object({
  type: z
    .string()
    .refine(isArticleKind, 'Neznámý typ článku (article, advisor, blog nebo news).')
    .optional(),
  category: z.string().trim().max(100).optional(),
  hash: hash.optional(),
  sort: z.enum(ARTICLE_SORTS, { error: 'Neznámé řazení (DATE_ASC, DATE_DESC, ORDER_ASC nebo ORDER_DESC).' }).optional(),
  page: z.coerce.number({ error: 'Strana musí být číslo.' }).int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number({ error: 'Velikost strany musí být číslo.' }).int().min(1).max(MAX_ARTICLE_PAGE_SIZE).optional(),
});

export async function contentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services.database;

  app.get('/api/content/navigation', publicRead, async () => getNavigation(db, services.config));

  app.get('/api/content/footer', publicRead, async () => getFooter(db));

  app.get('/api/content/settings', publicRead, async () => getShopSettings(db, services.config));

  /** Per visitor: closable bars named in the closedStatusBars cookie are left out. */
  app.get('/api/content/status-bars', async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return getStatusBars(db, parseClosedStatusBars(request.cookies[CLOSED_STATUS_BARS_COOKIE]));
  });

  app.get('/api/content/banners', publicRead, async () => getBanners(db));

  app.get('/api/content/rewards', publicRead, async () => listClubRewards(db));

  app.get('/api/content/page', publicRead, async (request) => {
    const query = z.object({ hash }).parse(request.query);
    const page = await getContentPage(db, query.hash);
    if (!page) throw new HttpError(404, 'Stránka neexistuje.');
    return page;
  });

  app.get('/api/content/articles/:type/:alias', publicRead, async (request) => {
    const params = z.object({ type: z.string().max(20), alias }).parse(request.params);
    const article = await getArticle(db, params.type, params.alias);
    if (!article) throw new HttpError(404, 'Článek neexistuje.');
    return article;
  });

  /** Article teasers: of a type, a category, or attached to a taxonomy/content node (hash). */
  app.get('/api/articles/for-taxonomy', publicRead, async (request) => {
    const query = articlesQuery.parse(request.query);
    return listArticles(db, {
      type: query.type && isArticleKind(query.type) ? query.type : null,
      category: query.category || null,
      hash: query.hash ?? null,
      sort: query.sort ?? null,
      page: query.page ?? null,
      pageSize: query.pageSize ?? null,
    });
  });

  app.get('/api/articles/showrooms', publicRead, async () => listShowrooms(db));

  app.get('/api/articles/showrooms/:id', publicRead, async (request) => {
    const params = z.object({ id: alias }).parse(request.params);
    const showroom = await getShowroom(db, params.id);
    if (!showroom) throw new HttpError(404, 'Showroom neexistuje.');
    return showroom;
  });

  app.post(
    '/api/utils/save-newsletter-email',
    perIpAndKey(bodyField('email'), { perIp: RATE_LIMITS.mail, perKey: RATE_LIMITS.mailRecipient, group: 'newsletter-email' }),
    async (request) => {
      const input = newsletterSchema.parse(request.body);
      return subscribeNewsletter(db, input.email);
    },
  );

  app.post(
    '/api/content/complaints',
    perIpAndKey(bodyField('email'), { perIp: RATE_LIMITS.mail, perKey: RATE_LIMITS.mailRecipient, group: 'complaint-email' }),
    async (request) => {
      const input = complaintSchema.parse(request.body);
      const shop = await getMailSettings(db);
      return createComplaint(db, services.outbox, input, shop, request.log);
    },
  );
}
