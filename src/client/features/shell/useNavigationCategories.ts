// The mobile menu's category tree (the navigation's `categories`, its largest area): shown only
// once the phone menu opens, so it stays out of the server render and the serialised state (the
// root loader does not load it). The browser loads it in the background once idle after
// hydration, so it is usually there when the menu opens; the open menu asks for it too, in case
// it is not (Apollo shares one request between both).
import { useApolloClient } from '@apollo/client';
import { useEffect } from 'react';
import type { NavigationItems } from '../../domain';
import { NavigationCategoriesDocument, useNavigationCategoriesQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

/** Longest the background load waits for an idle moment before it runs anyway. */
export const CATEGORIES_IDLE_TIMEOUT_MS = 5_000;
/** Without requestIdleCallback (Safari): this long after hydration. */
export const CATEGORIES_IDLE_FALLBACK_MS = 2_000;

/** Runs `task` when the main thread is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}

/** Loads the category tree into the cache once the browser is idle after hydration. */
export function usePrefetchNavigationCategories(): void {
  const client = useApolloClient();
  useEffect(
    () =>
      whenIdle(
        () => {
          // A failure here is not shown: the menu asks again when it opens and tells the shopper then.
          client.query({ query: NavigationCategoriesDocument, fetchPolicy: 'cache-first' }).catch(() => undefined);
        },
        CATEGORIES_IDLE_TIMEOUT_MS,
        CATEGORIES_IDLE_FALLBACK_MS,
      ),
    [client],
  );
}

export type NavigationCategoriesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: NavigationItems };

/** The category tree for the open menu: from the cache, else loaded now. */
export function useNavigationCategories(): NavigationCategoriesState {
  const { data, error } = useNavigationCategoriesQuery({ fetchPolicy: COMPONENT_FETCH_POLICY });
  const items = data?.navigation?.categories;
  if (items) return { status: 'ready', items };
  // No navigation at all (the endpoint answered null) is an error for the menu, as a failed load.
  if (error || data) return { status: 'error' };
  return { status: 'loading' };
}
