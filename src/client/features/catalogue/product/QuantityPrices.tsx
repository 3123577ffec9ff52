import { applicableTier } from '../../../../domain/cart';
import { formatNumber, packUnit, type PackType } from '../../../domain';
import { detailMessages } from '../../../texts/detail';
import { Price } from '../../../ui/Price';
import { cx } from '../../../ui/cx';
import type { QuantityPriceItem } from './types';

/** The tiers of the chosen pack type; the one the current quantity gets is marked. */
export function QuantityPrices({ tiers, packType, quantity }: { tiers: readonly QuantityPriceItem[]; packType: PackType; quantity: number }) {
  const own = tiers.filter((t) => t.packType === packType).slice().sort((a, b) => a.minQuantity - b.minQuantity);
  if (own.length === 0) return null;
  const applied = applicableTier(own, packType, quantity);
  return (
    <section className="quantity-prices" data-testid="quantity-prices">
      <h2 className="quantity-prices__title">{detailMessages.quantityPrices}</h2>
      <table>
        <tbody>
          {own.map((tier) => (
            <tr key={tier.minQuantity} className={cx(tier === applied && 'quantity-prices__row--applied')} aria-current={tier === applied || undefined}>
              <th scope="row">
                {detailMessages.fromQuantity} {formatNumber(tier.minQuantity)} {packUnit(packType, tier.minQuantity, 'genitive')}
              </th>
              <td>
                <Price price={tier.price} size="sm" /> <span className="quantity-prices__per">/ {detailMessages.unit[packType]}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
