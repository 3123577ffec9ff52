// Route loader of /odstoupeni-od-smlouvy (first chunk): with ?objednavka=<number> the server
// render already knows whether the visitor may read that order (its customer, or the session it
// was placed in), so the form opens at its first step without a request after hydration. Anyone
// else gets the look-up form (number + e-mail); a failed read renders that form too.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { WithdrawalOrderDocument, type WithdrawalOrderQuery, type WithdrawalOrderQueryVariables } from '../../../generated/graphql';
import type { AppApolloClient } from '../../apollo/client';
import { LOADER_POLICIES } from '../../apollo/cache-policies';

export const WITHDRAWAL_ORDER_PARAM = 'objednavka';

export function withdrawalLoader(client: AppApolloClient) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    const orderNumber = new URL(request.url).searchParams.get(WITHDRAWAL_ORDER_PARAM)?.trim() ?? '';
    if (!orderNumber || orderNumber.length > 64) return null;
    try {
      await client.query<WithdrawalOrderQuery, WithdrawalOrderQueryVariables>({ query: WithdrawalOrderDocument, variables: { orderNumber }, fetchPolicy: LOADER_POLICIES.order });
    } catch (error) {
      console.error(error);
    }
    return null;
  };
}
