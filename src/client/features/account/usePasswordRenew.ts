// "Zapomenuté heslo": passwordRenew sends the single-use link; the answer becomes the outcome
// the dialog shows (spec section 8). A failed request throws (its Czech reason is read by the caller).
import { useCallback } from 'react';
import { usePasswordRenewMutation } from '../../../generated/graphql';
import { passwordRenewOutcome, type PasswordRenewOutcome } from './outcomes';

export interface UsePasswordRenew {
  requestRenewal(email: string): Promise<PasswordRenewOutcome>;
}

export function usePasswordRenew(): UsePasswordRenew {
  const [renew] = usePasswordRenewMutation();
  const requestRenewal = useCallback(
    async (email: string): Promise<PasswordRenewOutcome> => {
      const { data } = await renew({ variables: { input: { email } } });
      return passwordRenewOutcome(data?.passwordRenew);
    },
    [renew],
  );
  return { requestRenewal };
}
