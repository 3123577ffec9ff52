import { Link } from 'react-router-dom';
import { ProductPhoto } from '../../ui/ProductPhoto';
import type { ProductCardFieldsFragment } from '../../../generated/graphql';
import type { ViewMode } from '../../domain';
import { Price } from '../../ui/Price';
import { Rating } from '../../ui/Rating';
import { StockBadge } from '../../ui/StockBadge';
import { cx } from '../../ui/cx';
import { BuyBox } from '../cart';
import { CompareButton } from '../compare';
import { DiscountBadge, LowestPriceNote, UnitPriceNote } from './PriceFacts';
import { HazardBadge } from './HazardBadge';

export const CARD_IMAGE_SIZE = 240;
const ROW_IMAGE_SIZE = 96;

export interface ProductCardProps {
  product: ProductCardFieldsFragment;
  eager?: boolean;
  /** The picture is likely the page's largest in the first screen (its LCP): fetched first. */
  priority?: boolean;
  view?: ViewMode;
  /** Listings offer "Porovnat"; small strips (recently viewed) leave it out. */
  compare?: boolean;
  /** Strips show the price and stock only. */
  buy?: boolean;
}

export function ProductCard({ product, eager = false, priority = false, view = 'CARDS', compare = true, buy = true }: ProductCardProps) {
  const rows = view === 'ROWS';
  const size = rows ? ROW_IMAGE_SIZE : CARD_IMAGE_SIZE;
  const fetchPriority = priority ? 'high' : undefined;
  return (
    <article className={cx('product-card', rows && 'product-card--row')} data-testid="product-card" data-sku={product.sku}>
      <Link to={product.url} className="product-card__link">
        <span className="product-card__media">
          {product.pictures[0] ? (
            <ProductPhoto
              picture={product.pictures[0]}
              className="product-card__image"
              alt=""
              boxWidth={size}
              sizes={`${size}px`}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={fetchPriority}
            />
          ) : product.image ? (
            <img className="product-card__image" src={product.image} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} fetchPriority={fetchPriority} />
          ) : (
            <span className="product-card__image product-card__image--empty" aria-hidden="true" />
          )}
        </span>
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      {/* Over the picture's corner, as shops show it; read after the name. */}
      <DiscountBadge product={product} className="product-card__discount" />
      <div className="product-card__info">
        <Rating rating={product.rating} count={product.reviewCount} className="product-card__rating" />
        <Price price={product.price} originalAmountWithTax={product.price.originalAmountWithTax} className="product-card__price" />
        <UnitPriceNote product={product} />
        <LowestPriceNote product={product} />
        {/* The Availability class names stay for existing styles and tests. */}
        <StockBadge
          availability={product.availability}
          className={`availability availability--${product.availability.color === 'red' ? 'red' : 'green'}`}
        />
        <HazardBadge hazard={product.hazard} />
      </div>
      {(buy && product.purchasable) || compare ? (
        <div className="product-card__actions">
          {buy && product.purchasable ? <BuyBox product={product} compact={!rows} /> : null}
          {compare ? <CompareButton sku={product.sku} /> : null}
        </div>
      ) : null}
    </article>
  );
}

export type ProductGridLayout = 'grid' | 'shelf';

export function ProductGrid({
  products,
  eagerCount = 4,
  // The first two cards of a grid that starts in the first screen hold its largest pictures.
  priorityCount = Math.min(2, eagerCount),
  view = 'CARDS',
  compare = true,
  buy = true,
  layout = 'grid',
}: {
  products: readonly ProductCardFieldsFragment[];
  eagerCount?: number;
  priorityCount?: number;
  view?: ViewMode;
  compare?: boolean;
  buy?: boolean;
  /** 'shelf': one row that scrolls sideways where the cards do not fit (home rows, related products). */
  layout?: ProductGridLayout;
}) {
  const className = view === 'ROWS' ? 'product-rows' : cx('product-grid', layout === 'shelf' && 'product-grid--shelf');
  return (
    <div className={className} data-view={view} data-testid="product-list">
      {products.map((product, index) => (
        <ProductCard key={product.sku} product={product} eager={index < eagerCount} priority={index < priorityCount} view={view} compare={compare} buy={buy} />
      ))}
    </div>
  );
}
