// B2C (with VAT) / B2B (without VAT): the mutation keeps the choice in the session and the
// 1825-day cookie; the session snapshot update makes every <Price> re-render at once.
import type { PricesType } from '../../domain';
import { useUpdateSettingsMutation } from '../../../generated/graphql';
import { useAppContext, usePricesType } from '../../app-context';
import { messages } from '../../messages';
import { useToast } from '../../ui/Toast';

export interface UsePriceTypeSwitch {
  current: PricesType;
  choose(pricesType: PricesType): Promise<void>;
  switching: boolean;
}

export function usePriceTypeSwitch(): UsePriceTypeSwitch {
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
  return { current, choose, switching: loading };
}
