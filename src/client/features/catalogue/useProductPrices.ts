// A product's quantity prices (piece tiers, then carton tiers) and its carton pack price.
import { useProductPricesQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import type { PackPriceItem, QuantityPriceItem } from './product/types';

export interface ProductPricesView {
  /** The piece tiers followed by the carton tiers. */
  quantityPrices: QuantityPriceItem[];
  cartonPack: PackPriceItem | null;
}

export function useProductPrices(sku: string): ProductPricesView {
  const { data } = useProductPricesQuery({ variables: { sku }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return {
    quantityPrices: [...(data?.productQuantityPrices?.pcs ?? []), ...(data?.productQuantityPrices?.carton ?? [])],
    cartonPack: data?.productPackPrices?.packs.find((p) => p.packType === 'carton') ?? null,
  };
}
