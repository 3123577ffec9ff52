// /obnova-hesla/:token: passwordRenewConfirm sets the new password with the link's token.
// success, an invalid (used or expired) link, or any other refusal; a failed request throws.
import { useCallback } from 'react';
import { usePasswordRenewConfirmMutation, type PasswordRenewConfirmMutationVariables } from '../../../generated/graphql';

export type PasswordRenewConfirmInput = PasswordRenewConfirmMutationVariables['input'];
export type PasswordRenewConfirmResult = 'success' | 'invalid-token' | 'failed';

export interface UsePasswordRenewConfirm {
  confirmRenewal(token: string, input: PasswordRenewConfirmInput): Promise<PasswordRenewConfirmResult>;
}

export function usePasswordRenewConfirm(): UsePasswordRenewConfirm {
  const [confirm] = usePasswordRenewConfirmMutation();
  const confirmRenewal = useCallback(
    async (token: string, input: PasswordRenewConfirmInput): Promise<PasswordRenewConfirmResult> => {
      const { data: answer } = await confirm({ variables: { token, input } });
      if (answer?.passwordRenewConfirm?.status === 'success') return 'success';
      if (answer?.passwordRenewConfirm?.reason === 'invalid-token') return 'invalid-token';
      return 'failed';
    },
    [confirm],
  );
  return { confirmRenewal };
}
