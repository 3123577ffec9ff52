// /profil/osobni-udaje: saving the customer's contact and newsletter choice (customer_update)
// and changing the password (customer_change_password). Each answers the server's payload
// (ok, or the Czech refusals and per-field errors), null when it answered nothing; a failed
// request throws.
import { useCallback } from 'react';
import {
  useCustomerChangePasswordMutation,
  useCustomerUpdateMutation,
  type CustomerChangePasswordMutation,
  type CustomerChangePasswordMutationVariables,
  type CustomerUpdateMutation,
  type CustomerUpdateMutationVariables,
} from '../../../generated/graphql';

export type CustomerUpdateInput = CustomerUpdateMutationVariables['input'];
export type CustomerUpdateAnswer = CustomerUpdateMutation['customer_update'];
export type ChangePasswordInput = CustomerChangePasswordMutationVariables['input'];
export type ChangePasswordAnswer = CustomerChangePasswordMutation['customer_change_password'];

export interface UseCustomerAccount {
  updateDetails(input: CustomerUpdateInput): Promise<CustomerUpdateAnswer | null>;
  changePassword(input: ChangePasswordInput): Promise<ChangePasswordAnswer | null>;
}

export function useCustomerAccount(): UseCustomerAccount {
  const [update] = useCustomerUpdateMutation();
  const [change] = useCustomerChangePasswordMutation();

  const updateDetails = useCallback(
    async (input: CustomerUpdateInput): Promise<CustomerUpdateAnswer | null> => {
      const { data: result } = await update({ variables: { input } });
      return result?.customer_update ?? null;
    },
    [update],
  );

  const changePassword = useCallback(
    async (input: ChangePasswordInput): Promise<ChangePasswordAnswer | null> => {
      const { data: result } = await change({ variables: { input } });
      return result?.customer_change_password ?? null;
    },
    [change],
  );

  return { updateDetails, changePassword };
}
