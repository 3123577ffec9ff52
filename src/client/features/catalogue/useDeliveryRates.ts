// The shop's public delivery rates (shop settings, read by the root loader on every page), for
// the shipping details of a product's structured data.
import { useShopSettingsQuery } from '../../../generated/graphql';
import type { PublicDeliveryRate } from '../../domain';

export function useDeliveryRates(): readonly PublicDeliveryRate[] {
  return useShopSettingsQuery({ fetchPolicy: 'cache-only' }).data?.shopSettings?.deliveryRates ?? [];
}
