// schema.org structured data of content pages: Article (advice, blog and news articles) and
// LocalBusiness (each showroom, with its opening hours). Absolute URLs on the shop's public origin.
import type { ArticleFieldsFragment, ShowroomFieldsFragment } from '../../../generated/graphql';
import { metaDescription, openingHoursSpecification, postalAddress } from '../../domain';
import { absoluteUrl } from '../../ui/CanonicalLink';
import type { JsonObject } from '../../ui/StructuredData';

export function articleStructuredData(article: ArticleFieldsFragment, origin: string, shopName: string): JsonObject {
  const url = absoluteUrl(origin, article.url);
  const shop: JsonObject = { '@type': 'Organization', name: shopName, url: absoluteUrl(origin, '/'), logo: absoluteUrl(origin, '/favicon.svg') };
  const data: JsonObject = {
    '@context': 'https://schema.org',
    '@type': article.type === 'news' ? 'NewsArticle' : article.type === 'blog' ? 'BlogPosting' : 'Article',
    headline: article.title,
    url,
    mainEntityOfPage: url,
    datePublished: article.date,
    dateModified: article.date,
    author: shop,
    publisher: shop,
    inLanguage: 'cs',
  };
  if (article.teaserImage) data.image = [absoluteUrl(origin, article.teaserImage)];
  const description = metaDescription(article.teaserText);
  if (description) data.description = description;
  return data;
}

export function localBusinessStructuredData(showroom: ShowroomFieldsFragment, origin: string): JsonObject {
  const data: JsonObject = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl(origin, showroom.url),
    name: showroom.name,
    url: absoluteUrl(origin, showroom.url),
    telephone: showroom.telephone,
    address: { '@type': 'PostalAddress', ...postalAddress(showroom.address) },
  };
  if (showroom.email) data.email = showroom.email;
  if (showroom.description) data.description = showroom.description;
  const hours = openingHoursSpecification(showroom.openingHours);
  if (hours) data.openingHoursSpecification = hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.dayOfWeek, opens: h.opens, closes: h.closes }));
  else data.openingHours = showroom.openingHours;
  return data;
}
