// schema.org structured data of the product page (Product with its Offer, and BreadcrumbList),
// as JSON-LD. Absolute URLs need the shop's origin; prices are in CZK with VAT (what anyone
// can buy at), as Google expects.
import { CURRENCY, kcDecimal } from '../../../domain';
import type { ProductDetail } from './types';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

function availabilityUrl(product: ProductDetail): string {
  if (!product.onSale || product.soldOut) return 'https://schema.org/Discontinued';
  switch (product.availability.state) {
    case 'stock':
      return 'https://schema.org/InStock';
    case 'on-way':
    case 'ordered':
      return 'https://schema.org/BackOrder';
    case 'sold-out':
      return 'https://schema.org/OutOfStock';
    default:
      return 'https://schema.org/PreOrder';
  }
}

export function productStructuredData(product: ProductDetail, origin: string): Json[] {
  const url = absolute(origin, product.url);
  const data: { [key: string]: Json } = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    image: product.images.map((src) => absolute(origin, src)),
    offers: {
      '@type': 'Offer',
      url,
      price: kcDecimal(product.price.amountWithTax),
      priceCurrency: product.price.currency || CURRENCY,
      availability: availabilityUrl(product),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (product.description) data.description = product.description;
  if (product.manufacturer) data.brand = { '@type': 'Brand', name: product.manufacturer.name };
  if (product.rating !== null && product.reviewCount > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 };
  }
  const crumbs = [...product.breadcrumbs.map((c) => ({ name: c.name, url: c.url })), { name: product.name, url: product.url }];
  const breadcrumbs: { [key: string]: Json } = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absolute(origin, c.url) })),
  };
  return [data, breadcrumbs];
}

/** JSON for a <script> element: "<" escaped so no text can close the script early. */
export function jsonForScript(value: Json): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
