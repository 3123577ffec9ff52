import type { ProductDetailQuery, ProductPricesQuery } from '../../../../generated/graphql';

export type ProductDetail = NonNullable<ProductDetailQuery['productDetail']>;
export type AdditionalServiceItem = ProductDetail['relatedAdditionalServices'][number];
export type PackPriceItem = NonNullable<ProductPricesQuery['productPackPrices']>['packs'][number];
export type QuantityPriceItem = NonNullable<ProductPricesQuery['productQuantityPrices']>['pcs'][number];
