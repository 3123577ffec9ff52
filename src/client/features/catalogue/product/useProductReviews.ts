// A product's rating summary and reviews (warmed by the route loader).
import { useProductReviewsQuery, type ProductReviewsQuery } from '../../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../../apollo/cache-policies';

export type ProductReviewsView = NonNullable<ProductReviewsQuery['productReviews']>;

export function useProductReviews(sku: string): { reviews: ProductReviewsView | null } {
  const { data } = useProductReviewsQuery({ variables: { sku }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { reviews: data?.productReviews ?? null };
}
