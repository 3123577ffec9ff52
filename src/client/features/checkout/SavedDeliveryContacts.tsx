// The logged-in customer's saved delivery contacts for the checkout address step: choosing one
// sends deliveryInfo.customerContactId, which sets utilization "customer" (spec section 4).
// The step owns the form; this gives it the contacts and the radio list.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { profileMessages } from '../../texts/profile';
import { ButtonLink, Radio, RadioGroup } from '../../ui';
import { ContactLines } from './ContactLines';
import type { SavedDeliveryContact } from './useSavedDeliveryContacts';

export function SavedDeliveryContacts({ contacts, field, error }: { contacts: readonly SavedDeliveryContact[]; field: UseFormRegisterReturn; error?: string | null }) {
  const s = profileMessages.savedContacts;
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
