// The product detail (the route loader warmed it; unknown skus were answered 404 there).
import { useProductDetailQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import type { ProductDetail } from './product/types';

export function useProductDetail(sku: string): { product: ProductDetail | null } {
  const { data } = useProductDetailQuery({ variables: { sku }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { product: data?.productDetail ?? null };
}
