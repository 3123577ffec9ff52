import { useState } from 'react';
import type { ProductCardFieldsFragment } from '../../../generated/graphql';
import { normalizeQuantity } from '../../domain';
import { quantitySettingsOf } from '../../quantity';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { cx } from '../../ui/cx';
import { AddToCartButton } from './AddToCartButton';

/** Quantity (with the product's min/max/step/rounding) and "Do košíku". */
export function BuyBox({ product, compact = false }: { product: ProductCardFieldsFragment; compact?: boolean }) {
  const settings = quantitySettingsOf(product.quantitySettings);
  const [quantity, setQuantity] = useState(() => normalizeQuantity(Number.NaN, settings));
  return (
    <div className={cx('buy-box', compact && 'buy-box--compact')}>
      <QuantityStepper value={quantity} onChange={setQuantity} settings={settings} size="sm" />
      <AddToCartButton sku={product.sku} quantity={quantity} />
    </div>
  );
}
