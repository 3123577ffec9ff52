// Content in the back office (issue 16, item 6): status bars, the home page banners and articles.
// HTML is sanitised here on save with the storefront's own allow-lists (sanitizeInline,
// sanitizeArticle in content.ts — the one place they are defined) and again when served. Each
// change writes its audit row in the transaction of the change. No in-memory cache holds content:
// the public reads go to the database, and the shared SSR page cache is keyed by the page stamp
// that triggers on status_bars, articles and settings bump (migration 0018), so the storefront
// shows a change on the next request.

import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articles, settings, statusBars } from '../db/schema.js';
import { ADMIN_CONTENT_MESSAGES as M, articleUrl, isArticleKind, isContentSlug, isShopPath, isStatusBarType } from '../../domain/index.js';
import { getBanners, sanitizeArticle, sanitizeInline, type Banner } from './content.js';
import { containsPattern } from './like-pattern.js';
import { writeAudit, type StaffActor } from './staff.js';

export type ContentError = { code: string; field: string | null; message: string };
type Outcome<T> = { ok: true; value: T } | { ok: false; errors: ContentError[] };

const invalid = (field: string, message: string): ContentError => ({ code: 'INVALID', field, message });
const notFound = (field: string): ContentError => ({ code: 'NOT_FOUND', field, message: M.notFound });
const validPosition = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 100_000;

// --- Status bars --------------------------------------------------------------------------------

type StatusBarRow = typeof statusBars.$inferSelect;
export type StatusBarInput = { message: string; type: string; closable: boolean; pathList: string[]; position: number };

export async function listStatusBars(db: Db): Promise<StatusBarRow[]> {
  return db.select().from(statusBars).orderBy(asc(statusBars.position), asc(statusBars.id));
}

function checkStatusBar(input: StatusBarInput): { errors: ContentError[]; row: Omit<StatusBarRow, 'id'> } {
  const errors: ContentError[] = [];
  const message = sanitizeInline(input.message.trim());
  if (message === '' || message.length > 2000) errors.push(invalid('message', M.messageRequired));
  if (!isStatusBarType(input.type)) errors.push(invalid('type', M.statusBarType));
  const pathList = input.pathList.map((p) => p.trim()).filter((p) => p !== '');
  if (pathList.length > 50 || !pathList.every(isShopPath)) errors.push(invalid('pathList', M.pathList));
  if (!validPosition(input.position)) errors.push(invalid('position', M.position));
  return { errors, row: { message, type: input.type, closable: input.closable, pathList, position: input.position } };
}

/** Creates (id null) or changes a status bar. */
export async function saveStatusBar(db: Db, actor: StaffActor, id: string | null, input: StatusBarInput): Promise<Outcome<StatusBarRow>> {
  const { errors, row } = checkStatusBar(input);
  if (errors.length > 0) return { ok: false, errors };
  return db.transaction(async (tx): Promise<Outcome<StatusBarRow>> => {
    if (id === null) {
      const [created] = await tx.insert(statusBars).values({ id: `lista-${crypto.randomUUID().slice(0, 8)}`, ...row }).returning();
      if (!created) throw new Error('The status bar was not inserted.');
      await writeAudit(tx, actor, { action: 'statusBar.create', entity: 'statusBar', entityId: created.id, before: null, after: created });
      return { ok: true, value: created };
    }
    const [before] = await tx.select().from(statusBars).where(eq(statusBars.id, id.slice(0, 100))).for('update');
    if (!before) return { ok: false, errors: [notFound('id')] };
    const [after] = await tx.update(statusBars).set(row).where(eq(statusBars.id, before.id)).returning();
    if (!after) throw new Error('The status bar was not updated.');
    await writeAudit(tx, actor, { action: 'statusBar.update', entity: 'statusBar', entityId: before.id, before, after });
    return { ok: true, value: after };
  });
}

export async function deleteStatusBar(db: Db, actor: StaffActor, id: string): Promise<Outcome<null>> {
  return db.transaction(async (tx): Promise<Outcome<null>> => {
    const [before] = await tx.delete(statusBars).where(eq(statusBars.id, id.slice(0, 100))).returning();
    if (!before) return { ok: false, errors: [notFound('id')] };
    await writeAudit(tx, actor, { action: 'statusBar.delete', entity: 'statusBar', entityId: before.id, before, after: null });
    return { ok: true, value: null };
  });
}

// --- Banners ------------------------------------------------------------------------------------

export { getBanners as listBanners };

/** Replaces the home page banners (the 'banners' settings row getBanners reads). */
export async function saveBanners(db: Db, actor: StaffActor, input: readonly Banner[]): Promise<Outcome<Banner[]>> {
  const banners = input.map((b) => ({
    id: b.id.trim(),
    title: b.title.trim(),
    text: b.text.trim(),
    image: b.image.trim(),
    to: b.to.trim(),
    cta: b.cta.trim(),
  }));
  const errors: ContentError[] = [];
  banners.forEach((b, i) => {
    if (!isContentSlug(b.id) || b.title === '' || b.title.length > 200 || b.to === '') errors.push(invalid(`banners.${i}`, M.bannerRequired));
    else if (!isShopPath(b.to) || (b.image !== '' && !isShopPath(b.image))) errors.push(invalid(`banners.${i}.to`, M.bannerLink));
  });
  if (new Set(banners.map((b) => b.id)).size !== banners.length) errors.push(invalid('banners', M.bannerDuplicate));
  if (errors.length > 0) return { ok: false, errors };
  await db.transaction(async (tx) => {
    const before = await getBanners(tx);
    await tx.insert(settings).values({ key: 'banners', value: banners }).onConflictDoUpdate({ target: settings.key, set: { value: banners } });
    await writeAudit(tx, actor, { action: 'banners.update', entity: 'settings', entityId: 'banners', before: { banners: before }, after: { banners } });
  });
  return { ok: true, value: await getBanners(db) };
}

// --- Articles -----------------------------------------------------------------------------------

type ArticleRow = typeof articles.$inferSelect;
export type AdminArticleView = Omit<ArticleRow, 'id' | 'publishedAt' | 'taxonomyHash'> & { id: string; publishedAt: string; url: string };
export type ArticleInput = {
  type: string;
  alias: string;
  title: string;
  category?: string | null;
  teaserText: string;
  teaserImage?: string | null;
  body: string;
  position: number;
  publishedAt?: string | null;
};

function articleView(row: ArticleRow): AdminArticleView {
  const { taxonomyHash: _hash, ...rest } = row;
  return { ...rest, id: String(row.id), publishedAt: row.publishedAt.toISOString(), url: articleUrl(row) };
}

const articleId = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null);
const optional = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

export async function listAdminArticles(
  db: Db,
  filter: { type?: string | null; text?: string | null },
  page: { pageSize: number; offset: number },
): Promise<{ items: AdminArticleView[]; totalCount: number }> {
  const conditions: SQL[] = [];
  if (filter.type && isArticleKind(filter.type)) conditions.push(eq(articles.type, filter.type));
  const text = filter.text?.trim().slice(0, 100);
  if (text) {
    const pattern = containsPattern(text);
    const match = or(ilike(articles.title, pattern), ilike(articles.alias, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(articles).where(where).orderBy(desc(articles.publishedAt), desc(articles.id)).limit(page.pageSize).offset(page.offset),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { items: rows.map(articleView), totalCount: total?.n ?? 0 };
}

export async function adminArticle(db: Db, id: string): Promise<AdminArticleView | null> {
  const numeric = articleId(id);
  if (numeric === null) return null;
  const [row] = await db.select().from(articles).where(eq(articles.id, numeric));
  return row ? articleView(row) : null;
}

function checkArticle(input: ArticleInput): { errors: ContentError[]; row: Omit<ArticleRow, 'id' | 'taxonomyHash' | 'publishedAt'> & { publishedAt?: Date } } {
  const errors: ContentError[] = [];
  const alias = input.alias.trim();
  const title = input.title.trim();
  const teaserText = input.teaserText.trim();
  const body = sanitizeArticle(input.body).trim();
  if (!isArticleKind(input.type)) errors.push(invalid('type', M.articleType));
  if (!isContentSlug(alias)) errors.push(invalid('alias', M.alias));
  if (title === '' || title.length > 200) errors.push(invalid('title', M.titleRequired));
  if (teaserText === '' || teaserText.length > 1000) errors.push(invalid('teaserText', M.teaserRequired));
  if (body === '' || body.length > 200_000) errors.push(invalid('body', M.bodyRequired));
  if (!validPosition(input.position)) errors.push(invalid('position', M.position));
  let publishedAt: Date | undefined;
  if (input.publishedAt) {
    publishedAt = new Date(input.publishedAt);
    if (Number.isNaN(publishedAt.getTime())) errors.push(invalid('publishedAt', M.publishedAt));
  }
  const teaserImage = optional(input.teaserImage);
  if (teaserImage !== null && !isShopPath(teaserImage)) errors.push(invalid('teaserImage', M.bannerLink));
  const type = isArticleKind(input.type) ? input.type : 'article';
  return {
    errors,
    row: { type, alias, title, category: optional(input.category)?.slice(0, 100) ?? null, teaserText, teaserImage, body, position: input.position, ...(publishedAt ? { publishedAt } : {}) },
  };
}

/** Creates (id null) or changes an article; the alias is unique within its type. */
export async function saveArticle(db: Db, actor: StaffActor, id: string | null, input: ArticleInput): Promise<Outcome<AdminArticleView>> {
  const { errors, row } = checkArticle(input);
  if (errors.length > 0) return { ok: false, errors };
  const numeric = id === null ? null : articleId(id);
  if (id !== null && numeric === null) return { ok: false, errors: [notFound('id')] };
  return db.transaction(async (tx): Promise<Outcome<AdminArticleView>> => {
    const clash = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.type, row.type), eq(articles.alias, row.alias), ...(numeric === null ? [] : [ne(articles.id, numeric)])));
    if (clash.length > 0) return { ok: false, errors: [{ code: 'ALIAS_TAKEN', field: 'alias', message: M.aliasTaken }] };
    if (numeric === null) {
      const [created] = await tx.insert(articles).values(row).returning();
      if (!created) throw new Error('The article was not inserted.');
      await writeAudit(tx, actor, { action: 'article.create', entity: 'article', entityId: String(created.id), before: null, after: created });
      return { ok: true, value: articleView(created) };
    }
    const [before] = await tx.select().from(articles).where(eq(articles.id, numeric)).for('update');
    if (!before) return { ok: false, errors: [notFound('id')] };
    const [after] = await tx.update(articles).set(row).where(eq(articles.id, numeric)).returning();
    if (!after) throw new Error('The article was not updated.');
    await writeAudit(tx, actor, { action: 'article.update', entity: 'article', entityId: String(numeric), before, after });
    return { ok: true, value: articleView(after) };
  });
}

export async function deleteArticle(db: Db, actor: StaffActor, id: string): Promise<Outcome<null>> {
  const numeric = articleId(id);
  if (numeric === null) return { ok: false, errors: [notFound('id')] };
  return db.transaction(async (tx): Promise<Outcome<null>> => {
    const [before] = await tx.delete(articles).where(eq(articles.id, numeric)).returning();
    if (!before) return { ok: false, errors: [notFound('id')] };
    await writeAudit(tx, actor, { action: 'article.delete', entity: 'article', entityId: String(numeric), before, after: null });
    return { ok: true, value: null };
  });
}
