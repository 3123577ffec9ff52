// The catalogue area (issue 16): role `catalogue` (admin too). The CSV file itself travels over
// REST (server/admin/catalogue-csv.ts); these are the list, the product, its edit and the import
// job's state.

import type { MutationResolvers, QueryResolvers } from '../../../generated/admin/server.js';
import * as catalogue from '../../services/admin-catalogue.js';
import { catalogueImport } from '../../services/catalogue-import.js';
import { requireRole } from '../guard.js';

export const catalogueQueries: Pick<QueryResolvers, 'catalogueProducts' | 'catalogueProduct' | 'catalogueOptions' | 'catalogueImport'> = {
  catalogueProducts: async (_parent, args, ctx) => {
    requireRole(ctx, 'catalogue');
    return catalogue.listProducts(ctx.services.database.db, args.filter, args);
  },
  catalogueProduct: async (_parent, { sku }, ctx) => {
    requireRole(ctx, 'catalogue');
    return catalogue.adminProduct(ctx.services.database.db, sku);
  },
  catalogueOptions: async (_parent, _args, ctx) => {
    requireRole(ctx, 'catalogue');
    return catalogue.catalogueOptions(ctx.services.database.db);
  },
  catalogueImport: async (_parent, { id }, ctx) => {
    requireRole(ctx, 'catalogue');
    const job = await catalogueImport(ctx.services.database.db, id);
    return job ? { ...job, createdAt: job.createdAt.toISOString() } : null;
  },
};

export const catalogueMutations: Pick<MutationResolvers, 'updateCatalogueProduct'> = {
  updateCatalogueProduct: async (_parent, { input }, ctx) => {
    const actor = requireRole(ctx, 'catalogue');
    const db = ctx.services.database.db;
    const outcome = await catalogue.updateProduct(ctx.services, actor, input.sku, {
      name: input.name,
      description: input.description,
      ean: input.ean ?? null,
      vatRate: input.vatRate,
      onSale: input.onSale,
      stockState: input.stockState,
      stockQuantity: input.stockQuantity,
      parameters: input.parameters.map((p) => ({ code: p.code, name: p.name, value: p.value, unit: p.unit ?? null })),
      prices: input.prices.map((p) => ({ priceGroup: p.priceGroup, price: p.price ?? null })),
      tiers: input.tiers.map((t) => ({ priceGroup: t.priceGroup, packType: t.packType, minQuantity: t.minQuantity, price: t.price })),
      categoryHashes: input.categoryHashes,
      mainCategoryHash: input.mainCategoryHash ?? null,
    });
    const product = await catalogue.adminProduct(db, input.sku);
    return outcome.ok ? { ok: true, errors: [], product } : { ok: false, errors: outcome.errors, product };
  },
};
