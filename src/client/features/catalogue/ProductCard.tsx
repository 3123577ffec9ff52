import { Link } from 'react-router-dom';
import type { ProductCardFieldsFragment } from '../../../generated/graphql';
import { usePricesType } from '../../app-context';
import { Availability } from '../../ui/Availability';
import { Price } from '../../ui/Price';
import { AddToCartButton } from '../cart/AddToCartButton';
import { quantitySettingsOf } from './quantity';
import { normalizeQuantity } from '../../domain';

export const CARD_IMAGE_SIZE = 240;

export function ProductCard({ product, eager = false }: { product: ProductCardFieldsFragment; eager?: boolean }) {
  const pricesType = usePricesType();
  return (
    <article className="product-card">
      <Link to={product.url} className="product-card__link">
        {product.image ? (
          <img
            className="product-card__image"
            src={product.image}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <span className="product-card__image product-card__image--empty" aria-hidden="true" />
        )}
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <Price price={product.price} pricesType={pricesType} className="product-card__price" />
      <Availability availability={product.availability} />
      {product.purchasable ? (
        <AddToCartButton
          sku={product.sku}
          quantity={normalizeQuantity(Number.NaN, quantitySettingsOf(product.quantitySettings))}
        />
      ) : null}
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 4 }: { products: readonly ProductCardFieldsFragment[]; eagerCount?: number }) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.sku} product={product} eager={index < eagerCount} />
      ))}
    </div>
  );
}
