// Totals of the cart (step 1) and of the summary (step 5): the displayed column follows the
// price switch (B2C with VAT, B2B without), both totals are always listed. total.amountWithTax
// is what the customer pays: the petty-cash rounding of the chosen payment is already in it.
import { formatCzk, formatNumber, type PricesType } from '../../domain';
import { usePricesType } from '../../app-context';
import { cartMessages } from '../../texts/cart';
import { displayedAmount } from '../../ui';
import type { CartDetail } from './useCheckoutDetail';

const m = cartMessages;

function Row({ label, value, testId, className }: { label: string; value: string; testId: string; className?: string }) {
  return (
    <>
      <dt className={className}>{label}</dt>
      <dd className={className} data-testid={testId}>
        {value}
      </dd>
    </>
  );
}

export function CartTotals({ cart, withMethods = false }: { cart: CartDetail; withMethods?: boolean }) {
  const pricesType: PricesType = usePricesType();
  const { totals } = cart;
  const shown = (money: { amount: number; amountWithTax: number }) => formatCzk(displayedAmount(money, pricesType));
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      <Row label={m.goods} value={shown(totals.goods)} testId="cart-total-goods" />
      {totals.discount.amountWithTax !== 0 ? (
        <Row label={m.discount} value={`−${shown(totals.discount)}`} testId="cart-total-discount" />
      ) : null}
      {cart.gifts.length > 0 ? <Row label={m.gifts} value={shown(totals.gifts)} testId="cart-total-gifts" /> : null}
      {withMethods ? (
        <>
          <Row label={m.shipping} value={shown(totals.shipping)} testId="cart-total-shipping" />
          <Row label={m.payment} value={shown(totals.payment)} testId="cart-total-payment" />
        </>
      ) : null}
      <Row
        label={m.totalWithoutVat}
        value={formatCzk(totals.total.amount)}
        testId="cart-total-without-vat"
        className={pricesType === 'B2B' ? 'cart-totals__grand' : undefined}
      />
      <Row label={m.vat} value={formatCzk(totals.vatAmount)} testId="cart-total-vat" />
      <Row
        label={withMethods ? m.totalToPay : m.totalWithVat}
        value={formatCzk(totals.total.amountWithTax)}
        testId="cart-total-with-vat"
        className={pricesType === 'B2C' ? 'cart-totals__grand' : undefined}
      />
      {totals.rounding !== 0 ? <Row label={m.rounding} value={formatCzk(totals.rounding)} testId="cart-total-rounding" /> : null}
    </dl>
  );
}

/**
 * The one amount a shopper decides on, for the thumb bar of the checkout on a phone: with VAT for
 * B2C (what is paid once methods are chosen), without VAT for B2B, as the stressed row of CartTotals.
 */
export function GrandTotal({ cart, withMethods = false }: { cart: CartDetail; withMethods?: boolean }) {
  const pricesType: PricesType = usePricesType();
  const { total } = cart.totals;
  const label = pricesType === 'B2B' ? m.totalWithoutVat : withMethods ? m.totalToPay : m.totalWithVat;
  return (
    <p className="grand-total" data-testid="grand-total">
      <span className="grand-total__label">{label}</span>{' '}
      <strong className="grand-total__value">{formatCzk(displayedAmount(total, pricesType))}</strong>
    </p>
  );
}

export function CartStats({ stats }: { stats: CartDetail['stats'] }) {
  return (
    <dl className="cart-stats" data-testid="cart-stats" aria-label={m.stats}>
      <dt>{m.weight}</dt>
      <dd data-testid="cart-stats-weight">{formatNumber(stats.weight / 1000)} kg</dd>
      <dt>{m.volume}</dt>
      <dd data-testid="cart-stats-volume">{formatNumber(stats.volume / 1000)} l</dd>
      <dt>{m.maxDimension}</dt>
      <dd data-testid="cart-stats-dimension">{formatNumber(stats.maxProductDimension / 10)} cm</dd>
    </dl>
  );
}

export function VatRecap({ recap }: { recap: CartDetail['totals']['vatRecap'] }) {
  if (recap.length === 0) return null;
  return (
    <table className="vat-recap" data-testid="vat-recap">
      <caption>{m.vatRecap}</caption>
      <thead>
        <tr>
          <th scope="col">{m.vatRate}</th>
          <th scope="col">{m.vatBase}</th>
          <th scope="col">{m.vat}</th>
          <th scope="col">{m.totalWithVat}</th>
        </tr>
      </thead>
      <tbody>
        {recap.map((row) => (
          <tr key={row.rate}>
            <td>{row.rate} %</td>
            <td className="num">{formatCzk(row.base)}</td>
            <td className="num">{formatCzk(row.vat)}</td>
            <td className="num">{formatCzk(row.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
