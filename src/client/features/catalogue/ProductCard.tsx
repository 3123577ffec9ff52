import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductCardFieldsFragment } from '../../../generated/graphql';
import { normalizeQuantity, type ViewMode } from '../../domain';
import { Price } from '../../ui/Price';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { StockBadge } from '../../ui/StockBadge';
import { cx } from '../../ui/cx';
import { AddToCartButton } from '../cart/AddToCartButton';
import { CompareButton } from '../compare/CompareButton';
import { quantitySettingsOf } from './quantity';
import './catalogue.css';

export const CARD_IMAGE_SIZE = 240;
const ROW_IMAGE_SIZE = 96;

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

export interface ProductCardProps {
  product: ProductCardFieldsFragment;
  eager?: boolean;
  view?: ViewMode;
  /** Listings offer "Porovnat"; small strips (recently viewed) leave it out. */
  compare?: boolean;
  /** Strips show the price and stock only. */
  buy?: boolean;
}

export function ProductCard({ product, eager = false, view = 'CARDS', compare = true, buy = true }: ProductCardProps) {
  const rows = view === 'ROWS';
  const size = rows ? ROW_IMAGE_SIZE : CARD_IMAGE_SIZE;
  return (
    <article className={cx('product-card', rows && 'product-card--row')} data-testid="product-card" data-sku={product.sku}>
      <Link to={product.url} className="product-card__link">
        {product.image ? (
          <img className="product-card__image" src={product.image} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} />
        ) : (
          <span className="product-card__image product-card__image--empty" aria-hidden="true" />
        )}
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <div className="product-card__info">
        <Price price={product.price} originalAmountWithTax={product.price.originalAmountWithTax} className="product-card__price" />
        {/* The Availability class names stay for existing styles and tests. */}
        <StockBadge
          availability={product.availability}
          className={`availability availability--${product.availability.color === 'red' ? 'red' : 'green'}`}
        />
      </div>
      <div className="product-card__actions">
        {buy && product.purchasable ? <BuyBox product={product} compact={!rows} /> : null}
        {compare ? <CompareButton sku={product.sku} /> : null}
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  eagerCount = 4,
  view = 'CARDS',
  compare = true,
  buy = true,
}: {
  products: readonly ProductCardFieldsFragment[];
  eagerCount?: number;
  view?: ViewMode;
  compare?: boolean;
  buy?: boolean;
}) {
  return (
    <div className={view === 'ROWS' ? 'product-rows' : 'product-grid'} data-view={view} data-testid="product-list">
      {products.map((product, index) => (
        <ProductCard key={product.sku} product={product} eager={index < eagerCount} view={view} compare={compare} buy={buy} />
      ))}
    </div>
  );
}
