// Status bars, banners and articles: role content (docs/back-office.md).

import type { MutationResolvers, QueryResolvers } from '../../../generated/admin/server.js';
import { profilePage } from '../../../domain/index.js';
import {
  adminArticle,
  deleteArticle,
  deleteStatusBar,
  listAdminArticles,
  listBanners,
  listStatusBars,
  saveArticle,
  saveBanners,
  saveStatusBar,
} from '../../services/admin-content.js';
import { requireRole } from '../guard.js';

export const contentQueries: Pick<QueryResolvers, 'statusBars' | 'banners' | 'articles' | 'article'> = {
  statusBars: async (_parent, _args, ctx) => {
    requireRole(ctx, 'content');
    return listStatusBars(ctx.services.database.db);
  },
  banners: async (_parent, _args, ctx) => {
    requireRole(ctx, 'content');
    return listBanners(ctx.services.database.db);
  },
  articles: async (_parent, args, ctx) => {
    requireRole(ctx, 'content');
    const page = profilePage(args.page, args.pageSize);
    const { items, totalCount } = await listAdminArticles(ctx.services.database.db, { type: args.type, text: args.text }, page);
    return { items, totalCount, page: page.page, pageSize: page.pageSize };
  },
  article: async (_parent, { id }, ctx) => {
    requireRole(ctx, 'content');
    return adminArticle(ctx.services.database.db, id);
  },
};

export const contentMutations: Pick<MutationResolvers, 'saveStatusBar' | 'deleteStatusBar' | 'saveBanners' | 'saveArticle' | 'deleteArticle'> = {
  saveStatusBar: async (_parent, { id, input }, ctx) => {
    const actor = requireRole(ctx, 'content');
    const result = await saveStatusBar(ctx.services.database.db, actor, id ?? null, input);
    return result.ok ? { ok: true, errors: [], statusBar: result.value } : { ok: false, errors: result.errors, statusBar: null };
  },
  deleteStatusBar: async (_parent, { id }, ctx) => {
    const actor = requireRole(ctx, 'content');
    const result = await deleteStatusBar(ctx.services.database.db, actor, id);
    return result.ok ? { ok: true, errors: [] } : { ok: false, errors: result.errors };
  },
  saveBanners: async (_parent, { banners }, ctx) => {
    const actor = requireRole(ctx, 'content');
    const result = await saveBanners(ctx.services.database.db, actor, banners);
    return result.ok ? { ok: true, errors: [], banners: result.value } : { ok: false, errors: result.errors, banners: [] };
  },
  saveArticle: async (_parent, { id, input }, ctx) => {
    const actor = requireRole(ctx, 'content');
    const result = await saveArticle(ctx.services.database.db, actor, id ?? null, input);
    return result.ok ? { ok: true, errors: [], article: result.value } : { ok: false, errors: result.errors, article: null };
  },
  deleteArticle: async (_parent, { id }, ctx) => {
    const actor = requireRole(ctx, 'content');
    const result = await deleteArticle(ctx.services.database.db, actor, id);
    return result.ok ? { ok: true, errors: [] } : { ok: false, errors: result.errors };
  },
};
