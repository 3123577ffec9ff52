// B2C (with VAT) / B2B (without VAT). The mutation keeps the choice in the session and the
// 1825-day cookie (server-rendered next time in this mode); the session snapshot update makes
// every <Price> re-render at once.
import { useUpdateSettingsMutation } from '../../../generated/graphql';
import { useAppContext, usePricesType } from '../../app-context';
import type { PricesType } from '../../domain';
import { messages } from '../../messages';
import { useToast } from '../../ui/Toast';

const OPTIONS: readonly { value: PricesType; label: string; long: string }[] = [
  { value: 'B2C', label: messages.shell.priceB2C, long: messages.shell.priceB2CLong },
  { value: 'B2B', label: messages.shell.priceB2B, long: messages.shell.priceB2BLong },
];

export function PriceTypeSwitch() {
  const { session } = useAppContext();
  const current = usePricesType();
  const toast = useToast();
  const [update, { loading }] = useUpdateSettingsMutation();
  const choose = async (pricesType: PricesType) => {
    if (pricesType === current || loading) return;
    try {
      const { data } = await update({ variables: { pricesType } });
      session.setPricesType(data?.update_settings.pricesType ?? pricesType);
    } catch (error) {
      console.error(error);
      toast.error(messages.shell.priceSwitchFailed);
    }
  };
  return (
    <div className="price-switch" role="group" aria-label={messages.shell.priceSwitch}>
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="price-switch__option"
          aria-pressed={current === option.value}
          title={option.long}
          disabled={loading}
          data-prices-type={option.value}
          onClick={() => void choose(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
