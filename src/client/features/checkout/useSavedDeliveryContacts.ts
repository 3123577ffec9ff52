// The logged-in customer's saved delivery contacts (default first) for the checkout address
// step; empty for an anonymous visitor, who causes no request.
import { useCustomerQuery, type DeliveryContactFieldsFragment } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useSessionSnapshot } from '../../app-context';

export type SavedDeliveryContact = DeliveryContactFieldsFragment;

/** The customer's delivery contacts (default first); empty for an anonymous visitor. */
export function useSavedDeliveryContacts(): readonly SavedDeliveryContact[] {
  const { customer } = useSessionSnapshot();
  const { data } = useCustomerQuery({ skip: !customer, fetchPolicy: COMPONENT_FETCH_POLICY });
  return customer ? (data?.customer?.deliveryContacts ?? []) : [];
}

/** The contact to preview for a chosen id (the step's live delivery preview). */
export function savedContactById(contacts: readonly SavedDeliveryContact[], id: string | null | undefined): SavedDeliveryContact | null {
  return contacts.find((contact) => contact.id === id) ?? null;
}
