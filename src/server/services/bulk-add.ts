// Bulk add: pasted "sku quantity" lines or CSV, validated line by line against the catalogue.
// The shopper then adds the valid lines in one checkout_cart_update_subjects batch (mode ADD);
// the cart's own limit of 100 subjects applies there.

import type { Db } from '../db/client.js';
import type { ProductBatchLine, ProductBatchValidation } from '../../generated/server.js';
import {
  batchLineMessage,
  notPurchasableReasons,
  normalizeQuantity,
  packTypeOfSku,
  parentSku,
  parseProductBatch,
  type BatchLineStatus,
} from '../../domain/index.js';
import { loadProducts, purchasableFacts, toProduct } from './products.js';

export async function validateProductBatch(db: Db, text: string, priceGroup: string): Promise<ProductBatchValidation> {
  const parsed = parseProductBatch(text);
  const found = await loadProducts(db, [...new Set(parsed.map((l) => parentSku(l.sku)).filter(Boolean))], priceGroup);
  const merged = new Map<string, number>();
  const lines: ProductBatchLine[] = parsed.map((line) => {
    const packType = packTypeOfSku(line.sku);
    const item = packType === 'na' ? undefined : found.get(parentSku(line.sku));
    const result = (status: BatchLineStatus, quantity: number | null, detail: Parameters<typeof batchLineMessage>[2] = {}): ProductBatchLine => ({
      __typename: 'ProductBatchLine',
      line: line.line,
      raw: line.raw,
      sku: line.sku,
      requestedQuantity: Number.isFinite(line.quantity) ? line.quantity : null,
      quantity,
      status,
      message: batchLineMessage(status, line.sku, detail),
      product: item ? toProduct(item.row, item.price, 'preview') : null,
    });
    if (!item || packType === 'na') return result('unknown-sku', null);
    if (!Number.isFinite(line.quantity) || line.quantity <= 0 || line.quantity > 1_000_000) return result('invalid-quantity', null);
    const { row, price } = item;
    const [reason] = notPurchasableReasons(purchasableFacts(row, price));
    if (reason || (packType === 'carton' && !row.piecesPerCarton)) return result('not-purchasable', null, reason ? { reason } : {});
    const quantity = Math.ceil(normalizeQuantity(line.quantity, packType === 'pcs' ? (row.quantitySettings ?? {}) : {}));
    const perUnit = packType === 'carton' ? (row.piecesPerCarton ?? 1) : 1;
    if (row.stockOnly && quantity * perUnit > row.stockQuantity) return result('out-of-stock', null, { available: row.stockQuantity });
    merged.set(line.sku, (merged.get(line.sku) ?? 0) + quantity);
    return quantity === line.quantity ? result('ok', quantity) : result('adjusted', quantity, { quantity });
  });
  return {
    __typename: 'ProductBatchValidation',
    ok: lines.length > 0 && lines.every((l) => l.status === 'ok'),
    lines,
    items: [...merged.entries()].map(([sku, quantity]) => ({ __typename: 'ProductBatchItem', sku, quantity })),
  };
}
