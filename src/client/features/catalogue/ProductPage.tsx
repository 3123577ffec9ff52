import { useState } from 'react';
import { Link } from 'react-router-dom';
import { normalizeQuantity, parseQuantityInput } from '../../domain';
import { useProductDetailQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { usePricesType } from '../../app-context';
import { messages } from '../../messages';
import { Availability } from '../../ui/Availability';
import { PageTitle } from '../../ui/PageTitle';
import { Price } from '../../ui/Price';
import { AddToCartButton } from '../cart/AddToCartButton';
import { quantitySettingsOf } from './quantity';

export const DETAIL_IMAGE_SIZE = 480;
const THUMB_SIZE = 80;

export function ProductPage({ sku }: { sku: string }) {
  const { data } = useProductDetailQuery({ variables: { sku }, fetchPolicy: COMPONENT_FETCH_POLICY });
  const pricesType = usePricesType();
  const product = data?.productDetail;
  const settings = product ? quantitySettingsOf(product.quantitySettings) : {};
  const [quantityText, setQuantityText] = useState(() => String(normalizeQuantity(Number.NaN, settings)));
  const [imageIndex, setImageIndex] = useState(0);
  // The loader answered 404 for unknown skus, so this only shows while the cache is refilled.
  if (!product) return null;

  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const mainImage = images[imageIndex] ?? images[0];
  const quantity = normalizeQuantity(parseQuantityInput(quantityText), settings);

  return (
    <article className="page product-page">
      <PageTitle name={product.name} />
      {product.breadcrumbs.length > 0 ? (
        <nav aria-label={messages.product.breadcrumbs} className="breadcrumbs">
          <ol>
            {product.breadcrumbs.map((crumb) => (
              <li key={crumb.hash}>
                <Link to={crumb.url}>{crumb.name}</Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="product-page__layout">
        <div className="product-page__gallery">
          {mainImage ? (
            <img src={mainImage} alt={product.name} width={DETAIL_IMAGE_SIZE} height={DETAIL_IMAGE_SIZE} />
          ) : null}
          {images.length > 1 ? (
            <ul className="product-page__thumbs">
              {images.map((src, index) => (
                <li key={src}>
                  <button type="button" onClick={() => setImageIndex(index)} aria-pressed={index === imageIndex}>
                    <img src={src} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="product-page__buy">
          <h1>{product.name}</h1>
          <p className="product-page__sku">
            {messages.product.sku}: {product.sku}
          </p>
          {product.manufacturer ? (
            <p>
              {messages.product.manufacturer}: <Link to={product.manufacturer.url}>{product.manufacturer.name}</Link>
            </p>
          ) : null}
          <Price price={product.price} pricesType={pricesType} className="product-page__price" />
          <p>
            <Availability availability={product.availability} />
          </p>
          {product.purchasable ? (
            <div className="product-page__add">
              <label>
                {messages.product.quantity}{' '}
                <input
                  type="number"
                  inputMode="numeric"
                  name="quantity"
                  min={product.quantitySettings.min}
                  max={product.quantitySettings.max}
                  step={product.quantitySettings.step}
                  value={quantityText}
                  onChange={(event) => setQuantityText(event.target.value)}
                  onBlur={() => setQuantityText(String(quantity))}
                  size={5}
                />
              </label>
              <AddToCartButton sku={product.sku} quantity={quantity} />
            </div>
          ) : null}
        </div>
      </div>
      {product.description ? (
        <section className="product-page__description">
          <h2>{messages.product.description}</h2>
          <p>{product.description}</p>
        </section>
      ) : null}
      {product.parameters.length > 0 ? (
        <section>
          <h2>{messages.product.parameters}</h2>
          <table className="parameters">
            <tbody>
              {product.parameters.map((parameter) => (
                <tr key={parameter.code}>
                  <th scope="row">{parameter.name}</th>
                  <td>
                    {parameter.value}
                    {parameter.unit ? ` ${parameter.unit}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </article>
  );
}
