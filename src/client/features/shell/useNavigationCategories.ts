// The mobile menu's category tree (the navigation's `categories`, its largest area): shown only
// once the phone menu opens, so it stays out of the server render and the serialised state (the
// root loader does not load it). It loads when the shopper reaches for the menu button (a touch,
// the pointer over it, keyboard focus), a moment before the tap opens the menu; the open menu asks
// for it too, in case it is not there yet (Apollo shares one request between both). Loading it
// right after hydration instead put a long task (the tree's parsing and its write to the cache)
// into every page's first seconds on a phone, for a menu most visits never open.
import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import type { NavigationItems } from '../../domain';
import { NavigationCategoriesDocument, useNavigationCategoriesQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

/** Starts loading the category tree into the cache (once; later calls find it there or in flight). */
export function usePrefetchNavigationCategories(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    // A failure here is not shown: the menu asks again when it opens and tells the shopper then.
    client.query({ query: NavigationCategoriesDocument, fetchPolicy: 'cache-first' }).catch(() => undefined);
  }, [client]);
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
