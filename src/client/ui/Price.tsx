import { formatCzk, type PricesType } from '../domain';
import { messages } from '../messages';

export interface PriceAmounts {
  amount: number;
  amountWithTax: number;
}

/** The amount a visitor of this price type sees: B2C with VAT, B2B without. */
export function displayedAmount(price: PriceAmounts, pricesType: PricesType): number {
  return pricesType === 'B2B' ? price.amount : price.amountWithTax;
}

export function Price({
  price,
  pricesType,
  className,
  showVatNote = true,
}: {
  price: PriceAmounts;
  pricesType: PricesType;
  className?: string;
  showVatNote?: boolean;
}) {
  return (
    <span className={className ? `price ${className}` : 'price'}>
      <span className="price__amount">{formatCzk(displayedAmount(price, pricesType))}</span>
      {showVatNote ? (
        <span className="price__vat"> {pricesType === 'B2B' ? messages.price.withoutVat : messages.price.withVat}</span>
      ) : null}
    </span>
  );
}
