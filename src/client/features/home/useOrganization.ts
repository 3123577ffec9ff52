// The shop as schema.org Organization for the home page, from the shop settings the root loader
// read on every page (name, company, contacts, address).
import { useShopSettingsQuery } from '../../../generated/graphql';
import { useAppContext } from '../../app-context';
import { postalAddress } from '../../domain';
import { absoluteUrl } from '../../ui/CanonicalLink';
import type { JsonObject } from '../../ui/StructuredData';

export function useOrganization(): JsonObject | null {
  const { publicUrl, shopName } = useAppContext();
  const settings = useShopSettingsQuery({ fetchPolicy: 'cache-only' }).data?.shopSettings;
  if (!settings) return null;
  const organization: JsonObject = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.name || shopName,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, '/favicon.svg'),
  };
  if (settings.companyName) organization.legalName = settings.companyName;
  if (settings.email) organization.email = settings.email;
  if (settings.phone) organization.telephone = settings.phone;
  if (settings.address) organization.address = { '@type': 'PostalAddress', ...postalAddress(settings.address) };
  if (settings.phone || settings.email) {
    const contact: JsonObject = { '@type': 'ContactPoint', contactType: 'customer service', availableLanguage: 'cs' };
    if (settings.phone) contact.telephone = settings.phone;
    if (settings.email) contact.email = settings.email;
    organization.contactPoint = contact;
  }
  return organization;
}
