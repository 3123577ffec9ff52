// B2C (with VAT) / B2B (without VAT). The mutation keeps the choice in the session and the
// 1825-day cookie (server-rendered next time in this mode); the session snapshot update makes
// every <Price> re-render at once.
import type { PricesType } from '../../domain';
import { messages } from '../../messages';
import { usePriceTypeSwitch } from './usePriceTypeSwitch';

const OPTIONS: readonly { value: PricesType; label: string; long: string }[] = [
  { value: 'B2C', label: messages.shell.priceB2C, long: messages.shell.priceB2CLong },
  { value: 'B2B', label: messages.shell.priceB2B, long: messages.shell.priceB2BLong },
];

export function PriceTypeSwitch() {
  const { current, choose, switching } = usePriceTypeSwitch();
  return (
    <div className="price-switch" role="group" aria-label={messages.shell.priceSwitch}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="price-switch__option"
          aria-pressed={current === option.value}
          title={option.long}
          disabled={switching}
          data-prices-type={option.value}
          onClick={() => void choose(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
