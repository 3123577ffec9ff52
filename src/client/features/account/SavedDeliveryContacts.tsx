// The logged-in customer's saved delivery contacts for the checkout address step: choosing one
// sends deliveryInfo.customerContactId, which sets utilization "customer" (spec section 4).
// The step owns the form; this gives it the contacts and the radio list.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useCustomerQuery, type DeliveryContactFieldsFragment } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useSessionSnapshot } from '../../app-context';
import { messages } from '../../messages';
import { ButtonLink, Radio, RadioGroup } from '../../ui';
import { ContactLines } from '../checkout/ContactLines';

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

export function SavedDeliveryContacts({ contacts, field, error }: { contacts: readonly SavedDeliveryContact[]; field: UseFormRegisterReturn; error?: string | null }) {
  const s = messages.profile.savedContacts;
  return (
    <div className="saved-contacts" data-testid="saved-delivery-contacts">
      <RadioGroup legend={s.legend} error={error}>
        {contacts.map((contact) => (
          <Radio key={contact.id} value={contact.id} label={<ContactLines contact={contact} />} {...field} data-testid={`saved-contact-${contact.id}`} />
        ))}
      </RadioGroup>
      <ButtonLink to="/profil/dodaci-adresy" size="sm" variant="ghost">
        {s.manage}
      </ButtonLink>
    </div>
  );
}
