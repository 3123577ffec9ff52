// Shell data (navigation, footer, shop settings, status bars): loaded once by the root route
// loader into the Apollo cache, server-side, and read by the shell with cache-only hooks, so
// the browser never asks again after hydration. A failed read is logged and the shell renders
// its empty fallback (spec section 8: "Footer load error — logged; empty fallback").
import type { DocumentNode } from 'graphql';
import {
  FooterDocument,
  NavigationDocument,
  ShopSettingsDocument,
  StatusBarsDocument,
  useFooterQuery,
  useNavigationQuery,
  useShopSettingsQuery,
  useStatusBarsQuery,
} from '../../../generated/graphql';
import { fetchPolicyFor } from '../../apollo/cache-policies';
import type { AppApolloClient } from '../../apollo/client';

const SHELL_DOCUMENTS: readonly [string, DocumentNode][] = [
  ['navigation', NavigationDocument],
  ['footer', FooterDocument],
  ['settings', ShopSettingsDocument],
  ['status bars', StatusBarsDocument],
];

export async function loadShellData(client: AppApolloClient): Promise<void> {
  await Promise.all(
    SHELL_DOCUMENTS.map(async ([name, query]) => {
      try {
        await client.query({ query, fetchPolicy: fetchPolicyFor(client, 'content', { shell: name }) });
      } catch (error) {
        console.error(`Shell ${name} failed to load; rendering the empty fallback.`, error);
      }
    }),
  );
}

// cache-only: the root loader put the data there (or failed, and the fallback shows).
export const useNavigation = () => useNavigationQuery({ fetchPolicy: 'cache-only' }).data?.navigation ?? null;
export const useFooter = () => useFooterQuery({ fetchPolicy: 'cache-only' }).data?.footer ?? null;
export const useShopSettings = () => useShopSettingsQuery({ fetchPolicy: 'cache-only' }).data?.shopSettings ?? null;
export const useStatusBars = () => useStatusBarsQuery({ fetchPolicy: 'cache-only' }).data?.statusBars ?? [];
