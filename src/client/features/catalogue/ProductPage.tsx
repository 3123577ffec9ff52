// Product detail "/{name*}/p/{sku}": gallery, buy box (pack switch, quantity prices, services,
// add to cart), description, parameters, reviews, related products, recently viewed, and
// schema.org structured data. Everything the first render shows was warmed by the route loader.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { unitPriceFor, type PriceTier } from '../../../domain/cart';
import {
  canWatchStock,
  cartonSku,
  convertPack,
  formatNumber,
  formatParameterValue,
  NOT_PURCHASABLE_TEXTS,
  normalizeQuantity,
  notPurchasableReasons,
  packQuantitySettings,
  packUnit,
  productHeadTitle,
  switchPackQuantity,
  type PackType,
} from '../../domain';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { detailMessages } from '../../texts/detail';
import { Alert } from '../../ui/Alert';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { Button } from '../../ui/Button';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/PageTitle';
import { StructuredData } from '../../ui/StructuredData';
import { Price } from '../../ui/Price';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { Rating } from '../../ui/Rating';
import { StockBadge } from '../../ui/StockBadge';
import { Tabs, type TabItem } from '../../ui/Tabs';
import { CompareButton, useRecordProductView } from '../compare';
import { StockWatchButton } from '../stock-watch';
import { RecentlyViewed } from './RecentlyViewed';
import { PackSwitch } from './product/PackSwitch';
import { DiscountBadge, LowestPriceNote, UnitPriceNote } from './PriceFacts';
import { ProductDemand } from './product/ProductDemand';
import { ProductGallery } from './product/ProductGallery';
import { HazardBlock } from './product/HazardBlock';
import { ProductReviews } from './product/ProductReviews';
import { QuantityPrices } from './product/QuantityPrices';
import { RelatedProducts } from './product/RelatedProducts';
import { ServicesPicker } from './product/ServicesPicker';
import { productStructuredData } from './product/structuredData';
import type { ProductDetail } from './product/types';
import { useAddWithServices } from './product/useAddWithServices';
import { quantitySettingsOf } from '../../quantity';
import { useDeliveryRates } from './useDeliveryRates';
import { useProductDetail } from './useProductDetail';
import { useProductPrices } from './useProductPrices';

export { DETAIL_IMAGE_SIZE } from './product/ProductGallery';

export function ProductPage({ sku }: { sku: string }) {
  const { product } = useProductDetail(sku);
  useRecordProductView(sku);
  // The loader answered 404 for unknown skus, so this only shows while the cache is refilled.
  if (!product) return null;
  return <ProductView product={product} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { publicUrl } = useAppContext();
  const deliveryRates = useDeliveryRates();
  const { quantityPrices: tiers, cartonPack } = useProductPrices(product.sku);
  const pieceSettings = quantitySettingsOf(product.quantitySettings);
  const perCarton = product.piecesPerCarton && product.piecesPerCarton > 0 ? product.piecesPerCarton : null;
  const [pack, setPack] = useState<PackType>('pcs');
  const [quantity, setQuantity] = useState(() => normalizeQuantity(Number.NaN, pieceSettings));
  const [services, setServices] = useState<string[]>([]);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const { add, adding } = useAddWithServices();

  const priceTiers: PriceTier[] = tiers.map((t) => ({
    packType: t.packType,
    minQuantity: t.minQuantity,
    price: t.price.amount,
    priceWithTax: t.price.amountWithTax,
  }));
  const unit = unitPriceFor(
    { price: product.price.amount, priceWithTax: product.price.amountWithTax },
    product.price.vatRate,
    pack,
    quantity,
    priceTiers,
    perCarton,
  );
  const unitPrice = { amount: unit.price, amountWithTax: unit.priceWithTax };
  const reasons = notPurchasableReasons({
    taxonomies: product.taxonomies,
    price: product.price.amount,
    priceWithTax: product.price.amountWithTax,
    onSale: product.onSale,
    soldOut: product.soldOut,
    stockState: product.stock?.state ?? null,
  });
  const crumbs: Crumb[] = [...product.breadcrumbs.map((c) => ({ label: c.name, to: c.url })), { label: product.name }];

  const tabs: TabItem[] = [];
  if (product.description) {
    tabs.push({ value: 'description', label: messages.product.description, content: <p className="product-page__description">{product.description}</p> });
  }
  if (product.parameters.length > 0 || product.ean) {
    tabs.push({
      value: 'parameters',
      label: messages.product.parameters,
      content: (
        <table className="parameters" data-testid="parameters">
          <tbody>
            {product.parameters.map((parameter) => (
              <tr key={parameter.code}>
                <th scope="row">{parameter.name}</th>
                <td>{formatParameterValue(parameter.value, parameter.unit)}</td>
              </tr>
            ))}
            {product.ean ? (
              <tr>
                <th scope="row">{messages.product.ean}</th>
                <td data-testid="product-ean">{product.ean}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      ),
    });
  }
  tabs.push({
    value: 'reviews',
    // The long label does not fit a phone beside the other tabs: there it says "Hodnocení (8)".
    label: (
      <>
        <span className="tabs__label-long">{detailMessages.reviews}</span>
        <span className="tabs__label-short">{detailMessages.reviewsShort}</span> ({formatNumber(product.reviewCount)})
      </>
    ),
    content: <ProductReviews sku={product.sku} />,
  });

  return (
    <article className="page product-page" data-testid="product-page">
      <PageTitle name={productHeadTitle(product.name, product.parameters)} />
      <PageMeta
        canonical={product.url}
        description={product.description ?? `${product.name}${product.manufacturer ? ` (${product.manufacturer.name})` : ''}: ${product.availability.text}.`}
        image={product.pictures[0]?.src ?? product.images[0] ?? product.image}
        type="product"
      />
      <StructuredData items={productStructuredData(product, publicUrl, deliveryRates)} />
      <Breadcrumbs items={crumbs} />
      <div className="product-page__layout">
        <ProductGallery
          images={product.images.length > 0 ? product.images : product.image ? [product.image] : []}
          pictures={product.pictures}
          name={product.name}
        />
        <div className="product-page__buy">
          <h1>{product.name}</h1>
          <p className="product-page__meta">
            <span className="product-page__sku">
              {messages.product.sku}: {product.sku}
            </span>
            {product.manufacturer ? (
              <span>
                {messages.product.manufacturer}: <Link to={product.manufacturer.url}>{product.manufacturer.name}</Link>
              </span>
            ) : null}
            <Rating rating={product.rating} count={product.reviewCount} showValue size="md" className="product-page__rating" />
          </p>
          {/* CLP hazard information before the purchase (Regulation 1272/2008, Art. 48). */}
          <HazardBlock hazard={product.hazard} />

          {/* The buy box: price, stock, pack, quantity prices, services and "Do košíku" in one panel. */}
          <div className="product-page__box">
            <div className="product-page__price" data-testid="detail-price" data-pack={pack}>
              {pack === 'pcs' ? <DiscountBadge product={product} /> : null}
              <Price price={unitPrice} originalAmountWithTax={pack === 'pcs' ? product.price.originalAmountWithTax : null} size="lg" showOther />
              <span className="product-page__per">{pack === 'carton' ? detailMessages.perCarton : detailMessages.perPcs}</span>
            </div>
            {pack === 'pcs' ? <LowestPriceNote product={product} /> : null}
            <UnitPriceNote product={product} />

            <div className="product-page__stock">
              <StockBadge availability={product.availability} className="product-page__stock-pcs" />
              {product.availabilityCarton ? (
                <StockBadge availability={product.availabilityCarton} className="product-page__stock-carton" />
              ) : null}
            </div>
            {/* Not in stock (sold out, to order, expected): the watchdog offers one e-mail when it is. */}
            {canWatchStock(product.availability.state) ? (
              <div className="product-page__watch">
                <StockWatchButton sku={product.sku} productName={product.name} />
              </div>
            ) : null}

            {perCarton ? (
              <PackSwitch
                value={pack}
                piecesPerCarton={perCarton}
                onChange={(next) => {
                  setQuantity((q) => switchPackQuantity(q, pack, next, pieceSettings, perCarton));
                  setPack(next);
                }}
              />
            ) : null}
            {pack === 'carton' && cartonPack ? (
              <p className="product-page__per-piece">
                <Price price={cartonPack.pricePerPiece} size="sm" /> {detailMessages.perPcs}
              </p>
            ) : null}

            <QuantityPrices tiers={tiers} packType={pack} quantity={quantity} />

            {reasons.length === 0 ? (
              <>
                <ServicesPicker services={product.relatedAdditionalServices} unitPrice={unitPrice} selected={services} onChange={setServices} />
                <div className="product-page__add">
                  {/* A div: the stepper is a div (a span may hold phrasing content only). */}
                  <div className="product-page__quantity">
                    <QuantityStepper value={quantity} onChange={setQuantity} settings={packQuantitySettings(pieceSettings, pack)} label={messages.product.quantity} />
                    <span className="product-page__unit">{packUnit(pack, quantity)}</span>
                  </div>
                  <Button
                    variant="primary"
                    size="lg"
                    loading={adding}
                    data-testid="add-to-cart"
                    onClick={() => {
                      setStatus(null);
                      const cartSku = pack === 'carton' ? cartonSku(product.sku) : product.sku;
                      void add(cartSku, quantity, services).then((result) =>
                        setStatus(result.ok ? { ok: true, message: messages.product.added } : { ok: false, message: result.message }),
                      );
                    }}
                  >
                    {messages.product.addToCart}
                  </Button>
                </div>
                {status ? (
                  <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'add-to-cart__done' : 'add-to-cart__error'} data-testid="add-status">
                    {status.message}
                  </p>
                ) : null}
              </>
            ) : (
              <Alert tone="warning" title={detailMessages.notPurchasable}>
                <ul className="product-page__reasons" data-testid="not-purchasable">
                  {reasons.map((reason) => (
                    <li key={reason}>{NOT_PURCHASABLE_TEXTS[reason]}</li>
                  ))}
                </ul>
              </Alert>
            )}
          </div>
          <div className="product-page__secondary">
            <CompareButton sku={product.sku} />
            <ProductDemand sku={product.sku} productName={product.name} quantity={pack === 'carton' && perCarton ? convertPack(quantity, 'cartonToPcs', perCarton) : quantity} />
          </div>
        </div>
      </div>

      <Tabs items={tabs} label={detailMessages.tabs} className="product-page__tabs" />

      {product.relations.map((relation) => (
        <RelatedProducts key={relation.relationType} sku={product.sku} relationType={relation.relationType} />
      ))}
      <RecentlyViewed excludeSku={product.sku} />
    </article>
  );
}
