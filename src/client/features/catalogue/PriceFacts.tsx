// What Czech law asks next to a price (§ 12a of the Consumer Protection Act): a discount only
// against the 30-day lowest price, that price shown with it, and the price per litre, kilogram
// or piece. The server computed every figure (src/domain price-history, unit-price).
import type { ProductCardFieldsFragment } from '../../../generated/graphql';
import { usePricesType } from '../../app-context';
import { discountBadgeText, formatUnitPrice } from '../../domain';
import { messages } from '../../messages';
import { Badge } from '../../ui/Badge';
import { displayedAmount, Price } from '../../ui/Price';
import { cx } from '../../ui/cx';

type PricedProduct = Pick<ProductCardFieldsFragment, 'price' | 'unitPrice'>;

/** "−30 %", only when the price history supports a discount. */
export function DiscountBadge({ product, className }: { product: PricedProduct; className?: string }) {
  const percent = product.price.discountPercent;
  if (!percent) return null;
  return (
    <Badge tone="accent" className={cx('discount-badge', className)}>
      <span className="visually-hidden">{messages.price.discount} </span>
      <span data-testid="discount-badge">{discountBadgeText(percent)}</span>
    </Badge>
  );
}

/** "Nejnižší cena za posledních 30 dní: 129,90 Kč", with every announced discount. */
export function LowestPriceNote({ product, className }: { product: PricedProduct; className?: string }) {
  const lowest = product.price.lowestPrice30Days;
  if (!product.price.discountPercent || !lowest) return null;
  return (
    <p className={cx('price-note', className)} data-testid="lowest-price">
      {messages.price.lowest30Days} <Price price={lowest} size="sm" showVatNote={false} />
    </p>
  );
}

/** "24,90 Kč/l" in the visitor's price type. */
export function UnitPriceNote({ product, className }: { product: PricedProduct; className?: string }) {
  const pricesType = usePricesType();
  const unit = product.unitPrice;
  if (!unit) return null;
  return (
    <p className={cx('price-note', className)} data-testid="unit-price">
      {formatUnitPrice(displayedAmount(unit, pricesType), unit.unit)}
    </p>
  );
}
