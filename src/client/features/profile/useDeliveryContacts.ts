// /profil/dodaci-adresy: creating, editing, deleting a saved delivery contact and making one the
// default. Each answers the server's payload (ok, or the Czech refusals and per-field errors),
// undefined when it answered nothing; a failed request throws.
import { useCallback } from 'react';
import {
  useDeliveryContactCreateMutation,
  useDeliveryContactDeleteMutation,
  useDeliveryContactSetDefaultMutation,
  useDeliveryContactUpdateMutation,
  type CustomerMutationFieldsFragment,
  type DeliveryContactCreateMutationVariables,
} from '../../../generated/graphql';

export type DeliveryContactInput = DeliveryContactCreateMutationVariables['input'];
export type DeliveryContactAnswer = CustomerMutationFieldsFragment;

export interface UseDeliveryContacts {
  createContact(input: DeliveryContactInput, isDefault: boolean): Promise<DeliveryContactAnswer | undefined>;
  updateContact(id: string, input: DeliveryContactInput): Promise<DeliveryContactAnswer | undefined>;
  deleteContact(id: string): Promise<DeliveryContactAnswer | undefined>;
  setDefaultContact(id: string): Promise<DeliveryContactAnswer | undefined>;
  /** A delete is under way. */
  deleting: boolean;
}

export function useDeliveryContacts(): UseDeliveryContacts {
  const [create] = useDeliveryContactCreateMutation();
  const [update] = useDeliveryContactUpdateMutation();
  const [remove, { loading: deleting }] = useDeliveryContactDeleteMutation();
  const [setDefault] = useDeliveryContactSetDefaultMutation();

  const createContact = useCallback(
    async (input: DeliveryContactInput, isDefault: boolean) => (await create({ variables: { input, isDefault } })).data?.customer_delivery_contact_create,
    [create],
  );
  const updateContact = useCallback(
    async (id: string, input: DeliveryContactInput) => (await update({ variables: { id, input } })).data?.customer_delivery_contact_update,
    [update],
  );
  const deleteContact = useCallback(async (id: string) => (await remove({ variables: { id } })).data?.customer_delivery_contact_delete, [remove]);
  const setDefaultContact = useCallback(async (id: string) => (await setDefault({ variables: { id } })).data?.customer_delivery_contact_set_default, [setDefault]);

  return { createContact, updateContact, deleteContact, setDefaultContact, deleting };
}
