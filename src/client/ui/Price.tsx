import { commercialAmount, formatCzk, originalAmountFor, type MoneyAmounts, type PricesType } from '../domain';
import { usePricesType } from '../app-context';
import { messages } from '../messages';
import { cx } from './cx';

export type PriceAmounts = MoneyAmounts;

/** The amount a visitor of this price type sees: B2C with VAT, B2B without (the domain's commercialAmount). */
export const displayedAmount: (price: PriceAmounts, pricesType: PricesType) => number = commercialAmount;

export interface PriceProps {
  price: PriceAmounts;
  /** Defaults to the visitor's price type (header switch), so most callers leave it out. */
  pricesType?: PricesType;
  className?: string;
  /** "s DPH" / "bez DPH" after the amount. */
  showVatNote?: boolean;
  /** A second, smaller line with the other amount ("1 000 Kč bez DPH" under "1 210 Kč s DPH"). */
  showOther?: boolean;
  /** A former price (with VAT, like every shelf price) shown struck through before the amount. */
  originalAmountWithTax?: number | null;
  size?: 'sm' | 'md' | 'lg';
}

/** Every price on every page goes through here, so the header's price-type switch reaches all of them. */
export function Price({ price, pricesType, className, showVatNote = true, showOther = false, originalAmountWithTax, size = 'md' }: PriceProps) {
  const visitorType = usePricesType();
  const type = pricesType ?? visitorType;
  const other: PricesType = type === 'B2B' ? 'B2C' : 'B2B';
  const vatNote = (t: PricesType) => (t === 'B2B' ? messages.price.withoutVat : messages.price.withVat);
  // A former price is stored with VAT; for B2B the domain scales it by the current VAT ratio.
  const original = originalAmountFor(originalAmountWithTax, price, type);
  return (
    <span className={cx('price', size !== 'md' && `price--${size}`, className)} data-prices-type={type}>
      {original !== null ? (
        <s className="price__original">
          <span className="visually-hidden">{messages.price.originalPrice} </span>
          {formatCzk(original)}
        </s>
      ) : null}
      <span className="price__main">
        <span className="price__amount">{formatCzk(displayedAmount(price, type))}</span>
        {showVatNote ? <span className="price__vat"> {vatNote(type)}</span> : null}
      </span>
      {showOther ? (
        <span className="price__other">
          {formatCzk(displayedAmount(price, other))} {vatNote(other)}
        </span>
      ) : null}
    </span>
  );
}
