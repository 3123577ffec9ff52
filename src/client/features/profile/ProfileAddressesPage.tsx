// /profil/dodaci-adresy (lazy chunk with zod): the customer's delivery contacts (at most 100,
// the default first): create, edit, delete (confirmed), make default.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { DELIVERY_CONTACTS_LIMIT, accountErrorMessage, emptyContact, parseContactType } from '../../domain';
import { contactSchema } from '../../../domain/validation';
import type { CustomerMutationFieldsFragment } from '../../../generated/graphql';
import { messages } from '../../messages';
import { profileMessages } from '../../texts/profile';
import { Alert, Badge, Button, Card, Checkbox, Dialog, EmptyState, PageTitle, Skeleton, useToast } from '../../ui';
import { ContactFields, type ContactFieldName } from '../account';
import { companyFormOf } from '../company';
import { ContactLines } from '../checkout';
import { contactValues, refusalText } from './contact-form';
import { useCustomer, type DeliveryContactData } from './useCustomer';
import { useDeliveryContacts } from './useDeliveryContacts';

const d = profileMessages.addresses;

const addressSchema = z.object({ contact: contactSchema, isDefault: z.boolean() });
type AddressInput = z.input<typeof addressSchema>;
type AddressData = z.output<typeof addressSchema>;

function fieldMessage(errors: FieldErrors<AddressInput>['contact'], name: ContactFieldName): string | undefined {
  const entry: unknown = errors ? Reflect.get(errors, name) : undefined;
  const message: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'message') : undefined;
  return typeof message === 'string' ? message : undefined;
}

type Editing = { kind: 'new' } | { kind: 'edit'; contact: DeliveryContactData };

function AddressForm({ editing, onDone }: { editing: Editing; onDone(): void }) {
  const toast = useToast();
  const { createContact, updateContact } = useDeliveryContacts();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput, unknown, AddressData>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      contact: editing.kind === 'edit' ? contactValues(editing.contact) : emptyContact(),
      isDefault: editing.kind === 'edit' ? editing.contact.isDefault : false,
    },
    mode: 'onTouched',
  });
  const contactType = parseContactType(useWatch({ control, name: 'contact.contactType' }));
  const companyRegNo = useWatch({ control, name: 'contact.companyRegNo' });
  const company = companyFormOf(
    companyRegNo,
    'contact',
    () => getValues('contact'),
    (name, value) => setValue(`contact.${name}`, value, { shouldDirty: true, shouldValidate: true }),
  );

  const onSubmit = handleSubmit(async (data) => {
    setProblem(null);
    try {
      let payload: CustomerMutationFieldsFragment | undefined;
      if (editing.kind === 'edit') {
        payload = await updateContact(editing.contact.id, data.contact);
      } else {
        payload = await createContact(data.contact, data.isDefault);
      }
      if (payload?.ok) {
        toast.success(d.saved);
        onDone();
        return;
      }
      for (const fieldError of payload?.fieldErrors ?? []) {
        const name = fieldError.field.replace(/^(contact|input)\./, '');
        if (name === 'street' || name === 'city' || name === 'postalCode' || name === 'personName' || name === 'companyName' || name === 'officeName' || name === 'companyRegNo' || name === 'companyTaxNo' || name === 'country') {
          setError(`contact.${name}`, { message: fieldError.message });
        }
      }
      setProblem(refusalText(payload?.errors ?? [], d.failed));
    } catch (error) {
      console.error(error);
      toast.error(d.failed);
    }
  });

  return (
    <Card>
      <h2>{editing.kind === 'edit' ? d.editTitle : d.newTitle}</h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="account-form" data-testid="address-form">
        {problem ? (
          <Alert tone="danger" role="alert">
            {problem}
          </Alert>
        ) : null}
        <ContactFields field={(name) => register(`contact.${name}`)} error={(name) => fieldMessage(errors.contact, name)} contactType={contactType} testId="address-contact" company={company} />
        {editing.kind === 'new' ? <Checkbox label={d.makeDefault} {...register('isDefault')} /> : null}
        <div className="checkout-actions">
          <Button onClick={onDone}>{d.cancel}</Button>
          <Button type="submit" variant="primary" loading={isSubmitting} data-testid="address-save">
            {d.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function ProfileAddressesPage() {
  const { customer } = useCustomer();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<DeliveryContactData | null>(null);
  const { deleteContact, setDefaultContact, deleting: removing } = useDeliveryContacts();
  const [pending, setPending] = useState<string | null>(null);
  const contacts = customer?.deliveryContacts ?? [];
  const full = contacts.length >= DELIVERY_CONTACTS_LIMIT;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const payload = await deleteContact(deleting.id);
      if (payload?.ok) toast.success(d.deleted);
      else toast.error(refusalText(payload?.errors ?? [], d.failed));
    } catch (error) {
      console.error(error);
      toast.error(d.failed);
    }
    setDeleting(null);
  };

  const makeDefault = async (id: string) => {
    setPending(id);
    try {
      const payload = await setDefaultContact(id);
      if (payload?.ok) toast.success(d.defaultSet);
      else toast.error(refusalText(payload?.errors ?? [], d.failed));
    } catch (error) {
      console.error(error);
      toast.error(d.failed);
    }
    setPending(null);
  };

  return (
    <section className="profile-page">
      <PageTitle name={messages.pages.profileDeliveryContacts} />
      <h1>{messages.pages.profileDeliveryContacts}</h1>
      {!customer ? (
        <Skeleton lines={5} />
      ) : (
        <>
          {contacts.length === 0 ? <EmptyState title={d.empty} /> : null}
          <ul className="address-list" data-testid="address-list">
            {contacts.map((contact) => (
              <li key={contact.id} className="address-list__item" data-contact-id={contact.id}>
                <Card>
                  {contact.isDefault ? <Badge tone="success">{d.isDefault}</Badge> : null}
                  <ContactLines contact={contact} />
                  <div className="address-list__actions">
                    <Button size="sm" onClick={() => setEditing({ kind: 'edit', contact })} data-testid="address-edit">
                      {d.edit}
                    </Button>
                    {!contact.isDefault ? (
                      <Button size="sm" variant="ghost" loading={pending === contact.id} onClick={() => void makeDefault(contact.id)}>
                        {d.setDefault}
                      </Button>
                    ) : null}
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(contact)} data-testid="address-delete">
                      {d.delete}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {editing ? (
            <AddressForm key={editing.kind === 'edit' ? editing.contact.id : 'new'} editing={editing} onDone={() => setEditing(null)} />
          ) : full ? (
            <Alert tone="info">{accountErrorMessage('DELIVERY_CONTACTS_LIMIT')}</Alert>
          ) : (
            <Button variant="primary" onClick={() => setEditing({ kind: 'new' })} data-testid="address-add">
              {d.add}
            </Button>
          )}
          <Dialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            title={d.delete}
            size="sm"
            footer={
              <>
                <Button onClick={() => setDeleting(null)}>{d.cancel}</Button>
                <Button variant="danger" loading={removing} onClick={() => void confirmDelete()} data-testid="address-delete-confirm">
                  {d.delete}
                </Button>
              </>
            }
          >
            <p>{d.deleteConfirm}</p>
            {deleting ? <ContactLines contact={deleting} /> : null}
          </Dialog>
        </>
      )}
    </section>
  );
}
