// schema.org structured data of the product page: Product with its Offer (price with VAT, as
// anyone can buy it; availability by the domain's one rule; delivery rates and the 14-day return
// policy) and the BreadcrumbList. Absolute URLs on the shop's public origin.
import {
  CURRENCY,
  DEFAULT_COUNTRY,
  deliveryRatesFor,
  kcDecimal,
  schemaOrgAvailability,
  schemaOrgGtin,
  WITHDRAWAL_DAYS,
  type PublicDeliveryRate,
} from '../../../domain';
import { absoluteUrl } from '../../../ui/CanonicalLink';
import { breadcrumbList, type JsonObject } from '../../../ui/StructuredData';
import type { ProductDetail } from './types';

/** One OfferShippingDetails per delivery rate that applies to the product's price (domain rule). */
function shippingDetails(product: ProductDetail, rates: readonly PublicDeliveryRate[]): JsonObject[] {
  return deliveryRatesFor(rates, product.price.amountWithTax).map((rate) => ({
    '@type': 'OfferShippingDetails',
    name: rate.name,
    shippingRate: { '@type': 'MonetaryAmount', value: kcDecimal(rate.priceWithTax), currency: CURRENCY },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: DEFAULT_COUNTRY },
  }));
}

/** The consumer's 14-day withdrawal, as Google's merchant listings read a return policy. */
export function merchantReturnPolicy(): JsonObject {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: DEFAULT_COUNTRY,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: WITHDRAWAL_DAYS,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnShippingFees',
  };
}

export function productStructuredData(product: ProductDetail, origin: string, rates: readonly PublicDeliveryRate[]): JsonObject[] {
  const url = absoluteUrl(origin, product.url);
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const offer: JsonObject = {
    '@type': 'Offer',
    url,
    price: kcDecimal(product.price.amountWithTax),
    priceCurrency: product.price.currency || CURRENCY,
    availability: schemaOrgAvailability(product),
    itemCondition: 'https://schema.org/NewCondition',
    hasMerchantReturnPolicy: merchantReturnPolicy(),
  };
  const shipping = shippingDetails(product, rates);
  if (shipping.length > 0) offer.shippingDetails = shipping;
  const data: JsonObject = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    image: images.map((src) => absoluteUrl(origin, src)),
    offers: offer,
  };
  const gtin = schemaOrgGtin(product.ean);
  if (gtin) data[gtin.property] = gtin.value;
  if (product.description) data.description = product.description;
  if (product.manufacturer) data.brand = { '@type': 'Brand', name: product.manufacturer.name };
  if (product.rating !== null && product.reviewCount > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 };
  }
  const crumbs = [...product.breadcrumbs.map((c) => ({ name: c.name, url: c.url })), { name: product.name, url: product.url }];
  return [data, breadcrumbList(origin, crumbs)];
}
