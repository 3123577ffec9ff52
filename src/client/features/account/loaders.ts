// Route loaders of the account pages (first chunk: no zod). /obnova-hesla/:token checks the link
// before the page shows the form, so a used or expired link says so at once.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PasswordRenewCheckDocument, type PasswordRenewCheckQuery, type PasswordRenewCheckQueryVariables } from '../../../generated/graphql';
import { LOADER_POLICIES } from '../../apollo/cache-policies';
import type { AppApolloClient } from '../../apollo/client';

export interface PasswordResetData {
  token: string;
  /** null: the check failed (network); the form is shown and the submit decides. */
  valid: boolean | null;
}

export function passwordResetLoader(client: AppApolloClient) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<PasswordResetData> => {
    const token = (params.token ?? '').trim();
    if (!token || token.length > 200) return { token, valid: false };
    try {
      const { data } = await client.query<PasswordRenewCheckQuery, PasswordRenewCheckQueryVariables>({
        query: PasswordRenewCheckDocument,
        variables: { token },
        // One use only: an older answer may be wrong by now.
        fetchPolicy: LOADER_POLICIES.passwordRenewCheck,
      });
      return { token, valid: data.passwordRenewCheck?.status === 'success' };
    } catch (error) {
      console.error(error);
      return { token, valid: null };
    }
  };
}
