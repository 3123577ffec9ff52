// Additional services offered with the product: extended warranty (zar01/zar02, one of them,
// priced as a percentage of the product's unit price) and other services (any of them).
import { useId } from 'react';
import { EXTENDED_WARRANTY_CODES, formatNumber, warrantyPrice } from '../../../domain';
import { detailMessages } from '../../../texts/detail';
import { Checkbox } from '../../../ui/Field';
import { Price, type PriceAmounts } from '../../../ui/Price';
import type { AdditionalServiceItem } from './types';

export interface ServicesPickerProps {
  services: readonly AdditionalServiceItem[];
  /** The unit price of the chosen pack (piece or carton), which a percentage applies to. */
  unitPrice: PriceAmounts;
  selected: readonly string[];
  onChange(selected: string[]): void;
}

function isWarranty(service: AdditionalServiceItem): boolean {
  return service.kind === 'extended-warranty' || EXTENDED_WARRANTY_CODES.some((code) => code === service.sku);
}

/** A percentage-priced service costs its percent of the chosen pack's unit price. */
export function servicePrice(service: AdditionalServiceItem, unitPrice: PriceAmounts): PriceAmounts {
  if (service.percent === null) return service.price;
  return { amount: warrantyPrice(unitPrice.amount, service.percent), amountWithTax: warrantyPrice(unitPrice.amountWithTax, service.percent) };
}

export function ServicesPicker({ services, unitPrice, selected, onChange }: ServicesPickerProps) {
  const name = useId();
  const ordered = services.slice().sort((a, b) => a.order - b.order);
  const warranties = ordered.filter(isWarranty);
  const others = ordered.filter((s) => !isWarranty(s));
  if (ordered.length === 0) return null;
  const chosenWarranty = warranties.find((w) => selected.includes(w.sku))?.sku ?? '';
  const setWarranty = (sku: string) => onChange([...selected.filter((s) => !warranties.some((w) => w.sku === s)), ...(sku ? [sku] : [])]);

  return (
    <div className="services" data-testid="services">
      {warranties.length > 0 ? (
        <fieldset className="services__group" data-testid="warranty">
          <legend className="services__title">{detailMessages.warranty}</legend>
          <label className="services__option">
            <input type="radio" name={name} value="" checked={chosenWarranty === ''} onChange={() => setWarranty('')} />
            {detailMessages.warrantyNone}
          </label>
          {warranties.map((w) => (
            <label key={w.sku} className="services__option">
              <input type="radio" name={name} value={w.sku} checked={chosenWarranty === w.sku} onChange={() => setWarranty(w.sku)} data-testid={`service-${w.sku}`} />
              <span className="services__name">{w.descriptor}</span>
              <span className="services__price">
                +<Price price={servicePrice(w, unitPrice)} size="sm" />
                {w.percent !== null && !w.descriptor.includes('%') ? (
                  <span className="services__percent">
                    {' '}
                    ({formatNumber(w.percent)} % {detailMessages.percentOfPrice})
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {others.length > 0 ? (
        <fieldset className="services__group">
          <legend className="services__title">{detailMessages.services}</legend>
          {others.map((s) => (
            <Checkbox
              key={s.sku}
              data-testid={`service-${s.sku}`}
              checked={selected.includes(s.sku)}
              onChange={(event) => onChange(event.target.checked ? [...selected, s.sku] : selected.filter((x) => x !== s.sku))}
              label={
                <>
                  <span className="services__name">{s.descriptor}</span>{' '}
                  <span className="services__price">
                    +<Price price={servicePrice(s, unitPrice)} size="sm" /> {s.appliesTo === 'delivery' ? detailMessages.perDelivery : detailMessages.perItem}
                  </span>
                </>
              }
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
