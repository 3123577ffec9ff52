// The visitor's comparison and recently-viewed sku lists, read from the Apollo cache (the root
// loader warms it for the server render, so the comparison bar renders the same on both sides).
// A visitor without a session has empty lists and causes no request: a session is only made
// when they first add something.
//
// One provider (VisitorListsProvider, in the Layout) watches the lists and owns "add to
// comparison"; every "Porovnat" button of a listing reads both from context. A watch and three
// mutation hooks per product card made the cost of hydration, and of the re-render when a first
// visit gets its session (a product view recorded), grow with the grid.
import type { ApolloCache } from '@apollo/client';
import { createContext, useCallback, useContext, useMemo } from 'react';
import {
  useCompareAddMutation,
  useVisitorListsQuery,
  VisitorListsDocument,
  type VisitorListsFieldsFragment,
  type VisitorListsQuery,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useAppContext, useCheckoutId } from '../../app-context';
import { messages } from '../../messages';
import { useToast } from '../../ui/Toast';

export interface VisitorListsView {
  compare: readonly string[];
  recentlyViewed: readonly string[];
}

export interface VisitorListsContextValue {
  lists: VisitorListsView;
  /** Adds a product to the comparison with the spec's toasts (section 8). */
  addToCompare(sku: string): Promise<void>;
}

const EMPTY: VisitorListsView = { compare: [], recentlyViewed: [] };

export const VisitorListsContext = createContext<VisitorListsContextValue | null>(null);

/**
 * A mutation answered with the lists object: make it THE visitorLists of the cache, so views that
 * never read the lists before (a fresh session) need no extra request.
 */
export function storeVisitorLists(cache: ApolloCache<unknown>, lists: VisitorListsFieldsFragment): void {
  cache.writeQuery<VisitorListsQuery>({ query: VisitorListsDocument, data: { visitorLists: lists } });
}

function useCompareAdder(): (sku: string) => Promise<void> {
  const { session } = useAppContext();
  const toast = useToast();
  const [addMutation] = useCompareAddMutation({ ignoreResults: true });
  return useCallback(
    async (sku: string) => {
      try {
        await session.ensureCheckoutId();
        const { data } = await addMutation({
          variables: { sku },
          update(cache, result) {
            const lists = result.data?.compare_add.lists;
            if (lists) storeVisitorLists(cache, lists);
          },
        });
        const result = data?.compare_add.result;
        if (result === 'added') toast.success(messages.compare.added);
        else if (result === 'already-present') toast.warning(messages.compare.alreadyPresent);
        else toast.error(messages.compare.failed);
      } catch (error) {
        console.error(error);
        toast.error(messages.compare.failed);
      }
    },
    [addMutation, session, toast],
  );
}

/** The provider's part: the one watch of the lists and the one "add to comparison". */
export function useVisitorListsProviderValue(): VisitorListsContextValue {
  const checkoutId = useCheckoutId();
  const { data } = useVisitorListsQuery({ skip: !checkoutId, fetchPolicy: COMPONENT_FETCH_POLICY });
  const lists = data?.visitorLists ?? EMPTY;
  const addToCompare = useCompareAdder();
  return useMemo(() => ({ lists, addToCompare }), [lists, addToCompare]);
}

function useVisitorListsContext(): VisitorListsContextValue {
  const value = useContext(VisitorListsContext);
  if (!value) throw new Error('useVisitorLists outside VisitorListsProvider');
  return value;
}

export function useVisitorLists(): VisitorListsView {
  return useVisitorListsContext().lists;
}

export function useAddToCompare(): (sku: string) => Promise<void> {
  return useVisitorListsContext().addToCompare;
}
