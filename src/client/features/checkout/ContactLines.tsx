// A contact as an address block (address step preview, summary, thank-you page).
import { contactName, type Contact } from '../../domain';
import { checkoutMessages } from '../../texts/checkout';

const m = checkoutMessages.address;

export function ContactLines({ contact }: { contact: Contact }) {
  return (
    <address className="contact-lines">
      <strong>{contactName(contact)}</strong>
      {contact.contactType !== 'person' && contact.personName ? <span>{contact.personName}</span> : null}
      <span>{contact.street}</span>
      <span>
        {contact.postalCode} {contact.city}, {m.countries[contact.country === 'SK' ? 'SK' : 'CZ']}
      </span>
      {contact.companyRegNo ? (
        <span>
          {m.companyRegNo}: {contact.companyRegNo}
        </span>
      ) : null}
      {contact.companyTaxNo ? (
        <span>
          {m.companyTaxNo}: {contact.companyTaxNo}
        </span>
      ) : null}
      {contact.emailAddress ? <span>{contact.emailAddress}</span> : null}
      {contact.phoneNumber ? <span>{contact.phoneNumber}</span> : null}
    </address>
  );
}
